import { energyEndpoints } from '@carbon/contracts/energy';
import { energyPriceEndpoints } from '@carbon/contracts/energy-prices';
import type { Entry } from '@carbon/contracts/ledger';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { energyKindOf } from '../energy';
import { useLedgerKit } from '../ledger-kit';

/** The energy prices of the company for a year, every source (the list /prices manages). */
export function energyPricesQueryOptions(companyId: string, year: number) {
  return queryOptions({
    queryKey: ['energy-prices', companyId, year] as const,
    queryFn: ({ signal }) =>
      callApi(energyPriceEndpoints.list, { query: { company_id: companyId, year } }, { signal }),
  });
}

/**
 * Each energy's default factor for a site's country (GET /energy/defaults): the one the dialog proposes until
 * another is chosen through the factor search.
 */
export function energyDefaultsQueryOptions(companyId: string, siteId: string | null, year: number) {
  return queryOptions({
    queryKey: ['energy-defaults', companyId, siteId, year] as const,
    queryFn: ({ signal }) =>
      callApi(
        energyEndpoints.defaults,
        { query: { company_id: companyId, period_year: year, ...(siteId ? { site_id: siteId } : {}) } },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}

/**
 * The year's energy lines: scope 2 (electricity, heat and steam, cooling) and the stationary combustion of gas,
 * fuel oil and wood, read from the ledger in two calls. Each line keeps the rows the ledger derives from it.
 */
export function useEnergyEntries(companyId: string, year: number, siteId: string | null) {
  const { useEntries } = useLedgerKit();
  const scope2 = useEntries({ companyId, year, siteId, scope: 2 });
  const combustion = useEntries({ companyId, year, siteId, scope: 1, category: 'stationary_combustion' });
  const derivedRows = useEntries({ companyId, year, siteId, scope: 3 });
  const data =
    scope2.data && combustion.data
      ? [...scope2.data.items, ...combustion.data.items]
          .filter((entry) => energyKindOf(entry) !== null)
          .sort((a, b) => a.created_at.localeCompare(b.created_at))
      : undefined;
  const derivedOf = (entry: Entry) =>
    (derivedRows.data?.items ?? []).filter((row) => row.derived_from_entry_id === entry.id);
  return {
    data,
    derivedOf,
    isError: scope2.isError || combustion.isError,
    refetch: () => Promise.all([scope2.refetch(), combustion.refetch(), derivedRows.refetch()]),
  };
}
