// The operator's path of docs/OPERATIONS.md, for real: `npm run build` in a copy of the project
// (dev dependencies present), then the built tree with only the production dependencies (what
// `npm ci --omit=dev` installs, taken from package-lock.json) and `npm start`: the game and the API
// answer, vite is never needed and nothing is rebuilt.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, removeDir, tempDir, waitUntil } from '../support/server/process';

const repo = path.resolve(import.meta.dirname, '../..');
// What the build reads (tests are not part of a deploy).
const PROJECT_FILES = [
  'src',
  'server',
  'scripts',
  'public',
  'assets',
  'index.html',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
];

/** Copies the project's sources into `dir` and links the full (dev) node_modules beside them. */
function copySources(dir: string): void {
  for (const name of PROJECT_FILES) {
    if (fs.existsSync(path.join(repo, name)))
      fs.cpSync(path.join(repo, name), path.join(dir, name), { recursive: true });
  }
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
}

/**
 * Runs the steps of package.json's build script, less the typecheck (the `typecheck` script covers it);
 * returns what they printed, stdout and stderr.
 */
function runBuild(dir: string): string {
  const script: string = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts.build;
  // As an operator runs it: vitest's NODE_ENV=test would give a development (unminified) worker.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${path.join(dir, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
  };
  delete env.NODE_ENV;
  let printed = '';
  for (const step of script.split('&&').map((s) => s.trim())) {
    if (step.startsWith('tsc ')) continue;
    const run = spawnSync(step, { cwd: dir, shell: true, env, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`${step} failed:\n${run.stdout}\n${run.stderr}`);
    printed += run.stdout + run.stderr;
  }
  return printed;
}

/**
 * The packages `npm ci --omit=dev` installs: every package-lock entry not marked dev, copied (as hard
 * links, so it is quick) from the repository's node_modules. A real copy, not a symlink, so a missing
 * dependency cannot be found through the repository's full install.
 */
function installProductionDependencies(dir: string): string[] {
  const lock = JSON.parse(fs.readFileSync(path.join(repo, 'package-lock.json'), 'utf8'));
  const installed: string[] = [];
  for (const [where, entry] of Object.entries<{ dev?: boolean }>(lock.packages)) {
    if (!where.startsWith('node_modules/') || entry.dev) continue;
    const from = path.join(repo, where);
    // Optional packages for other platforms are in the lock but not on disk.
    if (!fs.existsSync(from)) continue;
    const to = path.join(dir, where);
    if (fs.existsSync(to)) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    const linked = spawnSync('cp', ['-al', from, to]);
    if (linked.status !== 0) fs.cpSync(from, to, { recursive: true });
    installed.push(where);
  }
  return installed;
}

/** Copies the built tree (everything but node_modules) from `from` to `to`. */
function copyBuiltTree(from: string, to: string): void {
  for (const name of fs.readdirSync(from)) {
    if (name !== 'node_modules') fs.cpSync(path.join(from, name), path.join(to, name), { recursive: true });
  }
}

/** Runs `npm start`'s script in `dir`; resolves the URL from the "listening" log line. */
function start(dir: string, env: Record<string, string>) {
  const launched = launchServer({ script: 'scripts/start.mjs', cwd: dir, env });
  const { child, out, err } = launched;
  const port = () => /"msg":"listening","url":"http:\/\/localhost:(\d+)\/"/.exec(out())?.[1];
  const listening = async (): Promise<string> => {
    await waitUntil(() => port() !== undefined, `the server did not start:\n${out()}\n${err()}`, {
      stop: () => (child.exitCode !== null ? `exited ${child.exitCode}:\n${out()}\n${err()}` : null),
    });
    return `http://127.0.0.1:${port()}`;
  };
  return { ...launched, listening };
}

