// Witnessing runs over HTTP as the client's witness does (docs/OPERATIONS.md, "Witnessed runs"):
// registering a run, sending its actions in batches, and witnessing a daily run before it is inscribed
// (a day's board ranks witnessed runs only).
import { expect } from 'vitest';
import { encodeActions } from '../../../src/engine/save/actionCodec';
import type { Action } from '../../../src/engine';
import {
  RegisterRunResponseSchema,
  type DailyResponse,
  type GameStatsRequest,
  type RegisterRunResponse,
} from '../../../src/shared/api';
import { getJson, postJson } from './http';

/** Registers a run of `name` under `runSecret` on the server at `url`; the server draws its seed. */
export async function registerRun(
  url: string,
  run: { name: string; rulesVersion: number; runSecret: string },
): Promise<RegisterRunResponse> {
  const res = await postJson(`${url}/api/runs`, run);
  expect(res.status, res.text).toBe(201);
  return RegisterRunResponseSchema.parse(JSON.parse(res.text));
}

/** Sends `actions[from..]` to a registered run in batches of `batch`, each accepted in order. */
export async function witnessActions(
  url: string,
  run: { id: string; runSecret: string },
  actions: readonly Action[],
  from = 0,
  batch = 1000,
): Promise<void> {
  for (let at = from; at < actions.length; at += batch) {
    const res = await postJson(`${url}/api/runs/${run.id}/actions`, {
      from: at,
      actions: encodeActions(actions.slice(at, at + batch)),
      runSecret: run.runSecret,
    });
    expect([res.status, res.text]).toEqual([200, JSON.stringify({ witnessed: Math.min(actions.length, at + batch) })]);
  }
}

/**
 * Registers `submission`'s run for today's challenge under its secret, once per server, then sends the
 * actions the server has not witnessed yet. A run that is not today's daily is left unwitnessed.
 */

const registered = new Map<string, { id: string; count: number }>();

export async function witnessDaily(url: string, submission: GameStatsRequest): Promise<void> {
  const { run, runSecret } = submission;
  const today = (await getJson<DailyResponse>(`${url}/api/daily`)).json;
  if (runSecret === undefined || run.seed !== today.seed || run.rulesVersion !== today.rulesVersion) return;
  const key = `${url}|${runSecret}`;
  let held = registered.get(key);
  if (!held) {
    const res = await postJson(`${url}/api/runs`, {
      name: run.name,
      rulesVersion: run.rulesVersion,
      runSecret,
      daily: today.day,
    });
    expect(res.status).toBe(201);
    const body = JSON.parse(res.text) as RegisterRunResponse;
    expect(body.seed).toBe(run.seed);
    held = { id: body.id, count: 0 };
    registered.set(key, held);
  }
  for (let from = held.count; from < run.actions.length; from += 500) {
    const actions = encodeActions(run.actions.slice(from, from + 500));
    const res = await postJson(`${url}/api/runs/${held.id}/actions`, { from, actions, runSecret });
    expect([res.status, res.text]).toEqual([
      200,
      JSON.stringify({ witnessed: Math.min(run.actions.length, from + 500) }),
    ]);
  }
  held.count = Math.max(held.count, run.actions.length);
}
