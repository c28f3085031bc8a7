// The stored form of a run's action log (server/store/packedActions.ts): what a watcher of a stored
// run gets back is the log as sent, whichever form the entry was stored in; a damaged or oversized
// stored value fails instead of showing a different run.
import { describe, expect, it } from 'vitest';
import { zlibSync } from 'fflate';
import { MAX_PACKED_LOG_BYTES, packActions, unpackActions } from '../../../server/store/packedActions';

describe('packed action logs', () => {
  it('a log comes back exactly, including item tokens and non-ASCII text; an empty log stays empty', () => {
    for (const log of ['', 'rrdEsword_1,t', 'Epotion_é,rr'.repeat(500), 'rdlu'.repeat(25_000)]) {
      expect(unpackActions(packActions(log))).toBe(log);
    }
  });

  it('a 100,000-move log of four moves packs to under 1% of its text', () => {
    expect(packActions('rdlu'.repeat(25_000)).length).toBeLessThan(1_000);
  });

  it('an entry stored before packing reads as its text; one stored without a log reads as none', () => {
    expect(unpackActions('rrdd')).toBe('rrdd');
    expect(unpackActions(null)).toBeNull();
    expect(unpackActions(undefined)).toBeNull();
  });

  it('a damaged value or one inflating past the longest accepted log throws', () => {
    const packed = packActions('rrdEsword_1,t'.repeat(100));
    const damaged = packed.slice();
    damaged[damaged.length - 8] ^= 0xff;
    expect(() => unpackActions(damaged)).toThrow();
    expect(() => unpackActions(packed.subarray(0, packed.length - 3))).toThrow();
    const bomb = zlibSync(new Uint8Array(MAX_PACKED_LOG_BYTES + 1).fill(114), { level: 9 });
    expect(() => unpackActions(bomb)).toThrow(/inflates past/);
  });
});
