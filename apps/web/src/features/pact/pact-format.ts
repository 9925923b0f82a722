import { intlLocale, type AppLocale } from '@carbon/i18n/locale';
import { formatFactorValue } from '@/lib/factor-value';

/**
 * A PACT figure (a decimal string, as the supplier wrote it) in the locale's format with the factor screens' rule of
 * 4 significant figures; a text that is not a number is shown as received rather than as "NaN".
 */
export function formatPactValue(value: string, locale: AppLocale): string {
  const number = Number(value);
  return Number.isFinite(number) ? formatFactorValue(number, locale) : value;
}

const changeFormats = new Map<AppLocale, Intl.NumberFormat>();

/** A change in percent with its sign and one decimal: "+12.5%", "−3,2 %". */
export function formatChangePercent(percent: number, locale: AppLocale): string {
  let format = changeFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale], {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    changeFormats.set(locale, format);
  }
  return format.format(percent / 100);
}

const dayFormats = new Map<AppLocale, Intl.DateTimeFormat>();

/** A PACT timestamp as a day, read in UTC: a reference period starting 2025-01-01T00:00:00Z stays 1 January 2025. */
export function formatPactDay(iso: string, locale: AppLocale): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/**
 * The last day of a PACT period: its end is exclusive (a reference period of 2025 ends 2026-01-01T00:00:00Z), so
 * the day shown is the one before an end at midnight UTC, and a reader sees 1 Jan 2025 – 31 Dec 2025.
 */
export function formatPactPeriodEnd(iso: string, locale: AppLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const atMidnight = date.getUTCHours() === 0 && date.getUTCMinutes() === 0 && date.getUTCSeconds() === 0;
  return formatPactDay(atMidnight ? new Date(date.getTime() - 1).toISOString() : iso, locale);
}

/** The `pact` catalog key of a factor unit ("t.km" → "t_km"). */
export function factorUnitKey(unit: string): string {
  return unit.replaceAll('.', '_');
}
