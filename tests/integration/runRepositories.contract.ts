// The contract of the runs' repositories (server/runs/repository.ts) and of the entries' witness marks
// (runs whose moves reach the server as they are played): registered runs and their logs, the live list,
// expiry, the statistics' aggregates, witness marks on entries, the Hall filtered to them and a day's board
// of witnessed runs only. Both implementations pass it (SQLite always; MongoDB with MONGODB_URI).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveRunAppend, NewLiveRun, Store } from '../../server/store/types';
import { percentileRanks } from '../../server/runs/stats';
import { entry, hashOf, variedLog } from './entryRepository.contract';
import { inscribe } from '../support/server/inscribe';
import type { BoardRepository, EntryRepository } from '../../server/scores/repository';
import { repositoriesOf } from '../../server/repositories';
import type { LiveRunRepository, RunStatsRepository } from '../../server/runs/repository';
import { seededRandom } from '../support/random';
import { recomputedStats, type SeededRun } from '../../scripts/bench-hostile/seedRuns';

const T0 = new Date('2026-11-10T12:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** A registered run `id` of `version`, started `minutes` after T0. */
function newRun(id: string, version = 3, minutes = 0, extra: Partial<NewLiveRun> = {}): NewLiveRun {
  return {
    id,
    name: `Hero ${id}`,
    rulesVersion: version,
    seed: `seed-${id}`,
    secretHash: hashOf(id),
    day: null,
    hiddenUntil: null,
    startedAt: at(minutes),
    ...extra,
  };
}

/** A batch appended at `from` (the figures are the caller's). */
function batch(from: number, text: string, figures: Partial<LiveRunAppend> = {}): LiveRunAppend {
  return {
    from,
    batch: text,
    count: from + text.length,
    floor: 1,
    score: 0,
    outcome: 'playing',
    killer: null,
    updatedAt: at(1),
    heat: 0,
    ...figures,
  };
}

/** Registers the witnessed-run contract for a store made by `open` (fresh and empty). */
export function runRepositoriesContract(label: string, open: () => Promise<Store>, skip = false): void {
  describe.skipIf(skip)(`${label} run repositories contract: witnessed runs and their statistics`, () => {
    let store: Store;
    let entries: EntryRepository;
    let boards: BoardRepository;
    let liveRuns: LiveRunRepository;
    let counts: RunStatsRepository;
    beforeAll(async () => {
      store = await open();
      await store.init([]);
      ({ entries, board: boards } = repositoriesOf(store));
      ({ liveRuns, runStats: counts } = repositoriesOf(store));
    });
    afterAll(async () => {
      await store?.close();
    });

    it('stores a run with an empty log; a batch is taken only at the stored count; the log reads back whole across sealed segments', async () => {
      await liveRuns.create(newRun('a1'));
      expect(await liveRuns.get('a1')).toMatchObject({
        id: 'a1',
        name: 'Hero a1',
        rulesVersion: 3,
        seed: 'seed-a1',
        secretHash: hashOf('a1'),
        day: null,
        hiddenUntil: null,
        startedAt: T0,
        updatedAt: T0,
        count: 0,
        actions: '',
        tailChars: 0,
        floor: 1,
        score: 0,
        outcome: 'playing',
        killer: null,
        entryId: null,
        expired: false,
      });
      expect(await liveRuns.get('nope')).toBeNull();
      expect(await liveRuns.append('a1', batch(0, 'rrd', { floor: 2, score: 40, heat: 7.5 }))).toBe(true);
      // A second batch claiming the same place (another instance, or a rewrite) is refused.
      expect(await liveRuns.append('a1', batch(0, 'lll'))).toBe(false);
      expect(await liveRuns.append('a1', batch(5, 'lll'))).toBe(false);
      expect(await liveRuns.append('nope', batch(0, 'lll'))).toBe(false);
      expect(await liveRuns.append('a1', batch(3, 'Epotion_1,', { count: 4, score: 45 }))).toBe(true);
      expect(await liveRuns.get('a1')).toMatchObject({
        count: 4,
        actions: 'rrdEpotion_1,',
        tailChars: 13,
        floor: 1,
        score: 45,
        updatedAt: at(1),
      });
      // A seal packs the tail and the batch into a new segment and empties the tail; batches go on after
      // it, and a second seal appends a second segment (the first is not read or rewritten).
      const long = `rrdEpotion_1,${variedLog(5000)}`;
      expect(await liveRuns.append('a1', { ...batch(4, variedLog(5000)), count: 5004, seal: true })).toBe(true);
      expect(await liveRuns.get('a1')).toMatchObject({ count: 5004, actions: long, tailChars: 0 });
      expect(await liveRuns.append('a1', { ...batch(5004, 'tt'), count: 5006 })).toBe(true);
      expect(await liveRuns.get('a1')).toMatchObject({ count: 5006, actions: `${long}tt`, tailChars: 2 });
      expect(await liveRuns.append('a1', { ...batch(5006, 'xxd'), count: 5009, seal: true })).toBe(true);
      expect(await liveRuns.append('a1', { ...batch(5006, 'xxd'), count: 5009, seal: true })).toBe(false);
      expect(await liveRuns.append('a1', { ...batch(5009, 'u'), count: 5010 })).toBe(true);
      expect(await liveRuns.get('a1')).toMatchObject({ count: 5010, actions: `${long}ttxxdu`, tailChars: 1 });
      expect(await liveRuns.heads(['a1', 'nope'])).toEqual(
        new Map([['a1', { count: 5010, entryId: null, expired: false, ended: false }]]),
      );
      // The secret hash is read alone (a batch's secret is checked first).
      expect(await liveRuns.secretHash('a1')).toBe(hashOf('a1'));
      expect(await liveRuns.secretHash('nope')).toBeNull();
      expect(await liveRuns.heads([])).toEqual(new Map());
    });

    it('finds a run by seed and secret (the newest), tells a taken seed, and keeps its inscription', async () => {
      await liveRuns.create(newRun('f1', 3, 0, { seed: 'shared-seed', secretHash: hashOf('owner') }));
      await liveRuns.create(newRun('f2', 3, 5, { seed: 'shared-seed', secretHash: hashOf('owner') }));
      await liveRuns.create(newRun('f3', 3, 9, { seed: 'shared-seed', secretHash: hashOf('other') }));
      expect((await liveRuns.find('shared-seed', 3, hashOf('owner')))?.id).toBe('f2');
      expect((await liveRuns.find('shared-seed', 3, hashOf('other')))?.id).toBe('f3');
      expect(await liveRuns.find('shared-seed', 2, hashOf('owner'))).toBeNull();
      expect(await liveRuns.find('shared-seed', 3, hashOf('nobody'))).toBeNull();
      expect(await liveRuns.seedTaken('shared-seed', 3)).toBe(true);
      expect(await liveRuns.seedTaken('shared-seed', 1)).toBe(false);
      expect(await liveRuns.seedTaken('free-seed', 3)).toBe(false);
      await liveRuns.markInscribed('f2', 'entry-42');
      expect(await liveRuns.get('f2')).toMatchObject({ entryId: 'entry-42' });
      expect((await liveRuns.heads(['f2'])).get('f2')).toEqual({
        count: 0,
        entryId: 'entry-42',
        expired: false,
        ended: false,
      });
    });

    it('lists runs playing and moved lately, not hidden, busiest first, at most the limit; never-moved runs are not', async () => {
      const listed = async (now: Date, limit = 10) =>
        (await liveRuns.list(at(-10), now, limit)).filter((r) => r.id.startsWith('l'));
      await liveRuns.create(newRun('l-calm'));
      await liveRuns.create(newRun('l-busy'));
      await liveRuns.create(newRun('l-dead'));
      await liveRuns.create(newRun('l-old', 3, -60));
      // Registered, never moved: nothing to watch yet.
      await liveRuns.create(newRun('l-still'));
      await liveRuns.create(
        newRun('l-daily', 3, 0, { day: '2026-11-10', hiddenUntil: new Date('2026-11-11T01:00:00Z') }),
      );
      await liveRuns.append('l-calm', batch(0, 'r', { heat: 10, floor: 3, score: 70, updatedAt: at(2) }));
      await liveRuns.append('l-busy', batch(0, 'rrrr', { heat: 20, floor: 2, score: 50, updatedAt: at(1) }));
      await liveRuns.append('l-dead', batch(0, 'rr', { heat: 30, outcome: 'died', killer: 'Rat' }));
      await liveRuns.append('l-old', batch(0, 'rr', { heat: 40, updatedAt: at(-30) }));
      await liveRuns.append('l-daily', batch(0, 'rr', { heat: 50 }));
      expect(await listed(at(3))).toEqual([
        { id: 'l-busy', name: 'Hero l-busy', floor: 2, score: 50, updatedAt: at(1) },
        { id: 'l-calm', name: 'Hero l-calm', floor: 3, score: 70, updatedAt: at(2) },
      ]);
      expect((await liveRuns.list(at(-10), at(3), 1)).length).toBe(1);
      // Once its day and grace are over, a daily run may be listed.
      expect((await listed(new Date('2026-11-11T01:00:00Z'))).map((r) => r.id)).toEqual([
        'l-daily',
        'l-busy',
        'l-calm',
      ]);
      // A run its player ended (quit) leaves the list at once, and again changes nothing.
      await liveRuns.end('l-busy');
      await liveRuns.end('l-busy');
      expect((await listed(at(3))).map((r) => r.id)).toEqual(['l-calm']);
    });

    it('marks a sealed run in the live list, and no other', async () => {
      await liveRuns.create(newRun('m-sealed', 4, 0, { sealed: true }));
      await liveRuns.create(newRun('m-open', 4));
      await liveRuns.append('m-sealed', batch(0, 'r', { heat: 10, floor: 2, score: 30, updatedAt: at(2) }));
      await liveRuns.append('m-open', batch(0, 'r', { heat: 5, floor: 1, score: 10, updatedAt: at(2) }));
      const rows = (await liveRuns.list(at(-10), at(3), 100)).filter((r) => r.id.startsWith('m-'));
      expect(rows).toEqual([
        { id: 'm-sealed', name: 'Hero m-sealed', floor: 2, score: 30, updatedAt: at(2), sealed: true },
        { id: 'm-open', name: 'Hero m-open', floor: 1, score: 10, updatedAt: at(2) },
      ]);
    });

    it('expires runs idle since before a time: the log is dropped, the figures stay, no batch is taken', async () => {
      await liveRuns.create(newRun('x-idle', 3, -100));
      await liveRuns.create(newRun('x-fresh', 3, 0));
      await liveRuns.append('x-idle', batch(0, 'rrdd', { floor: 4, score: 90, updatedAt: at(-90) }));
      // A sealed segment goes with the log.
      await liveRuns.append('x-idle', {
        ...batch(4, 'uu', { floor: 4, score: 90, updatedAt: at(-90) }),
        count: 6,
        seal: true,
      });
      expect(await liveRuns.expire(at(-50))).toBeGreaterThanOrEqual(1);
      expect(await liveRuns.get('x-idle')).toMatchObject({
        expired: true,
        actions: '',
        count: 6,
        floor: 4,
        score: 90,
      });
      expect(await liveRuns.get('x-fresh')).toMatchObject({ expired: false });
      expect(await liveRuns.append('x-idle', batch(6, 'r'))).toBe(false);
      expect((await liveRuns.heads(['x-idle'])).get('x-idle')).toMatchObject({ expired: true });
      expect(await liveRuns.expire(at(-50))).toBe(0);
    });

    it('keeps a sealed run sealed: its owner read alone, no batch once its player ended it, its log kept at expiry', async () => {
      await liveRuns.create({ ...newRun('s-kept', 3, -100), sealed: true });
      await liveRuns.create(newRun('s-open', 3, -100));
      expect(await liveRuns.owner('s-kept')).toEqual({ secretHash: hashOf('s-kept'), sealed: true });
      expect(await liveRuns.owner('s-open')).toEqual({ secretHash: hashOf('s-open'), sealed: false });
      expect(await liveRuns.owner('nope')).toBeNull();
      expect(await liveRuns.get('s-kept')).toMatchObject({ sealed: true, ended: false });
      expect(await liveRuns.append('s-kept', batch(0, 'rrdd', { updatedAt: at(-90) }))).toBe(true);
      expect(await liveRuns.append('s-open', batch(0, 'rrdd', { updatedAt: at(-90) }))).toBe(true);
      await liveRuns.end('s-kept');
      await liveRuns.end('s-open');
      expect((await liveRuns.heads(['s-kept'])).get('s-kept')).toMatchObject({ ended: true });
      // Its seed is revealed once ended: a sealed run takes no more moves; an open run still does.
      expect(await liveRuns.append('s-kept', { ...batch(4, 'u', { updatedAt: at(-90) }), count: 5 })).toBe(false);
      expect(await liveRuns.append('s-open', { ...batch(4, 'u', { updatedAt: at(-90) }), count: 5 })).toBe(true);
      expect(await liveRuns.expire(at(-50))).toBeGreaterThanOrEqual(2);
      expect(await liveRuns.get('s-kept')).toMatchObject({ expired: true, actions: 'rrdd', count: 4, sealed: true });
      expect(await liveRuns.get('s-open')).toMatchObject({ expired: true, actions: '', count: 5 });
    });

    it('aggregates the statistics per rules version: counts, deaths per floor, killers, ranked figures', async () => {
      // Version 7 holds only these runs: five with actions, one without.
      const runs: [string, number, Partial<LiveRunAppend>][] = [
        ['s1', 10, { floor: 1, score: 10, outcome: 'died', killer: 'Rat', updatedAt: at(5) }],
        ['s2', 20, { floor: 3, score: 300, outcome: 'died', killer: 'Goblin', updatedAt: at(12) }],
        ['s3', 30, { floor: 3, score: 250, outcome: 'died', killer: 'Rat', updatedAt: at(30) }],
        ['s4', 40, { floor: 5, score: 900, outcome: 'won', updatedAt: at(61) }],
        ['s5', 50, { floor: 2, score: 120, outcome: 'playing', updatedAt: at(100) }],
      ];
      for (const [id, n, figures] of runs) {
        await liveRuns.create(newRun(id, 7));
        await liveRuns.append(id, { ...batch(0, 'r'.repeat(n)), ...figures });
      }
      await liveRuns.create(newRun('s6', 7));
      await liveRuns.markInscribed('s4', 'entry-s4');
      expect(await counts.count(at(100))).toBeGreaterThanOrEqual(6);
      const stats = await counts.read(at(90), at(100), percentileRanks);
      const v7 = stats.find((v) => v.rulesVersion === 7);
      expect(v7).toEqual({
        rulesVersion: 7,
        runs: 6,
        witnessed: 5,
        live: 1,
        died: 3,
        won: 1,
        inscribed: 1,
        deathsByFloor: [
          { floor: 1, deaths: 1 },
          { floor: 3, deaths: 2 },
        ],
        killers: expect.arrayContaining([
          { monster: 'Rat', kills: 2 },
          { monster: 'Goblin', kills: 1 },
        ]),
        // Ranks of 5 runs: ceil(p x 5 / 100) for 10, 25, 50, 75, 90, 99 = 1, 2, 3, 4, 5, 5; then the 5th.
        ranked: {
          depth: [1, 2, 3, 3, 5, 5, 5],
          score: [10, 120, 250, 300, 900, 900, 900],
          actions: [10, 20, 30, 40, 50, 50, 50],
          minutes: [5, 12, 30, 61, 100, 100, 100],
        },
        rankedOf: 5,
      });
      expect(v7?.killers).toHaveLength(2);
      // Newest version first.
      const versions = stats.map((v) => v.rulesVersion);
      expect(versions).toEqual([...versions].sort((a, b) => b - a));
    });

    it('keeps running counts equal to a recomputation over the same runs as batches, ends and inscriptions move them', async () => {
      // Version 9 holds only these: 60 runs counted at once, then moved batch by batch; 10 dailies hidden until T0 + 1 day.
      const random = seededRandom(9);
      const int = (below: number) => Math.floor(random() * below);
      const runs = new Map<string, SeededRun & { day: boolean }>();
      for (let i = 0; i < 70; i++) {
        const id = `rc-${i}`;
        const day = i >= 60;
        await liveRuns.create(newRun(id, 9, 0, day ? { day: '2026-11-10', hiddenUntil: at(24 * 60) } : {}));
        runs.set(id, {
          rulesVersion: 9,
          count: 0,
          floor: 1,
          score: 0,
          outcome: 'playing',
          killer: null,
          minutes: 0,
          inscribed: false,
          live: false,
          day,
        });
      }
      expect(await counts.count(at(1))).toBeGreaterThanOrEqual(60);
      for (let round = 0; round < 4; round++) {
        for (const [id, run] of runs) {
          if (run.outcome !== 'playing' || random() < 0.3) continue;
          const n = 1 + int(30);
          const roll = random();
          const next = {
            count: run.count + n,
            floor: run.floor + int(3),
            score: run.score + int(500),
            outcome: roll < 0.2 ? ('died' as const) : roll < 0.25 ? ('won' as const) : ('playing' as const),
            minutes: run.minutes + int(20),
          };
          const killer = next.outcome === 'died' ? ['Rat', 'Goblin', 'Lich'][int(3)] : null;
          const stored = await liveRuns.append(
            id,
            batch(run.count, 'r'.repeat(n), { ...next, killer, updatedAt: at(next.minutes) }),
          );
          expect(stored).toBe(true);
          Object.assign(run, next, { killer });
        }
        for (const [id, run] of runs)
          if (run.outcome !== 'playing' && !run.inscribed && random() < 0.5) {
            await liveRuns.markInscribed(id, `entry-${id}`);
            run.inscribed = true;
          }
      }
      const statsAt = async (now: Date) => {
        await counts.count(now);
        const raw = (await counts.read(new Date(now.getTime() + 1), now, percentileRanks)).find(
          (v) => v.rulesVersion === 9,
        )!;
        return { ...raw, killers: [...raw.killers].sort((a, b) => a.monster.localeCompare(b.monster)) };
      };
      const expected = (of: SeededRun[]) => {
        const [v] = recomputedStats(of);
        const moved = of.filter((r) => r.count > 0);
        const ranks = percentileRanks(moved.length);
        const at = (values: number[]) => ranks.map((rank) => [...values].sort((a, b) => a - b)[rank - 1]);
        const killers = new Map<string, number>();
        for (const r of of)
          if (r.outcome === 'died' && r.killer) killers.set(r.killer, (killers.get(r.killer) ?? 0) + 1);
        return {
          rulesVersion: 9,
          runs: v.runs,
          witnessed: v.witnessed,
          live: 0,
          died: v.died,
          won: v.won,
          inscribed: v.inscribed,
          deathsByFloor: v.deathsByFloor,
          killers: [...killers]
            .map(([monster, kills]) => ({ monster, kills }))
            .sort((a, b) => a.monster.localeCompare(b.monster)),
          ranked: {
            depth: at(moved.map((r) => r.floor)),
            score: at(moved.map((r) => r.score)),
            actions: at(moved.map((r) => r.count)),
            minutes: at(moved.map((r) => r.minutes)),
          },
          rankedOf: moved.length,
        };
      };
      const all = [...runs.values()];
      // The dailies are absent until their day is over, then counted with the figures they reached.
      expect(await statsAt(at(60))).toEqual(expected(all.filter((r) => !r.day)));
      expect(await statsAt(at(24 * 60))).toEqual(expected(all));
    });

    it('keeps a witness mark on an entry and every read of it; a replacement without one loses it', async () => {
      const mark = { startedAt: at(0), lastMoveAt: at(25) };
      const a = await inscribe(
        store,
        { ...entry('2025-Q1', 'Seen', 50, '2025-01-02T00:00:00Z'), witness: mark },
        null,
        T0,
      );
      expect(a).toMatchObject({ ok: true, entry: { witness: mark } });
      const id = a.ok ? a.entry.id : '';
      expect((await boards.topEntries('2025-Q1', 10, 0))[0]).toMatchObject({ id, witness: mark });
      const unseen = { ...entry('2025-Q1', 'Seen', 60, '2025-01-03T00:00:00Z') };
      const carried = await inscribe(
        store,
        {
          ...unseen,
          seed: (await entries.getRun(id))!.seed,
          secretHash: (await entries.getRun(id))!.secretHash,
          actions: 'rrdr',
        },
        null,
        T0,
      );
      expect(carried).toMatchObject({ ok: true, replaced: true, entry: { id } });
      expect(carried.ok && carried.entry.witness).toBeUndefined();
      expect((await boards.topEntries('2025-Q1', 10, 0))[0].witness).toBeUndefined();
    });

    it('keeps the sealed mark of a witnessed entry on every read', async () => {
      const mark = { startedAt: at(0), lastMoveAt: at(25), sealed: true };
      const a = await inscribe(
        store,
        { ...entry('2025-Q1', 'Sealed Mark', 40, '2025-01-04T00:00:00Z'), witness: mark },
        null,
        T0,
      );
      expect(a).toMatchObject({ ok: true, entry: { witness: mark } });
      const id = a.ok ? a.entry.id : '';
      const rows = await boards.topEntries('2025-Q1', 10, 0);
      expect(rows.find((row) => row.id === id)).toMatchObject({ witness: mark });
      const page = await boards.searchEntries({
        season: '2025-Q1',
        query: 'sealed',
        limit: 10,
        offset: 0,
        witnessedOnly: true,
      });
      expect(page.rows).toMatchObject([{ id, witness: mark }]);
      // An open witnessed entry carries no sealed field.
      expect(rows.find((row) => row.playerName === 'Seen')?.witness).toBeUndefined();
    });

    it('pages the witnessed entries of a season in board order with season ranks, for every kind of query', async () => {
      const mark = { startedAt: at(0), lastMoveAt: at(10) };
      const names = ['Quill', 'Quasar', 'Aqua', 'Qi', 'Mux', 'Quiet One', 'Tuxedo', 'Qu'];
      for (const [i, name] of names.entries()) {
        const witnessed = i % 2 === 0;
        await inscribe(
          store,
          {
            ...entry('2025-Q2', name, 100 - i * 10, `2025-04-0${1 + (i % 8)}T00:00:00Z`),
            ...(witnessed ? { witness: mark } : {}),
          },
          null,
          T0,
        );
      }
      // Witnessed: Quill (100, rank 1), Aqua (80, rank 3), Mux (60, rank 5), Tuxedo (40, rank 7).
      const page = async (query: string, limit = 10, offset = 0) => {
        const result = await boards.searchEntries({ season: '2025-Q2', query, limit, offset, witnessedOnly: true });
        return { total: result.total, rows: result.rows.map((e) => [e.playerName, e.rank]) };
      };
      expect(await page('')).toEqual({
        total: 4,
        rows: [
          ['Quill', 1],
          ['Aqua', 3],
          ['Mux', 5],
          ['Tuxedo', 7],
        ],
      });
      expect(await page('', 2, 1)).toEqual({
        total: 4,
        rows: [
          ['Aqua', 3],
          ['Mux', 5],
        ],
      });
      expect(await page('u')).toMatchObject({ total: 4 });
      expect(await page('QU')).toEqual({
        total: 2,
        rows: [
          ['Quill', 1],
          ['Aqua', 3],
        ],
      });
      expect(await page('uxe')).toEqual({ total: 1, rows: [['Tuxedo', 7]] });
      expect(await page('quie')).toEqual({ total: 0, rows: [] });
      expect(await page('zzz')).toEqual({ total: 0, rows: [] });
      // Unfiltered reads are unchanged.
      expect((await boards.searchEntries({ season: '2025-Q2', query: 'qu', limit: 10, offset: 0 })).total).toBe(5);
    });

    it("ranks only witnessed runs on an open day's board; an unwitnessed daily is on its season's board alone", async () => {
      const day = '2025-05-05';
      const daily = (name: string, score: number, witnessed: boolean) => ({
        ...entry('2025-Q2', name, score, '2025-05-05T10:00:00Z'),
        seed: 'daily-2025-05-05',
        day,
        runKey: `k-${name}`,
        ...(witnessed ? { witness: { startedAt: at(0), lastMoveAt: at(5) } } : {}),
      });
      await inscribe(store, daily('Dawn Seen', 50, true), null, T0);
      await inscribe(store, daily('Dusk Unseen', 500, false), null, T0);
      await inscribe(store, daily('Noon Seen', 70, true), null, T0);
      // A day drawn before sealed dailies (a day played sealed ranks sealed runs: entryRepository.contract.ts).
      const board = await boards.dailyEntries(day, '', 10, 0, false);
      expect({ total: board.total, rows: board.rows.map((e) => [e.playerName, e.rank]) }).toEqual({
        total: 2,
        rows: [
          ['Noon Seen', 1],
          ['Dawn Seen', 2],
        ],
      });
      expect((await boards.searchEntries({ season: '2025-Q2', query: 'dusk', limit: 10, offset: 0 })).total).toBe(1);
    });
  });
}
