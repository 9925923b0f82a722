import type { FactorSummary, FactorUnit } from '@carbon/contracts/emission-factors';
import { useTranslation } from 'react-i18next';
import { factorUnitKey } from '@/lib/factor-value';
import { countryName } from '@/lib/regions';
import { useLocale } from '@/lib/use-locale';
import { isNamedRegion } from '../factor-format';

/** A dash for an absent value, read out as "Not provided". */
export function MissingValue() {
  const { t } = useTranslation();
  return (
    <span className="text-neutral-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('status.not_provided')}</span>
    </span>
  );
}

/** A canonical unit as people write it in each language (t·km, passager·km, nuit…). */
export function UnitLabel({ unit }: { unit: FactorUnit }) {
  const { t } = useTranslation('factors');
  return <>{t(`units.${factorUnitKey(unit)}`)}</>;
}

export function useUnitLabel(): (unit: FactorUnit) => string {
  const { t } = useTranslation('factors');
  return (unit) => t(`units.${factorUnitKey(unit)}`);
}

/**
 * Where a factor applies: the API's place name in the interface language, else the country's name,
 * else the name of a multi-country area, else its code as published.
 */
export function FactorLocation({ factor }: { factor: Pick<FactorSummary, 'location' | 'country_code' | 'region_code'> }) {
  const { t } = useTranslation('factors');
  const locale = useLocale();
  if (factor.location) return <>{factor.location}</>;
  if (factor.country_code) return <>{countryName(factor.country_code, locale)}</>;
  if (factor.region_code) return <>{isNamedRegion(factor.region_code) ? t(`regions.${factor.region_code}`) : factor.region_code}</>;
  return <MissingValue />;
}
