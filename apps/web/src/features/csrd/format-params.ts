import type { RuleParams } from '@carbon/carbon/csrd';
import { formatDate } from '@carbon/i18n/format';
import { intlLocale, type AppLocale } from '@carbon/i18n/locale';

/**
 * Rule parameters arrive as bare numbers and ISO dates; the catalogs expect them written the reader's way.
 * The suffix of a parameter's name says what it is, so a year is never grouped ("2,027") and an amount
 * in euros gets the currency format.
 */
const YEAR_PARAMS = new Set(['year', 'firstYear', 'fromYear', 'toYear', 'lastYear', 'publishedIn', 'outOfScopeFromYear', 'formerFirstYear']);
const DATE_PARAMS = new Set(['date', 'deadline']);

export function formatRuleParams(params: RuleParams | undefined, locale: AppLocale): Record<string, string> {
  const formatted: Record<string, string> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    formatted[name] = formatRuleParam(name, value, locale);
  }
  return formatted;
}

/**
 * The formatted parameters as i18next options. They go under `replace` because an open record passed as
 * the options would type `context` as a string and make the typed `t` look up context variants.
 */
export function ruleInterpolation(params: RuleParams | undefined, locale: AppLocale): { replace: Record<string, string> } {
  return { replace: formatRuleParams(params, locale) };
}

function formatRuleParam(name: string, value: number | string, locale: AppLocale): string {
  if (typeof value === 'string') return DATE_PARAMS.has(name) ? formatLegalDate(value, locale) : value;
  if (YEAR_PARAMS.has(name)) return String(value);
  if (name.endsWith('Eur') && !name.endsWith('Meur')) {
    return new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value);
  }
  // Headcounts may be annual averages and turnovers are in millions: keep up to two decimals, no trailing zeros.
  return new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 2 }).format(value);
}

/** A date of the law: French writes the first day of a month "1er" ("1er janvier 2027"), which Intl does not. */
export function formatLegalDate(isoDate: string, locale: AppLocale): string {
  const formatted = formatDate(`${isoDate}T00:00:00`, locale);
  return locale === 'fr' ? formatted.replace(/^1(\s)/, '1er$1') : formatted;
}
