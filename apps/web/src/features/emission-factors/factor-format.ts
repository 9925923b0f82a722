import type { FactorSummary } from '@carbon/contracts/emission-factors';
import { intlLocale, type AppLocale } from '@carbon/i18n/locale';

/** A 0..1 relevance score as a whole percentage. */
export function relevancePercent(score: number): number {
  return Math.round(Math.min(1, Math.max(0, score)) * 100);
}

/**
 * The language a factor's name is published in when it differs from the interface's: the name is
 * then the publisher's own, not a translation, and the screen says so (and marks it with `lang`).
 */
export function nameOnlyIn(nameLanguages: FactorSummary['name_languages'], locale: AppLocale): AppLocale | null {
  if (nameLanguages === 'fr+en') return null;
  return nameLanguages === locale ? null : nameLanguages;
}

/** Multi-country areas that have a name of their own in the interface (others show the API's text or code). */
export const NAMED_REGIONS = ['WORLD', 'EUROPE', 'EU27'] as const;
export type NamedRegion = (typeof NAMED_REGIONS)[number];

export function isNamedRegion(code: string): code is NamedRegion {
  return (NAMED_REGIONS as readonly string[]).includes(code);
}

const publishedFormats = new Map<AppLocale, Intl.NumberFormat>();

/** The value exactly as the publisher wrote it (up to 8 significant digits), so it can be checked against the source. */
export function formatPublishedValue(value: number, locale: AppLocale): string {
  let format = publishedFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale], { maximumSignificantDigits: 8 });
    publishedFormats.set(locale, format);
  }
  return format.format(value);
}

const dateFormats = new Map<AppLocale, Intl.DateTimeFormat>();

/**
 * A factor's date (an ISO day such as a validity's end) in the locale's long form: "1 December 2025",
 * "1er décembre 2025". French writes the first day of a month as an ordinal, which Intl does not.
 * Read as a calendar day in UTC, so that "2025-12-01" never shows as 30 November west of Greenwich.
 */
export function formatFactorDate(isoDate: string, locale: AppLocale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  if (locale !== 'fr') return format.format(date);
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'day' && Number(part.value) === 1 ? '1er' : part.value))
    .join('');
}

/**
 * A dataset version that ends with the period it covers, as the grid intensity dataset's does
 * ("OWID 2025 (Ember 2025; Energy Institute 2024), years 1990–2025"): the period is returned apart,
 * so the screen can say it in the interface language; other versions are returned whole.
 */
export function splitDatasetPeriod(version: string): { name: string; period: { from: number; to: number } | null } {
  const match = /^(.*?),?\s+years\s+(\d{4})\s*[–-]\s*(\d{4})$/.exec(version);
  if (!match) return { name: version, period: null };
  return { name: match[1]!, period: { from: Number(match[2]), to: Number(match[3]) } };
}

/**
 * DESNZ publishes its units in the plural ("tonnes", "litres", "Room per night"), which reads wrong
 * after "per" ("kg CO2e per tonnes"). These are the units its kg CO2e rows use; each has a singular
 * name in the `factors` catalog (published_units), as has the piece of company factors. Others are shown as
 * published.
 */
export const PUBLISHED_UNIT_KEYS = {
  km: 'km',
  miles: 'miles',
  tonnes: 'tonnes',
  kg: 'kg',
  'tonne.km': 'tonne_km',
  'passenger.km': 'passenger_km',
  litres: 'litres',
  'kWh (Net CV)': 'kwh_net_cv',
  'kWh (Gross CV)': 'kwh_gross_cv',
  'Room per night': 'room_night',
  GJ: 'gj',
  kWh: 'kwh',
  'cubic metres': 'cubic_metres',
  'per FTE Working Hour': 'fte_working_hour',
  'million litres': 'million_litres',
  // A company factor per piece (its own, or a supplier's PACT footprint per piece).
  unit: 'unit',
} as const;
export type PublishedUnitKey = (typeof PUBLISHED_UNIT_KEYS)[keyof typeof PUBLISHED_UNIT_KEYS];

export function publishedUnitKey(unitRaw: string): PublishedUnitKey | null {
  return Object.hasOwn(PUBLISHED_UNIT_KEYS, unitRaw) ? PUBLISHED_UNIT_KEYS[unitRaw as keyof typeof PUBLISHED_UNIT_KEYS] : null;
}

/** A part's share of the factor's total, 0..100, or null when the total is zero. */
export function partShare(part: number, total: number): number | null {
  return total === 0 ? null : (part / total) * 100;
}

/**
 * ADEME names the parts of its factors ("postes") by type, in French only ("Amont", "Combustion à la
 * centrale"…): each type has a name in the `factors` catalog (detail.component_kinds). Others are
 * shown as published.
 */
export const COMPONENT_KIND_KEYS = {
  Amont: 'upstream',
  Combustion: 'combustion',
  Fabrication: 'manufacturing',
  'Combustion à la centrale': 'combustion_at_plant',
  'Transport et distribution': 'transmission_distribution',
  Energie: 'energy',
  Transport: 'transport',
  'Emissions fugitives': 'fugitive',
  Intrants: 'inputs',
  Collecte: 'collection',
  Traitement: 'treatment',
  Incinération: 'incineration',
  Fuites: 'leaks',
  'Carburant (amont/combustion)': 'fuel',
  Autre: 'other',
  Amortissement: 'depreciation',
} as const;
export type ComponentKindKey = (typeof COMPONENT_KIND_KEYS)[keyof typeof COMPONENT_KIND_KEYS];

export function componentKindKey(kind: string): ComponentKindKey | null {
  return Object.hasOwn(COMPONENT_KIND_KEYS, kind) ? COMPONENT_KIND_KEYS[kind as keyof typeof COMPONENT_KIND_KEYS] : null;
}

/**
 * The `factors` catalog key of a category as a source publishes it (categories.<key>): the text in
 * lower case, without accents, words joined by "-" ("Process et émissions fugitives" →
 * "process-et-emissions-fugitives"): catalog keys cannot hold dots, and an underscore would read
 * "Refrigerant & other" as the plural form "other" of a key "refrigerant".
 */
export function categoryKey(category: string): string {
  return category
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
