/**
 * Units of activity data and of emission-factor denominators, and exact conversions between units of the
 * same family. The parser of their many spellings is in parse-unit.ts. Pure functions, no I/O.
 */

export type UnitFamily =
  | 'mass'
  | 'volume'
  | 'energy'
  | 'length'
  | 'area'
  | 'freight'
  | 'passenger-distance'
  | 'volume-distance'
  | 'count'
  | 'accommodation'
  | 'time'
  | 'area-time'
  | 'vehicle-time'
  | 'person-time'
  | 'money';

/**
 * The units a normalised emission factor is expressed per. Other units (MWh, GJ, miles, k€, lb…) are parsed
 * and then converted to one of these, so that a factor and an activity quantity meet on a small set of units.
 * g, kg and tonne are all kept because each is the natural unit of some factors; likewise l and m3, m and km.
 */
export const CANONICAL_UNITS = [
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
export type CanonicalUnit = (typeof CANONICAL_UNITS)[number];

export const CURRENCIES = ['EUR', 'USD', 'GBP', 'XPF'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Every unit the parser can recognise, canonical or not. */
export type UnitCode =
  | CanonicalUnit
  | 'lb'
  | 'ml'
  | 'megalitre'
  | 'Wh'
  | 'MWh'
  | 'GWh'
  | 'MJ'
  | 'GJ'
  | 'toe'
  | 'therm'
  | 'mile'
  | 'kg.km'
  | 'passenger.mile'
  | 'kEUR'
  | 'MEUR'
  | 'kUSD'
  | 'kGBP';

export interface UnitDefinition {
  family: UnitFamily;
  /** Where a factor per this unit is normalised to. */
  canonical: CanonicalUnit;
  /** Size of one of this unit in the family's reference unit (kg, l, kWh, km, m2, t.km, passenger.km, one currency unit…). */
  inReference: number;
  currency?: Currency;
}

const KWH_PER_MJ = 1 / 3.6;

const UNIT_DEFINITIONS: Record<UnitCode, UnitDefinition> = {
  g: { family: 'mass', canonical: 'g', inReference: 0.001 },
  kg: { family: 'mass', canonical: 'kg', inReference: 1 },
  tonne: { family: 'mass', canonical: 'tonne', inReference: 1000 },
  // International avoirdupois pound, exact by definition.
  lb: { family: 'mass', canonical: 'kg', inReference: 0.45359237 },
  ml: { family: 'volume', canonical: 'l', inReference: 0.001 },
  l: { family: 'volume', canonical: 'l', inReference: 1 },
  m3: { family: 'volume', canonical: 'm3', inReference: 1000 },
  megalitre: { family: 'volume', canonical: 'm3', inReference: 1_000_000 },
  Wh: { family: 'energy', canonical: 'kWh', inReference: 0.001 },
  kWh: { family: 'energy', canonical: 'kWh', inReference: 1 },
  MWh: { family: 'energy', canonical: 'kWh', inReference: 1000 },
  GWh: { family: 'energy', canonical: 'kWh', inReference: 1_000_000 },
  MJ: { family: 'energy', canonical: 'kWh', inReference: KWH_PER_MJ },
  GJ: { family: 'energy', canonical: 'kWh', inReference: 1000 * KWH_PER_MJ },
  // Tonne of oil equivalent: 41.868 GJ (IEA/OECD convention, also ADEME's "tep" = 11 630 kWh).
  toe: { family: 'energy', canonical: 'kWh', inReference: 11_630 },
  // UK therm: 105.505585 MJ.
  therm: { family: 'energy', canonical: 'kWh', inReference: 105.505585 * KWH_PER_MJ },
  m: { family: 'length', canonical: 'm', inReference: 0.001 },
  km: { family: 'length', canonical: 'km', inReference: 1 },
  // International mile, exact by definition.
  mile: { family: 'length', canonical: 'km', inReference: 1.609344 },
  m2: { family: 'area', canonical: 'm2', inReference: 1 },
  ha: { family: 'area', canonical: 'ha', inReference: 10_000 },
  't.km': { family: 'freight', canonical: 't.km', inReference: 1 },
  'kg.km': { family: 'freight', canonical: 't.km', inReference: 0.001 },
  'passenger.km': { family: 'passenger-distance', canonical: 'passenger.km', inReference: 1 },
  'passenger.mile': { family: 'passenger-distance', canonical: 'passenger.km', inReference: 1.609344 },
  'm3.km': { family: 'volume-distance', canonical: 'm3.km', inReference: 1 },
  unit: { family: 'count', canonical: 'unit', inReference: 1 },
  night: { family: 'accommodation', canonical: 'night', inReference: 1 },
  hour: { family: 'time', canonical: 'hour', inReference: 1 },
  'ha.year': { family: 'area-time', canonical: 'ha.year', inReference: 1 },
  'vehicle.year': { family: 'vehicle-time', canonical: 'vehicle.year', inReference: 1 },
  'person.month': { family: 'person-time', canonical: 'person.month', inReference: 1 },
  EUR: { family: 'money', canonical: 'EUR', inReference: 1, currency: 'EUR' },
  kEUR: { family: 'money', canonical: 'EUR', inReference: 1000, currency: 'EUR' },
  MEUR: { family: 'money', canonical: 'EUR', inReference: 1_000_000, currency: 'EUR' },
  USD: { family: 'money', canonical: 'USD', inReference: 1, currency: 'USD' },
  kUSD: { family: 'money', canonical: 'USD', inReference: 1000, currency: 'USD' },
  GBP: { family: 'money', canonical: 'GBP', inReference: 1, currency: 'GBP' },
  kGBP: { family: 'money', canonical: 'GBP', inReference: 1000, currency: 'GBP' },
  XPF: { family: 'money', canonical: 'XPF', inReference: 1, currency: 'XPF' },
};

export function isUnitCode(value: string): value is UnitCode {
  return Object.hasOwn(UNIT_DEFINITIONS, value);
}

export function unitFamily(unit: UnitCode): UnitFamily {
  return UNIT_DEFINITIONS[unit].family;
}

/** The family, canonical unit and size of a unit; for the parser, which builds its results from them. */
export function unitDefinition(unit: UnitCode): UnitDefinition {
  return UNIT_DEFINITIONS[unit];
}

export class UnitConversionError extends Error {
  override name = 'UnitConversionError';
}

/**
 * How many `to` there are in one `from` (e.g. GJ → kWh = 277.78). Throws for units of different families, and
 * for different currencies, which need a dated exchange rate (see convertMoney).
 */
export function conversionFactor(from: UnitCode, to: UnitCode): number {
  const a = UNIT_DEFINITIONS[from];
  const b = UNIT_DEFINITIONS[to];
  if (a.family !== b.family) {
    throw new UnitConversionError(`Cannot convert ${from} (${a.family}) to ${to} (${b.family})`);
  }
  if (a.currency !== b.currency) {
    throw new UnitConversionError(`Converting ${from} to ${to} needs a dated exchange rate`);
  }
  return from === to ? 1 : a.inReference / b.inReference;
}

export function convertQuantity(value: number, from: UnitCode, to: UnitCode): number {
  return value * conversionFactor(from, to);
}

/** Re-expresses a factor per `from` (kg CO2e per GJ, say) as a factor per `to` (kg CO2e per kWh). */
export function convertFactorDenominator(kgCo2ePerFrom: number, from: UnitCode, to: UnitCode): number {
  return kgCo2ePerFrom / conversionFactor(from, to);
}

/** One `base` is worth `rate` of `quote`, as published by `source` for `date` (a day, or a year for an annual average). */
export interface ExchangeRate {
  base: Currency;
  quote: Currency;
  rate: number;
  date: string;
  source: string;
}

/**
 * Euro foreign exchange reference rate of the European Central Bank, annual average of 2022 (ECB data series
 * EXR.A.USD.EUR.SP00.A): 1 EUR = 1.0530 USD. 2022 is the price year of the US EPA USEEIO v1.3 factors, which is
 * why this rate is the one used to apply them to euro spend. Recorded on 2026-11-21 without online access:
 * check it against the ECB series before publishing figures.
 */
export const ECB_EUR_USD_2022_ANNUAL_AVERAGE: ExchangeRate = {
  base: 'EUR',
  quote: 'USD',
  rate: 1.053,
  date: '2022',
  source: 'ECB euro foreign exchange reference rates, annual average 2022 (EXR.A.USD.EUR.SP00.A)',
};

/** Converts an amount between money units (EUR, k€, USD…) with the given rate, used in either direction. */
export function convertMoney(amount: number, from: UnitCode, to: UnitCode, rate: ExchangeRate): number {
  const a = UNIT_DEFINITIONS[from];
  const b = UNIT_DEFINITIONS[to];
  if (a.family !== 'money' || b.family !== 'money' || !a.currency || !b.currency) {
    throw new UnitConversionError(`convertMoney needs two money units, got ${from} and ${to}`);
  }
  if (!(rate.rate > 0)) throw new UnitConversionError(`Invalid exchange rate ${rate.rate}`);
  const inFromCurrency = amount * a.inReference;
  let inToCurrency: number;
  if (a.currency === b.currency) inToCurrency = inFromCurrency;
  else if (a.currency === rate.base && b.currency === rate.quote) inToCurrency = inFromCurrency * rate.rate;
  else if (a.currency === rate.quote && b.currency === rate.base) inToCurrency = inFromCurrency / rate.rate;
  else {
    throw new UnitConversionError(
      `The ${rate.base}/${rate.quote} rate cannot convert ${a.currency} to ${b.currency}`,
    );
  }
  return inToCurrency / b.inReference;
}
