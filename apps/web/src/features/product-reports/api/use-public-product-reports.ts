import { publicProductReportEndpoints, type PublicProductReport } from '@carbon/contracts/products';
import {
  publicProductsEndpoints,
  type ProductMatchResponse,
  type PublicReportList,
} from '@carbon/contracts/public-products';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, callApi } from '@/lib/api-client';
import { listKey, preloadedAnswer, reportKey } from './preloaded';

export type PublicCallState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: T };

/**
 * A token-less public call as a plain effect with cancellation and a retry (the public pages do not load
 * TanStack Query, docs/decisions/0005, as features/sources does). `run` null leaves the state idle.
 */
function usePublicCall<T>(run: ((signal: AbortSignal) => Promise<T>) | null, key: string): PublicCallState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // The answer is kept with the request it answers: a newer request reads as loading until its own answer.
  // A page rendered on the server starts from the answer it was rendered with (./preloaded), so it hydrates as is.
  const [answer, setAnswer] = useState<{ request: string; state: PublicCallState<T> } | null>(() => {
    const preloaded = run === null ? undefined : preloadedAnswer(key);
    if (!preloaded) return null;
    const state: PublicCallState<T> =
      'data' in preloaded
        ? { status: 'success', data: preloaded.data as T }
        : { status: 'error', error: new ApiError(preloaded.status, String(preloaded.status)) };
    return { request: `${key}#0`, state };
  });
  const request = `${key}#${attempt}`;
  const active = run !== null;
  const answered = answer?.request === request;
  useEffect(() => {
    if (!run || answered) return;
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setAnswer({ request, state: { status: 'success', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ request, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // `request` names the call; `run` is a new closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, active]);
  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  const state: PublicCallState<T> = !active
    ? { status: 'idle' }
    : answer && answer.request === request
      ? answer.state
      : { status: 'loading' };
  return { ...state, retry };
}

/** GET /public/product-reports?limit=&offset= */
export function usePublishedReports(limit: number, offset: number) {
  return usePublicCall<PublicReportList>(
    (signal) => callApi(publicProductsEndpoints.list, { query: { limit, offset } }, { signal }),
    listKey(limit, offset),
  );
}

/** GET /public/product-reports/{slug} */
export function usePublicReport(slug: string) {
  return usePublicCall<PublicProductReport>(
    (signal) => callApi(publicProductReportEndpoints.get, { params: { slug } }, { signal }),
    reportKey(slug),
  );
}

/** Several reports at once, for the side-by-side comparison. */
export function usePublicReports(slugs: readonly string[]) {
  return usePublicCall<PublicProductReport[]>(
    slugs.length === 0
      ? null
      : (signal) => Promise.all(slugs.map((slug) => callApi(publicProductReportEndpoints.get, { params: { slug } }, { signal }))),
    `reports:${slugs.join(',')}`,
  );
}

/** GET /public/product-match?q=&lang= (nothing is asked under 2 characters). */
export function useProductMatch(q: string, lang: 'en' | 'fr') {
  return usePublicCall<ProductMatchResponse>(
    q.trim().length < 2 ? null : (signal) => callApi(publicProductsEndpoints.match, { query: { q: q.trim(), lang } }, { signal }),
    `match:${lang}:${q.trim()}`,
  );
}
