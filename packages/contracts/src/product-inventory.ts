import { z } from 'zod';
import { idSchema, messageKeys, missingOr, noContentSchema, yearSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { positiveNumber } from './freight.ts';
import { activityFields, entryIdParamsSchema, listActivitiesQuerySchema } from './ledger.ts';
import { wasteTypeSchema } from './waste.ts';

/**
 * Sold products in the inventory (issue 11 section 5, docs/decisions/0030-products-in-inventory.md): units of a
 * product the company sells, written as one ledger activity of kind 'sold_product' with lines in scope 3 category 11
 * (use of sold products), 12 (end of life) and, optionally, 1 (the bill of materials of the units produced, without
 * the lines the company's purchases of the year already count).
 */
export const productInventoryMessageKeys = {
  oneProduct: 'errors.sold_product_one_product',
  endOfLifeTotal: 'errors.sold_product_end_of_life_total',
  weightRequired: 'errors.sold_product_weight_required',
  noBillOfMaterials: 'errors.sold_product_no_bill_of_materials',
  soldInInventory: 'errors.product_sold_in_inventory',
} as const;

const percent = z
  .number({ error: missingOr(messageKeys.invalid) })
  .min(0, { error: 'errors.invalid_percentage' })
  .max(100, { error: 'errors.invalid_percentage' });

export const USE_PHASE_KINDS = ['none', 'energy', 'fuel', 'direct_ghg'] as const;

export const usePhaseSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }),
    z.object({
      kind: z.literal('energy'),
      /** kWh one unit uses over its whole life (uses per life × kWh per use). */
      kwh_per_unit_lifetime: positiveNumber(),
      /** An electricity factor; the grid of the site's country for the year when not given. */
      emission_factor_id: idSchema.nullable().optional(),
    }),
    z.object({
      kind: z.literal('fuel'),
      /** Litres of fuel one unit burns over its life (a fuel sold, or a product that burns it). */
      litres_per_unit_lifetime: positiveNumber(),
      emission_factor_id: idSchema,
    }),
    z.object({
      kind: z.literal('direct_ghg'),
      /** kg of greenhouse gas one unit contains (a refrigerant charge, a propellant). */
      ghg_kg_per_unit: positiveNumber(),
      /** The gas's 100-year GWP (kg CO2e per kg). */
      gwp: positiveNumber(),
      /** The share released over the life; 100 % when unknown (GHG Protocol scope 3 guidance). */
      release_percent: percent.default(100),
      gas: z.string().max(100).default(''),
    }),
  ],
  { error: missingOr(messageKeys.invalid) },
);
export type UsePhase = z.infer<typeof usePhaseSchema>;

export const endOfLifeSchema = z.object({
  /** The waste type of the product's own mass (its packaging takes the type of each packaging material). */
  waste_type: wasteTypeSchema,
  recycling_percent: percent,
  incineration_percent: percent,
  landfill_percent: percent,
  include_packaging: z.boolean({ error: messageKeys.invalid }).default(true),
  /** The mass of one unit; the product's weight per unit when not given (required for a simple product). */
  weight_per_unit_kg: positiveNumber().nullable().optional(),
});
export type EndOfLife = z.infer<typeof endOfLifeSchema>;

const soldProductFields = z.object({
  site_id: idSchema,
  period_year: yearSchema,
  product_id: idSchema.nullable().optional(),
  simple_product_id: idSchema.nullable().optional(),
  units_sold: positiveNumber(),
  use_phase: usePhaseSchema,
  end_of_life: endOfLifeSchema,
  /** The bill of materials of the units produced that year, in category 1 (a composite product only). */
  include_materials: z
    .object({ units_produced: positiveNumber() })
    .nullable()
    .optional(),
});

function refine(value: z.infer<typeof soldProductFields>, context: z.RefinementCtx) {
  if ((value.product_id ? 1 : 0) + (value.simple_product_id ? 1 : 0) !== 1) {
    context.addIssue({ code: 'custom', path: ['product_id'], message: productInventoryMessageKeys.oneProduct });
  }
}

