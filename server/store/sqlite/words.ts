// Profanity word storage on SQLite.
import type Database from 'better-sqlite3';

/** Word calls of the SQLite store. Words are stored lower case and trimmed. */
export class SqliteWords {
  constructor(private readonly db: Database.Database) {}

  async list(): Promise<string[]> {
    return this.db.prepare('SELECT word FROM profanity_words ORDER BY word').pluck().all() as string[];
  }

  async add(word: string): Promise<boolean> {
    const key = word.trim().toLowerCase();
    return this.db.prepare('INSERT OR IGNORE INTO profanity_words (word) VALUES (?)').run(key).changes === 1;
  }

  async remove(word: string): Promise<boolean> {
    const key = word.trim().toLowerCase();
    return this.db.prepare('DELETE FROM profanity_words WHERE word = ?').run(key).changes === 1;
  }
}
