// Chooses the store from the configuration: MongoDB when MONGODB_URI is set, else SQLite under DATA_DIR.
import type { Config } from '../config';
import type { Store } from './types';
import { SqliteStore } from './sqlite/sqliteStore';
import { MongoStore } from './mongo/mongoStore';
import { DEFAULT_PROFANITY_WORDS } from '../words/defaultWords';

/** Opens and initialises the configured store. */
export async function openStore(config: Pick<Config, 'MONGODB_URI' | 'DATA_DIR'>): Promise<Store> {
  const store: Store = config.MONGODB_URI ? await MongoStore.connect(config.MONGODB_URI) : SqliteStore.open(config.DATA_DIR);
  await store.init(DEFAULT_PROFANITY_WORDS);
  return store;
}
