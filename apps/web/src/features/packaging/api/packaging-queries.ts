import { packagingEndpoints, type Packaging, type PackagingInput } from '@carbon/contracts/packaging';
import { productCatalogEndpoints, type CatalogSearchItem } from '@carbon/contracts/product-catalog';
import type { AppLocale } from '@carbon/i18n/locale';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { usePackagingKit } from '../packaging-kit';

/** The catalog search needs at least this many characters. */
export const PACKAGING_SEARCH_MIN_LENGTH = 2;

export const packagingKeys = {
  all: ['packaging'] as const,
  list: (companyId: string, year: number, siteId: string | null) => ['packaging', 'list', companyId, year, siteId] as const,
};

export function packagingListQueryOptions(companyId: string, year: number, siteId: string | null) {
  return queryOptions({
    queryKey: packagingKeys.list(companyId, year, siteId),
    queryFn: ({ signal }) =>
      callApi(packagingEndpoints.list, { query: { company_id: companyId, period_year: year, site_id: siteId ?? undefined } }, { signal }),
  });
}

/**
 * Packaging items of the product catalog (the library's and the company's): the catalog search, keeping the items
 * that are packaging (tagged lifecycle:packaging, or named or categorised so).
 */
export function packagingCatalogQueryOptions(q: string, lang: AppLocale, companyId: string) {
  const query = { q, limit: 20, min_score: 0, lang, company_id: companyId || undefined };
  return queryOptions({
    queryKey: ['product-catalog', 'search', 'packaging', query] as const,
    queryFn: async ({ signal }) => {
      const answer = await callApi(productCatalogEndpoints.search, { query }, { signal });
      return answer.items.filter(isPackagingItem);
    },
    enabled: q.trim().length >= PACKAGING_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}

const PACKAGING_WORDS = /packag|emball|bottle|bouteille|box|carton|pallet|palette|closure|bouchon|capsule/i;

export function isPackagingItem(item: CatalogSearchItem): boolean {
  if (item.tags.some((tag) => tag.category === 'lifecycle' && tag.slug === 'packaging')) return true;
  return PACKAGING_WORDS.test(`${item.category} ${item.product_type ?? ''} ${item.name}`);
}

function useInvalidateLedger() {
  const queryClient = useQueryClient();
  const { ledgerQueryKey } = usePackagingKit();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: packagingKeys.all }),
      queryClient.invalidateQueries({ queryKey: ledgerQueryKey }),
      queryClient.invalidateQueries({ queryKey: queryKeys.onboarding }),
    ]);
}

export function useSavePackaging() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PackagingInput }) =>
      id ? callApi(packagingEndpoints.update, { params: { id }, body: input }) : callApi(packagingEndpoints.create, { body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useDeletePackaging() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: (line: Packaging) => callApi(packagingEndpoints.delete, { params: { id: line.id } }),
    onSuccess: () => invalidate(),
  });
}
