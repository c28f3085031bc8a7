// The one QueryClient of the app: SPEC.md section 7 says data never goes stale, is not refetched on
// focus, is never polled and no read or write is retried.
import { QueryClient } from '@tanstack/react-query';

/** A QueryClient with the SPEC 7 policy; tests make their own with this function. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
