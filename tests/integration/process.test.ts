// The server as a real process: configuration errors stop the start with a message naming the
// variable; SIGTERM finishes in-flight work, closes the store and exits 0.
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { freePort, launchServer, removeDir, tempDir, waitUntil } from '../support/server/process';

/** Starts the server (its bundle, as `npm start` runs it) with extra environment; collects output. */
const startProcess = (env: Record<string, string>) => launchServer({ env });

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
    const port = String(await freePort());
    const dataDir = tempDir();
    const p = startProcess({ PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    await waitUntil(() => p.out().includes('"listening"'), 'the server did not log "listening"');
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.out()).toContain('"msg":"stopped"');
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    removeDir(dataDir);
  });
});

describe('a start that cannot work says why in one line and exits 1', () => {
  /** The non-empty stderr lines of a finished start. */
  const errorLines = (p: { err: () => string }) =>
    p
      .err()
      .split('\n')
      .filter((line) => line.trim() !== '');

  it('the port is already taken', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as AddressInfo).port;
    const dataDir = tempDir();
    try {
      const p = startProcess({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
      expect(await p.exited).toBe(1);
      expect(errorLines(p)).toEqual([
        `Server failed to start: port ${port} on 127.0.0.1 is already in use; stop the other process or set PORT`,
      ]);
      expect(p.out()).not.toContain('"listening"');
    } finally {
      holder.close();
      removeDir(dataDir);
    }
  });

  it('DATA_DIR cannot be a folder', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'a-file');
    fs.writeFileSync(file, 'not a folder');
    const p = startProcess({ PORT: '0', DATA_DIR: path.join(file, 'data') });
    expect(await p.exited).toBe(1);
    removeDir(dir);
    expect(errorLines(p)).toHaveLength(1);
    expect(errorLines(p)[0]).toMatch(
      /^Server failed to start: DATA_DIR=".*a-file\/data" is not a writable folder: ENOTDIR/,
    );
  });

  it('MongoDB cannot be reached', async () => {
    // Nothing listens on port 1: the driver gives up after the store's 10 s server-selection limit.
    const p = startProcess({ PORT: '0', MONGODB_URI: 'mongodb://127.0.0.1:1/hall' });
    expect(await p.exited).toBe(1);
    expect(errorLines(p)).toHaveLength(1);
    expect(errorLines(p)[0]).toMatch(
      /^Server failed to start: Cannot reach MongoDB \(MONGODB_URI hosts 127\.0\.0\.1:1\): /,
    );
  });
});
