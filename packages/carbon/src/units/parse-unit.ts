/**
 * A parser for the many spellings of units found in the open datasets and in user input ("kWh PCI", "tonne.km",
 * "k€ HT", "kgCO2e/kWh"…). It refuses what it does not recognise rather than guessing. Pure functions, no I/O.
 */
import { unitDefinition, type CanonicalUnit, type Currency, type UnitCode, type UnitFamily } from './units.ts';

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
  const def = unitDefinition(code);
  let q = qualifier;
  let energyBasis: EnergyBasis | null = null;
  if (def.family === 'energy') ({ qualifier: q, energyBasis } = splitEnergyBasis(qualifier));
  return {
    code,
    canonical: def.canonical,
    family: def.family,
    scale,
    canonicalPerUnit: scale * (def.inReference / unitDefinition(def.canonical).inReference),
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
