// GET /api/check-player-name/:name -> { exists } in the current season, any case.
import express, { type Router } from 'express';
import type { CheckNameResponse } from '../../src/shared/api';
import type { Store } from '../store/types';
import type { SeasonsService } from '../seasons/service';
import { sendText } from '../http/errors';

/** Route of the name existence check (SPEC.md section 5, step 8). */
export function namesRouter(store: Store, seasons: SeasonsService): Router {
  const router = express.Router();
  router.get('/check-player-name/:name', async (req, res) => {
    // Express has already URL-decoded the parameter.
    const name = String(req.params.name).trim();
    if (name.length === 0 || name.length > 100) return sendText(res, 400, 'Hero name is required');
    const body: CheckNameResponse = { exists: await store.nameExists(seasons.current().id, name) };
    res.json(body);
  });
  return router;
}
