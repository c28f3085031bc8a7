// Settings the player chooses (sound, display, key bindings) are kept as JSON in localStorage. Storage
// may be blocked (private modes, sandboxed frames) or hold anything: reading never throws, writing
// is skipped, and each setting's own reader checks the fields.

/** Where settings live: the page's localStorage, or undefined when the page may not touch it. */
export function settingsStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The JSON stored under `key`, parsed; undefined when absent, unparsable or storage is blocked. */
export function readStoredJson(
  key: string,
  storage: Pick<Storage, 'getItem'> | undefined = settingsStorage(),
): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers `value` under `key`; silently skipped when storage is blocked or full (it still holds for this visit). */
export function writeStoredJson(
  key: string,
  value: unknown,
  storage: Pick<Storage, 'setItem'> | undefined = settingsStorage(),
): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the choice stays in force until the page closes.
  }
}
