import { emissionFactorEndpoints, SEARCH_MIN_QUERY_LENGTH, type FactorUnitFamily } from '@carbon/contracts/emission-factors';
import {
  productCatalogEndpoints,
  type CatalogUnit,
  type CreateCatalogItemInput,
  type UpdateCatalogItemInput,
} from '@carbon/contracts/product-catalog';
import type { AppLocale } from '@carbon/i18n/locale';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const CATALOG_PAGE_SIZE = 20;
/** The catalog search answers at most this many items, the most relevant first. */
export const CATALOG_SEARCH_LIMIT = 50;

export const catalogKeys = {
  all: ['product-catalog'] as const,
  list: (companyId: string, page: number) => ['product-catalog', 'list', companyId, page] as const,
  search: (companyId: string, q: string, lang: AppLocale) => ['product-catalog', 'search', companyId, q, lang] as const,
  item: (id: string) => ['product-catalog', 'item', id] as const,
  /** Tags change only with a release, and belong to no company. */
  tags: ['product-catalog-tags'] as const,
};

/** The company's items first, then the library's, by name (GET /product-catalog). */
export function catalogListQueryOptions(companyId: string, page: number) {
  return queryOptions({
    queryKey: catalogKeys.list(companyId, page),
    queryFn: ({ signal }) =>
      callApi(
        productCatalogEndpoints.list,
        { query: { company_id: companyId || undefined, page, page_size: CATALOG_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /product-catalog/search; `q` must already satisfy the 2-character rule. */
export function catalogSearchQueryOptions(companyId: string, q: string, lang: AppLocale) {
  return queryOptions({
    queryKey: catalogKeys.search(companyId, q, lang),
    queryFn: ({ signal }) =>
      callApi(
        productCatalogEndpoints.search,
        { query: { q, limit: CATALOG_SEARCH_LIMIT, min_score: 0, lang, company_id: companyId || undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function catalogItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogKeys.item(id),
    queryFn: ({ signal }) => callApi(productCatalogEndpoints.get, { params: { id } }, { signal }),
  });
}

export function catalogTagsQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.tags,
    queryFn: ({ signal }) => callApi(productCatalogEndpoints.tags, undefined, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useCreateCatalogItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCatalogItemInput) => callApi(productCatalogEndpoints.create, { body: input }),
    onSuccess: (item) => {
      queryClient.setQueryData(catalogKeys.item(item.id), item);
      return queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    },
  });
}

export function useUpdateCatalogItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCatalogItemInput) => callApi(productCatalogEndpoints.update, { params: { id }, body: input }),
    onSuccess: (item) => {
      queryClient.setQueryData(catalogKeys.item(item.id), item);
      return queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    },
  });
}

export function useDeleteCatalogItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(productCatalogEndpoints.delete, { params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: catalogKeys.item(id) });
      return queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    },
  });
}

/** Which factors can give an item's emission: the API converts only between units of the same family. */
export const unitFamilyOfCatalogUnit: Record<CatalogUnit, FactorUnitFamily> = {
  kg: 'mass',
  g: 'mass',
  tonne: 'mass',
  l: 'volume',
  m3: 'volume',
  kWh: 'energy',
  unit: 'count',
};

/** The factor an item is linked to, to name it beside the item (GET /emission-factors/{id}). */
export function linkedFactorQueryOptions(id: string, lang: AppLocale) {
  return queryOptions({
    queryKey: ['emission-factors', 'detail', id, lang] as const,
    queryFn: ({ signal }) => callApi(emissionFactorEndpoints.get, { params: { id }, query: { lang } }, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Factors to link to an item: same search as the factor screen, restricted to the item's unit family. */
export function factorChoicesQueryOptions(q: string, unit: CatalogUnit, lang: AppLocale, companyId: string) {
  const query = { q, limit: 10, min_score: 0, lang, unit_family: unitFamilyOfCatalogUnit[unit], company_id: companyId || undefined };
  return queryOptions({
    queryKey: ['emission-factors', 'search', query] as const,
    queryFn: ({ signal }) => callApi(emissionFactorEndpoints.search, { query }, { signal }),
    enabled: q.trim().length >= SEARCH_MIN_QUERY_LENGTH,
    placeholderData: keepPreviousData,
  });
}
