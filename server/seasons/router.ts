// GET /api/season -> { id, start, end } of the current UTC quarter (end exclusive).
import express, { type Router } from 'express';
import type { SeasonResponse } from '../../src/shared/api';
import type { SeasonsService } from './service';

/** Route of the current season (the Hall of Legends countdown). */
export function seasonsRouter(seasons: SeasonsService): Router {
  const router = express.Router();
  router.get('/season', (_req, res) => {
    const season = seasons.current();
    const body: SeasonResponse = { id: season.id, start: season.start.toISOString(), end: season.end.toISOString() };
    res.json(body);
  });
  return router;
}
