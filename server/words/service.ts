// The stored profanity list, read by the name rules and served to the client.
import type { WordRepository } from './repository';

/** Reads the list, kept `ttlMs` after each read (the app keeps it 10 s on MongoDB). */
export class WordsService {
  private cache: { at: number; words: string[] } | null = null;

  constructor(
    private readonly words: Pick<WordRepository, 'list'>,
    private readonly ttlMs: number,
  ) {}

  async list(): Promise<string[]> {
    if (this.cache && Date.now() - this.cache.at < this.ttlMs) return this.cache.words;
    const words = await this.words.list();
    this.cache = { at: Date.now(), words };
    return words;
  }
}
