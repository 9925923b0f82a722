import { FUELS } from '@carbon/carbon/ledger';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';

// Shared with the analytics screen: written once in lib/.
export { useCategoryName, useEmissionsFormat } from '@/lib/emissions-format';

export function useFuelName(): (key: unknown) => string | null {
  const locale = useLocale();
  return useCallback(
    (key: unknown) => {
      if (typeof key !== 'string') return null;
      const fuel = FUELS[key];
      if (!fuel) return key;
      return locale === 'fr' ? fuel.nameFr : fuel.nameEn;
    },
    [locale],
  );
}

/** A unit code in words ("m3" → "m³"), through the ledger's and the factor screen's catalogs. */
export function useUnitName(): (code: string) => string {
  const { t } = useTranslation('app');
  const { t: tFactors } = useTranslation('factors');
  return useCallback(
    (code: string) =>
      t(`ledger.units.${code.replaceAll('.', '_')}` as 'ledger.units.kg', {
        defaultValue: tFactors(`units.${code.replaceAll('.', '_')}` as 'units.kg', { defaultValue: code }),
      }),
    [t, tFactors],
  );
}
