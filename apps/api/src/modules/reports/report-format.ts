import { intlLocale, type AppLocale } from '@carbon/i18n/locale';

/**
 * Numbers and dates as the documents print them, in the report's language (SPEC section 9): 1,234.567 in English,
 * 1 234,567 in French with U+202F between the thousands (the embedded font has the glyph). Formats are built once.
 */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: AppLocale, digits: number): Intl.NumberFormat {
  const key = `${locale}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    // No sign on a figure that rounds to zero ("-0,0" otherwise).
    format = new Intl.NumberFormat(intlLocale[locale], { minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay: 'negative' });
    formats.set(key, format);
  }
  return format;
}

/** Negative figures with the minus sign U+2212, as the screens print them (Intl writes a hyphen-minus). */
function formatNumber(value: number, locale: AppLocale, digits: number): string {
  const text = numberFormat(locale, digits).format(value);
  return text.startsWith('-') ? `\u2212${text.slice(1)}` : text;
}

export function formatFixed(value: number, locale: AppLocale, digits: number): string {
  return formatNumber(value, locale, digits);
}

/** Tonnes with three decimals: the kilogram stays visible, so a total reads the same as the inventory's. */
export function formatTonnes(kg: number, locale: AppLocale): string {
  return formatNumber(kg / 1000, locale, 3);
}

export function formatKg(kg: number, locale: AppLocale): string {
  return formatNumber(kg, locale, 0);
}

/** A factor or a quantity: up to 6 significant decimals, never in exponent notation. */
export function formatQuantity(value: number, locale: AppLocale): string {
  const digits = Math.abs(value) >= 100 ? 2 : Math.abs(value) >= 1 ? 3 : 6;
  return formatNumber(value, locale, digits).replace(/([.,]\d*?)0+$/, '$1').replace(/[.,]$/, '');
}

export function formatPercentValue(percent: number, locale: AppLocale, digits = 1): string {
  return `${formatNumber(percent, locale, digits)}${locale === 'fr' ? '\u202f%' : '%'}`;
}

export function formatLongDate(iso: string, locale: AppLocale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** `Demo Industries SAS` → `demo-industries-sas`: the company's part of a file name. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'company';
}
