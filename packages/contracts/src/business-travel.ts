import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idSchema, messageKeys, missingOr, noContentSchema, yearSchema } from './common.ts';
import { activityFields, entryIdParamsSchema, listActivitiesQuerySchema } from './ledger.ts';

/**
 * Business travel (scope 3 category 6): a yearly travel report, entered as distances per mode or as a spend split
 * across modes, recorded as one ledger activity of kind `business_travel` (docs/decisions/0024-business-travel-method.md).
 */
export const BUSINESS_TRAVEL_KIND = 'business_travel';
export const BUSINESS_TRAVEL_CATEGORY = 'business_travel';

export const businessTravelMessageKeys = {
  percent: 'errors.travel_percent_range',
  splitSum: 'errors.travel_split_sum',
  currency: 'errors.travel_currency_eur',
  hotelCountry: 'errors.travel_hotel_country',
  nothing: 'errors.travel_nothing',
  spendRequired: 'errors.travel_spend_required',
} as const;

/** Spend is taken in EUR only: another currency answers 422 on `currency` (no exchange-rate table yet). */
export const TRAVEL_CURRENCIES = ['EUR'] as const;

const nonNegative = z
  .number({ error: missingOr(messageKeys.invalid) })
  .finite({ error: messageKeys.invalid })
  .min(0, { error: messageKeys.mustBePositive });
const optionalKm = nonNegative.max(1e9, { error: messageKeys.invalid }).optional();
const percent = z
  .number({ error: missingOr(messageKeys.invalid) })
  .finite({ error: messageKeys.invalid })
  .min(0, { error: businessTravelMessageKeys.percent })
  .max(100, { error: businessTravelMessageKeys.percent });
const positiveCost = z
  .number({ error: missingOr(messageKeys.invalid) })
  .finite({ error: messageKeys.invalid })
  .gt(0, { error: messageKeys.mustBePositive })
  .max(1000, { error: messageKeys.invalid })
  .optional();

export const distanceKmSchema = z.object({
  short_flight: optionalKm,
  medium_flight: optionalKm,
  long_flight: optionalKm,
  rail: optionalKm,
  car: optionalKm,
});
export const spendSplitSchema = z.object({ flights: percent, rail: percent, car: percent });
export const costPerKmOverridesSchema = z.object({
  flights: positiveCost,
  rail: positiveCost,
  car: positiveCost,
});

export const businessTravelInputSchema = z
  .object({
    company_id: idSchema,
    site_id: idSchema,
    period_year: yearSchema,
    entry_mode: z.enum(['distance', 'spend'], { error: missingOr(messageKeys.invalid) }),
    currency: z
      .string({ error: missingOr(messageKeys.currency) })
      .refine((value) => (TRAVEL_CURRENCIES as readonly string[]).includes(value), {
        error: businessTravelMessageKeys.currency,
      })
      .default('EUR'),
    total_spend: nonNegative.max(1e12, { error: messageKeys.invalid }).nullish(),
    distance_km: distanceKmSchema.nullish(),
    spend_split_percent: spendSplitSchema.nullish(),
    business_class_percent: percent.default(0),
    car_ev_share_percent: percent.default(0),
    include_radiative_forcing: z.boolean({ error: messageKeys.invalid }).default(true),
    cost_per_km_overrides: costPerKmOverridesSchema.nullish(),
    hotel_nights: nonNegative.max(1e7, { error: messageKeys.invalid }).nullish(),
    /** ISO 3166 alpha-2 of the hotels (DESNZ hotel-stay factors by country); required with hotel nights. */
    hotel_country: z
      .string({ error: messageKeys.invalid })
      .regex(/^[A-Za-z]{2}$/, { error: messageKeys.country })
      .transform((value) => value.toUpperCase())
      .nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.entry_mode === 'spend') {
      if (body.total_spend == null) {
        ctx.addIssue({
          code: 'custom',
          path: ['total_spend'],
          message: businessTravelMessageKeys.spendRequired,
        });
      }
      const split = body.spend_split_percent;
      if (!split) {
        ctx.addIssue({ code: 'custom', path: ['spend_split_percent'], message: messageKeys.required });
      } else if (Math.abs(split.flights + split.rail + split.car - 100) > 1e-9) {
        ctx.addIssue({
          code: 'custom',
          path: ['spend_split_percent'],
          message: businessTravelMessageKeys.splitSum,
        });
      }
    }
    if ((body.hotel_nights ?? 0) > 0 && !body.hotel_country) {
      ctx.addIssue({
        code: 'custom',
        path: ['hotel_country'],
        message: businessTravelMessageKeys.hotelCountry,
      });
    }
  });
export type BusinessTravelInput = z.input<typeof businessTravelInputSchema>;
export type BusinessTravelBody = z.output<typeof businessTravelInputSchema>;

export const businessTravelSchema = z.object({
  ...activityFields,
  entry_mode: z.enum(['distance', 'spend']),
  currency: z.string(),
  total_spend: z.number().nullable(),
  /** The distances recorded per mode (in spend mode: the ones computed from the spend). */
  distance_km: z.object({
    short_flight: z.number(),
    medium_flight: z.number(),
    long_flight: z.number(),
    rail: z.number(),
    car: z.number(),
  }),
  spend_split_percent: z.object({ flights: z.number(), rail: z.number(), car: z.number() }).nullable(),
  business_class_percent: z.number(),
  car_ev_share_percent: z.number(),
  include_radiative_forcing: z.boolean(),
  cost_per_km_overrides: z
    .object({ flights: z.number().optional(), rail: z.number().optional(), car: z.number().optional() })
    .nullable(),
  /** The cost per km each mode was converted with (spend mode), defaults or overrides. */
  cost_per_km_eur: z.object({ flights: z.number(), rail: z.number(), car: z.number() }),
  hotel_nights: z.number(),
  hotel_country: z.string().nullable(),
});
export type BusinessTravel = z.infer<typeof businessTravelSchema>;

export const businessTravelListSchema = z.object({ items: z.array(businessTravelSchema) });
export type BusinessTravelList = z.infer<typeof businessTravelListSchema>;

export const businessTravelEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/business-travel',
    auth: 'bearer',
    tags: ['ledger'],
    summary: "The year's business travel reports, optionally on one site",
    query: listActivitiesQuerySchema,
    success: { status: 200, schema: businessTravelListSchema },
    errors: [401, 404, 422],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/business-travel',
    auth: 'bearer',
    tags: ['ledger'],
    summary: 'Record a business travel report: one ledger line per mode and class (owner, admin or editor)',
    body: businessTravelInputSchema,
    success: { status: 201, schema: businessTravelSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/business-travel/:id',
    auth: 'bearer',
    tags: ['ledger'],
    summary: 'A business travel report',
    params: entryIdParamsSchema,
    success: { status: 200, schema: businessTravelSchema },
    errors: [401, 404, 422],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/business-travel/:id',
    auth: 'bearer',
    tags: ['ledger'],
    summary: 'Replace a business travel report and its lines (owner, admin or editor)',
    params: entryIdParamsSchema,
    body: businessTravelInputSchema,
    success: { status: 200, schema: businessTravelSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/business-travel/:id',
    auth: 'bearer',
    tags: ['ledger'],
    summary: 'Delete a business travel report with its lines (owner, admin or editor)',
    params: entryIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 422],
  }),
};
