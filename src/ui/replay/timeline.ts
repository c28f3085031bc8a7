// The states of a recorded run, for the replay viewer: keyframes every KEYFRAME_EVERY actions,
// built in one pass over the run, so any position is a keyframe plus fewer than KEYFRAME_EVERY
// engine steps (well under a millisecond), never a replay from the start.
import { apply, newGame, type Action, type GameState, type RunRecord } from '../../engine';

/** Actions between two stored states. */
export const KEYFRAME_EVERY = 128;

/** Where a floor begins: the first position (actions applied) at which the hero stands on it. */
export interface FloorStart {
  level: number;
  index: number;
}

// The viewer never reads the action log of a shown state: each step starts from an empty one, so
// an engine step does not copy the whole log (O(n) per action, O(n^2) over a run).
const NO_ACTIONS: Action[] = [];

function stepFrom(state: GameState, action: Action): GameState {
  return apply(state.actions.length === 0 ? state : { ...state, actions: NO_ACTIONS }, action);
}

/** A run's positions 0 (the new game) to total (every action applied); a live run's grows with `append`. */
export class Timeline {
  readonly floors: FloorStart[] = [];
  private readonly actions: Action[] = [];
  private readonly keyframes: GameState[] = [];
  private last: GameState;
  private cached: { index: number; state: GameState };

  constructor(
    record: RunRecord,
    private readonly every = KEYFRAME_EVERY,
  ) {
    this.last = newGame(record.name, record.seed, record.rulesVersion);
    this.keyframes.push(this.last);
    this.floors.push({ level: this.last.dungeon.level, index: 0 });
    this.cached = { index: 0, state: this.last };
    this.append(record.actions);
  }

  /** Actions in the run so far. */
  get total(): number {
    return this.actions.length;
  }

  /** Applies `actions` after the last one (a live run's new batch); throws, unchanged, on an illegal one. */
  append(actions: readonly Action[]): void {
    let state = this.last;
    const steps: GameState[] = [];
    for (const action of actions) steps.push((state = stepFrom(state, action)));
    for (let i = 0; i < steps.length; i++) {
      this.actions.push(actions[i]);
      const index = this.actions.length;
      if (steps[i].dungeon.level !== this.floors[this.floors.length - 1].level)
        this.floors.push({ level: steps[i].dungeon.level, index });
      if (index % this.every === 0) this.keyframes.push(steps[i]);
    }
    this.last = state;
    this.cached = { index: this.total, state };
  }

  /** The state after `index` actions (clamped to 0..total). */
  stateAt(index: number): GameState {
    const at = Math.max(0, Math.min(this.total, Math.floor(index)));
    // Playing forward is one step from the last shown state.
    let from = this.cached.index <= at && at - this.cached.index < this.every ? this.cached : null;
    if (!from) {
      const k = Math.floor(at / this.every);
      from = { index: k * this.every, state: this.keyframes[k] };
    }
    let state = from.state;
    for (let i = from.index; i < at; i++) state = stepFrom(state, this.actions[i]);
    this.cached = { index: at, state };
    return state;
  }

  /** The floor the hero is on at `index`. */
  floorAt(index: number): number {
    let level = this.floors[0].level;
    for (const floor of this.floors) if (floor.index <= index) level = floor.level;
    return level;
  }
}
