import { intlLocale, type AppLocale } from '@carbon/i18n/locale';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/use-locale';

/** The month names of the locale, January first (the solar production chart and its table). */
export function monthNames(locale: AppLocale, style: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(intlLocale[locale], { month: style, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2024, month, 1))));
}

/**
 * The key figures of a scenario in the user's words and notation (UI.md: 2 decimals, the locale's separators):
 * avoided emissions a year in t CO2e, money in EUR, the payback in years or infinite when there are no savings
 * (SPEC section 9), the cost per tonne avoided (none when nothing is avoided).
 */
export function useScenarioFigures() {
  const { t } = useTranslation('scenarios');
  const format = useFormatters();
  return useMemo(
    () => ({
      tonnesPerYear: (tonnes: number) => t('figures.tonnes_per_year', { value: format.number(tonnes) }),
      money: (eur: number) => format.currency(eur),
      /** null: no savings, never paid back. */
      payback: (years: number | null) =>
        years === null ? t('figures.payback_infinite') : t('figures.years', { count: years, value: format.number(years, 1) }),
      /** null: nothing avoided, no cost per tonne. */
      costPerTonne: (eur: number | null) =>
        eur === null ? t('figures.not_applicable') : t('figures.per_tonne', { value: format.currency(eur) }),
      kwh: (kwh: number) => t('figures.kwh', { value: format.number(kwh, 0) }),
      /** A percentage as the language writes it (4.5% / 4,5 %), with its decimals. */
      percentOf: (value: number, digits = 0) =>
        new Intl.NumberFormat(intlLocale[format.locale], { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value / 100),
      number: format.number,
      percent: format.percent,
    }),
    [t, format],
  );
}
