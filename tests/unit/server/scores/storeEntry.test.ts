// An entry's write step (server/scores/storeEntry.ts) over fake repositories: the carry rule decides
// on the run as stored, the coupon's use is taken only for a write that happens, and a write that
// finds the run moved is read and decided again.
import { describe, expect, it } from 'vitest';
import { storeEntry, type EntryWriteDeps } from '../../../../server/scores/storeEntry';
import type { InsertResult, NewEntry, ReplacedEntry, StoredRun } from '../../../../server/store/types';

const NOW = new Date('2026-11-10T00:00:00Z');

function newEntry(fields: Partial<NewEntry> = {}): NewEntry {
  return {
    season: '2026-Q4',
    playerName: 'Alpha',
    isPremium: false,
    completedAt: NOW,
    rulesVersion: 4,
    seed: 'seed-1',
    runName: 'Alpha',
    actions: 'rrdd',
    secretHash: 'owner',
    runKey: 'key-1',
    finalScore: 10,
    level: 1,
    gold: 0,
    monstersKilled: 0,
    dungeonLevel: 1,
    daysSurvived: 1,
    finalHealth: 1,
    finalMana: 1,
    finalStamina: 1,
    strength: 1,
    intelligence: 1,
    dexterity: 1,
    constitution: 1,
    spellsLearned: 0,
    itemsFound: 0,
    ...fields,
  };
}

function held(fields: Partial<StoredRun> = {}): StoredRun {
  return {
    id: 'e1',
    season: '2026-Q4',
    playerName: 'Alpha',
    rulesVersion: 4,
    seed: 'seed-1',
    name: 'Alpha',
    actions: 'rr',
    secretHash: 'owner',
    isPremium: false,
    ...fields,
  };
}

/** Fake repositories: `reads` are what findRun answers in turn, `writes` what insertEntry answers in turn. */
function fakes(reads: (StoredRun | null)[], writes: (InsertResult | 'ok')[]) {
  const calls = { inserted: [] as { entry: NewEntry; replaces: ReplacedEntry | null }[], redeemed: 0, released: 0 };
  let couponUses = 1;
  const deps: EntryWriteDeps = {
    entries: {
      findRun: async () => reads.shift() ?? null,
      findDailyRun: async () => reads.shift() ?? null,
      insertEntry: async (entry, replaces) => {
        calls.inserted.push({ entry, replaces });
        const answer = writes.shift() ?? 'ok';
        return answer === 'ok' ? { ok: true, entry: { ...entry, id: replaces?.id ?? 'new', rank: 1 } } : answer;
      },
    },
    coupons: {
      redeem: async () => {
        calls.redeemed++;
        if (couponUses === 0) return false;
        couponUses--;
        return true;
      },
      release: async () => {
        calls.released++;
        couponUses++;
      },
    },
  };
  return { deps, calls };
}

describe("an entry's write step", () => {
  it('a new run is inserted only on the condition that no entry holds it', async () => {
    const { deps, calls } = fakes([null], []);
    expect(await storeEntry(deps, newEntry(), null, NOW)).toMatchObject({ ok: true, replaced: false });
    expect(calls.inserted.map((c) => c.replaces)).toEqual([null]);
  });

  it("its owner's longer log replaces the held entry on the condition that its log is still the one read", async () => {
    const { deps, calls } = fakes([held()], []);
    expect(await storeEntry(deps, newEntry(), null, NOW)).toMatchObject({
      ok: true,
      replaced: true,
      entry: { id: 'e1' },
    });
    expect(calls.inserted.map((c) => c.replaces)).toEqual([{ id: 'e1', actions: 'rr' }]);
  });

  it('refuses by the carry rule before any write or coupon use', async () => {
    for (const [stored, reason] of [
      [held({ secretHash: 'stranger' }), 'not-yours'],
      [held({ season: '2026-Q3' }), 'other-season'],
      [held({ actions: 'rrddx' }), 'not-extended'],
    ] as const) {
      const { deps, calls } = fakes([stored], []);
      expect(await storeEntry(deps, newEntry({ isPremium: true }), 'C1', NOW)).toEqual({ ok: false, reason });
      expect([calls.inserted.length, calls.redeemed]).toEqual([0, 0]);
    }
  });

  it('a write that finds the run moved is decided again on the run as now stored', async () => {
    // Another copy was inserted between the read and the write: it is a stranger's, so this one is refused.
    const copy = fakes([null, held({ secretHash: 'stranger' })], [{ ok: false, reason: 'run-held' }]);
    expect(await storeEntry(copy.deps, newEntry(), null, NOW)).toEqual({ ok: false, reason: 'not-yours' });
    // The owner's shorter extension landed first: this longer one still extends it, and replaces it.
    const moved = fakes([held(), held({ actions: 'rrd' })], [{ ok: false, reason: 'log-moved' }]);
    expect(await storeEntry(moved.deps, newEntry(), null, NOW)).toMatchObject({ ok: true, replaced: true });
    expect(moved.calls.inserted.map((c) => c.replaces)).toEqual([
      { id: 'e1', actions: 'rr' },
      { id: 'e1', actions: 'rrd' },
    ]);
    // Still moving after three reads: refused as not carried further.
    const busy = fakes([held(), held(), held()], Array(3).fill({ ok: false, reason: 'log-moved' }));
    expect(await storeEntry(busy.deps, newEntry(), null, NOW)).toEqual({ ok: false, reason: 'not-extended' });
  });

  it("a coupon's use is taken for the write and given back when the write does not happen", async () => {
    const paid = fakes([null], []);
    expect(await storeEntry(paid.deps, newEntry({ isPremium: true }), 'C1', NOW)).toMatchObject({
      ok: true,
      entry: { isPremium: true },
    });
    expect([paid.calls.redeemed, paid.calls.released]).toEqual([1, 0]);
    const taken = fakes([null], [{ ok: false, reason: 'name-taken' }]);
    expect(await storeEntry(taken.deps, newEntry({ isPremium: true }), 'C1', NOW)).toEqual({
      ok: false,
      reason: 'name-taken',
    });
    expect([taken.calls.redeemed, taken.calls.released]).toEqual([1, 1]);
  });

  it('a premium entry carried further stays premium and uses no coupon again', async () => {
    const { deps, calls } = fakes([held({ isPremium: true })], []);
    expect(await storeEntry(deps, newEntry(), null, NOW)).toMatchObject({ ok: true, entry: { isPremium: true } });
    const again = fakes([held({ isPremium: true })], []);
    await storeEntry(again.deps, newEntry({ isPremium: true }), 'C1', NOW);
    expect([calls.redeemed, again.calls.redeemed]).toEqual([0, 0]);
  });
});
