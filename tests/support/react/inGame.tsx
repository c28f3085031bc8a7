// The game's statechart around a component that asks it for something (the inscribe form inscribes the
// run through it, src/app/run/inscription.ts), holding `game` as the session's resumed game.
import type { ReactNode } from 'react';
import type { GameState } from '../../../src/engine';
import { GameActor } from '../../../src/ui/game/session/GameActor';

/** `ui` inside the game's statechart, started on `game`. */
export function inGame(game: GameState, ui: ReactNode) {
  return <GameActor.Provider options={{ input: { resume: game } }}>{ui}</GameActor.Provider>;
}
