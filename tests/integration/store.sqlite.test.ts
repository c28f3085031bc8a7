// Every repository contract on the embedded SQLite implementation, on a real file in a temp folder, the
// SQLite search's own plans for short queries held to one answer, and a file from an older schema.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStore, SQLITE_FILE_NAME } from '../../server/store/sqlite/sqliteStore';
import { SqliteSearch, type ShortPlan } from '../../server/store/sqlite/search';
import { BlockSummary } from '../../server/store/sqlite/blockSummary';
import { statementCache } from '../../server/store/sqlite/statements';
import { entry, hashOf, entryRepositoryContract, type RawLogs } from './entryRepository.contract';
import { runRepositoriesContract } from './runRepositories.contract';
import { couponRepositoryContract } from './couponRepository.contract';
import { wordRepositoryContract } from './wordRepository.contract';
import { dailyRepositoryContract } from './dailyRepository.contract';
import { sealedBoardContract } from './sealedBoard.contract';
import { repositoriesOf } from '../../server/repositories';
import { inscribe } from '../support/server/inscribe';
import { removeDir, tempDir } from '../support/server/process';

const dir = tempDir('store-');
// A second connection to the store's file (WAL lets it write beside the store's own): the old form
// of a log is plain TEXT in the actions column, the packed form a BLOB.
let rawDb: Database.Database | undefined;
const rawLogs = (): RawLogs => {
  rawDb ??= new Database(path.join(dir, SQLITE_FILE_NAME));
  const db = rawDb;
  return {
    writeText: async (id, log) => void db.prepare('UPDATE entries SET actions = ? WHERE id = ?').run(log, Number(id)),
    storedForm: async (id) => {
      const row = db
        .prepare('SELECT typeof(actions) AS type, length(CAST(actions AS BLOB)) AS bytes FROM entries WHERE id = ?')
        .get(Number(id)) as { type: string; bytes: number };
      return { form: row.type === 'blob' ? 'packed' : 'text', bytes: row.bytes };
    },
  };
};
entryRepositoryContract('SQLite', async () => SqliteStore.open(dir), false, rawLogs);
const liveDir = tempDir('store-live-');
runRepositoriesContract('SQLite', async () => SqliteStore.open(liveDir));
const couponDir = tempDir('store-coupons-');
couponRepositoryContract('SQLite', async () => SqliteStore.open(couponDir));
const wordDir = tempDir('store-words-');
wordRepositoryContract('SQLite', async () => SqliteStore.open(wordDir));
const dailyDir = tempDir('store-daily-');
dailyRepositoryContract('SQLite', async () => SqliteStore.open(dailyDir));
const sealedDir = tempDir('store-sealed-');
sealedBoardContract('SQLite', async () => SqliteStore.open(sealedDir));
afterAll(() => {
  rawDb?.close();
  removeDir(dir);
  removeDir(liveDir);
  removeDir(couponDir);
  removeDir(wordDir);
  removeDir(dailyDir);
  removeDir(sealedDir);
});

