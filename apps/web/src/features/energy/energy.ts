import { messageKeys } from '@carbon/contracts/common';
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
 * The energies of /heating (issue 9 §3). Each is a view over ledger entries: its category, the fuel the engine
 * reads for conversions, the units offered, the energy price source of GET /energy-prices, and the search that
 * proposes its default factor (electricity has none: the ledger takes the grid of the site's country and year).
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

export interface EnergyKindDefinition {
  category: 'electricity' | 'heat_steam' | 'cooling' | 'stationary_combustion';
  fuels: readonly string[];
  units: readonly string[];
  priceSource: EnergySource | null;
  defaultQuery: { en: string; fr: string } | null;
}

export const ENERGY: Record<EnergyKind, EnergyKindDefinition> = {
  electricity: {
    category: 'electricity',
    fuels: [],
    units: ['kWh', 'MWh'],
    priceSource: 'electricity',
    defaultQuery: null,
  },
  natural_gas: {
    category: 'stationary_combustion',
    fuels: ['natural_gas'],
    units: ['kWh', 'MWh', 'm3'],
    priceSource: 'gas',
    defaultQuery: { en: 'natural gas', fr: 'gaz naturel' },
  },
  fuel_oil: {
    category: 'stationary_combustion',
    fuels: ['heating_oil'],
    units: ['l', 'm3', 'kWh'],
    priceSource: 'fuel',
    defaultQuery: { en: 'heating oil', fr: 'fioul domestique' },
  },
  wood: {
    category: 'stationary_combustion',
    fuels: ['wood_pellets', 'wood_logs', 'wood_chips'],
    units: ['kg', 'tonne', 'kWh', 'MWh'],
    priceSource: null,
    defaultQuery: { en: 'wood pellets', fr: 'granulés de bois' },
  },
  district_heating: {
    category: 'heat_steam',
    fuels: [],
    units: ['kWh', 'MWh'],
    priceSource: null,
    defaultQuery: { en: 'district heating', fr: 'réseau de chaleur' },
  },
  district_cooling: {
    category: 'cooling',
    fuels: [],
    units: ['kWh', 'MWh'],
    priceSource: 'cooling',
    defaultQuery: { en: 'district cooling', fr: 'réseau de froid' },
  },
  steam: {
    category: 'heat_steam',
    fuels: [],
    units: ['kWh', 'MWh'],
    priceSource: null,
    defaultQuery: { en: 'steam', fr: 'vapeur' },
  },
};

export const READINGS = ['invoice', 'meter'] as const;
export type Reading = (typeof READINGS)[number];
export const CONTRACTS = ['none', 'supplier', 'guarantees'] as const;
export type ContractKind = (typeof CONTRACTS)[number];

/**
 * The API has no field for the energy (district heating and steam share `heat_steam`), the reading (meter or
 * invoice) or the price chosen for the cost, so they ride in `details.note` as a first line the screen reads back:
 * `[energy:steam reading:meter price:<id>]`, followed by the user's own note.
 */
const MARKER = /^\[energy:([a-z_]+)(?: reading:([a-z]+))?(?: price:([0-9a-f-]+))?\]\n?/;

export interface EnergyNote {
  kind: EnergyKind | null;
  reading: Reading | null;
  priceId: string | null;
  text: string;
}

export function readNote(note: unknown): EnergyNote {
  const raw = typeof note === 'string' ? note : '';
  const match = MARKER.exec(raw);
  if (!match) return { kind: null, reading: null, priceId: null, text: raw };
  const kind = (ENERGY_KINDS as readonly string[]).includes(match[1] ?? '') ? (match[1] as EnergyKind) : null;
  const reading = (READINGS as readonly string[]).includes(match[2] ?? '') ? (match[2] as Reading) : null;
  return { kind, reading, priceId: match[3] ?? null, text: raw.slice(match[0].length) };
}

export function writeNote(kind: EnergyKind, reading: Reading, priceId: string, text: string): string {
  const marker = `[energy:${kind} reading:${reading}${priceId ? ` price:${priceId}` : ''}]`;
  return text.trim() ? `${marker}\n${text.trim()}` : marker;
}

/** The energy of a ledger entry, or null for an entry /heating does not show (diesel in a generator…). */
export function energyKindOf(entry: Entry): EnergyKind | null {
  if (entry.derived_from_entry_id !== null) return null;
  const marked = readNote(entry.details.note).kind;
  if (marked && ENERGY[marked].category === entry.category) return marked;
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
    note: z.string().max(1800, { error: messageKeys.tooLong }),
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

export function contractOf(entry: Entry | null): ContractKind {
  const factor = entry?.market_factor_kg_co2e_per_kwh;
  if (factor === null || factor === undefined) return 'none';
  return factor === 0 ? 'guarantees' : 'supplier';
}

export function energyFormDefaults(
  entry: Entry | null,
  { kind, siteId }: { kind: EnergyKind; siteId: string | null },
): EnergyFormInput {
  const note = readNote(entry?.details.note);
  const entryKind = (entry && energyKindOf(entry)) ?? kind;
  const basis = entry?.details.quantity_energy_basis;
  const definition = ENERGY[entryKind];
  const contract = contractOf(entry);
  return {
    kind: entryKind,
    site_id: entry?.site_id ?? siteId ?? '',
    quantity: entry?.quantity ?? null,
    unit: entry?.unit ?? definition.units[0] ?? 'kWh',
    reading: note.reading ?? 'invoice',
    energy_basis:
      basis === 'HHV' || basis === 'LHV' ? basis : entry ? '' : entryKind === 'natural_gas' ? 'HHV' : '',
    fuel: typeof entry?.details.fuel === 'string' ? entry.details.fuel : (definition.fuels[0] ?? ''),
    contract,
    supplier_factor: contract === 'supplier' ? (entry?.market_factor_kg_co2e_per_kwh ?? null) : null,
    emission_factor_id: entry?.factor.id && entryKind !== 'electricity' ? entry.factor.id : '',
    price_id: note.priceId ?? '',
    prices_offered: false,
    label: entry?.label ?? '',
    note: note.text,
  };
}

function activity(values: EnergyFormOutput) {
  const definition = ENERGY[values.kind];
  const details: NonNullable<CreateEntryInput['details']> = {
    note: writeNote(values.kind, values.reading, values.price_id, values.note),
  };
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
