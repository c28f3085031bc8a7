// The stored profanity list, read by the name rules and served to the client.
import type { Store } from '../store/types';

/** Reads the list; cached briefly on MongoDB, where each read is a network round trip. */
export class WordsService {
  private cache: { at: number; words: string[] } | null = null;

  constructor(
    private readonly store: Store,
    private readonly ttlMs: number = store.kind === 'mongodb' ? 10_000 : 0,
  ) {}

  async list(): Promise<string[]> {
    if (this.cache && Date.now() - this.cache.at < this.ttlMs) return this.cache.words;
    const words = await this.store.listWords();
    this.cache = { at: Date.now(), words };
    return words;
  }
}
