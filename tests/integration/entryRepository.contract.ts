// The contract of the entry repository (server/scores/repository.ts), passed by its SQLite and
// MongoDB implementations alike (SQLite always; MongoDB when MONGODB_URI is set).
// Entries are stored through the submission's write step (server/scores/storeEntry.ts), so the carry
// rule and the coupon's use are held to it on both stores, over their conditional writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretHashOf } from '../../server/store/runLog';
import type { NewEntry, Store } from '../../server/store/types';
import { repositoriesOf } from '../../server/repositories';
import type { CouponRepository } from '../../server/coupons/repository';
import { inscribe } from '../support/server/inscribe';
import type { BoardRepository, EntryRepository } from '../../server/scores/repository';

/** The secret hash (SHA-256, hex) of the run secret `label`: each label is one owner. */
export function hashOf(label: string): string {
  return secretHashOf(label) ?? '';
}

let runs = 0;

/**
 * An entry of `season` with a score; the other figures are plausible constants. Each call is a run
 * of its own (its own seed, key and owner), so two calls never meet the run rules by chance.
 */
export function entry(season: string, playerName: string, finalScore: number, completedAt: string): NewEntry {
  const run = `${playerName}#${++runs}`;
  return {
    season,
    playerName,
    finalScore,
    completedAt: new Date(completedAt),
    isPremium: false,
    rulesVersion: 1,
    seed: `seed-${run}`,
    runName: playerName,
    actions: 'rrd',
    secretHash: hashOf(run),
    runKey: `key-${run}`,
    level: 2,
    gold: 30,
    monstersKilled: 3,
    dungeonLevel: 1,
    daysSurvived: 2,
    finalHealth: 80,
    finalMana: 40,
    finalStamina: 35,
    strength: 11,
    intelligence: 10,
    dexterity: 10,
    constitution: 10,
    spellsLearned: 3,
    itemsFound: 2,
  };
}

const NOW = new Date('2026-11-10T00:00:00Z');

/** The mark of an entry whose run was witnessed (server/runs): registered, then last moved 25 minutes later. */
export const WITNESS = { startedAt: new Date('2026-11-09T23:00:00Z'), lastMoveAt: new Date('2026-11-09T23:25:00Z') };

/**
 * Direct access to a store's raw log values, beneath the Store interface: entries stored before logs
 * were packed (server/store/packedActions.ts) are written as they were, and the stored form is read.
 */
export interface RawLogs {
  /** Sets entry `id`'s log to `log` in the old, unpacked text form. */
  writeText(id: string, log: string): Promise<void>;
  /** The form entry `id`'s log is stored in, and its stored size in bytes. */
  storedForm(id: string): Promise<{ form: 'text' | 'packed'; bytes: number }>;
}

/** A compact log of `n` actions, varied like play (moves, waits, item tokens), for size and identity checks. */
export function variedLog(n: number): string {
  let log = '';
  for (let i = 0; i < n; i++) log += i % 53 === 0 ? `Epotion_${i % 7},` : 'rrdlutwa'[(i * i + 3 * i) % 8];
  return log;
}

