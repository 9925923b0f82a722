import { z } from 'zod';
import { idSchema, yearSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { inventorySchema, scopeSchema } from './ledger.ts';

/**
 * Analytics (issue 9 §3, SPEC section 5): a year of the ledger and the year before, for the whole company, a site
 * or a project. A site counts the entries recorded at it that are not distributed to sites, plus the shares of
 * the entries distributed to it (the inventory's `by_site` rule); a project counts the shares distributed to it
 * (co2e × share %), derived rows following their source entry's shares. With both, the project's shares of the
 * entries recorded at the site. The per-unit view is the screen's: it divides these figures by a product's annual
 * production volume (GET /products), so the query has no product parameter.
 */
export const analyticsQuerySchema = z.object({
  company_id: idSchema,
  period_year: yearSchema,
  site_id: idSchema.optional(),
  project_id: idSchema.optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** A year's totals and scopes, as the inventory gives them (total_co2e_kg: location-based scope 2). */
export const analyticsYearSchema = inventorySchema
  .pick({ period_year: true, total_co2e_kg: true, total_co2e_kg_market: true, by_scope: true })
  .extend({
    /** Ledger rows counted (derived rows included). */
    entries: z.number().int(),
  });
export type AnalyticsYear = z.infer<typeof analyticsYearSchema>;

export const analyticsCategorySchema = z.object({
  key: z.string(),
  scope: scopeSchema,
  /** Location-based, this year. */
  co2e_kg: z.number(),
  previous_co2e_kg: z.number(),
});
export type AnalyticsCategory = z.infer<typeof analyticsCategorySchema>;

export const analyticsSchema = z.object({
  company_id: z.string(),
  site_id: z.string().nullable(),
  project_id: z.string().nullable(),
  current: analyticsYearSchema,
  previous: analyticsYearSchema,
  /** Every category with emissions in either year, the largest this year first. */
  categories: z.array(analyticsCategorySchema),
  /** The entity's employees for the per-employee view: the site's with a site filter, else the company's; null when not given. */
  employees: z.number().int().nullable(),
  employees_of: z.enum(['company', 'site']),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const analyticsEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/analytics',
    auth: 'bearer',
    tags: ['analytics'],
    summary: 'A year and the year before by scope and category, for the company, a site or a project',
    query: analyticsQuerySchema,
    success: { status: 200, schema: analyticsSchema },
    errors: [401, 404, 422],
  }),
};
