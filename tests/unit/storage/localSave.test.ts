import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine';
import { createLocalSaveStore, SAVE_STORAGE_KEY } from '../../../src/storage/localSave';

/** A Web Storage stand-in backed by a Map. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

describe('local save adapter', () => {
  it('writes an obfuscated save under the fixed key and resumes it', () => {
    const storage = memoryStorage();
    const store = createLocalSaveStore(storage, () => 1_700_000_000_000);
    const game = newGame('Keeper', 'seed-k');
    store.save(game);
    const raw = storage.getItem(SAVE_STORAGE_KEY)!;
    expect(raw).not.toContain('Keeper');
    expect(store.load()?.player.name).toBe('Keeper');
  });

  it('gives no resume and no error for an unreadable save', () => {
    const storage = memoryStorage();
    storage.setItem(SAVE_STORAGE_KEY, 'garbage!!');
    expect(createLocalSaveStore(storage).load()).toBeNull();
    expect(createLocalSaveStore(null).load()).toBeNull();
  });

  it('writes a state already stored only when something else has written the key since', () => {
    const storage = memoryStorage();
    const writes: string[] = [];
    const counted = {
      ...storage,
      setItem: (k: string, v: string) => (writes.push(v), storage.setItem(k, v)),
    };
    let clock = 1_700_000_000_000;
    const store = createLocalSaveStore(counted, () => clock++);
    const game = newGame('Keeper', 'seed-k');
    store.save(game);
    store.save(game);
    expect(writes).toHaveLength(1);
    storage.setItem(SAVE_STORAGE_KEY, 'another tab');
    store.save(game);
    expect(writes).toHaveLength(2);
    expect(store.load()?.player.name).toBe('Keeper');
    const other = newGame('Other', 'seed-o');
    store.save(other);
    expect(writes).toHaveLength(3);
    store.clear();
    store.save(other);
    expect(writes).toHaveLength(4);
  });

  it('clears the save (after death or quit)', () => {
    const storage = memoryStorage();
    const store = createLocalSaveStore(storage);
    store.save(newGame('Gone', 's'));
    store.clear();
    expect(store.load()).toBeNull();
  });
});
