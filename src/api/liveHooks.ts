// The runs in progress as a TanStack query, polled while a list of them is on screen.
import { useQuery } from '@tanstack/react-query';
import { fetchLiveRuns } from './runCalls';

/** The live list is read again this often (ms) while shown: a new hero appears within about that long. */
export const LIVE_RUNS_REFRESH_MS = 12_000;

/** GET /api/runs/live, refreshed every LIVE_RUNS_REFRESH_MS; an error leaves the last list (or none). */
export function useLiveRuns() {
  return useQuery({
    queryKey: ['/api/runs/live'],
    queryFn: () => fetchLiveRuns(),
    staleTime: LIVE_RUNS_REFRESH_MS,
    refetchInterval: LIVE_RUNS_REFRESH_MS,
  });
}
