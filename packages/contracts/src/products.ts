import { z } from 'zod';
import {
  countryCodeSchema,
  currencyCodeSchema,
  idSchema,
  messageKeys,
  missingOr,
  noContentSchema,
  optionalText,
  requiredText,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { FREIGHT_MODES } from './freight.ts';
import { PACKAGING_MATERIALS } from './packaging.ts';
import { WASTE_TREATMENTS, WASTE_TYPES } from './waste.ts';

/**
 * Products (issue 11, docs/decisions/0027-product-footprints.md): composite products (a tree of lines per declared
 * unit, footprint computed by @carbon/carbon/products), simple products (a price and an emission per unit), and the
 * public report of a published product. Validation messages are SPEC section 5's, in the `errors` namespace.
 */
export const productMessageKeys = {
  nameRequired: 'errors.product_name_required',
  categoryRequired: 'errors.product_category_required',
  weightPositive: 'errors.product_weight_positive',
  materialRequired: 'errors.product_material_required',
  lineSourceExclusive: 'errors.product_line_source_exclusive',
  cycle: 'errors.product_cycle',
  unitIncompatible: 'errors.product_unit_incompatible',
  volumeRequired: 'errors.product_volume_required',
  inUse: 'errors.product_in_use',
  greaterThanZero: 'errors.must_be_strictly_positive',
} as const;

/** Units a product may be declared in, and a material line's quantity may be given in (@carbon/carbon/units codes). */
export const PRODUCT_UNITS = [
  'unit',
  'kg',
  'g',
  'tonne',
  'lb',
  'l',
  'ml',
  'm3',
  'kWh',
  'MWh',
  'm',
  'km',
  'm2',
  't.km',
] as const;
export const productUnitSchema = z.enum(PRODUCT_UNITS, { error: missingOr(messageKeys.invalid) });
export const PROCESSING_STATES = ['raw', 'semi_processed', 'processed', 'finished', 'packaged'] as const;
export const COMPOSITION_MODES = ['per_unit', 'whole_production'] as const;
export const PRODUCT_STAGES = [
  'raw_material',
  'energy',
  'transport',
  'packaging',
  'waste',
  'distribution',
] as const;
export const PRODUCT_LINE_KINDS = [
  'material',
  'energy',
  'transport',
  'packaging',
  'waste',
  'distribution',
] as const;

const positive = () =>
  z
    .number({ error: missingOr(messageKeys.invalid) })
    .gt(0, { error: productMessageKeys.greaterThanZero })
    .max(1e12, { error: messageKeys.invalid });
const label = optionalText(200).default('');

const materialLineSchema = z.object({
  kind: z.literal('material'),
  label,
  emission_factor_id: idSchema.optional(),
  catalog_item_id: idSchema.optional(),
  product_id: idSchema.optional(),
  quantity: positive(),
  unit: productUnitSchema,
});
const energyLineSchema = z.object({
  kind: z.literal('energy'),
  label,
  entry_id: idSchema.optional(),
  allocation_percent: z
    .number({ error: missingOr(messageKeys.invalid) })
    .gt(0, { error: productMessageKeys.greaterThanZero })
    .max(100, { error: 'errors.invalid_percentage' })
    .optional(),
  energy_price_id: idSchema.optional(),
  quantity_kwh: positive().optional(),
  processing_phase: optionalText(200).nullable().default(null),
});
const freightLine = <K extends 'transport' | 'distribution'>(kind: K) =>
  z.object({
    kind: z.literal(kind),
    label,
    from: optionalText(200).default(''),
    to: optionalText(200).default(''),
    tonne_km: positive(),
    mode: z.enum(FREIGHT_MODES, { error: missingOr(messageKeys.invalid) }),
  });
const packagingLineSchema = z.object({
  kind: z.literal('packaging'),
  label,
  material: z.enum(PACKAGING_MATERIALS, { error: missingOr(messageKeys.invalid) }),
  /** kg of this packaging per unit of product (or for the whole production in that mode). */
  weight_kg: positive(),
});
const wasteLineSchema = z.object({
  kind: z.literal('waste'),
  label,
  waste_type: z.enum(WASTE_TYPES, { error: missingOr(messageKeys.invalid) }),
  treatment: z.enum(WASTE_TREATMENTS, { error: missingOr(messageKeys.invalid) }),
  mass_kg: positive(),
});

export const productLineInputSchema = z.discriminatedUnion(
  'kind',
  [
    materialLineSchema,
    energyLineSchema,
    freightLine('transport'),
    packagingLineSchema,
    wasteLineSchema,
    freightLine('distribution'),
  ],
  { error: messageKeys.invalid },
);
export type ProductLineInput = z.infer<typeof productLineInputSchema>;

const linesSchema = z
  .array(productLineInputSchema, {
    error: missingOr(messageKeys.invalid, productMessageKeys.materialRequired),
  })
  .max(500, { error: messageKeys.tooLong })
  .superRefine((lines, ctx) => {
    if (!lines.some((line) => line.kind === 'material')) {
      ctx.addIssue({ code: 'custom', message: productMessageKeys.materialRequired });
    }
    lines.forEach((line, index) => {
      if (line.kind === 'material') {
        const given = [line.emission_factor_id, line.catalog_item_id, line.product_id].filter(
          (v) => v !== undefined,
        );
        if (given.length !== 1) {
          ctx.addIssue({
            code: 'custom',
            message: productMessageKeys.lineSourceExclusive,
            path: [index, 'emission_factor_id'],
          });
        }
      }
      if (line.kind === 'energy') {
        const byEntry = line.entry_id !== undefined || line.allocation_percent !== undefined;
        const byPrice = line.energy_price_id !== undefined || line.quantity_kwh !== undefined;
        if (byEntry === byPrice) {
          ctx.addIssue({
            code: 'custom',
            message: productMessageKeys.lineSourceExclusive,
            path: [index, 'entry_id'],
          });
        } else if (byEntry) {
          if (line.entry_id === undefined)
            ctx.addIssue({ code: 'custom', message: messageKeys.required, path: [index, 'entry_id'] });
          if (line.allocation_percent === undefined)
            ctx.addIssue({
              code: 'custom',
              message: messageKeys.required,
              path: [index, 'allocation_percent'],
            });
        } else {
          if (line.energy_price_id === undefined)
            ctx.addIssue({ code: 'custom', message: messageKeys.required, path: [index, 'energy_price_id'] });
          if (line.quantity_kwh === undefined)
            ctx.addIssue({ code: 'custom', message: messageKeys.required, path: [index, 'quantity_kwh'] });
        }
      }
    });
  });

const nameSchema = requiredText(300, { requiredKey: productMessageKeys.nameRequired });
const categorySchema = requiredText(200, { requiredKey: productMessageKeys.categoryRequired });
const weightSchema = z
  .number({ error: missingOr(messageKeys.invalid, productMessageKeys.weightPositive) })
  .gt(0, { error: productMessageKeys.weightPositive })
  .max(1e9, { error: messageKeys.invalid });
const volumeSchema = positive().nullable();
/** Size of one unit in centimetres: the three sides together, each greater than 0. */
export const productDimensionsSchema = z.object(
  { length: positive().max(1e6), width: positive().max(1e6), height: positive().max(1e6) },
  { error: messageKeys.invalid },
);

const productFields = {
  site_id: idSchema,
  name: nameSchema,
  unit: productUnitSchema.default('unit'),
  description: optionalText(2000, { multiline: true }).default(''),
  annual_production_volume: volumeSchema.default(null),
  weight_per_unit_kg: weightSchema,
  revenue_per_unit_eur: z
    .number({ error: messageKeys.invalid })
    .min(0, { error: messageKeys.mustBePositive })
    .max(1e12)
    .nullable()
    .default(null),
  currency: currencyCodeSchema.default('EUR'),
  is_component: z.boolean({ error: messageKeys.invalid }).default(false),
  is_final_product: z.boolean({ error: messageKeys.invalid }).default(true),
  category: categorySchema,
  processing_state: z.enum(PROCESSING_STATES, { error: messageKeys.invalid }).nullable().default(null),
  composition_mode: z.enum(COMPOSITION_MODES, { error: missingOr(messageKeys.invalid) }).default('per_unit'),
  lines: linesSchema,
  /** Optional facts for the public report (issue 11 section 4, docs/decisions/0028). */
  volume_per_unit_l: positive().max(1e9).nullable().default(null),
  dimensions_cm: productDimensionsSchema.nullable().default(null),
  origin_country: countryCodeSchema.nullable().default(null),
};

/** POST /products (owner, admin or editor of company_id; a site of that company is required). */
export const createProductInputSchema = z.object({ company_id: idSchema, ...productFields });
export type CreateProductInput = z.infer<typeof createProductInputSchema>;

/** PUT /products/{id}: the whole product again (the company is kept; lines are replaced). */
export const updateProductInputSchema = z.object(productFields);
export type UpdateProductInput = z.infer<typeof updateProductInputSchema>;

export const lineFactorSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  source: z.string(),
  version: z.string().nullable(),
  kg_co2e_per_unit: z.number(),
  unit: z.string(),
  year: z.number().int().nullable(),
  geography: z.string().nullable(),
  primary: z.boolean(),
});

