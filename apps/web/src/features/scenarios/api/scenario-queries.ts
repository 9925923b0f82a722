import { entitlementEndpoints } from '@carbon/contracts/entitlements';
import {
  scenarioEndpoints,
  type CreateScenarioInput,
  type EstimateScenarioInput,
  type UpdateScenarioInput,
} from '@carbon/contracts/scenarios';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const scenarioKeys = {
  all: queryKeys.scenarios,
  list: (companyId: string) => [...queryKeys.scenarios, 'list', companyId] as const,
  macc: (companyId: string) => [...queryKeys.scenarios, 'macc', companyId] as const,
  item: (id: string) => [...queryKeys.scenarios, 'item', id] as const,
  wizardConfig: [...queryKeys.scenarios, 'wizard-config'] as const,
};

export function scenariosQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: scenarioKeys.list(companyId),
    queryFn: ({ signal }) => callApi(scenarioEndpoints.list, { query: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
  });
}

export function maccQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: scenarioKeys.macc(companyId),
    queryFn: ({ signal }) => callApi(scenarioEndpoints.macc, { query: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
  });
}

export function scenarioQueryOptions(id: string) {
  return queryOptions({
    queryKey: scenarioKeys.item(id),
    queryFn: ({ signal }) => callApi(scenarioEndpoints.get, { params: { id } }, { signal }),
    enabled: id !== '',
  });
}

/** The types, option lists and form defaults of the wizard: the same for everyone, so kept for the session. */
export function wizardConfigQueryOptions() {
  return queryOptions({
    queryKey: scenarioKeys.wizardConfig,
    queryFn: ({ signal }) => callApi(scenarioEndpoints.wizardConfig, undefined, { signal }),
    staleTime: Infinity,
  });
}

/** The plan's limits and usage (GET /entitlements): the scenario limit decides between "New" and "Upgrade". */
export function scenarioEntitlementsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: queryKeys.entitlements(companyId),
    queryFn: ({ signal }) => callApi(entitlementEndpoints.get, { query: { company_id: companyId } }, { signal }),
    enabled: companyId !== '',
  });
}

/** The results without saving: the wizard's "price estimation" and its preview. */
export function useEstimateScenario() {
  return useMutation({
    mutationFn: (input: EstimateScenarioInput) => callApi(scenarioEndpoints.estimate, { body: input }),
  });
}

/** A change of scenarios moves the list, the curve, the plan's usage and the portfolio's projections. */
function useInvalidateScenarios(companyId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.scenarios }),
      queryClient.invalidateQueries({ queryKey: queryKeys.entitlements(companyId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.portfolio(companyId) }),
    ]);
}

export function useCreateScenario(companyId: string) {
  const invalidate = useInvalidateScenarios(companyId);
  return useMutation({
    mutationFn: (input: CreateScenarioInput) => callApi(scenarioEndpoints.create, { body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateScenario(companyId: string, id: string) {
  const invalidate = useInvalidateScenarios(companyId);
  return useMutation({
    mutationFn: (input: UpdateScenarioInput) => callApi(scenarioEndpoints.update, { params: { id }, body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteScenario(companyId: string) {
  const invalidate = useInvalidateScenarios(companyId);
  return useMutation({
    mutationFn: (id: string) => callApi(scenarioEndpoints.delete, { params: { id } }),
    onSuccess: invalidate,
  });
}
