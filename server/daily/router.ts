// GET /api/daily -> today's challenge, no seed; GET /api/daily/:day -> a day over, with its seed (the
// day's board is a board of scores: server/scores/dailyBoardRouter.ts).
import express, { type Router } from 'express';
import { sendJsonRefusal } from '../http/refusals';
import type { DailyService } from './service';

/** The daily challenge route. */
export function dailyRouter(daily: DailyService): Router {
  const router = express.Router();
  router.get('/daily', async (_req, res) => {
    // The seed changes at midnight UTC: a cache must not serve yesterday's.
    res.set('Cache-Control', 'no-store');
    res.json(await daily.today());
  });
  router.get('/daily/:day', async (req, res) => {
    const day = daily.dayParam(req.params.day);
    const answer = await daily.pastDay(day);
    // Refused until the day is over, then the same for good.
    if (!answer.ok) {
      res.set('Cache-Control', 'no-store');
      return void sendJsonRefusal(res, answer.refusal);
    }
    res.set('Cache-Control', 'public, max-age=86400');
    res.json(answer.daily);
  });
  return router;
}
