// The profanity words on SQLite (the profanity_words table of server/store/sqlite/schema.ts).
import type { WordRepository } from './repository';
import type { Prepare } from '../store/sqlite/statements';

/** The SQLite WordRepository. */
export class SqliteWordRepository implements WordRepository {
  constructor(private readonly sql: Prepare) {}

  async list(): Promise<string[]> {
    return this.sql('SELECT word FROM profanity_words ORDER BY word').pluck().all() as string[];
  }

  async add(word: string): Promise<boolean> {
    const key = word.trim().toLowerCase();
    return this.sql('INSERT OR IGNORE INTO profanity_words (word) VALUES (?)').run(key).changes === 1;
  }

  async remove(word: string): Promise<boolean> {
    const key = word.trim().toLowerCase();
    return this.sql('DELETE FROM profanity_words WHERE word = ?').run(key).changes === 1;
  }
}
