// The repositories of one open store, for its backend: each feature's SQLite or MongoDB implementation
// on the store's database. Built once per store, so the app, the operator command and tests share them.
import type { Backend, Store } from './store/types';
import type { BoardRepository, EntryRepository } from './scores/repository';
import { SqliteEntryRepository } from './scores/sqliteRepository';
import { SqliteBoardRepository } from './scores/sqliteBoardRepository';
import { MongoEntryRepository } from './scores/mongoRepository';
import { CountCache, MongoBoardRepository } from './scores/mongoBoardRepository';
import { RankCache } from './store/sqlite/rankCache';
import type { CouponRepository } from './coupons/repository';
import { SqliteCouponRepository } from './coupons/sqliteRepository';
import { MongoCouponRepository } from './coupons/mongoRepository';
import type { DailyRepository } from './daily/repository';
import { SqliteDailyRepository } from './daily/sqliteRepository';
import { MongoDailyRepository } from './daily/mongoRepository';
import type { LiveRunRepository, RunStatsRepository } from './runs/repository';
import { SqliteLiveRunRepository } from './runs/sqliteRepository';
import { MongoLiveRunRepository } from './runs/mongoRepository';
import { SqliteRunStatsRepository } from './runs/sqliteStatsRepository';
import { MongoRunStatsRepository } from './runs/mongoStatsRepository';
import type { WordRepository } from './words/repository';
import { SqliteWordRepository } from './words/sqliteRepository';
import { MongoWordRepository } from './words/mongoRepository';

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

function mongoRepositories({ models }: Extract<Backend, { kind: 'mongodb' }>): Repositories {
  // One count cache: the boards' counts are forgotten when this instance writes an entry.
  const counts = new CountCache();
  return {
    entries: new MongoEntryRepository(models, counts),
    board: new MongoBoardRepository(models, counts),
    coupons: new MongoCouponRepository(models),
    words: new MongoWordRepository(models),
    daily: new MongoDailyRepository(models),
    liveRuns: new MongoLiveRunRepository(models),
    runStats: new MongoRunStatsRepository(models),
  };
}

const built = new WeakMap<Store, Repositories>();

/** The repositories on `store`'s database (the same objects on every call for one store). */
export function repositoriesOf(store: Store): Repositories {
  let repositories = built.get(store);
  if (!repositories) {
    repositories =
      store.backend.kind === 'sqlite' ? sqliteRepositories(store.backend) : mongoRepositories(store.backend);
    built.set(store, repositories);
  }
  return repositories;
}
