// The server as a real process with spectators' live streams open (Server-Sent Events of witnessed runs): a stream
// never finishes by itself, so SIGTERM ends the streams first, then stops as before (exit 0, well inside its 10 s
// grace). And a keep-alive client whose request is still arriving when the signal comes: it gets its answer, and
// its socket, idle after it, does not hold the stop for the 65 s a kept-alive socket may wait.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { RULES_VERSION } from '../../src/engine';
import type { RegisterRunResponse } from '../../src/shared/api';
import { freePort, launchServer, removeDir, tempDir, waitUntil } from '../support/server/process';
import { testRunSecret } from '../support/engine/runs';
import { postJson } from '../support/server/http';
import { openStream } from '../support/server/sse';

describe('graceful shutdown with spectators connected', () => {
  it('SIGTERM ends the live streams and exits 0 at once', async () => {
    const port = String(await freePort());
    const dataDir = tempDir();
    const p = launchServer({ env: { PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' } });
    try {
      await waitUntil(() => p.out().includes('"listening"'), 'the server did not log "listening"');
      const url = `http://127.0.0.1:${port}`;
      const res = await postJson(`${url}/api/runs`, {
        name: 'Watched',
        rulesVersion: RULES_VERSION,
        runSecret: testRunSecret('shutdown'),
      });
      const run = JSON.parse(res.text) as RegisterRunResponse;
      const streams = await Promise.all([1, 2, 3].map(() => openStream(`${url}/api/runs/${run.id}/events`)));
      await Promise.all(streams.map((s) => s.next((e) => e.event === 'run')));
      const asked = Date.now();
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
      expect(Date.now() - asked).toBeLessThan(5000);
      expect(p.out()).toContain('"msg":"stopped"');
    } finally {
      p.child.kill('SIGKILL');
      removeDir(dataDir);
    }
  });
});

describe('graceful shutdown with a request in flight', () => {
  it('answers it, then closes its kept-alive socket and exits 0 at once', async () => {
    const port = await freePort();
    const dataDir = tempDir();
    const p = launchServer({ env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' } });
    try {
      await waitUntil(() => p.out().includes('"listening"'), 'the server did not log "listening"');
      const body = JSON.stringify({ name: 'Late', rulesVersion: RULES_VERSION, runSecret: testRunSecret('late') });
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
      // Headers and half the body: the request is in flight, its socket busy, when the signal comes.
      const half = Math.floor(body.length / 2);
      socket.write(
        `POST /api/runs HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const asked = Date.now();
      p.child.kill('SIGTERM');
      await waitUntil(() => p.out().includes('"shutting down"'), 'the server did not log "shutting down"');
      socket.write(body.slice(half));
      expect(await p.exited).toBe(0);
      expect(Date.now() - asked).toBeLessThan(5000);
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 201 /);
      expect(p.out()).toContain('"msg":"stopped"');
    } finally {
      p.child.kill('SIGKILL');
      removeDir(dataDir);
    }
  });
});
