import { businessTravelEndpoints } from '@carbon/contracts/business-travel';
import { categoryStatusEndpoints, type SetCategoryStatusInput } from '@carbon/contracts/category-status';
import {
  commutingEndpoints,
  type CommutingSurveyInput,
  type CreateCommutingInput,
} from '@carbon/contracts/commuting';
import { freightEndpoints, type CreateFreightInput } from '@carbon/contracts/freight';
import { entryEndpoints, type Entry } from '@carbon/contracts/ledger';
import { wasteEndpoints, type CreateWasteInput } from '@carbon/contracts/waste';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Under 'ledger': every form that writes entries (purchases, packaging, travel, imports) invalidates ['ledger'], and a
 * category's status follows its entries.
 */
export const scope3Keys = {
  all: ['ledger', 'scope3'] as const,
  categoryStatus: (companyId: string, year: number) =>
    ['ledger', 'scope3', 'category-status', companyId, year] as const,
};

export function categoryStatusQueryOptions(companyId: string, year: number) {
  return queryOptions({
    queryKey: scope3Keys.categoryStatus(companyId, year),
    queryFn: ({ signal }) =>
      callApi(
        categoryStatusEndpoints.list,
        { query: { company_id: companyId, period_year: year } },
        { signal },
      ),
  });
}

/** A form's activity moves the ledger (entries, inventories), the statuses and the setup progress. */
function useInvalidateScope3() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: scope3Keys.all }),
      queryClient.invalidateQueries({ queryKey: ['ledger'] }),
      queryClient.invalidateQueries({ queryKey: queryKeys.onboarding }),
    ]);
}

export function useSetCategoryStatus() {
  const invalidate = useInvalidateScope3();
  return useMutation({
    mutationFn: (input: SetCategoryStatusInput) => callApi(categoryStatusEndpoints.set, { body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useCreateFreight() {
  const invalidate = useInvalidateScope3();
  return useMutation({
    mutationFn: (input: CreateFreightInput) => callApi(freightEndpoints.create, { body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useCreateWaste() {
  const invalidate = useInvalidateScope3();
  return useMutation({
    mutationFn: (input: CreateWasteInput) => callApi(wasteEndpoints.create, { body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useCreateCommuting() {
  const invalidate = useInvalidateScope3();
  return useMutation({
    mutationFn: (input: CreateCommutingInput) => callApi(commutingEndpoints.create, { body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useCommutingSurvey() {
  const invalidate = useInvalidateScope3();
  return useMutation({
    mutationFn: (input: CommutingSurveyInput) => callApi(commutingEndpoints.survey, { body: input }),
    onSuccess: () => invalidate(),
  });
}

/** The forms of this feature whose activities a line of the panel can delete (with all their lines). */
const ACTIVITY_DELETES = {
  freight: freightEndpoints.delete,
  waste: wasteEndpoints.delete,
  commuting: commutingEndpoints.delete,
  business_travel: businessTravelEndpoints.delete,
} as const;

/**
 * Whether the panel can delete a line: an activity of freight, waste, commuting or business travel (all its lines
 * go), or a plain entry; not a row the ledger derives, nor a line of another screen's form (purchases, packaging:
 * deleted there).
 */
export function canDeleteLine(entry: Entry): boolean {
  if (entry.derived_from_entry_id) return false;
  return entry.activity_kind === null || entry.activity_kind in ACTIVITY_DELETES;
}

export function useDeleteLine() {
  const invalidate = useInvalidateScope3();
  return useMutation({
    mutationFn: async (entry: Entry) => {
      const kind = entry.activity_kind as keyof typeof ACTIVITY_DELETES | null;
      if (kind && entry.activity_id) {
        await callApi(ACTIVITY_DELETES[kind], { params: { id: entry.activity_id } });
      } else {
        await callApi(entryEndpoints.delete, { params: { id: entry.id } });
      }
    },
    onSuccess: () => invalidate(),
  });
}
