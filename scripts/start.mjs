// `npm start`: builds the client when dist/client is missing or older than its sources, then
// runs the server (SQLite under DATA_DIR unless MONGODB_URI is set) on PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientIndex = path.join(root, 'dist', 'client', 'index.html');
// Everything the client build reads; newer files here mean dist/client is stale.
const SOURCES = ['src', 'assets', 'index.html', 'vite.config.ts', 'package.json'];

/** Newest modification time under `target` (files and folders, recursively), 0 when absent. */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function clientIsStale() {
  if (!fs.existsSync(clientIndex)) return true;
  const built = fs.statSync(clientIndex).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

if (clientIsStale()) {
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

const port = process.env.PORT || '3000';
console.log(`Starting the Hall of Legends server: http://localhost:${port}/`);
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'index.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});
// Pass stop signals on, so the server shuts down gracefully and closes the store.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