const stagesSchema = z.object({
  raw_material: z.number(),
  energy: z.number(),
  transport: z.number(),
  packaging: z.number(),
  waste: z.number(),
  distribution: z.number(),
});

export const lineDataQualitySchema = z.object({
  primary: z.boolean(),
  age_years: z.number().nullable(),
  geography: z.string().nullable(),
  score: z.number(),
});

export const footprintLineSchema = z.object({
  id: z.string(),
  kind: z.enum(PRODUCT_LINE_KINDS),
  stage: z.enum(PRODUCT_STAGES),
  label: z.string(),
  kg_co2e_per_unit: z.number(),
  quantity_per_unit: z.number(),
  unit: z.string(),
  mass_kg_per_unit: z.number().nullable(),
  product_id: z.string().nullable(),
  factor: lineFactorSchema.nullable(),
  data_quality: lineDataQualitySchema,
});

export const footprintSchema = z.object({
  kg_co2e_per_unit: z.number(),
  by_stage: stagesSchema,
  lines: z.array(footprintLineSchema),
  data_quality: z.object({
    score: z.number(),
    rating: z.enum(['excellent', 'very_good', 'good', 'fair', 'poor']),
    primary_share_percent: z.number(),
  }),
  mass_balance: z.object({
    declared_kg: z.number().nullable(),
    lines_kg: z.number(),
    difference_percent: z.number().nullable(),
    warning: z.boolean(),
  }),
  /** A mass balance beyond 10 % of the weight per unit is a warning, never a refusal. */
  warnings: z.array(
    z.object({
      code: z.literal('mass_balance'),
      declared_kg: z.number(),
      lines_kg: z.number(),
      difference_percent: z.number(),
    }),
  ),
});
export type Footprint = z.infer<typeof footprintSchema>;

