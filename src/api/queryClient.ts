// The one QueryClient of the app: data never goes stale, is not refetched on
// focus, is never polled and no read or write is retried.
import { QueryClient } from '@tanstack/react-query';

/** The default read path: query key parts joined by slashes. */
export function pathFromKey(key: readonly unknown[]): string {
  return key.map(String).join('/');
}

/** A QueryClient with that policy; tests make their own with this function. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The default read: GET on the key parts joined by slashes, parsed as JSON.
        queryFn: async ({ queryKey }) => (await import('./calls')).getJson(pathFromKey(queryKey)),
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
