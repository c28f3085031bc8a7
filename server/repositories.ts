// The repositories of one open store, for its backend: each feature's SQLite or MongoDB implementation
// on the store's database. Built once per store, so the app, the operator command and tests share them.
// A MongoDB store's are built as it connects (server/mongoRepositories.ts), so that only a server on
// MongoDB loads mongoose.
import type { Backend, Store } from './store/types';
import type { BoardRepository, EntryRepository } from './scores/repository';
import { SqliteEntryRepository } from './scores/sqliteRepository';
import { SqliteBoardRepository } from './scores/sqliteBoardRepository';
import { RankCache } from './store/sqlite/rankCache';
import type { CouponRepository } from './coupons/repository';
import { SqliteCouponRepository } from './coupons/sqliteRepository';
import type { DailyRepository } from './daily/repository';
import { SqliteDailyRepository } from './daily/sqliteRepository';
import type { LiveRunRepository, RunStatsRepository } from './runs/repository';
import { SqliteLiveRunRepository } from './runs/sqliteRepository';
import { SqliteRunStatsRepository } from './runs/sqliteStatsRepository';
import type { WordRepository } from './words/repository';
import { SqliteWordRepository } from './words/sqliteRepository';

/** Every feature's repository. */
export interface Repositories {
  entries: EntryRepository;
  board: BoardRepository;
  coupons: CouponRepository;
  words: WordRepository;
  daily: DailyRepository;
  liveRuns: LiveRunRepository;
  runStats: RunStatsRepository;
}

function sqliteRepositories({ db, sql, summaryBlockSize }: Extract<Backend, { kind: 'sqlite' }>): Repositories {
  // One rank cache for the entries' writes and the boards' reads, so a write is seen by the next read.
  const ranks = new RankCache(db, summaryBlockSize);
  return {
    entries: new SqliteEntryRepository(db, sql, ranks),
    board: new SqliteBoardRepository(db, sql, ranks),
    coupons: new SqliteCouponRepository(sql),
    words: new SqliteWordRepository(sql),
    daily: new SqliteDailyRepository(sql),
    liveRuns: new SqliteLiveRunRepository(sql, db),
    runStats: new SqliteRunStatsRepository(sql, db),
  };
}

const built = new WeakMap<Store, Repositories>();

/** The repositories on `store`'s database (the same objects on every call for one store). */
export function repositoriesOf(store: Store): Repositories {
  let repositories = built.get(store);
  if (!repositories) {
    if (store.backend.kind !== 'sqlite')
      throw new Error('a MongoDB store is opened with its repositories: connectMongo (server/mongoRepositories.ts)');
    repositories = sqliteRepositories(store.backend);
    built.set(store, repositories);
  }
  return repositories;
}

/** Keeps `repositories` as `store`'s: the MongoDB side's, made as the store connects. */
export function keepRepositories(store: Store, repositories: Repositories): void {
  built.set(store, repositories);
}
