import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { factorHref, FactorSearchPanel } from '@/components/factors/factor-search-panel';
import { Button } from '@/components/ui/button';
import { factorUnitKey, formatFactorValue } from '@/lib/factor-value';
import { useLocale } from '@/lib/use-locale';
import { factorChoicesQueryOptions } from '../api/ledger-queries';
import type { ChosenFactor } from '../entry-form';

interface FactorPickerProps {
  companyId: string;
  factor: ChosenFactor | null;
  /** The field's message, already in words. */
  error?: string | undefined;
  onChange: (factor: ChosenFactor) => void;
}

/** The emission factor of an entry, chosen through the factor search (the same search as /ef-search). */
export function FactorPicker({ companyId, factor, error, onChange }: FactorPickerProps) {
  const { t } = useTranslation('app');
  const { t: tFactors } = useTranslation('factors');
  const locale = useLocale();
  const headingId = useId();
  const errorId = useId();
  const [choosing, setChoosing] = useState(factor === null);
  const sourceName = (source: string) => tFactors(`sources.${source}` as 'sources.company', { defaultValue: source });
  const unitName = (unit: string) => tFactors(`units.${factorUnitKey(unit)}` as 'units.kg', { defaultValue: unit });

  return (
    <div className="space-y-2 text-sm sm:col-span-2" aria-describedby={error ? errorId : undefined}>
      <p id={headingId} className="font-medium text-neutral-800">
        {t('ledger.form.factor')}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </p>
      {factor ? (
        <div>
          <Link to={factorHref(factor.id)} className="font-medium text-accent-800 underline underline-offset-2" target="_blank">
            {factor.name}
          </Link>
          <p className="text-neutral-700 tabular-nums">
            {t('ledger.factor_value', { value: formatFactorValue(factor.kgCo2ePerUnit, locale), unit: unitName(factor.unit) })} ·{' '}
            {sourceName(factor.source)}
            {factor.version && ` ${factor.version}`}
          </p>
        </div>
      ) : (
        <p className="text-neutral-600">{t('ledger.form.no_factor')}</p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      {factor && (
        <Button variant="secondary" size="sm" aria-expanded={choosing} onClick={() => setChoosing((open) => !open)}>
          {t('ledger.form.change_factor')}
        </Button>
      )}
      {choosing && (
        <FactorSearchPanel
          labelledBy={headingId}
          searchOptions={(query) => factorChoicesQueryOptions(query, locale, companyId)}
          texts={{
            searchLabel: t('ledger.form.factor_search'),
            searchHint: t('ledger.form.factor_search_hint'),
            empty: (query) => t('ledger.form.factor_search_empty', { query }),
            use: t('ledger.form.use_factor'),
            useNamed: (name) => t('ledger.form.use_factor_named', { name }),
          }}
          summary={(item) => (
            <>
              {t('ledger.factor_value', { value: formatFactorValue(item.kg_co2e_per_unit, locale), unit: item.unit_label })} ·{' '}
              {sourceName(item.source)}
              {item.edition && ` ${item.edition}`}
              {item.location && ` · ${item.location}`}
            </>
          )}
          onPick={(item) => {
            onChange({
              id: item.id,
              name: item.name,
              source: item.source,
              version: item.edition ?? item.dataset_version,
              unit: item.unit,
              kgCo2ePerUnit: item.kg_co2e_per_unit,
            });
            setChoosing(false);
          }}
        />
      )}
    </div>
  );
}
