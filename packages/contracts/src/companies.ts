import { z } from 'zod';
import {
  countryCodeSchema,
  idSchema,
  messageKeys,
  missingOr,
  noContentSchema,
  optionalText,
  requiredText,
  yearSchema,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** Sectors offered by the setup wizard (labels in the `onboarding` i18n namespace). */
export const sectorSchema = z.enum(
  [
    'agriculture',
    'food',
    'manufacturing',
    'construction',
    'energy',
    'retail',
    'transport',
    'services',
    'technology',
    'hospitality',
    'health',
    'public',
    'other',
  ],
  { error: missingOr(messageKeys.invalid) },
);
export type Sector = z.infer<typeof sectorSchema>;

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  sector: sectorSchema.nullable(),
  country: z.string().nullable(),
  employees: z.number().int().nullable(),
  annual_revenue: z.number().nullable(),
  reporting_year: z.number().int().nullable(),
  created_at: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const updateCompanyInputSchema = z
  .object({
    name: requiredText(200),
    sector: sectorSchema,
    country: countryCodeSchema,
    employees: z
      .number({ error: messageKeys.invalid })
      .int({ error: messageKeys.invalid })
      .min(0, { error: messageKeys.mustBePositive })
      .max(10_000_000, { error: messageKeys.invalid }),
    annual_revenue: z
      .number({ error: messageKeys.invalid })
      .min(0, { error: messageKeys.mustBePositive })
      .max(1e13, { error: messageKeys.invalid }),
    reporting_year: yearSchema,
  })
  .partial();
export type UpdateCompanyInput = z.infer<typeof updateCompanyInputSchema>;

export const companyIdParamsSchema = z.object({ company_id: idSchema });

export const siteSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  name: z.string(),
  address: z.string(),
  country: z.string(),
  surface_m2: z.number().nullable(),
  employees: z.number().int().nullable(),
  created_at: z.string(),
  /**
   * Where the site is for the scenarios' climate (WGS 84 degrees): its own coordinates when set, else those of the
   * climate station of its address's city, else of its country's central station (`location_source` says which);
   * null when its country has no station.
   */
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  location_source: z.enum(['site', 'city_station', 'country_station']).nullable().optional(),
});
export type Site = z.infer<typeof siteSchema>;

const siteFields = {
  name: requiredText(200),
  address: optionalText(500).default(''),
  country: countryCodeSchema,
  surface_m2: z
    .number({ error: messageKeys.invalid })
    .min(0, { error: messageKeys.mustBePositive })
    .max(1e8, { error: messageKeys.invalid })
    .nullable()
    .default(null),
  employees: z
    .number({ error: messageKeys.invalid })
    .int({ error: messageKeys.invalid })
    .min(0, { error: messageKeys.mustBePositive })
    .max(10_000_000, { error: messageKeys.invalid })
    .nullable()
    .default(null),
  /** The site's own coordinates (both or neither); unset, the scenarios take a climate station's. */
  latitude: z
    .number({ error: messageKeys.invalid })
    .min(-90, { error: messageKeys.invalid })
    .max(90, { error: messageKeys.invalid })
    .nullable()
    .optional(),
  longitude: z
    .number({ error: messageKeys.invalid })
    .min(-180, { error: messageKeys.invalid })
    .max(180, { error: messageKeys.invalid })
    .nullable()
    .optional(),
};

export const createSiteInputSchema = z.object({ company_id: idSchema, ...siteFields });
export type CreateSiteInput = z.infer<typeof createSiteInputSchema>;

export const updateSiteInputSchema = z.object({
  name: siteFields.name.optional(),
  address: optionalText(500).optional(),
  country: countryCodeSchema.optional(),
  surface_m2: siteFields.surface_m2.optional(),
  employees: siteFields.employees.optional(),
  latitude: siteFields.latitude,
  longitude: siteFields.longitude,
});
export type UpdateSiteInput = z.infer<typeof updateSiteInputSchema>;

export const listSitesQuerySchema = z.object({ company_id: idSchema });
export const siteIdParamsSchema = z.object({ site_id: idSchema });

export const companyEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/companies/:company_id',
    auth: 'bearer',
    tags: ['companies'],
    summary: 'A company the caller is a member of',
    params: companyIdParamsSchema,
    success: { status: 200, schema: companySchema },
    errors: [401, 404, 422],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/companies/:company_id',
    auth: 'bearer',
    tags: ['companies'],
    summary: 'Update the company profile (owner or admin)',
    params: companyIdParamsSchema,
    body: updateCompanyInputSchema,
    success: { status: 200, schema: companySchema },
    errors: [400, 401, 403, 404, 422],
  }),
};

export const siteEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/sites',
    auth: 'bearer',
    tags: ['sites'],
    summary: "The company's sites, oldest first (a plain array)",
    query: listSitesQuerySchema,
    success: { status: 200, schema: z.array(siteSchema) },
    errors: [401, 404, 422],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/sites',
    auth: 'bearer',
    tags: ['sites'],
    summary: 'Add a site to a company (owner, admin or editor)',
    body: createSiteInputSchema,
    success: { status: 201, schema: siteSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/sites/:site_id',
    auth: 'bearer',
    tags: ['sites'],
    summary: 'Update a site (owner, admin or editor)',
    params: siteIdParamsSchema,
    body: updateSiteInputSchema,
    success: { status: 200, schema: siteSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/sites/:site_id',
    auth: 'bearer',
    tags: ['sites'],
    summary: 'Delete a site the ledger does not use (owner, admin or editor)',
    params: siteIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 409, 422],
  }),
};
