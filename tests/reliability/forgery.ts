// Suite 4, forgery: every kind of forged submission docs/RELIABILITY.md lists, each refused with a 4xx and
// nothing stored; an honest control run is then accepted, so refusals are not an accident.
import {
  MAX_RUN_ACTIONS,
  MAX_RUN_ACTIONS_TEXT,
  MAX_SUBMISSION_BYTES,
  toGameStatsBody,
  type GameStatsBody,
  type GameStatsRequest,
} from '../../src/shared/api';
import { VERIFIED_FIELDS } from '../../server/scores/verify';
import { replay, scoreSubmission } from '../../src/engine';
import { playRun, submissionFor, testRunSecret } from '../support/engine/runs';
import { postJson, report, send } from './http';

/** One forged submission. */
export interface Forgery {
  kind: string;
  body: unknown;
}

type Body = GameStatsRequest;
const withActions = (b: Body, actions: unknown[]): Body => ({
  ...b,
  run: { ...b.run, actions: actions as Body['run']['actions'] },
});
const withLog = (b: GameStatsBody, actions: string): GameStatsBody => ({ ...b, run: { ...b.run, actions } });

/**
 * Every forgery of `honest` (a verified run of `honest.playerName`); `other` is another hero's verified
 * run. Bodies are sent as the client sends them (compact log), but for the dropped form of action objects.
 */
export function forgeries(honest: Body, other: Body): Forgery[] {
  const list: Forgery[] = [];
  const wire = toGameStatsBody(honest);
  for (const delta of [1, -1, 1000, honest.finalScore])
    list.push({ kind: `score changed by ${delta}`, body: { ...wire, finalScore: honest.finalScore + delta } });
  for (const field of VERIFIED_FIELDS.filter((f) => f !== 'finalScore')) {
    list.push({ kind: `stat ${field} +1`, body: { ...wire, [field]: (honest[field] ?? 0) + 1 } });
    list.push({ kind: `stat ${field} -1`, body: { ...wire, [field]: (honest[field] ?? 0) - 1 } });
  }
  // Someone else's record (its log is public, its secret is not): as is under this name, renamed
  // inside, or both names rewritten; sent with the forger's own secret or with none.
  const { runSecret: _victimSecret, ...stolen } = toGameStatsBody(other);
  for (const [how, secret] of [
    ['', { runSecret: honest.runSecret }],
    [', no secret', {}],
  ] as const) {
    list.push({
      kind: `other hero record under this name${how}`,
      body: { ...stolen, ...secret, playerName: honest.playerName },
    });
    list.push({
      kind: `other hero record, run.name rewritten${how}`,
      body: { ...stolen, ...secret, playerName: honest.playerName, run: { ...stolen.run, name: honest.playerName } },
    });
    list.push({ kind: `other hero record under its own name${how}`, body: { ...stolen, ...secret } });
  }
  list.push({
    kind: 'this record with another seed',
    body: { ...wire, run: { ...wire.run, seed: `${honest.run.seed}x` } },
  });
  // Shapes no client can record. (A well-formed action the rules refuse, like casting an unknown spell,
  // replays as the same refusal and changes no figure, so it is not a forgery.)
  const illegal: unknown[] = [
    { type: 'teleport', x: 20, y: 10 },
    { type: 'move', direction: 'north' },
    { type: 'move' },
    { type: 'allocateStat', stat: 'luck' },
    { type: 'cast', spell: 42 },
    { type: 'equip', itemId: { $gt: '' } },
    { type: 'sell', index: -1 },
    { type: 'setGold', gold: 1e9 },
    { type: 'allocateStat' },
    'attack',
    42,
    null,
    [],
    { type: { $ne: null } },
    { type: '__proto__' },
  ];
  // As action objects: a form no longer read at all.
  illegal.forEach((action, i) => {
    const actions = [...honest.run.actions];
    actions.splice(Math.min(actions.length, 1 + i * 3), 0, action as never);
    list.push({ kind: `illegal action ${JSON.stringify(action)}`, body: withActions(honest, actions) });
  });
  list.push({ kind: 'honest log as action objects', body: honest });
  // In the compact log: unknown codes, unfinished tokens, values the rules do not know.
  const illegalTokens = ['Q', '?', 'E', 'Ebroken', 'Uhat,', 'Aluck,', `I${'x'.repeat(65)},`, 'E%E0%A4%A,', '\u0000'];
  illegalTokens.forEach((token, i) => {
    const at = Math.min(wire.run.actions.length, 1 + i * 3);
    list.push({
      kind: `illegal token ${JSON.stringify(token)}`,
      body: withLog(wire, `${wire.run.actions.slice(0, at)}${token}${wire.run.actions.slice(at)}`),
    });
  });
  // Cut logs whose replay differs from the claim (a cut that changes no figure claims the truth).
  for (const keep of [0, 0.1, 0.25, 0.5, 0.75, 0.9]) {
    const n = Math.floor(honest.run.actions.length * keep);
    const cut = scoreSubmission(replay({ ...honest.run, actions: honest.run.actions.slice(0, n) }));
    if (VERIFIED_FIELDS.every((f) => cut[f] === honest[f])) continue;
    list.push({
      kind: `truncated log (${n} of ${honest.run.actions.length} actions)`,
      body: toGameStatsBody(withActions(honest, honest.run.actions.slice(0, n))),
    });
  }
  for (const version of [0, 99, -1, 1.5])
    list.push({ kind: `rules version ${version}`, body: { ...wire, run: { ...wire.run, rulesVersion: version } } });
  list.push({
    kind: `huge log (${MAX_RUN_ACTIONS + 1} actions)`,
    body: withLog(wire, 'z'.repeat(MAX_RUN_ACTIONS + 1)),
  });
  list.push({
    kind: `huge log (${MAX_RUN_ACTIONS_TEXT + 1} characters)`,
    body: withLog(wire, 'z'.repeat(MAX_RUN_ACTIONS_TEXT + 1)),
  });
  list.push({ kind: 'huge log (over the 1 MB body limit)', body: withLog(wire, 'l'.repeat(MAX_SUBMISSION_BYTES)) });
  list.push({
    kind: 'huge log as action objects (over 5 MB)',
    body: withActions(honest, Array(90_000).fill({ type: 'move', direction: 'left', note: 'x'.repeat(60) })),
  });
  list.push({ kind: 'premium without a coupon', body: { ...wire, isPremium: true } });
  list.push({
    kind: 'premium with a made-up coupon',
    body: { ...wire, isPremium: true, couponCode: 'HERO-FAKE-0000' },
  });
  list.push({ kind: 'run record missing', body: { ...wire, run: undefined } });
  return list;
}

