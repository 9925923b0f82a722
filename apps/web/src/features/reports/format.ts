import { intlLocale, type AppLocale } from '@carbon/i18n/locale';

/**
 * A file's size in the reader's units and notation: "12.4 kB" in English, "12,4 ko" in French (octets), with one
 * decimal from a kilobyte up. Powers of 1,000, as the browsers' download panels count.
 */
export function formatFileSize(bytes: number, locale: AppLocale): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1000 && index < units.length - 1) {
    value /= 1000;
    index += 1;
  }
  return new Intl.NumberFormat(intlLocale[locale], {
    style: 'unit',
    unit: units[index],
    unitDisplay: index === 0 ? 'long' : 'short',
    maximumFractionDigits: index === 0 ? 0 : 1,
  }).format(value);
}

/** When a report was made: the day and the minute, in the reader's calendar and clock (several a day are common). */
export function formatDateTime(value: string, locale: AppLocale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}
