/**
 * Units of activity data and of emission-factor denominators: a parser for the many spellings found in the
 * open datasets and in user input, and exact conversions between units of the same family.
 * Pure functions, no I/O.
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

interface UnitDefinition {
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

export function canonicalUnitOf(unit: UnitCode): CanonicalUnit {
  return UNIT_DEFINITIONS[unit].canonical;
}

export function currencyOf(unit: UnitCode): Currency | null {
  return UNIT_DEFINITIONS[unit].currency ?? null;
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

export type EnergyBasis = 'LHV' | 'HHV';

export interface ParsedUnit {
  /** The unit as recognised (GJ, mile, kEUR…). */
  code: UnitCode;
  canonical: CanonicalUnit;
  family: UnitFamily;
  /** Multiplier written before the unit ("100 feuilles A4" → 100); 1 when none. */
  scale: number;
  /** Canonical units in one labelled unit, scale included: GJ → 277.78, "100 feuilles" → 100, k€ → 1000. */
  canonicalPerUnit: number;
  /** What the unit is of, as written in the label: "poids net", "net weight", "déchets", "HT", "purchaser price". */
  qualifier: string | null;
  /** Net (lower, PCI) or gross (higher, PCS) calorific value, for energy units that say which. */
  energyBasis: EnergyBasis | null;
  currency: Currency | null;
  /** Price year of a money unit ("keuro (2023) HT", "2022 USD"). */
  priceYear: number | null;
}

export interface ParsedFactorUnit {
  /** kg CO2e in one unit of the numerator: 1 for kg CO2e, 0.001 for g CO2e, 1000 for t CO2e. */
  numeratorKgCo2e: number;
  denominator: ParsedUnit;
}

interface TokenRule {
  pattern: RegExp;
  code: UnitCode;
  /** Qualifier implied by the token itself (vehicle.km → km "vehicle"), put before any written qualifier. */
  impliedQualifier?: string;
}

// Longer and compound spellings first: the first rule that matches at the start of the label wins, and a token
// only matches when the next character is not a lower-case letter ("h" must not match "ha", but "kg" matches
// "kgH2" and "kWh" matches "kWhPCI").
const TOKEN_RULES: TokenRule[] = [
  { pattern: /^(?:t|tonnes?|tons?)\s*[.\-·\s]?\s*(?:km|kilom[eè]tres?|kilometers?)/i, code: 't.km' },
  { pattern: /^tkm/i, code: 't.km' },
  { pattern: /^kg\s*[.\-·]\s*km/i, code: 'kg.km' },
  { pattern: /^(?:passagers?|passengers?|voyageurs?|pass|p)\s*[.\-·\s]\s*km/i, code: 'passenger.km' },
  { pattern: /^pkm/i, code: 'passenger.km' },
  {
    pattern:
      /^(?:km\s*[.\-·]\s*(?:personnes?|persons?|passagers?|passengers?)|(?:personnes?|persons?)\s*[.\-·]\s*km)/i,
    code: 'passenger.km',
  },
  { pattern: /^peq\s*[.\-·]\s*km/i, code: 'passenger.km', impliedQualifier: 'passenger equivalent' },
  { pattern: /^(?:passengers?|passagers?)\s*[.\-·\s]\s*miles?/i, code: 'passenger.mile' },
  { pattern: /^(?:v[ée]hicules?|vehicles?)\s*[.\-·]\s*km/i, code: 'km', impliedQualifier: 'vehicle' },
  { pattern: /^vkm/i, code: 'km', impliedQualifier: 'vehicle' },
  { pattern: /^(?:voitures?|cars?)\s*[.\-·]\s*km/i, code: 'km', impliedQualifier: 'car' },
  { pattern: /^(?:courses?|errands?)\s*[.\-·]\s*km/i, code: 'km', impliedQualifier: 'errand' },
  { pattern: /^m3\s*[.\-·]\s*km/i, code: 'm3.km' },
  { pattern: /^(?:ha|hectares?)\s*[.\-·/]\s*(?:an|ans|ann[ée]e|years?|yr)/i, code: 'ha.year' },
  { pattern: /^(?:v[ée]hicules?|vehicles?)\s*[.\-·/]\s*(?:an|ann[ée]e|years?)/i, code: 'vehicle.year' },
  { pattern: /^(?:personnes?|persons?)\s*[.\-·/]\s*(?:mois|months?)/i, code: 'person.month' },
  { pattern: /^rooms?\s*(?:per|\/|-)?\s*nights?/i, code: 'night', impliedQualifier: 'room' },
  { pattern: /^(?:nuit[ée]es?|nuits?|nights?)/i, code: 'night' },
  { pattern: /^fte\s+working\s+hours?/i, code: 'hour', impliedQualifier: 'FTE working hour' },
  { pattern: /^million\s+lit(?:re|er)s?/i, code: 'megalitre' },
  { pattern: /^(?:cubic\s+met(?:re|er)s?|m[eè]tres?\s+cubes?)/i, code: 'm3' },
  { pattern: /^(?:square\s+met(?:re|er)s?|m[eè]tres?\s+carr[ée]s?)/i, code: 'm2' },
  { pattern: /^(?:m[eè]tres?\s+lin[ée]aires?|m\s+lin[ée]aires?|linear\s+met(?:re|er)s?)/i, code: 'm' },
  { pattern: /^(?:kilowatt[- ]?hours?)/i, code: 'kWh' },
  { pattern: /^(?:megawatt[- ]?hours?)/i, code: 'MWh' },
  { pattern: /^gwh/i, code: 'GWh' },
  { pattern: /^mwh/i, code: 'MWh' },
  { pattern: /^kwh/i, code: 'kWh' },
  { pattern: /^wh/i, code: 'Wh' },
  { pattern: /^gj/i, code: 'GJ' },
  { pattern: /^mj/i, code: 'MJ' },
  { pattern: /^(?:tep|toe)/i, code: 'toe' },
  { pattern: /^therms?/i, code: 'therm' },
  { pattern: /^(?:kilogrammes?|kilograms?|kgs?)/i, code: 'kg' },
  { pattern: /^(?:grammes?|grams?)/i, code: 'g' },
  // "ton" is read as the metric tonne, as in ADEME's English labels ("kgCO2e/ton of waste"); the US short ton
  // is deliberately not recognised.
  { pattern: /^(?:tonnes?|tons?)/i, code: 'tonne' },
  { pattern: /^(?:lbs?|pounds?)/i, code: 'lb' },
  { pattern: /^(?:millilit(?:re|er)s?|ml)/i, code: 'ml' },
  { pattern: /^(?:lit(?:re|er)s?)/i, code: 'l' },
  { pattern: /^m3/i, code: 'm3' },
  { pattern: /^m2/i, code: 'm2' },
  { pattern: /^(?:kilom[eè]tres?|kilometers?|km)/i, code: 'km' },
  { pattern: /^miles?/i, code: 'mile' },
  { pattern: /^(?:m[eè]tres?|meters?)/i, code: 'm' },
  { pattern: /^hectares?/i, code: 'ha' },
  { pattern: /^ha/i, code: 'ha' },
  { pattern: /^(?:heures?|hours?|hrs?)/i, code: 'hour' },
  { pattern: /^(?:unit[ée]s?|unites?|units?|pi[eè]ces?|items?|pcs)/i, code: 'unit' },
  { pattern: /^t/i, code: 'tonne' },
  { pattern: /^g/i, code: 'g' },
  { pattern: /^l/i, code: 'l' },
  { pattern: /^m/i, code: 'm' },
  { pattern: /^h/i, code: 'hour' },
  { pattern: /^u/i, code: 'unit' },
];