/** Figures of a forgery run. */
export interface ForgeryFigures {
  forged: number;
  refused: number;
  accepted: string[];
  byStatus: Record<string, number>;
  storedAfter: number;
  controlAccepted: boolean;
}

/** Submits every forgery to `url`, then the honest run and a replay of it under another name. */
export async function runForgerySuite(url: string): Promise<ForgeryFigures> {
  const honest = submissionFor(playRun('Forger', 'forger-seed', 300));
  const other = submissionFor(playRun('Victim', 'victim-seed', 300));
  const list = forgeries(honest, other);
  const figures: ForgeryFigures = {
    forged: 0,
    refused: 0,
    accepted: [],
    byStatus: {},
    storedAfter: 0,
    controlAccepted: false,
  };
  const judge = (kind: string, status: number) => {
    figures.forged++;
    figures.byStatus[status] = (figures.byStatus[status] ?? 0) + 1;
    if (status >= 400 && status < 500) figures.refused++;
    else figures.accepted.push(`${kind} -> ${status}`);
  };
  // The other hero's run is honestly on the board first, so copying it is a forgery, not a first claim.
  const victim = await postJson(`${url}/api/game-stats`, toGameStatsBody(other));
  for (const forgery of list) judge(forgery.kind, (await postJson(`${url}/api/game-stats`, forgery.body)).status);
  const control = await postJson(`${url}/api/game-stats`, toGameStatsBody(honest));
  figures.controlAccepted = control.status === 201 && victim.status === 201;
  // The accepted run again, renamed throughout, by someone else and by its own player: one run may
  // hold one place on the board.
  const copy = toGameStatsBody({ ...honest, playerName: 'Forger2', run: { ...honest.run, name: 'Forger2' } });
  const replays: [string, GameStatsBody][] = [
    ['accepted record replayed under another name', { ...copy, runSecret: testRunSecret('a third hero') }],
    ['accepted record replayed under another name, no secret', { ...copy, runSecret: undefined }],
    ['accepted record replayed under another name by its player', copy],
  ];
  for (const [kind, body] of replays) judge(kind, (await postJson(`${url}/api/game-stats`, body)).status);
  const board = await send(`${url}/api/search-scores?search=&page=1&limit=100`);
  figures.storedAfter = (JSON.parse(board.text) as { total: number }).total;
  report('forgery', {
    forgedSubmissions: figures.forged,
    refused: figures.refused,
    accepted: figures.accepted.length,
    byStatus: figures.byStatus,
    honestControlAccepted: figures.controlAccepted,
    entriesAfter: figures.storedAfter,
  });
  return figures;
}
