// Suite 3, bad input: thousands of generated bad requests against every call. Zero 5xx, zero crashes,
// every refusal a short plain-text 4xx, nothing stored that should not be, and normal answers afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../support/server/process';
import { submissionPool } from './runPool';
import { generateBadRequests, type BadRequest } from './badInputs';
import { lanes, postJson, report, send } from './http';
import { seededRandom } from '../support/random';
import { FALLBACK_PROFANITY_WORDS, validateHeroName } from '../../src/shared/heroName';
import { replay, scoreSubmission } from '../../src/engine';
import { decodeActions } from '../../src/engine/save/actionCodec';
import { MAX_RUN_ACTIONS } from '../../src/shared/api';

/** Figures of a bad-input run. */
export interface BadInputFigures {
  requests: number;
  byStatus: Record<string, number>;
  status5xx: string[];
  dropped: string[];
  unclear4xx: string[];
  wrongSuccess: string[];
  created: number;
  storedAfter: number;
  oversized413: number;
  serverAlive: boolean;
  healthyAfter: boolean;
}

// A clear refusal: plain text, short, one line of words, no stack trace or file path.
function unclear(status: number, contentType: string, text: string): string | null {
  if (!contentType.startsWith('text/plain')) return `content-type ${contentType}`;
  if (text.trim().length === 0) return 'empty body';
  if (text.length > 400) return `long body (${text.length})`;
  if (/\n\s+at |node_modules|\/work\/|SyntaxError|TypeError|RangeError/.test(text))
    return `leaks internals: ${text.slice(0, 80)}`;
  return status >= 400 && status < 500 ? null : `status ${status}`;
}

function describe(req: BadRequest): string {
  return `${req.kind}: ${req.method} ${req.path.slice(0, 80)} ${req.body?.slice(0, 80) ?? ''}`;
}

/**
 * Why a 201 should not have been stored, or null. A generated request may be a real run after all: the
 * honest log under another seed is a run of its own (a move into a wall is refused, not an error). The
 * form decides the name, so a generated name that passes every hero-name check ('NaN', 'admin') is fair.
 * Unfair: an entry that is not the replay of the run sent, a premium entry, or a run stored twice.
 */
function unfairEntry(req: BadRequest, answer: string, baseName: string, storedRuns: Set<string>): string | null {
  const entry = JSON.parse(answer) as { playerName: string; finalScore: number; isPremium: boolean };
  const sent = JSON.parse(req.body ?? '{}') as {
    run: { rulesVersion: number; seed: string; name: string; actions: string };
  };
  const actions = decodeActions(sent.run.actions, MAX_RUN_ACTIONS);
  if (actions === null) return 'stored an undecodable log';
  const replayed = scoreSubmission(replay({ ...sent.run, actions }));
  const run = `${sent.run.rulesVersion}:${sent.run.seed}`;
  if (storedRuns.has(run)) return 'stored the same run twice';
  storedRuns.add(run);
  if (entry.playerName !== baseName && !validateHeroName(entry.playerName, FALLBACK_PROFANITY_WORDS).ok)
    return 'stored an unfair name';
  if (entry.finalScore !== replayed.finalScore)
    return `stored ${entry.finalScore}, the replay scores ${replayed.finalScore}`;
  return entry.isPremium ? 'stored as premium without a coupon' : null;
}

/** Sends `count` generated bad requests (plus a few oversized bodies) and checks every answer. */
export async function runBadInputSuite(count: number, seed = 7): Promise<BadInputFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reliability-bad-'));
  const [base, fresh] = submissionPool('Baseline', 2);
  const requests = generateBadRequests(count, seededRandom(seed), base);
  const server = await startServerProcess({ dataDir, stdout: 'ignore' });
  const figures: BadInputFigures = {
    requests: 0,
    byStatus: {},
    status5xx: [],
    dropped: [],
    unclear4xx: [],
    wrongSuccess: [],
    created: 0,
    storedAfter: 0,
    oversized413: 0,
    serverAlive: false,
    healthyAfter: false,
  };
  const storedRuns = new Set<string>();
  let next = 0;
  try {
    await lanes(8, async () => {
      if (next >= requests.length) return false;
      const req = requests[next++];
      const res = await send(`${server.url}${req.path}`, {
        method: req.method,
        body: req.body,
        headers: req.body === undefined ? {} : { 'content-type': req.contentType ?? 'application/json' },
      });
      figures.requests++;
      figures.byStatus[res.status] = (figures.byStatus[res.status] ?? 0) + 1;
      if (res.status === 0) figures.dropped.push(`${describe(req)} -> ${res.error}`);
      else if (res.status >= 500) figures.status5xx.push(`${describe(req)} -> ${res.status} ${res.text.slice(0, 80)}`);
      else if (res.status >= 400) {
        const why = unclear(res.status, res.headers.get('content-type') ?? '', res.text);
        if (why) figures.unclear4xx.push(`${describe(req)} -> ${res.status} ${why}`);
      } else if (res.status === 201) {
        figures.created++;
        const why = unfairEntry(req, res.text, base.playerName, storedRuns);
        if (why) figures.wrongSuccess.push(`${describe(req)} -> ${why}: ${res.text.slice(0, 120)}`);
      } else {
        try {
          JSON.parse(res.text);
        } catch {
          figures.wrongSuccess.push(`${describe(req)} -> ${res.status} not JSON: ${res.text.slice(0, 80)}`);
        }
      }
      return true;
    });
    // Bodies over the body limits of both write calls (1 MB for a submission, 16 KB for a coupon check).
    const huge = JSON.stringify({
      ...base,
      run: { ...base.run, actions: Array(120_000).fill({ type: 'move', direction: 'up', pad: 'x'.repeat(30) }) },
    });
    for (const path of ['/api/game-stats', '/api/validate-coupon', '/api/game-stats']) {
      const res = await postJson(`${server.url}${path}`, huge);
      figures.requests++;
      if (res.status === 413 && unclear(413, res.headers.get('content-type') ?? '', res.text) === null)
        figures.oversized413++;
    }
    figures.serverAlive = server.child.exitCode === null && server.child.signalCode === null;
    const health = await send(`${server.url}/healthz`);
    const stored = await postJson(`${server.url}/api/game-stats`, fresh);
    const board = await send(`${server.url}/api/search-scores?search=&page=1&limit=100`);
    const total =
      board.status === 200 ? (JSON.parse(board.text) as { total: number; scores: { playerName: string }[] }) : null;
    figures.storedAfter = total?.total ?? -1;
    figures.healthyAfter =
      health.status === 200 && stored.status === 201 && !!total?.scores.some((s) => s.playerName === fresh.playerName);
  } finally {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
  report('bad input', {
    requests: figures.requests,
    byStatus: figures.byStatus,
    status5xx: figures.status5xx.length,
    dropped: figures.dropped.length,
    unclear4xx: figures.unclear4xx.length,
    wrongSuccess: figures.wrongSuccess.length,
    stored201: figures.created,
    entriesAfter: figures.storedAfter,
    oversized413: figures.oversized413,
    serverAlive: figures.serverAlive,
    healthyAfter: figures.healthyAfter,
  });
  return figures;
}
