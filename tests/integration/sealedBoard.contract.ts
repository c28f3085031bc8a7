// The contract of the board's sealed side (server/scores/repository.ts): the season's board filtered to
// sealed entries in board order with season ranks, for every kind of query and page; the season's
// entries counted by kind (sealed, witnessed, open), exact as entries come, are carried further and go;
// and an entry's run telling whether it was sealed. Both implementations pass it (SQLite always;
// MongoDB with MONGODB_URI).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEntry, Store } from '../../server/store/types';
import { repositoriesOf } from '../../server/repositories';
import type { BoardRepository, EntryRepository } from '../../server/scores/repository';
import { inscribe } from '../support/server/inscribe';
import { entry } from './entryRepository.contract';

const NOW = new Date('2026-11-10T00:00:00Z');
const WITNESSED = { startedAt: new Date('2026-11-09T22:00:00Z'), lastMoveAt: new Date('2026-11-09T22:40:00Z') };
const SEALED = { ...WITNESSED, sealed: true };

type Kind = 'sealed' | 'witnessed' | 'open';

/** An entry of `season` of the given kind. */
function entryOf(kind: Kind, season: string, name: string, score: number, completedAt: string): NewEntry {
  const base = entry(season, name, score, completedAt);
  if (kind === 'open') return base;
  return { ...base, witness: kind === 'sealed' ? SEALED : WITNESSED };
}