describe('SQLite search plans for 1-2 character queries', () => {
  const plansDir = tempDir('plans-');
  afterAll(() => removeDir(plansDir));

  it('the board walk, the ordered merge, the sorted union and the block summary (8-entry blocks) give the same pages, from either end', async () => {
    const store = SqliteStore.open(plansDir);
    const names = [
      ...Array.from({ length: 150 }, (_, i) => `${['Quill', 'Aqua', 'Tuxedo', 'Mux'][i % 4]} ${i}`),
      'Qu',
      'Xu',
      'Uq',
    ];
    const stored = names.map((name, i) =>
      entry('2025-Q3', name, (i % 5) * 10, new Date(Date.UTC(2025, 6, 2) + i * 1000).toISOString()),
    );
    for (const e of stored) await inscribe(store, e, null, new Date('2025-08-01T00:00:00Z'));
    await inscribe(store, entry('2025-Q4', 'Quux', 99, '2025-10-02T00:00:00Z'), null, new Date('2025-10-03T00:00:00Z'));
    await store.close();
    const db = new Database(path.join(plansDir, SQLITE_FILE_NAME), { readonly: true });
    const search = new SqliteSearch(db, statementCache(db));
    const summary = BlockSummary.build(db, '2025-Q3', 8);
    const source = { blockSize: 8, get: () => summary };
    const board = [...stored].sort(
      (a, b) => b.finalScore - a.finalScore || a.completedAt.getTime() - b.completedAt.getTime(),
    );
    const ids = new Map(
      db.prepare('SELECT name_key, id FROM entries WHERE season = ?').raw().all('2025-Q3') as [string, number][],
    );
    for (const query of ['qu', 'q', 'u', 'x', 'ux', '1', ' 1', 'a ']) {
      const expected = board
        .map((e) => e.playerName.toLowerCase())
        .filter((name) => name.includes(query))
        .map((name) => ids.get(name));
      expect([query, search.countMatches('2025-Q3', query)]).toEqual([query, expected.length]);
      for (const offset of [0, 5, Math.floor(expected.length / 2), expected.length - 7, expected.length - 1].filter(
        (o) => o >= 0,
      )) {
        for (const plan of ['board', 'merge', 'union', 'summary'] as ShortPlan[]) {
          const page = search.shortQueryIds({
            season: '2025-Q3',
            query,
            limit: 7,
            offset,
            total: expected.length,
            seasonSize: names.length,
            plan,
            summary: source,
          });
          expect([query, offset, plan, page]).toEqual([query, offset, plan, expected.slice(offset, offset + 7)]);
        }
      }
    }
    db.close();
  });
});

/** Undoes schema step 16 (the sealed board and the kinds' counts) of a newest file: as a server of step 15 left it. */
function undoSealedBoardStep(db: Database.Database): void {
  expect(db.pragma('user_version', { simple: true })).toBe(16);
  db.exec(`DROP TRIGGER entry_kinds_insert;
    DROP TRIGGER entry_kinds_delete;
    DROP TRIGGER entry_kinds_update;
    DROP TABLE entry_kind_counts;
    DROP INDEX entries_sealed_board;`);
  db.pragma('user_version = 15');
}

/** Undoes schema steps 16 (sealed board), 15 (sealed dailies), 14 (sealed runs), 12 (log segments), 11 (registered runs) and 10 (witness marks) of a newest file: as a server of step 9 left it. */
function undoWitnessSteps(db: Database.Database): void {
  undoSealedBoardStep(db);
  db.exec(`DROP INDEX entries_day_sealed;
    ALTER TABLE daily_seeds DROP COLUMN sealed_only;
    ALTER TABLE entries DROP COLUMN sealed;
    DROP TABLE run_stat_counts;
    DROP TABLE run_stat_values;
    DROP TABLE run_stat_blocks;
    DROP TABLE run_stat_killers;
    DROP TABLE live_run_segments;
    DROP TABLE live_runs;
    DROP INDEX entries_day_witnessed;
    DROP INDEX entries_witnessed_board;
    ALTER TABLE entries DROP COLUMN run_last_move_at;
    ALTER TABLE entries DROP COLUMN run_started_at;
    ALTER TABLE entries DROP COLUMN witnessed;`);
  db.pragma('user_version = 9');
}

