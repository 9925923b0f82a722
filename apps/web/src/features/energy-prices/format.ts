import type { EnergyPrice } from '@carbon/contracts/energy-prices';
import { intlLocale } from '@carbon/i18n/locale';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/lib/regions';
import { useLocale } from '@/lib/use-locale';
import { INVALID_NUMBERS } from './price-forms';
import { useFieldErrorText } from '@/lib/errors';

/**
 * Prices and emissions per kWh are small numbers: the fixed 2 decimals of amounts would show 0.23435 EUR/kWh as
 * 0.23. They are shown with 4 significant digits (0.2344, 0.05631), in the user's notation.
 */
export function usePerKwhFormat() {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(intlLocale[locale], { maximumSignificantDigits: 4 });
    return {
      perKwh: (value: number) => format.format(value),
      country: (code: string | null) => (code ? countryName(code, locale) : ''),
    };
  }, [locale]);
}

/** Field messages of the price forms: the contracts' keys, and this screen's "Please enter valid numbers". */
export function usePriceFieldError(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('app');
  const fieldError = useFieldErrorText();
  return (message) => (message === INVALID_NUMBERS ? t('prices.invalid_numbers') : fieldError(message));
}

type Reference = NonNullable<EnergyPrice['reference']>;

/**
 * The API words a default's band, taxes and period in English (apps/api/src/modules/energy-prices/
 * energy-prices.mapper.ts); the ones it writes today are put in the user's language, anything else is shown as given.
 */
export function useReferenceText() {
  const { t } = useTranslation('app');
  return (reference: Reference) => {
    const period = /^(\d{4})-S1, \1-S2 \(mean\)$/.exec(reference.period);
    return {
      band:
        reference.consumption_band === 'IC (500–1,999 MWh a year)'
          ? t('prices.reference.band_ic')
          : reference.consumption_band === 'I3 (10,000–99,999 GJ a year)'
            ? t('prices.reference.band_i3')
            : reference.consumption_band,
      taxes:
        reference.taxes === 'excluding VAT and other recoverable taxes and levies'
          ? t('prices.reference.taxes_x_vat')
          : reference.taxes,
      period: period ? t('prices.reference.period_mean', { year: period[1] }) : reference.period,
    };
  };
}
