import { z } from 'zod';
import {
  countryCodeSchema,
  idSchema,
  localeSchema,
  messageKeys,
  missingOr,
  noContentSchema,
  optionalText,
  plainText,
  requiredText,
  yearSchema,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * The emission factor library (ADEME Base Carbone, AGRIBALYSE, UK DESNZ, US EPA USEEIO, grid intensity) and
 * the factors a company adds for itself. The library is read-only; a company's factors are visible to it only.
 */

/** Messages of the search rules shared by the factor and the catalog search (keys of the `errors` namespace). */
export const searchMessageKeys = {
  queryTooShort: 'errors.search_query_too_short',
  limit: 'errors.search_invalid_limit',
  minScore: 'errors.search_invalid_min_score',
} as const;

export const SEARCH_MIN_QUERY_LENGTH = 2;
export const SEARCH_LIMITS = [10, 20, 50] as const;
export const SEARCH_DEFAULT_LIMIT = 20;

/** Query-string parts of both searches (factor library and product catalog). */
export const searchQueryTextSchema = plainText(200, {
  typeError: missingOr(messageKeys.invalid),
}).min(SEARCH_MIN_QUERY_LENGTH, { error: searchMessageKeys.queryTooShort });

export const searchLimitSchema = z.coerce
  .number({ error: searchMessageKeys.limit })
  .refine((value) => (SEARCH_LIMITS as readonly number[]).includes(value), {
    error: searchMessageKeys.limit,
  })
  .default(SEARCH_DEFAULT_LIMIT);

/** The minimum relevance score; the UI's percentage slider divided by 100. */
export const searchMinScoreSchema = z.coerce
  .number({ error: searchMessageKeys.minScore })
  .min(0, { error: searchMessageKeys.minScore })
  .max(1, { error: searchMessageKeys.minScore })
  .default(0);

/** A query-string boolean: only `true` and `false` are read, anything else is invalid rather than guessed. */
export const queryBooleanSchema = z
  .enum(['true', 'false'], { error: messageKeys.invalid })
  .default('false')
  .transform((value) => value === 'true');

export const LIBRARY_FACTOR_SOURCES = [
  'ademe-base-carbone',
  'agribalyse',
  'uk-desnz',
  'us-epa-useeio',
  'owid-grid-intensity',
] as const;
/** `company` is a factor a company added for itself. */
export const factorSourceSchema = z.enum([...LIBRARY_FACTOR_SOURCES, 'company'], { error: messageKeys.invalid });
export type FactorSource = z.infer<typeof factorSourceSchema>;
export const librarySourceSchema = z.enum(LIBRARY_FACTOR_SOURCES);
export type LibrarySource = z.infer<typeof librarySourceSchema>;

/** What a factor's unit measures (the same families as @carbon/carbon/units). */
export const UNIT_FAMILIES = [
  'mass',
  'volume',
  'energy',
  'length',
  'area',
  'freight',
  'passenger-distance',
  'volume-distance',
  'count',
  'accommodation',
  'time',
  'area-time',
  'vehicle-time',
  'person-time',
  'money',
] as const;
export const unitFamilySchema = z.enum(UNIT_FAMILIES, { error: messageKeys.invalid });
export type FactorUnitFamily = z.infer<typeof unitFamilySchema>;

/** The units a factor is expressed per (the canonical units of @carbon/carbon/units). */
export const FACTOR_UNITS = [
  'g',
  'kg',
  'tonne',
  'l',
  'm3',
  'kWh',
  'm',
  'km',
  'm2',
  'ha',
  't.km',
  'passenger.km',
  'm3.km',
  'unit',
  'night',
  'hour',
  'ha.year',
  'vehicle.year',
  'person.month',
  'EUR',
  'USD',
  'GBP',
  'XPF',
] as const;
export const factorUnitSchema = z.enum(FACTOR_UNITS, { error: missingOr(messageKeys.invalid) });
export type FactorUnit = z.infer<typeof factorUnitSchema>;

export const factorStatusSchema = z.enum(['valid', 'archived']);

/** PCI/LHV or PCS/HHV: part of an energy unit ("kWh PCI"), since the two differ by about 10 % for gas. */
export const energyBasisSchema = z.enum(['LHV', 'HHV']);
export type EnergyBasis = z.infer<typeof energyBasisSchema>;

/** The IPCC assessment report whose 100-year GWPs the CO2e uses (R-410A: 1,924 in AR5, 2,256 in AR6). */
export const gwpBasisSchema = z.enum(['AR4', 'AR5', 'AR6']);
export type GwpBasis = z.infer<typeof gwpBasisSchema>;

/**
 * current: offered for new entries; expired: valid but past its end of validity (ranked below current ones);
 * archived: withdrawn by its publisher, readable for the entries that use it.
 */
export const factorValiditySchema = z.enum(['current', 'expired', 'archived']);
export type FactorValidity = z.infer<typeof factorValiditySchema>;

/**
 * combustion: what burning the fuel emits on site (scope 1); upstream: extraction, refining and transport of the
 * fuel (well-to-tank, scope 3 category 3); transmission_distribution_losses: the electricity lost in the grid
 * (scope 3 category 3); other: any other part the source names.
 */
export const FACTOR_PART_KINDS = ['combustion', 'upstream', 'transmission_distribution_losses', 'other'] as const;
export const factorPartKindSchema = z.enum(FACTOR_PART_KINDS);
export type FactorPartKind = z.infer<typeof factorPartKindSchema>;

export const factorPartSchema = z.object({
  kind: factorPartKindSchema,
  kg_co2e_per_unit: z.number(),
  /** The library factor this part is published as (a DESNZ well-to-tank or T&D row), null when none. */
  factor_id: z.string().nullable(),
});
export type FactorPart = z.infer<typeof factorPartSchema>;
export const nameLanguagesSchema = z.enum(['fr+en', 'fr', 'en']);

/** GET /emission-factors/search */
export const searchFactorsQuerySchema = z.object({
  q: searchQueryTextSchema,
  limit: searchLimitSchema,
  min_score: searchMinScoreSchema,
  /** Language of names, categories and of the ranking boost; default from Accept-Language. */
  lang: localeSchema.optional(),
  source: factorSourceSchema.optional(),
  unit_family: unitFamilySchema.optional(),
  country: countryCodeSchema.optional(),
  year: yearSchema.optional(),
  scope: z.coerce
    .number({ error: messageKeys.invalid })
    .int({ error: messageKeys.invalid })
    .min(1, { error: messageKeys.invalid })
    .max(3, { error: messageKeys.invalid })
    .optional(),
  include_archived: queryBooleanSchema,
  /** Adds this company's own factors to the results; requires membership (another company answers 404). */
  company_id: idSchema.optional(),
});
export type SearchFactorsQuery = z.infer<typeof searchFactorsQuerySchema>;

export const factorSummarySchema = z.object({
  id: z.string(),
  /** `${source}:${source_id}` for library factors, `company:${id}` for a company's own. */
  key: z.string(),
  source: factorSourceSchema,
  /** Null for a company's own factor. */
  dataset_version: z.string().nullable(),
  /** In the requested language, falling back to the other one (see name_languages). */
  name: z.string(),
  name_fr: z.string().nullable(),
  name_en: z.string().nullable(),
  name_languages: nameLanguagesSchema,
  /** In the requested language, falling back to the other one; may be empty. */
  category_path: z.array(z.string()),
  unit: factorUnitSchema,
  unit_family: unitFamilySchema,
  kg_co2e_per_unit: z.number(),
  country_code: z.string().nullable(),
  /** A multi-country area: WORLD, EUROPE, EU27 or an Our World in Data aggregate such as OWID_AFR. */
  region_code: z.string().nullable(),
  location: z.string().nullable(),
  year: z.number().int().nullable(),
  status: factorStatusSchema,
  company_id: z.string().nullable(),
  /**
   * The unit as shown, with its energy basis and qualifier, in the response language: fr "kWh PCI", "tonne
   * (clinker)", "nuit"; en "kWh (LHV)", "tonne (clinker)", "night".
   */
  unit_label: z.string(),
  /**
   * The unit as the source published it ("kgCO2e/GJ PCI", "million litres"): the value is converted from it to
   * `unit`, so two rows of one name and unit label can be told apart ("published per GJ").
   */
  unit_raw: z.string(),
  energy_basis: energyBasisSchema.nullable(),
  /** What the unit is of ("clinker", "purchaser price"), as the source says it. */
  unit_qualifier: z.string().nullable(),
  /** ISO 4217 code of a money unit, null otherwise. */
  currency: z.string().nullable(),
  /** The price year of a money unit. */
  price_year: z.number().int().nullable(),
  gwp_basis: gwpBasisSchema.nullable(),
  /** The parts the total is made of (combustion, upstream…); empty when the source gives no split. */
  parts: z.array(factorPartSchema),
  validity: factorValiditySchema,
  /** End of validity (ISO date), where the source gives one. */
  valid_to: z.string().nullable(),
  /** False for an older edition of a factor that has a newer one. */
  latest_edition: z.boolean(),
  /** The edition label: the DESNZ year ("2025"), the dataset version otherwise; null for a company factor. */
  edition: z.string().nullable(),
});
export type FactorSummary = z.infer<typeof factorSummarySchema>;

export const factorSearchItemSchema = factorSummarySchema.extend({
  /** Relevance, 0..1, 1 being an exact match of the name. */
  score: z.number().min(0).max(1),
});
export type FactorSearchItem = z.infer<typeof factorSearchItemSchema>;

export const searchFactorsResponseSchema = z.object({
  /** The query as searched (trimmed). */
  query: z.string(),
  /** Number of items returned. */
  count: z.number().int(),
  /** Number of searchable factors in the library (valid, not a duplicate of a preferred factor). */
  library_total: z.number().int(),
  items: z.array(factorSearchItemSchema),
});
export type SearchFactorsResponse = z.infer<typeof searchFactorsResponseSchema>;

const nullableNumber = z.number().nullable();

export const factorGasesSchema = z.object({
  co2_fossil: nullableNumber,
  ch4_fossil: nullableNumber,
  ch4_biogenic: nullableNumber,
  ch4: nullableNumber,
  n2o: nullableNumber,
  other: nullableNumber,
  /** Reported beside the total, never inside it. */
  co2_biogenic: nullableNumber,
});

export const factorComponentSchema = z.object({
  kind: z.string(),
  /** In the requested language, falling back to the other one. */
  name: z.string().nullable(),
  kg_co2e_per_unit: z.number(),
});

export const lifecycleStagesSchema = z.object({
  agriculture: z.number(),
  processing: z.number(),
  packaging: z.number(),
  transport: z.number(),
  retail: z.number(),
  consumption: z.number(),
});

export const factorEditionSchema = z.object({
  id: z.string(),
  key: z.string(),
  edition: z.string().nullable(),
  dataset_version: z.string().nullable(),
  kg_co2e_per_unit: z.number(),
  latest_edition: z.boolean(),
});
export type FactorEdition = z.infer<typeof factorEditionSchema>;

/** GET /emission-factors/{id} */
export const factorDetailSchema = factorSummarySchema.extend({
  source_value: z.number(),
  gases: factorGasesSchema.nullable(),
  components: z.array(factorComponentSchema).nullable(),
  lifecycle_stages: lifecycleStagesSchema.nullable(),
  uncertainty_percent: nullableNumber,
  quality: nullableNumber,
  quality_scheme: z.string().nullable(),
  valid_from: z.string().nullable(),
  validity_text: z.string().nullable(),
  licence: z.string().nullable(),
  licence_url: z.string().nullable(),
  /** The text to display wherever the factor is used. */
  attribution: z.string().nullable(),
  source_id: z.string().nullable(),
  /** In the requested language, falling back to the other one. */
  comment: z.string().nullable(),
  duplicate_of_key: z.string().nullable(),
  ghg_scope: z.number().int().nullable(),
  /** Every edition of this factor, newest first (just itself when there is one edition). */
  editions: z.array(factorEditionSchema),
  /** The factor that replaces this one, where the source names it. */
  replaced_by: z.object({ id: z.string(), key: z.string(), name: z.string() }).nullable(),
  /**
   * A company factor imported from a supplier's PACT footprint (contracts/pact-suppliers.ts): the supplier, the
   * footprint id, and the newer footprint's id and value when the supplier has published one. Absent otherwise.
   */
  pact_import: z
    .object({
      import_id: z.string(),
      supplier_name: z.string(),
      footprint_id: z.string(),
      newer_footprint_id: z.string().nullable(),
      newer_kg_co2e_per_unit: z.string().nullable(),
    })
    .nullable()
    .optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FactorDetail = z.infer<typeof factorDetailSchema>;

export const factorIdParamsSchema = z.object({ id: idSchema });
export const factorDetailQuerySchema = z.object({ lang: localeSchema.optional() });

/** GET /emission-factors/sources (public) */
export const factorDatasetSchema = z.object({
  source: librarySourceSchema,
  title: z.string(),
  publisher: z.string(),
  dataset_version: z.string(),
  licence: z.string(),
  licence_url: z.string().nullable(),
  attribution: z.string(),
  /** Rows imported from this dataset (valid, archived and duplicates). */
  factor_count: z.number().int(),
  /** Searchable rows: valid and not a duplicate of a preferred factor. */
  valid_count: z.number().int(),
  imported_at: z.string(),
});
export type FactorDataset = z.infer<typeof factorDatasetSchema>;

export const factorSourcesResponseSchema = z.object({
  /** Searchable library factors (the sum of valid_count). */
  total: z.number().int(),
  /** Every library row, archived and duplicates included. */
  total_rows: z.number().int(),
  /** The latest import; null before the first one. */
  imported_at: z.string().nullable(),
  datasets: z.array(factorDatasetSchema),
});
export type FactorSourcesResponse = z.infer<typeof factorSourcesResponseSchema>;

export const factorMessageKeys = {
  nameRequired: 'errors.factor_name_required',
  factorValue: 'errors.factor_value_invalid',
  uncertainty: 'errors.invalid_percentage',
} as const;

const factorNameSchema = optionalText(300).nullable();
const commentSchema = optionalText(2000, { multiline: true }).nullable();
const categoryPathSchema = z
  .array(requiredText(200), {
    error: messageKeys.invalid,
  })
  .max(6, { error: messageKeys.tooLong });

const factorValueSchema = z
  .number({ error: missingOr(factorMessageKeys.factorValue) })
  .min(0, { error: messageKeys.mustBePositive })
  .max(1e9, { error: factorMessageKeys.factorValue });

const uncertaintySchema = z
  .number({ error: factorMessageKeys.uncertainty })
  .min(0, { error: factorMessageKeys.uncertainty })
  .max(100, { error: factorMessageKeys.uncertainty })
  .nullable();

/** POST /emission-factors: a company's own factor (owner, admin or editor). */
export const createFactorInputSchema = z
  .object({
    company_id: idSchema,
    name_fr: factorNameSchema.optional(),
    name_en: factorNameSchema.optional(),
    unit: factorUnitSchema,
    kg_co2e_per_unit: factorValueSchema,
    category_path: categoryPathSchema.optional(),
    country_code: countryCodeSchema.nullable().optional(),
    year: yearSchema.nullable().optional(),
    uncertainty_percent: uncertaintySchema.optional(),
    comment: commentSchema.optional(),
  })
  .refine((input) => Boolean(input.name_fr) || Boolean(input.name_en), {
    error: factorMessageKeys.nameRequired,
    path: ['name_en'],
  });
export type CreateFactorInput = z.infer<typeof createFactorInputSchema>;

/** PATCH /emission-factors/{id}: a company's own factor only; the library is read-only (403 library_read_only). */
export const updateFactorInputSchema = z.object({
  name_fr: factorNameSchema.optional(),
  name_en: factorNameSchema.optional(),
  unit: factorUnitSchema.optional(),
  kg_co2e_per_unit: factorValueSchema.optional(),
  category_path: categoryPathSchema.optional(),
  country_code: countryCodeSchema.nullable().optional(),
  year: yearSchema.nullable().optional(),
  uncertainty_percent: uncertaintySchema.optional(),
  comment: commentSchema.optional(),
  /** A company may archive its own factor: it stays readable but leaves search. */
  status: factorStatusSchema.optional(),
});
export type UpdateFactorInput = z.infer<typeof updateFactorInputSchema>;

const tags = ['emission-factors'];

export const emissionFactorEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/emission-factors/search',
    auth: 'bearer',
    tags,
    summary: 'Search the factor library (and a company’s own factors), best match first, score 0..1',
    query: searchFactorsQuerySchema,
    success: { status: 200, schema: searchFactorsResponseSchema },
    errors: [401, 404, 422],
  }),
  sources: defineEndpoint({
    method: 'GET',
    path: '/emission-factors/sources',
    auth: 'none',
    tags,
    summary: 'The datasets of the library: version, licence, attribution, counts (public)',
    success: { status: 200, schema: factorSourcesResponseSchema },
    errors: [],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/emission-factors/:id',
    auth: 'bearer',
    tags,
    summary: 'One factor with its gas split, components, stages, quality and source',
    params: factorIdParamsSchema,
    query: factorDetailQuerySchema,
    success: { status: 200, schema: factorDetailSchema },
    errors: [401, 404, 422],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/emission-factors',
    auth: 'bearer',
    tags,
    summary: 'Add a factor of the company’s own (owner, admin or editor)',
    body: createFactorInputSchema,
    success: { status: 201, schema: factorDetailSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/emission-factors/:id',
    auth: 'bearer',
    tags,
    summary: 'Update a factor of the company’s own; the library is read-only (403 library_read_only)',
    params: factorIdParamsSchema,
    body: updateFactorInputSchema,
    success: { status: 200, schema: factorDetailSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/emission-factors/:id',
    auth: 'bearer',
    tags,
    summary: 'Delete a factor of the company’s own; the library is read-only (403 library_read_only)',
    params: factorIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 422],
  }),
};
