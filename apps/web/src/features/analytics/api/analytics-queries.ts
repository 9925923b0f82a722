import { analyticsEndpoints } from '@carbon/contracts/analytics';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export interface AnalyticsFilter {
  companyId: string;
  year: number;
  /** null: every site. */
  siteId: string | null;
  /** null: every project (the whole company or site). */
  projectId: string | null;
}

/** Under the ledger's root key, so that recording an entry refreshes analytics too. */
export function analyticsQueryOptions(filter: AnalyticsFilter) {
  return queryOptions({
    queryKey: ['ledger', 'analytics', filter] as const,
    queryFn: ({ signal }) =>
      callApi(
        analyticsEndpoints.get,
        {
          query: {
            company_id: filter.companyId,
            period_year: filter.year,
            site_id: filter.siteId ?? undefined,
            project_id: filter.projectId ?? undefined,
          },
        },
        { signal },
      ),
    enabled: filter.companyId !== '',
    placeholderData: keepPreviousData,
  });
}
