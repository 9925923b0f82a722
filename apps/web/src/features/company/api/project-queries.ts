import { projectEndpoints, type CreateProjectInput, type UpdateProjectInput } from '@carbon/contracts/ledger';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const projectKeys = {
  list: (companyId: string) => ['projects', companyId] as const,
};

export function projectsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: projectKeys.list(companyId),
    queryFn: async ({ signal }) => (await callApi(projectEndpoints.list, { query: { company_id: companyId } }, { signal })).items,
    enabled: companyId !== '',
  });
}

export function useCreateProject(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CreateProjectInput, 'company_id'>) => callApi(projectEndpoints.create, { body: { ...input, company_id: companyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.list(companyId) }),
  });
}

export function useUpdateProject(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateProjectInput }) => callApi(projectEndpoints.update, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.list(companyId) }),
  });
}

export function useDeleteProject(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(projectEndpoints.delete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.list(companyId) }),
  });
}
