import { z } from 'zod';
import { idSchema, messageKeys, missingOr, noContentSchema, optionalText, yearSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { activityFields, entryIdParamsSchema, listActivitiesQuerySchema } from './ledger.ts';

/**
 * Freight (scope 3 categories 4 upstream and 9 downstream; docs/decisions/0025-scope3-categories-freight-waste-commuting.md):
 * one shipment by one mode, in t·km or as distance × mass, written as one ledger activity of kind 'freight'.
 * The modes repeat @carbon/carbon/freight (contracts depend on zod only); a test checks both lists are equal.
 */
export const FREIGHT_MODES = [
  'hgv_rigid_3_5_7_5',
  'hgv_rigid_7_5_17',
  'hgv_rigid_over_17',
  'hgv_articulated',
  'hgv_average',
  'van',
  'rail',
  'barge',
  'sea_container',
  'air_short_haul',
  'air_long_haul',
] as const;
export const freightModeSchema = z.enum(FREIGHT_MODES, { error: missingOr(messageKeys.invalid) });
export type FreightModeDto = z.infer<typeof freightModeSchema>;
export const freightDirectionSchema = z.enum(['upstream', 'downstream'], {
  error: missingOr(messageKeys.invalid),
});

export const scope3MessageKeys = {
  greaterThanZero: 'errors.must_be_strictly_positive',
  freightQuantityExclusive: 'errors.freight_quantity_exclusive',
  wasteTreatmentUnavailable: 'errors.waste_treatment_unavailable',
  modeSplitTotal: 'errors.mode_split_total_100',
  remoteDaysTooMany: 'errors.remote_days_exceed_working_days',
  surveySourceExclusive: 'errors.survey_source_exclusive',
  surveyEmpty: 'errors.survey_empty',
  factorNotInLibrary: 'errors.factor_not_in_library',
  notRelevantReasonRequired: 'errors.not_relevant_reason_required',
  categoryHasEntries: 'errors.category_has_entries',
  scope3CategoryOnly: 'errors.scope3_category_only',
} as const;

/** A strictly positive number below a billion (t·km, km, tonnes...). */
export function positiveNumber() {
  return z
    .number({ error: missingOr(messageKeys.invalid) })
    .gt(0, { error: scope3MessageKeys.greaterThanZero })
    .max(1e12, { error: messageKeys.invalid });
}

const freightFields = {
  site_id: idSchema,
  period_year: yearSchema,
  direction: freightDirectionSchema,
  mode: freightModeSchema,
  tonne_km: positiveNumber().optional(),
  distance_km: positiveNumber().optional(),
  mass_tonnes: positiveNumber().optional(),
  from: optionalText(200).default(''),
  to: optionalText(200).default(''),
  label: optionalText(200).default(''),
};

function checkFreightQuantity(
  value: {
    tonne_km?: number | undefined;
    distance_km?: number | undefined;
    mass_tonnes?: number | undefined;
  },
  context: z.RefinementCtx,
) {
  if (value.tonne_km !== undefined) {
    if (value.distance_km !== undefined || value.mass_tonnes !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['tonne_km'],
        message: scope3MessageKeys.freightQuantityExclusive,
      });
    }
    return;
  }
  if (value.distance_km === undefined)
    context.addIssue({ code: 'custom', path: ['distance_km'], message: messageKeys.required });
  if (value.mass_tonnes === undefined)
    context.addIssue({ code: 'custom', path: ['mass_tonnes'], message: messageKeys.required });
}

export const createFreightInputSchema = z
  .object({ company_id: idSchema, ...freightFields })
  .superRefine(checkFreightQuantity);
export type CreateFreightInput = z.infer<typeof createFreightInputSchema>;
export const updateFreightInputSchema = z.object(freightFields).superRefine(checkFreightQuantity);
export type UpdateFreightInput = z.infer<typeof updateFreightInputSchema>;

export const freightSchema = z.object({
  ...activityFields,
  direction: freightDirectionSchema,
  mode: freightModeSchema,
  /** As given, or distance × mass. */
  tonne_km: z.number(),
  distance_km: z.number().nullable(),
  mass_tonnes: z.number().nullable(),
  from: z.string(),
  to: z.string(),
  label: z.string(),
});
export type Freight = z.infer<typeof freightSchema>;
export const freightListSchema = z.object({ items: z.array(freightSchema) });
export type FreightList = z.infer<typeof freightListSchema>;

export const freightEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/freight',
    auth: 'bearer',
    tags: ['scope3'],
    summary: "The year's freight shipments (scope 3 categories 4 and 9), oldest first",
    query: listActivitiesQuerySchema,
    success: { status: 200, schema: freightListSchema },
    errors: [401, 404, 422],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/freight',
    auth: 'bearer',
    tags: ['scope3'],
    summary: 'Record a freight shipment: t·km, or distance × mass, by mode (owner, admin or editor)',
    body: createFreightInputSchema,
    success: { status: 201, schema: freightSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/freight/:id',
    auth: 'bearer',
    tags: ['scope3'],
    summary: 'A freight shipment',
    params: entryIdParamsSchema,
    success: { status: 200, schema: freightSchema },
    errors: [401, 404, 422],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/freight/:id',
    auth: 'bearer',
    tags: ['scope3'],
    summary: 'Replace a freight shipment (owner, admin or editor)',
    params: entryIdParamsSchema,
    body: updateFreightInputSchema,
    success: { status: 200, schema: freightSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/freight/:id',
    auth: 'bearer',
    tags: ['scope3'],
    summary: 'Delete a freight shipment (owner, admin or editor)',
    params: entryIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 422],
  }),
};
