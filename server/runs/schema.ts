// Query parameters of the witnessed-run reads.
import { z } from 'zod';
import { LIVE_RUNS_DEFAULT_LIMIT, LIVE_RUNS_MAX_LIMIT } from '../../src/shared/api';

/** GET /api/runs/live query. */
export const LiveQuerySchema = z.object({
  limit: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return LIVE_RUNS_DEFAULT_LIMIT;
      const n = Number(value);
      if (!/^\d+$/.test(value) || n < 1 || n > LIVE_RUNS_MAX_LIMIT) {
        ctx.addIssue({ code: 'custom', message: `Invalid limit: use a whole number from 1 to ${LIVE_RUNS_MAX_LIMIT}` });
        return z.NEVER;
      }
      return n;
    }),
});

/** The Last-Event-ID of a reconnecting stream (the header, or ?lastEventId= for clients that cannot set it), or null. */
export function lastEventIdOf(header: string | undefined, query: unknown): number | null {
  const value = header ?? (typeof query === 'string' ? query : undefined);
  if (value === undefined || !/^\d{1,9}$/.test(value.trim())) return null;
  return Number(value.trim());
}
