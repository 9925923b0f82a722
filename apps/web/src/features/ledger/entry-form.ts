import { messageKeys } from '@carbon/contracts/common';
import {
  createEntryInputSchema,
  ledgerMessageKeys,
  refrigerantLeakSchema,
  type CreateEntryInput,
  type RefrigerantLeakInput,
  type Entry,
  type UpdateEntryInput,
} from '@carbon/contracts/ledger';
import { refrigerantReleasedKg, type RefrigerantLeak } from '@carbon/carbon/ledger';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { fieldOfIssue } from '@/lib/errors';
import { optionalNumber } from '@/lib/locale-number';

const fields = createEntryInputSchema.shape;

/** The scope 1 categories a user records on /scope1, in the order of the screen. */
export const SCOPE1_CATEGORIES = ['stationary_combustion', 'mobile_combustion', 'fugitive_emissions', 'process_emissions', 'land_use'] as const;
export const REFRIGERANT_CATEGORY = 'fugitive_emissions';
export const FUEL_CATEGORIES: readonly string[] = ['stationary_combustion', 'mobile_combustion'];

/** Units offered per category (the API converts between them and the factor's unit, fuels through their properties). */
export const UNITS_BY_CATEGORY: Record<string, readonly string[]> = {
  stationary_combustion: ['kWh', 'MWh', 'GJ', 'therm', 'l', 'm3', 'kg', 'tonne'],
  mobile_combustion: ['l', 'm3', 'kg', 'kWh', 'km', 'mile'],
  fugitive_emissions: ['kg'],
  process_emissions: ['kg', 'tonne', 'kWh', 'MWh', 'l', 'm3', 'unit'],
  land_use: ['ha', 'm2'],
};
export const ENERGY_UNITS: readonly string[] = ['Wh', 'kWh', 'MWh', 'GWh', 'MJ', 'GJ', 'toe', 'therm'];

export const REFRIGERANT_METHODS = ['leak_rate', 'recharge'] as const;
export type RefrigerantMethod = (typeof REFRIGERANT_METHODS)[number];

/** What the picker keeps of the chosen factor, to name it in the form. */
export interface ChosenFactor {
  id: string;
  name: string;
  source: string;
  version: string | null;
  unit: string;
  kgCo2ePerUnit: number;
}

const percentField = z
  .number({ error: messageKeys.invalid })
  .min(0, { error: messageKeys.mustBePositive })
  .max(100, { error: ledgerMessageKeys.percentage });
const kgField = z.number({ error: messageKeys.invalid }).min(0, { error: messageKeys.mustBePositive }).max(1e12, { error: messageKeys.invalid });

/**
 * The entry form, on the contract's rules (createEntryInputSchema): the same messages as the API, checked before
 * sending. A refrigerant leak is entered by either method and becomes a quantity in kg; other categories take the
 * quantity as typed, in the user's notation (the number input reads "1 234,5" or "1,234.5").
 */
export const entryFormSchema = z
  .object({
    category: fields.category,
    site_id: z.string().min(1, { error: messageKeys.required }),
    emission_factor_id: z.string().min(1, { error: ledgerMessageKeys.factorRequired }),
    quantity: optionalNumber(z.number()),
    unit: z.string(),
    fuel: z.string(),
    energy_basis: z.enum(['', 'LHV', 'HHV']),
    label: fields.label.unwrap(),
    refrigerant_method: z.enum(REFRIGERANT_METHODS),
    charge_kg: optionalNumber(kgField),
    leak_rate_percent: optionalNumber(percentField),
    recharged_kg: optionalNumber(kgField),
  })
  .superRefine((value, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (value.category !== REFRIGERANT_CATEGORY) {
      if (value.quantity === null) issue('quantity', messageKeys.required);
      else {
        const checked = fields.quantity.safeParse(value.quantity);
        if (!checked.success) issue('quantity', checked.error.issues[0]?.message ?? messageKeys.invalid);
      }
      if (value.unit === '') issue('unit', messageKeys.required);
      return;
    }
    if (value.refrigerant_method === 'leak_rate') {
      if (value.charge_kg === null) issue('charge_kg', messageKeys.required);
      if (value.leak_rate_percent === null) issue('leak_rate_percent', messageKeys.required);
      else if (value.charge_kg !== null && releasedKg(value) === 0) issue('leak_rate_percent', ledgerMessageKeys.greaterThanZero);
    } else if (value.recharged_kg === null) issue('recharged_kg', messageKeys.required);
    else if (value.recharged_kg === 0) issue('recharged_kg', ledgerMessageKeys.greaterThanZero);
  });
export type EntryFormInput = z.input<typeof entryFormSchema>;
export type EntryFormOutput = z.output<typeof entryFormSchema>;

type LeakValues = Pick<EntryFormInput, 'refrigerant_method' | 'charge_kg' | 'leak_rate_percent' | 'recharged_kg'>;

function leakOf(values: LeakValues): RefrigerantLeak | null {
  const valid = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
  if (values.refrigerant_method === 'recharge') return valid(values.recharged_kg) ? { method: 'recharge', rechargedKg: values.recharged_kg } : null;
  if (!valid(values.charge_kg) || !valid(values.leak_rate_percent) || values.leak_rate_percent > 100) return null;
  return { method: 'leak_rate', chargeKg: values.charge_kg, annualLeakRatePercent: values.leak_rate_percent };
}

