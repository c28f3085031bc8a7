// Query parameters of the score reads, validated with zod (server/http/query.ts parseQuery reads them).
import { z } from 'zod';
import {
  HIGH_SCORES_DEFAULT_LIMIT,
  HIGH_SCORES_MAX_LIMIT,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
} from '../../src/shared/api';

const positiveInt = (name: string, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const n = Number(value);
      if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < 1 || n > max) {
        ctx.addIssue({ code: 'custom', message: `Invalid ${name}: use a whole number from 1 to ${max}` });
        return z.NEVER;
      }
      return n;
    });

/** `?NAME=1` (or true): only entries wearing the mark; absent, 0 or false: every entry. */
const markFlag = (name: 'witnessed' | 'sealed') =>
  z
    .enum(['1', '0', 'true', 'false'], { error: `Invalid ${name}: use 1 or 0` })
    .optional()
    .transform((value) => value === '1' || value === 'true');

/** `?witnessed=1`: only entries whose runs were witnessed (sealed ones among them). */
const witnessedFlag = markFlag('witnessed');

/** `?sealed=1`: only entries whose runs were sealed (the server dealt every roll). */
const sealedFlag = markFlag('sealed');

/** GET /api/search-scores query. */
export const SearchQuerySchema = z.object({
  search: z.string().max(100, 'Invalid search: at most 100 characters').optional().default(''),
  page: positiveInt('page', 1_000_000, 1),
  limit: positiveInt('limit', SEARCH_MAX_LIMIT, SEARCH_DEFAULT_LIMIT),
  witnessed: witnessedFlag,
  sealed: sealedFlag,
});

/** GET /api/high-scores query. */
export const HighScoresQuerySchema = z.object({
  limit: positiveInt('limit', HIGH_SCORES_MAX_LIMIT, HIGH_SCORES_DEFAULT_LIMIT),
  witnessed: witnessedFlag,
  sealed: sealedFlag,
});
