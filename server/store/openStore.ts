// Chooses the store from the configuration: MongoDB when MONGODB_URI is set, else SQLite under DATA_DIR.
import fs from 'node:fs';
import type { Config } from '../config';
import type { Store } from './types';
import { SqliteStore } from './sqlite/sqliteStore';
import { MongoStore } from './mongo/mongoStore';
import { DEFAULT_PROFANITY_WORDS } from '../words/defaultWords';

/** Opens the SQLite store, naming DATA_DIR when its folder cannot be created or written. */
function openSqlite(dataDir: string): SqliteStore {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
    return SqliteStore.open(dataDir);
  } catch (error) {
    throw new Error(`DATA_DIR=${JSON.stringify(dataDir)} is not a writable folder: ${(error as Error).message}`);
  }
}

/** Opens and initialises the configured store. */
export async function openStore(config: Pick<Config, 'MONGODB_URI' | 'DATA_DIR'>): Promise<Store> {
  const store: Store = config.MONGODB_URI ? await MongoStore.connect(config.MONGODB_URI) : openSqlite(config.DATA_DIR);
  await store.init(DEFAULT_PROFANITY_WORDS);
  return store;
}
