// TanStack Query hooks of the daily challenge. The calls load on first use, like src/api/hooks.ts.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { DailyResponse } from '../shared/api';

const calls = () => import('./dailyCalls');

/** Query keys of the daily challenge. */
export const dailyKeys = {
  today: ['/api/daily'] as const,
  scores: (day: string, search: string, page: number) => ['/api/daily', day, 'scores', { search, page }] as const,
};

/** Today's challenge, asked afresh each time (the day turns at midnight UTC). */
export function fetchDailyChallenge(queryClient: QueryClient): Promise<DailyResponse> {
  return queryClient.fetchQuery({
    queryKey: dailyKeys.today,
    queryFn: async () => (await calls()).fetchDaily(),
    staleTime: 0,
  });
}

/** Today's challenge for a view that shows its board; read only when `enabled`. */
export function useDailyChallenge(enabled: boolean) {
  return useQuery({ queryKey: dailyKeys.today, queryFn: async () => (await calls()).fetchDaily(), enabled });
}

/** One page of a day's board; read only when `day` is known and `enabled`. */
export function useDailyScores(day: string | null, search: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: dailyKeys.scores(day ?? '', search, page),
    queryFn: async () => (await calls()).dailyScores(day ?? '', search, page),
    enabled: enabled && day !== null,
    placeholderData: (previous) => previous,
  });
}