export const productLineSchema = z
  .record(z.string(), z.unknown())
  .and(z.object({ id: z.string(), kind: z.enum(PRODUCT_LINE_KINDS), position: z.number().int() }));

export const productSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  site_id: z.string(),
  name: z.string(),
  unit: z.string(),
  description: z.string(),
  annual_production_volume: z.number().nullable(),
  weight_per_unit_kg: z.number(),
  revenue_per_unit_eur: z.number().nullable(),
  currency: z.string(),
  is_component: z.boolean(),
  is_final_product: z.boolean(),
  category: z.string(),
  processing_state: z.enum(PROCESSING_STATES).nullable(),
  composition_mode: z.enum(COMPOSITION_MODES),
  // Defaults: a product stored before these fields existed reads as "not stated".
  volume_per_unit_l: z.number().nullable().default(null),
  dimensions_cm: z.object({ length: z.number(), width: z.number(), height: z.number() }).nullable().default(null),
  origin_country: z.string().nullable().default(null),
  lines: z.array(productLineSchema),
  footprint: footprintSchema,
  catalog_item_id: z.string().nullable(),
  published_slug: z.string().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const listProductsQuerySchema = z.object({ company_id: idSchema, site_id: idSchema.optional() });
export type ListProductsQuery = z.infer<typeof listProductsQuerySchema>;
export const productListSchema = z.object({ items: z.array(productSchema) });
export type ProductList = z.infer<typeof productListSchema>;

/** A line of the tree: what it is and weighs, and the factor's name, source and version (its full detail is in the product's footprint). */
export const treeLineSchema = z.object({
  id: z.string(),
  kind: z.enum(PRODUCT_LINE_KINDS),
  stage: z.enum(PRODUCT_STAGES),
  label: z.string(),
  kg_co2e_per_unit: z.number(),
  quantity_per_unit: z.number(),
  unit: z.string(),
  product_id: z.string().nullable(),
  factor: z
    .object({
      name: z.string(),
      source: z.string(),
      version: z.string().nullable(),
      unit: z.string(),
      kg_co2e_per_unit: z.number(),
    })
    .nullable(),
  data_quality_score: z.number(),
});

