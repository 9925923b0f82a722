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
  list: (companyId: string, source: EnergySource) => ['energy-prices', companyId, source] as const,
};

/**
 * Every year of one source at once (a few dozen rows): the screen filters by the top bar's year and, when the
 * year has no published default yet (Eurostat lags about a year and a half), shows the most recent one it has.
 */
export function energyPricesQueryOptions(companyId: string, source: EnergySource) {
  return queryOptions({
    queryKey: energyPriceKeys.list(companyId, source),
    queryFn: ({ signal }) =>
      callApi(energyPriceEndpoints.list, { query: { company_id: companyId, source } }, { signal }),
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
