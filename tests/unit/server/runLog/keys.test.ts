// The keys a run is known by (server/runLog/keys.ts) and the name key (server/runLog/nameKey.ts).
import { describe, expect, it } from 'vitest';
import { RUN_KEY_ACTIONS, runKeyOf, secretHashOf } from '../../../../server/runLog/keys';
import { nameKey } from '../../../../server/runLog/nameKey';

describe("a run's keys", () => {
  it("a secret's hash is its SHA-256 in hex; no secret, no hash", () => {
    expect(secretHashOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(secretHashOf(undefined)).toBeNull();
  });

  it('a run key changes with the rules version, the seed and the head, and only with them', () => {
    const key = runKeyOf(3, 'daily-2026-11-23-x', 'rrdd');
    expect(runKeyOf(3, 'daily-2026-11-23-x', 'rrdd')).toBe(key);
    expect(
      new Set([
        key,
        runKeyOf(2, 'daily-2026-11-23-x', 'rrdd'),
        runKeyOf(3, 'other', 'rrdd'),
        runKeyOf(3, 'daily-2026-11-23-x', 'rrd'),
      ]).size,
    ).toBe(4);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(RUN_KEY_ACTIONS).toBe(100);
  });

  it('names compare trimmed, in any case', () => {
    expect(nameKey('  Alpha ')).toBe('alpha');
    expect(nameKey('ALPHA')).toBe(nameKey('alpha'));
  });
});
