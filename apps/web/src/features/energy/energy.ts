import { messageKeys } from '@carbon/contracts/common';
import { ENERGY_CATEGORY, ENERGY_KINDS, ENERGY_READINGS, type EnergyKind } from '@carbon/contracts/energy';
import type { EnergyPrice, EnergySource } from '@carbon/contracts/energy-prices';
import {
  createEntryInputSchema,
  ledgerMessageKeys,
  type CreateEntryInput,
  type Entry,
  type UpdateEntryInput,
} from '@carbon/contracts/ledger';
import { FUELS } from '@carbon/carbon/ledger';
import { convertQuantity, isUnitCode, unitFamily } from '@carbon/carbon/units';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { fieldOfIssue } from '@/lib/errors';
import { optionalNumber } from '@/lib/locale-number';

/**
 * The energies of /heating (issue 9 §3). Each is a view over ledger entries: its category (the contract's
 * ENERGY_CATEGORY), the fuel the engine reads for conversions, the units offered and the energy price source of
 * GET /energy-prices. Its default factor comes from GET /energy/defaults (electricity: the grid of the site's
 * country and year, which the ledger takes when no factor is sent).
 */
export { ENERGY_KINDS, type EnergyKind };

export interface EnergyKindDefinition {
  category: (typeof ENERGY_CATEGORY)[EnergyKind];
  fuels: readonly string[];
  units: readonly string[];
  priceSource: EnergySource | null;
}

export const ENERGY: Record<EnergyKind, EnergyKindDefinition> = {
  electricity: {
    category: ENERGY_CATEGORY.electricity,
    fuels: [],
    units: ['kWh', 'MWh'],
    priceSource: 'electricity',
  },
  natural_gas: {
    category: ENERGY_CATEGORY.natural_gas,
    fuels: ['natural_gas'],
    units: ['kWh', 'MWh', 'm3'],
    priceSource: 'gas',
  },
  fuel_oil: {
    category: ENERGY_CATEGORY.fuel_oil,
    fuels: ['heating_oil'],
    units: ['l', 'm3', 'kWh'],
    priceSource: 'fuel',
  },
  wood: {
    category: ENERGY_CATEGORY.wood,
    fuels: ['wood_pellets', 'wood_logs', 'wood_chips'],
    units: ['kg', 'tonne', 'kWh', 'MWh'],
    priceSource: null,
  },
  district_heating: {
    category: ENERGY_CATEGORY.district_heating,
    fuels: [],
    units: ['kWh', 'MWh'],
    priceSource: null,
  },
  district_cooling: {
    category: ENERGY_CATEGORY.district_cooling,
    fuels: [],
    units: ['kWh', 'MWh'],
    priceSource: 'cooling',
  },
  steam: {
    category: ENERGY_CATEGORY.steam,
    fuels: [],
    units: ['kWh', 'MWh'],
    priceSource: null,
  },
};

export const READINGS = ENERGY_READINGS;
export type Reading = (typeof READINGS)[number];
export const CONTRACTS = ['none', 'supplier', 'guarantees'] as const;
export type ContractKind = (typeof CONTRACTS)[number];

/** The energy of a ledger entry, or null for an entry /heating does not show (diesel in a generator…). */
export function energyKindOf(entry: Entry): EnergyKind | null {
  if (entry.derived_from_entry_id !== null) return null;
  const named = entry.details.energy;
  if (typeof named === 'string' && (ENERGY_KINDS as readonly string[]).includes(named)) {
    const kind = named as EnergyKind;
    if (ENERGY[kind].category === entry.category) return kind;
  }
  if (entry.category === 'electricity') return 'electricity';
  if (entry.category === 'cooling') return 'district_cooling';
  if (entry.category === 'heat_steam') return 'district_heating';
  if (entry.category === 'stationary_combustion') {
    const fuel = entry.details.fuel;
    return (
      (['natural_gas', 'fuel_oil', 'wood'] as const).find((kind) =>
        ENERGY[kind].fuels.includes(String(fuel)),
      ) ?? null
    );
  }
  return null;
}

