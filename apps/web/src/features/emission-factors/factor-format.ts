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
