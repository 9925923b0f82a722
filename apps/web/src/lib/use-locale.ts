import { formatCurrency, formatDate, formatInteger, formatNumber, formatPercent } from '@carbon/i18n/format';
import { isAppLocale, type AppLocale } from '@carbon/i18n/locale';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useLocale(): AppLocale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isAppLocale(language) ? language : 'en';
}

/** Number and date formatting bound to the current language (packages/i18n/src/format.ts). */
export function useFormatters() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      number: (value: number, digits?: number) => formatNumber(value, locale, digits),
      integer: (value: number) => formatInteger(value, locale),
      percent: (value: number) => formatPercent(value, locale),
      date: (value: Date | string) => formatDate(value, locale),
      currency: (value: number, currency = 'EUR') => formatCurrency(value, currency, locale),
    }),
    [locale],
  );
}
