// The store a repository's contract suite runs on: opened fresh before the suite, closed after it.
import { afterAll, beforeAll } from 'vitest';
import { repositoriesOf, type Repositories } from '../../../server/repositories';
import type { Store } from '../../../server/store/types';

/**
 * Opens a fresh store with `open` (seeded with `words`) before the suite and closes it after; the
 * returned repositories are that store's, read inside the suite's tests.
 */
export function freshRepositories(open: () => Promise<Store>, words: string[] = []): Repositories {
  let store: Store | undefined;
  let repositories: Repositories | undefined;
  beforeAll(async () => {
    store = await open();
    await store.init(words);
    repositories = repositoriesOf(store);
  });
  afterAll(async () => {
    await store?.close();
  });
  return new Proxy({} as Repositories, {
    get(_, name: keyof Repositories) {
      if (!repositories) throw new Error('the repositories are read before the suite opened its store');
      return repositories[name];
    },
  });
}