/**
 * Count nouns: a factor "per device" or "per meal" is a factor per unit of that thing. The noun stays as the
 * qualifier so that nothing of the label is lost. "livre" is left out on purpose: it is a book in ADEME's labels but
 * a pound in older French usage, so the parser refuses it rather than guess.
 */
const COUNT_NOUN =
  /^(?:appareils?|devices?|repas|meals?|plants?|feuilles?|sheets?|books?|produits?|products?|articles?)(?![\p{L}])/iu;

const MONEY =
  /^(?:(?<yearBefore>(?:19|20)\d{2})\s+)?(?<prefix>k|m)?\s*(?<currency>€|euros?|eur|us\$|usd|\$|dollars?|£|gbp|francs?\s+cfp|xpf)(?![\p{L}])\s*(?:\(?\s*(?<yearAfter>(?:19|20)\d{2})\s*\)?)?(?<rest>.*)$/iu;

const NUMERATOR =
  /^\s*(?<mass>kg|g|t|mt)\s*(?:of\s+)?co2\s*-?\s*(?:e|eq|equiv|equivalent)\b\.?\s*(?:\/|\bper\b|\bpar\b)\s*/iu;

const LHV = /^(?:pci|lhv|icv|ivc|ncv|net\s*cv|net|inferior calorific value|lower heating value)$/i;
const HHV = /^(?:pcs|hhv|scv|gcv|gross\s*cv|gross|superior calorific value|higher heating value)$/i;

function normaliseLabel(label: string): string {
  return label
    .normalize('NFC')
    .replace(/²/g, '2')
    .replace(/³/g, '3')
    .replace(/[·×]/g, '.')
    .replace(/\s+/g, ' ')
    .trim();
}

