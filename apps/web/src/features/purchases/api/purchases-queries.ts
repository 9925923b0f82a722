import {
  capitalGoodEndpoints,
  itemEndpoints,
  materialEndpoints,
  productPurchaseEndpoints,
  spendEndpoints,
  type CapitalGood,
  type Item,
  type Material,
  type ProductPurchase,
  type Spend,
} from '@carbon/contracts/purchases';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The five kinds of purchase lines and their endpoints (one list/create/get/update/delete group each). */
export const PURCHASE_ENDPOINTS = {
  materials: materialEndpoints,
  items: itemEndpoints,
  spend: spendEndpoints,
  capital_goods: capitalGoodEndpoints,
  // Bought products (issue 11 section 5): a product with a known footprint per unit.
  products: productPurchaseEndpoints,
} as const;
export type PurchaseTab = keyof typeof PURCHASE_ENDPOINTS;
export const PURCHASE_TABS: readonly PurchaseTab[] = ['materials', 'items', 'products', 'spend', 'capital_goods'];

/** What a line of each tab is. */
export interface PurchaseLines {
  materials: Material;
  items: Item;
  spend: Spend;
  capital_goods: CapitalGood;
  products: ProductPurchase;
}
export type PurchaseLine = PurchaseLines[PurchaseTab];
export type PurchaseBody<T extends PurchaseTab> = z.input<(typeof PURCHASE_ENDPOINTS)[T]['create']['body']>;

export const purchasesKeys = {
  all: ['purchases'] as const,
  list: (tab: PurchaseTab, companyId: string, year: number, siteId: string | null) =>
    ['purchases', tab, companyId, year, siteId] as const,
};

export function purchasesQueryOptions<T extends PurchaseTab>(
  tab: T,
  companyId: string,
  year: number,
  siteId: string | null,
) {
  return queryOptions({
    queryKey: purchasesKeys.list(tab, companyId, year, siteId),
    queryFn: async ({ signal }) => {
      const answer = await callApi(
        PURCHASE_ENDPOINTS[tab].list as typeof materialEndpoints.list,
        { query: { company_id: companyId, period_year: year, ...(siteId ? { site_id: siteId } : {}) } },
        { signal },
      );
      return answer as unknown as { items: PurchaseLines[T][] };
    },
  });
}

/** After a change: the purchases lists, the ledger's screens and the onboarding summary read the ledger again. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: purchasesKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['ledger'] }),
      queryClient.invalidateQueries({ queryKey: queryKeys.onboarding }),
      // A category-1 purchase re-reconciles the year's sold products (docs/decisions/0030-products-in-inventory.md).
      queryClient.invalidateQueries({ queryKey: ['sold-products'] }),
    ]);
}

/** Creates (id null) or rewrites a line of a tab. */
export function useSavePurchase<T extends PurchaseTab>(tab: T) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: PurchaseBody<T> }) => {
      const endpoints = PURCHASE_ENDPOINTS[tab] as unknown as typeof materialEndpoints;
      const saved = id
        ? await callApi(endpoints.update, { params: { id }, body: body as never })
        : await callApi(endpoints.create, { body: body as never });
      return saved as unknown as PurchaseLines[T];
    },
    onSuccess: () => invalidate(),
  });
}

export function useDeletePurchase(tab: PurchaseTab) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      callApi((PURCHASE_ENDPOINTS[tab] as unknown as typeof materialEndpoints).delete, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}