/** The refrigerant released in the year, in kg, by the engine's rule; null until the inputs of the method are valid. */
export function releasedKg(values: LeakValues): number | null {
  const leak = leakOf(values);
  return leak === null ? null : refrigerantReleasedKg(leak);
}

/** The leak as the contract's `details.refrigerant` carries it. */
export function refrigerantDetails(leak: RefrigerantLeak): RefrigerantLeakInput {
  return leak.method === 'leak_rate'
    ? { method: 'leak_rate', charge_kg: leak.chargeKg, annual_leak_rate_percent: leak.annualLeakRatePercent }
    : { method: 'recharge', recharged_kg: leak.rechargedKg };
}

/** The leak of a recorded entry, or null when its details hold none. */
export function leakOfDetails(details: Record<string, unknown>): RefrigerantLeakInput | null {
  const parsed = refrigerantLeakSchema.safeParse(details.refrigerant);
  return parsed.success ? parsed.data : null;
}

export function entryFormDefaults(
  entry: Entry | null,
  { category = 'stationary_combustion', siteId }: { category?: string | undefined; siteId: string | null },
): EntryFormInput {
  const details = entry?.details ?? {};
  const leak = entry?.category === REFRIGERANT_CATEGORY ? leakOfDetails(details) : null;
  const fuel = typeof details.fuel === 'string' ? details.fuel : category === 'stationary_combustion' && !entry ? 'natural_gas' : '';
  const basis = details.quantity_energy_basis === 'LHV' || details.quantity_energy_basis === 'HHV' ? details.quantity_energy_basis : '';
  const entryCategory = entry?.category ?? category;
  return {
    category: entryCategory,
    site_id: entry?.site_id ?? siteId ?? '',
    emission_factor_id: entry?.factor.id ?? '',
    quantity: entry && entry.category !== REFRIGERANT_CATEGORY ? entry.quantity : null,
    unit: entry?.unit ?? UNITS_BY_CATEGORY[entryCategory]?.[0] ?? 'kWh',
    fuel,
    energy_basis: basis,
    label: entry?.label ?? '',
    refrigerant_method: leak?.method ?? 'leak_rate',
    charge_kg: leak?.method === 'leak_rate' ? leak.charge_kg : null,
    leak_rate_percent: leak?.method === 'leak_rate' ? leak.annual_leak_rate_percent : null,
    recharged_kg: leak?.method === 'recharge' ? leak.recharged_kg : entry?.category === REFRIGERANT_CATEGORY && !leak ? entry.quantity : null,
  };
}

function activity(values: EntryFormOutput): Pick<CreateEntryInput, 'quantity' | 'unit' | 'details'> {
  if (values.category === REFRIGERANT_CATEGORY) {
    const leak = leakOf(values);
    // The schema has refused the form unless the method's inputs are valid.
    if (!leak) throw new Error('refrigerant inputs are not valid');
    return { quantity: refrigerantReleasedKg(leak), unit: 'kg', details: { refrigerant: refrigerantDetails(leak) } };
  }
  const details: NonNullable<CreateEntryInput['details']> = {};
  if (FUEL_CATEGORIES.includes(values.category) && values.fuel) details.fuel = values.fuel;
  if (ENERGY_UNITS.includes(values.unit) && values.energy_basis) details.quantity_energy_basis = values.energy_basis;
  return { quantity: values.quantity ?? 0, unit: values.unit, details };
}

export function toCreateInput(companyId: string, year: number, values: EntryFormOutput): CreateEntryInput {
  return {
    company_id: companyId,
    site_id: values.site_id,
    period_year: year,
    category: values.category,
    emission_factor_id: values.emission_factor_id,
    label: values.label,
    ...activity(values),
  };
}

/** Sends the factor again only when another one was chosen, so an unchanged entry keeps the factor copied into it. */
export function toUpdateInput(entry: Entry, values: EntryFormOutput): UpdateEntryInput {
  return {
    site_id: values.site_id,
    category: values.category,
    label: values.label,
    ...(values.emission_factor_id !== entry.factor.id ? { emission_factor_id: values.emission_factor_id } : {}),
    ...activity(values),
  };
}

/** Where a 422 issue of the API goes in this form (`loc` ["body", "quantity"], ["body", "details", "fuel"]…). */
const serverFieldMap: Record<string, keyof EntryFormInput> = {
  category: 'category',
  site_id: 'site_id',
  emission_factor_id: 'emission_factor_id',
  custom_factor: 'emission_factor_id',
  quantity: 'quantity',
  unit: 'unit',
  fuel: 'fuel',
  quantity_energy_basis: 'energy_basis',
  label: 'label',
  charge_kg: 'charge_kg',
  annual_leak_rate_percent: 'leak_rate_percent',
  recharged_kg: 'recharged_kg',
};

/**
 * The issues of a 422 answer, as form fields and messages. A refrigerant's quantity is the computed release, so
 * its message goes under the input of the method that produced it.
 */
export function entryFieldIssues(error: unknown, values: Pick<EntryFormInput, 'category' | 'refrigerant_method'>) {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  return error.fieldIssues.flatMap((issue) => {
    const key = fieldOfIssue(issue.loc);
    let field = key === undefined ? undefined : serverFieldMap[key];
    if ((field === 'quantity' || key === 'refrigerant') && values.category === REFRIGERANT_CATEGORY) {
      field = values.refrigerant_method === 'recharge' ? 'recharged_kg' : 'charge_kg';
    }
    return field ? [{ field, message: issue.msg }] : [];
  });
}
