import { z } from 'zod';
import {
  countryCodeSchema,
  currencyCodeSchema,
  idSchema,
  localeSchema,
  messageKeys,
  missingOr,
  noContentSchema,
  optionalText,
  requiredText,
  type TextOptions,
} from './common.ts';
import { searchLimitSchema, searchMinScoreSchema, searchQueryTextSchema } from './emission-factors.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * The product catalog (SPEC section 3, catalog item): the library's curated materials and packaging, read-only,
 * beside each company's own items. Validation messages are the SPEC texts, in the `catalog` i18n namespace.
 */

export const catalogMessageKeys = {
  categoryRequired: 'catalog.validation.category_required',
  nameRequired: 'catalog.validation.name_required',
  priceRequired: 'catalog.validation.price_required',
  pricePositive: 'catalog.validation.price_positive',
  percentage: 'catalog.validation.percentage',
} as const;

export const tagCategorySchema = z.enum(['material', 'certification', 'lifecycle', 'category']);
export type TagCategory = z.infer<typeof tagCategorySchema>;

export const tagSchema = z.object({
  id: z.string(),
  category: tagCategorySchema,
  slug: z.string(),
  label_en: z.string(),
  label_fr: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

/** GET /product-catalog/tags */
export const tagsResponseSchema = z.object({ tags: z.array(tagSchema) });
export type TagsResponse = z.infer<typeof tagsResponseSchema>;

export const CATALOG_UNITS = ['kg', 'g', 'tonne', 'unit', 'l', 'm3', 'kWh'] as const;
export const catalogUnitSchema = z.enum(CATALOG_UNITS, { error: messageKeys.invalid });
export type CatalogUnit = z.infer<typeof catalogUnitSchema>;

export const WEIGHT_UNITS = ['kg', 'g', 'tonne', 'lb'] as const;
export const VOLUME_UNITS = ['l', 'm3', 'ml'] as const;

export const catalogItemSchema = z.object({
  id: z.string(),
  /** Null for a library item (read-only). */
  company_id: z.string().nullable(),
  category: z.string(),
  name: z.string(),
  /** Null for library items: there is no open price data to take it from. */
  price_per_unit: z.number().nullable(),
  currency: z.string(),
  unit: catalogUnitSchema,
  alternative_name: z.string().nullable(),
  description: z.string().nullable(),
  product_type: z.string().nullable(),
  material_type: z.string().nullable(),
  size: z.string().nullable(),
  size_label: z.string().nullable(),
  region: z.string().nullable(),
  country_code: z.string().nullable(),
  /** kg CO2e per unit. */
  emission_per_unit: z.number().nullable(),
  emission_factor_id: z.string().nullable(),
  weight: z.number().nullable(),
  weight_unit: z.string().nullable(),
  volume: z.number().nullable(),
  volume_unit: z.string().nullable(),
  dimensions: z.string().nullable(),
  density: z.number().nullable(),
  recyclable: z.boolean().nullable(),
  recycled_content_percent: z.number().min(0).max(100).nullable(),
  tags: z.array(tagSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CatalogItem = z.infer<typeof catalogItemSchema>;

export const catalogSearchItemSchema = catalogItemSchema.extend({ score: z.number().min(0).max(1) });
export type CatalogSearchItem = z.infer<typeof catalogSearchItemSchema>;

/** GET /product-catalog/search */
export const searchCatalogQuerySchema = z.object({
  q: searchQueryTextSchema,
  limit: searchLimitSchema,
  min_score: searchMinScoreSchema,
  /** Adds this company's items to the library's; requires membership (another company answers 404). */
  company_id: idSchema.optional(),
  lang: localeSchema.optional(),
});
export type SearchCatalogQuery = z.infer<typeof searchCatalogQuerySchema>;

export const searchCatalogResponseSchema = z.object({
  query: z.string(),
  count: z.number().int(),
  items: z.array(catalogSearchItemSchema),
});
export type SearchCatalogResponse = z.infer<typeof searchCatalogResponseSchema>;

/** GET /product-catalog: the company's items first, then the library's, by name. */
export const listCatalogQuerySchema = z.object({
  company_id: idSchema.optional(),
  page: z.coerce
    .number({ error: messageKeys.invalid })
    .int({ error: messageKeys.invalid })
    .min(1, { error: messageKeys.invalid })
    .default(1),
  page_size: z.coerce
    .number({ error: messageKeys.invalid })
    .int({ error: messageKeys.invalid })
    .min(1, { error: messageKeys.invalid })
    .max(100, { error: messageKeys.invalid })
    .default(20),
  /** Language of the library items' names and categories; default from Accept-Language. */
  lang: localeSchema.optional(),
});
export type ListCatalogQuery = z.infer<typeof listCatalogQuerySchema>;

export const listCatalogResponseSchema = z.object({
  items: z.array(catalogItemSchema),
  /** All matching items, across pages. */
  total: z.number().int(),
});
export type ListCatalogResponse = z.infer<typeof listCatalogResponseSchema>;

export const catalogItemIdParamsSchema = z.object({ id: idSchema });
export const catalogItemQuerySchema = z.object({ lang: localeSchema.optional() });

const categorySchema = requiredText(200, { requiredKey: catalogMessageKeys.categoryRequired });
const nameSchema = requiredText(300, { requiredKey: catalogMessageKeys.nameRequired });

const priceSchema = z
  .number({ error: missingOr(messageKeys.invalid, catalogMessageKeys.priceRequired) })
  .gt(0, { error: catalogMessageKeys.pricePositive })
  .max(1e12, { error: messageKeys.invalid });

const nonNegative = (max: number) =>
  z
    .number({ error: messageKeys.invalid })
    .min(0, { error: messageKeys.mustBePositive })
    .max(max, { error: messageKeys.invalid })
    .nullable();

const text = (max: number, options?: TextOptions) => optionalText(max, options).nullable();

const catalogItemFields = {
  category: categorySchema,
  name: nameSchema,
  price_per_unit: priceSchema,
  currency: currencyCodeSchema.default('EUR'),
  unit: catalogUnitSchema.default('kg'),
  alternative_name: text(300).default(null),
  description: text(2000, { multiline: true }).default(null),
  product_type: text(200).default(null),
  material_type: text(200).default(null),
  size: text(100).default(null),
  size_label: text(200).default(null),
  region: text(200).default(null),
  country_code: countryCodeSchema.nullable().default(null),
  /**
   * kg CO2e per unit. When left out and emission_factor_id is given, it is taken from that factor
   * (converted to the item's unit where the units are of the same family).
   */
  emission_per_unit: nonNegative(1e9).optional(),
  emission_factor_id: idSchema.nullable().default(null),
  weight: nonNegative(1e9).default(null),
  weight_unit: z.enum(WEIGHT_UNITS, { error: messageKeys.invalid }).nullable().default(null),
  volume: nonNegative(1e9).default(null),
  volume_unit: z.enum(VOLUME_UNITS, { error: messageKeys.invalid }).nullable().default(null),
  dimensions: text(200).default(null),
  density: nonNegative(1e6).default(null),
  recyclable: z.boolean({ error: messageKeys.invalid }).nullable().default(null),
  recycled_content_percent: z
    .number({ error: catalogMessageKeys.percentage })
    .min(0, { error: catalogMessageKeys.percentage })
    .max(100, { error: catalogMessageKeys.percentage })
    .nullable()
    .default(null),
  /** Ids from GET /product-catalog/tags. */
  tag_ids: z.array(idSchema, { error: messageKeys.invalid }).max(50, { error: messageKeys.tooLong }).default([]),
};

/** POST /product-catalog (owner, admin or editor of company_id). */
export const createCatalogItemInputSchema = z.object({ company_id: idSchema, ...catalogItemFields });
export type CreateCatalogItemInput = z.infer<typeof createCatalogItemInputSchema>;

/** PATCH /product-catalog/{id}: the fields given change; a company's own items only. */
export const updateCatalogItemInputSchema = z.object({
  category: categorySchema.optional(),
  name: nameSchema.optional(),
  price_per_unit: priceSchema.optional(),
  currency: currencyCodeSchema.optional(),
  unit: catalogUnitSchema.optional(),
  alternative_name: text(300).optional(),
  description: text(2000, { multiline: true }).optional(),
  product_type: text(200).optional(),
  material_type: text(200).optional(),
  size: text(100).optional(),
  size_label: text(200).optional(),
  region: text(200).optional(),
  country_code: countryCodeSchema.nullable().optional(),
  emission_per_unit: nonNegative(1e9).optional(),
  emission_factor_id: idSchema.nullable().optional(),
  weight: nonNegative(1e9).optional(),
  weight_unit: z.enum(WEIGHT_UNITS, { error: messageKeys.invalid }).nullable().optional(),
  volume: nonNegative(1e9).optional(),
  volume_unit: z.enum(VOLUME_UNITS, { error: messageKeys.invalid }).nullable().optional(),
  dimensions: text(200).optional(),
  density: nonNegative(1e6).optional(),
  recyclable: z.boolean({ error: messageKeys.invalid }).nullable().optional(),
  recycled_content_percent: z
    .number({ error: catalogMessageKeys.percentage })
    .min(0, { error: catalogMessageKeys.percentage })
    .max(100, { error: catalogMessageKeys.percentage })
    .nullable()
    .optional(),
  tag_ids: z.array(idSchema, { error: messageKeys.invalid }).max(50, { error: messageKeys.tooLong }).optional(),
});
export type UpdateCatalogItemInput = z.infer<typeof updateCatalogItemInputSchema>;

const tags = ['product-catalog'];

export const productCatalogEndpoints = {
  tags: defineEndpoint({
    method: 'GET',
    path: '/product-catalog/tags',
    auth: 'bearer',
    tags,
    summary: 'The fixed bilingual tag vocabulary (material, certification, lifecycle, category)',
    success: { status: 200, schema: tagsResponseSchema },
    errors: [401],
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/product-catalog/search',
    auth: 'bearer',
    tags,
    summary: 'Search the library items (and a company’s own), best match first, score 0..1',
    query: searchCatalogQuerySchema,
    success: { status: 200, schema: searchCatalogResponseSchema },
    errors: [401, 404, 422],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/product-catalog',
    auth: 'bearer',
    tags,
    summary: 'The company’s items, then the library’s, by name, a page at a time',
    query: listCatalogQuerySchema,
    success: { status: 200, schema: listCatalogResponseSchema },
    errors: [401, 404, 422],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/product-catalog/:id',
    auth: 'bearer',
    tags,
    summary: 'One catalog item',
    params: catalogItemIdParamsSchema,
    query: catalogItemQuerySchema,
    success: { status: 200, schema: catalogItemSchema },
    errors: [401, 404, 422],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/product-catalog',
    auth: 'bearer',
    tags,
    summary: 'Add an item to the company’s catalog (owner, admin or editor)',
    body: createCatalogItemInputSchema,
    success: { status: 201, schema: catalogItemSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/product-catalog/:id',
    auth: 'bearer',
    tags,
    summary: 'Update an item of the company’s catalog; library items are read-only (403 library_read_only)',
    params: catalogItemIdParamsSchema,
    body: updateCatalogItemInputSchema,
    success: { status: 200, schema: catalogItemSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/product-catalog/:id',
    auth: 'bearer',
    tags,
    summary: 'Delete an item of the company’s catalog; library items are read-only (403 library_read_only)',
    params: catalogItemIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 422],
  }),
};
