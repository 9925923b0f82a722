import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { DEFAULT_STALE_TIME_MS, createQueryClient, shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  it('retries other failures at most twice', () => {
    const error = new ApiError(500, 'Request failed');
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(0, 'Network error', 'network_error'))).toBe(true);
  });
  it('never retries 401, 403 and 404', () => {
    for (const status of [401, 403, 404]) expect(shouldRetryQuery(0, new ApiError(status, 'x'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('asks three times in all for a failing query, once for a 404', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    const failing = vi.fn().mockRejectedValue(new ApiError(503, 'Unavailable'));
    await expect(client.fetchQuery({ queryKey: ['a'], queryFn: failing, retry: client.getDefaultOptions().queries?.retry })).rejects.toThrow();
    expect(failing).toHaveBeenCalledTimes(3);

    const missing = vi.fn().mockRejectedValue(new ApiError(404, 'Not found'));
    await expect(client.fetchQuery({ queryKey: ['b'], queryFn: missing, retry: client.getDefaultOptions().queries?.retry })).rejects.toThrow();
    expect(missing).toHaveBeenCalledTimes(1);
  });

  it('never retries mutations and keeps data fresh for 30 s', async () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.staleTime).toBe(DEFAULT_STALE_TIME_MS);
    expect(DEFAULT_STALE_TIME_MS).toBe(30_000);
    const mutationFn = vi.fn().mockRejectedValue(new ApiError(500, 'x'));
    const mutation = client.getMutationCache().build(client, { mutationFn });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});
