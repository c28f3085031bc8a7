// The daily challenge calls: today's challenge (server/daily/router.ts) and a day's board (server/scores/dailyBoardRouter.ts).
import { DailyResponseSchema, DailyScoresResponseSchema, SEARCH_DEFAULT_LIMIT } from '../shared/api';
import { apiRequest } from './client';

/** Today's daily challenge: its UTC day and the seed every player of the day gets. */
export function fetchDaily() {
  return apiRequest(DailyResponseSchema, '/api/daily');
}

/** One page (1-based) of the day's board whose names match the search. */
export function dailyScores(day: string, search: string, page: number) {
  const query = new URLSearchParams({ search, page: String(page), limit: String(SEARCH_DEFAULT_LIMIT) });
  return apiRequest(DailyScoresResponseSchema, `/api/daily/${encodeURIComponent(day)}/scores?${query.toString()}`);
}