/** Registers the suite for the entries of a store made by `open` (a fresh, empty store each time). */
export function entryRepositoryContract(
  label: string,
  open: () => Promise<Store>,
  skip = false,
  raw?: (store: Store) => RawLogs,
): void {
  describe.skipIf(skip)(`${label} entry repository contract`, () => {
    let store: Store;
    let entries: EntryRepository;
    let boards: BoardRepository;
    let coupons: CouponRepository;
    beforeAll(async () => {
      store = await open();
      await store.init(['darn', 'heck']);
      ({ entries, board: boards } = repositoriesOf(store));
      coupons = repositoriesOf(store).coupons;
    });
    afterAll(async () => {
      await store?.close();
    });

    it('seeds the word list at its first start only', async () => {
      const words = repositoriesOf(store).words;
      expect(await words.list()).toEqual(['darn', 'heck']);
      await words.remove('heck');
      await store.init(['other']);
      expect(await words.list()).toEqual(['darn']);
      await words.add('heck');
    });

    it('keeps one name per season, any case, and ranks best first with ties to the earlier entry', async () => {
      const a = await inscribe(store, entry('2026-Q4', 'Alpha', 100, '2026-11-01T00:00:00Z'), null, NOW);
      const b = await inscribe(store, entry('2026-Q4', 'Beta', 300, '2026-11-02T00:00:00Z'), null, NOW);
      const c = await inscribe(store, entry('2026-Q4', 'Gamma', 100, '2026-11-03T00:00:00Z'), null, NOW);
      expect([a.ok, b.ok, c.ok]).toEqual([true, true, true]);
      expect(c.ok && c.entry.rank).toBe(3);
      expect(await inscribe(store, entry('2026-Q4', ' alpha ', 999, '2026-11-04T00:00:00Z'), null, NOW)).toEqual({
        ok: false,
        reason: 'name-taken',
      });
      expect((await inscribe(store, entry('2026-Q3', 'Alpha', 5, '2026-08-01T00:00:00Z'), null, NOW)).ok).toBe(true);
      const top = await boards.topEntries('2026-Q4', 10, 0);
      expect(top.map((e) => [e.playerName, e.rank])).toEqual([
        ['Beta', 1],
        ['Alpha', 2],
        ['Gamma', 3],
      ]);
      expect(top[0]).toMatchObject({ season: '2026-Q4', gold: 30, finalStamina: 35, isPremium: false });
      expect(top[0].completedAt.toISOString()).toBe('2026-11-02T00:00:00.000Z');
      expect(await boards.countEntries('2026-Q4')).toBe(3);
      expect(await entries.nameExists('2026-Q4', 'GAMMA')).toBe(true);
      expect(await entries.nameExists('2026-Q3', 'Gamma')).toBe(false);
      expect(await entries.takenNames('2026-Q4', ['alpha', 'Delta', 'BETA'])).toEqual(new Set(['alpha', 'beta']));
    });

    it('searches names by substring, any case, with season ranks and totals', async () => {
      await inscribe(store, entry('2026-Q4', 'Alphonse', 50, '2026-11-05T00:00:00Z'), null, NOW);
      const page = await boards.searchEntries({ season: '2026-Q4', query: 'ALPH', limit: 10, offset: 0 });
      expect(page.total).toBe(2);
      expect(page.rows.map((e) => [e.playerName, e.rank])).toEqual([
        ['Alpha', 2],
        ['Alphonse', 4],
      ]);
      expect(
        (await boards.searchEntries({ season: '2026-Q4', query: 'ph', limit: 1, offset: 1 })).rows.map(
          (e) => e.playerName,
        ),
      ).toEqual(['Alphonse']);
      expect((await boards.searchEntries({ season: '2026-Q4', query: 'a.*', limit: 10, offset: 0 })).total).toBe(0);
      expect(
        (await boards.searchEntries({ season: '2026-Q4', query: '', limit: 2, offset: 2 })).rows.map((e) => e.rank),
      ).toEqual([3, 4]);
      expect(await boards.searchEntries({ season: '2026-Q4', query: 'zzz', limit: 10, offset: 0 })).toEqual({
        rows: [],
        total: 0,
      });
    });

    it('keeps search totals right as entries arrive, for short and long queries', async () => {
      expect((await boards.searchEntries({ season: '2026-Q4', query: 'mm', limit: 10, offset: 0 })).total).toBe(1);
      await inscribe(store, entry('2026-Q4', 'Mm', 10, '2026-11-05T01:00:00Z'), null, NOW);
      await inscribe(store, entry('2026-Q4', 'Gammon', 20, '2026-11-05T02:00:00Z'), null, NOW);
      const short = await boards.searchEntries({ season: '2026-Q4', query: 'MM', limit: 10, offset: 0 });
      expect(short.rows.map((e) => e.playerName)).toEqual(['Gamma', 'Gammon', 'Mm']);
      expect(short.total).toBe(3);
      expect((await boards.searchEntries({ season: '2026-Q4', query: 'gamm', limit: 10, offset: 0 })).total).toBe(2);
      expect((await boards.searchEntries({ season: '2026-Q4', query: 'm', limit: 10, offset: 0 })).total).toBe(3);
      for (const name of ['Mm', 'Gammon']) {
        const id = (await boards.searchEntries({ season: '2026-Q4', query: name, limit: 10, offset: 0 })).rows.find(
          (e) => e.playerName === name,
        )!.id;
        expect(await entries.removeEntry(id)).toBe(true);
      }
      expect((await boards.searchEntries({ season: '2026-Q4', query: 'mm', limit: 10, offset: 0 })).total).toBe(1);
    });

    it('search totals, order, ranks and deep pages match a plain filter, for dense and sparse matches in two seasons', async () => {
      const names = [...Array.from({ length: 240 }, (_, i) => `Knight ${i}`), 'Quox', 'Qu', 'Zquist', 'Q7-q_x'];
      const stored = names.map((name, i) =>
        entry('2025-Q1', name, (i * 37) % 50, new Date(Date.UTC(2025, 0, 2) + i * 1000).toISOString()),
      );
      for (const e of stored) await inscribe(store, e, null, NOW);
      for (const name of ['Quoxley', 'Knightess', 'Qu2'])
        await inscribe(store, entry('2025-Q2', name, 99, '2025-04-02T00:00:00Z'), null, NOW);
      const board = [...stored].sort(
        (a, b) => b.finalScore - a.finalScore || a.completedAt.getTime() - b.completedAt.getTime(),
      );
      for (const [query, offset] of [
        ['q', 0],
        ['Q', 2],
        ['qu', 0],
        ['quo', 0],
        ['quox', 0],
        ['knight', 0],
        ['knight', 200],
        ['ght 1', 10],
        ['k', 230],
        ['ni', 120],
        ['7', 0],
        ['t 23', 0],
        ['_x', 0],
        ['quoxl', 0],
      ] as const) {
        const expected = board
          .map((e, i) => ({ name: e.playerName, rank: i + 1 }))
          .filter((e) => e.name.toLowerCase().includes(query.toLowerCase()));
        const page = await boards.searchEntries({ season: '2025-Q1', query, limit: 10, offset });
        expect([query, page.total]).toEqual([query, expected.length]);
        expect(page.rows.map((e) => ({ name: e.playerName, rank: e.rank }))).toEqual(
          expected.slice(offset, offset + 10),
        );
      }
      const quox = (await boards.searchEntries({ season: '2025-Q1', query: 'quox', limit: 10, offset: 0 })).rows[0];
      expect(await entries.removeEntry(quox.id)).toBe(true);
      expect((await boards.searchEntries({ season: '2025-Q1', query: 'quox', limit: 10, offset: 0 })).total).toBe(0);
      expect((await boards.searchEntries({ season: '2025-Q1', query: 'q', limit: 10, offset: 0 })).total).toBe(3);
      expect((await boards.searchEntries({ season: '2025-Q2', query: 'qu', limit: 10, offset: 0 })).total).toBe(2);
    });

    it("search finds the query at a name's start, end or whole, any case, and a repeated piece once", async () => {
      const names = ['Ember', 'Emberfall', 'Coalember', 'Remembered', 'EMB', 'Em', 'Ababab', 'Baba', 'Abba'];
      for (const [i, name] of names.entries()) {
        await inscribe(
          store,
          entry('2024-Q1', name, 500 - i, new Date(Date.UTC(2024, 0, 2, i)).toISOString()),
          null,
          NOW,
        );
      }
      const found = async (query: string) => {
        const page = await boards.searchEntries({ season: '2024-Q1', query, limit: 100, offset: 0 });
        return [page.total, page.rows.map((e) => e.playerName)];
      };
      expect(await found('ember')).toEqual([4, ['Ember', 'Emberfall', 'Coalember', 'Remembered']]);
      expect(await found('EmBeR')).toEqual([4, ['Ember', 'Emberfall', 'Coalember', 'Remembered']]);
      expect(await found('emberf')).toEqual([1, ['Emberfall']]);
      expect(await found('coalember')).toEqual([1, ['Coalember']]);
      expect(await found('EMB')).toEqual([5, ['Ember', 'Emberfall', 'Coalember', 'Remembered', 'EMB']]);
      expect(await found('em')).toEqual([6, ['Ember', 'Emberfall', 'Coalember', 'Remembered', 'EMB', 'Em']]);
      expect(await found('ababab')).toEqual([1, ['Ababab']]);
      expect(await found('babab')).toEqual([1, ['Ababab']]);
      expect(await found('abab')).toEqual([1, ['Ababab']]);
      expect(await found('bab')).toEqual([2, ['Ababab', 'Baba']]);
      expect(await found('ba')).toEqual([3, ['Ababab', 'Baba', 'Abba']]);
      expect(await found('abababa')).toEqual([0, []]);
      expect(await found('emberfalls')).toEqual([0, []]);
    });

    it("search never shows another season's entries, even with the same names", async () => {
      for (const season of ['2023-Q4', '2024-Q2']) {
        for (const name of ['Ember', 'Emberglow', 'Em', 'Zed'])
          await inscribe(store, entry(season, name, 900, '2024-03-01T00:00:00Z'), null, NOW);
      }
      for (const query of ['ember', 'embe', 'emb', 'em', 'e', 'zed', 'z']) {
        const page = await boards.searchEntries({ season: '2024-Q1', query, limit: 100, offset: 0 });
        expect([query, page.rows.every((e) => e.season === '2024-Q1')]).toEqual([query, true]);
        expect([query, page.total]).toEqual([query, page.rows.length]);
      }
      expect((await boards.searchEntries({ season: '2024-Q1', query: 'zed', limit: 10, offset: 0 })).total).toBe(0);
      expect(
        (await boards.searchEntries({ season: '2024-Q2', query: 'emberg', limit: 10, offset: 0 })).rows.map((e) => [
          e.playerName,
          e.rank,
        ]),
      ).toEqual([['Emberglow', 2]]);
    });

    it('every page of a search, first to past the end, follows board order with ties to the earlier entry', async () => {
      // Few distinct scores, so most pages cut through a run of ties.
      const names = Array.from({ length: 90 }, (_, i) => `${['Rook', 'Rookie', 'Brook', 'Crow'][i % 4]} ${i}`);
      const stored = names.map((name, i) =>
        entry('2024-Q3', name, (i % 3) * 100, new Date(Date.UTC(2024, 6, 2) + i * 1000).toISOString()),
      );
      for (const e of stored) await inscribe(store, e, null, NOW);
      const board = [...stored].sort(
        (a, b) => b.finalScore - a.finalScore || a.completedAt.getTime() - b.completedAt.getTime(),
      );
      for (const query of ['ROOK', 'rookie', 'oo', 'k 1', 'r', 'crow 8', '1']) {
        const expected = board
          .map((e, i) => ({ name: e.playerName, rank: i + 1 }))
          .filter((e) => e.name.toLowerCase().includes(query.toLowerCase()));
        for (let offset = 0; offset <= expected.length + 7; offset += 7) {
          const page = await boards.searchEntries({ season: '2024-Q3', query, limit: 7, offset });
          expect([query, offset, page.total]).toEqual([query, offset, expected.length]);
          expect(page.rows.map((e) => ({ name: e.playerName, rank: e.rank }))).toEqual(
            expected.slice(offset, offset + 7),
          );
        }
      }
    });

    it('a removed entry leaves every search at once, short and long queries alike', async () => {
      const before = await boards.searchEntries({ season: '2024-Q1', query: 'ember', limit: 10, offset: 0 });
      const coal = before.rows.find((e) => e.playerName === 'Coalember')!;
      expect(await entries.removeEntry(coal.id)).toBe(true);
      for (const query of ['coalember', 'coal', 'oal', 'co', 'c', 'ember', 'emb']) {
        const page = await boards.searchEntries({ season: '2024-Q1', query, limit: 100, offset: 0 });
        expect([query, page.rows.some((e) => e.playerName === 'Coalember')]).toEqual([query, false]);
        expect([query, page.total]).toEqual([query, page.rows.length]);
      }
      expect(
        (await boards.searchEntries({ season: '2024-Q1', query: 'ember', limit: 10, offset: 0 })).rows.map((e) => [
          e.playerName,
          e.rank,
        ]),
      ).toEqual([
        ['Ember', 1],
        ['Emberfall', 2],
        ['Remembered', 3],
      ]);
      const abab = (await boards.searchEntries({ season: '2024-Q1', query: 'ababab', limit: 10, offset: 0 })).rows[0];
      expect(await entries.removeEntry(abab.id)).toBe(true);
      expect(
        (await boards.searchEntries({ season: '2024-Q1', query: 'bab', limit: 10, offset: 0 })).rows.map(
          (e) => e.playerName,
        ),
      ).toEqual(['Baba']);
    });

    it('removes an entry by id and re-ranks the rest', async () => {
      const [first] = await boards.topEntries('2026-Q4', 1, 0);
      expect(await entries.removeEntry(first.id)).toBe(true);
      expect(await entries.removeEntry(first.id)).toBe(false);
      expect(await entries.removeEntry('not-an-id')).toBe(false);
      expect((await boards.topEntries('2026-Q4', 1, 0))[0]).toMatchObject({ playerName: 'Alpha', rank: 1 });
      expect(
        (await boards.searchEntries({ season: '2026-Q4', query: 'gamma', limit: 10, offset: 0 })).rows[0].rank,
      ).toBe(2);
    });

    it("a coupon's use is taken with the entry it pays for, and only then", async () => {
      expect(await coupons.create({ code: 'C1', expiresAt: null, maxUses: 1, createdAt: NOW })).toBe(true);
      const taken = await inscribe(store, entry('2026-Q4', 'Alpha', 1, '2026-11-06T00:00:00Z'), 'C1', NOW);
      expect(taken).toEqual({ ok: false, reason: 'name-taken' });
      expect(await coupons.isUsable('C1', NOW)).toBe(true);
      const premium = await inscribe(
        store,
        { ...entry('2026-Q4', 'Premium', 1, '2026-11-06T00:00:00Z'), isPremium: true },
        'C1',
        NOW,
      );
      expect(premium.ok && premium.entry.isPremium).toBe(true);
      expect(await coupons.isUsable('C1', NOW)).toBe(false);
      expect(await inscribe(store, entry('2026-Q4', 'Late', 1, '2026-11-06T00:00:00Z'), 'C1', NOW)).toEqual({
        ok: false,
        reason: 'coupon-invalid',
      });
      expect(await entries.nameExists('2026-Q4', 'Late')).toBe(false);
      expect((await coupons.list()).map((c) => [c.code, c.uses])).toEqual([['C1', 1]]);
    });

    it('concurrent inserts of one name store exactly one', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          inscribe(store, entry('2026-Q1', 'Racer', i, '2026-02-01T00:00:00Z'), null, NOW),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(await boards.countEntries('2026-Q1')).toBe(1);
    });

    it("concurrent renamed copies of one run store exactly one; the others are not their senders'", async () => {
      // Twenty senders, each with a secret of its own.
      const copies = Array.from({ length: 20 }, (_, i) => ({
        ...entry('2026-Q1', `Copy${i}`, 500, '2026-02-02T00:00:00Z'),
        seed: 'one-run',
      }));
      const before = await boards.countEntries('2026-Q1');
      const results = await Promise.all(copies.map((copy) => inscribe(store, copy, null, NOW)));
      const stored = results.filter((r) => r.ok);
      expect(stored).toHaveLength(1);
      expect(results.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.reason))).toEqual(Array(19).fill('not-yours'));
      const winner = copies[results.findIndex((r) => r.ok)];
      const loser = copies.find((copy) => copy !== winner)!;
      // A stranger is refused the run even under the name its entry holds, and in another season.
      expect(await inscribe(store, { ...loser, playerName: winner.playerName }, null, NOW)).toEqual({
        ok: false,
        reason: 'not-yours',
      });
      expect(await inscribe(store, { ...loser, season: '2026-Q2' }, null, NOW)).toEqual({
        ok: false,
        reason: 'not-yours',
      });
      expect(await boards.countEntries('2026-Q1')).toBe(before + 1);
      expect(await boards.countEntries('2026-Q2')).toBe(0);
    });

    it("keeps each entry's run and serves it by id; an unknown id or an old entry has none", async () => {
      const stored = await inscribe(
        store,
        {
          ...entry('2027-Q1', 'Runner', 40, '2027-02-01T00:00:00Z'),
          seed: 'seed-Runner',
          runName: 'Runner0',
          actions: 'rrdEsword_1,t',
          secretHash: hashOf('runner'),
        },
        null,
        NOW,
      );
      expect(stored.ok && stored.replaced).toBe(false);
      const id = stored.ok ? stored.entry.id : '';
      const served = await entries.getRun(id);
      expect(served).toMatchObject({
        id,
        season: '2027-Q1',
        playerName: 'Runner',
        rulesVersion: 1,
        seed: 'seed-Runner',
        name: 'Runner0',
        actions: 'rrdEsword_1,t',
        secretHash: hashOf('runner'),
      });
      expect(served?.stats).toMatchObject({ finalScore: 40, gold: 30, level: 2, dungeonLevel: 1, finalStamina: 35 });
      expect(await entries.findRun('seed-Runner', 1)).toMatchObject({
        id,
        season: '2027-Q1',
        actions: 'rrdEsword_1,t',
        secretHash: hashOf('runner'),
      });
      expect(await entries.findRun('seed-Runner', 2)).toBeNull();
      // Sent without a secret (a client from before secrets): kept so, as null.
      const unowned = await inscribe(
        store,
        { ...entry('2027-Q1', 'Unowned', 20, '2027-02-01T00:00:00Z'), secretHash: null },
        null,
        NOW,
      );
      const unownedId = unowned.ok ? unowned.entry.id : '';
      expect(await entries.getRun(unownedId)).toMatchObject({ id: unownedId, secretHash: null });
      expect(await entries.removeEntry(unownedId)).toBe(true);
      expect(await entries.getRun('424242')).toBeNull();
      expect(await entries.getRun('ffffffffffffffffffffffff')).toBeNull();
      expect(await entries.getRun('../etc')).toBeNull();
    });

    it('a run carried further replaces its entry: same id, new figures and name, board order and searches follow', async () => {
      const season = '2027-Q1';
      const run = (name: string, score: number, actions: string) => ({
        ...entry(season, name, score, '2027-02-02T00:00:00Z'),
        seed: 'long-run',
        actions,
        secretHash: hashOf('climber'),
      });
      await inscribe(store, entry(season, 'Middle', 100, '2027-02-02T00:00:00Z'), null, NOW);
      const first = await inscribe(store, run('Climber', 10, 'rrdd'), null, NOW);
      expect(first.ok && first.entry.rank).toBe(3);
      const id = first.ok ? first.entry.id : '';
      const later = new Date('2027-02-03T00:00:00Z');
      const again = await inscribe(
        store,
        { ...run('Climber', 500, 'rrddatta'), completedAt: later, gold: 99 },
        null,
        later,
      );
      expect(again).toMatchObject({
        ok: true,
        replaced: true,
        entry: { id, playerName: 'Climber', finalScore: 500, gold: 99, rank: 1 },
      });
      expect(again.ok && again.entry.completedAt.toISOString()).toBe('2027-02-03T00:00:00.000Z');
      expect((await boards.topEntries(season, 10, 0)).map((e) => [e.playerName, e.finalScore, e.rank])).toEqual([
        ['Climber', 500, 1],
        ['Middle', 100, 2],
        ['Runner', 40, 3],
      ]);
      expect(await boards.countEntries(season)).toBe(3);
      expect((await entries.getRun(id))?.actions).toBe('rrddatta');
      // Renamed on the way: the old name is free again, the new one is found by search.
      const renamed = await inscribe(store, run('Summit', 700, 'rrddattaxr'), null, NOW);
      expect(renamed).toMatchObject({
        ok: true,
        replaced: true,
        entry: { id, playerName: 'Summit', finalScore: 700, rank: 1 },
      });
      expect(await entries.nameExists(season, 'Climber')).toBe(false);
      expect((await boards.searchEntries({ season, query: 'clim', limit: 10, offset: 0 })).total).toBe(0);
      expect(
        (await boards.searchEntries({ season, query: 'sum', limit: 10, offset: 0 })).rows.map((e) => [e.id, e.rank]),
      ).toEqual([[id, 1]]);
      expect(
        (await boards.searchEntries({ season, query: 'm', limit: 10, offset: 0 })).rows.map((e) => e.playerName),
      ).toEqual(['Summit', 'Middle']);
      expect(await boards.countEntries(season)).toBe(3);
      // Carried further to a lower score: it drops below the others.
      const fell = await inscribe(store, run('Summit', 5, 'rrddattaxrt'), null, NOW);
      expect(fell.ok && fell.entry.rank).toBe(3);
      expect((await boards.topEntries(season, 10, 0)).map((e) => e.playerName)).toEqual(['Middle', 'Runner', 'Summit']);
    });

    it('any other reuse of a stored run is refused and changes nothing', async () => {
      const season = '2027-Q1';
      const run = (name: string, actions: string, secretHash: string | null = hashOf('climber')) => ({
        ...entry(season, name, 999, '2027-02-04T00:00:00Z'),
        seed: 'long-run',
        actions,
        secretHash,
      });
      const before = await boards.topEntries(season, 10, 0);
      // Its owner, with the same log, a shorter one or another log of the seed: not carried further.
      for (const actions of ['rrddattaxrt', 'rrdd', 'lrddattaxrtt'])
        expect(await inscribe(store, run('Summit', actions), null, NOW)).toEqual({
          ok: false,
          reason: 'not-extended',
        });
      // Anyone else, or no one, whatever the name and the log (even one that extends it).
      for (const secretHash of [hashOf('thief'), null]) {
        for (const [name, actions] of [
          ['Thief', 'rrdd'],
          ['Summit', 'rrddattaxrt'],
          ['Summit', 'rrddattaxrttt'],
          ['Thief', 'rrddattaxrttt'],
        ])
          expect(await inscribe(store, run(name, actions, secretHash), null, NOW)).toEqual({
            ok: false,
            reason: 'not-yours',
          });
      }
      // Its owner in a later season, even carrying it further: a run stays on its first season's board.
      expect(await inscribe(store, { ...run('Summit', 'rrddattaxrttt'), season: '2027-Q2' }, null, NOW)).toEqual({
        ok: false,
        reason: 'other-season',
      });
      expect(await boards.countEntries('2027-Q2')).toBe(0);
      // Carried further but under a name another entry holds: the name index refuses it.
      expect(await inscribe(store, run('middle', 'rrddattaxrttt'), null, NOW)).toEqual({
        ok: false,
        reason: 'name-taken',
      });
      expect(await boards.topEntries(season, 10, 0)).toEqual(before);
      expect((await entries.findRun('long-run', 1))?.actions).toBe('rrddattaxrt');
      // An entry stored without a log (before runs were kept) cannot be shown to be extended.
      expect(await inscribe(store, { ...run('Legacy', ''), seed: 'old-run' }, null, NOW)).toMatchObject({ ok: true });
      expect(await inscribe(store, { ...run('Legacy', 'rr'), seed: 'old-run' }, null, NOW)).toEqual({
        ok: false,
        reason: 'not-extended',
      });
      // An entry stored without a secret (before secrets) can never be carried further, by anyone.
      const unowned = (actions: string, secretHash: string | null) => ({
        ...run('Ownerless', actions, secretHash),
        seed: 'unowned-run',
      });
      expect(await inscribe(store, unowned('rr', null), null, NOW)).toMatchObject({ ok: true });
      for (const secretHash of [null, hashOf('ownerless')])
        expect(await inscribe(store, unowned('rrdd', secretHash), null, NOW)).toEqual({
          ok: false,
          reason: 'not-yours',
        });
      expect((await entries.findRun('unowned-run', 1))?.actions).toBe('rr');
    });

    it('a run is found in whichever season first took it: the first of its entries', async () => {
      const wander = { ...entry('2027-Q2', 'Wanderer', 60, '2027-04-02T00:00:00Z'), seed: 'wander-run' };
      const first = await inscribe(store, wander, null, NOW);
      const id = first.ok ? first.entry.id : '';
      expect(await entries.findRun('wander-run', 1)).toMatchObject({
        id,
        season: '2027-Q2',
        playerName: 'Wanderer',
        secretHash: wander.secretHash,
      });
      expect(await entries.findRun('wander-run', 2)).toBeNull();
      // Every daily run of a day shares its seed, so entries of one seed can be on two boards: the first stored is found.
      const twin = (season: string, day: string, name: string) => ({
        ...entry(season, name, 70, `${day}T01:00:00Z`),
        seed: 'twin-seed',
        day,
      });
      const later = await inscribe(store, twin('2027-Q3', '2027-07-01', 'Laterday'), null, NOW);
      const earlier = await inscribe(store, twin('2027-Q2', '2027-06-30', 'Earlierday'), null, NOW);
      expect([later.ok, earlier.ok]).toEqual([true, true]);
      expect(await entries.findRun('twin-seed', 1)).toMatchObject({
        id: later.ok ? later.entry.id : '',
        season: '2027-Q3',
        playerName: 'Laterday',
      });
    });

    it('a premium entry carried further stays premium without using a coupon', async () => {
      await coupons.create({ code: 'ONCE', expiresAt: null, maxUses: 1, createdAt: NOW });
      const run = (actions: string) => ({
        ...entry('2027-Q1', 'Gilded', 50, '2027-02-05T00:00:00Z'),
        seed: 'gilded-run',
        actions,
        isPremium: true,
        secretHash: hashOf('gilded'),
      });
      expect(await inscribe(store, run('r'), 'ONCE', NOW)).toMatchObject({ ok: true, entry: { isPremium: true } });
      expect(await inscribe(store, run('rr'), 'ONCE', NOW)).toMatchObject({
        ok: true,
        replaced: true,
        entry: { isPremium: true },
      });
      expect(await inscribe(store, { ...run('rrr'), isPremium: false }, null, NOW)).toMatchObject({
        ok: true,
        entry: { isPremium: true },
      });
      expect((await coupons.list()).find((c) => c.code === 'ONCE')?.uses).toBe(1);
    });

    it("keeps whether the run was won (it took floor 100's last portal) on every read; an entry stored without it was not", async () => {
      const season = '2028-Q1';
      const victor = { ...entry(season, 'Crowned', 300, '2028-01-02T00:00:00Z'), dungeonLevel: 100, won: true };
      const crowned = await inscribe(store, victor, null, NOW);
      await inscribe(store, { ...entry(season, 'Uncrowned', 200, '2028-01-02T00:00:00Z'), won: false }, null, NOW);
      await inscribe(store, entry(season, 'Unsaid', 100, '2028-01-02T00:00:00Z'), null, NOW);
      expect(crowned).toMatchObject({ ok: true, entry: { won: true, rank: 1 } });
      expect((await boards.topEntries(season, 10, 0)).map((e) => [e.playerName, e.won])).toEqual([
        ['Crowned', true],
        ['Uncrowned', false],
        ['Unsaid', false],
      ]);
      for (const query of ['crowned', 'cr']) {
        const page = await boards.searchEntries({ season, query, limit: 10, offset: 0 });
        expect([query, page.rows.map((e) => [e.playerName, e.won])]).toEqual([
          query,
          [
            ['Crowned', true],
            ['Uncrowned', false],
          ],
        ]);
      }
      const id = crowned.ok ? crowned.entry.id : '';
      expect(await entries.getRun(id)).toMatchObject({ id, won: true, stats: { finalScore: 300, dungeonLevel: 100 } });
      // A run carried further takes its new outcome with its new figures.
      const carried = await inscribe(
        store,
        { ...victor, finalScore: 310, actions: `${victor.actions}r`, won: false },
        null,
        NOW,
      );
      expect(carried).toMatchObject({ ok: true, replaced: true, entry: { id, won: false } });
    });

    it("a daily entry is on its day's board and its season's; one per name per day; carried further it keeps its day", async () => {
      const day = '2026-12-01';
      // A run's key stands for its first actions (two here); its owner's secret goes with its name. The
      // day's board ranks witnessed runs only (runs whose moves reached the server as they were played).
      const run = (name: string, score: number, actions: string, at: string) => ({
        ...entry('2026-Q4', name, score, at),
        seed: 'daily-shared',
        actions,
        day,
        runKey: `daily-${actions.slice(0, 2)}`,
        secretHash: hashOf(`daily-${name}`),
        witness: WITNESS,
      });
      const a = await inscribe(store, run('Sunrise', 120, 'rr', '2026-12-01T01:00:00Z'), null, NOW);
      const b = await inscribe(store, run('Noon', 300, 'dd', '2026-12-01T02:00:00Z'), null, NOW);
      const c = await inscribe(store, run('Vesper', 120, 'll', '2026-12-01T03:00:00Z'), null, NOW);
      expect([a.ok, b.ok, c.ok]).toEqual([true, true, true]);
      const page = await boards.dailyEntries(day, '', 10, 0, false);
      expect(page.total).toBe(3);
      expect(page.rows.map((e) => [e.playerName, e.rank, e.finalScore])).toEqual([
        ['Noon', 1, 300],
        ['Sunrise', 2, 120],
        ['Vesper', 3, 120],
      ]);
      expect(await boards.dailyEntries(day, 'ESP', 10, 0, false)).toMatchObject({
        total: 1,
        rows: [{ playerName: 'Vesper', rank: 3 }],
      });
      expect((await boards.dailyEntries(day, '', 1, 1, false)).rows.map((e) => e.playerName)).toEqual(['Sunrise']);
      expect(await boards.dailyEntries('2026-12-02', '', 10, 0, false)).toEqual({ rows: [], total: 0 });
      expect(
        (await boards.searchEntries({ season: '2026-Q4', query: 'noon', limit: 10, offset: 0 })).rows.map(
          (e) => e.playerName,
        ),
      ).toEqual(['Noon']);
      const id = a.ok ? a.entry.id : '';
      expect(await boards.entryDay(id)).toBe(day);
      expect(await entries.findDailyEntry(day, ' SUNRISE ')).toMatchObject({
        id,
        playerName: 'Sunrise',
        seed: 'daily-shared',
        actions: 'rr',
        secretHash: hashOf('daily-Sunrise'),
      });
      expect(await entries.findDailyEntry(day, 'Nobody')).toBeNull();
      expect(await entries.findDailyEntry('2026-12-02', 'Sunrise')).toBeNull();
      // Another run of the day under a name it holds is refused; the same run carried further replaces it.
      expect(await inscribe(store, run('sunrise', 999, 'uu', '2026-12-01T04:00:00Z'), null, NOW)).toEqual({
        ok: false,
        reason: 'name-taken',
      });
      const further = await inscribe(store, run('Sunrise', 900, 'rrdd', '2026-12-01T05:00:00Z'), null, NOW);
      expect(further).toMatchObject({ ok: true, replaced: true, entry: { id, finalScore: 900 } });
      expect(await boards.entryDay(id)).toBe(day);
      expect((await boards.dailyEntries(day, '', 10, 0, false)).rows.map((e) => [e.playerName, e.rank])).toEqual([
        ['Sunrise', 1],
        ['Noon', 2],
        ['Vesper', 3],
      ]);
      // An entry of a normal run has no day.
      const plain = await inscribe(store, entry('2026-Q4', 'Plainsong', 10, '2026-12-01T06:00:00Z'), null, NOW);
      expect(await boards.entryDay(plain.ok ? plain.entry.id : '')).toBeNull();
      expect(await boards.entryDay('nope')).toBeNull();
      // A page of the season's board learns its daily entries' days in one read; other ids are absent.
      const season = await boards.searchEntries({ season: '2026-Q4', query: '', limit: 100, offset: 0 });
      const days = await boards.entryDays([...season.rows.map((e) => e.id), 'nope']);
      const named = Object.fromEntries(
        season.rows.filter((e) => days.has(e.id)).map((e) => [e.playerName, days.get(e.id)]),
      );
      expect(named).toEqual({ Sunrise: day, Noon: day, Vesper: day });
      expect(await boards.entryDays([])).toEqual(new Map());
    });

    it("a sealed day's board ranks its sealed runs only, by rank within them; a day before, its witnessed ones", async () => {
      const day = '2026-12-05';
      // A sealed run is witnessed too (the server dealt every roll); an open witnessed daily is not sealed.
      const run = (name: string, score: number, actions: string, sealed: boolean) => ({
        ...entry('2026-Q4', name, score, '2026-12-05T01:00:00Z'),
        seed: sealed ? `daily-sealed/${name}` : 'daily-sealed',
        day,
        actions,
        runKey: `sealed-${actions}`,
        secretHash: hashOf(`sealed-${name}`),
        witness: sealed ? { ...WITNESS, sealed: true } : WITNESS,
      });
      for (const [name, score, actions, sealed] of [
        ['Open Top', 900, 'uu', false],
        ['Sealed High', 500, 'rr', true],
        ['Unwitnessed', 800, 'dd', false],
        ['Sealed Low', 100, 'll', true],
      ] as const) {
        const { witness, ...unwitnessed } = run(name, score, actions, sealed);
        expect(
          await inscribe(store, name === 'Unwitnessed' ? unwitnessed : { ...unwitnessed, witness }, null, NOW),
        ).toMatchObject({ ok: true });
      }
      const sealedBoard = await boards.dailyEntries(day, '', 10, 0, true);
      expect(sealedBoard.total).toBe(2);
      expect(sealedBoard.rows.map((e) => [e.playerName, e.rank, e.witness?.sealed])).toEqual([
        ['Sealed High', 1, true],
        ['Sealed Low', 2, true],
      ]);
      expect(await boards.dailyEntries(day, 'low', 10, 0, true)).toMatchObject({
        total: 1,
        rows: [{ playerName: 'Sealed Low', rank: 2 }],
      });
      expect((await boards.dailyEntries(day, '', 1, 1, true)).rows.map((e) => e.playerName)).toEqual(['Sealed Low']);
      // The same entries ranked as a day drawn before sealed dailies: every witnessed run, sealed or not.
      expect((await boards.dailyEntries(day, '', 10, 0, false)).rows.map((e) => [e.playerName, e.rank])).toEqual([
        ['Open Top', 1],
        ['Sealed High', 2],
        ['Sealed Low', 3],
      ]);
    });

    it("a daily run holds one place on its day whatever the name: found by its key, else by its owner's secret", async () => {
      const day = '2026-12-03';
      const owner = hashOf('keyholder');
      // A run's key stands for its first actions (three here): a shorter run carried further changes key.
      const run = (name: string, actions: string, secretHash: string | null) => ({
        ...entry('2026-Q4', name, 40 + actions.length, '2026-12-03T01:00:00Z'),
        seed: 'daily-keyed',
        day,
        actions,
        runKey: `key-${actions.slice(0, 3)}`,
        secretHash,
        witness: WITNESS,
      });
      const first = await inscribe(store, run('Keyholder', 'rr', owner), null, NOW);
      const id = first.ok ? first.entry.id : '';
      expect(await entries.findDailyRun(day, 'key-rr', null)).toMatchObject({ id, actions: 'rr', secretHash: owner });
      expect(await entries.findDailyRun(day, 'key-rr', hashOf('stranger'))).toMatchObject({ id });
      expect(await entries.findDailyRun(day, 'key-other', owner)).toMatchObject({ id });
      expect(await entries.findDailyRun(day, 'key-other', hashOf('stranger'))).toBeNull();
      expect(await entries.findDailyRun(day, 'key-other', null)).toBeNull();
      expect(await entries.findDailyRun('2026-12-04', 'key-rr', owner)).toBeNull();
      // The same run under another name, with another secret or none: one place per run per day.
      for (const secretHash of [hashOf('copycat'), null])
        expect(await inscribe(store, run('Copycat', 'rr', secretHash), null, NOW)).toEqual({
          ok: false,
          reason: 'not-yours',
        });
      expect(await inscribe(store, run('Keyholder', 'rr', owner), null, NOW)).toEqual({
        ok: false,
        reason: 'not-extended',
      });
      // Its owner carries it past the key's actions under another name: a new key, found by the secret.
      const further = await inscribe(store, run('Keyholder Two', 'rrdu', owner), null, NOW);
      expect(further).toMatchObject({ ok: true, replaced: true, entry: { id, playerName: 'Keyholder Two' } });
      expect(await entries.findDailyRun(day, 'key-rrd', null)).toMatchObject({ id, actions: 'rrdu' });
      expect(await entries.findDailyRun(day, 'key-rr', null)).toBeNull();
      expect(await entries.findDailyEntry(day, 'Keyholder')).toBeNull();
      expect(await inscribe(store, run('Copycat', 'rrdul', hashOf('copycat')), null, NOW)).toEqual({
        ok: false,
        reason: 'not-yours',
      });
      expect(await boards.dailyEntries(day, '', 10, 0, false)).toMatchObject({ total: 1, rows: [{ id }] });
    });

    it('a stored log comes back exactly as sent, stored packed at under half its text size', async () => {
      const log = variedLog(10_000);
      const stored = await inscribe(
        store,
        { ...entry('2027-Q3', 'Packer', 70, '2027-07-01T00:00:00Z'), seed: 'seed-Packer', actions: log },
        null,
        NOW,
      );
      const id = stored.ok ? stored.entry.id : '';
      expect((await entries.getRun(id))?.actions).toBe(log);
      expect((await entries.findRun('seed-Packer', 1))?.actions).toBe(log);
      const empty = await inscribe(
        store,
        { ...entry('2027-Q3', 'Blank', 1, '2027-07-01T00:00:00Z'), actions: '' },
        null,
        NOW,
      );
      expect((await entries.getRun(empty.ok ? empty.entry.id : ''))?.actions).toBe('');
      if (!raw) return;
      const { form, bytes } = await raw(store).storedForm(id);
      expect(form).toBe('packed');
      expect(bytes).toBeLessThan(log.length / 2);
    });

    it.skipIf(!raw)('an entry stored before packing still reads, and carried further it is stored packed', async () => {
      const season = '2027-Q3';
      const run = (name: string, score: number, actions: string, secretHash = hashOf('elder')) => ({
        ...entry(season, name, score, '2027-07-02T00:00:00Z'),
        seed: 'old-form',
        actions,
        secretHash,
      });
      const first = await inscribe(store, run('Elder', 30, 'x'), null, NOW);
      const id = first.ok ? first.entry.id : '';
      const oldLog = variedLog(300);
      await raw!(store).writeText(id, oldLog);
      expect(await raw!(store).storedForm(id)).toEqual({ form: 'text', bytes: oldLog.length });
      expect(await entries.getRun(id)).toMatchObject({ id, playerName: 'Elder', seed: 'old-form', actions: oldLog });
      expect((await entries.findRun('old-form', 1))?.actions).toBe(oldLog);
      // The old text is the log a later inscription must extend.
      expect(await inscribe(store, run('Elder', 40, 'x'), null, NOW)).toEqual({ ok: false, reason: 'not-extended' });
      expect(await inscribe(store, run('Elder', 40, oldLog), null, NOW)).toEqual({
        ok: false,
        reason: 'not-extended',
      });
      expect(await inscribe(store, run('Usurper', 40, `${oldLog}rr`, hashOf('usurper')), null, NOW)).toEqual({
        ok: false,
        reason: 'not-yours',
      });
      const further = await inscribe(store, run('Elder', 45, `${oldLog}rr`), null, NOW);
      expect(further).toMatchObject({ ok: true, replaced: true, entry: { id, finalScore: 45 } });
      expect((await entries.getRun(id))?.actions).toBe(`${oldLog}rr`);
      expect((await raw!(store).storedForm(id)).form).toBe('packed');
    });

    it('answers ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
