// A witnessed run's engine state, advanced by each batch with the engine's public apply. The state
// is kept with an empty action log (the server keeps the log as text): apply appends to the log it
// is given, and a growing log would cost O(n) per action (src/engine/chronicle/story.ts does the same).
import {
  EQUIPMENT_SLOTS,
  apply,
  isGameOver,
  newGame,
  runOutcome,
  spellByName,
  type Action,
  type GameState,
} from '../../src/engine';
import { actionTokenEnd } from '../../src/engine/save/actionCodec';
import { logActions } from './log';
import type { LiveRunFigures } from '../store/types';

const NO_ACTIONS: Action[] = [];

/**
 * A run's state and what its final state does not keep: the monster whose blow ended it, and the
 * ids of the items it has held (seen in its pack or equipment at each of its item actions).
 */
export interface RunState {
  state: GameState;
  killer: string | null;
  held: ReadonlySet<string>;
}

/** Why a batch's action is refused though its shape is legal: it names what the run never had. */
export type Unheld = { index: number; kind: 'item' | 'spell'; action: Action };

/** The state of a run before its first action. */
export function startOf(name: string, seed: string, rulesVersion: number): RunState {
  return { state: { ...newGame(name, seed, rulesVersion), actions: NO_ACTIONS }, killer: null, held: new Set() };
}

/** The item id an action names, if any. */
function itemOf(action: Action): string | null {
  return action.type === 'equip' || action.type === 'useItem' || action.type === 'sellItem' || action.type === 'drop'
    ? action.itemId
    : null;
}

/**
 * The state after `actions` (each already checked by validateAction); `run` is left as it was.
 * With `strict`, an item id the run never held or a spell the game does not have stops the replay
 * there and is returned: such an action changes nothing, and its text would be kept and stored as
 * sent (up to 64 characters of any kind), so a witnessed run's log costs what its play is.
 */
export function advance(run: RunState, actions: readonly Action[], strict = false): RunState & { unheld?: Unheld } {
  let { state, killer } = run;
  const held = new Set(run.held);
  for (const [index, action] of actions.entries()) {
    const item = itemOf(action);
    if (item !== null) {
      for (const piece of state.inventory) held.add(piece.id);
      for (const slot of EQUIPMENT_SLOTS) {
        const piece = state.equipment[slot];
        if (piece) held.add(piece.id);
      }
      if (strict && !held.has(item)) return { state, killer, held, unheld: { index, kind: 'item', action } };
    }
    if (strict && action.type === 'cast' && spellByName(action.spell) === undefined)
      return { state, killer, held, unheld: { index, kind: 'spell', action } };
    const after = apply(state, action);
    if (killer === null && isGameOver(after) && !isGameOver(state)) killer = state.combat.monster?.name ?? null;
    state = { ...after, actions: NO_ACTIONS };
  }
  return { state, killer, held };
}

/**
 * Actions replayed between two turns of the event loop when a stored log is replayed: about 5 ms of
 * the main thread (5-30 us an action), so a cheap request waits for a slice, not a whole replay.
 */
export const REPLAY_SLICE = 500;

/**
 * The state after a stored canonical log, a slice at a time: each slice is decoded only when it is
 * replayed (a 100,000-action log decoded at once is ~5 MB of objects) and other requests go on
 * between slices.
 */
export async function replayLog(run: RunState, log: string): Promise<RunState> {
  let state = run;
  let at = 0;
  while (at < log.length) {
    let end = at;
    for (let n = 0; n < REPLAY_SLICE && end < log.length; n++) end = actionTokenEnd(log, end);
    state = advance(state, logActions(log.slice(at, end)));
    at = end;
    if (at < log.length) await new Promise((resolve) => setImmediate(resolve));
  }
  return state;
}

/**
 * About how many bytes of memory a kept state takes: its JSON length with a quarter for the
 * objects around it (a mid-run state is about 28 KB of JSON and 34 KB kept), plus its held ids.
 */
export function keptBytesOf(run: RunState): number {
  return Math.ceil(JSON.stringify(run.state).length * 1.25) + run.held.size * 64 + 2048;
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
