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
