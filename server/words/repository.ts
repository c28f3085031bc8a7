// Where the profanity words are kept: stored trimmed and lower case, each once. The default list is
// written at the store's first start (Store.init); what a word forbids is src/shared/heroName.ts's.
/** The stored words (SQLite: sqliteRepository.ts, MongoDB: mongoRepository.ts). */
export interface WordRepository {
  /** The words, sorted. */
  list(): Promise<string[]>;
  /** Adds a word (trimmed, lower case); false when present. */
  add(word: string): Promise<boolean>;
  /** Removes a word (trimmed, any case); false when absent. */
  remove(word: string): Promise<boolean>;
}
