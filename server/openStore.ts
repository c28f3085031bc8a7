// Chooses the store from the configuration: MongoDB when MONGODB_URI is set, else SQLite under DATA_DIR.
// MongoDB's side (mongoose and its driver: over a third of the server's start-up CPU) is imported only
// by a server that uses it.
import fs from 'node:fs';
import type { Config } from './config';
import type { Store } from './store/types';
import { SqliteStore } from './store/sqlite/sqliteStore';

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
  const store: Store = config.MONGODB_URI
    ? await (await import('./mongoRepositories')).connectMongo(config.MONGODB_URI)
    : openSqlite(config.DATA_DIR);
  await store.init(defaultWords);
  return store;
}
