// Mapping between SQLite rows and the store's entry objects. The statistics' columns are derived
// from the shared schema (src/shared/scoreFields.ts); the table itself is created by the migrations
// in schema.ts, which tests/integration/scoreFields.test.ts holds to the same list.
import { SCORE_STAT_KEYS, type ScoreStatKey, type ScoreStats } from '../../../src/shared/scoreFields';
import type { NewEntry, RankedEntry } from '../types';
import { packActions } from '../packedActions';
import { nameKey } from '../../runLog/nameKey';

/** A camelCase key in snake_case, as the entries table names its columns (monstersKilled: monsters_killed). */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Uppercase<Head> ? `_${Lowercase<Head>}` : Head}${SnakeCase<Tail>}`
  : S;
export type StatColumn = SnakeCase<ScoreStatKey>;

/** Each statistic with its column. */
export const STAT_COLUMNS: readonly { key: ScoreStatKey; column: StatColumn }[] = SCORE_STAT_KEYS.map((key) => ({
  key,
  column: key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as StatColumn,
}));

/** The entries table row as better-sqlite3 returns it. */
export type EntryRow = { [C in StatColumn]: number } & {
  id: number;
  season: string;
  player_name: string;
  is_premium: number;
  completed_at: number;
  /** 1 when the run took the last portal (schema step 9; 0 for entries stored before it). */
  won: number;
  /** 1 when the inscription equals its run's witnessed log (schema step 10), with that run's start and last move (ms). */
  witnessed: number;
  run_started_at: number | null;
  run_last_move_at: number | null;
  /** 1 when the witnessed run was sealed (schema step 14). */
  sealed: number;
};

/** Columns read for an entry (everything but the run's seed and the name key). */
export const ENTRY_COLUMNS = [
  'id',
  'season',
  'player_name',
  ...STAT_COLUMNS.map((s) => s.column),
  'is_premium',
  'completed_at',
  'won',
  'witnessed',
  'run_started_at',
  'run_last_move_at',
  'sealed',
].join(', ');

export { nameKey };

/** The statistics of a row. */
export function statsOfRow(row: EntryRow): ScoreStats {
  const stats = {} as ScoreStats;
  for (const { key, column } of STAT_COLUMNS) stats[key] = row[column];
  return stats;
}

/** Row to entry, with its rank. */
export function toRankedEntry(row: EntryRow, rank: number): RankedEntry {
  return {
    id: String(row.id),
    season: row.season,
    playerName: row.player_name,
    ...statsOfRow(row),
    isPremium: row.is_premium === 1,
    completedAt: new Date(row.completed_at),
    rank,
    won: row.won === 1,
    ...(row.witnessed === 1 && row.run_started_at !== null && row.run_last_move_at !== null
      ? {
          witness: {
            startedAt: new Date(row.run_started_at),
            lastMoveAt: new Date(row.run_last_move_at),
            ...(row.sealed === 1 ? { sealed: true } : {}),
          },
        }
      : {}),
  };
}

/** Entry to named insert parameters; the log is stored packed, as a BLOB (server/store/packedActions.ts). */
export function toInsertParams(entry: NewEntry): Record<string, string | number | Buffer | null> {
  const packed = packActions(entry.actions);
  const params: Record<string, string | number | Buffer | null> = {
    season: entry.season,
    player_name: entry.playerName.trim(),
    name_key: nameKey(entry.playerName),
    is_premium: entry.isPremium ? 1 : 0,
    completed_at: entry.completedAt.getTime(),
    rules_version: entry.rulesVersion,
    seed: entry.seed,
    run_name: entry.runName,
    // better-sqlite3 binds a Buffer, not a bare Uint8Array, as a BLOB.
    actions: Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength),
    secret_hash: entry.secretHash,
    run_key: entry.runKey,
    won: entry.won === true ? 1 : 0,
    witnessed: entry.witness ? 1 : 0,
    run_started_at: entry.witness?.startedAt.getTime() ?? null,
    run_last_move_at: entry.witness?.lastMoveAt.getTime() ?? null,
    sealed: entry.witness?.sealed === true ? 1 : 0,
  };
  for (const { key, column } of STAT_COLUMNS) params[column] = entry[key];
  return params;
}

/** The columns an insert writes, each bound to the toInsertParams value of its name. */
const INSERT_COLUMNS = [
  'season',
  'player_name',
  'name_key',
  ...STAT_COLUMNS.map((s) => s.column),
  'is_premium',
  'completed_at',
  'rules_version',
  'seed',
  'run_name',
  'actions',
  'secret_hash',
  'run_key',
  'won',
  'witnessed',
  'run_started_at',
  'run_last_move_at',
  'sealed',
];

/** The INSERT statement matching toInsertParams. */
export const INSERT_ENTRY_SQL = `INSERT INTO entries (${INSERT_COLUMNS.join(', ')})
  VALUES (${INSERT_COLUMNS.map((c) => `@${c}`).join(', ')})`;

/** INSERT_ENTRY_SQL keeping a given id (@id): a replaced entry keeps its place in links and rows. */
export const INSERT_ENTRY_WITH_ID_SQL = INSERT_ENTRY_SQL.replace(
  'INSERT INTO entries (',
  'INSERT INTO entries (id, ',
).replace('VALUES (', 'VALUES (@id, ');

/** The run columns of an entry, as StoredRun reads them. */
export interface RunRow {
  id: number;
  season: string;
  player_name: string;
  name_key: string;
  final_score: number;
  is_premium: number;
  rules_version: number;
  seed: string;
  run_name: string | null;
  /**
   * The log: a BLOB (a Buffer) when packed, TEXT from entries stored before packing, NULL from
   * entries stored before logs were kept. The column keeps TEXT affinity; SQLite stores a BLOB in it
   * unconverted, so the value's type is the mark (server/store/packedActions.ts).
   */
  actions: string | Buffer | null;
  secret_hash: string | null;
}

/** Columns read for a RunRow. */
export const RUN_COLUMNS =
  'id, season, player_name, name_key, final_score, is_premium, rules_version, seed, run_name, actions, secret_hash';
