// The server as a real process: configuration errors stop the start with a message naming the
// variable; SIGTERM finishes in-flight work, closes the store and exits 0.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { removeDir, tempDir } from './helpers/server';

/** Starts server/index.ts with extra environment; collects output. */
function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

describe('configuration', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ MONGODB_URI: 'postgres://x' }, 'MONGODB_URI'],
    [{ PAYMENT_LINK_URL: 'not a url' }, 'PAYMENT_LINK_URL'],
    [{ RATE_LIMIT_ENABLED: 'maybe' }, 'RATE_LIMIT_ENABLED'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('%j is refused naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name}=`));
  });
  it('defaults: port 3000, ./data, rate limits on', () => {
    expect(loadConfig({})).toMatchObject({ PORT: 3000, DATA_DIR: './data', RATE_LIMIT_ENABLED: true });
  });
  it('a bad value stops the real start with exit code 1 and the message', async () => {
    const dataDir = tempDir();
    const p = startProcess({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await p.exited).toBe(1);
    removeDir(dataDir);
    expect(p.err()).toContain('Invalid configuration: PORT="abc"');
  });
});

describe('graceful shutdown', () => {
  it('SIGTERM stops accepting, closes the store and exits 0', async () => {
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const dataDir = tempDir();
    const p = startProcess({ PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    for (let i = 0; i < 100 && !p.out().includes('"listening"'); i++) await new Promise((r) => setTimeout(r, 200));
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.out()).toContain('"msg":"stopped"');
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    removeDir(dataDir);
  });
});
