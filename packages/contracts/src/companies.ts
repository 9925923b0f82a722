import { z } from 'zod';
import {
  countryCodeSchema,
  idSchema,
  messageKeys,
  missingOr,
  optionalText,
  requiredText,
  yearSchema,
} from './common.ts';

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
};

export const createSiteInputSchema = z.object({ company_id: idSchema, ...siteFields });
export type CreateSiteInput = z.infer<typeof createSiteInputSchema>;

export const updateSiteInputSchema = z.object({
  name: siteFields.name.optional(),
  address: optionalText(500).optional(),
  country: countryCodeSchema.optional(),
  surface_m2: siteFields.surface_m2.optional(),
  employees: siteFields.employees.optional(),
});
export type UpdateSiteInput = z.infer<typeof updateSiteInputSchema>;

export const listSitesQuerySchema = z.object({ company_id: idSchema });
export const siteIdParamsSchema = z.object({ site_id: idSchema });
