import {
  businessTravelEndpoints,
  type BusinessTravel,
  type BusinessTravelInput,
} from '@carbon/contracts/business-travel';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const businessTravelKeys = {
  all: ['business-travel'] as const,
  list: (companyId: string, year: number, siteId: string) =>
    ['business-travel', companyId, year, siteId] as const,
};

/** The year's travel reports of a site. */
export function businessTravelListQueryOptions(companyId: string, year: number, siteId: string) {
  return queryOptions({
    queryKey: businessTravelKeys.list(companyId, year, siteId),
    queryFn: ({ signal }) =>
      callApi(
        businessTravelEndpoints.list,
        { query: { company_id: companyId, period_year: year, site_id: siteId } },
        { signal },
      ),
  });
}

/** A report moves the ledger (its entries, the inventory) and the setup progress. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: businessTravelKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['ledger'] }),
      queryClient.invalidateQueries({ queryKey: queryKeys.onboarding }),
    ]);
}

export function useSaveBusinessTravel() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: BusinessTravelInput }) =>
      id
        ? callApi(businessTravelEndpoints.update, { params: { id }, body: input })
        : callApi(businessTravelEndpoints.create, { body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteBusinessTravel() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (report: BusinessTravel) =>
      callApi(businessTravelEndpoints.delete, { params: { id: report.id } }),
    onSuccess: () => invalidate(),
  });
}
