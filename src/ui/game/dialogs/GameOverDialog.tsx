import { indefiniteNoun, type GameState } from '../../../engine';
import { killerOf } from '../../../engine/queries/killer';
import { RunEndDialog, type RunEndProps } from './RunEndDialog';

/** The game-over dialog's words, word for word as players see them. */
export const GAME_OVER_TEXTS = {
  title: 'THY QUEST HAS ENDED',
  description: (hero: string, floor: number) => `${hero} has fallen on dungeon level ${floor}.`,
  slain: (monster: string, floor: number) => `Slain by ${indefiniteNoun(monster)} on floor ${floor}.`,
  fell: (floor: number) => `Fell on floor ${floor}.`,
} as const;

/** What ended the run, from the engine's own state: "Slain by a Goblin on floor 3." */
export function causeOfDeath(state: GameState): string {
  const killer = killerOf(state);
  const floor = state.dungeon.level;
  return killer ? GAME_OVER_TEXTS.slain(killer.name, floor) : GAME_OVER_TEXTS.fell(floor);
}

/** 'THY QUEST HAS ENDED': the end of a run by death (RunEndDialog in the words of a fall). */
export function GameOverDialog({ state, open, onPlayAgain }: RunEndProps) {
  const words = {
    title: GAME_OVER_TEXTS.title,
    description: GAME_OVER_TEXTS.description(state.player.name, state.dungeon.level),
    cause: causeOfDeath(state),
    variant: 'gameOver',
  } as const;
  return <RunEndDialog state={state} open={open} words={words} onPlayAgain={onPlayAgain} />;
}