/** The quantity in kWh (as recorded: a gas bill's kWh PCS stay PCS), or null when it cannot be known. */
export function quantityKwh(quantity: number, unit: string, fuel: unknown): number | null {
  if (!isUnitCode(unit)) return null;
  if (unitFamily(unit) === 'energy') return convertQuantity(quantity, unit, 'kWh');
  const properties = typeof fuel === 'string' ? FUELS[fuel] : undefined;
  if (!properties) return null;
  const family = unitFamily(unit);
  if (family === 'mass' && properties.lhvKwhPerKg !== null)
    return convertQuantity(quantity, unit, 'kg') * properties.lhvKwhPerKg;
  if (family === 'volume') {
    if (properties.lhvKwhPerM3 !== null)
      return convertQuantity(quantity, unit, 'm3') * properties.lhvKwhPerM3;
    if (properties.densityKgPerLitre !== null && properties.lhvKwhPerKg !== null) {
      return convertQuantity(quantity, unit, 'l') * properties.densityKgPerLitre * properties.lhvKwhPerKg;
    }
  }
  return null;
}

/**
 * A site's energy cost: the sum of its priced lines, with how many are priced; null when none is (the screen then
 * shows "—", not a cost of 0).
 */
export function siteCost(lines: readonly { cost: number | null }[]): {
  total: number | null;
  priced: number;
  count: number;
} {
  const priced = lines.filter((line) => line.cost !== null);
  return {
    total: priced.length === 0 ? null : priced.reduce((sum, line) => sum + (line.cost ?? 0), 0),
    priced: priced.length,
    count: lines.length,
  };
}

/**
 * The price for an energy's cost: the one chosen in the dialog when it is still listed, else the company's tariff,
 * else its first custom price, else the default of the site's country, else any default.
 */
export function priceFor(
  prices: readonly EnergyPrice[],
  source: EnergySource | null,
  chosenId: string | null,
  country: string | null,
): EnergyPrice | null {
  if (source === null) return null;
  const ofSource = prices.filter((price) => price.source === source);
  return (
    ofSource.find((price) => price.id === chosenId) ??
    ofSource.find((price) => price.kind === 'tariff') ??
    ofSource.find((price) => price.kind === 'custom') ??
    ofSource.find((price) => price.kind === 'default' && price.country_code === country) ??
    ofSource.find((price) => price.kind === 'default') ??
    null
  );
}

export const energyMessageKeys = {
  priceRequired: 'energy.validation.price_required',
} as const;

const fields = createEntryInputSchema.shape;
const supplierFactor = z
  .number({ error: messageKeys.invalid })
  .min(0, { error: messageKeys.mustBePositive })
  .max(10, { error: messageKeys.invalid });

/** The dialog's rules: the contract's for the quantity and the market factor, plus a factor and a price when due. */
export const energyFormSchema = z
  .object({
    kind: z.enum(ENERGY_KINDS, { error: messageKeys.required }),
    site_id: z.string().min(1, { error: messageKeys.required }),
    quantity: optionalNumber(z.number()),
    unit: z.string().min(1, { error: messageKeys.required }),
    reading: z.enum(READINGS),
    energy_basis: z.enum(['', 'LHV', 'HHV']),
    fuel: z.string(),
    contract: z.enum(CONTRACTS),
    supplier_factor: optionalNumber(supplierFactor),
    emission_factor_id: z.string(),
    price_id: z.string(),
    /** Whether prices are listed for the energy's source: then one must be chosen (SPEC section 5). */
    prices_offered: z.boolean(),
    label: fields.label.unwrap(),
    note: z.string().max(2000, { error: messageKeys.tooLong }),
  })
  .superRefine((value, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (value.quantity === null) issue('quantity', messageKeys.required);
    else {
      const checked = fields.quantity.safeParse(value.quantity);
      if (!checked.success) issue('quantity', checked.error.issues[0]?.message ?? messageKeys.invalid);
    }
    if (value.kind !== 'electricity' && !value.emission_factor_id)
      issue('emission_factor_id', ledgerMessageKeys.factorRequired);
    if (value.kind === 'electricity' && value.contract === 'supplier' && value.supplier_factor === null)
      issue('supplier_factor', messageKeys.required);
    if (value.prices_offered && ENERGY[value.kind].priceSource !== null && !value.price_id)
      issue('price_id', energyMessageKeys.priceRequired);
  });
export type EnergyFormInput = z.input<typeof energyFormSchema>;
export type EnergyFormOutput = z.output<typeof energyFormSchema>;

/** How an entry's quantity was read (details.reading), or null when it does not say. */
export function readingOf(entry: Entry | null): Reading | null {
  const reading = entry?.details.reading;
  return reading === 'invoice' || reading === 'meter' ? reading : null;
}

/** The energy price chosen for an entry's cost (details.energy_price_id), or null. */
export function priceIdOf(entry: Entry | null): string | null {
  const id = entry?.details.energy_price_id;
  return typeof id === 'string' && id ? id : null;
}

