// JSON answers gzip-compressed when the client accepts it: a run record's full form (one object per
// action, ~32 bytes an action) of 10,000 actions drops from 316 KB to 9.4 KB, its compact form
// (?compact=1, what the replay viewer reads) from 16.3 KB to 5.0 KB (tests/bench/codeSize.bench.ts).
// The server has no general compression middleware: hashed assets are precompressed at build time
// (precompressed.ts) and small API answers gain nothing.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Request, Response } from 'express';

const gzipAsync = promisify(gzip);

// Below this a gzip header and a compression pass cost more than the bytes they save.
const MIN_COMPRESSED_BYTES = 1024;

/** Sends `body` as JSON, gzipped (off the event loop) when the request accepts gzip and it is worth it. */
export async function sendJson(req: Request, res: Response, body: unknown): Promise<void> {
  const json = Buffer.from(JSON.stringify(body), 'utf8');
  res.vary('Accept-Encoding');
  res.type('application/json');
  if (json.length < MIN_COMPRESSED_BYTES || req.acceptsEncodings('gzip', 'identity') !== 'gzip') {
    res.send(json);
    return;
  }
  const compressed = await gzipAsync(json);
  res.setHeader('Content-Encoding', 'gzip');
  res.send(compressed);
}
