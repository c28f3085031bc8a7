// GET /api/check-player-name/:name[?seed=&rulesVersion=] -> { exists } in the current season, any case.
import express, { type Router } from 'express';
import type { CheckNameResponse } from '../../src/shared/api';
import type { EntryRepository } from '../scores/repository';
import type { SeasonsService } from '../seasons/service';
import { sendText } from '../http/errors';
import { dayOfSeed } from '../../src/shared/daily';

/** Route of the name existence check (step 8 of src/shared/heroNameMessages.ts). */
export function namesRouter(
  entries: Pick<EntryRepository, 'findDailyEntry' | 'findRun' | 'nameExists'>,
  seasons: SeasonsService,
): Router {
  const router = express.Router();
  router.get('/check-player-name/:name', async (req, res) => {
    // Express has already URL-decoded the parameter.
    const name = String(req.params.name).trim();
    if (name.length === 0 || name.length > 100) return sendText(res, 400, 'Hero name is required');
    const season = seasons.current().id;
    // ?seed=&rulesVersion= name the asker's run: a name held by that same run's entry is free to it
    // (inscribing the run again once it has gone further replaces that entry).
    const seed = typeof req.query.seed === 'string' ? req.query.seed.slice(0, 200) : '';
    const rulesVersion = Number(req.query.rulesVersion);
    // Every daily run of a day shares its seed: there, the run's own entry is the day's entry under this name.
    const day = dayOfSeed(seed);
    const held =
      day !== null
        ? await entries.findDailyEntry(day, name)
        : seed && Number.isSafeInteger(rulesVersion)
          ? await entries.findRun(seed, rulesVersion)
          : null;
    // Advice only: the inscription itself asks for the run's secret before it replaces an entry.
    const ownName =
      held !== null && held.season === season && held.playerName.trim().toLowerCase() === name.toLowerCase();
    const body: CheckNameResponse = { exists: !ownName && (await entries.nameExists(season, name)) };
    res.json(body);
  });
  return router;
}
