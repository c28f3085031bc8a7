// GET /api/stats/entries: how many of a season's entries are sealed, witnessed and open, for the
// statistics page. Each kind's count is kept by the store as entries come and go (SQLite: a table kept
// by triggers; MongoDB: counts over the marks' partial indexes, cached briefly), so a read never walks
// the season.
import express, { type Router } from 'express';
import type { EntryKindsResponse } from '../../src/shared/api';
import type { SeasonsService } from '../seasons/service';
import type { BoardRepository } from './repository';

/** The route of the entries' kinds (`?season=` as the boards take it). */
export function entryKindsRouter(board: BoardRepository, seasons: SeasonsService): Router {
  const router = express.Router();
  router.get('/stats/entries', async (req, res) => {
    const season = seasons.fromQuery(req.query.season);
    const { sealed, witnessed, open } = await board.countKinds(season);
    const body: EntryKindsResponse = { season, sealed, witnessed, open, total: sealed + witnessed + open };
    res.json(body);
  });
  return router;
}
