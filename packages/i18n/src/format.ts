import { intlLocale, type AppLocale } from './locale.ts';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: AppLocale, digits: number): Intl.NumberFormat {
  const key = `${locale}:${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** Numbers are shown with 2 decimals in the locale's format (SPEC section 9): 1,234.56 / 1 234,56. */
export function formatNumber(value: number, locale: AppLocale, digits = 2): string {
  return numberFormat(locale, digits).format(value);
}

/** A whole percentage from 0..100 in the locale's format: 100% in English, 100 % in French. */
export function formatPercent(value: number, locale: AppLocale): string {
  return new Intl.NumberFormat(intlLocale[locale], { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

export function formatInteger(value: number, locale: AppLocale): string {
  return numberFormat(locale, 0).format(value);
}

/** Emissions in kg CO2e below 1,000 kg, t CO2e from there (UI.md). */
export function formatEmissions(kgCo2e: number, locale: AppLocale): string {
  if (Math.abs(kgCo2e) >= 1000) return `${formatNumber(kgCo2e / 1000, locale)} t CO2e`;
  return `${formatNumber(kgCo2e, locale)} kg CO2e`;
}

// Building an Intl formatter costs far more than using one (it showed in server-rendered pages): one per locale and style.
const dateFormats = new Map<AppLocale, Intl.DateTimeFormat>();
const currencyFormats = new Map<string, Intl.NumberFormat>();

export function formatDate(value: Date | string, locale: AppLocale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

export function formatCurrency(value: number, currency: string, locale: AppLocale): string {
  const key = `${locale}:${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency });
    currencyFormats.set(key, format);
  }
  return format.format(value);
}
