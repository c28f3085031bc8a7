// Score routes: POST /api/game-stats, GET /api/high-scores, GET /api/search-scores, GET /api/scores/:id/run.
import express, { type RequestHandler, type Router } from 'express';
import {
  NAME_SUGGESTIONS_HEADER,
  type GameStatsResponse,
  type HighScoresResponse,
  type SearchScoresResponse,
} from '../../src/shared/api';
import type { SeasonsService } from '../seasons/service';
import { HighScoresQuerySchema, SearchQuerySchema } from './schema';
import { parseQuery } from '../http/query';
import { toHighScore, toHighScores } from './present';
import { submitScore, type SubmitDeps } from './service';
import { toServedRun } from './storedRun';
import type { BoardRepository } from './repository';
import { sendJsonRefusal, sendRefusal } from '../http/refusals';
import { sendGzippedJson } from '../http/gzipJson';
import { validateHeroName } from '../../src/shared/heroName';
import { ServedRuns } from './servedRuns';

/** What runs before a submission (rate limit, admission, body) and before a run is served (rate limit). */
export interface ScoreGates {
  submit: RequestHandler[];
  run: RequestHandler;
}

/** The score routes. */
export function scoresRouter(
  deps: SubmitDeps & { seasons: SeasonsService; board: BoardRepository },
  gates: ScoreGates,
): Router {
  const router = express.Router();
  const { entries, board, seasons } = deps;
  const served = new ServedRuns();

  router.post('/game-stats', ...gates.submit, async (req, res) => {
    const submission = await submitScore(deps, req.body);
    if (!submission.ok) {
      const { refusal, suggestions } = submission;
      return void sendRefusal(res, refusal, suggestions ? { [NAME_SUGGESTIONS_HEADER]: suggestions.join(',') } : {});
    }
    const { entry } = submission;
    // A daily run's answer says when it can be watched, so the share right after does not link to a 403.
    const body: GameStatsResponse = toHighScore(entry, (await deps.daily.hiddenRunsOf([entry])).get(entry.id));
    res.status(201).json(body);
  });

  router.get('/high-scores', async (req, res) => {
    const season = seasons.fromQuery(req.query.season);
    const { limit, witnessed, sealed } = parseQuery(HighScoresQuerySchema, req.query);
    const rows =
      witnessed || sealed
        ? (
            await board.searchEntries({
              season,
              query: '',
              limit,
              offset: 0,
              witnessedOnly: witnessed,
              sealedOnly: sealed,
            })
          ).rows
        : await board.topEntries(season, limit, 0);
    const body: HighScoresResponse = toHighScores(rows, await deps.daily.hiddenRunsOf(rows));
    res.json(body);
  });

  router.get('/search-scores', async (req, res) => {
    const season = seasons.fromQuery(req.query.season);
    const { search, page, limit, witnessed, sealed } = parseQuery(SearchQuerySchema, req.query);
    const { rows, total } = await board.searchEntries({
      season,
      query: search,
      limit,
      offset: (page - 1) * limit,
      witnessedOnly: witnessed,
      sealedOnly: sealed,
    });
    const scores = toHighScores(rows, await deps.daily.hiddenRunsOf(rows));
    const body: SearchScoresResponse = { scores, totalPages: Math.ceil(total / limit), total };
    res.json(body);
  });
  router.get('/scores/:id/run', gates.run, async (req, res) => {
    // A daily entry's route stays hidden until its day (and the inscription grace) is over.
    const day = await board.entryDay(String(req.params.id));
    if (day !== null && deps.daily.runsHiddenUntil(day) !== null)
      return void sendJsonRefusal(res, { code: 'daily-run-hidden', day });
    const run = await entries.getRun(String(req.params.id));
    if (!run) return void sendJsonRefusal(res, { code: 'run-not-found', id: String(req.params.id) });
    const compact = req.query.compact === '1';
    const words = await deps.words.list();
    const answer = await served.answer(run, compact, () =>
      toServedRun(run, compact, (name) => validateHeroName(name, words).ok),
    );
    await sendGzippedJson(req, res, answer);
  });
  return router;
}
