// Witnesses a daily run over HTTP before it is inscribed (a day's board ranks witnessed runs only:
// docs/OPERATIONS.md, "Witnessed runs"): registers it for today's challenge under its secret, once per
// server, then sends the actions the server has not witnessed yet, in batches. A run that is not today's daily is left unwitnessed.
import { expect } from 'vitest';
import { encodeActions } from '../../../src/engine/save/actionCodec';
import type { DailyResponse, GameStatsRequest, RegisterRunResponse } from '../../../src/shared/api';
import { getJson, postJson } from './http';

const registered = new Map<string, { id: string; count: number }>();

/** Witnesses `submission`'s run when it is today's daily challenge on the server at `url`. */
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
