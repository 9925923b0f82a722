import { z } from 'zod';
import {
  idSchema,
  messageKeys,
  missingOr,
  noContentSchema,
  optionalText,
  requiredText,
  yearSchema,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { activityFields, entryIdParamsSchema, listActivitiesQuerySchema } from './ledger.ts';

/**
 * Purchases (issue 10, scope 3 categories 1 and 2; docs/decisions/0022-purchases-data.md): materials, items,
 * spend-based lines and capital goods. Each POST writes one ledger activity (kinds 'material', 'item', 'spend',
 * 'capital_good'); its lines are ledger entries. The lists are one endpoint per kind.
 */
export const purchasesMessageKeys = {
  noEstimatedPrice: 'errors.purchases_no_estimated_price',
  factorNotMonetary: 'errors.purchases_factor_not_monetary',
  noReferenceYear: 'errors.purchases_no_reference_year',
  usefulLifeRequired: 'errors.purchases_useful_life_required',
} as const;

/** Same list as MATERIAL_TYPES of @carbon/carbon/purchases (contracts depend on zod only; a test compares them). */
export const MATERIAL_TYPES = [
  'steel',
  'aluminium',
  'copper',
  'plastic_pet',
  'plastic_pp',
  'plastic_pe',
  'plastic_pvc',
  'plastic_average',
  'paper',
  'cardboard',
  'glass',
  'concrete',
  'cement',
  'wood',
  'textiles',
] as const;
export const materialTypeSchema = z.enum(MATERIAL_TYPES, { error: missingOr(messageKeys.invalid) });

/** SPEC section 9: the units an item is counted in. */
export const ITEM_UNITS = ['kg', 'g', 'tonne', 'unit', 'l', 'm3', 'kWh'] as const;
export const itemUnitSchema = z.enum(ITEM_UNITS, { error: missingOr(messageKeys.invalid) });

const positive = z
  .number({ error: missingOr(messageKeys.invalid) })
  .gt(0, { error: 'errors.must_be_strictly_positive' })
  .max(1e12, { error: messageKeys.invalid });
const nonNegative = z
  .number({ error: missingOr(messageKeys.invalid) })
  .min(0, { error: messageKeys.mustBePositive })
  .max(1e12, { error: messageKeys.invalid });

const required = (context: z.RefinementCtx, path: string) =>
  context.addIssue({ code: 'custom', path: [path], message: messageKeys.required });

const scoped = { company_id: idSchema, site_id: idSchema, period_year: yearSchema };

// ---------------------------------------------------------------------------------------------------------------
// Shared response parts

export const purchaseFactorSchema = z.object({
  id: z.string().nullable(),
  source: z.string(),
  name: z.string().nullable(),
  kg_co2e_per_unit: z.number(),
  unit: z.string(),
});
export type PurchaseFactor = z.infer<typeof purchaseFactorSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Materials

export const materialFactorModeSchema = z.enum(['auto', 'search', 'custom'], {
  error: missingOr(messageKeys.invalid),
});
export const priceModeSchema = z.enum(['estimated', 'custom'], { error: messageKeys.invalid });

const materialFields = z.object({
  ...scoped,
  material_type: materialTypeSchema,
  name: requiredText(200),
  quantity_tonnes: positive,
  supplier: optionalText(200).nullable().optional(),
  factor_mode: materialFactorModeSchema,
  emission_factor_id: idSchema.nullable().optional(),
  custom_kg_co2e_per_tonne: nonNegative.nullable().optional(),
  price_mode: priceModeSchema.nullable().optional(),
  price_eur_per_tonne: nonNegative.nullable().optional(),
});

export const materialInputSchema = materialFields.superRefine((value, context) => {
  if (value.factor_mode === 'search' && !value.emission_factor_id) required(context, 'emission_factor_id');
  if (value.factor_mode === 'custom' && value.custom_kg_co2e_per_tonne == null)
    required(context, 'custom_kg_co2e_per_tonne');
  if (value.price_mode === 'custom' && value.price_eur_per_tonne == null)
    required(context, 'price_eur_per_tonne');
});
export type MaterialInput = z.infer<typeof materialInputSchema>;

export const materialSchema = z.object({
  ...activityFields,
  material_type: z.string(),
  name: z.string(),
  quantity_tonnes: z.number(),
  supplier: z.string().nullable(),
  factor_mode: z.string(),
  price_mode: z.string().nullable(),
  price_eur_per_tonne: z.number().nullable(),
  /** Where an estimated price comes from (source and year); null for a typed price. */
  price_source: z.string().nullable(),
  factor: purchaseFactorSchema,
  /** In auto mode: which factor the engine picked and why. */
  factor_reason: z.string().nullable(),
});
export type Material = z.infer<typeof materialSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Items

export const itemFactorModeSchema = z.enum(['search', 'custom'], { error: missingOr(messageKeys.invalid) });

export const itemInputSchema = z
  .object({
    ...scoped,
    category_level2: requiredText(200),
    category_level3: optionalText(200).nullable().optional(),
    item: requiredText(200),
    quantity: positive,
    unit: itemUnitSchema,
    factor_mode: itemFactorModeSchema,
    emission_factor_id: idSchema.nullable().optional(),
    custom_kg_co2e_per_unit: nonNegative.nullable().optional(),
    price_eur_per_unit: nonNegative.nullable().optional(),
  })
  .superRefine((value, context) => {
    if (value.factor_mode === 'search' && !value.emission_factor_id) required(context, 'emission_factor_id');
    if (value.factor_mode === 'custom' && value.custom_kg_co2e_per_unit == null)
      required(context, 'custom_kg_co2e_per_unit');
  });
export type ItemInput = z.infer<typeof itemInputSchema>;

export const itemSchema = z.object({
  ...activityFields,
  category_level2: z.string(),
  category_level3: z.string().nullable(),
  item: z.string(),
  quantity: z.number(),
  unit: z.string(),
  factor_mode: z.string(),
  price_eur_per_unit: z.number().nullable(),
  factor: purchaseFactorSchema,
});
export type Item = z.infer<typeof itemSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Spend

export const spendCategorySchema = z.enum(['goods', 'services'], { error: missingOr(messageKeys.invalid) });
export const spendCurrencySchema = z.enum(['EUR', 'USD'], { error: missingOr(messageKeys.invalid) });

export const spendInputSchema = z.object({
  ...scoped,
  purchase_category: spendCategorySchema,
  label: requiredText(200),
  amount: positive,
  currency: spendCurrencySchema.default('EUR'),
  /** A monetary factor of the library (ADEME ratio per k€, USEEIO per 2022 USD offered per EUR). */
  emission_factor_id: idSchema,
});
export type SpendInput = z.infer<typeof spendInputSchema>;

export const spendStepSchema = z.object({
  kind: z.enum(['currency', 'inflation']),
  description: z.string(),
  /** Currency: the rate's year (both) and USD per EUR (from_value). Inflation: index of from_year → to_year. */
  from_year: z.number().int(),
  to_year: z.number().int(),
  from_value: z.number(),
  to_value: z.number(),
  multiplier: z.number(),
  source: z.string(),
});

export const spendSchema = z.object({
  ...activityFields,
  purchase_category: z.string(),
  label: z.string(),
  amount: z.number(),
  currency: z.string(),
  factor_price_year: z.number().int().nullable(),
  /** The amount in EUR of the factor's price year: what the factor multiplies. */
  amount_in_factor_year_eur: z.number(),
  steps: z.array(spendStepSchema),
  /** Spend-based lines are the least precise method (GHG Protocol scope 3 guidance). */
  precision: z.literal('least_precise'),
  factor: purchaseFactorSchema,
});
export type Spend = z.infer<typeof spendSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Capital goods

export const capitalGoodsAccountingSchema = z.enum(['purchase_year', 'spread'], {
  error: missingOr(messageKeys.invalid),
});

export const capitalGoodInputSchema = z
  .object({
    ...scoped,
    name: requiredText(200),
    quantity: positive,
    unit: itemUnitSchema,
    factor_mode: itemFactorModeSchema,
    emission_factor_id: idSchema.nullable().optional(),
    custom_kg_co2e_per_unit: nonNegative.nullable().optional(),
    amount_eur: nonNegative.nullable().optional(),
    accounting: capitalGoodsAccountingSchema,
    useful_life_years: z
      .number({ error: messageKeys.invalid })
      .int({ error: messageKeys.invalid })
      .min(1, { error: messageKeys.invalid })
      .max(100, { error: messageKeys.invalid })
      .nullable()
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.factor_mode === 'search' && !value.emission_factor_id) required(context, 'emission_factor_id');
    if (value.factor_mode === 'custom' && value.custom_kg_co2e_per_unit == null)
      required(context, 'custom_kg_co2e_per_unit');
    if (value.accounting === 'spread' && value.useful_life_years == null) {
      context.addIssue({
        code: 'custom',
        path: ['useful_life_years'],
        message: purchasesMessageKeys.usefulLifeRequired,
      });
    }
  });
