import { portfolioEndpoints, scenarioEndpoints, type UpdatePortfolioInput } from '@carbon/contracts/scenarios';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function portfolioQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: queryKeys.portfolio(companyId),
    queryFn: ({ signal }) => callApi(portfolioEndpoints.get, { query: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
  });
}

/** Every scenario of the company, the ones the portfolio can take (under the scenarios' own key, which they refresh). */
export function portfolioScenariosQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: [...queryKeys.scenarios, 'list', companyId] as const,
    queryFn: ({ signal }) => callApi(scenarioEndpoints.list, { query: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
  });
}

/** Saves the settings and projects them again ("Update projections"); the answer is the new portfolio. */
export function useUpdatePortfolio(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePortfolioInput) => callApi(portfolioEndpoints.update, { query: { company_id: companyId }, body: input }),
    onSuccess: (portfolio) => queryClient.setQueryData(queryKeys.portfolio(companyId), portfolio),
  });
}