describe('a SQLite file written before witnessed runs (schema step 9)', () => {
  const oldDir = tempDir('old-schema-9-');
  afterAll(() => removeDir(oldDir));

  it('opens migrated: its entries were not witnessed, new ones keep their mark, and runs can be registered', async () => {
    const stored = SqliteStore.open(oldDir);
    await inscribe(stored, entry('2026-Q4', 'Elder', 50, '2026-11-04T00:00:00Z'), null, new Date('2026-11-04'));
    await stored.close();
    const db = new Database(path.join(oldDir, SQLITE_FILE_NAME));
    undoWitnessSteps(db);
    db.close();

    const store = SqliteStore.open(oldDir);
    try {
      const mark = { startedAt: new Date('2026-11-05T00:00:00Z'), lastMoveAt: new Date('2026-11-05T00:20:00Z') };
      const later = { ...entry('2026-Q4', 'Younger', 60, '2026-11-05T00:30:00Z'), witness: mark };
      expect(await inscribe(store, later, null, new Date('2026-11-05'))).toMatchObject({
        ok: true,
        entry: { witness: mark },
      });
      const board = await repositoriesOf(store).board.topEntries('2026-Q4', 10, 0);
      expect(board.map((e) => [e.playerName, e.witness ?? null])).toEqual([
        ['Younger', mark],
        ['Elder', null],
      ]);
      await repositoriesOf(store).liveRuns.create({
        id: 'run-1',
        name: 'Younger',
        rulesVersion: 3,
        seed: 'seed-1',
        secretHash: hashOf('younger'),
        day: null,
        hiddenUntil: null,
        startedAt: mark.startedAt,
      });
      expect(await repositoriesOf(store).liveRuns.get('run-1')).toMatchObject({
        id: 'run-1',
        count: 0,
        actions: '',
        expired: false,
      });
    } finally {
      await store.close();
    }
  });
});

describe('a SQLite file written before runs were owned by their secrets (schema step 7)', () => {
  const oldDir = tempDir('old-schema-');
  afterAll(() => removeDir(oldDir));

  it('opens migrated: its days were drawn under rules version 2, its entries are owned by no one', async () => {
    const day = '2026-11-20';
    const owner = hashOf('elder-owner');
    const stored = SqliteStore.open(oldDir);
    const old = await inscribe(
      stored,
      { ...entry('2026-Q4', 'Elder', 30, '2026-11-20T01:00:00Z'), seed: 'elder-seed', secretHash: owner },
      null,
      new Date('2026-11-20T01:00:00Z'),
    );
    const id = old.ok ? old.entry.id : '';
    await repositoriesOf(stored).daily.draw(
      day,
      { seed: 'daily-2026-11-20-old', rulesVersion: 5, sealedOnly: true },
      new Date('2026-11-20T00:00:00Z'),
    );
    await stored.close();
    // Steps 11 to 8 undone by hand: the file as a server of step 7 left it (no registered runs, no
    // witness marks, no victories, no secrets, no keys, no day versions).
    const db = new Database(path.join(oldDir, SQLITE_FILE_NAME));
    undoWitnessSteps(db);
    db.exec(`ALTER TABLE entries DROP COLUMN won;
      DROP INDEX entries_day_secret;
      DROP INDEX entries_day_run;
      DROP INDEX entries_seed;
      ALTER TABLE entries DROP COLUMN secret_hash;
      ALTER TABLE entries DROP COLUMN run_key;
      ALTER TABLE daily_seeds DROP COLUMN rules_version;
      CREATE INDEX entries_run ON entries (season, seed, rules_version);`);
    db.pragma('user_version = 7');
    db.close();

    const store = SqliteStore.open(oldDir);
    try {
      // A day drawn before days kept their rules and before sealed dailies: version 2, an open daily.
      expect(await repositoriesOf(store).daily.find(day)).toEqual({
        seed: 'daily-2026-11-20-old',
        rulesVersion: 2,
        sealedOnly: false,
      });
      expect(await repositoriesOf(store).entries.getRun(id)).toMatchObject({
        id,
        playerName: 'Elder',
        actions: 'rrd',
        secretHash: null,
        won: false,
      });
      expect(await repositoriesOf(store).entries.findRun('elder-seed', 1)).toMatchObject({ id, secretHash: null });
      // Stored without a secret: no one can carry it further, not even with the secret it was sent with.
      const further = { ...entry('2026-Q4', 'Elder', 40, '2026-11-21T00:00:00Z'), seed: 'elder-seed', actions: 'rrdd' };
      expect(await inscribe(store, { ...further, secretHash: owner }, null, new Date())).toEqual({
        ok: false,
        reason: 'not-yours',
      });
    } finally {
      await store.close();
    }
  });
});