type Stages = z.infer<typeof stagesSchema>;
export type ProductTreeNode = {
  product_id: string;
  name: string;
  unit: string;
  kg_co2e_per_unit: number;
  quantity_per_parent_unit: number | null;
  kg_co2e_per_parent_unit: number | null;
  by_stage_per_parent_unit: Stages | null;
  quantity_per_root_unit: number;
  lines: (z.infer<typeof treeLineSchema> & { children: ProductTreeNode | null })[];
};
/**
 * A node of the nested composition; registered by id so OpenAPI can refer to it recursively. Its own figures are
 * per unit of itself (`kg_co2e_per_unit`, its lines' `kg_co2e_per_unit`). A sub-product's node also carries what it
 * puts in one unit of its parent (`quantity_per_parent_unit` of its unit × its figures: `kg_co2e_per_parent_unit`,
 * the parent line's kg CO2e, and `by_stage_per_parent_unit`), null at the root; and `quantity_per_root_unit`, the
 * units of it in one unit of the root (1 at the root), by which any of its figures becomes one per unit of the root.
 */
export const productTreeSchema: z.ZodType<ProductTreeNode> = z
  .object({
    product_id: z.string(),
    name: z.string(),
    unit: z.string(),
    kg_co2e_per_unit: z.number(),
    quantity_per_parent_unit: z.number().nullable(),
    kg_co2e_per_parent_unit: z.number().nullable(),
    by_stage_per_parent_unit: stagesSchema.nullable(),
    quantity_per_root_unit: z.number(),
    get lines() {
      return z.array(treeLineSchema.extend({ children: productTreeSchema.nullable() }));
    },
  })
  .meta({ id: 'ProductTreeNode' });

export const productIdParamsSchema = z.object({ id: idSchema });
export const publishResponseSchema = z.object({ slug: z.string(), published_at: z.string() });
export const slugParamsSchema = z.object({ slug: z.string().min(1).max(100) });

/** GET /public/product-reports/{slug}: what a published product shows, without any internal id. */
export const publicProductReportSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  unit: z.string(),
  weight_per_unit_kg: z.number(),
  category: z.string(),
  processing_state: z.enum(PROCESSING_STATES).nullable(),
  company_name: z.string(),
  /** The price per unit the company declared (revenue per unit), in `currency`. */
  cost_per_unit: z.number().nullable(),
  currency: z.string(),
  kg_co2e_per_unit: z.number(),
  by_stage: stagesSchema,
  lines: z.array(
    z.object({
      kind: z.enum(PRODUCT_LINE_KINDS),
      stage: z.enum(PRODUCT_STAGES),
      label: z.string(),
      kg_co2e_per_unit: z.number(),
      quantity_per_unit: z.number(),
      unit: z.string(),
      factor: z
        .object({
          name: z.string(),
          source: z.string(),
          version: z.string().nullable(),
          unit: z.string(),
          kg_co2e_per_unit: z.number(),
        })
        .nullable(),
    }),
  ),
  data_quality: z.object({ score: z.number(), rating: z.string() }),
  published_at: z.string(),
  /** Supply chain (issue 11 section 4): the country of the site the product is made on (ISO code). */
  origin_country: z.string().nullable().optional(),
  /** Volume and size from the product's catalog entry, when the company stated them. */
  volume: z.number().nullable().optional(),
  volume_unit: z.string().nullable().optional(),
  size: z.string().nullable().optional(),
  /** The product's own size in cm (preferred over `size` when stated). */
  dimensions_cm: z.object({ length: z.number(), width: z.number(), height: z.number() }).nullable().optional(),
});
export type PublicProductReport = z.infer<typeof publicProductReportSchema>;

