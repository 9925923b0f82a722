import { z } from 'zod';
import { idSchema, messageKeys, missingOr, noContentSchema, requiredText } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * PACT v3 exchange, data owner side (issue 15 section 1, docs/decisions/0033-pact-exchange.md): the partners a
 * company shares product footprints with and the shares themselves. The PACT API (/pact/3/...) is not an endpoint of
 * this API (its wire is the specification's); what it answers is described by the PACT wire schemas at the end.
 */
const urnSchema = z
  .string({ error: missingOr(messageKeys.invalid) })
  .trim()
  .max(300, { error: messageKeys.invalid })
  .regex(/^urn:[a-z0-9][a-z0-9-]{0,31}:\S+$/i, { error: 'errors.pact_urn_invalid' });

const httpsUrlSchema = z
  .string({ error: missingOr(messageKeys.invalid) })
  .trim()
  .max(500, { error: messageKeys.invalid })
  .regex(/^https?:\/\/[^\s]+$/i, { error: 'errors.pact_url_invalid' });

export const createPactPartnerInputSchema = z.object({
  company_id: idSchema,
  name: requiredText(200),
  /** The partner's PACT base URL, where asynchronous replies go (`{base}/auth/token`, `{base}/3/events`). */
  callback_base_url: httpsUrlSchema.nullable().default(null),
  callback_client_id: z.string().trim().max(300).nullable().default(null),
  callback_client_secret: z.string().max(500).nullable().default(null),
});
export type CreatePactPartnerInput = z.infer<typeof createPactPartnerInputSchema>;

/**
 * A partner's callback: where our asynchronous replies and PublishedEvents go, and the credentials the partner gave us
 * for it. Set after creation as often as not: a customer that reads our footprints with the credentials we issued
 * gives us its own events credentials only then (contracts/pact-suppliers.ts, `events_client_id`). The three fields
 * are set together; null clears the callback. The partner's name can be changed at the same time.
 */
export const updatePactPartnerInputSchema = z.object({
  name: requiredText(200).optional(),
  callback_base_url: httpsUrlSchema.nullable(),
  callback_client_id: z.string().trim().max(300).nullable().default(null),
  callback_client_secret: z.string().max(500).nullable().default(null),
});
export type UpdatePactPartnerInput = z.infer<typeof updatePactPartnerInputSchema>;

export const pactPartnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  client_id: z.string(),
  callback_base_url: z.string().nullable(),
  callback_client_id: z.string().nullable(),
  revoked: z.boolean(),
  created_at: z.string(),
});
export type PactPartner = z.infer<typeof pactPartnerSchema>;

/** The answer to a creation: the only time the client secret is shown (it is stored hashed). */
export const createdPactPartnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  client_id: z.string(),
  client_secret: z.string(),
});
export type CreatedPactPartner = z.infer<typeof createdPactPartnerSchema>;

export const pactPartnerListSchema = z.object({ items: z.array(pactPartnerSchema) });
export const companyQuerySchema = z.object({ company_id: idSchema });
export const pactIdParamsSchema = z.object({ id: idSchema });

export const createPactShareInputSchema = z.object({
  company_id: idSchema,
  partner_id: idSchema,
  product_id: idSchema,
  /** Extra product URNs (urn:gtin:…, the company's own codes); urn:uuid:<product id> is always given. */
  product_ids: z.array(urnSchema).max(20).optional(),
  product_classifications: z.array(urnSchema).max(20).optional(),
  /** Extra company URNs (SIREN, GLN…); urn:uuid:<company id> is always given. */
  company_ids: z.array(urnSchema).max(20).optional(),
});
export type CreatePactShareInput = z.infer<typeof createPactShareInputSchema>;

export const pactShareSchema = z.object({
  id: z.string(),
  partner_id: z.string(),
  partner_name: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  /** The footprint the partner sees now (PACT id). */
  footprint_id: z.string().nullable(),
  created_at: z.string(),
});
export type PactShare = z.infer<typeof pactShareSchema>;
export const pactShareListSchema = z.object({ items: z.array(pactShareSchema) });
export const listPactSharesQuerySchema = z.object({ company_id: idSchema, product_id: idSchema.optional() });

const tags = ['pact'];
const e = { bearer: 'bearer' as const };

