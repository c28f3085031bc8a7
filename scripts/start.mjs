// `npm start`: builds the client when dist/client is missing or older than its sources,
// bundles the server into dist/server when stale, then runs it (SQLite under DATA_DIR unless
// MONGODB_URI is set) on PORT (default 3000) and prints the URL.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_DIST, buildServer } from './buildServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientIndex = path.join(root, 'dist', 'client', 'index.html');
const serverEntry = path.join(SERVER_DIST, 'index.mjs');
// Everything each build reads; newer files here mean the build output is stale.
const CLIENT_SOURCES = ['src', 'public', 'assets', 'index.html', 'vite.config.ts', 'scripts/precompress.ts', 'package.json'];
const SERVER_SOURCES = ['server', 'src/shared', 'src/engine', 'package.json', 'scripts/buildServer.mjs'];
// Caps the V8 heap so the process stays well under 250 MB with a million entries (live data is
// about 80 MB); without a cap V8 lets garbage pile up under load. NODE_OPTIONS can override it.
const HEAP_FLAG = '--max-old-space-size=160';

/** Newest modification time under `target` (files and folders, recursively), 0 when absent. */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when `output` is missing or older than any of `sources`. */
function isStale(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

if (isStale(clientIndex, CLIENT_SOURCES)) {
  console.log('Building the game client (vite build)...');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The client build failed; fix the errors above and run npm start again.');
    process.exit(build.status ?? 1);
  }
}

// The bundle is plain JavaScript (no TypeScript loader in memory); if it cannot be built,
// run the sources through tsx instead so the game still starts.
let serverArgs = [HEAP_FLAG, serverEntry];
if (isStale(serverEntry, SERVER_SOURCES)) {
  try {
    await buildServer();
  } catch (error) {
    console.warn(`Server bundle failed (${error.message}); running the sources with tsx instead.`);
    serverArgs = [HEAP_FLAG, '--import', 'tsx', path.join(root, 'server', 'index.ts')];
  }
}

const port = process.env.PORT || '3000';
console.log(`Starting the Hall of Legends server: http://localhost:${port}/`);
const server = spawn(process.execPath, serverArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: port } });
// Pass stop signals on, so the server shuts down gracefully and closes the store.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
