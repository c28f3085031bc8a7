// `npm start`: runs the built server (dist/server) with the built client (dist/client) on PORT
// (default 3000; SQLite under DATA_DIR unless MONGODB_URI is set) and prints the URL.
//
// Two ways to use it (docs/OPERATIONS.md):
// - a developer's checkout (`npm install && npm start`): the build tools are installed, so a missing
//   or stale build is rebuilt first;
// - a production box (`npm run build` once, then `npm ci --omit=dev && npm start`, or a copy of the
//   built tree): vite is absent or NODE_ENV=production, so nothing is rebuilt and vite is never loaded.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_INDEX, CLIENT_SOURCES, ROOT, SERVER_ENTRY, SERVER_SOURCES, isStale } from './buildInputs.mjs';

const viteBin = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
// Caps the V8 heap so the process stays well under 250 MB with a million entries (live data is
// about 80 MB); without a cap V8 lets garbage pile up under load. HEAP_MB changes it (flags in
// NODE_OPTIONS come before this one on the command line, so they cannot).
const heapMb = /^\d+$/.test(process.env.HEAP_MB ?? '') ? process.env.HEAP_MB : '160';
const HEAP_FLAG = `--max-old-space-size=${heapMb}`;

/** Prints one line and exits 1. */
function fail(message) {
  console.error(message);
  process.exit(1);
}

// A production box never rebuilds: without the build tools it cannot, and with NODE_ENV=production
// it must not (a deploy runs the build it shipped).
const canBuild = fs.existsSync(viteBin) && process.env.NODE_ENV !== 'production';

let serverArgs = [HEAP_FLAG, SERVER_ENTRY];
if (canBuild) {
  if (isStale(CLIENT_INDEX, CLIENT_SOURCES)) {
    console.log('Building the game client (vite build)...');
    const build = spawnSync(process.execPath, [viteBin, 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) fail('The client build failed; fix the errors above and run npm start again.');
  }
  if (isStale(SERVER_ENTRY, SERVER_SOURCES)) {
    // Loaded only here: buildServer.mjs imports vite, which a production install does not have.
    const { buildServer } = await import('./buildServer.mjs');
    try {
      await buildServer();
    } catch (error) {
      // The bundle is plain JavaScript (no TypeScript loader in memory); if it cannot be built,
      // run the sources through tsx instead so the game still starts.
      console.warn(`Server bundle failed (${error.message}); running the sources with tsx instead.`);
      serverArgs = [HEAP_FLAG, '--import', 'tsx', path.join(ROOT, 'server', 'index.ts')];
    }
  }
} else {
  const missing = [CLIENT_INDEX, SERVER_ENTRY].filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    fail(
      `Not built: ${missing.map((file) => path.relative(ROOT, file)).join(', ')} missing. ` +
        'Run npm run build where the dev dependencies are installed, then start again.',
    );
  }
}

const port = process.env.PORT || '3000';
console.log(`Starting the Hall of Legends server: http://localhost:${port}/`);
const server = spawn(process.execPath, serverArgs, {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});
// Pass stop signals on, so the server shuts down gracefully and closes the store.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
