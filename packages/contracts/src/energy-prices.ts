import { z } from 'zod';
import { idSchema, messageKeys, missingOr, requiredText, yearSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Energy prices (SPEC section 3 "Energy price", issue 9 §3; docs/decisions/0021-energy-prices.md): per year and
 * energy source, the country defaults and the company's own prices, in EUR per kWh excluding VAT.
 */

export const energyPriceMessages = {
  /** 'Please enter valid values for a slot' (SPEC section 5, price management). */
  invalidSlot: 'errors.invalid_slot',
} as const;

export const ENERGY_SOURCES = ['electricity', 'gas', 'fuel', 'cooling'] as const;
export const energySourceSchema = z.enum(ENERGY_SOURCES, { error: missingOr(messageKeys.invalid) });
export type EnergySource = z.infer<typeof energySourceSchema>;

/**
 * The tariff families and their slots, as the engine defines them (`@carbon/carbon/tariffs`; contracts depend only
 * on zod, so the table is repeated, and apps/api/src/modules/energy-prices/energy-prices.contract.test.ts checks
 * that both stay equal).
 */
export const TARIFF_FAMILY_SLOTS = {
  base: ['base'],
  hp_hc: ['hp', 'hc'],
  season_hphc: ['hphs', 'hpbs', 'hchs', 'hcbs'],
} as const;
export const tariffFamilySchema = z.enum(['base', 'hp_hc', 'season_hphc'], {
  error: missingOr(messageKeys.invalid),
});
export type TariffFamily = z.infer<typeof tariffFamilySchema>;
export const tariffSlotSchema = z.enum(['base', 'hp', 'hc', 'hphs', 'hpbs', 'hchs', 'hcbs'], {
  error: energyPriceMessages.invalidSlot,
});
export type TariffSlot = z.infer<typeof tariffSlotSchema>;

/** EUR per kWh: a finite number greater than zero, below an absurd 100 EUR per kWh. */
const priceSchema = z
  .number({ error: energyPriceMessages.invalidSlot })
  .refine((value) => Number.isFinite(value) && value > 0 && value < 100, {
    error: energyPriceMessages.invalidSlot,
  });

export const slotPriceSchema = z.object({ slot: tariffSlotSchema, price_eur_per_kwh: z.number() });
export type SlotPrice = z.infer<typeof slotPriceSchema>;
const slotPriceInputSchema = z.object({ slot: tariffSlotSchema, price_eur_per_kwh: priceSchema });

/** kg CO2e per kWh: 0 (a renewable supply contract) or more. */
const emissionSchema = z
  .number({ error: messageKeys.invalid })
  .refine((value) => Number.isFinite(value) && value >= 0 && value < 100, {
    error: messageKeys.mustBePositive,
  });

export const energyPriceSchema = z.object({
  id: z.string(),
  source: energySourceSchema,
  year: z.number().int(),
  /** The country of a default; the company's country for its own prices (null when its profile has none). */
  country_code: z.string().nullable(),
  /** True for the company's own prices (its tariff, its custom prices), false for a published country default. */
  customized: z.boolean(),
  /**
   * True for a country default listed for a requested year that has none published yet: it is the country's latest
   * earlier default, and `year` is its own year (e.g. the 2024 default applied to 2025). False otherwise.
   */
  fallback: z.boolean().default(false),
  /** A custom price's name; a default's publisher and dataset; null for the company's tariff. */
  name: z.string().nullable(),
  /** 'tariff' (the company's tariff for the year and source), 'custom' (a named custom price) or 'default'. */
  kind: z.enum(['default', 'tariff', 'custom']),
  tariff_family: tariffFamilySchema,
  slots: z.array(slotPriceSchema),
  /** The slots' average for the family's default split of consumption (the single price of a base tariff). */
  price_eur_per_kwh: z.number(),
  /** Null when no factor is known (a default whose library factor is not loaded, a tariff with no default). */
  emission_kg_co2e_per_kwh: z.number().nullable(),
  /** Where a default comes from (dataset, band, taxes, period), to show with it; null for the company's prices. */
  reference: z
    .object({
      publisher: z.string(),
      dataset: z.string(),
      consumption_band: z.string(),
      taxes: z.string(),
      period: z.string(),
      licence: z.string(),
    })
    .nullable(),
});
export type EnergyPrice = z.infer<typeof energyPriceSchema>;

export const listEnergyPricesQuerySchema = z.object({
  company_id: idSchema,
  year: yearSchema.optional(),
  source: energySourceSchema.optional(),
});
export type ListEnergyPricesQuery = z.infer<typeof listEnergyPricesQuerySchema>;

export const energyPriceListSchema = z.object({ items: z.array(energyPriceSchema) });
export type EnergyPriceList = z.infer<typeof energyPriceListSchema>;

/** The slots must be exactly those of the family, each once: otherwise every slot is flagged. */
export const setTariffInputSchema = z
  .object({
    company_id: idSchema,
    year: yearSchema,
    source: energySourceSchema,
    tariff_family: tariffFamilySchema,
    slots: z.array(slotPriceInputSchema, { error: energyPriceMessages.invalidSlot }).max(4, {
      error: energyPriceMessages.invalidSlot,
    }),
  })
  .superRefine((input, context) => {
    const expected: readonly string[] = TARIFF_FAMILY_SLOTS[input.tariff_family];
    const given: readonly string[] = input.slots.map((entry) => entry.slot);
    input.slots.forEach((entry, index) => {
      if (!expected.includes(entry.slot) || given.indexOf(entry.slot) !== index) {
        context.addIssue({
          code: 'custom',
          path: ['slots', index, 'slot'],
          message: energyPriceMessages.invalidSlot,
        });
      }
    });
    for (const slot of expected) {
      if (!given.includes(slot)) {
        context.addIssue({ code: 'custom', path: ['slots'], message: energyPriceMessages.invalidSlot });
        return;
      }
    }
  });
export type SetTariffInput = z.infer<typeof setTariffInputSchema>;

export const createCustomPriceInputSchema = z.object({
  company_id: idSchema,
  year: yearSchema,
  source: energySourceSchema,
  name: requiredText(200),
  price_eur_per_kwh: priceSchema,
  emission_kg_co2e_per_kwh: emissionSchema,
});
export type CreateCustomPriceInput = z.infer<typeof createCustomPriceInputSchema>;

const tags = ['energy-prices'] as const;

export const energyPriceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/energy-prices',
    auth: 'bearer',
    tags,
    summary:
      "Energy prices for the company: its own (customized) and the country defaults of its country and its sites' countries",
    query: listEnergyPricesQuerySchema,
    success: { status: 200, schema: energyPriceListSchema },
    errors: [401, 404, 422],
  }),
  setTariff: defineEndpoint({
    method: 'PUT',
    path: '/energy-prices/tariff',
    auth: 'bearer',
    tags,
    summary: "Set the company's tariff for a year and energy source (owner, admin or editor)",
    body: setTariffInputSchema,
    success: { status: 200, schema: energyPriceSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  createCustom: defineEndpoint({
    method: 'POST',
    path: '/energy-prices/custom',
    auth: 'bearer',
    tags,
    summary: 'Add a named custom price (owner, admin or editor)',
    body: createCustomPriceInputSchema,
    success: { status: 201, schema: energyPriceSchema },
    errors: [400, 401, 403, 404, 422],
  }),
};
