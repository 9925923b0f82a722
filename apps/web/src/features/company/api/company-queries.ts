import type { Company, CreateSiteInput, Site, UpdateCompanyInput } from '@carbon/contracts/companies';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function companyQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: queryKeys.company(companyId),
    queryFn: ({ signal }) => api.get<Company>(`/companies/${encodeURIComponent(companyId)}`, { signal }),
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
      normalizeSites(await api.get<Site[] | { items?: Site[] }>('/sites', { signal, query: { company_id: companyId } })),
    enabled: companyId !== '',
  });
}

export function useUpdateCompany(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompanyInput) => api.patch<Company>(`/companies/${encodeURIComponent(companyId)}`, input),
    onSuccess: (company) => {
      queryClient.setQueryData(queryKeys.company(companyId), company);
      return queryClient.invalidateQueries({ queryKey: queryKeys.onboarding });
    },
  });
}

export function useCreateSite(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CreateSiteInput, 'company_id'>) => api.post<Site>('/sites', { ...input, company_id: companyId }),
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
    mutationFn: (siteId: string) => api.delete(`/sites/${encodeURIComponent(siteId)}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sites(companyId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.onboarding }),
      ]),
  });
}
