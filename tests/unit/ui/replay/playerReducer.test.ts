// The replay viewer's controls: what position and play state each button, key or tick leads to.
import { describe, expect, it } from 'vitest';
import {
  initialPlayer,
  playerReducer,
  type PlayerEvent,
  type PlayerState,
} from '../../../../src/ui/replay/playerReducer';

const run = (state: PlayerState, ...events: PlayerEvent[]) => events.reduce(playerReducer, state);

describe('replay player', () => {
  it('steps one action forward and back, never past either end, and pauses', () => {
    const start = initialPlayer(3);
    expect(run(start, { type: 'step', delta: -1 }).index).toBe(0);
    const forward = run(start, { type: 'play' }, { type: 'step', delta: 1 });
    expect(forward).toMatchObject({ index: 1, playing: false });
    expect(run(forward, { type: 'step', delta: 1 }, { type: 'step', delta: 1 }, { type: 'step', delta: 1 }).index).toBe(
      3,
    );
    expect(run(forward, { type: 'step', delta: 1 }, { type: 'step', delta: -1 }).index).toBe(1);
  });

  it('plays at 4 actions a second at 1x and 256 at 64x, carrying fractions, and stops at the end', () => {
    let s = run(initialPlayer(1000), { type: 'play' });
    s = run(s, { type: 'tick', ms: 100 }, { type: 'tick', ms: 100 });
    expect(s.index).toBe(0);
    s = run(s, { type: 'tick', ms: 100 });
    expect(s.index).toBe(1);
    s = run(s, { type: 'speed', speed: 64 }, { type: 'tick', ms: 1000 });
    expect(s.index).toBe(257);
    s = run(s, { type: 'tick', ms: 10_000 });
    expect(s).toMatchObject({ index: 1000, playing: false });
    // Play at the end starts over.
    expect(run(s, { type: 'play' })).toMatchObject({ index: 0, playing: true });
  });

  it('a paused player ignores ticks; toggle plays and pauses', () => {
    const paused = run(initialPlayer(10), { type: 'tick', ms: 5000 });
    expect(paused.index).toBe(0);
    expect(run(paused, { type: 'toggle' }).playing).toBe(true);
    expect(run(paused, { type: 'toggle' }, { type: 'toggle' }).playing).toBe(false);
  });

  it('seeks anywhere (scrubber, floor jumps), clamped to the run, keeping the play state', () => {
    const s = initialPlayer(50);
    expect(run(s, { type: 'seek', index: 20 }).index).toBe(20);
    expect(run(s, { type: 'seek', index: 99 }).index).toBe(50);
    expect(run(s, { type: 'seek', index: -5 }).index).toBe(0);
    expect(run(s, { type: 'play' }, { type: 'seek', index: 10 })).toMatchObject({ index: 10, playing: true });
  });

  it('refuses a speed outside 1x-64x and cannot play an empty run', () => {
    expect(run(initialPlayer(5), { type: 'speed', speed: 3 as never }).speed).toBe(1);
    expect(run(initialPlayer(0), { type: 'play' }).playing).toBe(false);
  });
});
