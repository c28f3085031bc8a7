// The run as it was last inscribed from this browser (its seed and action count), kept beside the local
// save: after a reload, a run the Hall of Legends holds as it stands still quits without the warning
// that quitting would lose it.
import { readStoredJson, writeStoredJson } from './storedJson';

/** Where the mark lives: one run at a time, like the local save. */
export const INSCRIBED_STORAGE_KEY = 'dungeon-crawler-inscribed';

/** A run as it was inscribed: its seed and how many actions it had then. */
export interface InscribedMark {
  seed: string;
  actions: number;
}

function isMark(value: unknown): value is InscribedMark {
  if (typeof value !== 'object' || value === null) return false;
  const mark = value as Record<string, unknown>;
  return typeof mark.seed === 'string' && Number.isInteger(mark.actions) && (mark.actions as number) >= 0;
}

/** The stored mark, or null when none is kept or it is unreadable. */
export function loadInscribedMark(storage?: Pick<Storage, 'getItem'>): InscribedMark | null {
  const value = readStoredJson(INSCRIBED_STORAGE_KEY, storage);
  return isMark(value) ? value : null;
}

/** Keeps the mark (skipped silently where storage is blocked or full: it holds for this visit). */
export function saveInscribedMark(mark: InscribedMark, storage?: Pick<Storage, 'setItem'>): void {
  writeStoredJson(INSCRIBED_STORAGE_KEY, mark, storage);
}

/** True when `run` is the run of `mark` with no action since it was inscribed. */
export function inscribedAsItStands(
  run: { seed: string; actions: readonly unknown[] },
  mark: InscribedMark | null,
): boolean {
  return mark !== null && mark.seed === run.seed && mark.actions === run.actions.length;
}