export type CapitalGoodInput = z.infer<typeof capitalGoodInputSchema>;

export const capitalGoodSchema = z.object({
  ...activityFields,
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  factor_mode: z.string(),
  accounting: z.string(),
  useful_life_years: z.number().int().nullable(),
  /** The year the good was bought; a spread good has one activity per year of its life, this one is year_index. */
  purchase_year: z.number().int(),
  year_index: z.number().int(),
  /** The whole emissions of the good; co2e_kg is what this year counts of them. */
  total_co2e_kg: z.number(),
  schedule: z.array(z.object({ year: z.number().int(), share: z.number(), co2e_kg: z.number() })),
  factor: purchaseFactorSchema,
});
export type CapitalGood = z.infer<typeof capitalGoodSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Endpoints

export const purchasesListQuerySchema = listActivitiesQuerySchema;
export type PurchasesListQuery = z.infer<typeof purchasesListQuerySchema>;

function crud<P extends `/${string}`, I extends `/${string}`, TIn extends z.ZodType, TOut extends z.ZodType>(
  path: P,
  idPath: I,
  what: string,
  input: TIn,
  output: TOut,
) {
  return {
    list: defineEndpoint({
      method: 'GET',
      path,
      auth: 'bearer',
      tags: ['purchases'],
      summary: `The year's ${what}, oldest first, optionally on one site`,
      query: purchasesListQuerySchema,
      success: { status: 200, schema: z.object({ items: z.array(output) }) },
      errors: [401, 404, 422],
    }),
    create: defineEndpoint({
      method: 'POST',
      path,
      auth: 'bearer',
      tags: ['purchases'],
      summary: `Record a line of ${what} (owner, admin or editor)`,
      body: input,
      success: { status: 201, schema: output },
      errors: [400, 401, 403, 404, 422],
    }),
    get: defineEndpoint({
      method: 'GET',
      path: idPath,
      auth: 'bearer',
      tags: ['purchases'],
      summary: `A line of ${what}`,
      params: entryIdParamsSchema,
      success: { status: 200, schema: output },
      errors: [401, 404, 422],
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: idPath,
      auth: 'bearer',
      tags: ['purchases'],
      summary: `Rewrite a line of ${what} (owner, admin or editor)`,
      params: entryIdParamsSchema,
      body: input,
      success: { status: 200, schema: output },
      errors: [400, 401, 403, 404, 422],
    }),
    delete: defineEndpoint({
      method: 'DELETE',
      path: idPath,
      auth: 'bearer',
      tags: ['purchases'],
      summary: `Delete a line of ${what} (owner, admin or editor)`,
      params: entryIdParamsSchema,
      success: { status: 204, schema: noContentSchema },
      errors: [401, 403, 404, 422],
    }),
  };
}