describe('a SQLite file written before victories (schema step 8)', () => {
  const oldDir = tempDir('old-schema-8-');
  afterAll(() => removeDir(oldDir));

  it('opens migrated: its entries were not won, and new ones keep whether they were', async () => {
    const stored = SqliteStore.open(oldDir);
    await inscribe(stored, entry('2026-Q4', 'Elder', 50, '2026-11-04T00:00:00Z'), null, new Date('2026-11-04'));
    await stored.close();
    // Steps 11 to 9 undone by hand: the file as a server of step 8 left it.
    const db = new Database(path.join(oldDir, SQLITE_FILE_NAME));
    undoWitnessSteps(db);
    db.exec('ALTER TABLE entries DROP COLUMN won');
    db.pragma('user_version = 8');
    db.close();

    const store = SqliteStore.open(oldDir);
    try {
      const later = { ...entry('2026-Q4', 'Younger', 60, '2026-11-05T00:00:00Z'), won: true };
      expect(await inscribe(store, later, null, new Date('2026-11-05'))).toMatchObject({
        ok: true,
        entry: { won: true },
      });
      expect(
        (await repositoriesOf(store).board.topEntries('2026-Q4', 10, 0)).map((e) => [e.playerName, e.won]),
      ).toEqual([
        ['Younger', true],
        ['Elder', false],
      ]);
    } finally {
      await store.close();
    }
  });
});

describe('a SQLite file written before the sealed board (schema step 15)', () => {
  const oldDir = tempDir('old-schema-15-');
  afterAll(() => removeDir(oldDir));

  it('opens migrated: its entries are counted by kind, and the sealed filter finds its sealed ones', async () => {
    const witnessed = { startedAt: new Date('2026-11-05T00:00:00Z'), lastMoveAt: new Date('2026-11-05T00:20:00Z') };
    const sealed = { ...witnessed, sealed: true };
    const stored = SqliteStore.open(oldDir);
    const now = new Date('2026-11-06');
    await inscribe(
      stored,
      { ...entry('2026-Q4', 'Sealed Elder', 70, '2026-11-05T01:00:00Z'), witness: sealed },
      null,
      now,
    );
    await inscribe(
      stored,
      { ...entry('2026-Q4', 'Seen Elder', 60, '2026-11-05T02:00:00Z'), witness: witnessed },
      null,
      now,
    );
    await inscribe(stored, entry('2026-Q4', 'Open Elder', 50, '2026-11-05T03:00:00Z'), null, now);
    await inscribe(stored, entry('2026-Q3', 'Older', 40, '2026-08-05T03:00:00Z'), null, now);
    await stored.close();
    const db = new Database(path.join(oldDir, SQLITE_FILE_NAME));
    undoSealedBoardStep(db);
    db.close();

    const store = SqliteStore.open(oldDir);
    try {
      const { board } = repositoriesOf(store);
      expect(await board.countKinds('2026-Q4')).toEqual({ sealed: 1, witnessed: 1, open: 1 });
      expect(await board.countKinds('2026-Q3')).toEqual({ sealed: 0, witnessed: 0, open: 1 });
      const page = await board.searchEntries({ season: '2026-Q4', query: '', limit: 10, offset: 0, sealedOnly: true });
      expect(page.rows.map((e) => [e.playerName, e.rank])).toEqual([['Sealed Elder', 1]]);
      expect(page.total).toBe(1);
      // The filter walks its partial index: no scan of the season.
      const plan = (
        new Database(path.join(oldDir, SQLITE_FILE_NAME), { readonly: true })
          .prepare(
            `EXPLAIN QUERY PLAN SELECT id FROM entries WHERE season = ? AND sealed = 1 ORDER BY final_score DESC, id LIMIT 10`,
          )
          .all('2026-Q4') as { detail: string }[]
      )
        .map((row) => row.detail)
        .join(' ');
      expect(plan).toContain('entries_sealed_board');
    } finally {
      await store.close();
    }
  });
});