export const pactEndpoints = {
  createPartner: defineEndpoint({
    method: 'POST',
    path: '/pact/partners',
    auth: e.bearer,
    tags,
    summary: 'Add a PACT partner (owner or admin; Pro and Enterprise); the client secret is shown once',
    body: createPactPartnerInputSchema,
    success: { status: 201, schema: createdPactPartnerSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  listPartners: defineEndpoint({
    method: 'GET',
    path: '/pact/partners',
    auth: e.bearer,
    tags,
    summary: 'The company’s PACT partners',
    query: companyQuerySchema,
    success: { status: 200, schema: pactPartnerListSchema },
    errors: [401, 403, 404, 422],
  }),
  updatePartner: defineEndpoint({
    method: 'PATCH',
    path: '/pact/partners/:id',
    auth: e.bearer,
    tags,
    summary: 'Set a PACT partner’s callback address and the credentials it gave us (and its name)',
    params: pactIdParamsSchema,
    body: updatePactPartnerInputSchema,
    success: { status: 200, schema: pactPartnerSchema },
    errors: [400, 401, 403, 404, 409, 422],
  }),
  revokePartner: defineEndpoint({
    method: 'DELETE',
    path: '/pact/partners/:id',
    auth: e.bearer,
    tags,
    summary: 'Revoke a PACT partner: its credentials stop working at once',
    params: pactIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 422],
  }),
  createShare: defineEndpoint({
    method: 'POST',
    path: '/pact/shares',
    auth: e.bearer,
    tags,
    summary: 'Share a product’s footprint with a PACT partner',
    body: createPactShareInputSchema,
    success: { status: 201, schema: pactShareSchema },
    errors: [400, 401, 403, 404, 409, 422],
  }),
  listShares: defineEndpoint({
    method: 'GET',
    path: '/pact/shares',
    auth: e.bearer,
    tags,
    summary: 'The company’s shares (optionally of one product)',
    query: listPactSharesQuerySchema,
    success: { status: 200, schema: pactShareListSchema },
    errors: [401, 403, 404, 422],
  }),
  deleteShare: defineEndpoint({
    method: 'DELETE',
    path: '/pact/shares/:id',
    auth: e.bearer,
    tags,
    summary: 'Stop sharing a product with a partner',
    params: pactIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 422],
  }),
} as const;

/*
 * PACT wire schemas: what the PACT API (/pact/3/...) answers and the events it sends.
 *
 * They implement the PACT Technical Specifications v3 (WBCSD, Partnership for Carbon Transparency;
 * https://wbcsd.github.io/data-exchange-protocol/v3/, spec/v3/data-model.md and rest-api.md of
 * wbcsd/data-exchange-protocol). They are our own implementation written from the specification's text, not a copy
 * of its openapi.yaml: the specification's licence lets a commercial product implement the information but not
 * include the material, so the official document stays outside this repository. The tests validate against the
 * official openapi.yaml where a copy is present (apps/api/test/helpers/pact-schema.ts) and against these schemas
 * otherwise, and a unit test checks that these accept the specification's own examples, so the two cannot drift
 * apart unnoticed.
 *
 * Objects are not strict: the specification lets a data owner add properties (the `extensions` mechanism aside,
 * v3 readers must ignore unknown properties), so only what it requires is checked. Messages are plain English: these
 * errors are read by developers and by the conformance tests, never shown to users.
 */

/** Decimal: a string, never a JSON number, so that no precision is lost (`^[+-]?\d+(\.\d+)?$`). */
export const pactDecimalSchema = z.string().regex(/^[+-]?\d+(\.\d+)?$/, 'a decimal string is expected');
/** ≥ 0. */
export const pactPositiveOrZeroDecimalSchema = z
  .string()
  .regex(/^\+?\d+(\.\d+)?$/, 'a decimal string ≥ 0 is expected');
/** > 0. */
export const pactPositiveNonZeroDecimalSchema = z
  .string()
  .regex(/^\+?(\d*[1-9]\d*(\.\d+)?|0+\.\d*[1-9]\d*)$/, 'a decimal string > 0 is expected');
/** ≤ 0. */
export const pactNegativeOrZeroDecimalSchema = z
  .string()
  .regex(/^(-\d+(\.\d+)?|0+(\.0+)?)$/, 'a decimal string ≤ 0 is expected');
/** A URN (RFC 8141): the specification asks for the `urn:` scheme, in any case. */
export const pactUrnSchema = z.string().regex(/^urn:\S+$/i, 'a URN (urn:…) is expected');
/** RFC 3339 date-time with a zone (`2025-01-01T00:00:00Z`, `…+02:00`). */
const pactDateTimeSchema = z.iso.datetime({ offset: true, error: 'an RFC 3339 date-time is expected' });
/** Any 8-4-4-4-12 hexadecimal identifier, in either case (the specification's examples use both). */
const pactUuidSchema = z.guid({ error: 'a UUID is expected' });
const nonEmpty = z.string().min(1, 'a non-empty string is expected');

/** A non-empty array without duplicates (the specification's `minItems: 1, uniqueItems: true`). */
function uniqueList<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .min(1, 'a non-empty list is expected')
    .refine((values) => new Set(values.map((v) => JSON.stringify(v))).size === values.length, {
      error: 'the list must not repeat a value',
    });
}

