// POST /api/runs/:id/end: a player who quits a witnessed run says so, and the run leaves the live
// list at once instead of staying there until its live window (RUNS_LIVE_WINDOW_MS) runs out.
import express, { type RequestHandler, type Router } from 'express';
import type { RunsService } from './service';

/** The route; `gates` run first (a rate limit, then the body). */
export function endRouter(runs: RunsService, gates: RequestHandler[]): Router {
  const router = express.Router();
  router.post('/runs/:id/end', ...gates, async (req, res) => {
    await runs.end(String(req.params.id), req.body);
    res.status(204).end();
  });
  return router;
}
