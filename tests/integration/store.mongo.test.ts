// Every repository contract on MongoDB: runs only when MONGODB_URI points at a server (none can be
// installed on the build machines), each run in a fresh database that is dropped afterwards.
import { afterAll } from 'vitest';
import mongoose, { Types } from 'mongoose';
import { connectMongo } from '../../server/mongoRepositories';
import { entryRepositoryContract, type RawLogs } from './entryRepository.contract';
import { runRepositoriesContract } from './runRepositories.contract';
import { couponRepositoryContract } from './couponRepository.contract';
import { wordRepositoryContract } from './wordRepository.contract';
import { dailyRepositoryContract } from './dailyRepository.contract';
import { sealedBoardContract } from './sealedBoard.contract';

const uri = process.env.MONGODB_URI;
if (!uri) console.warn('MongoDB contract suite SKIPPED: set MONGODB_URI to run it');

const dbName = `hall_contract_${process.pid}_${Date.now()}`;

/** The URI with the database path replaced by a throwaway database. */
function withDatabase(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

// A second connection to the contract's database, through the driver: the old form of a log is a
// string in the actions field, the packed form BinData.
let rawConnection: mongoose.Connection | undefined;
const rawLogs = (): RawLogs => {
  rawConnection ??= mongoose.createConnection(withDatabase(uri!, dbName));
  const entries = () => rawConnection!.asPromise().then((c) => c.collection('entries'));
  return {
    writeText: async (id, log) =>
      void (await entries()).updateOne({ _id: new Types.ObjectId(id) }, { $set: { actions: log } }),
    storedForm: async (id) => {
      const doc = await (await entries()).findOne({ _id: new Types.ObjectId(id) });
      const value: unknown = doc?.actions;
      if (typeof value === 'string') return { form: 'text', bytes: Buffer.byteLength(value) };
      return { form: 'packed', bytes: (value as mongoose.mongo.Binary).length() };
    },
  };
};

entryRepositoryContract('MongoDB', async () => connectMongo(withDatabase(uri!, dbName)), !uri, rawLogs);
// The witnessed runs' part in a database of its own (it expects a fresh store).
runRepositoriesContract('MongoDB', async () => connectMongo(withDatabase(uri!, `${dbName}_live`)), !uri);
couponRepositoryContract('MongoDB', async () => connectMongo(withDatabase(uri!, `${dbName}_coupons`)), !uri);
wordRepositoryContract('MongoDB', async () => connectMongo(withDatabase(uri!, `${dbName}_words`)), !uri);
dailyRepositoryContract('MongoDB', async () => connectMongo(withDatabase(uri!, `${dbName}_daily`)), !uri);
sealedBoardContract('MongoDB', async () => connectMongo(withDatabase(uri!, `${dbName}_sealed`)), !uri);

afterAll(async () => {
  if (!uri) return;
  await rawConnection?.close();
  for (const name of [
    dbName,
    `${dbName}_live`,
    `${dbName}_coupons`,
    `${dbName}_words`,
    `${dbName}_daily`,
    `${dbName}_sealed`,
  ]) {
    const connection = await mongoose.createConnection(withDatabase(uri, name)).asPromise();
    await connection.dropDatabase();
    await connection.close();
  }
});
