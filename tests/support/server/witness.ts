// Witnessing runs over HTTP as the client's witness does (docs/OPERATIONS.md, "Witnessed runs"):
// registering a run, sending its actions in batches, and witnessing a daily run before it is inscribed
// on a day drawn before sealed dailies (such a day's board ranks witnessed runs only).
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { RULES_VERSION } from '../../../src/engine';
import { dailySeedOf, dayOfSeed } from '../../../src/shared/daily';
import type { Repositories } from '../../../server/repositories';
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
 * Draws `day` into the store as a server before sealed dailies did: an open daily (its seed answered to
 * an unsealed registration, its board of witnessed runs); its seed. Call it before the day is first asked for.
 */
export async function drawOpenDay(repos: Pick<Repositories, 'daily'>, day: string, at: Date | string): Promise<string> {
  const bytes = createHash('sha256').update(`open ${day}`).digest().subarray(0, 16);
  const draw = { seed: dailySeedOf(day, bytes), rulesVersion: RULES_VERSION, sealedOnly: false };
  const stored = await repos.daily.draw(day, draw, new Date(at));
  expect(stored).toEqual(draw);
  return stored.seed;
}

/**
 * Registers `submission`'s run for today's challenge under its secret, once per server, then sends the
 * actions the server has not witnessed yet. Today must be an open day (drawOpenDay): a day played
 * sealed registers no open run. A run that is not today's daily is left unwitnessed.
 */

const registered = new Map<string, { id: string; count: number }>();
/** Each server's open days' seeds, as its registrations answered them. */
const daySeeds = new Map<string, string>();

export async function witnessDaily(url: string, submission: GameStatsRequest): Promise<void> {
  const { run, runSecret } = submission;
  const today = (await getJson<DailyResponse>(`${url}/api/daily`)).json;
  const known = daySeeds.get(`${url}|${today.day}`);
  if (runSecret === undefined || dayOfSeed(run.seed) !== today.day || run.rulesVersion !== today.rulesVersion) return;
  if (known !== undefined && known !== run.seed) return;
  const key = `${url}|${runSecret}`;
  let held = registered.get(key);
  if (!held) {
    const res = await postJson(`${url}/api/runs`, {
      name: run.name,
      rulesVersion: run.rulesVersion,
      runSecret,
      daily: today.day,
    });
    expect(res.status, res.text).toBe(201);
    const body = JSON.parse(res.text) as RegisterRunResponse;
    daySeeds.set(`${url}|${today.day}`, body.seed);
    // A forged daily seed: not the day's run, left unwitnessed.
    if (body.seed !== run.seed) return;
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
