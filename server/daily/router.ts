// GET /api/daily -> today's challenge (the day's board is a board of scores: server/scores/dailyBoardRouter.ts).
import express, { type Router } from 'express';
import type { DailyService } from './service';

/** The daily challenge route. */
export function dailyRouter(daily: DailyService): Router {
  const router = express.Router();
  router.get('/daily', async (_req, res) => {
    // The seed changes at midnight UTC: a cache must not serve yesterday's.
    res.set('Cache-Control', 'no-store');
    res.json(await daily.today());
  });
  return router;
}
