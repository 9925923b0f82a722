import {
  pactEndpoints,
  type CreatePactPartnerInput,
  type CreatePactShareInput,
  type UpdatePactPartnerInput,
} from '@carbon/contracts/pact';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const pactKeys = {
  all: ['pact'] as const,
  partners: (companyId: string) => ['pact', 'partners', companyId] as const,
  shares: (companyId: string, productId: string) => ['pact', 'shares', companyId, productId] as const,
};

export function pactPartnersQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: pactKeys.partners(companyId),
    queryFn: ({ signal }) =>
      callApi(pactEndpoints.listPartners, { query: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
  });
}

export function pactSharesQueryOptions(companyId: string, productId: string) {
  return queryOptions({
    queryKey: pactKeys.shares(companyId, productId),
    queryFn: ({ signal }) =>
      callApi(
        pactEndpoints.listShares,
        { query: { company_id: companyId, product_id: productId } },
        { signal },
      ),
    enabled: companyId !== '' && productId !== '',
  });
}

export function useCreatePactPartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePactPartnerInput) => callApi(pactEndpoints.createPartner, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: pactKeys.all }),
  });
}

export function useUpdatePactPartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePactPartnerInput }) =>
      callApi(pactEndpoints.updatePartner, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: pactKeys.all }),
  });
}

export function useRevokePactPartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(pactEndpoints.revokePartner, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: pactKeys.all }),
  });
}

export function useCreatePactShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePactShareInput) => callApi(pactEndpoints.createShare, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: pactKeys.all }),
  });
}

export function useDeletePactShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(pactEndpoints.deleteShare, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: pactKeys.all }),
  });
}
