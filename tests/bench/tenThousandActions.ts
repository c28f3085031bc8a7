// The long run the code-size budgets are judged on: the explorer bot's first 10,000 actions of seed
// 'bench-1' (dungeon level 21), padded with moves if the hero fell early. Shared by the benches and tests.
import { apply } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { explorer } from '../../scripts/sim/explorer';
import { playRun } from '../../scripts/sim/run';

/** Actions in the long run. */
export const LONG_RUN_ACTIONS = 10_000;

/** The final state of the 10,000-action run. */
export function tenThousandActionRun(): GameState {
  let state = playRun('bench-1', explorer, LONG_RUN_ACTIONS).final;
  const directions = ['up', 'right', 'down', 'left'] as const;
  for (let i = state.actions.length; i < LONG_RUN_ACTIONS; i++)
    state = apply(state, { type: 'move', direction: directions[i % 4] });
  return state;
}
