import { emissionFactorEndpoints, type FactorSourcesResponse } from '@carbon/contracts/emission-factors';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '@/lib/api-client';

export type FactorSourcesState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: FactorSourcesResponse };

/**
 * GET /emission-factors/sources for the public /sources page. The public pages do not load TanStack
 * Query (docs/decisions/0005), so this one public call is a plain effect with cancellation and a
 * retry that the page offers with its error message.
 */
export function useFactorSources(): FactorSourcesState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FactorSourcesState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    callApi(emissionFactorEndpoints.sources, undefined, { signal: controller.signal }).then(
      (data) => setState({ status: 'success', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((current) => current + 1);
  }, []);

  return { ...state, retry };
}