export const PACT_DECLARED_UNITS = [
  'liter',
  'kilogram',
  'cubic meter',
  'kilowatt hour',
  'megajoule',
  'ton kilometer',
  'square meter',
  'piece',
  'hour',
  'megabit second',
] as const;

/** UN M49 regions and sub-regions the specification names. */
export const PACT_REGIONS = [
  'Africa',
  'Americas',
  'Asia',
  'Europe',
  'Oceania',
  'Australia and New Zealand',
  'Central Asia',
  'Eastern Asia',
  'Eastern Europe',
  'Latin America and the Caribbean',
  'Melanesia',
  'Micronesia',
  'Northern Africa',
  'Northern America',
  'Northern Europe',
  'Polynesia',
  'South-eastern Asia',
  'Southern Asia',
  'Southern Europe',
  'Sub-Saharan Africa',
  'Western Asia',
  'Western Europe',
] as const;

export const PACT_ERROR_CODES = [
  'BadRequest',
  'AccessDenied',
  'TokenExpired',
  'NotFound',
  'InternalError',
  'NotImplemented',
] as const;

const pactEmissionFactorSourceSchema = z.object({ name: nonEmpty, version: nonEmpty });

const pactDataQualityIndicatorsSchema = z.object({
  technologicalDQR: pactDecimalSchema,
  geographicalDQR: pactDecimalSchema,
  temporalDQR: pactDecimalSchema,
});

const pactProductOrSectorSpecificRuleSchema = z.object({
  operator: z.enum(['PEF', 'EPD International', 'Other']),
  ruleNames: uniqueList(nonEmpty),
  otherOperatorName: nonEmpty.optional(),
});

const pactVerificationSchema = z.object({
  coverage: z.enum(['PCF calculation model', 'PCF program', 'product level']).optional(),
  providerName: z.string().optional(),
  completedAt: pactDateTimeSchema.optional(),
  standardName: z.string().optional(),
  comments: z.string().optional(),
});

const pactDataModelExtensionSchema = z.object({
  specVersion: z.string(),
  dataSchema: z.url(),
  documentation: z.url().optional(),
  data: z.record(z.string(), z.unknown()),
});

const GEOGRAPHY_FIELDS = [
  'geographyRegionOrSubregion',
  'geographyCountry',
  'geographyCountrySubdivision',
] as const;

/** CarbonFootprint (`pcf`): figures in kg CO2e (or kg C) per declared unit. */
export const pactCarbonFootprintSchema = z
  .object({
    declaredUnitOfMeasurement: z.enum(PACT_DECLARED_UNITS),
    declaredUnitAmount: pactPositiveNonZeroDecimalSchema,
    productMassPerDeclaredUnit: pactDecimalSchema,
    referencePeriodStart: pactDateTimeSchema,
    referencePeriodEnd: pactDateTimeSchema,
    geographyRegionOrSubregion: z.enum(PACT_REGIONS).optional(),
    geographyCountry: z
      .string()
      .regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code is expected')
      .optional(),
    geographyCountrySubdivision: z
      .string()
      .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'an ISO 3166-2 code is expected')
      .optional(),
    boundaryProcessesDescription: z.string().optional(),
    pcfExcludingBiogenicUptake: pactDecimalSchema,
    pcfIncludingBiogenicUptake: pactDecimalSchema,
    fossilGhgEmissions: pactPositiveOrZeroDecimalSchema,
    fossilCarbonContent: pactPositiveOrZeroDecimalSchema,
    biogenicCarbonContent: pactPositiveOrZeroDecimalSchema.optional(),
    recycledCarbonContent: pactPositiveOrZeroDecimalSchema.optional(),
    landUseChangeGhgEmissions: pactPositiveOrZeroDecimalSchema.optional(),
    landCarbonLeakage: pactPositiveOrZeroDecimalSchema.optional(),
    landManagementFossilGhgEmissions: pactPositiveOrZeroDecimalSchema.optional(),
    landManagementBiogenicCO2Emissions: pactPositiveOrZeroDecimalSchema.optional(),
    landManagementBiogenicCO2Removals: pactNegativeOrZeroDecimalSchema.optional(),
    biogenicCO2Uptake: pactNegativeOrZeroDecimalSchema.optional(),
    biogenicNonCO2Emissions: pactPositiveOrZeroDecimalSchema.optional(),
    landAreaOccupation: pactPositiveOrZeroDecimalSchema.optional(),
    aircraftGhgEmissions: pactPositiveOrZeroDecimalSchema.optional(),
    packagingEmissionsIncluded: z.boolean().optional(),
    packagingGhgEmissions: pactPositiveOrZeroDecimalSchema.optional(),
    packagingBiogenicCarbonContent: pactPositiveOrZeroDecimalSchema.optional(),
    outboundLogisticsGhgEmissions: pactPositiveOrZeroDecimalSchema.optional(),
    ccsTechnologicalCO2CaptureIncluded: z.boolean().optional(),
    ccsTechnologicalCO2Capture: pactNegativeOrZeroDecimalSchema.optional(),
    technologicalCO2CaptureOrigin: z.string().optional(),
    technologicalCO2Removals: pactNegativeOrZeroDecimalSchema.optional(),
    ccuCarbonContent: pactPositiveOrZeroDecimalSchema.optional(),
    ccuCalculationApproach: z.enum(['Cut-off', 'Credit']).optional(),
    ccuCreditCertification: z.url().optional(),
    ipccCharacterizationFactors: uniqueList(
      z.string().regex(/^AR\d+$/, 'an IPCC assessment report (AR5, AR6…) is expected'),
    ),
    // Open list: the specification names ISO14067, GHGP-Product, PEF… and allows others.
    crossSectoralStandards: uniqueList(z.string()),
    productOrSectorSpecificRules: uniqueList(pactProductOrSectorSpecificRuleSchema).optional(),
    exemptedEmissionsPercent: pactDecimalSchema,
    exemptedEmissionsDescription: z.string().optional(),
    allocationRulesDescription: z.string().optional(),
    secondaryEmissionFactorSources: z.array(pactEmissionFactorSourceSchema).min(1).optional(),
    primaryDataShare: pactDecimalSchema.optional(),
    dqi: pactDataQualityIndicatorsSchema.optional(),
    verification: pactVerificationSchema.optional(),
  })
  .superRefine((pcf, ctx) => {
    // The scope's geography is global (none of the three) or exactly one granularity.
    const given = GEOGRAPHY_FIELDS.filter((field) => pcf[field] !== undefined);
    if (given.length > 1) {
      ctx.addIssue({
        code: 'custom',
        path: [given[1]!],
        message: `only one of ${GEOGRAPHY_FIELDS.join(', ')} may be given`,
      });
    }
  });

