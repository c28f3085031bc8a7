// GET /api/daily -> today's challenge, no seed; GET /api/daily/:day -> a day over, with its seed (the
// day's board is a board of scores: server/scores/dailyBoardRouter.ts).
import express, { type RequestHandler, type Router } from 'express';
import { sendJsonRefusal } from '../http/refusals';
import type { DailyService } from './service';

/** The daily challenge routes; `pastDayLimit` counts a client's reads of past days. */
export function dailyRouter(daily: DailyService, pastDayLimit: RequestHandler): Router {
  const router = express.Router();
  router.get('/daily', async (_req, res) => {
    // The seed changes at midnight UTC: a cache must not serve yesterday's.
    res.set('Cache-Control', 'no-store');
    res.json(await daily.today());
  });
  // A malformed day is refused before it is counted (a pattern, cheaper than the count); each read of
  // the store is counted, refused or not.
  const wellFormed: RequestHandler = (req, _res, next) => {
    daily.dayParam(req.params.day);
    next();
  };
  router.get('/daily/:day', wellFormed, pastDayLimit, async (req, res) => {
    const answer = await daily.pastDay(daily.dayParam(req.params.day));
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
