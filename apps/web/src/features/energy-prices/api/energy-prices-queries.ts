import {
  energyPriceEndpoints,
  type CreateCustomPriceInput,
  type EnergySource,
  type SetTariffInput,
} from '@carbon/contracts/energy-prices';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const energyPriceKeys = {
  all: ['energy-prices'] as const,
  list: (companyId: string, source: EnergySource, year: number) =>
    ['energy-prices', companyId, source, year] as const,
};

/**
 * One source's prices for a year: the company's own and the country defaults. The API answers, for a year whose
 * defaults are not published yet (Eurostat lags about a year and a half), each country's latest earlier default,
 * marked `fallback` and with its own year.
 */
export function energyPricesQueryOptions(companyId: string, source: EnergySource, year: number) {
  return queryOptions({
    queryKey: energyPriceKeys.list(companyId, source, year),
    queryFn: ({ signal }) =>
      callApi(energyPriceEndpoints.list, { query: { company_id: companyId, source, year } }, { signal }),
  });
}

function useInvalidatePrices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: energyPriceKeys.all });
}

export function useSetTariff() {
  const invalidate = useInvalidatePrices();
  return useMutation({
    mutationFn: (input: SetTariffInput) => callApi(energyPriceEndpoints.setTariff, { body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useCreateCustomPrice() {
  const invalidate = useInvalidatePrices();
  return useMutation({
    mutationFn: (input: CreateCustomPriceInput) =>
      callApi(energyPriceEndpoints.createCustom, { body: input }),
    onSuccess: () => invalidate(),
  });
}
