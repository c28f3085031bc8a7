// A fake of a sealed run's server at the network's edge (the global fetch): it keeps the run's whole state,
// applies every action it is sent with the real engine and answers the view after them (or its changes,
// when asked), as the real server does (server/runs/sealed.ts). A test may hold its answers (to see what the screen shows meanwhile), cut
// the network, or read the state only the server knows.
import { vi } from 'vitest';
import { apply, newGame, viewChanges, viewOf, type GameState } from '../../src/engine';
import { decodeActions } from '../../src/engine/save/actionCodec';

export const SEALED_SEED = 'sealed-world/sealed-dice';
export const COMMITMENT = 'c'.repeat(64);

export interface FakeSealedServer {
  /** The run as only the server knows it. */
  state: () => GameState;
  /** Requests to /actions seen so far. */
  batches: () => number;
  /** Of them, those answered with the view's changes rather than the whole view. */
  changesAnswered: () => number;
  /** Answers wait until `release` (true) or go at once (false, the default). */
  hold: (held: boolean) => void;
  /** The network fails (true) or works again (false). */
  cut: (down: boolean) => void;
}

/** Stubs fetch with a sealed server for Aria's v4 run; vi.unstubAllGlobals() takes it away. */
export function fakeSealedServer(seed = SEALED_SEED): FakeSealedServer {
  let state = newGame('Aria', seed, 4);
  let batches = 0;
  let changesAnswered = 0;
  let held = false;
  let down = false;
  const waiting: (() => void)[] = [];
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
  const view = () => ({ ...viewOf(state), actionCount: state.actions.length });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (down) throw new TypeError('Failed to fetch');
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = JSON.parse(String(init?.body ?? '{}')) as {
        from?: number;
        actions?: string;
        name?: string;
        changes?: boolean;
      };
      if (path === '/api/runs') {
        state = newGame(body.name ?? 'Aria', seed, 4);
        const started = { id: 'run-1', rulesVersion: 4, startedAt: '2026-11-30T10:00:00.000Z' };
        return answer(201, { ...started, commitment: COMMITMENT, view: view() });
      }
      if (path.endsWith('/actions')) {
        batches += 1;
        if (held) await new Promise<void>((resolve) => waiting.push(resolve));
        if (down) throw new TypeError('Failed to fetch');
        const actions = decodeActions(String(body.actions), 1000) ?? [];
        const from = Number(body.from);
        if (from > state.actions.length) return answer(409, { error: 'gap', code: 'batch-gap' });
        const before = view();
        for (const action of actions.slice(state.actions.length - from)) state = apply(state, action);
        // The changes from the view at `from` when the client holds it, as the real server answers them.
        if (body.changes === true && from === before.actionCount) {
          changesAnswered += 1;
          return answer(200, { witnessed: state.actions.length, changes: viewChanges(before, view()) });
        }
        return answer(200, { witnessed: state.actions.length, view: view() });
      }
      if (path.endsWith('/end')) return new Response(null, { status: 204 });
      return answer(404, { error: `Not found: ${path}` });
    }),
  );
  return {
    state: () => state,
    batches: () => batches,
    changesAnswered: () => changesAnswered,
    hold: (next) => {
      held = next;
      if (!next) for (const release of waiting.splice(0)) release();
    },
    cut: (next) => {
      down = next;
    },
  };
}
