// The runs in progress as a TanStack query, polled while a list of them is on screen. The calls (and zod,
// which parses their answers) load on first use, like src/api/hooks.ts: the start screen shows this list,
// and building zod's schemas as its first bundle loads held up its main thread.
import { useQuery } from '@tanstack/react-query';

const calls = () => import('./runCalls');

/** The live list is read again this often (ms) while shown: a new hero appears within about that long. */
export const LIVE_RUNS_REFRESH_MS = 12_000;

/**
 * GET /api/runs/live, refreshed every LIVE_RUNS_REFRESH_MS; an error leaves the last list (or none).
 * Read only once `enabled`.
 */
export function useLiveRuns(enabled = true) {
  return useQuery({
    queryKey: ['/api/runs/live'],
    queryFn: async () => (await calls()).fetchLiveRuns(),
    enabled,
    staleTime: LIVE_RUNS_REFRESH_MS,
    refetchInterval: LIVE_RUNS_REFRESH_MS,
  });
}