/** Simple products: a name, a price and an emission per unit. */
const simpleFields = {
  name: nameSchema,
  price_per_unit: z
    .number({ error: missingOr(messageKeys.invalid) })
    .min(0, { error: messageKeys.mustBePositive })
    .max(1e12),
  emissions_per_unit: z
    .number({ error: missingOr(messageKeys.invalid) })
    .min(0, { error: messageKeys.mustBePositive })
    .max(1e12),
};
export const createSimpleProductInputSchema = z.object({ company_id: idSchema, ...simpleFields });
export type CreateSimpleProductInput = z.infer<typeof createSimpleProductInputSchema>;
export const updateSimpleProductInputSchema = z.object({
  name: nameSchema.optional(),
  price_per_unit: simpleFields.price_per_unit.optional(),
  emissions_per_unit: simpleFields.emissions_per_unit.optional(),
});
export type UpdateSimpleProductInput = z.infer<typeof updateSimpleProductInputSchema>;
export const simpleProductSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  name: z.string(),
  price_per_unit: z.number(),
  emissions_per_unit: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SimpleProduct = z.infer<typeof simpleProductSchema>;
export const listSimpleProductsQuerySchema = z.object({ company_id: idSchema });
export const simpleProductListSchema = z.object({ items: z.array(simpleProductSchema) });
export type SimpleProductList = z.infer<typeof simpleProductListSchema>;

const tags = ['products'];
const e = { bearer: 'bearer' as const };

export const productEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/products',
    auth: e.bearer,
    tags,
    summary: 'The company’s composite products',
    query: listProductsQuerySchema,
    success: { status: 200, schema: productListSchema },
    errors: [401, 404, 422],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/products/:id',
    auth: e.bearer,
    tags,
    summary: 'One composite product with its footprint',
    params: productIdParamsSchema,
    success: { status: 200, schema: productSchema },
    errors: [401, 404, 422],
  }),
  tree: defineEndpoint({
    method: 'GET',
    path: '/products/:id/tree',
    auth: e.bearer,
    tags,
    summary: 'The nested composition, computed from the current sub-products',
    params: productIdParamsSchema,
    success: { status: 200, schema: productTreeSchema },
    errors: [401, 404, 422],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/products',
    auth: e.bearer,
    tags,
    summary: 'Create a composite product (plan limit: 403 plan_limit)',
    body: createProductInputSchema,
    success: { status: 201, schema: productSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/products/:id',
    auth: e.bearer,
    tags,
    summary: 'Replace a composite product and its lines',
    params: productIdParamsSchema,
    body: updateProductInputSchema,
    success: { status: 200, schema: productSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/products/:id',
    auth: e.bearer,
    tags,
    summary: 'Delete a composite product and its catalog entry (409 when another product uses it)',
    params: productIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 409, 422],
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/products/:id/publish',
    auth: e.bearer,
    tags,
    summary: 'Publish the product’s report at a public slug',
    params: productIdParamsSchema,
    success: { status: 200, schema: publishResponseSchema },
    errors: [401, 403, 404, 422],
  }),
  unpublish: defineEndpoint({
    method: 'DELETE',
    path: '/products/:id/publish',
    auth: e.bearer,
    tags,
    summary: 'Withdraw the public report',
    params: productIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 422],
  }),
};

export const simpleProductEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/simple-products',
    auth: e.bearer,
    tags,
    summary: 'The company’s simple products',
    query: listSimpleProductsQuerySchema,
    success: { status: 200, schema: simpleProductListSchema },
    errors: [401, 404, 422],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/simple-products/:id',
    auth: e.bearer,
    tags,
    summary: 'One simple product',
    params: productIdParamsSchema,
    success: { status: 200, schema: simpleProductSchema },
    errors: [401, 404, 422],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/simple-products',
    auth: e.bearer,
    tags,
    summary: 'Create a simple product (plan limit: 403 plan_limit)',
    body: createSimpleProductInputSchema,
    success: { status: 201, schema: simpleProductSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/simple-products/:id',
    auth: e.bearer,
    tags,
    summary: 'Update a simple product',
    params: productIdParamsSchema,
    body: updateSimpleProductInputSchema,
    success: { status: 200, schema: simpleProductSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/simple-products/:id',
    auth: e.bearer,
    tags,
    summary: 'Delete a simple product',
    params: productIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 422],
  }),
};

export const publicProductReportEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/public/product-reports/:slug',
    auth: 'none',
    tags,
    summary: 'A published product’s report (no token)',
    params: slugParamsSchema,
    success: { status: 200, schema: publicProductReportSchema },
    errors: [404, 422],
  }),
};
