// The store contract on the embedded SQLite implementation, on a real file in a temp folder.
import { SqliteStore } from '../../server/store/sqlite/sqliteStore';
import { storeContract } from './store.contract';
import { tempDir } from './helpers/server';

storeContract('SQLite', async () => SqliteStore.open(tempDir('store-')));
