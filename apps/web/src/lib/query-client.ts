import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** SPEC section 9 and DESIGN.md section 4. */
export const DEFAULT_STALE_TIME_MS = 30_000;
export const ONBOARDING_STALE_TIME_MS = 5 * 60_000;
export const MAX_QUERY_RETRIES = 2;

/** Statuses whose answer will not change by asking again: retrying only delays the message. */
const FINAL_STATUSES = new Set([401, 403, 404]);

/** TanStack Query calls this with 0 after the first failure, 1 after the second, and so on. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && FINAL_STATUSES.has(error.status)) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        retry: shouldRetryQuery,
      },
      mutations: { retry: false },
    },
  });
}
