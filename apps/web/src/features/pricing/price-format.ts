import { intlLocale, type AppLocale } from '@carbon/i18n/locale';

/** Euros from cents: whole amounts without decimals ("39 €", "€390"), others to the cent ("€32.50"). */
export function formatEuros(cents: number, locale: AppLocale): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(intlLocale[locale], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
