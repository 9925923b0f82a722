import { z } from 'zod';
import { idSchema, messageKeys, missingOr, noContentSchema, optionalText, yearSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { activityFields, listActivitiesQuerySchema } from './ledger.ts';

/**
 * Packaging (SPEC section 3, Packaging; the /packaging screen): each line is one ledger activity (kind 'packaging'),
 * category purchased_goods (scope 3 cat. 1, BEGES 4.1), quantity in kg of packaging. The engine is
 * packages/carbon/src/packaging; the materials' factors and the price modes are in
 * docs/decisions/0023-packaging-materials-and-prices.md. The material list is repeated from the engine (contracts
 * depend only on zod); apps/api/src/modules/packaging/packaging-contract.test.ts keeps both equal.
 */
export const PACKAGING_MATERIALS = [
  'cardboard',
  'cardboard_recycled',
  'paper',
  'pet',
  'pet_recycled',
  'hdpe',
  'hdpe_recycled',
  'ldpe',
  'ldpe_recycled',
  'pp',
  'ps',
  'pvc',
  'plastic_film',
  'glass',
  'glass_recycled',
  'aluminium',
  'aluminium_recycled',
  'steel',
  'steel_recycled',
  'wood',
  'wood_pallet',
  'cork',
  'other',
] as const;
export type PackagingMaterial = (typeof PACKAGING_MATERIALS)[number];

export const PACKAGING_ACTIVITY_KIND = 'packaging';
export const PACKAGING_CATEGORY = 'purchased_goods';

export const QUANTITY_MODES = ['units', 'weight'] as const;
export const FACTOR_MODES = ['auto', 'search', 'custom'] as const;
export const PRICE_MODES = ['database', 'custom', 'estimated'] as const;
export type FactorMode = (typeof FACTOR_MODES)[number];
export type PriceMode = (typeof PRICE_MODES)[number];
export type QuantityMode = (typeof QUANTITY_MODES)[number];

/** SPEC section 5 (Packaging) and section 8 ('Invalid packaging configuration'). */
export const packagingMessageKeys = {
  materialRequired: 'packaging.validation.material_required',
  sizeOrNameRequired: 'packaging.validation.size_or_name_required',
  unitsRequired: 'packaging.validation.units_required',
  totalWeightRequired: 'packaging.validation.total_weight_required',
  positiveNumber: 'packaging.validation.positive_number',
  factorRequired: 'packaging.validation.factor_required',
  customFactorRequired: 'packaging.validation.custom_factor_required',
  priceRequired: 'packaging.validation.price_required',
  percentage: 'packaging.validation.percentage',
  invalidConfiguration: 'errors.invalid_packaging',
} as const;

const positiveNumber = z
  .number({ error: missingOr(messageKeys.invalid) })
  .gt(0, { error: packagingMessageKeys.positiveNumber })
  .max(1e12, { error: messageKeys.invalid });

const nonNegativeNumber = z
  .number({ error: missingOr(messageKeys.invalid) })
  .min(0, { error: messageKeys.mustBePositive })
  .max(1e12, { error: messageKeys.invalid });

export const packagingCustomFactorSchema = z.object({
  kg_co2e_per_unit: nonNegativeNumber,
  /** Per kg of packaging, or per packaging unit (spread over the unit weight). */
  per: z.enum(['kg', 'unit'], { error: missingOr(messageKeys.invalid) }),
});

const packagingFields = {
  site_id: idSchema,
  period_year: yearSchema,
  /** The packaging catalog item the line was picked from (its weight, price and emission per unit), if any. */
  catalog_item_id: idSchema.nullable().optional(),
  material: z.enum(PACKAGING_MATERIALS, { error: missingOr(messageKeys.invalid, packagingMessageKeys.materialRequired) }),
  size: optionalText(100).nullable().optional(),
  name: optionalText(200).nullable().optional(),
  quantity_mode: z.enum(QUANTITY_MODES, { error: missingOr(messageKeys.invalid) }),
  units: positiveNumber.nullable().optional(),
  unit_weight_kg: positiveNumber.nullable().optional(),
  total_weight_kg: positiveNumber.nullable().optional(),
  recyclable: z.boolean({ error: messageKeys.invalid }).default(false),
  recycled_content_percent: z
    .number({ error: messageKeys.invalid })
    .min(0, { error: messageKeys.mustBePositive })
    .max(100, { error: packagingMessageKeys.percentage })
    .nullable()
    .optional(),
  region: optionalText(100).nullable().optional(),
  factor_mode: z.enum(FACTOR_MODES, { error: missingOr(messageKeys.invalid) }),
  /** factor_mode 'search': a factor of the library or of the company. */
  emission_factor_id: idSchema.nullable().optional(),
  /** factor_mode 'custom'. */
  custom_factor: packagingCustomFactorSchema.nullable().optional(),
  price_mode: z.enum(PRICE_MODES, { error: missingOr(messageKeys.invalid) }),
  /** price_mode 'custom': what the whole line cost, EUR. */
  price_eur: nonNegativeNumber.nullable().optional(),
};

type PackagingShape = {
  size?: string | null | undefined;
  name?: string | null | undefined;
  quantity_mode: QuantityMode;
  units?: number | null | undefined;
  total_weight_kg?: number | null | undefined;
  factor_mode: FactorMode;
  emission_factor_id?: string | null | undefined;
  custom_factor?: unknown;
  price_mode: PriceMode;
  price_eur?: number | null | undefined;
};

/**
 * The fields each mode requires (SPEC section 5: a size or a name, and a valid quantity). What cannot be computed
 * once filled (units with no unit weight...) is the API's invalid_packaging, not a field's message.
 */
export function packagingRequiredFields(input: PackagingShape): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (!input.size?.trim() && !input.name?.trim()) {
    issues.push({ path: 'size', message: packagingMessageKeys.sizeOrNameRequired });
  }
  if (input.quantity_mode === 'units' && input.units == null) {
    issues.push({ path: 'units', message: packagingMessageKeys.unitsRequired });
  }
  if (input.quantity_mode === 'weight' && input.total_weight_kg == null) {
    issues.push({ path: 'total_weight_kg', message: packagingMessageKeys.totalWeightRequired });
  }
  if (input.factor_mode === 'search' && !input.emission_factor_id) {
    issues.push({ path: 'emission_factor_id', message: packagingMessageKeys.factorRequired });
  }
  if (input.factor_mode === 'custom' && input.custom_factor == null) {
    issues.push({ path: 'custom_factor', message: packagingMessageKeys.customFactorRequired });
  }
  if (input.price_mode === 'custom' && input.price_eur == null) {
    issues.push({ path: 'price_eur', message: packagingMessageKeys.priceRequired });
  }
  return issues;
}

