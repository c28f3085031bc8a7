// Whole runs played by the simulator's bots (scripts/sim), state by state, for tests that check something
// of every state a real run goes through.
import { apply, newGame } from '../../../src/engine';
import type { GameState } from '../../../src/engine';
import { BOTS } from '../../../scripts/sim/bots';
import { playRun } from '../../../scripts/sim/run';
import { testRunSecret } from './runs';

/**
 * Every state of the run `bot` plays on `seed` under `rulesVersion` (at most `steps` actions), the new game
 * first, each with its whole action log and a run secret of its own.
 */
export function* botRunStates(bot: string, seed: string, rulesVersion: number, steps: number): Generator<GameState> {
  const { final } = playRun(seed, BOTS[bot], steps, Infinity, rulesVersion);
  let state: GameState = { ...newGame('Sim', seed, rulesVersion), runSecret: testRunSecret(`${bot}/${seed}`) };
  yield state;
  for (const action of final.actions) yield (state = apply(state, action));
}
