import { onboardingEndpoints } from '@carbon/contracts/onboarding';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ONBOARDING_STALE_TIME_MS } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/** Setup data changes rarely, hence the longer staleness (SPEC section 9); edits invalidate it. */
export function stepsStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.stepsStatus,
    queryFn: ({ signal }) => callApi(onboardingEndpoints.stepsStatus, undefined, { signal }),
    staleTime: ONBOARDING_STALE_TIME_MS,
  });
}

export function onboardingSummaryQueryOptions(companyId: string, periodYear: number) {
  return queryOptions({
    queryKey: queryKeys.onboardingSummary(companyId, periodYear),
    queryFn: ({ signal }) =>
      callApi(onboardingEndpoints.summary, { query: { period_year: periodYear, company_id: companyId } }, { signal }),
    staleTime: ONBOARDING_STALE_TIME_MS,
    enabled: companyId !== '',
  });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) => callApi(onboardingEndpoints.complete, { body: { company_id: companyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.onboarding }),
  });
}
