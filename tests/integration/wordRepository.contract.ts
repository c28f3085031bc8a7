// The contract of the word repository (server/words/repository.ts), passed by its SQLite and MongoDB
// implementations alike: words kept trimmed and lower case, each once, listed in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../server/store/types';
import { repositoriesOf } from '../../server/repositories';
import type { WordRepository } from '../../server/words/repository';

/** Registers the suite for the words of a store made by `open` (a fresh, empty store). */
export function wordRepositoryContract(label: string, open: () => Promise<Store>, skip = false): void {
  describe.skipIf(skip)(`${label} word repository contract`, () => {
    let store: Store;
    let words: WordRepository;
    beforeAll(async () => {
      store = await open();
      await store.init(['darn', 'heck']);
      words = repositoriesOf(store).words;
    });
    afterAll(async () => {
      await store?.close();
    });

    it('adds a word once (trimmed, any case), removes it once, and lists them sorted', async () => {
      expect(await words.list()).toEqual(['darn', 'heck']);
      expect(await words.add(' Blast ')).toBe(true);
      expect(await words.add('blast')).toBe(false);
      expect(await words.add('BLAST')).toBe(false);
      expect(await words.remove('heck')).toBe(true);
      expect(await words.remove(' HECK ')).toBe(false);
      expect(await words.remove('Darn ')).toBe(true);
      expect(await words.add('aardvark')).toBe(true);
      expect(await words.list()).toEqual(['aardvark', 'blast']);
    });
  });
}
