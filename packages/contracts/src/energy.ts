import { z } from 'zod';
import { idSchema, messageKeys, missingOr, yearSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * The energies a site consumes (issue 9 §3, the /heating screen; docs/decisions/0020-ledger.md): each is recorded as
 * a ledger entry of one accounting category, which the entry's `details.energy` names more precisely (district
 * heating and steam are both `heat_steam`). The API proposes each energy's default library factor.
 */
export const ENERGY_KINDS = [
  'electricity',
  'natural_gas',
  'fuel_oil',
  'wood',
  'district_heating',
  'district_cooling',
  'steam',
] as const;
export type EnergyKind = (typeof ENERGY_KINDS)[number];
export const energyKindSchema = z.enum(ENERGY_KINDS, { error: missingOr(messageKeys.invalid) });

/** The accounting category of each energy: an entry naming an energy must have that category. */
export const ENERGY_CATEGORY: Record<
  EnergyKind,
  'electricity' | 'heat_steam' | 'cooling' | 'stationary_combustion'
> = {
  electricity: 'electricity',
  natural_gas: 'stationary_combustion',
  fuel_oil: 'stationary_combustion',
  wood: 'stationary_combustion',
  district_heating: 'heat_steam',
  district_cooling: 'cooling',
  steam: 'heat_steam',
};

/**
 * The energy-price source (GET /energy-prices) whose prices can cost each energy; wood, district heating and steam
 * have none, so an entry of those names no price.
 */
export const ENERGY_PRICE_SOURCE: Record<EnergyKind, 'electricity' | 'gas' | 'fuel' | 'cooling' | null> = {
  electricity: 'electricity',
  natural_gas: 'gas',
  fuel_oil: 'fuel',
  wood: null,
  district_heating: null,
  district_cooling: 'cooling',
  steam: null,
};

/** How a consumption was read: from the supplier's invoice or from the site's own meter. */
export const ENERGY_READINGS = ['invoice', 'meter'] as const;
export type EnergyReading = (typeof ENERGY_READINGS)[number];
export const energyReadingSchema = z.enum(ENERGY_READINGS, { error: missingOr(messageKeys.invalid) });

export const energyMessageKeys = {
  energyCategory: 'errors.energy_category_mismatch',
  energyPrice: 'errors.energy_price_mismatch',
} as const;

export const energyDefaultsQuerySchema = z.object({
  company_id: idSchema,
  /** The site whose country chooses the factors (else the company's country). */
  site_id: idSchema.optional(),
  /** The year of the electricity grid factor (else the latest published). */
  period_year: yearSchema.optional(),
});
export type EnergyDefaultsQuery = z.infer<typeof energyDefaultsQuerySchema>;

export const energyDefaultFactorSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  source: z.string(),
  source_id: z.string(),
  dataset_version: z.string().nullable(),
  unit: z.string(),
  kg_co2e_per_unit: z.number(),
});
export type EnergyDefaultFactor = z.infer<typeof energyDefaultFactorSchema>;

export const energyDefaultSchema = z.object({
  energy: energyKindSchema,
  category: z.string(),
  /** Null when the library has no default for this energy in this country (the factor must then be chosen). */
  factor: energyDefaultFactorSchema.nullable(),
});
export type EnergyDefault = z.infer<typeof energyDefaultSchema>;

export const energyDefaultsResponseSchema = z.object({
  /** The country the factors were chosen for (upper case), null when neither site nor company has one. */
  country_code: z.string().nullable(),
  items: z.array(energyDefaultSchema),
});
export type EnergyDefaultsResponse = z.infer<typeof energyDefaultsResponseSchema>;

export const energyEndpoints = {
  defaults: defineEndpoint({
    method: 'GET',
    path: '/energy/defaults',
    auth: 'bearer',
    tags: ['ledger'],
    summary:
      "Each energy's default emission factor for a site's country (electricity: the grid of the country and year)",
    query: energyDefaultsQuerySchema,
    success: { status: 200, schema: energyDefaultsResponseSchema },
    errors: [401, 404, 422],
  }),
};
