// A request body as gzip-compressed JSON (HTTP Content-Encoding: gzip), which the server's JSON body
// parser inflates before reading. A 10,000-action score submission drops from 16.5 KB to 5.4 KB
// (tests/bench/codeSize.bench.ts); fflate does it synchronously, with no browser stream API.
import { gzipSync } from 'fflate';

/** The gzip bytes of `body` as JSON. */
export function gzipJson(body: unknown): Uint8Array<ArrayBuffer> {
  const bytes = gzipSync(new TextEncoder().encode(JSON.stringify(body)), { level: 6 });
  // fflate types its result over ArrayBufferLike; fetch wants a plain ArrayBuffer behind the view.
  return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
}
