import { QueryClient } from '@tanstack/react-query';
import { ApiError, isOffline } from './api-client.ts';

/**
 * A 4xx will not change on retry (and a 401 has already ended the session); network blips
 * might. Without a connection there is nothing to wait for: the screen says so at once.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (isOffline()) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // 'always': offline, a call fails at once and the screen says why (or shows what was
      // saved for offline) instead of waiting, paused, for a connection that may be hours away.
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
