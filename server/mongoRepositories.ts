// The MongoDB side of the store: the connection and each feature's MongoDB repository on it. Imported
// only where MongoDB is used (server/openStore.ts when MONGODB_URI is set, the MongoDB tests), so a
// server on SQLite never loads mongoose.
import type { Backend } from './store/types';
import { MongoStore } from './store/mongo/mongoStore';
import { keepRepositories, type Repositories } from './repositories';
import { MongoEntryRepository } from './scores/mongoRepository';
import { CountCache, MongoBoardRepository } from './scores/mongoBoardRepository';
import { MongoCouponRepository } from './coupons/mongoRepository';
import { MongoDailyRepository } from './daily/mongoRepository';
import { MongoLiveRunRepository } from './runs/mongoRepository';
import { MongoRunStatsRepository } from './runs/mongoStatsRepository';
import { MongoWordRepository } from './words/mongoRepository';

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

/** Connects to `uri` (MongoStore.connect) with the store's repositories made: repositoriesOf finds them. */
export async function connectMongo(uri: string): Promise<MongoStore> {
  const store = await MongoStore.connect(uri);
  keepRepositories(store, mongoRepositories(store.backend));
  return store;
}
