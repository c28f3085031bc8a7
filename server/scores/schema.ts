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

/** `?witnessed=1` (or true): only entries whose runs were witnessed; absent, 0 or false: every entry. */
const witnessedFlag = z
  .enum(['1', '0', 'true', 'false'], { error: 'Invalid witnessed: use 1 or 0' })
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** GET /api/search-scores query. */
export const SearchQuerySchema = z.object({
  search: z.string().max(100, 'Invalid search: at most 100 characters').optional().default(''),
  page: positiveInt('page', 1_000_000, 1),
  limit: positiveInt('limit', SEARCH_MAX_LIMIT, SEARCH_DEFAULT_LIMIT),
  witnessed: witnessedFlag,
});

/** GET /api/high-scores query. */
export const HighScoresQuerySchema = z.object({
  limit: positiveInt('limit', HIGH_SCORES_MAX_LIMIT, HIGH_SCORES_DEFAULT_LIMIT),
  witnessed: witnessedFlag,
});
