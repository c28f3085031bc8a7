// JSON bodies bounded before any work is done on them: their size by express.json's limit (checked
// against Content-Length before a byte is read, and again while a gzip body inflates), their nesting
// by a scan of the raw bytes before JSON.parse sees them. No call of ours nests deeper than 2
// ({ run: { ... } }); an object nested 5,000 deep once took the whole process down.
import express, { type RequestHandler } from 'express';
import { HttpError } from './errors';

/** Deepest nesting of objects and arrays a body may have. */
export const MAX_JSON_DEPTH = 4;

/** 400 text of a body nested deeper than MAX_JSON_DEPTH. */
export const TOO_DEEP_MESSAGE = `Malformed JSON body: nested deeper than ${MAX_JSON_DEPTH} levels`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x7b, 0x5b]);
const CLOSERS = new Set([0x7d, 0x5d]);

/** The deepest nesting of objects and arrays in JSON text (brackets inside strings do not count). */
export function jsonDepth(bytes: Uint8Array): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPENERS.has(byte)) deepest = Math.max(deepest, ++depth);
    else if (CLOSERS.has(byte)) depth--;
  }
  return deepest;
}

/** Parses a JSON body of at most `limitBytes` (inflated) and MAX_JSON_DEPTH levels; 413 / 400 otherwise. */
export function jsonBody(limitBytes: number): RequestHandler {
  return express.json({
    limit: limitBytes,
    verify: (_req, _res, bytes) => {
      if (jsonDepth(bytes) > MAX_JSON_DEPTH) throw new HttpError(400, TOO_DEEP_MESSAGE);
    },
  });
}
