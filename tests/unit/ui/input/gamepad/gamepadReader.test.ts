import { describe, expect, it } from 'vitest';
import { IDLE, readPad, type PadReading, type ReaderState } from '../../../../../src/ui/input/gamepad/gamepadReader';

/** A standard pad with the given buttons down and the left stick at (x, y). */
const pad = (down: number[] = [], x = 0, y = 0): PadReading => ({
  buttons: Array.from({ length: 17 }, (_, i) => ({ pressed: down.includes(i) })),
  axes: [x, y, 0, 0],
});

/** Poll the same reading at each time, collecting the actions. */
function hold(reading: PadReading, times: number[], from: ReaderState = IDLE) {
  let state = from;
  const seen: [number, string][] = [];
  for (const t of times) {
    const out = readPad(state, reading, t);
    state = out.state;
    out.actions.forEach((a) => seen.push([t, a]));
  }
  return { seen, state };
}

describe('gamepad reader', () => {
  it('maps A, B, X, Y, RB, LB, Start, Back, LT, RT, L3 and R3 to their actions', () => {
    const names = [0, 1, 2, 3, 5, 4, 9, 8, 6, 7, 10, 11].map((b) => readPad(IDLE, pad([b]), 0).actions);
    expect(names).toEqual([
      ['attack'],
      ['rest'],
      ['healthPotion'],
      ['manaPotion'],
      ['exit'],
      ['explore'],
      ['explore'],
      ['look'],
      ['monsters'],
      ['exitWay'],
      ['passage'],
      ['tell'],
    ]);
  });

  it('acts once per press of a button, however long it is held', () => {
    const frames = Array.from({ length: 60 }, (_, i) => i * 16);
    expect(hold(pad([0]), frames).seen).toEqual([[0, 'attack']]);
    const released = hold(pad([]), [1000], hold(pad([0]), [0]).state).state;
    expect(readPad(released, pad([0]), 1100).actions).toEqual(['attack']);
  });

  it('moves at once on the d-pad, again after 300 ms, then every 150 ms, like a held key', () => {
    const frames = Array.from({ length: 40 }, (_, i) => i * 16); // 0..624 ms at 60 frames a second
    const moves = hold(pad([15]), frames).seen;
    expect(moves.map(([t]) => t)).toEqual([0, 304, 464, 624]);
    expect(new Set(moves.map(([, a]) => a))).toEqual(new Set(['moveRight']));
  });

  it('reads the left stick past a dead zone of 0.5, along its stronger lean', () => {
    expect(readPad(IDLE, pad([], 0.3, -0.4), 0).actions).toEqual([]);
    expect(readPad(IDLE, pad([], 0.2, -0.9), 0).actions).toEqual(['moveUp']);
    expect(readPad(IDLE, pad([], -0.8, 0.6), 0).actions).toEqual(['moveLeft']);
    expect(readPad(IDLE, pad([], 0.1, 0.7), 0).actions).toEqual(['moveDown']);
  });

  it('moves at once when the held direction changes', () => {
    const { state } = hold(pad([12]), [0, 16]);
    expect(readPad(state, pad([13]), 32).actions).toEqual(['moveDown']);
  });
});