export const materialEndpoints = crud(
  '/purchases/materials',
  '/purchases/materials/:id',
  'materials',
  materialInputSchema,
  materialSchema,
);
export const itemEndpoints = crud(
  '/purchases/items',
  '/purchases/items/:id',
  'purchased items',
  itemInputSchema,
  itemSchema,
);
export const spendEndpoints = crud(
  '/purchases/spend',
  '/purchases/spend/:id',
  'spend-based purchases',
  spendInputSchema,
  spendSchema,
);
export const capitalGoodEndpoints = crud(
  '/purchases/capital-goods',
  '/purchases/capital-goods/:id',
  'capital goods',
  capitalGoodInputSchema,
  capitalGoodSchema,
);

// ---------------------------------------------------------------------------------------------------------------
// Bought products (issue 11 section 5, docs/decisions/0030-products-in-inventory.md): a quantity of a product with
// a footprint per unit — a simple product of the company, a catalog item (the library's or the company's), or a
// supplier's published product report. One ledger activity of kind 'product', one line in purchased goods.

export const productPurchaseMessageKeys = {
  oneSource: 'errors.product_purchase_one_source',
  noFootprint: 'errors.product_purchase_no_footprint',
} as const;

export const PRODUCT_PURCHASE_SOURCES = ['simple_product', 'catalog_item', 'product_report'] as const;

export const productPurchaseInputSchema = z
  .object({
    ...scoped,
    quantity: positive,
    /** The unit of the quantity; the product's own unit when not given (converted to it otherwise). */
    unit: itemUnitSchema.nullable().optional(),
    supplier: optionalText(200).nullable().optional(),
    simple_product_id: idSchema.nullable().optional(),
    catalog_item_id: idSchema.nullable().optional(),
    product_report_slug: z.string({ error: messageKeys.invalid }).min(1).max(100).nullable().optional(),
  })
  .superRefine((value, context) => {
    const given = [value.simple_product_id, value.catalog_item_id, value.product_report_slug].filter(
      (v) => v != null && v !== '',
    ).length;
    if (given !== 1) {
      context.addIssue({
        code: 'custom',
        path: ['simple_product_id'],
        message: productPurchaseMessageKeys.oneSource,
      });
    }
  });
export type ProductPurchaseInput = z.infer<typeof productPurchaseInputSchema>;

export const productPurchaseSchema = z.object({
  ...activityFields,
  source_kind: z.enum(PRODUCT_PURCHASE_SOURCES),
  simple_product_id: z.string().nullable(),
  catalog_item_id: z.string().nullable(),
  product_report_slug: z.string().nullable(),
  product_name: z.string(),
  /** Who made the product: the company itself (simple product, own item), the library, or the report's company. */
  product_owner: z.string().nullable(),
  quantity: z.number(),
  unit: z.string(),
  supplier: z.string().nullable(),
  /** The product's footprint per its unit as copied at save, and where it comes from (version or published date). */
  kg_co2e_per_unit: z.number(),
  product_unit: z.string(),
  source_version: z.string().nullable(),
  factor: purchaseFactorSchema,
});
export type ProductPurchase = z.infer<typeof productPurchaseSchema>;

export const productPurchaseEndpoints = crud(
  '/purchases/products',
  '/purchases/products/:id',
  'bought products',
  productPurchaseInputSchema,
  productPurchaseSchema,
);
