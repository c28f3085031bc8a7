// Registered runs on SQLite (table live_runs, schema step 11; segments step 12): the witnessed log as
// packed segments (table live_run_segments, one row each, appended and never rewritten; a `packed`
// part for logs stored before) plus an unpacked tail that each batch appends to with one conditional
// UPDATE, the figures the log replays to and the live list (the statistics: runStats.ts).
import type Database from 'better-sqlite3';
import type { LiveRunAppend, LiveRunHead, LiveRunRecord, LiveRunSummary, NewLiveRun } from '../store/types';
import { packActions, unpackActions } from '../store/packedActions';
import type { Prepare } from '../store/sqlite/statements';
import type { LiveRunRepository } from './repository';

interface LiveRunRow {
  id: string;
  name: string;
  rules_version: number;
  seed: string;
  secret_hash: string;
  day: string | null;
  hidden_until: number;
  started_at: number;
  updated_at: number;
  count: number;
  packed: Buffer | null;
  tail: string;
  floor: number;
  score: number;
  outcome: LiveRunRecord['outcome'];
  killer: string | null;
  heat: number;
  entry_id: string | null;
  expired: number;
  ended: number;
  sealed: number;
}

/** A BLOB parameter: better-sqlite3 binds a Buffer, not a bare Uint8Array, as a BLOB. */
function blob(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function toRecord(row: LiveRunRow, segments: string): LiveRunRecord {
  return {
    id: row.id,
    name: row.name,
    rulesVersion: row.rules_version,
    seed: row.seed,
    secretHash: row.secret_hash,
    day: row.day,
    hiddenUntil: row.hidden_until > 0 ? new Date(row.hidden_until) : null,
    startedAt: new Date(row.started_at),
    updatedAt: new Date(row.updated_at),
    count: row.count,
    actions: (unpackActions(row.packed) ?? '') + segments + row.tail,
    tailChars: row.tail.length,
    floor: row.floor,
    score: row.score,
    outcome: row.outcome,
    killer: row.killer,
    heat: row.heat,
    entryId: row.entry_id,
    expired: row.expired === 1,
    sealed: row.sealed === 1,
    ended: row.ended === 1,
  };
}

const FIGURES =
  'count = @count, floor = @floor, score = @score, outcome = @outcome, killer = @killer, updated_at = @updated_at, heat = @heat';
/**
 * A live run, as the live list and the statistics count it (MongoDB: server/store/mongo/models.ts liveRunFilter):
 * not expired, moved since the first parameter, still playing with a move made, not hidden at the
 * second, not ended by its player.
 */
export const LIVE_RUN_WHERE = `expired = 0 AND updated_at >= ? AND outcome = 'playing' AND count > 0 AND hidden_until <= ? AND ended = 0`;

/** A batch is taken only at the stored count, not once the run expired, nor once its player ended a sealed run. */
const WHERE_AT = 'WHERE id = @id AND count = @from AND expired = 0 AND NOT (sealed = 1 AND ended = 1)';

/** The parameters of FIGURES and WHERE_AT. */
function figuresOf(id: string, append: LiveRunAppend) {
  return {
    id,
    from: append.from,
    count: append.count,
    floor: append.floor,
    score: append.score,
    outcome: append.outcome,
    killer: append.killer,
    updated_at: append.updatedAt.getTime(),
    heat: append.heat,
  };
}

/** The SQLite LiveRunRepository. */
export class SqliteLiveRunRepository implements LiveRunRepository {
  private readonly sealTransaction: (id: string, append: LiveRunAppend) => boolean;
  private readonly expireTransaction: (before: number) => number;

  constructor(
    private readonly sql: Prepare,
    db: Database.Database,
  ) {
    this.sealTransaction = db.transaction((id: string, append: LiveRunAppend) => this.sealNow(id, append));
    this.expireTransaction = db.transaction((before: number) => {
      // Logs dropped: their segments with them (the figures stay on the run's row). A sealed run's log
      // stays: its seed is revealed once it expires, and the log is what anyone checks against it.
      this.sql(
        `DELETE FROM live_run_segments WHERE run_id IN (SELECT id FROM live_runs WHERE expired = 0 AND sealed = 0 AND updated_at < ?)`,
      ).run(before);
      return this.sql(
        `UPDATE live_runs SET expired = 1,
           packed = CASE WHEN sealed = 1 THEN packed END, tail = CASE WHEN sealed = 1 THEN tail ELSE '' END
         WHERE expired = 0 AND updated_at < ?`,
      ).run(before).changes;
    });
  }

  /** The run's segments unpacked, in order ('' without any). */
  private segments(id: string): string {
    const rows = this.sql('SELECT packed FROM live_run_segments WHERE run_id = ? ORDER BY seq').all(id) as {
      packed: Buffer;
    }[];
    return rows.map((row) => unpackActions(row.packed) ?? '').join('');
  }

  private record(row: LiveRunRow | undefined): LiveRunRecord | null {
    return row ? toRecord(row, this.segments(row.id)) : null;
  }

  async create(run: NewLiveRun): Promise<void> {
    this.sql(
      `INSERT INTO live_runs (id, name, rules_version, seed, secret_hash, day, hidden_until, started_at, updated_at, heat, sealed)
       VALUES (@id, @name, @rules_version, @seed, @secret_hash, @day, @hidden_until, @started_at, @started_at, @heat, @sealed)`,
    ).run({
      id: run.id,
      name: run.name,
      rules_version: run.rulesVersion,
      seed: run.seed,
      secret_hash: run.secretHash,
      day: run.day,
      hidden_until: run.hiddenUntil?.getTime() ?? 0,
      started_at: run.startedAt.getTime(),
      heat: 0,
      sealed: run.sealed === true ? 1 : 0,
    });
  }

  async get(id: string): Promise<LiveRunRecord | null> {
    return this.record(this.sql('SELECT * FROM live_runs WHERE id = ?').get(id) as LiveRunRow | undefined);
  }

  async secretHash(id: string): Promise<string | null> {
    const row = this.sql('SELECT secret_hash FROM live_runs WHERE id = ?').get(id) as
      { secret_hash: string } | undefined;
    return row?.secret_hash ?? null;
  }

  async owner(id: string): Promise<{ secretHash: string; sealed: boolean } | null> {
    const row = this.sql('SELECT secret_hash, sealed FROM live_runs WHERE id = ?').get(id) as
      { secret_hash: string; sealed: number } | undefined;
    return row ? { secretHash: row.secret_hash, sealed: row.sealed === 1 } : null;
  }

  async end(id: string): Promise<void> {
    this.sql('UPDATE live_runs SET ended = 1 WHERE id = ?').run(id);
  }

  async heads(ids: readonly string[]): Promise<Map<string, LiveRunHead>> {
    if (ids.length === 0) return new Map();
    const rows = this.sql(
      'SELECT id, count, entry_id, expired, ended FROM live_runs WHERE id IN (SELECT value FROM json_each(?))',
    ).all(JSON.stringify(ids)) as {
      id: string;
      count: number;
      entry_id: string | null;
      expired: number;
      ended: number;
    }[];
    return new Map(
      rows.map((row) => [
        row.id,
        { count: row.count, entryId: row.entry_id, expired: row.expired === 1, ended: row.ended === 1 },
      ]),
    );
  }

  async append(id: string, append: LiveRunAppend): Promise<boolean> {
    if (append.seal) return this.sealTransaction(id, append);
    return (
      this.sql(`UPDATE live_runs SET tail = tail || @batch, ${FIGURES} ${WHERE_AT}`).run({
        ...figuresOf(id, append),
        batch: append.batch,
      }).changes === 1
    );
  }

  /** The tail and the batch packed into the run's next segment, the tail emptied (inside a transaction). */
  private sealNow(id: string, append: LiveRunAppend): boolean {
    const figures = figuresOf(id, append);
    const row = this.sql(`SELECT tail FROM live_runs ${WHERE_AT}`).get({ id, from: append.from }) as
      { tail: string } | undefined;
    if (!row) return false;
    this.sql(
      `INSERT INTO live_run_segments (run_id, seq, packed)
       VALUES (?, (SELECT coalesce(max(seq) + 1, 0) FROM live_run_segments WHERE run_id = ?), ?)`,
    ).run(id, id, blob(packActions(row.tail + append.batch)));
    return this.sql(`UPDATE live_runs SET tail = '', ${FIGURES} ${WHERE_AT}`).run(figures).changes === 1;
  }

  async list(since: Date, now: Date, limit: number): Promise<LiveRunSummary[]> {
    const rows = this.sql(
      `SELECT id, name, floor, score, updated_at, sealed FROM live_runs
       WHERE ${LIVE_RUN_WHERE}
       ORDER BY heat DESC, updated_at DESC, id LIMIT ?`,
    ).all(since.getTime(), now.getTime(), limit) as {
      id: string;
      name: string;
      floor: number;
      score: number;
      updated_at: number;
      sealed: number;
    }[];
    return rows.map(({ id, name, floor, score, updated_at, sealed }) => ({
      id,
      name,
      floor,
      score,
      updatedAt: new Date(updated_at),
      ...(sealed === 1 ? { sealed: true as const } : {}),
    }));
  }

  async find(seed: string, rulesVersion: number, secretHash: string): Promise<LiveRunRecord | null> {
    const row = this.sql(
      `SELECT * FROM live_runs WHERE seed = ? AND rules_version = ? AND secret_hash = ? ORDER BY started_at DESC, id LIMIT 1`,
    ).get(seed, rulesVersion, secretHash) as LiveRunRow | undefined;
    return this.record(row);
  }

  async seedTaken(seed: string, rulesVersion: number): Promise<boolean> {
    return !!this.sql('SELECT 1 FROM live_runs WHERE seed = ? AND rules_version = ? LIMIT 1').get(seed, rulesVersion);
  }

  async markInscribed(id: string, entryId: string): Promise<void> {
    this.sql('UPDATE live_runs SET entry_id = ? WHERE id = ?').run(entryId, id);
  }

  async expire(before: Date): Promise<number> {
    return this.expireTransaction(before.getTime());
  }
}