/** ProductFootprint v3. */
export const pactProductFootprintSchema = z.object({
  id: pactUuidSchema,
  specVersion: z.string().regex(/^\d+\.\d+\.\d+(-\d{8})?$/, 'a major.minor.patch version is expected'),
  precedingPfIds: uniqueList(pactUuidSchema).optional(),
  created: pactDateTimeSchema,
  status: z.enum(['Active', 'Deprecated']),
  validityPeriodStart: pactDateTimeSchema.optional(),
  validityPeriodEnd: pactDateTimeSchema.optional(),
  companyName: nonEmpty,
  companyIds: uniqueList(pactUrnSchema),
  productDescription: z.string(),
  productIds: uniqueList(pactUrnSchema),
  productClassifications: uniqueList(pactUrnSchema).optional(),
  productNameCompany: nonEmpty,
  comment: z.string().optional(),
  pcf: pactCarbonFootprintSchema,
  extensions: z.array(pactDataModelExtensionSchema).optional(),
});
export type PactProductFootprint = z.infer<typeof pactProductFootprintSchema>;

/** GET /3/footprints: one page of footprints (the next page is in the Link header). */
export const pactListFootprintsResponseSchema = z.object({ data: z.array(pactProductFootprintSchema) });
/** GET /3/footprints/{id}. */
export const pactGetFootprintResponseSchema = z.object({ data: pactProductFootprintSchema });

/** The error body of every PACT API failure (and of a rejected request). */
export const pactErrorSchema = z.object({ code: z.enum(PACT_ERROR_CODES), message: z.string() });
export type PactErrorBody = z.infer<typeof pactErrorSchema>;

const EVENT_TYPE_PREFIX = 'org.wbcsd.pact.ProductFootprint.';

/** The CloudEvents 1.0 envelope every PACT event has. */
const pactEventEnvelope = {
  specversion: z.string(),
  id: z.string(),
  source: z.string(),
  time: pactDateTimeSchema,
};

export const pactRequestFulfilledEventSchema = z.object({
  ...pactEventEnvelope,
  type: z.literal(`${EVENT_TYPE_PREFIX}RequestFulfilledEvent.3`),
  data: z.object({
    requestEventId: z.string(),
    // A fulfilled request names at least one footprint; otherwise a RequestRejectedEvent is sent.
    pfs: z.array(pactProductFootprintSchema).min(1),
  }),
});

export const pactRequestRejectedEventSchema = z.object({
  ...pactEventEnvelope,
  type: z.literal(`${EVENT_TYPE_PREFIX}RequestRejectedEvent.3`),
  data: z.object({ requestEventId: z.string(), error: pactErrorSchema }),
});
