import { z } from 'zod';
import { localeSchema, messageKeys } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { searchQueryTextSchema } from './emission-factors.ts';

/**
 * Public product reports (issue 11 section 4): the list of published reports and the product match, both read
 * without a token. Only published reports and the library's catalog items (company_id NULL) are ever shown here,
 * never a company's private item or any internal id.
 */
const tags = ['public-product-reports'];

export const PUBLIC_REPORTS_MAX_LIMIT = 100;
export const PRODUCT_MATCH_MAX_LIMIT = 20;

export const publicReportsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: messageKeys.invalid })
    .int({ error: messageKeys.invalid })
    .min(1, { error: messageKeys.invalid })
    .max(PUBLIC_REPORTS_MAX_LIMIT, { error: messageKeys.invalid })
    .default(20),
  offset: z.coerce
    .number({ error: messageKeys.invalid })
    .int({ error: messageKeys.invalid })
    .min(0, { error: messageKeys.invalid })
    .default(0),
});
export type PublicReportsQuery = z.infer<typeof publicReportsQuerySchema>;

export const publicReportSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  unit: z.string(),
  kg_co2e_per_unit: z.number(),
  company_name: z.string(),
  published_at: z.string(),
});
export type PublicReportSummary = z.infer<typeof publicReportSummarySchema>;

export const publicReportListSchema = z.object({
  items: z.array(publicReportSummarySchema),
  /** All published reports, across pages. */
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type PublicReportList = z.infer<typeof publicReportListSchema>;

export const productMatchQuerySchema = z.object({
  q: searchQueryTextSchema,
  lang: localeSchema.optional(),
  limit: z.coerce
    .number({ error: messageKeys.invalid })
    .int({ error: messageKeys.invalid })
    .min(1, { error: messageKeys.invalid })
    .max(PRODUCT_MATCH_MAX_LIMIT, { error: messageKeys.invalid })
    .default(10),
});
export type ProductMatchQuery = z.infer<typeof productMatchQuerySchema>;

export const productMatchItemSchema = z.object({
  /** A published report (open it at /product-reports/{slug}) or a library catalog item. */
  kind: z.enum(['report', 'catalog_item']),
  /** The report's slug, or null for a catalog item. */
  slug: z.string().nullable(),
  name: z.string(),
  category: z.string(),
  unit: z.string(),
  kg_co2e_per_unit: z.number().nullable(),
  /** The publishing company, or null for a library item. */
  company_name: z.string().nullable(),
  score: z.number().min(0).max(1),
});
export type ProductMatchItem = z.infer<typeof productMatchItemSchema>;

export const productMatchResponseSchema = z.object({
  query: z.string(),
  items: z.array(productMatchItemSchema),
});
export type ProductMatchResponse = z.infer<typeof productMatchResponseSchema>;

export const publicProductsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/public/product-reports',
    auth: 'none',
    tags,
    summary: 'Published product reports, newest first (no token)',
    query: publicReportsQuerySchema,
    success: { status: 200, schema: publicReportListSchema },
    errors: [422],
  }),
  match: defineEndpoint({
    method: 'GET',
    path: '/public/product-match',
    auth: 'none',
    tags,
    summary: 'Closest published reports and library catalog items to a free-text description (no token)',
    query: productMatchQuerySchema,
    success: { status: 200, schema: productMatchResponseSchema },
    errors: [422],
  }),
};
