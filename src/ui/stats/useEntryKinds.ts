// GET /api/stats/entries as a TanStack query: the season's entries by kind, read again as often as
// the runs' figures (the counts are exact whenever they are read).
import { useQuery } from '@tanstack/react-query';
import { EntryKindsResponseSchema } from '../../shared/api';
import { apiRequest } from '../../api/client';
import { STATS_REFRESH_MS } from './useRunStats';

/** The current season's entries by kind, parsed with the shared schema; an error keeps the last answer. */
export function useEntryKinds() {
  return useQuery({
    queryKey: ['/api/stats/entries'],
    queryFn: () => apiRequest(EntryKindsResponseSchema, '/api/stats/entries'),
    staleTime: STATS_REFRESH_MS,
    refetchInterval: STATS_REFRESH_MS,
  });
}
