// Profanity word storage on SQLite.
import type { Prepare } from './statements';

/** Word calls of the SQLite store. Words are stored lower case and trimmed. */
export class SqliteWords {
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
