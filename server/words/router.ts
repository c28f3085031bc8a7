// GET /api/profanity-words -> [{ word }]
import express, { type Router } from 'express';
import type { ProfanityWordsResponse } from '../../src/shared/api';
import type { WordsService } from './service';

/** Routes of the profanity list. */
export function wordsRouter(words: WordsService): Router {
  const router = express.Router();
  router.get('/profanity-words', async (_req, res) => {
    const body: ProfanityWordsResponse = (await words.list()).map((word) => ({ word }));
    res.json(body);
  });
  return router;
}
