// The contract of the word repository (server/words/repository.ts), passed by its SQLite and MongoDB
// implementations alike: words kept trimmed and lower case, each once, listed in order.
import { describe, expect, it } from 'vitest';
import type { Store } from '../../server/store/types';
import { freshRepositories } from '../support/server/freshRepositories';

/** Registers the suite for the words of a store made by `open` (a fresh, empty store). */
export function wordRepositoryContract(label: string, open: () => Promise<Store>, skip = false): void {
  describe.skipIf(skip)(`${label} word repository contract`, () => {
    const repos = freshRepositories(open, ['darn', 'heck']);

    it('adds a word once (trimmed, any case), removes it once, and lists them sorted', async () => {
      expect(await repos.words.list()).toEqual(['darn', 'heck']);
      expect(await repos.words.add(' Blast ')).toBe(true);
      expect(await repos.words.add('blast')).toBe(false);
      expect(await repos.words.add('BLAST')).toBe(false);
      expect(await repos.words.remove('heck')).toBe(true);
      expect(await repos.words.remove(' HECK ')).toBe(false);
      expect(await repos.words.remove('Darn ')).toBe(true);
      expect(await repos.words.add('aardvark')).toBe(true);
      expect(await repos.words.list()).toEqual(['aardvark', 'blast']);
    });
  });
}
