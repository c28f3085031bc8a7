// The compressed envelope of save codes: a marker, then URL-safe base64 of the zlib-compressed (RFC 1950:
// deflate plus an Adler-32 checksum) UTF-8 text. A 10,000-action save shrinks from 60 KB of plain base64
// to 12.7 KB (tests/bench/codeSize.bench.ts); the checksum makes a code mistyped by hand fail plainly
// ('Invalid save code') instead of loading a quietly different, unverified game.
// fflate is pure computation (no DOM, no Node API on the sync paths used here), so the engine stays pure.
import { Inflate, zlibSync } from 'fflate';
import { base64UrlToBytes, bytesToBase64Url } from './base64';
import { adler32 } from './adler32';

/**
 * Marks a compressed code. Plain codes are base64 of JSON and always start 'ey' ('{"'), and '.' is
 * outside both base64 alphabets, so no plain code can start with it; the digit leaves room for a
 * later envelope (a binary action encoding, say) without guessing.
 */
export const COMPRESSED_CODE_PREFIX = 'dcz1.';

/**
 * Most bytes a compressed code may inflate to: a 200,000-action save (the longest one replayed,
 * saveCode.ts) is under 1 MB of JSON, so 4 MB leaves room while a deflate bomb (up to ~1,000:1)
 * is stopped after at most this much work plus one input slice's worth.
 */
export const MAX_INFLATED_BYTES = 4 * 1024 * 1024;

// Compressed bytes fed to the inflater per step: each step can write at most ~1 MB, then the cap is checked.
const INPUT_SLICE = 1024;
// zlib framing: a 2-byte header before the deflate stream, the 4-byte big-endian Adler-32 after it.
const HEADER_BYTES = 2;
const CHECKSUM_BYTES = 4;

/** The compressed code of a text (any unicode). */
export function compressText(text: string): string {
  const bytes = zlibSync(new TextEncoder().encode(text), { level: 6, mem: 8 });
  return COMPRESSED_CODE_PREFIX + bytesToBase64Url(bytes);
}

/** Whether a code (whitespace already removed) is in the compressed envelope. */
export function isCompressedCode(code: string): boolean {
  return code.startsWith(COMPRESSED_CODE_PREFIX);
}

/** Raw-deflated bytes inflated, throwing once the output passes `maxBytes` or the stream is cut short. */
export function inflateCapped(deflated: Uint8Array, maxBytes: number): Uint8Array {
  const parts: Uint8Array[] = [];
  let total = 0;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > maxBytes) throw new Error(`inflates past ${maxBytes} bytes`);
    parts.push(chunk);
  });
  // An empty push still tells the inflater the stream ended (it throws if no final block came).
  for (let at = 0; at < deflated.length || at === 0; at += INPUT_SLICE) {
    inflater.push(deflated.subarray(at, at + INPUT_SLICE), at + INPUT_SLICE >= deflated.length);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The bytes of a zlib stream, inflated under the cap; throws on a bad header, a cut stream or a wrong checksum. */
export function unzlibCapped(bytes: Uint8Array, maxBytes: number): Uint8Array {
  if (bytes.length < HEADER_BYTES + CHECKSUM_BYTES) throw new Error('too short for zlib');
  const [cmf, flg] = bytes;
  // Deflate method, header check bits, no preset dictionary (RFC 1950 section 2.2).
  if ((cmf & 0x0f) !== 8 || ((cmf << 8) | flg) % 31 !== 0 || (flg & 0x20) !== 0) throw new Error('not a zlib header');
  const out = inflateCapped(bytes.subarray(HEADER_BYTES, bytes.length - CHECKSUM_BYTES), maxBytes);
  const tail = bytes.length - CHECKSUM_BYTES;
  const expected = ((bytes[tail] << 24) | (bytes[tail + 1] << 16) | (bytes[tail + 2] << 8) | bytes[tail + 3]) >>> 0;
  if (adler32(out) !== expected) throw new Error('checksum mismatch');
  return out;
}

/** The text of a compressed code; throws on a bad marker, bad base64, a cut or corrupt stream, bad UTF-8 or a bomb. */
export function decompressText(code: string, maxBytes = MAX_INFLATED_BYTES): string {
  if (!isCompressedCode(code)) throw new Error('not a compressed code');
  const bytes = unzlibCapped(base64UrlToBytes(code.slice(COMPRESSED_CODE_PREFIX.length)), maxBytes);
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
