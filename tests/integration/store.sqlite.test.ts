// The store contract on the embedded SQLite implementation, on a real file in a temp folder.
import { afterAll } from 'vitest';
import { SqliteStore } from '../../server/store/sqlite/sqliteStore';
import { storeContract } from './store.contract';
import { removeDir, tempDir } from './helpers/server';

const dir = tempDir('store-');
storeContract('SQLite', async () => SqliteStore.open(dir));
afterAll(() => removeDir(dir));
