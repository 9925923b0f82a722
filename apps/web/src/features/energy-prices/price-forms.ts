import { messageKeys, requiredText } from '@carbon/contracts/common';
import {
  energyPriceMessages,
  TARIFF_FAMILY_SLOTS,
  type CreateCustomPriceInput,
  type EnergyPrice,
  type EnergySource,
  type SetTariffInput,
  type TariffFamily,
  type TariffSlot,
} from '@carbon/contracts/energy-prices';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';

/** SPEC section 8 "Please enter valid numbers": a custom price or emission that is not a number in range. */
export const INVALID_NUMBERS = 'prices.invalid_numbers';

export const ALL_SLOTS = [
  'base',
  'hp',
  'hc',
  'hphs',
  'hpbs',
  'hchs',
  'hcbs',
] as const satisfies readonly TariffSlot[];
export const TARIFF_FAMILIES = ['base', 'hp_hc', 'season_hphc'] as const satisfies readonly TariffFamily[];

/** SPEC section 3: tariff families are electricity's; the other sources have one price (the base slot). */
export function familiesFor(source: EnergySource): readonly TariffFamily[] {
  return source === 'electricity' ? TARIFF_FAMILIES : ['base'];
}

/** A slot's value as the number field gives it: a number, null when empty, NaN when the text is not a number (checked below). */
const slotValueSchema = z.custom<number | null>();

/**
 * One field per slot of every family, so switching families keeps what was typed in a slot both share
 * (none do today, but the values come back when the user switches back); only the chosen family's slots
 * are checked and sent.
 */
export const tariffFormSchema = z
  .object({
    tariff_family: z.enum(TARIFF_FAMILIES),
    slots: z.object({
      base: slotValueSchema,
      hp: slotValueSchema,
      hc: slotValueSchema,
      hphs: slotValueSchema,
      hpbs: slotValueSchema,
      hchs: slotValueSchema,
      hcbs: slotValueSchema,
    }),
  })
  .superRefine((values, context) => {
    for (const slot of TARIFF_FAMILY_SLOTS[values.tariff_family]) {
      const value = values.slots[slot];
      if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value >= 100) {
        context.addIssue({ code: 'custom', path: ['slots', slot], message: energyPriceMessages.invalidSlot });
      }
    }
  });
export type TariffFormValues = z.infer<typeof tariffFormSchema>;

export function tariffFormDefaults(tariff: EnergyPrice | undefined): TariffFormValues {
  const slots = Object.fromEntries(ALL_SLOTS.map((slot) => [slot, null])) as Record<
    TariffSlot,
    number | null
  >;
  for (const entry of tariff?.slots ?? []) slots[entry.slot] = entry.price_eur_per_kwh;
  return { tariff_family: tariff?.tariff_family ?? 'base', slots };
}

export function toSetTariffInput(
  companyId: string,
  year: number,
  source: EnergySource,
  values: TariffFormValues,
): SetTariffInput {
  return {
    company_id: companyId,
    year,
    source,
    tariff_family: values.tariff_family,
    slots: TARIFF_FAMILY_SLOTS[values.tariff_family].map((slot) => ({
      slot,
      price_eur_per_kwh: values.slots[slot] as number,
    })),
  };
}

/**
 * The slots a 422 answer concerns, with the server's message (already in the user's language): an issue at
 * `slots[i]…` is the i-th slot sent; an issue on the slot set as a whole (`slots`) flags every slot.
 */
export function tariffSlotIssues(
  error: unknown,
  sent: SetTariffInput,
): { slot: TariffSlot; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const issues: { slot: TariffSlot; message: string }[] = [];
  for (const issue of error.fieldIssues) {
    const at = issue.loc.indexOf('slots');
    if (at === -1) continue;
    const index = issue.loc[at + 1];
    const targets =
      typeof index === 'number' ? [sent.slots[index]?.slot] : sent.slots.map((entry) => entry.slot);
    for (const slot of targets)
      if (slot && !issues.some((known) => known.slot === slot)) issues.push({ slot, message: issue.msg });
  }
  return issues;
}

/** A number field's value in range: required, then a finite number of the range or "Please enter valid numbers". */
function numberIn(accept: (value: number) => boolean) {
  return z
    .number({ error: INVALID_NUMBERS })
    .nullable()
    .refine((value) => value !== null, { error: messageKeys.required })
    .refine((value) => value === null || (Number.isFinite(value) && accept(value)), {
      error: INVALID_NUMBERS,
    });
}

export const customPriceFormSchema = z.object({
  name: requiredText(200),
  price_eur_per_kwh: numberIn((value) => value > 0 && value < 100),
  emission_kg_co2e_per_kwh: numberIn((value) => value >= 0 && value < 100),
});
export type CustomPriceFormInput = z.input<typeof customPriceFormSchema>;
export type CustomPriceFormOutput = z.output<typeof customPriceFormSchema>;
export const CUSTOM_PRICE_FIELDS = ['name', 'price_eur_per_kwh', 'emission_kg_co2e_per_kwh'] as const;

export const customPriceFormDefaults: CustomPriceFormInput = {
  name: '',
  price_eur_per_kwh: null,
  emission_kg_co2e_per_kwh: null,
};

export function toCreateCustomInput(
  companyId: string,
  year: number,
  source: EnergySource,
  values: CustomPriceFormOutput,
): CreateCustomPriceInput {
  return {
    company_id: companyId,
    year,
    source,
    name: values.name,
    price_eur_per_kwh: values.price_eur_per_kwh as number,
    emission_kg_co2e_per_kwh: values.emission_kg_co2e_per_kwh as number,
  };
}
