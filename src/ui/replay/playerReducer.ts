// The replay viewer's controls as a pure reducer over a position in the run: play, pause, speed,
// step one action forward or back, seek (scrubber, floor jumps) and the playback clock's ticks.

/** Playback speeds offered, in multiples of the base rate. */
export const SPEEDS = [1, 2, 4, 8, 16, 32, 64] as const;
export type Speed = (typeof SPEEDS)[number];

/** Actions shown per second at 1x: about a person's pace. */
export const BASE_ACTIONS_PER_SECOND = 4;

/** Where the viewer stands: `index` actions applied out of `total`. */
export interface PlayerState {
  index: number;
  total: number;
  playing: boolean;
  speed: Speed;
  /** Fraction of an action carried between ticks (slow speeds advance less than one per frame). */
  carry: number;
}

export type PlayerEvent =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'toggle' }
  | { type: 'step'; delta: number }
  | { type: 'seek'; index: number }
  | { type: 'speed'; speed: Speed }
  | { type: 'tick'; ms: number };

/** A viewer at the start of a run of `total` actions, paused, at 1x. */
export function initialPlayer(total: number): PlayerState {
  return { index: 0, total, playing: false, speed: 1, carry: 0 };
}

const clamp = (index: number, total: number) => Math.max(0, Math.min(total, Math.round(index)));

/** The next viewer state. Stepping or seeking pauses; playing at the end starts over. */
export function playerReducer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'play':
      if (state.total === 0) return state;
      return { ...state, playing: true, carry: 0, index: state.index >= state.total ? 0 : state.index };
    case 'pause':
      return { ...state, playing: false, carry: 0 };
    case 'toggle':
      return playerReducer(state, { type: state.playing ? 'pause' : 'play' });
    case 'step':
      return { ...state, playing: false, carry: 0, index: clamp(state.index + event.delta, state.total) };
    case 'seek':
      return { ...state, carry: 0, index: clamp(event.index, state.total) };
    case 'speed':
      return SPEEDS.includes(event.speed) ? { ...state, speed: event.speed } : state;
    case 'tick': {
      if (!state.playing) return state;
      const due = state.carry + (event.ms / 1000) * BASE_ACTIONS_PER_SECOND * state.speed;
      const whole = Math.floor(due);
      const index = Math.min(state.total, state.index + whole);
      if (index >= state.total) return { ...state, index: state.total, playing: false, carry: 0 };
      return { ...state, index, carry: due - whole };
    }
  }
}
