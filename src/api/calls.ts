// Every Hall of Legends call (docs/OPERATIONS.md, "Calls"), typed by the shared schemas.
import {
  CheckNameResponseSchema,
  GameStatsResponseSchema,
  HighScoresResponseSchema,
  PaymentLinkResponseSchema,
  ProfanityWordsResponseSchema,
  SEARCH_DEFAULT_LIMIT,
  SearchScoresResponseSchema,
  ValidateCouponResponseSchema,
  toGameStatsBody,
  type GameStatsRequest,
  type SealedGameStatsRequest,
} from '../shared/api';
import { z } from 'zod';
import { apiRequest, type On401 } from './client';

/** The server's profanity words, as plain strings. */
export async function fetchProfanityWords(): Promise<string[]> {
  const records = await apiRequest(ProfanityWordsResponseSchema, '/api/profanity-words');
  return records.map((record) => record.word);
}

/** The run a name check asks for: a name its own entry holds is free to it (inscribing it again replaces that entry). */
export interface RunKey {
  seed: string;
  rulesVersion: number;
}

/** Whether the (trimmed) name is already on the Hall of Legends this season (held by another run than `run`). */
export async function checkPlayerName(name: string, run?: RunKey): Promise<boolean> {
  const query = run
    ? `?${new URLSearchParams({ seed: run.seed, rulesVersion: String(run.rulesVersion) }).toString()}`
    : '';
  const answer = await apiRequest(
    CheckNameResponseSchema,
    `/api/check-player-name/${encodeURIComponent(name.trim())}${query}`,
  );
  return answer.exists;
}

/** Whether the (trimmed) coupon code unlocks premium. */
export async function validateCoupon(code: string): Promise<boolean> {
  return (await apiRequest(ValidateCouponResponseSchema, '/api/validate-coupon', { code: code.trim() })).valid;
}

/**
 * Posts a score with its run record (action log in compact form), gzip-compressed: a 10,000-action run
 * is 5.4 KB on the wire instead of 16.5 KB. The answer is the stored entry with its rank.
 */
export function submitScore(submission: GameStatsRequest | SealedGameStatsRequest) {
  // A sealed run sends its id and secret: the server scores the run it dealt.
  const body = 'runId' in submission ? submission : toGameStatsBody(submission);
  return apiRequest(GameStatsResponseSchema, '/api/game-stats', body, { gzip: true });
}

/** The top of this season's Hall of Legends. */
export function fetchHighScores() {
  return apiRequest(HighScoresResponseSchema, '/api/high-scores');
}

/** Which entries of the season's board a search keeps: every one, only witnessed runs' (sealed among them), or only sealed runs'. */
export type BoardFilter = 'all' | 'witnessed' | 'sealed';

/** One page (1-based) of this season's entries whose name matches the search, of the kind `filter` keeps. */
export function searchScores(search: string, page: number, filter: BoardFilter = 'all') {
  const query = new URLSearchParams({ search, page: String(page), limit: String(SEARCH_DEFAULT_LIMIT) });
  if (filter !== 'all') query.set(filter, '1');
  return apiRequest(SearchScoresResponseSchema, `/api/search-scores?${query.toString()}`);
}

/** The payment link to buy premium, or null when the operator configured none. */
export async function fetchPaymentLink(): Promise<string | null> {
  return (await apiRequest(PaymentLinkResponseSchema, '/api/payment-link')).url;
}

/** A default read: any JSON answer, unparsed (queries without their own function); a 401 raises, or gives null with `'returnNull'`. */
export function getJson(path: string, on401: On401 = 'throw'): Promise<unknown> {
  return on401 === 'returnNull' ? apiRequest(z.unknown(), path, undefined, { on401 }) : apiRequest(z.unknown(), path);
}
