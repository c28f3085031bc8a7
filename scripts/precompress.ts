// Vite plugin: after the client build, writes a brotli (.br) and a gzip (.gz) copy of every text
// asset, so the server can send them as they are (server/http/precompressed.ts) instead of sending
// the raw bytes or compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;
// Below this, headers cost more than compression saves.
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function compressFile(path: string): void {
  const raw = readFileSync(path);
  if (raw.length < MIN_BYTES) return;
  const brotliParams = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length };
  writeFileSync(`${path}.br`, brotliCompressSync(raw, { params: brotliParams }));
  writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
}

/** The plugin: compresses dist/client/assets once the bundle is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      filesUnder(join(outDir, 'assets'))
        .filter((f) => COMPRESSIBLE.test(f))
        .forEach(compressFile);
    },
  };
}
