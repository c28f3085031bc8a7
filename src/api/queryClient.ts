// The one QueryClient of the app: data never goes stale, is not refetched on
// focus, is never polled and no read or write is retried.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { On401 } from './client';

/** The default read path: query key parts joined by slashes. */
export function pathFromKey(key: readonly unknown[]): string {
  return key.map(String).join('/');
}

/**
 * The default read as a query function: GET on the key parts joined by slashes, parsed as JSON. A 401
 * raises (`on401: 'throw'`, the client's default) or gives null (`'returnNull'`, for a read that may be
 * refused to a visitor without a session).
 */
export function readQueryFn({ on401 }: { on401: On401 }): QueryFunction<unknown> {
  return async ({ queryKey }) => (await import('./calls')).getJson(pathFromKey(queryKey), on401);
}

/** A QueryClient with that policy; tests make their own with this function. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The default read: GET on the key parts joined by slashes, parsed as JSON; a 401 raises.
        queryFn: readQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
