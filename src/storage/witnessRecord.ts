// The witness of the running game (src/app/witness/witnessActor.ts keeps it): which registered run it is
// and how many of its actions the server has taken, kept beside the local save so a reloaded run goes on witnessed.
import { readStoredJson, writeStoredJson } from './storedJson';

/** Where the witness record lives: one run at a time, like the local save. */
export const WITNESS_STORAGE_KEY = 'dungeon-crawler-witness';

/** A registered run as this browser knows it; `ended` once it plays on unwitnessed. */
export interface WitnessRecord {
  id: string;
  runSecret: string;
  seed: string;
  startedAt: string;
  /** Actions the server has confirmed (its `witnessed` answer). */
  witnessed: number;
  ended: boolean;
}

function isRecord(value: unknown): value is WitnessRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    typeof r.runSecret === 'string' &&
    typeof r.seed === 'string' &&
    typeof r.startedAt === 'string' &&
    typeof r.witnessed === 'number' &&
    Number.isInteger(r.witnessed) &&
    r.witnessed >= 0 &&
    typeof r.ended === 'boolean'
  );
}

/** The stored record, or null when none is kept or it is unreadable. */
export function loadWitnessRecord(storage?: Pick<Storage, 'getItem'>): WitnessRecord | null {
  const value = readStoredJson(WITNESS_STORAGE_KEY, storage);
  return isRecord(value) ? value : null;
}

/** Keeps the record (skipped silently where storage is blocked or full). */
export function saveWitnessRecord(record: WitnessRecord, storage?: Pick<Storage, 'setItem'>): void {
  writeStoredJson(WITNESS_STORAGE_KEY, record, storage);
}

/** The stored record when it belongs to the run of `seed` and `runSecret` and still witnesses it, else null. */
export function witnessRecordFor(
  run: { seed: string; runSecret?: string },
  storage?: Pick<Storage, 'getItem'>,
): WitnessRecord | null {
  const record = loadWitnessRecord(storage);
  if (!record || record.ended || run.runSecret === undefined) return null;
  return record.seed === run.seed && record.runSecret === run.runSecret ? record : null;
}
