// The MongoDB store (MONGODB_URI) through mongoose: stateless server instances can share it. It
// connects, creates the indexes and seeds the word list; the repositories (server/repositories.ts)
// work on its models.
import mongoose, { type Connection } from 'mongoose';
import type { Backend, Store } from '../types';
import { ensureStatIndexes, modelsFor, type Models } from './models';
import { backfillPieces } from './mongoEntries';
import * as daily from './daily';

/** The MongoDB implementation of Store. */
export class MongoStore implements Store {
  readonly kind = 'mongodb' as const;
  readonly backend: Extract<Backend, { kind: 'mongodb' }>;
  private readonly models: Models;

  private constructor(private readonly connection: Connection) {
    this.models = modelsFor(connection);
    this.backend = { kind: 'mongodb', models: this.models, connection };
  }

  /** Connects; fails fast (10 s) when the server cannot be reached. */
  static async connect(uri: string): Promise<MongoStore> {
    const connection = mongoose.createConnection(uri, { serverSelectionTimeoutMS: 10_000, maxPoolSize: 20 });
    try {
      await connection.asPromise();
    } catch (error) {
      await connection.close().catch(() => undefined);
      // The URI may hold a password: name only its hosts.
      const hosts = uri.replace(/^mongodb(\+srv)?:\/\/([^@/]*@)?/, '').split('/')[0];
      throw new Error(`Cannot reach MongoDB (MONGODB_URI hosts ${hosts}): ${(error as Error).message}`);
    }
    return new MongoStore(connection);
  }

  async init(defaultWords: readonly string[]): Promise<void> {
    const { Entry, Coupon, Word, Setting, LiveRun } = this.models;
    await daily.dropOutgrownIndexes(this.models);
    await Promise.all([Entry.createIndexes(), Coupon.createIndexes(), Word.createIndexes(), LiveRun.createIndexes()]);
    // Runs stored before the statistics kept running counts are counted by the first count (RunStats).
    await ensureStatIndexes(this.models);
    await backfillPieces(this.models);
    const seeded = await Setting.findOneAndUpdate(
      { _id: 'words_seeded' },
      { $setOnInsert: { value: '1' } },
      { upsert: true, returnDocument: 'before' },
    ).lean();
    // Only the instance that created the marker seeds; the others see it already set.
    if (seeded) return;
    const ops = defaultWords.map((w) => ({
      updateOne: {
        filter: { word: w.toLowerCase() },
        update: { $setOnInsert: { word: w.toLowerCase() } },
        upsert: true,
      },
    }));
    if (ops.length > 0) await Word.bulkWrite(ops, { ordered: false });
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  /** The open connection, for the rate limits server/http/rateLimit.ts keeps in this database. */
  rateLimitConnection(): Connection {
    return this.connection;
  }

  async ping(): Promise<void> {
    await this.connection.db?.admin().ping();
  }
}
