import { apiKeyEndpoints, type CreateApiKeyInput } from '@carbon/contracts/api-keys';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Local to this feature: nothing else in the app shows or depends on the company's keys. */
const apiKeysKey = (companyId: string) => ['api-keys', companyId] as const;

export function apiKeysQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: apiKeysKey(companyId),
    queryFn: ({ signal }) => callApi(apiKeyEndpoints.list, { query: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
  });
}

export function useCreateApiKey(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CreateApiKeyInput, 'company_id'>) =>
      callApi(apiKeyEndpoints.create, { body: { ...input, company_id: companyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey(companyId) }),
  });
}

export function useRevokeApiKey(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(apiKeyEndpoints.revoke, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey(companyId) }),
  });
}
