import { emissionFactorEndpoints } from '@carbon/contracts/emission-factors';
import { energyPriceEndpoints } from '@carbon/contracts/energy-prices';
import { entitlementEndpoints } from '@carbon/contracts/entitlements';
import { entryEndpoints } from '@carbon/contracts/ledger';
import { productCatalogEndpoints } from '@carbon/contracts/product-catalog';
import {
  productEndpoints,
  simpleProductEndpoints,
  type CreateProductInput,
  type CreateSimpleProductInput,
  type UpdateProductInput,
  type UpdateSimpleProductInput,
} from '@carbon/contracts/products';
import type { AppLocale } from '@carbon/i18n/locale';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const productKeys = {
  all: ['products'] as const,
  list: (companyId: string) => ['products', 'list', companyId] as const,
  simpleList: (companyId: string) => ['products', 'simple', companyId] as const,
  item: (id: string) => ['products', 'item', id] as const,
  tree: (id: string) => ['products', 'tree', id] as const,
};

export function productsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: productKeys.list(companyId),
    queryFn: ({ signal }) => callApi(productEndpoints.list, { query: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
  });
}

export function simpleProductsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: productKeys.simpleList(companyId),
    queryFn: ({ signal }) => callApi(simpleProductEndpoints.list, { query: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
  });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productKeys.item(id),
    queryFn: ({ signal }) => callApi(productEndpoints.get, { params: { id } }, { signal }),
  });
}

export function productTreeQueryOptions(id: string) {
  return queryOptions({
    queryKey: productKeys.tree(id),
    queryFn: ({ signal }) => callApi(productEndpoints.tree, { params: { id } }, { signal }),
  });
}

/** The plan's limits and usage (GET /entitlements): the product limit decides between "New" and "Upgrade". */
export function productEntitlementsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: queryKeys.entitlements(companyId),
    queryFn: ({ signal }) => callApi(entitlementEndpoints.get, { query: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
  });
}

/** The site's energy entries of the year (scope 2 and stationary combustion), for an allocation. */
export function siteEnergyEntriesQueryOptions(companyId: string, year: number, siteId: string) {
  return queryOptions({
    queryKey: ['products', 'energy-entries', companyId, year, siteId] as const,
    queryFn: async ({ signal }) => {
      const base = { company_id: companyId, period_year: year, site_id: siteId, limit: 500, offset: 0 };
      const [scope2, combustion] = await Promise.all([
        callApi(entryEndpoints.list, { query: { ...base, scope: 2 } }, { signal }),
        callApi(entryEndpoints.list, { query: { ...base, category: 'stationary_combustion' } }, { signal }),
      ]);
      return [...scope2.items, ...combustion.items];
    },
  });
}

export function energyPricesQueryOptions(companyId: string, year: number) {
  return queryOptions({
    queryKey: ['products', 'energy-prices', companyId, year] as const,
    queryFn: ({ signal }) => callApi(energyPriceEndpoints.list, { query: { company_id: companyId, year } }, { signal }),
  });
}

export function factorSearchQueryOptions(q: string, lang: AppLocale, companyId: string) {
  const query = { q, limit: 10, min_score: 0, lang, company_id: companyId || undefined };
  return queryOptions({
    queryKey: ['emission-factors', 'search', query] as const,
    queryFn: ({ signal }) => callApi(emissionFactorEndpoints.search, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function catalogSearchQueryOptions(q: string, lang: AppLocale, companyId: string) {
  const query = { q, limit: 20, min_score: 0, lang, company_id: companyId || undefined };
  return queryOptions({
    queryKey: ['product-catalog', 'search', companyId, q, lang] as const,
    queryFn: ({ signal }) => callApi(productCatalogEndpoints.search, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateProducts(companyId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.entitlements(companyId) }),
      queryClient.invalidateQueries({ queryKey: ['product-catalog'] }),
    ]);
}

export function useCreateProduct(companyId: string) {
  const invalidate = useInvalidateProducts(companyId);
  return useMutation({
    mutationFn: (input: CreateProductInput) => callApi(productEndpoints.create, { body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateProduct(companyId: string, id: string) {
  const invalidate = useInvalidateProducts(companyId);
  return useMutation({
    mutationFn: (input: UpdateProductInput) => callApi(productEndpoints.update, { params: { id }, body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteProduct(companyId: string) {
  const invalidate = useInvalidateProducts(companyId);
  return useMutation({
    mutationFn: (id: string) => callApi(productEndpoints.delete, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useCreateSimpleProduct(companyId: string) {
  const invalidate = useInvalidateProducts(companyId);
  return useMutation({
    mutationFn: (input: CreateSimpleProductInput) => callApi(simpleProductEndpoints.create, { body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteSimpleProduct(companyId: string) {
  const invalidate = useInvalidateProducts(companyId);
  return useMutation({
    mutationFn: (id: string) => callApi(simpleProductEndpoints.delete, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function usePublishProduct(companyId: string, id: string) {
  const invalidate = useInvalidateProducts(companyId);
  return useMutation({
    mutationFn: (publish: boolean) =>
      publish
        ? callApi(productEndpoints.publish, { params: { id } })
        : callApi(productEndpoints.unpublish, { params: { id } }).then(() => null),
    onSuccess: invalidate,
  });
}

export function useUpdateSimpleProduct(companyId: string, id: string) {
  const invalidate = useInvalidateProducts(companyId);
  return useMutation({
    mutationFn: (input: UpdateSimpleProductInput) => callApi(simpleProductEndpoints.update, { params: { id }, body: input }),
    onSuccess: invalidate,
  });
}
