import { emissionFactorEndpoints } from '@carbon/contracts/emission-factors';
import type { AppLocale } from '@carbon/i18n/locale';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { FactorSearchRequest } from '../search-state';

/** Library data changes only with a new import, so these answers may be kept longer than the 30 s default. */
const LIBRARY_STALE_TIME_MS = 5 * 60_000;

export const factorKeys = {
  all: ['emission-factors'] as const,
  search: (request: FactorSearchRequest | null) => ['emission-factors', 'search', request ?? {}] as const,
  detail: (id: string, lang: AppLocale) => ['emission-factors', 'detail', id, lang] as const,
  sources: ['emission-factors', 'sources'] as const,
};

export function searchFactorsQueryOptions(request: FactorSearchRequest | null) {
  return queryOptions({
    queryKey: factorKeys.search(request),
    // The 2-character rule: no request at all until the text is long enough.
    queryFn: request === null ? skipToken : ({ signal }) => callApi(emissionFactorEndpoints.search, { query: request }, { signal }),
    staleTime: LIBRARY_STALE_TIME_MS,
    // While the next answer arrives, the previous results stay on screen (marked busy) instead of
    // flashing back to skeletons at every keystroke.
    placeholderData: keepPreviousData,
  });
}

export function factorDetailQueryOptions(id: string | null, lang: AppLocale) {
  return queryOptions({
    queryKey: factorKeys.detail(id ?? '', lang),
    queryFn: id === null ? skipToken : ({ signal }) => callApi(emissionFactorEndpoints.get, { params: { id }, query: { lang } }, { signal }),
    staleTime: LIBRARY_STALE_TIME_MS,
  });
}

/** The library's size, shown before the first search. */
export function factorSourcesQueryOptions() {
  return queryOptions({
    queryKey: factorKeys.sources,
    queryFn: ({ signal }) => callApi(emissionFactorEndpoints.sources, undefined, { signal }),
    staleTime: LIBRARY_STALE_TIME_MS,
  });
}