describe('production path: build once, run without dev dependencies', () => {
  let root: string;
  let run: string;
  let buildOutput: string;
  beforeAll(() => {
    root = tempDir('prod-');
    const build = path.join(root, 'build');
    run = path.join(root, 'run');
    fs.mkdirSync(build);
    fs.mkdirSync(run);
    copySources(build);
    buildOutput = runBuild(build);
    copyBuiltTree(build, run);
    installProductionDependencies(run);
  }, 180_000);
  afterAll(() => removeDir(root));

  it('the build prints no warning', () => {
    // Vite flags its warnings "(!)" (a chunk over 500 KB, a config the native loader cannot read) and
    // plugins say "warning": a fresh clone's first `npm start` runs the same build and shows them all.
    const warnings = buildOutput.split('\n').filter((line) => /\(!\)|\bwarn(ing)?\b/i.test(line));
    expect(warnings).toEqual([]);
  });

  it('the built game keeps within its bundle budgets (scripts/bundle-report.mjs)', () => {
    // Start screen JS and CSS (what index.html loads) and all the JS the game can load, gzipped.
    const report = spawnSync(
      process.execPath,
      ['scripts/bundle-report.mjs', '--strict', `--dir=${path.join(root, 'build', 'dist', 'client')}`],
      { cwd: repo, encoding: 'utf8' },
    );
    console.log(report.stdout);
    expect(report.stdout).toMatch(/whole game JS .* ok$/m);
    expect(report.status).toBe(0);
    // Lazy chunks stay playable offline: the service worker precaches every one of them.
    const client = path.join(root, 'build', 'dist', 'client');
    const precached = new Set(
      [...fs.readFileSync(path.join(client, 'sw.js'), 'utf8').matchAll(/\burl:"([^"]+)"/g)].map((m) => m[1]),
    );
    const chunks = fs.readdirSync(path.join(client, 'assets')).filter((name) => name.endsWith('.js'));
    expect(chunks.filter((name) => !precached.has(`assets/${name}`))).toEqual([]);
  });

  it('the production install has no build tools', () => {
    expect(fs.existsSync(path.join(run, 'node_modules', 'express'))).toBe(true);
    expect(fs.existsSync(path.join(run, 'node_modules', 'vite'))).toBe(false);
    expect(fs.existsSync(path.join(run, 'node_modules', 'typescript'))).toBe(false);
  });

  it('npm start serves the built game and the API, rebuilding nothing, and stops on SIGTERM', async () => {
    const builtAt = fs.statSync(path.join(run, 'dist', 'client', 'index.html')).mtimeMs;
    // Sources newer than the build would make a developer's checkout rebuild; production must not.
    fs.utimesSync(path.join(run, 'src'), new Date(), new Date());
    const p = start(run, { PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'info' });
    const url = await p.listening();
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('DUNGEON CRAWLER');
    const script = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    const scores = await fetch(`${url}/api/high-scores`);
    expect(scores.status).toBe(200);
    expect(await scores.json()).toEqual([]);
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.out()).not.toContain('Building');
    expect(fs.statSync(path.join(run, 'dist', 'client', 'index.html')).mtimeMs).toBe(builtAt);
  });

  it('the installable, offline game: manifest, service worker, icons and link previews', async () => {
    const p = start(run, { PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'info' });
    try {
      const url = await p.listening();
      const manifest = await fetch(`${url}/manifest.webmanifest`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      // A new name or icon reaches installed games on their next check, not a year later.
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      const body = await manifest.json();
      expect(body).toMatchObject({ name: 'Dungeon Crawler: Hall of Legends', start_url: '/', display: 'standalone' });
      for (const icon of body.icons as { src: string; sizes: string; purpose: string }[]) {
        const png = await fetch(`${url}${icon.src}`);
        expect(png.status).toBe(200);
        expect(png.headers.get('content-type')).toBe('image/png');
        // The PNG header's width and height match the declared size.
        const bytes = Buffer.from(await png.arrayBuffer());
        expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
      }
      expect(body.icons.map((i: { purpose: string }) => i.purpose)).toContain('maskable');
      const worker = await fetch(`${url}/sw.js`);
      expect(worker.status).toBe(200);
      expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
      // A deploy must reach players: the worker script is revalidated on every check.
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      // ...and that check is cheap: an unchanged worker answers 304 without its body. (Asked with
      // node:http, as a browser's HTTP cache revalidates: fetch() adds Cache-Control: no-cache to a
      // request carrying If-None-Match, which asks for the full answer.)
      const etag = worker.headers.get('etag');
      expect(etag).toBeTruthy();
      const revalidated = await new Promise<number | undefined>((resolve, reject) => {
        http
          .get(`${url}/sw.js`, { headers: { 'if-none-match': etag! } }, (res) => {
            res.resume();
            resolve(res.statusCode);
          })
          .on('error', reject);
      });
      expect(revalidated).toBe(304);
      const register = await fetch(`${url}/registerSW.js`);
      expect(register.status).toBe(200);
      expect(register.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
      expect(register.headers.get('cache-control')).toBe('no-cache');
      const workerSource = await worker.text();
      const precached = [...workerSource.matchAll(/\burl:"([^"]+)"/g)].map((m) => m[1]);
      const html = await (await fetch(`${url}/`)).text();
      const entry = /<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/.exec(html)![1];
      expect(precached).toEqual(expect.arrayContaining(['index.html', entry, 'icons/icon-192.png']));
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(html).toContain('src="/registerSW.js"');
      expect(html).toContain(`<meta property="og:image" content="${url}/og-image.png" />`);
      expect(html).toContain(`<meta name="twitter:image" content="${url}/og-image.png" />`);
      expect(html).toContain(`<meta property="og:url" content="${url}/" />`);
      const share = await fetch(`${url}/og-image.png`);
      expect(share.headers.get('content-type')).toBe('image/png');
      const shareBytes = Buffer.from(await share.arrayBuffer());
      expect(`${shareBytes.readUInt32BE(16)}x${shareBytes.readUInt32BE(20)}`).toBe('1200x630');
    } finally {
      p.child.kill('SIGTERM');
      await p.exited;
    }
  });

  it('without a build it says so in one line and exits 1', async () => {
    fs.renameSync(path.join(run, 'dist'), path.join(run, 'dist-away'));
    try {
      const p = start(run, { PORT: '0', DATA_DIR: path.join(root, 'data') });
      expect(await p.exited).toBe(1);
      expect(p.err().trim()).toBe(
        'Not built: dist/client/index.html, dist/server/index.mjs missing. Run npm run build where the dev dependencies are installed, then start again.',
      );
    } finally {
      fs.renameSync(path.join(run, 'dist-away'), path.join(run, 'dist'));
    }
  });
});
