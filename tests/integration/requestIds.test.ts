// Every answer carries an X-Request-Id and the request's log line carries the same id, so an
// operator can find the server's lines for one player's request; a proxy's own id is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../server/http/logging';
import { startApp, type TestServer } from '../support/server/process';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const lines: Record<string, unknown>[] = [];
const capture: Logger = {
  error: (msg, fields) => lines.push({ level: 'error', msg, ...fields }),
  info: (msg, fields) => lines.push({ level: 'info', msg, ...fields }),
  debug: () => {},
};

let server: TestServer;
beforeAll(async () => {
  server = await startApp({ config: { LOG_LEVEL: 'info' }, logger: capture });
});
afterAll(() => server.stop());

/** The log line of the request answered with `id` (written when the answer finished). */
async function logLineOf(id: string | null) {
  for (let i = 0; i < 50; i++) {
    const line = lines.find((l) => l.msg === 'request' && l.id === id);
    if (line) return line;
    await new Promise((r) => setTimeout(r, 20));
  }
  return undefined;
}

describe('request ids', () => {
  it('a page, a call and a 404 each answer a fresh id, and their log lines carry it', async () => {
    const ids = [];
    for (const path of ['/', '/api/high-scores', '/api/nothing-here']) {
      const res = await fetch(`${server.url}${path}`);
      await res.arrayBuffer();
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(UUID);
      expect(await logLineOf(id)).toMatchObject({ path, status: res.status });
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(3);
  });

  it("a proxy's id is kept; a malformed one is replaced", async () => {
    const kept = await fetch(`${server.url}/api/season`, { headers: { 'x-request-id': 'nginx-7f3a9c' } });
    expect(kept.headers.get('x-request-id')).toBe('nginx-7f3a9c');
    expect(await logLineOf('nginx-7f3a9c')).toMatchObject({ path: '/api/season', status: 200 });
    const replaced = await fetch(`${server.url}/api/season`, { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(UUID);
  });
});
