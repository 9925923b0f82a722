import type { CatalogUnit } from '@carbon/contracts/product-catalog';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { factorHref, FactorSearchPanel } from '@/components/factors/factor-search-panel';
import { Button } from '@/components/ui/button';
import { factorUnitKey, formatFactorValue } from '@/lib/factor-value';
import { useLocale } from '@/lib/use-locale';
import { factorChoicesQueryOptions, linkedFactorQueryOptions, unitFamilyOfCatalogUnit } from '../api/catalog-queries';

const linkClasses = 'font-medium text-accent-800 underline underline-offset-2';

/** The emission factor an item is linked to, named, with its value and source, and a way to open it. */
function LinkedFactorSummary({ factorId }: { factorId: string }) {
  const { t } = useTranslation('catalog');
  const { t: tFactors } = useTranslation('factors');
  const locale = useLocale();
  const factor = useQuery(linkedFactorQueryOptions(factorId, locale));
  const href = factorHref(factorId);
  if (!factor.data) {
    return (
      <Link to={href} className={linkClasses}>
        {t('form.view_factor')}
      </Link>
    );
  }
  const data = factor.data;
  return (
    <div>
      <Link to={href} className={linkClasses}>
        {data.name}
      </Link>
      <p className="text-neutral-700 tabular-nums">
        {t('form.factor_summary', {
          value: formatFactorValue(data.kg_co2e_per_unit, locale),
          unit: tFactors(`units.${factorUnitKey(data.unit)}`),
          source: tFactors(`sources.${data.source}`),
        })}
      </p>
    </div>
  );
}

interface FactorLinkProps {
  factorId: string | null;
  unit: CatalogUnit;
  companyId: string;
  readOnly: boolean;
  onChange: (factorId: string | null) => void;
}

/**
 * Links a catalog item to a library (or company) factor: the API then takes the item's emission
 * from it, converted to the item's unit, when the emission field is left empty.
 */
export function FactorLink({ factorId, unit, companyId, readOnly, onChange }: FactorLinkProps) {
  const { t } = useTranslation('catalog');
  const { t: tFactors } = useTranslation('factors');
  const locale = useLocale();
  const headingId = useId();
  const [choosing, setChoosing] = useState(false);

  return (
    <div className="space-y-2 text-sm sm:col-span-2">
      <p id={headingId} className="font-medium text-neutral-800">
        {t('form.fields.emission_factor')}
      </p>
      {factorId ? <LinkedFactorSummary factorId={factorId} /> : <p className="text-neutral-600">{t('form.no_factor')}</p>}
      {!readOnly && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" aria-expanded={choosing} onClick={() => setChoosing((open) => !open)}>
            {factorId ? t('form.change_factor') : t('form.link_factor')}
          </Button>
          {factorId && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              {t('form.unlink_factor')}
            </Button>
          )}
        </div>
      )}
      {!readOnly && choosing && (
        <FactorSearchPanel
          labelledBy={headingId}
          searchOptions={(query) => factorChoicesQueryOptions(query, unit, locale, companyId)}
          texts={{
            searchLabel: t('form.factor_search_label'),
            searchHint: t('form.factor_search_hint', { family: tFactors(`unit_families.${unitFamilyOfCatalogUnit[unit]}`) }),
            empty: (query) => t('form.factor_search_empty', { query }),
            use: t('form.use_factor'),
            useNamed: (name) => t('form.use_factor_named', { name }),
          }}
          summary={(factor) => (
            <>
              {t('form.factor_summary', {
                value: formatFactorValue(factor.kg_co2e_per_unit, locale),
                unit: tFactors(`units.${factorUnitKey(factor.unit)}`),
                source: tFactors(`sources.${factor.source}`),
              })}
              {factor.year !== null && ` · ${factor.year}`}
            </>
          )}
          onPick={(factor) => {
            onChange(factor.id);
            setChoosing(false);
          }}
        />
      )}
    </div>
  );
}
