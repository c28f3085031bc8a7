// Playing a sealed run over HTTP as a client that never holds the seed (docs/OPERATIONS.md, "Sealed
// runs"): registered with sealed: true, one action a request, each chosen from the last view answered.
// Every answer's text is kept, so a test can look for the seed in all of them.
import { expect } from 'vitest';
import {
  canDescend,
  exploreStep,
  RULES_VERSION,
  travelStep,
  type Action,
  type GameState,
  type GameView,
} from '../../../src/engine';
import { newRunSecret } from '../../../src/app/runSecret';
import { encodeActions } from '../../../src/engine/save/actionCodec';
import {
  DailyResponseSchema,
  SealedBatchResponseSchema,
  SealedRunResponseSchema,
  type HighScore,
  type SealedRunResponse,
} from '../../../src/shared/api';
import { seededRandom } from '../random';
import { nextAction } from '../engine/runs';
import { getJson, postJson } from './http';

/** A sealed run as its client holds it: no seed, the last view, and every answer's text. */
export interface SealedClient {
  url: string;
  id: string;
  runSecret: string;
  registered: SealedRunResponse;
  view: GameView;
  /** Every answer's text, registration first. */
  answers: string[];
}

/** Registers a sealed run (`extra`: daily, another rules version); fails the test unless 201. */
export async function registerSealed(
  url: string,
  run: { name: string; rulesVersion: number; runSecret: string },
  extra: Record<string, unknown> = {},
): Promise<SealedClient> {
  const res = await postJson(`${url}/api/runs`, { ...run, sealed: true, ...extra });
  expect(res.status, res.text).toBe(201);
  const registered = SealedRunResponseSchema.parse(JSON.parse(res.text));
  return { url, id: registered.id, runSecret: run.runSecret, registered, view: registered.view, answers: [res.text] };
}

/** Sends `actions` at `from` (the view's count by default) to a sealed run: status and text. */
export function sendSealed(client: SealedClient, actions: readonly Action[], from = client.view.actionCount) {
  return postJson(`${client.url}/api/runs/${client.id}/actions`, {
    from,
    actions: encodeActions(actions),
    runSecret: client.runSecret,
  });
}

/** Sends one action; the answer must be 200 with the next count; the client takes its view. */
export async function stepSealed(client: SealedClient, action: Action): Promise<GameView> {
  const from = client.view.actionCount;
  const res = await sendSealed(client, [action], from);
  client.answers.push(res.text);
  expect(res.status, res.text).toBe(200);
  const body = SealedBatchResponseSchema.parse(JSON.parse(res.text));
  expect(body.witnessed).toBe(from + 1);
  expect(body.view.actionCount).toBe(from + 1);
  client.view = body.view;
  return body.view;
}

/**
 * Plays up to `steps` actions, one a request, each chosen from the last view by the adventurer of
 * tests/support/engine/runs.ts (stops at the end of the run); the actions sent.
 */
export async function playSealed(client: SealedClient, steps: number, policySeed = 7): Promise<Action[]> {
  const random = seededRandom(policySeed);
  const sent: Action[] = [];
  for (let i = 0; i < steps && client.view.gameStatus !== 'Game Over'; i++) {
    const action = nextAction(client.view, random);
    sent.push(action);
    await stepSealed(client, action);
  }
  return sent;
}

/**
 * Ends a sealed run as its player does (POST /api/runs/:id/end), then inscribes it by id and secret
 * under `playerName`, as a sealed daily's only way onto its day's board; fails the test unless 204 then 201.
 */
export async function endAndInscribeSealed(client: SealedClient, playerName: string): Promise<HighScore> {
  const { url, id, runSecret } = client;
  const end = await postJson(`${url}/api/runs/${id}/end`, { runSecret });
  expect(end.status, end.text).toBe(204);
  const res = await postJson(`${url}/api/game-stats`, { playerName, isPremium: false, runId: id, runSecret });
  expect(res.status, res.text).toBe(201);
  return JSON.parse(res.text) as HighScore;
}

const DIRECTIONS = ['up', 'right', 'down', 'left'] as const;

/**
 * What a reckless explorer does next from what its hero knows: every fight to the end, never a rest;
 * auto-explore's step, the found exit, else a random step (an unfound exit looks like floor).
 */
export function recklessAction(view: GameView, random: () => number): Action {
  if ((view.player.pendingStatPoint ?? 0) > 0) return { type: 'allocateStat', stat: 'strength' };
  if (view.combat.active) {
    if (view.combat.turn === 'monster') return { type: 'monsterTurn' };
    return view.player.stamina >= 15 ? { type: 'attack' } : { type: 'sacrificeForStamina' };
  }
  // The engine's queries read a view as they read a state (src/engine/README.md, "Views of a sealed run").
  const known = view as unknown as GameState;
  if (canDescend(known)) return { type: 'descend' };
  for (const row of view.dungeon.exitFound ? view.dungeon.rooms : [])
    for (const cell of row)
      if (cell && cell.type === 'exit') {
        const step = travelStep(known, cell.x, cell.y);
        if (step) return { type: 'move', direction: step };
      }
  const step = exploreStep(known, 'known');
  return { type: 'move', direction: step ?? DIRECTIONS[Math.floor(random() * 4)] };
}

/** Today's daily played sealed by `name` for up to `steps` actions, then ended and inscribed: its entry. */
export async function inscribeSealedDaily(url: string, name: string, steps: number): Promise<HighScore> {
  const today = DailyResponseSchema.parse(JSON.parse((await getJson(`${url}/api/daily`)).text));
  const run = { name, rulesVersion: today.rulesVersion ?? RULES_VERSION, runSecret: newRunSecret() };
  const client = await registerSealed(url, run, { daily: today.day });
  await playSealed(client, steps);
  return endAndInscribeSealed(client, name);
}
