// The stored form of a run's action log, shared by both stores. A 10,000-action compact log
// (src/engine/save/actionCodec.ts) is 16.2 KB as text and about 5 KB packed (npm run bench:codes).
// Packed bytes are a zlib stream (RFC 1950): its Adler-32 checksum makes a damaged value fail loudly
// instead of replaying a different run, and its first byte (0x78) leaves room for a later byte form
// that starts otherwise. A store keeps a packed log as bytes (SQLite BLOB, MongoDB BinData) and an
// entry written before packing keeps its text (SQLite TEXT, MongoDB string): the value's own type
// tells the two apart, so old entries are read as they are, forever. They are never rewritten in
// bulk (one pass over every row of a large board, at start or by hand, for space that new entries
// save anyway); an entry carried further is stored again, packed (see docs/OPERATIONS.md).
import { zlibSync } from 'fflate';
import { unzlibCapped } from '../../src/engine/save/compressedCode';
import { MAX_RUN_ACTIONS_TEXT } from '../../src/shared/api';

/**
 * Most bytes a stored log may inflate to: the longest log accepted (MAX_RUN_ACTIONS_TEXT UTF-16
 * units, each at most 3 UTF-8 bytes), so a damaged or hostile value costs bounded memory.
 */
export const MAX_PACKED_LOG_BYTES = 3 * MAX_RUN_ACTIONS_TEXT;

/** A stored log as a store reads it back: text (entries stored before packing), bytes, or absent. */
export type StoredActions = string | Uint8Array | null | undefined;

/** The packed bytes of a compact action log. */
export function packActions(log: string): Uint8Array {
  // Level 6, as save codes use: at 10,000 actions level 9 packs no smaller (5,231 bytes against 5,229)
  // and level 4 is only 0.6% larger; packing takes about 0.5 ms, unpacking 0.2 ms.
  return zlibSync(new TextEncoder().encode(log), { level: 6 });
}

/** The compact log of a stored value (text as is, bytes inflated), or null when none was stored. */
export function unpackActions(stored: StoredActions): string | null {
  if (stored === null || stored === undefined) return null;
  if (typeof stored === 'string') return stored;
  const bytes = unzlibCapped(stored, MAX_PACKED_LOG_BYTES);
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
