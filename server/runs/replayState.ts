// A witnessed run's engine state, advanced by each batch with the engine's public apply. The state
// is kept with an empty action log (the server keeps the log as text): apply appends to the log it
// is given, and a growing log would cost O(n) per action (src/engine/chronicle/story.ts does the same).
import { apply, isGameOver, newGame, runOutcome, type Action, type GameState } from '../../src/engine';
import type { LiveRunFigures } from '../store/types';

const NO_ACTIONS: Action[] = [];

/** A run's state and what its final state does not keep: the monster whose blow ended it. */
export interface RunState {
  state: GameState;
  killer: string | null;
}

/** The state of a run before its first action. */
export function startOf(name: string, seed: string, rulesVersion: number): RunState {
  return { state: { ...newGame(name, seed, rulesVersion), actions: NO_ACTIONS }, killer: null };
}

/** The state after `actions` (each already checked by validateAction); `run` is left as it was. */
export function advance(run: RunState, actions: readonly Action[]): RunState {
  let { state, killer } = run;
  for (const action of actions) {
    const after = apply(state, action);
    if (killer === null && isGameOver(after) && !isGameOver(state)) killer = state.combat.monster?.name ?? null;
    state = { ...after, actions: NO_ACTIONS };
  }
  return { state, killer };
}

/** The figures the live list and the statistics read from a state. */
export function figuresOf(run: RunState): Pick<LiveRunFigures, 'floor' | 'score' | 'outcome' | 'killer'> {
  const outcome = runOutcome(run.state);
  return {
    floor: run.state.dungeon.level,
    score: run.state.score,
    outcome,
    killer: outcome === 'died' ? run.killer : null,
  };
}
