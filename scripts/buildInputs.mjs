// What each build reads and where it writes, for `npm start` (scripts/start.mjs) and the test suites
// (tests/support/server/process.ts): a build whose output is older than any of its inputs is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The client build's entry page, and everything `vite build` reads. */
export const CLIENT_INDEX = path.join(ROOT, 'dist', 'client', 'index.html');
export const CLIENT_SOURCES = [
  'src',
  'public',
  'assets',
  'index.html',
  'vite.config.ts',
  'scripts/precompress.ts',
  'package.json',
];

/** The server bundle's entry (scripts/buildServer.mjs), and everything it is built from. */
export const SERVER_ENTRY = path.join(ROOT, 'dist', 'server', 'index.mjs');
export const SERVER_SOURCES = ['server', 'src/shared', 'src/engine', 'package.json', 'scripts/buildServer.mjs'];

/** Newest modification time under `target` (files and folders, recursively), 0 when absent. */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when `output` is missing or older than any of `sources` (paths from the repository root). */
export function isStale(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(ROOT, source)) > built);
}