function cleanQualifier(text: string): string | null {
  let q = text.trim();
  // Strip joining words and punctuation: "de poids net", "(net weight)", ", purchaser price", "of waste".
  for (let i = 0; i < 3; i += 1) {
    q = q
      .replace(/^[,;:\-–/]+\s*/, '')
      .replace(/^\((.*)\)$/, '$1')
      .replace(/^(?:(?:de|du|des|of)\s+|d['’]\s*)/i, '')
      .trim();
  }
  return q === '' ? null : q;
}

function splitEnergyBasis(qualifier: string | null): {
  qualifier: string | null;
  energyBasis: EnergyBasis | null;
} {
  if (qualifier === null) return { qualifier: null, energyBasis: null };
  if (LHV.test(qualifier)) return { qualifier: null, energyBasis: 'LHV' };
  if (HHV.test(qualifier)) return { qualifier: null, energyBasis: 'HHV' };
  return { qualifier, energyBasis: null };
}

function build(
  code: UnitCode,
  scale: number,
  qualifier: string | null,
  extra?: Partial<ParsedUnit>,
): ParsedUnit | null {
  // What is left after the unit is a qualifier; one with a slash is a rate ("kgH2/100km") that this parser cannot
  // express, and refusing it beats silently reading "kg".
  if (qualifier?.includes('/')) return null;
  const def = UNIT_DEFINITIONS[code];
  let q = qualifier;
  let energyBasis: EnergyBasis | null = null;
  if (def.family === 'energy') ({ qualifier: q, energyBasis } = splitEnergyBasis(qualifier));
  return {
    code,
    canonical: def.canonical,
    family: def.family,
    scale,
    canonicalPerUnit: scale * (def.inReference / UNIT_DEFINITIONS[def.canonical].inReference),
    qualifier: q,
    energyBasis,
    currency: def.currency ?? null,
    priceYear: null,
    ...extra,
  };
}

function parseMoney(text: string, scale: number): ParsedUnit | null {
  const m = MONEY.exec(text);
  if (!m?.groups) return null;
  const { yearBefore, yearAfter, prefix, currency = '', rest = '' } = m.groups;
  const c = currency.toLowerCase();
  const base: Currency =
    c === '€' || c.startsWith('eur')
      ? 'EUR'
      : c === '£' || c === 'gbp'
        ? 'GBP'
        : c.includes('cfp') || c === 'xpf'
          ? 'XPF'
          : 'USD';
  const multiplier = prefix?.toLowerCase() === 'k' ? 'k' : prefix ? 'M' : '';
  const code: UnitCode | null =
    multiplier === ''
      ? base
      : multiplier === 'k'
        ? base === 'EUR'
          ? 'kEUR'
          : base === 'USD'
            ? 'kUSD'
            : base === 'GBP'
              ? 'kGBP'
              : null
        : base === 'EUR'
          ? 'MEUR'
          : null;
  if (code === null) return null;
  const year = yearBefore ?? yearAfter;
  return build(code, scale, cleanQualifier(rest), { priceYear: year ? Number(year) : null });
}

/**
 * Parses the unit an activity is measured in, or the denominator of a factor: "kWh PCI", "litres", "tonne.km",
 * "p.km", "k€ HT", "m³", "nuit", "kg de poids net"… Returns null for anything it does not recognise rather than
 * guessing. A leading "per"/"par"/"/" and a leading multiplier ("100 feuilles A4") are understood.
 */
export function parseUnit(label: string): ParsedUnit | null {
  let text = normaliseLabel(label).replace(/^(?:\/|per\s+|par\s+)/i, '');
  if (text === '') return null;
  // Before the multiplier, because "2022 USD" is a price year, not 2022 dollars.
  const money = parseMoney(text, 1);
  if (money) return money;

  let scale = 1;
  const multiplier = /^(\d+(?:[.,]\d+)?)\s*(?=\p{L})/u.exec(text);
  if (multiplier?.[1]) {
    scale = Number(multiplier[1].replace(',', '.'));
    text = text.slice(multiplier[0].length);
    const scaledMoney = parseMoney(text, scale);
    if (scaledMoney) return scaledMoney;
  }

  if (COUNT_NOUN.test(text)) return build('unit', scale, cleanQualifier(text));

  for (const rule of TOKEN_RULES) {
    const m = rule.pattern.exec(text);
    if (!m) continue;
    const next = text.charAt(m[0].length);
    if (next !== '' && /\p{Ll}/u.test(next)) continue;
    const written = cleanQualifier(text.slice(m[0].length));
    const qualifier = rule.impliedQualifier
      ? written
        ? `${rule.impliedQualifier}, ${written}`
        : rule.impliedQualifier
      : written;
    return build(rule.code, scale, qualifier);
  }
  return null;
}

/**
 * Parses the unit of an emission factor written with its numerator, such as "kgCO2e/kWh", "kg CO2e/tonne",
 * "gCO2e/kWh", "kg CO2 eq/kg" or "kg CO2e per passenger.km". Returns null when the numerator is not a mass of
 * CO2-equivalent or the denominator is not recognised.
 */
export function parseFactorUnit(label: string): ParsedFactorUnit | null {
  const text = normaliseLabel(label);
  const m = NUMERATOR.exec(text);
  if (!m?.groups) return null;
  const mass = (m.groups.mass ?? '').toLowerCase();
  const numeratorKgCo2e = mass === 'g' ? 0.001 : mass === 't' ? 1000 : mass === 'mt' ? 1e9 : 1;
  const denominator = parseUnit(text.slice(m[0].length));
  return denominator ? { numeratorKgCo2e, denominator } : null;
}
