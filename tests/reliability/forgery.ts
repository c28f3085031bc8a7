// Suite 4, forgery: every kind of forged submission the issue lists, each refused with a 4xx and
// nothing stored; an honest control run is then accepted, so refusals are not an accident.
import type { GameStatsRequest } from '../../src/shared/api';
import { MAX_RUN_ACTIONS } from '../../src/shared/api';
import { VERIFIED_FIELDS } from '../../server/scores/verify';
import { replay, scoreSubmission } from '../../src/engine';
import { playRun, submissionFor } from '../support/runs';
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

/** Every forgery of `honest` (a verified run of `honest.playerName`); `other` is another hero's verified run. */
export function forgeries(honest: Body, other: Body): Forgery[] {
  const list: Forgery[] = [];
  for (const delta of [1, -1, 1000, honest.finalScore])
    list.push({ kind: `score changed by ${delta}`, body: { ...honest, finalScore: honest.finalScore + delta } });
  for (const field of VERIFIED_FIELDS.filter((f) => f !== 'finalScore')) {
    list.push({ kind: `stat ${field} +1`, body: { ...honest, [field]: (honest[field] ?? 0) + 1 } });
    list.push({ kind: `stat ${field} -1`, body: { ...honest, [field]: (honest[field] ?? 0) - 1 } });
  }
  // Someone else's record: as is under this name, renamed inside, or both names rewritten.
  list.push({ kind: 'other hero record under this name', body: { ...other, playerName: honest.playerName } });
  list.push({
    kind: 'other hero record, run.name rewritten',
    body: { ...other, playerName: honest.playerName, run: { ...other.run, name: honest.playerName } },
  });
  list.push({
    kind: 'this record with another seed',
    body: { ...honest, run: { ...honest.run, seed: `${honest.run.seed}x` } },
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
  illegal.forEach((action, i) => {
    const actions = [...honest.run.actions];
    actions.splice(Math.min(actions.length, 1 + i * 3), 0, action as never);
    list.push({ kind: `illegal action ${JSON.stringify(action)}`, body: withActions(honest, actions) });
  });
  // Cut logs whose replay differs from the claim (a cut that changes no figure claims the truth).
  for (const keep of [0, 0.1, 0.25, 0.5, 0.75, 0.9]) {
    const n = Math.floor(honest.run.actions.length * keep);
    const cut = scoreSubmission(replay({ ...honest.run, actions: honest.run.actions.slice(0, n) }));
    if (VERIFIED_FIELDS.every((f) => cut[f] === honest[f])) continue;
    list.push({
      kind: `truncated log (${n} of ${honest.run.actions.length} actions)`,
      body: withActions(honest, honest.run.actions.slice(0, n)),
    });
  }
  for (const version of [0, 99, -1, 1.5])
    list.push({ kind: `rules version ${version}`, body: { ...honest, run: { ...honest.run, rulesVersion: version } } });
  list.push({
    kind: `huge log (${MAX_RUN_ACTIONS + 1} actions)`,
    body: withActions(honest, Array(MAX_RUN_ACTIONS + 1).fill({ type: 'rest' })),
  });
  list.push({
    kind: 'huge log (over 5 MB)',
    body: withActions(honest, Array(90_000).fill({ type: 'move', direction: 'left', note: 'x'.repeat(60) })),
  });
  list.push({ kind: 'premium without a coupon', body: { ...honest, isPremium: true } });
  list.push({
    kind: 'premium with a made-up coupon',
    body: { ...honest, isPremium: true, couponCode: 'HERO-FAKE-0000' },
  });
  list.push({ kind: 'run record missing', body: { ...honest, run: undefined } });
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
  const victim = await postJson(`${url}/api/game-stats`, other);
  for (const forgery of list) judge(forgery.kind, (await postJson(`${url}/api/game-stats`, forgery.body)).status);
  const control = await postJson(`${url}/api/game-stats`, honest);
  figures.controlAccepted = control.status === 201 && victim.status === 201;
  // The accepted run again, renamed throughout: one run may hold one place on the board.
  const copy = { ...honest, playerName: 'Forger2', run: { ...honest.run, name: 'Forger2' } };
  judge('accepted record replayed under another name', (await postJson(`${url}/api/game-stats`, copy)).status);
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
