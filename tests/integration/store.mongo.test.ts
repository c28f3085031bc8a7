// The store contract on MongoDB: runs only when MONGODB_URI points at a server (none can be
// installed on the build machines), each run in a fresh database that is dropped afterwards.
import { afterAll } from 'vitest';
import mongoose from 'mongoose';
import { MongoStore } from '../../server/store/mongo/mongoStore';
import { storeContract } from './store.contract';

const uri = process.env.MONGODB_URI;
if (!uri) console.warn('MongoDB contract suite SKIPPED: set MONGODB_URI to run it');

const dbName = `hall_contract_${process.pid}_${Date.now()}`;

/** The URI with the database path replaced by a throwaway database. */
function withDatabase(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

storeContract('MongoDB', async () => MongoStore.connect(withDatabase(uri!, dbName)), !uri);

afterAll(async () => {
  if (!uri) return;
  const connection = await mongoose.createConnection(withDatabase(uri, dbName)).asPromise();
  await connection.dropDatabase();
  await connection.close();
});
