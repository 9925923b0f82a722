import type { FactorSource, FactorSummary, FactorUnit } from '@carbon/contracts/emission-factors';
import type { AppLocale } from '@carbon/i18n/locale';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { factorUnitKey } from '@/lib/factor-value';
import { countryName } from '@/lib/regions';
import { useLocale } from '@/lib/use-locale';
import { categoryKey, isNamedRegion, splitDatasetPeriod } from '../factor-format';

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

/**
 * A badge that tells a factor apart from a current look-alike: expired (past its source's end of
 * validity), archived (withdrawn by its publisher) or an older edition. Words, not only colour.
 */
export function ValidityBadge({ kind }: { kind: 'expired' | 'archived' | 'older_edition' }) {
  const { t } = useTranslation('factors');
  return (
    <span className={cn('rounded px-1.5 py-0.5 text-xs font-medium', kind === 'expired' ? 'bg-amber-100 text-amber-900' : 'bg-neutral-100 text-neutral-700')}>
      {kind === 'older_edition' ? t('results.older_edition') : t(`results.validity.${kind}`)}
    </span>
  );
}

/** A dataset's version, with the period it covers said in the interface language ("years 1990–2025"). */
export function DatasetVersion({ version }: { version: string }) {
  const { t } = useTranslation('factors');
  const { name, period } = splitDatasetPeriod(version);
  return <>{period ? t('detail.dataset_period', { name, from: period.from, to: period.to }) : name}</>;
}

/**
 * A factor's category path in the interface language. Sources publish their categories in one
 * language (ADEME and AGRIBALYSE in French, DESNZ and USEEIO in English); the `factors` catalog
 * names every level the importer reads in both (categories, checked by category-translations.test.ts).
 * A level it does not name (a company's own factor, a new dataset) is shown as published,
 * marked with its language for screen readers.
 */
export function CategoryPath({ source, path }: { source: FactorSource; path: string[] }) {
  const { t, i18n } = useTranslation('factors');
  const locale = useLocale();
  const published = CATEGORY_LANGUAGE[source];
  return (
    <ol className="flex flex-wrap items-center gap-1 text-xs text-neutral-600">
      {path.map((part, index) => {
        const key = `categories.${categoryKey(part)}`;
        const named = i18n.exists(key, { ns: 'factors' });
        return (
          <li key={`${index}-${part}`} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">›</span>}
            {named ? (
              t(key as 'categories.fuels')
            ) : (
              <span lang={published && published !== locale ? published : undefined}>{part}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The language each source writes its categories in (null: either, as a company writes its own). */
const CATEGORY_LANGUAGE: Record<FactorSource, AppLocale | null> = {
  'ademe-base-carbone': 'fr',
  agribalyse: 'fr',
  'uk-desnz': 'en',
  'us-epa-useeio': 'en',
  'owid-grid-intensity': null,
  company: null,
};
