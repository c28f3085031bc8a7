// GET /api/stats as a TanStack query: the server computes the figures at most every 5 minutes
// (server/runs/stats.ts STATS_CACHE_MS), so the page reads them no more often than that.
import { useQuery } from '@tanstack/react-query';
import { RunStatsResponseSchema } from '../../shared/api';
import { apiRequest } from '../../api/client';

/** The figures are read again this often (ms) while the page is open: the server's own cache time. */
export const STATS_REFRESH_MS = 5 * 60_000;

/** The statistics of every rules version, parsed with the shared schema; an error keeps the last answer. */
export function useRunStats() {
  return useQuery({
    queryKey: ['/api/stats'],
    queryFn: () => apiRequest(RunStatsResponseSchema, '/api/stats'),
    staleTime: STATS_REFRESH_MS,
    refetchInterval: STATS_REFRESH_MS,
  });
}
