// The embedded store: one SQLite file under DATA_DIR via better-sqlite3, WAL mode.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Backend, Store } from '../types';
import { migrate, seedWords } from './schema';
import { statementCache, type Prepare } from './statements';

/** File name of the database inside DATA_DIR. */
export const SQLITE_FILE_NAME = 'hall-of-legends.sqlite';

/** Tuning of the embedded store (tests use small summary blocks to cross many block boundaries). */
export interface SqliteStoreOptions {
  /** Entries per block of the search summary of the board order. */
  summaryBlockSize?: number;
}

/** The SQLite implementation of Store. */
export class SqliteStore implements Store {
  readonly kind = 'sqlite' as const;
  readonly backend: Backend;
  /** Prepared statements of this database, reused by SQL text. */
  private readonly sql: Prepare;

  private constructor(
    private readonly db: Database.Database,
    options: SqliteStoreOptions,
  ) {
    this.sql = statementCache(db);
    this.backend = { kind: 'sqlite', db, sql: this.sql, summaryBlockSize: options.summaryBlockSize };
  }

  /** Opens (creating the folder and file if needed) and migrates the database. */
  static open(dataDir: string, options: SqliteStoreOptions = {}): SqliteStore {
    fs.mkdirSync(dataDir, { recursive: true });
    const db = new Database(path.join(dataDir, SQLITE_FILE_NAME));
    db.pragma('journal_mode = WAL');
    // NORMAL is durable across application crashes in WAL mode; only an OS crash may lose the last commits.
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 5000');
    // 16 MB of page cache (default 2 MB): the interior pages of name_postings (about 6 MB at a
    // million names) stay cached, so inserts and searches descend it without re-reading them.
    db.pragma('cache_size = -16384');
    migrate(db);
    return new SqliteStore(db, options);
  }

  async init(defaultWords: readonly string[]): Promise<void> {
    seedWords(this.db, defaultWords);
    // Runs stored before the statistics kept running counts, and any not counted yet, are counted by
    // the first count (server/runs/stats.ts, as the app starts), in one set-based step (about 1 s for 300,000).
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  async ping(): Promise<void> {
    this.sql('SELECT 1').get();
  }
}