/** The end-of-life shares add up to 100 %. */
function endOfLifeTotal(value: z.infer<typeof soldProductFields>, context: z.RefinementCtx) {
  const eol = value.end_of_life;
  const total = eol.recycling_percent + eol.incineration_percent + eol.landfill_percent;
  if (Math.abs(total - 100) > 0.05) {
    context.addIssue({
      code: 'custom',
      path: ['end_of_life', 'landfill_percent'],
      message: productInventoryMessageKeys.endOfLifeTotal,
    });
  }
}

/**
 * The total is checked as soon as the three shares are numbers, even when another field is wrong (zod skips a
 * refinement after any issue unless `when` says otherwise), so a form shows every message at once.
 */
const whenSharesRead = {
  when: ({ value }: { value: unknown }) => {
    const eol = (value as { end_of_life?: Record<string, unknown> } | undefined)?.end_of_life;
    return (['recycling_percent', 'incineration_percent', 'landfill_percent'] as const).every(
      (key) => typeof eol?.[key] === 'number' && Number.isFinite(eol[key]),
    );
  },
};

export const createSoldProductInputSchema = soldProductFields
  .extend({ company_id: idSchema })
  .superRefine(refine)
  .superRefine(endOfLifeTotal, whenSharesRead);
export type CreateSoldProductInput = z.infer<typeof createSoldProductInputSchema>;
export const updateSoldProductInputSchema = soldProductFields
  .superRefine(refine)
  .superRefine(endOfLifeTotal, whenSharesRead);
export type UpdateSoldProductInput = z.infer<typeof updateSoldProductInputSchema>;

export const EXCLUDED_REASONS = ['already_purchased'] as const;
export const excludedLineSchema = z.object({
  label: z.string(),
  reason: z.enum(EXCLUDED_REASONS),
  /** The purchase entry (category 1, same company and year) that already counts this material. */
  entry_id: z.string(),
  /** What the line would have added (kg CO2e), for the screen's explanation. */
  co2e_kg: z.number(),
});
export type ExcludedLine = z.infer<typeof excludedLineSchema>;

export const soldProductSchema = z.object({
  ...activityFields,
  product_id: z.string().nullable(),
  simple_product_id: z.string().nullable(),
  product_name: z.string(),
  units_sold: z.number(),
  use_phase: usePhaseSchema,
  end_of_life: endOfLifeSchema.extend({ weight_per_unit_kg: z.number().nullable() }),
  include_materials: z.object({ units_produced: z.number() }).nullable(),
  /** kg CO2e per scope 3 category this record writes. */
  by_category: z.object({
    purchased_goods: z.number(),
    use_sold_products: z.number(),
    end_of_life_sold_products: z.number(),
  }),
  excluded_lines: z.array(excludedLineSchema),
});
export type SoldProduct = z.infer<typeof soldProductSchema>;
export const soldProductListSchema = z.object({ items: z.array(soldProductSchema) });
export type SoldProductList = z.infer<typeof soldProductListSchema>;

export const soldProductEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/sold-products',
    auth: 'bearer',
    tags: ['scope3'],
    summary: "The year's sold-product records (scope 3 categories 11, 12 and optionally 1), oldest first",
    query: listActivitiesQuerySchema,
    success: { status: 200, schema: soldProductListSchema },
    errors: [401, 404, 422],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/sold-products',
    auth: 'bearer',
    tags: ['scope3'],
    summary: 'Record units of a product sold: use phase, end of life, bill of materials (owner, admin or editor)',
    body: createSoldProductInputSchema,
    success: { status: 201, schema: soldProductSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/sold-products/:id',
    auth: 'bearer',
    tags: ['scope3'],
    summary: 'A sold-product record',
    params: entryIdParamsSchema,
    success: { status: 200, schema: soldProductSchema },
    errors: [401, 404, 422],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/sold-products/:id',
    auth: 'bearer',
    tags: ['scope3'],
    summary: 'Replace a sold-product record (owner, admin or editor)',
    params: entryIdParamsSchema,
    body: updateSoldProductInputSchema,
    success: { status: 200, schema: soldProductSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/sold-products/:id',
    auth: 'bearer',
    tags: ['scope3'],
    summary: 'Delete a sold-product record (owner, admin or editor)',
    params: entryIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 422],
  }),
};
