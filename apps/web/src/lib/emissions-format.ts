import type { AccountingCategoryDto } from '@carbon/contracts/ledger';
import { formatEmissions } from '@carbon/i18n/format';
import { useCallback } from 'react';
import { useLocale } from '@/lib/use-locale';

/** kg CO2e below 1,000 kg, t CO2e from there, 2 decimals in the user's notation (UI.md). */
export function useEmissionsFormat(): (kgCo2e: number) => string {
  const locale = useLocale();
  return useCallback((kgCo2e: number) => formatEmissions(kgCo2e, locale), [locale]);
}

/** A category's name in the user's language, from the taxonomy the API serves; the key while it loads. */
export function useCategoryName(
  categories: readonly AccountingCategoryDto[] | undefined,
): (key: string) => string {
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
