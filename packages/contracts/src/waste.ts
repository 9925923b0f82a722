import { z } from 'zod';
import { idSchema, messageKeys, missingOr, noContentSchema, optionalText, yearSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { positiveNumber } from './freight.ts';
import { activityFields, entryIdParamsSchema, listActivitiesQuerySchema } from './ledger.ts';

/**
 * Waste generated in operations (scope 3 category 5): a mass of one waste type and one treatment, written as one
 * ledger activity of kind 'waste'. The lists repeat @carbon/carbon/waste; a test checks both are equal.
 */
export const WASTE_TYPES = [
  'mixed_commercial',
  'food',
  'paper_board',
  'plastics',
  'metals',
  'glass',
  'wood',
  'weee',
  'construction',
] as const;
export const WASTE_TREATMENTS = [
  'landfill',
  'incineration',
  'recycling',
  'composting',
  'methanisation',
] as const;
export const wasteTypeSchema = z.enum(WASTE_TYPES, { error: missingOr(messageKeys.invalid) });
export const wasteTreatmentSchema = z.enum(WASTE_TREATMENTS, { error: missingOr(messageKeys.invalid) });

const wasteFields = {
  site_id: idSchema,
  period_year: yearSchema,
  waste_type: wasteTypeSchema,
  treatment: wasteTreatmentSchema,
  mass_tonnes: positiveNumber(),
  label: optionalText(200).default(''),
};
export const createWasteInputSchema = z.object({ company_id: idSchema, ...wasteFields });
export type CreateWasteInput = z.infer<typeof createWasteInputSchema>;
export const updateWasteInputSchema = z.object(wasteFields);
export type UpdateWasteInput = z.infer<typeof updateWasteInputSchema>;

export const wasteSchema = z.object({
  ...activityFields,
  waste_type: wasteTypeSchema,
  treatment: wasteTreatmentSchema,
  mass_tonnes: z.number(),
  label: z.string(),
});
export type Waste = z.infer<typeof wasteSchema>;
export const wasteListSchema = z.object({ items: z.array(wasteSchema) });
export type WasteList = z.infer<typeof wasteListSchema>;

export const wasteEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/waste',
    auth: 'bearer',
    tags: ['scope3'],
    summary: "The year's waste lines (scope 3 category 5), oldest first",
    query: listActivitiesQuerySchema,
    success: { status: 200, schema: wasteListSchema },
    errors: [401, 404, 422],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/waste',
    auth: 'bearer',
    tags: ['scope3'],
    summary: 'Record a mass of waste by type and treatment (owner, admin or editor)',
    body: createWasteInputSchema,
    success: { status: 201, schema: wasteSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/waste/:id',
    auth: 'bearer',
    tags: ['scope3'],
    summary: 'A waste line',
    params: entryIdParamsSchema,
    success: { status: 200, schema: wasteSchema },
    errors: [401, 404, 422],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/waste/:id',
    auth: 'bearer',
    tags: ['scope3'],
    summary: 'Replace a waste line (owner, admin or editor)',
    params: entryIdParamsSchema,
    body: updateWasteInputSchema,
    success: { status: 200, schema: wasteSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/waste/:id',
    auth: 'bearer',
    tags: ['scope3'],
    summary: 'Delete a waste line (owner, admin or editor)',
    params: entryIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 422],
  }),
};
