// Chooses the store from the configuration: MongoDB when MONGODB_URI is set, else SQLite under DATA_DIR.
import fs from 'node:fs';
import type { Config } from '../config';
import type { Store } from './types';
import { SqliteStore } from './sqlite/sqliteStore';
import { MongoStore } from './mongo/mongoStore';

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

/** Opens and initialises the configured store; a new store's word list starts as `defaultWords`. */
export async function openStore(
  config: Pick<Config, 'MONGODB_URI' | 'DATA_DIR'>,
  defaultWords: readonly string[],
): Promise<Store> {
  const store: Store = config.MONGODB_URI ? await MongoStore.connect(config.MONGODB_URI) : openSqlite(config.DATA_DIR);
  await store.init(defaultWords);
  return store;
}
