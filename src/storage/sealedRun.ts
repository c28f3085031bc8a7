// A sealed run as this browser keeps it between visits (src/app/sealed/): which run it is, the view the
// server last answered (shown at once on a reload, until the server answers again) and what the dealer
// needs to carry on. One run at a time, like the local save of an open run; the engine's save codes do
// not hold sealed runs (their seed is the server's).
import type { GameView } from '../engine';
import { readStoredJson, writeStoredJson } from './storedJson';

/** Where the sealed run lives: beside the open run's save key. */
export const SEALED_STORAGE_KEY = 'dungeon-crawler-sealed';

/** The run, its last view, and the dealer's state (its actions in compact form, encodeActions). */
export interface SealedRunRecord {
  id: string;
  runSecret: string;
  commitment: string;
  startedAt: string;
  /** The day of the daily challenge it is, or null. */
  daily: string | null;
  view: GameView;
  /** The server's count as last answered, and the actions played after it (compact form). */
  base: number;
  unsent: string;
}

function isRecord(value: unknown): value is SealedRunRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    typeof r.runSecret === 'string' &&
    typeof r.commitment === 'string' &&
    typeof r.startedAt === 'string' &&
    (typeof r.daily === 'string' || r.daily === null) &&
    typeof r.view === 'object' &&
    r.view !== null &&
    Number.isInteger(r.base) &&
    (r.base as number) >= 0 &&
    typeof r.unsent === 'string'
  );
}

/** The kept sealed run, or null when none is kept or it is unreadable. */
export function loadSealedRun(storage?: Pick<Storage, 'getItem'>): SealedRunRecord | null {
  const value = readStoredJson(SEALED_STORAGE_KEY, storage);
  return isRecord(value) ? value : null;
}

/** Keeps the record (skipped silently where storage is blocked or full: the server still has the run). */
export function saveSealedRun(record: SealedRunRecord, storage?: Pick<Storage, 'setItem'>): void {
  writeStoredJson(SEALED_STORAGE_KEY, record, storage);
}

/** Forgets the kept sealed run (it ended, or the player quit it). */
export function clearSealedRun(storage?: Pick<Storage, 'removeItem'>): void {
  try {
    (storage ?? localStorage).removeItem(SEALED_STORAGE_KEY);
  } catch {
    // A storage we cannot touch holds nothing of ours.
  }
}

/** True when a sealed run is kept (whether it reads is checked later): the start screen resumes it. */
export function hasSealedRun(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return (storage?.getItem(SEALED_STORAGE_KEY) ?? null) !== null;
  } catch {
    return false;
  }
}