/** Registers the sealed board's contract for a store made by `open` (fresh and empty). */
export function sealedBoardContract(label: string, open: () => Promise<Store>, skip = false): void {
  describe.skipIf(skip)(`${label} sealed board contract: the sealed filter, kinds counted, the run's mark`, () => {
    let store: Store;
    let entries: EntryRepository;
    let board: BoardRepository;
    const ids = new Map<string, string>();

    beforeAll(async () => {
      store = await open();
      await store.init([]);
      ({ entries, board } = repositoriesOf(store));
      // Board order of 2026-Q2: Quill 100 (sealed, rank 1), Quasar 90 (witnessed, 2), Aqua 80 (sealed, 3),
      // Qi 70 (open, 4), Mux 60 (sealed, 5), Quiet One 50 (witnessed, 6), Tuxedo 40 (sealed, 7), Qu 30 (open, 8).
      const names = ['Quill', 'Quasar', 'Aqua', 'Qi', 'Mux', 'Quiet One', 'Tuxedo', 'Qu'];
      const kinds: Kind[] = ['sealed', 'witnessed', 'sealed', 'open', 'sealed', 'witnessed', 'sealed', 'open'];
      for (const [i, name] of names.entries()) {
        const stored = await inscribe(
          store,
          entryOf(kinds[i], '2026-Q2', name, 100 - i * 10, `2026-04-0${1 + i}T00:00:00Z`),
          null,
          NOW,
        );
        expect(stored.ok).toBe(true);
        ids.set(name, stored.ok ? stored.entry.id : '');
      }
    });
    afterAll(async () => {
      await store?.close();
    });

    const sealedPage = async (query: string, limit = 10, offset = 0) => {
      const result = await board.searchEntries({ season: '2026-Q2', query, limit, offset, sealedOnly: true });
      return { total: result.total, rows: result.rows.map((e) => [e.playerName, e.rank]) };
    };

    it('pages the sealed entries in board order with season ranks, for every kind of query', async () => {
      expect(await sealedPage('')).toEqual({
        total: 4,
        rows: [
          ['Quill', 1],
          ['Aqua', 3],
          ['Mux', 5],
          ['Tuxedo', 7],
        ],
      });
      expect(await sealedPage('', 2, 1)).toEqual({
        total: 4,
        rows: [
          ['Aqua', 3],
          ['Mux', 5],
        ],
      });
      expect(await sealedPage('', 2, 4)).toEqual({ total: 4, rows: [] });
      // One character, two, three and more: every plan of the search keeps the sealed rows only.
      expect(await sealedPage('u')).toMatchObject({ total: 4 });
      expect(await sealedPage('QU')).toEqual({
        total: 2,
        rows: [
          ['Quill', 1],
          ['Aqua', 3],
        ],
      });
      expect(await sealedPage('qu', 1, 1)).toEqual({ total: 2, rows: [['Aqua', 3]] });
      expect(await sealedPage('qui')).toEqual({ total: 1, rows: [['Quill', 1]] });
      expect(await sealedPage('uxed')).toEqual({ total: 1, rows: [['Tuxedo', 7]] });
      expect(await sealedPage('quiet')).toEqual({ total: 0, rows: [] });
      expect(await sealedPage('zzz')).toEqual({ total: 0, rows: [] });
      // Every row of the page wears the sealed mark.
      const rows = (await board.searchEntries({ season: '2026-Q2', query: '', limit: 10, offset: 0, sealedOnly: true }))
        .rows;
      expect(rows.every((row) => row.witness?.sealed === true)).toBe(true);
    });

    it('keeps the sealed entries when witnessed is asked too (a sealed run is witnessed)', async () => {
      const both = await board.searchEntries({
        season: '2026-Q2',
        query: '',
        limit: 10,
        offset: 0,
        witnessedOnly: true,
        sealedOnly: true,
      });
      expect(both.rows.map((e) => e.playerName)).toEqual(['Quill', 'Aqua', 'Mux', 'Tuxedo']);
      const witnessed = await board.searchEntries({
        season: '2026-Q2',
        query: '',
        limit: 10,
        offset: 0,
        witnessedOnly: true,
      });
      expect(witnessed.rows.map((e) => e.playerName)).toEqual([
        'Quill',
        'Quasar',
        'Aqua',
        'Mux',
        'Quiet One',
        'Tuxedo',
      ]);
    });

    it('counts the entries of each kind in a season, each once', async () => {
      expect(await board.countKinds('2026-Q2')).toEqual({ sealed: 4, witnessed: 2, open: 2 });
      expect(await board.countKinds('2026-Q1')).toEqual({ sealed: 0, witnessed: 0, open: 0 });
    });

    it('keeps the counts exact as entries come, are carried further and go', async () => {
      const season = '2026-Q3';
      const a = await inscribe(store, entryOf('sealed', season, 'Sealed One', 50, '2026-07-02T00:00:00Z'), null, NOW);
      const b = await inscribe(store, entryOf('open', season, 'Open One', 40, '2026-07-02T00:00:00Z'), null, NOW);
      expect(await board.countKinds(season)).toEqual({ sealed: 1, witnessed: 0, open: 1 });
      // The open run carried further by its owner, now witnessed: the same entry changes kind.
      const run = (await entries.getRun(b.ok ? b.entry.id : ''))!;
      const further = {
        ...entryOf('witnessed', season, 'Open One', 45, '2026-07-03T00:00:00Z'),
        seed: run.seed,
        secretHash: run.secretHash,
        actions: 'rrdr',
      };
      const carried = await inscribe(store, further, null, NOW);
      expect(carried).toMatchObject({ ok: true, replaced: true, entry: { id: b.ok ? b.entry.id : '' } });
      expect(await board.countKinds(season)).toEqual({ sealed: 1, witnessed: 1, open: 0 });
      expect(await entries.removeEntry(a.ok ? a.entry.id : '')).toBe(true);
      expect(await board.countKinds(season)).toEqual({ sealed: 0, witnessed: 1, open: 0 });
      const page = await board.searchEntries({ season, query: '', limit: 10, offset: 0, sealedOnly: true });
      expect(page).toEqual({ rows: [], total: 0 });
    });

    it("an entry's run says whether it was sealed or witnessed, with its run's times", async () => {
      expect((await entries.getRun(ids.get('Quill')!))?.witness).toEqual(SEALED);
      expect((await entries.getRun(ids.get('Quasar')!))?.witness).toEqual(WITNESSED);
      expect((await entries.getRun(ids.get('Qi')!))?.witness).toBeUndefined();
    });
  });
}
