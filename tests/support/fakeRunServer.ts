// A fake of the server at the network's edge (the global fetch) for the run's actors: registration,
// batches, the end of a run and inscriptions, each answered as the real server answers, or as a test
// tells it to (a status, a body, headers). What it was sent is kept for the test to read.
import { vi } from 'vitest';
import { createActor } from 'xstate';
import { gameMachine } from '../../src/app/gameMachine';
import { newGame } from '../../src/engine';
import { decodeActions } from '../../src/engine/save/actionCodec';
import type { WitnessRecord } from '../../src/storage/witnessRecord';

/** An answer a test asks for: a status, a body (JSON when not a string), headers; an Error: the network failed. */
export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> } | Error;

export interface FakeRunServerOptions {
  /** POST /api/runs; default 201 with id 'run-1' and seed 'server-seed'. */
  register?: () => FakeAnswer | undefined;
  /** POST /api/runs/:id/actions; default 200 with the new count. */
  batch?: (batch: { from: number; count: number }) => FakeAnswer | undefined;
  /** POST /api/game-stats; default 201 with a stored entry, rank 1. */
  inscribe?: () => FakeAnswer | undefined;
}

/** A request as the fake server saw it (the body parsed where it is JSON). */
export interface SeenRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  keepalive: boolean;
}

export const SERVER_SEED = 'server-seed';
export const STARTED_AT = '2026-11-29T10:00:00.000Z';
export const RUN_SECRET = 'S'.repeat(43);

/** The witness record of a run the fake server registered, nothing sent yet. */
export const REGISTERED_RUN: WitnessRecord = {
  id: 'run-1',
  runSecret: RUN_SECRET,
  seed: SERVER_SEED,
  startedAt: STARTED_AT,
  witnessed: 0,
  ended: false,
};

/** The app's machine resuming Aria's run on the server's seed with its secret, witnessed as `witness` says. */
export function resumedRun(witness: WitnessRecord | null) {
  const game = { ...newGame('Aria', SERVER_SEED), runSecret: RUN_SECRET };
  return createActor(gameMachine, { input: { resume: game, witness } }).start();
}

/** A stored entry as POST /api/game-stats answers it. */
export function storedEntry(playerName: string) {
  return { id: 'entry-1', playerName, finalScore: 10, rank: 1, completedAt: STARTED_AT, isPremium: false };
}

function respond(answer: FakeAnswer): Response {
  if (answer instanceof Error) throw answer;
  const { status, body, headers = {} } = answer;
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, { status, headers });
}

/** Stubs the global fetch with the fake server; vi.unstubAllGlobals() takes it away. */
export function fakeRunServer(options: FakeRunServerOptions = {}) {
  const seen: SeenRequest[] = [];
  let witnessed = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as Record<string, unknown>) : null;
    seen.push({ method: init?.method ?? 'GET', path, body, keepalive: !!init?.keepalive });
    if (path === '/api/runs') {
      const answer = options.register?.();
      if (answer) return respond(answer);
      const registered = { id: 'run-1', seed: SERVER_SEED, rulesVersion: body?.rulesVersion, startedAt: STARTED_AT };
      return respond({ status: 201, body: registered });
    }
    if (path.endsWith('/actions')) {
      const batch = { from: Number(body?.from), count: decodeActions(String(body?.actions), 1000)?.length ?? 0 };
      const answer = options.batch?.(batch);
      if (answer) return respond(answer);
      witnessed = Math.max(witnessed, batch.from + batch.count);
      return respond({ status: 200, body: { witnessed } });
    }
    if (path.endsWith('/end')) return respond({ status: 204 });
    if (path === '/api/game-stats') return respond(options.inscribe?.() ?? { status: 201, body: storedEntry('Aria') });
    return respond({ status: 404, body: `Not found: ${path}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    seen,
    /** The batches sent, as [from, count]. */
    batches: () =>
      seen
        .filter((r) => r.path.endsWith('/actions'))
        .map((r) => [r.body?.from, decodeActions(String(r.body?.actions), 1000)?.length]),
    witnessed: () => witnessed,
  };
}

/** A localStorage of the test's own, so the witness record can be read back. */
export function fakeLocalStorage(): Storage {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: (i: number) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
  vi.stubGlobal('localStorage', storage);
  return storage;
}
