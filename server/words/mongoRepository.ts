// The profanity words on MongoDB (the Word model of server/store/mongo/models.ts, unique by word).
import type { WordRepository } from './repository';
import type { Models } from '../store/mongo/models';

/** The MongoDB WordRepository. */
export class MongoWordRepository implements WordRepository {
  constructor(private readonly models: Models) {}

  async list(): Promise<string[]> {
    const docs = await this.models.Word.find().sort({ word: 1 }).lean();
    return docs.map((d) => d.word);
  }

  async add(word: string): Promise<boolean> {
    const key = word.trim().toLowerCase();
    const result = await this.models.Word.updateOne({ word: key }, { $setOnInsert: { word: key } }, { upsert: true });
    return result.upsertedCount === 1;
  }

  async remove(word: string): Promise<boolean> {
    return (await this.models.Word.deleteOne({ word: word.trim().toLowerCase() })).deletedCount === 1;
  }
}
