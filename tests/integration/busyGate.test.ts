// The busy gate of POST /api/runs/:id/actions over real HTTP (docs/OPERATIONS.md, "Rate limits" and
// "Hostile load"), with the app's loop lateness held by the test: a request shed while the loop runs
// late costs its client nothing of its rate limits, its 503 reaches the client whole on a connection
// that stays open (the body read and dropped, never parsed), and what a shed may read stays bounded by
// the route's 32 KB body limit.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RULES_VERSION } from '../../src/engine';
import { encodeActions } from '../../src/engine/save/actionCodec';
import { BUSY_MESSAGE } from '../../server/http/loopLag';
import { BODY_TOO_LARGE_MESSAGE } from '../../server/http/errors';
import { playRun, testRunSecret } from '../support/engine/runs';
import { postJson } from '../support/server/http';
import { startLiveApp, type LiveApp } from '../support/server/liveApp';
import { registerSealed, sendSealed, stepSealed } from '../support/server/sealed';
import { registerRun } from '../support/server/witness';

const MOVES_MESSAGE = 'Too many moves sent. Please wait a minute and try again.';
/** The busy gate's bound (RUNS_BUSY_LAG_MS) and a lateness past it. */
const BUSY_LAG_MS = 30;
const LATE_MS = 120;

let app: LiveApp | null = null;
afterEach(async () => {
  await app?.stop();
  app = null;
});

/** The app with its loop lateness held by the test (`loop.ms`), the gate on, and `config`'s limits. */
async function startHeld(config: Record<string, unknown>): Promise<{ app: LiveApp; loop: { ms: number } }> {
  const loop = { ms: 0 };
  app = await startLiveApp({
    loopLag: loop,
    config: { RATE_LIMIT_ENABLED: true, RUNS_BUSY_LAG_MS: BUSY_LAG_MS, ...config },
  });
  return { app, loop };
}

describe('a request shed by the busy gate', () => {
  it('costs its client nothing of RATE_LIMIT_BATCH_MAX: after a shed spell, the whole minute is still there', async () => {
    const { app, loop } = await startHeld({ RATE_LIMIT_BATCH_MAX: 3 });
    const runSecret = testRunSecret('gate-open');
    const run = await registerRun(app.url, { name: 'Gate Keeper', rulesVersion: RULES_VERSION, runSecret });
    const actions = playRun('Gate Keeper', run.seed, 40).actions;
    const batch = (at: number) =>
      postJson(`${app.url}/api/runs/${run.id}/actions`, {
        from: at,
        actions: encodeActions(actions.slice(at, at + 5)),
        runSecret,
      });

    loop.ms = LATE_MS;
    const shed = [];
    for (let i = 0; i < 5; i++) shed.push(await batch(0));
    for (const answer of shed) {
      expect([answer.status, answer.text]).toEqual([503, BUSY_MESSAGE]);
      expect(answer.headers.get('retry-after')).toBe('2');
    }

    loop.ms = 0;
    const taken = [];
    for (let at = 0; at < 15; at += 5) taken.push(await batch(at));
    expect(taken.map((a) => [a.status, a.text])).toEqual([
      [200, JSON.stringify({ witnessed: 5 })],
      [200, JSON.stringify({ witnessed: 10 })],
      [200, JSON.stringify({ witnessed: 15 })],
    ]);
    // Past the limit a client is refused, and a shed spell in between gives it nothing more.
    loop.ms = LATE_MS;
    expect((await batch(15)).status).toBe(503);
    loop.ms = 0;
    const over = await batch(15);
    expect([over.status, over.text]).toEqual([429, MOVES_MESSAGE]);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it("costs a sealed run's owner nothing either: its moves then count against RATE_LIMIT_SEALED_MAX alone", async () => {
    const { app, loop } = await startHeld({ RATE_LIMIT_BATCH_MAX: 3, RATE_LIMIT_SEALED_MAX: 4 });
    const client = await registerSealed(app.url, {
      name: 'Sealed Gate',
      rulesVersion: RULES_VERSION,
      runSecret: testRunSecret('gate-sealed'),
    });

    loop.ms = LATE_MS;
    for (let i = 0; i < 5; i++) {
      const answer = await sendSealed(client, [{ type: 'rest' }]);
      expect([answer.status, answer.text]).toEqual([503, BUSY_MESSAGE]);
    }

    loop.ms = 0;
    // Four moves, one a request: past RATE_LIMIT_BATCH_MAX (each given back once the owner is known).
    for (let i = 0; i < 4; i++) await stepSealed(client, { type: 'rest' });
    const over = await sendSealed(client, [{ type: 'rest' }]);
    expect([over.status, over.text]).toEqual([429, MOVES_MESSAGE]);
  });
});

/** One HTTP/1.1 answer read off a raw socket: status, headers (lower-case names) and body text. */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** A keep-alive socket to the app that reads whole answers (Content-Length bodies) as they come. */
function rawConnection(url: string) {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), '127.0.0.1');
  let buffer = Buffer.alloc(0);
  let closed = false;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    wake();
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    closed = true;
    wake();
  });
  /** The next whole answer, or null when the connection closed first. */
  const next = async (): Promise<RawAnswer | null> => {
    for (;;) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end >= 0) {
        const head = buffer.subarray(0, end).toString('latin1').split('\r\n');
        const headers = Object.fromEntries(
          head.slice(1).map((line) => {
            const colon = line.indexOf(':');
            return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
          }),
        );
        const length = Number(headers['content-length'] ?? 0);
        if (buffer.length >= end + 4 + length) {
          const text = buffer.subarray(end + 4, end + 4 + length).toString('utf8');
          buffer = buffer.subarray(end + 4 + length);
          return { status: Number(head[0].split(' ')[1]), headers, text };
        }
      }
      if (closed) return null;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { socket, next, closed: () => closed };
}

