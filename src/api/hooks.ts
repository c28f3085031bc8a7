// TanStack Query hooks for each call; the client-wide policy (never stale, no refetch, no retry)
// comes from createQueryClient, except where a call needs its own cache time. The calls (and zod,
// which parses their answers) load on first use, keeping them out of the start screen's first bundle.
import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { FALLBACK_PROFANITY_WORDS } from '../shared/heroName';
import type { BoardFilter, RunKey } from './calls';

const calls = () => import('./calls');

/** Starts loading the calls in the background (the start screen does it on mount). */
export function preloadApi(): void {
  void calls();
}

/** The fetched profanity list is cached for 5 minutes, so a word an operator adds reaches players soon. */
export const PROFANITY_CACHE_MS = 5 * 60 * 1000;

/** Query keys: the default read path is the key joined by slashes. */
export const queryKeys = {
  profanityWords: ['/api/profanity-words'] as const,
  highScores: ['/api/high-scores'] as const,
  paymentLink: ['/api/payment-link'] as const,
  searchScores: (search: string, page: number, filter: BoardFilter = 'all') =>
    ['/api/search-scores', { search, page, ...(filter !== 'all' ? { filter } : {}) }] as const,
  checkName: (name: string) => ['/api/check-player-name', name] as const,
};

/** The profanity words, or the fallback list when they cannot be fetched. */
export async function loadProfanityWords(queryClient: QueryClient): Promise<readonly string[]> {
  try {
    return await queryClient.fetchQuery({
      queryKey: queryKeys.profanityWords,
      queryFn: async () => (await calls()).fetchProfanityWords(),
      staleTime: PROFANITY_CACHE_MS,
      gcTime: PROFANITY_CACHE_MS,
    });
  } catch {
    return FALLBACK_PROFANITY_WORDS;
  }
}

/** The server's existence check, always asked afresh (a name may have been taken a moment ago). */
export function fetchNameExists(queryClient: QueryClient, name: string, run?: RunKey): Promise<boolean> {
  const key = run ? [...queryKeys.checkName(name), run.seed, run.rulesVersion] : queryKeys.checkName(name);
  return queryClient.fetchQuery({
    queryKey: key,
    queryFn: async () => (await calls()).checkPlayerName(name, run),
    staleTime: 0,
  });
}

/** The season's top list; read only when `enabled` (after a score is submitted). */
export function useHighScores(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.highScores, queryFn: async () => (await calls()).fetchHighScores(), enabled });
}

/** One page of the search; enabled only while the Hall of Legends dialog is open. */
export function useSearchScores(search: string, page: number, enabled: boolean, filter: BoardFilter = 'all') {
  return useQuery({
    queryKey: queryKeys.searchScores(search, page, filter),
    queryFn: async () => (await calls()).searchScores(search, page, filter),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** The payment link, if the operator configured one; a failure just means none is offered. */
export function usePaymentLink() {
  return useQuery({ queryKey: queryKeys.paymentLink, queryFn: async () => (await calls()).fetchPaymentLink() });
}

/** Coupon validation as a mutation (it runs on blur, not on render). */
export function useValidateCoupon() {
  return useMutation({ mutationFn: async (code: string) => (await calls()).validateCoupon(code) });
}

/** Reads the top list and searches again once a score is stored (src/app/run/inscription.ts stores it). */
export async function refreshBoards(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.highScores }),
    queryClient.invalidateQueries({ queryKey: ['/api/search-scores'] }),
    // A daily run is on its day's board too (src/api/dailyHooks.ts).
    queryClient.invalidateQueries({ queryKey: ['/api/daily'] }),
  ]);
}
