import { formatEmissions } from '@carbon/i18n/format';
import type { AccountingCategoryDto } from '@carbon/contracts/ledger';
import { FUELS } from '@carbon/carbon/ledger';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';

/** kg CO2e below 1,000 kg, t CO2e from there, 2 decimals in the user's notation (UI.md). */
export function useEmissionsFormat(): (kgCo2e: number) => string {
  const locale = useLocale();
  return useCallback((kgCo2e: number) => formatEmissions(kgCo2e, locale), [locale]);
}

/** A category's name in the user's language, from the taxonomy the API serves; the key while it loads. */
export function useCategoryName(categories: readonly AccountingCategoryDto[] | undefined): (key: string) => string {
  const locale = useLocale();
  return useCallback(
    (key: string) => {
      const category = categories?.find((item) => item.key === key);
      if (!category) return key;
      return locale === 'fr' ? category.name_fr : category.name_en;
    },
    [categories, locale],
  );
}

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
