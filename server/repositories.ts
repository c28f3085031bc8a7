// The repositories of one open store, for its backend: each feature's SQLite or MongoDB implementation
// on the store's database. Built once per store, so the app, the operator command and tests share them.
import type { Store } from './store/types';
import type { EntryRepository } from './scores/repository';
import { SqliteEntryRepository } from './scores/sqliteRepository';
import { MongoEntryRepository } from './scores/mongoRepository';
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
  coupons: CouponRepository;
  words: WordRepository;
  daily: DailyRepository;
  liveRuns: LiveRunRepository;
  runStats: RunStatsRepository;
}

const built = new WeakMap<Store, Repositories>();

/** The repositories on `store`'s database (the same objects on every call for one store). */
export function repositoriesOf(store: Store): Repositories {
  let repositories = built.get(store);
  if (!repositories) {
    const backend = store.backend;
    repositories =
      backend.kind === 'sqlite'
        ? {
            entries: new SqliteEntryRepository(backend.db, backend.sql, backend.summaryBlockSize),
            coupons: new SqliteCouponRepository(backend.sql),
            words: new SqliteWordRepository(backend.sql),
            daily: new SqliteDailyRepository(backend.sql),
            liveRuns: new SqliteLiveRunRepository(backend.sql, backend.db),
            runStats: new SqliteRunStatsRepository(backend.sql, backend.db),
          }
        : {
            entries: new MongoEntryRepository(backend.models),
            coupons: new MongoCouponRepository(backend.models),
            words: new MongoWordRepository(backend.models),
            daily: new MongoDailyRepository(backend.models),
            liveRuns: new MongoLiveRunRepository(backend.models),
            runStats: new MongoRunStatsRepository(backend.models),
          };
    built.set(store, repositories);
  }
  return repositories;
}
