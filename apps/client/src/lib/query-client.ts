import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will not get better by asking again; a dropped connection might.
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The one query cache of the portal. Query keys start with a ChangeTopic of the contracts
 * ('leagues', 'users', 'teams', ...) so live updates can invalidate them by topic.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: shouldRetry,
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
