import { emissionFactorEndpoints, SEARCH_MIN_QUERY_LENGTH } from '@carbon/contracts/emission-factors';
import {
  accountingEndpoints,
  entryEndpoints,
  type CreateEntryInput,
  type Entry,
  type UpdateEntryInput,
} from '@carbon/contracts/ledger';
import type { AppLocale } from '@carbon/i18n/locale';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The list answers at most this many rows a call (the contract's limit). */
export const ENTRIES_PAGE_LIMIT = 500;

export interface EntriesFilter {
  companyId: string;
  year: number;
  /** null: every site. */
  siteId: string | null;
  scope?: 1 | 2 | 3;
  category?: string;
}

export const ledgerKeys = {
  /** Root of everything the ledger answers: entries and inventories move together. */
  all: ['ledger'] as const,
  categories: ['ledger', 'categories'] as const,
  entries: (filter: EntriesFilter) => ['ledger', 'entries', filter] as const,
  inventory: (companyId: string, year: number, siteId: string | null) => ['ledger', 'inventory', companyId, year, siteId] as const,
};

/** The taxonomy changes only with a release. */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ledgerKeys.categories,
    queryFn: ({ signal }) => callApi(accountingEndpoints.categories, undefined, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function entriesQueryOptions(filter: EntriesFilter) {
  return queryOptions({
    queryKey: ledgerKeys.entries(filter),
    queryFn: ({ signal }) =>
      callApi(
        entryEndpoints.list,
        {
          query: {
            company_id: filter.companyId,
            period_year: filter.year,
            site_id: filter.siteId ?? undefined,
            scope: filter.scope,
            category: filter.category,
            limit: ENTRIES_PAGE_LIMIT,
            offset: 0,
          },
        },
        { signal },
      ),
  });
}

export function inventoryQueryOptions(companyId: string, year: number, siteId: string | null) {
  return queryOptions({
    queryKey: ledgerKeys.inventory(companyId, year, siteId),
    queryFn: ({ signal }) =>
      callApi(accountingEndpoints.inventory, { query: { company_id: companyId, period_year: year, site_id: siteId ?? undefined } }, { signal }),
  });
}

/** Factors for an entry: the factor screen's search, with the company's own factors among the results. */
export function factorChoicesQueryOptions(q: string, lang: AppLocale, companyId: string) {
  const query = { q, limit: 10, min_score: 0, lang, company_id: companyId || undefined };
  return queryOptions({
    queryKey: ['emission-factors', 'search', query] as const,
    queryFn: ({ signal }) => callApi(emissionFactorEndpoints.search, { query }, { signal }),
    enabled: q.trim().length >= SEARCH_MIN_QUERY_LENGTH,
    placeholderData: keepPreviousData,
  });
}

/** After any change, the lists, the inventories (dashboard) and the setup progress may all move. */
function useInvalidateLedger() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ledgerKeys.all }), queryClient.invalidateQueries({ queryKey: queryKeys.onboarding })]);
}

export function useCreateEntry() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: (input: CreateEntryInput) => callApi(entryEndpoints.create, { body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateEntry() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateEntryInput }) => callApi(entryEndpoints.update, { params: { id }, body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteEntry() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: (entry: Entry) => callApi(entryEndpoints.delete, { params: { id: entry.id } }),
    onSuccess: () => invalidate(),
  });
}
