import type { FactorDetail, FactorSourcesResponse, SearchFactorsResponse } from '@carbon/contracts/emission-factors';
import type { AppLocale } from '@carbon/i18n/locale';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type QueryValue } from '@/lib/api-client';

/** Library data changes only with a new import, so these answers may be kept longer than the 30 s default. */
const LIBRARY_STALE_TIME_MS = 5 * 60_000;

export const factorKeys = {
  all: ['emission-factors'] as const,
  search: (request: Record<string, QueryValue>) => ['emission-factors', 'search', request] as const,
  detail: (id: string, lang: AppLocale) => ['emission-factors', 'detail', id, lang] as const,
  sources: ['emission-factors', 'sources'] as const,
};

export function searchFactorsQueryOptions(request: Record<string, QueryValue> | null) {
  return queryOptions({
    queryKey: factorKeys.search(request ?? {}),
    queryFn: ({ signal }) => api.get<SearchFactorsResponse>('/emission-factors/search', { signal, query: request ?? {} }),
    // The 2-character rule: no request at all until the text is long enough.
    enabled: request !== null,
    staleTime: LIBRARY_STALE_TIME_MS,
    // While the next answer arrives, the previous results stay on screen (marked busy) instead of
    // flashing back to skeletons at every keystroke.
    placeholderData: keepPreviousData,
  });
}

export function factorDetailQueryOptions(id: string | null, lang: AppLocale) {
  return queryOptions({
    queryKey: factorKeys.detail(id ?? '', lang),
    queryFn: ({ signal }) => api.get<FactorDetail>(`/emission-factors/${encodeURIComponent(id ?? '')}`, { signal, query: { lang } }),
    enabled: id !== null,
    staleTime: LIBRARY_STALE_TIME_MS,
  });
}

/** The library's size, shown before the first search. */
export function factorSourcesQueryOptions() {
  return queryOptions({
    queryKey: factorKeys.sources,
    queryFn: ({ signal }) => api.get<FactorSourcesResponse>('/emission-factors/sources', { signal, anonymous: true }),
    staleTime: LIBRARY_STALE_TIME_MS,
  });
}
