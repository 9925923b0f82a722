import {
  companyEndpoints,
  siteEndpoints,
  type CreateSiteInput,
  type Site,
  type UpdateCompanyInput,
  type UpdateSiteInput,
} from '@carbon/contracts/companies';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function companyQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: queryKeys.company(companyId),
    queryFn: ({ signal }) => callApi(companyEndpoints.get, { params: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
  });
}

/** SPEC section 7: the answer is a list, or an object with `items`. */
export function normalizeSites(payload: Site[] | { items?: Site[] } | null | undefined): Site[] {
  if (Array.isArray(payload)) return payload;
  return payload?.items ?? [];
}

export function sitesQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: queryKeys.sites(companyId),
    queryFn: async ({ signal }) =>
      normalizeSites(await callApi(siteEndpoints.list, { query: { company_id: companyId } }, { signal })),
    enabled: companyId !== '',
  });
}

export function useUpdateCompany(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompanyInput) => callApi(companyEndpoints.update, { params: { company_id: companyId }, body: input }),
    onSuccess: (company) => {
      queryClient.setQueryData(queryKeys.company(companyId), company);
      return queryClient.invalidateQueries({ queryKey: queryKeys.onboarding });
    },
  });
}

export function useCreateSite(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CreateSiteInput, 'company_id'>) => callApi(siteEndpoints.create, { body: { ...input, company_id: companyId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sites(companyId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.onboarding }),
      ]),
  });
}

export function useUpdateSite(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ siteId, input }: { siteId: string; input: UpdateSiteInput }) =>
      callApi(siteEndpoints.update, { params: { site_id: siteId }, body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sites(companyId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.onboarding }),
      ]),
  });
}

export function useDeleteSite(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (siteId: string) => callApi(siteEndpoints.delete, { params: { site_id: siteId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sites(companyId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.onboarding }),
      ]),
  });
}