export const packagingInputSchema = z
  .object({ company_id: idSchema, ...packagingFields })
  .superRefine((input, context) => {
    for (const issue of packagingRequiredFields(input)) {
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });
export type PackagingInput = z.infer<typeof packagingInputSchema>;

/** Where the line's factor came from in auto mode (or the mode itself). */
export const FACTOR_ORIGINS = ['catalog_factor', 'catalog_emission', 'material', 'search', 'custom'] as const;

export const packagingSchema = z.object({
  ...activityFields,
  catalog_item_id: z.string().nullable(),
  material: z.enum(PACKAGING_MATERIALS),
  size: z.string().nullable(),
  name: z.string().nullable(),
  quantity_mode: z.enum(QUANTITY_MODES),
  units: z.number().nullable(),
  unit_weight_kg: z.number().nullable(),
  total_weight_kg: z.number().nullable(),
  /** kg of packaging the line records (the ledger line's quantity). */
  weight_kg: z.number(),
  recyclable: z.boolean(),
  recycled_content_percent: z.number().nullable(),
  region: z.string().nullable(),
  factor_mode: z.enum(FACTOR_MODES),
  factor_origin: z.enum(FACTOR_ORIGINS),
  emission_factor_id: z.string().nullable(),
  custom_factor: packagingCustomFactorSchema.nullable(),
  price_mode: z.enum(PRICE_MODES),
  price_eur: z.number().nullable(),
  /** Estimated mode: the EUR per kg the price was estimated at. */
  estimated_eur_per_kg: z.number().nullable(),
});
export type Packaging = z.infer<typeof packagingSchema>;

export const listPackagingQuerySchema = listActivitiesQuerySchema;
export type ListPackagingQuery = z.infer<typeof listPackagingQuerySchema>;

export const packagingListSchema = z.object({
  items: z.array(packagingSchema),
  total_co2e_kg: z.number(),
  /** Σ of the lines' price; null when no line has one. */
  total_amount_eur: z.number().nullable(),
  total_weight_kg: z.number(),
});
export type PackagingList = z.infer<typeof packagingListSchema>;

export const packagingIdParamsSchema = z.object({ id: idSchema });

const tags = ['packaging'];

export const packagingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/packaging',
    auth: 'bearer',
    tags,
    summary: 'The year’s packaging lines of the company, optionally on one site, with their totals',
    query: listPackagingQuerySchema,
    success: { status: 200, schema: packagingListSchema },
    errors: [401, 404, 422],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/packaging',
    auth: 'bearer',
    tags,
    summary: 'Record a packaging line (owner, admin or editor); 422 invalid_packaging when it cannot be computed',
    body: packagingInputSchema,
    success: { status: 201, schema: packagingSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/packaging/:id',
    auth: 'bearer',
    tags,
    summary: 'One packaging line',
    params: packagingIdParamsSchema,
    success: { status: 200, schema: packagingSchema },
    errors: [401, 404, 422],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/packaging/:id',
    auth: 'bearer',
    tags,
    summary: 'Rewrite a packaging line (owner, admin or editor)',
    params: packagingIdParamsSchema,
    body: packagingInputSchema,
    success: { status: 200, schema: packagingSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/packaging/:id',
    auth: 'bearer',
    tags,
    summary: 'Delete a packaging line (owner, admin or editor)',
    params: packagingIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 422],
  }),
};
