// Witnessed-run routes: POST /api/runs, POST /api/runs/:id/actions, GET /api/runs/live, GET /api/runs/:id
// (the public record; a sealed run's seed once it has ended), GET /api/runs/:id/events (Server-Sent
// Events) and GET /api/stats.
import express, { type RequestHandler, type Router } from 'express';
import type { LiveRunsResponse, RunBatchResponse, RunRecordResponse, SealedBatchResponse } from '../../src/shared/api';
import { publicRecordOf } from './sealed';
import { sendJsonAnswer } from '../http/gzipJson';
import type { DailyService } from '../daily/service';
import { parseQuery } from '../http/query';
import type { LiveRunRepository } from './repository';
import { sendJsonRefusal, sendRefusal } from '../http/refusals';
import { LiveQuerySchema, lastEventIdOf } from './schema';
import type { RunsService } from './service';
import type { RunStats } from './stats';
import { CROWDED_CLIENT_MESSAGE, type RunStreams } from './streams';

/** What runs before each call: rate limits, then the body (registration and batches). */
export interface RunGates {
  register: RequestHandler[];
  batch: RequestHandler[];
  watch: RequestHandler;
  /** GET /api/runs/:id: a rate limit. */
  record: RequestHandler;
}

/** Collaborators of the routes. */
export interface RunsRouterDeps {
  runs: RunsService;
  streams: RunStreams;
  stats: RunStats;
  liveRuns: Pick<LiveRunRepository, 'list'>;
  daily: DailyService;
  clock: () => Date;
  liveWindowMs: number;
  liveCacheMs: number;
  expireMs: number;
}

/** Seconds a spectator refused for lack of room is asked to wait. */
const STREAMS_RETRY_AFTER_SECONDS = 5;

/** The witnessed-run routes. */
export function runsRouter(deps: RunsRouterDeps, gates: RunGates): Router {
  const router = express.Router();
  const { runs, streams, liveRuns, daily, clock } = deps;
  const lists = new Map<number, { at: number; body: LiveRunsResponse }>();

  router.post('/runs', ...gates.register, async (req, res) => {
    const registered = await runs.register(req.body);
    if (!registered.ok) return void sendRefusal(res, registered.refusal);
    res.status(201).json(registered.run);
  });

  router.get('/runs/live', async (req, res) => {
    const { limit } = parseQuery(LiveQuerySchema, req.query);
    const now = clock();
    const hit = lists.get(limit);
    if (hit && performance.now() - hit.at < deps.liveCacheMs) return void res.json(hit.body);
    const rows = await liveRuns.list(new Date(now.getTime() - deps.liveWindowMs), now, limit);
    const body: LiveRunsResponse = {
      runs: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
    };
    lists.set(limit, { at: performance.now(), body });
    res.json(body);
  });

  router.post('/runs/:id/actions', ...gates.batch, async (req, res) => {
    const body: RunBatchResponse | SealedBatchResponse = await runs.append(String(req.params.id), req.body);
    // A view is ~25 KB of JSON and ~3 KB gzipped: compressed off the event loop; its changes mostly
    // ~450 bytes, a new floor's ~20 KB.
    if ('view' in body || 'changes' in body) return void (await sendJsonAnswer(req, res, body));
    res.json(body);
  });

  router.get('/runs/:id', gates.record, async (req, res) => {
    const id = String(req.params.id);
    const record = await runs.watched(id);
    if (!record) return void sendJsonRefusal(res, { code: 'live-run-not-found', id });
    // A daily run stays hidden until its day (and the inscription grace) is over: a sealed daily's seed
    // holds the day's world.
    if (record.day !== null && daily.runsHiddenUntil(record.day) !== null)
      return void sendJsonRefusal(res, { code: 'daily-run-hidden', day: record.day });
    const body: RunRecordResponse = publicRecordOf(record);
    res.set('Cache-Control', 'no-store');
    res.json(body);
  });

  router.get('/runs/:id/events', gates.watch, async (req, res) => {
    const id = String(req.params.id);
    if (streams.full) {
      res.set('Retry-After', String(STREAMS_RETRY_AFTER_SECONDS));
      return void res
        .status(503)
        .json({ error: 'Too many spectators on this server. Please try again in a few seconds.' });
    }
    // Checked before the run is read (a refused client costs no load) and again after (two at once).
    const crowded = () => {
      if (!streams.crowded(req.ip)) return false;
      res.set('Retry-After', String(STREAMS_RETRY_AFTER_SECONDS));
      res.status(429).json({ error: CROWDED_CLIENT_MESSAGE });
      return true;
    };
    if (crowded()) return;
    const record = await runs.watched(id);
    if (!record) return void sendJsonRefusal(res, { code: 'live-run-not-found', id });
    if (record.expired) return void sendJsonRefusal(res, { code: 'run-expired', expireMs: deps.expireMs });
    // A daily run's moves stay hidden until its day (and the inscription grace) is over, like its replay.
    if (record.day !== null && daily.runsHiddenUntil(record.day) !== null)
      return void sendJsonRefusal(res, { code: 'daily-run-hidden', day: record.day });
    if (crowded()) return;
    const lastEventId = lastEventIdOf(req.get('Last-Event-ID'), req.query.lastEventId);
    if (!record.sealed) return void streams.attach(res, record, lastEventId);
    // A sealed run's spectator starts from its view, made in the run's turn (never its seed or log).
    const start = await runs.sealedStart(id);
    if (!start) return void sendJsonRefusal(res, { code: 'run-expired', expireMs: deps.expireMs });
    if (crowded()) return;
    streams.attach(res, record, lastEventId, start);
  });

  router.get('/stats', async (_req, res) => {
    res.json(await deps.stats.get());
  });
  return router;
}
