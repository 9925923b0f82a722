import { intlLocale, type AppLocale } from '@carbon/i18n/locale';

/**
 * A post's calendar date (YYYY-MM-DD) in the reader's language. Formatted in UTC so the day never
 * shifts with the reader's time zone, and the prerendered page and the browser print the same text.
 */
export function formatPostDate(date: string, locale: AppLocale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
