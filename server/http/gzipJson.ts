// JSON answers gzip-compressed when the client accepts it: a run record's full form (one object per
// action, ~32 bytes an action) of 10,000 actions drops from 316 KB to 9.4 KB, its compact form
// (?compact=1, what the replay viewer reads) from 16.3 KB to 5.0 KB (tests/bench/codeSize.bench.ts).
// The server has no general compression middleware: hashed assets are precompressed at build time
// (precompressed.ts) and small API answers gain nothing.
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** A body as JSON, gzipped off the event loop: kept by a cache and sent by sendGzippedJson. */
export function gzipJson(body: unknown): Promise<Buffer> {
  return gzipAsync(Buffer.from(JSON.stringify(body), 'utf8'));
}

/** Sends gzipped JSON as it is when the request accepts gzip, else inflated. */
export async function sendGzippedJson(req: Request, res: Response, gzipped: Buffer): Promise<void> {
  res.vary('Accept-Encoding');
  res.type('application/json');
  if (req.acceptsEncodings('gzip', 'identity') !== 'gzip') {
    res.send(await gunzipAsync(gzipped));
    return;
  }
  res.setHeader('Content-Encoding', 'gzip');
  res.send(gzipped);
}

// Below this, gzip saves less than its CPU costs (a sealed run's usual answer: its view's changes).
const GZIP_MIN_BYTES = 2048;

/** Sends `body` as JSON, gzipped off the event loop when it is long enough to gain from it. */
export async function sendJsonAnswer(req: Request, res: Response, body: unknown): Promise<void> {
  const json = JSON.stringify(body);
  if (json.length < GZIP_MIN_BYTES) return void res.type('application/json').send(json);
  await sendGzippedJson(req, res, await gzipAsync(Buffer.from(json, 'utf8')));
}