export function contractOf(entry: Entry | null): ContractKind {
  const factor = entry?.market_factor_kg_co2e_per_kwh;
  if (factor === null || factor === undefined) return 'none';
  return factor === 0 ? 'guarantees' : 'supplier';
}

export function energyFormDefaults(
  entry: Entry | null,
  { kind, siteId }: { kind: EnergyKind; siteId: string | null },
): EnergyFormInput {
  const entryKind = (entry && energyKindOf(entry)) ?? kind;
  const basis = entry?.details.quantity_energy_basis;
  const definition = ENERGY[entryKind];
  const contract = contractOf(entry);
  return {
    kind: entryKind,
    site_id: entry?.site_id ?? siteId ?? '',
    quantity: entry?.quantity ?? null,
    unit: entry?.unit ?? definition.units[0] ?? 'kWh',
    reading: readingOf(entry) ?? 'invoice',
    energy_basis:
      basis === 'HHV' || basis === 'LHV' ? basis : entry ? '' : entryKind === 'natural_gas' ? 'HHV' : '',
    fuel: typeof entry?.details.fuel === 'string' ? entry.details.fuel : (definition.fuels[0] ?? ''),
    contract,
    supplier_factor: contract === 'supplier' ? (entry?.market_factor_kg_co2e_per_kwh ?? null) : null,
    emission_factor_id: entry?.factor.id && entryKind !== 'electricity' ? entry.factor.id : '',
    price_id: priceIdOf(entry) ?? '',
    prices_offered: false,
    label: entry?.label ?? '',
    note: typeof entry?.details.note === 'string' ? entry.details.note : '',
  };
}

function activity(values: EnergyFormOutput) {
  const definition = ENERGY[values.kind];
  const details: NonNullable<CreateEntryInput['details']> = {
    energy: values.kind,
    reading: values.reading,
    energy_price_id: values.price_id || null,
  };
  if (values.note.trim()) details.note = values.note.trim();
  if (definition.category === 'stationary_combustion' && values.fuel) details.fuel = values.fuel;
  if (values.energy_basis && isUnitCode(values.unit) && unitFamily(values.unit) === 'energy')
    details.quantity_energy_basis = values.energy_basis;
  const market =
    values.kind !== 'electricity' || values.contract === 'none'
      ? null
      : values.contract === 'guarantees'
        ? 0
        : (values.supplier_factor ?? null);
  return {
    quantity: values.quantity ?? 0,
    unit: values.unit,
    details,
    market_factor_kg_co2e_per_kwh: market,
  };
}

export function toCreateInput(companyId: string, year: number, values: EnergyFormOutput): CreateEntryInput {
  return {
    company_id: companyId,
    site_id: values.site_id,
    period_year: year,
    category: ENERGY[values.kind].category,
    // Electricity without a chosen factor: null, and the ledger takes the grid of the site's country and year.
    emission_factor_id: values.emission_factor_id || null,
    label: values.label,
    ...activity(values),
  };
}

/** The factor is sent again only when another one was chosen, so an unchanged line keeps the factor copied into it. */
export function toUpdateInput(entry: Entry, values: EnergyFormOutput): UpdateEntryInput {
  const { market_factor_kg_co2e_per_kwh, ...rest } = activity(values);
  return {
    site_id: values.site_id,
    category: ENERGY[values.kind].category,
    label: values.label,
    ...(values.emission_factor_id && values.emission_factor_id !== entry.factor.id
      ? { emission_factor_id: values.emission_factor_id }
      : {}),
    ...rest,
    ...(values.kind === 'electricity' ? { market_factor_kg_co2e_per_kwh } : {}),
  };
}

const serverFieldMap: Record<string, keyof EnergyFormInput> = {
  site_id: 'site_id',
  category: 'kind',
  emission_factor_id: 'emission_factor_id',
  custom_factor: 'emission_factor_id',
  quantity: 'quantity',
  unit: 'unit',
  fuel: 'fuel',
  quantity_energy_basis: 'energy_basis',
  market_factor_kg_co2e_per_kwh: 'supplier_factor',
  label: 'label',
  note: 'note',
  energy: 'kind',
  reading: 'reading',
  energy_price_id: 'price_id',
};

/** The issues of a 422 answer, under the dialog's fields. */
export function energyFieldIssues(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  return error.fieldIssues.flatMap((issue) => {
    const key = fieldOfIssue(issue.loc);
    const field = key === undefined ? undefined : serverFieldMap[key];
    return field ? [{ field, message: issue.msg }] : [];
  });
}
