// The score statistics have one definition (src/shared/scoreFields.ts); every list of them elsewhere,
// derived or written out, must carry each one. Each case gives every statistic its own value and
// fails naming the statistics a mapping loses: the engine's submission, the API schemas, the
// verifier, the presenter, the served run, the replay viewer's check, the SQLite table and row
// mapping, and the MongoDB model and document mapping (checked without a server: no MONGODB_URI here).
import Database from 'better-sqlite3';
import mongoose, { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { newGame, replay, runRecord, scoreSubmission } from '../../src/engine';
import { encodeActions } from '../../src/engine/save/actionCodec';
import { GameStatsRequestSchema, HighScoreSchema, toGameStatsBody } from '../../src/shared/api';
import {
  SCORE_STAT_KEYS,
  STAT_READ_DEFAULTS,
  pickStats,
  type ScoreStatKey,
  type ScoreStats,
} from '../../src/shared/scoreFields';
import { figureMismatches } from '../../src/ui/replay/checkFigures';
import { toHighScore } from '../../server/scores/present';
import { toServedRun } from '../../server/scores/storedRun';
import { verifyRun } from '../../server/scores/verify';
import { modelsFor, type EntryDoc } from '../../server/store/mongo/models';
import { toRankedEntry as docToEntry } from '../../server/store/mongo/mongoEntries';
import {
  STAT_COLUMNS,
  toInsertParams,
  toRankedEntry as rowToEntry,
  type EntryRow,
} from '../../server/store/sqlite/rows';
import { migrate } from '../../server/store/sqlite/schema';
import { SqliteStore } from '../../server/store/sqlite/sqliteStore';
import type { NewEntry, RankedEntry } from '../../server/store/types';
import { playRun } from '../support/engine/runs';
import { removeDir, tempDir } from '../support/server/process';
import { repositoriesOf } from '../../server/repositories';

/** Every statistic with a value of its own (none equal to another or to its read default). */
const VALUES = Object.fromEntries(SCORE_STAT_KEYS.map((key, i) => [key, 101 + 7 * i])) as ScoreStats;

/** The statistics whose value in `found` is not the one given in `expected` (missing ones included). */
function lost(found: object, expected: ScoreStats = VALUES): ScoreStatKey[] {
  const values = found as Partial<Record<ScoreStatKey, unknown>>;
  return SCORE_STAT_KEYS.filter((key) => values[key] !== expected[key]);
}

const season = '2026-Q4';
const completedAt = new Date('2026-11-02T10:00:00Z');
const newEntry: NewEntry = {
  ...VALUES,
  season,
  playerName: 'Statwise',
  isPremium: true,
  completedAt,
  rulesVersion: 1,
  seed: 'seed-statwise',
  runName: 'Statwise',
  actions: 'rrd',
  secretHash: null,
  runKey: 'key-statwise',
};
const ranked: RankedEntry = {
  ...VALUES,
  id: '12',
  season,
  playerName: 'Statwise',
  isPremium: true,
  completedAt,
  rank: 3,
};

describe('every score statistic, everywhere it is listed', () => {
  it('is derived by the engine for a submission', () => {
    const submission = scoreSubmission(newGame('Bran', 'fields-seed'));
    expect(SCORE_STAT_KEYS.filter((key) => typeof submission[key] !== 'number')).toEqual([]);
  });

  it('is read from a game-stats request and kept in an entry as read, with the defaults when missing', () => {
    const run = runRecord(newGame('Bran', 'fields-seed'));
    const body = toGameStatsBody({ ...VALUES, playerName: 'Bran', isPremium: false, run });
    expect(lost(GameStatsRequestSchema.parse(body))).toEqual([]);
    const read = HighScoreSchema.parse({
      ...VALUES,
      id: 4,
      playerName: 'Bran',
      isPremium: true,
      completedAt: '2026-11-02T10:00:00.000Z',
      rank: 1,
    });
    expect(lost(read)).toEqual([]);
    const defaults = { ...STAT_READ_DEFAULTS, finalScore: 5 };
    expect(lost(HighScoreSchema.parse({ id: 4, finalScore: 5 }), defaults)).toEqual([]);
  });

  it('is compared by the verifier: a claim one off in any statistic is refused naming it', () => {
    const state = playRun('Vera', 'seed-vera', 80);
    const honest = pickStats(scoreSubmission(state));
    const record = runRecord(state);
    const run = { ...record, actions: encodeActions(record.actions) };
    const accepted = verifyRun({ claimed: honest, run });
    expect(accepted.ok && lost(accepted.stats, honest)).toEqual([]);
    const passed = SCORE_STAT_KEYS.filter((key) => {
      const result = verifyRun({ claimed: { ...honest, [key]: honest[key] + 1 }, run });
      return result.ok || !result.error.startsWith(`Score refused: claimed ${key} ${honest[key] + 1} `);
    });
    expect(passed).toEqual([]);
  });

  it('is shown by the presenter, served with a run and checked by the replay viewer', () => {
    expect(lost(toHighScore(ranked))).toEqual([]);
    const served = toServedRun(
      {
        id: '12',
        season,
        playerName: 'Statwise',
        rulesVersion: 1,
        seed: 's',
        name: 'Statwise',
        actions: '',
        secretHash: null,
        stats: VALUES,
      },
      true,
      () => true,
    );
    expect(lost(served.figures)).toEqual([]);
    const replayed = { ...scoreSubmission(replay(runRecord(newGame('Bran', 'fields-seed')))), ...VALUES };
    const everyOneOff = Object.fromEntries(SCORE_STAT_KEYS.map((key) => [key, VALUES[key] + 1]));
    const reported = figureMismatches(everyOneOff, replayed).map((m) => m.field);
    expect(SCORE_STAT_KEYS.filter((key) => !reported.includes(key))).toEqual([]);
  });

  describe('SQLite', () => {
    const dir = tempDir('fields-');
    afterAll(() => removeDir(dir));

    it('has a column for each statistic in the migrated entries table', () => {
      const db = new Database(':memory:');
      migrate(db);
      const columns = (db.prepare('PRAGMA table_info(entries)').all() as { name: string }[]).map((c) => c.name);
      db.close();
      expect(STAT_COLUMNS.filter((s) => !columns.includes(s.column)).map((s) => s.key)).toEqual([]);
    });

    it('writes each statistic to its column and reads it back into the entry', async () => {
      const params = toInsertParams(newEntry);
      expect(STAT_COLUMNS.filter((s) => params[s.column] !== VALUES[s.key]).map((s) => s.key)).toEqual([]);
      const row = {
        id: 12,
        season,
        player_name: 'Statwise',
        is_premium: 1,
        completed_at: completedAt.getTime(),
        ...params,
      } as unknown as EntryRow;
      expect(lost(rowToEntry(row, 1))).toEqual([]);
      const store = SqliteStore.open(dir);
      const inserted = await repositoriesOf(store).entries.insertEntry(newEntry, null);
      expect(inserted.ok && lost(inserted.entry)).toEqual([]);
      const [top] = await repositoriesOf(store).board.topEntries(season, 1, 0);
      expect(lost(top)).toEqual([]);
      expect(lost((await repositoriesOf(store).entries.getRun(top.id))?.stats ?? {})).toEqual([]);
      await store.close();
    });
  });

  describe('MongoDB (the model and the mapping, no server)', () => {
    const connection = mongoose.createConnection();
    const { Entry } = modelsFor(connection);
    afterAll(() => connection.close());
    const doc: EntryDoc & { _id: Types.ObjectId } = {
      ...newEntry,
      _id: new Types.ObjectId(),
      nameKey: 'statwise',
      grams: ['s', 'st', 'sta'],
    };

    it('requires each statistic in an entry document', async () => {
      await expect(new Entry(doc).validate()).resolves.toBeUndefined();
      const optional: ScoreStatKey[] = [];
      for (const key of SCORE_STAT_KEYS) {
        const { [key]: _dropped, ...without } = doc;
        const error = await new Entry(without).validate().then(
          () => null,
          (e: mongoose.Error.ValidationError) => e,
        );
        if (!error?.errors[key]) optional.push(key);
      }
      expect(optional).toEqual([]);
    });

    it('reads each statistic from a document into the entry', () => {
      expect(lost(docToEntry(doc, 1))).toEqual([]);
    });
  });
});