/** A POST of `body` (JSON text) to `path` as bytes, with its Content-Length. */
function postBytes(path: string, body: string): Buffer {
  const data = Buffer.from(body);
  const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${data.length}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), data]);
}

describe("the busy gate's 503", () => {
  it('reaches the client whole, and the connection takes the next request: the body was read and dropped', async () => {
    const { app, loop } = await startHeld({});
    loop.ms = LATE_MS;
    // A full batch's body (30,000 bytes: under the 32 KB limit), then a second request on the same socket.
    const full = JSON.stringify({ from: 0, actions: 'r'.repeat(29_900), runSecret: testRunSecret('gate-raw') });
    const connection = rawConnection(app.url);
    connection.socket.write(
      Buffer.concat([postBytes('/api/runs/some-run/actions', full), postBytes('/api/runs/some-run/actions', '{}')]),
    );
    const first = await connection.next();
    const second = await connection.next();
    connection.socket.destroy();
    for (const answer of [first, second]) {
      expect(answer).toMatchObject({ status: 503, text: BUSY_MESSAGE, headers: { 'retry-after': '2' } });
      expect(answer?.headers.connection).not.toBe('close');
    }
  });

  it('reads no body declared past the 32 KB limit: 413 at once, the connection closed', async () => {
    const { app, loop } = await startHeld({});
    loop.ms = LATE_MS;
    const connection = rawConnection(app.url);
    // The headers alone: the answer comes though not a byte of the declared megabyte was sent.
    connection.socket.write(
      'POST /api/runs/some-run/actions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n',
    );
    const answer = await connection.next();
    expect(answer).toMatchObject({ status: 413, text: BODY_TOO_LARGE_MESSAGE, headers: { connection: 'close' } });
    expect(await connection.next()).toBeNull();
  });

  it('stops reading a chunked body once it passes 32 KB: 413, the connection closed, the rest never read', async () => {
    const { app, loop } = await startHeld({});
    loop.ms = LATE_MS;
    const connection = rawConnection(app.url);
    connection.socket.write(
      'POST /api/runs/some-run/actions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    // 40 chunks of 1 KB, and no last chunk: the body never ends by itself.
    const chunk = `400\r\n${'x'.repeat(1024)}\r\n`;
    connection.socket.write(chunk.repeat(40));
    const answer = await connection.next();
    expect(answer).toMatchObject({ status: 413, text: BODY_TOO_LARGE_MESSAGE, headers: { connection: 'close' } });
    expect(await connection.next()).toBeNull();
  });
});
