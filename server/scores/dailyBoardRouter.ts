// GET /api/daily/:day/scores -> the day's board: the shape of GET /api/search-scores plus the day, when
// its runs may be watched, and whether it ranks sealed runs only (a day played sealed) or witnessed ones.
import express, { type Router } from 'express';
import type { DailyScoresResponse } from '../../src/shared/api';
import type { DailyService } from '../daily/service';
import { parseQuery } from '../http/query';
import type { BoardRepository } from './repository';
import { toHighScore } from './present';
import { SearchQuerySchema } from './schema';

/** The daily board route. */
export function dailyBoardRouter(board: Pick<BoardRepository, 'dailyEntries'>, daily: DailyService): Router {
  const router = express.Router();
  router.get('/daily/:day/scores', async (req, res) => {
    const day = daily.dayParam(req.params.day);
    const { search, page, limit } = parseQuery(SearchQuerySchema, req.query);
    const sealed = await daily.sealedOnly(day);
    const { rows, total } = await board.dailyEntries(day, search, limit, (page - 1) * limit, sealed);
    const hidden = daily.runsHiddenUntil(day)?.toISOString() ?? null;
    // Each row says so too, as on the season's board (server/scores/router.ts).
    const body: DailyScoresResponse = {
      scores: rows.map((row) => toHighScore(row, hidden ?? undefined)),
      totalPages: Math.ceil(total / limit),
      total,
      day,
      runsHiddenUntil: hidden,
      sealed,
    };
    res.json(body);
  });
  return router;
}
