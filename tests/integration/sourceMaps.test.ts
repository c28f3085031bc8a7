// The production client ships no source maps: a .map holds every client source file whole (the
// engine, the save-code checks), and the server would serve it to anyone. An operator who wants
// them builds with SOURCEMAPS=1. Both builds are real `vite build`s into temp folders (about 6 s each).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, removeDir, startApp, tempDir, type TestServer } from '../support/server/process';

/** Builds the client into a new temp folder, as an operator's `npm run build` does; returns the folder. */
function buildClient(extraEnv: Record<string, string>): string {
  const outDir = tempDir('client-maps-');
  // As an operator runs it: vitest's NODE_ENV=test would give a development build.
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv };
  delete env.NODE_ENV;
  if (!('SOURCEMAPS' in extraEnv)) delete env.SOURCEMAPS;
  const run = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`vite build failed:\n${run.stdout}\n${run.stderr}`);
  return outDir;
}

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

/** The entry script index.html loads, as '/assets/index-HASH.js'. */
function entryScript(dir: string): string {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  return /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
}

describe('a default production build', () => {
  let clientDir: string;
  let server: TestServer;
  beforeAll(async () => {
    clientDir = buildClient({});
    server = await startApp({ config: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await server?.stop();
    removeDir(clientDir);
  });

  it('writes no .map file and no sourceMappingURL comment', () => {
    const files = filesUnder(clientDir);
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(5);
    expect(files.filter((f) => /\.map(\.(br|gz))?$/.test(f))).toEqual([]);
    for (const file of files.filter((f) => f.endsWith('.js'))) {
      // A boolean, not toContain: a failure would print a 300 KB bundle.
      expect(fs.readFileSync(path.join(clientDir, file), 'utf8').includes('sourceMappingURL'), file).toBe(false);
    }
  });

  it('serves the scripts without a map comment, and no map', async () => {
    const entry = entryScript(clientDir);
    for (const script of [entry, '/sw.js']) {
      const res = await fetch(`${server.url}${script}`);
      expect(res.status).toBe(200);
      expect((await res.text()).includes('sourceMappingURL'), script).toBe(false);
    }
    for (const map of [`${entry}.map`, '/sw.js.map']) {
      const res = await fetch(`${server.url}${map}`);
      expect(res.status, map).toBe(404);
      expect(await res.text()).toBe(`Not found: ${map}`);
    }
  });
});

describe('a build with SOURCEMAPS=1', () => {
  let clientDir: string;
  beforeAll(() => {
    clientDir = buildClient({ SOURCEMAPS: '1' });
  });
  afterAll(() => removeDir(clientDir));

  it('writes the maps the operator asked for', () => {
    const entry = entryScript(clientDir).slice(1);
    expect(fs.existsSync(path.join(clientDir, `${entry}.map`))).toBe(true);
    expect(fs.existsSync(path.join(clientDir, 'sw.js.map'))).toBe(true);
    expect(fs.readFileSync(path.join(clientDir, entry), 'utf8').includes('sourceMappingURL')).toBe(true);
  });
});
