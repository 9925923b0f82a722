import { entitlementEndpoints } from '@carbon/contracts/entitlements';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function entitlementsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: queryKeys.entitlements(companyId),
    queryFn: ({ signal }) => callApi(entitlementEndpoints.get, { query: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
  });
}
