import {
  pactSupplierEndpoints,
  type CreatePactImportInput,
  type CreatePactSupplierInput,
} from '@carbon/contracts/pact-suppliers';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/**
 * The data-recipient side of PACT (issue 15 section 2): supplier connections, their footprints, the imports. An
 * import or a newer version changes a company factor and what uses it, so those mutations also refresh the factors,
 * products and entries the screens may hold.
 */
export const pactSupplierKeys = {
  all: ['pact', 'suppliers'] as const,
  suppliers: (companyId: string) => ['pact', 'suppliers', 'list', companyId] as const,
  footprints: (supplierId: string) => ['pact', 'suppliers', 'footprints', supplierId] as const,
  imports: (companyId: string) => ['pact', 'suppliers', 'imports', companyId] as const,
};

/** What an import or a newer version may change beyond the PACT screens. */
const AFFECTED = [['emission-factors'], ['products'], ['ledger'], ['purchases']] as const;

export function pactSuppliersQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: pactSupplierKeys.suppliers(companyId),
    queryFn: ({ signal }) =>
      callApi(pactSupplierEndpoints.listSuppliers, { query: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
  });
}

/** A live call to the supplier's PACT API: it may be slow or fail (502), so a failure is not retried at once. */
export function pactSupplierFootprintsQueryOptions(supplierId: string) {
  return queryOptions({
    queryKey: pactSupplierKeys.footprints(supplierId),
    queryFn: ({ signal }) =>
      callApi(pactSupplierEndpoints.listSupplierFootprints, { params: { id: supplierId } }, { signal }),
    enabled: supplierId !== '',
    retry: false,
  });
}

export function pactImportsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: pactSupplierKeys.imports(companyId),
    queryFn: ({ signal }) =>
      callApi(pactSupplierEndpoints.listImports, { query: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
  });
}

export function useCreatePactSupplier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePactSupplierInput) => callApi(pactSupplierEndpoints.createSupplier, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: pactSupplierKeys.all }),
  });
}

export function useDeletePactSupplier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(pactSupplierEndpoints.deleteSupplier, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: pactSupplierKeys.all }),
  });
}

export function useRefreshPactSupplier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(pactSupplierEndpoints.refreshSupplier, { params: { id } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: pactSupplierKeys.all });
      await client.invalidateQueries({ queryKey: ['emission-factors'] });
    },
  });
}

async function invalidateAffected(client: ReturnType<typeof useQueryClient>) {
  await client.invalidateQueries({ queryKey: pactSupplierKeys.all });
  await Promise.all(AFFECTED.map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function useCreatePactImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePactImportInput) => callApi(pactSupplierEndpoints.createImport, { body }),
    onSuccess: () => invalidateAffected(client),
  });
}

export function useApplyNewerFootprint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(pactSupplierEndpoints.applyNewerFootprint, { params: { id } }),
    onSuccess: () => invalidateAffected(client),
  });
}
