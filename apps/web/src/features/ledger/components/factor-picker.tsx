import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/errors';
import { factorUnitKey, formatFactorValue } from '@/lib/factor-value';
import { useDebouncedCommit } from '@/lib/use-debounced-commit';
import { useLocale } from '@/lib/use-locale';
import { factorChoicesQueryOptions } from '../api/ledger-queries';
import type { ChosenFactor } from '../entry-form';

export function factorHref(factorId: string): string {
  return `/ef-search?factor=${encodeURIComponent(factorId)}`;
}

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
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const headingId = useId();
  const errorId = useId();
  const [choosing, setChoosing] = useState(factor === null);
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useDebouncedCommit(query, setQuery);
  const choices = useQuery({ ...factorChoicesQueryOptions(query, locale, companyId), enabled: choosing && query.trim().length >= 2 });
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
        <div role="group" aria-labelledby={headingId} className="space-y-3 rounded-md border border-neutral-200 bg-neutral-50 p-3">
          <TextField
            label={t('ledger.form.factor_search')}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            hint={t('ledger.form.factor_search_hint')}
            autoComplete="off"
            onKeyDown={(event) => {
              // Enter searches; it must not submit the entry form.
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
          {query.trim().length >= 2 &&
            (choices.isError ? (
              <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void choices.refetch()}>
                {errorText(choices.error)}
              </InlineAlert>
            ) : !choices.data ? (
              <SkeletonBlock label={tCommon('status.loading')} />
            ) : choices.data.items.length === 0 ? (
              <p className="text-neutral-700">{t('ledger.form.factor_search_empty', { query: choices.data.query })}</p>
            ) : (
              <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200 bg-white" aria-busy={choices.isPlaceholderData || undefined}>
                {choices.data.items.map((item) => (
                  <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2">
                    <div className="min-w-0">
                      <p className="font-medium text-neutral-900">{item.name}</p>
                      <p className="text-neutral-700 tabular-nums">
                        {t('ledger.factor_value', { value: formatFactorValue(item.kg_co2e_per_unit, locale), unit: item.unit_label })} ·{' '}
                        {sourceName(item.source)}
                        {item.edition && ` ${item.edition}`}
                        {item.location && ` · ${item.location}`}
                      </p>
                    </div>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('ledger.form.use_factor_named', { name: item.name })}
                      onClick={() => {
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
                    >
                      {t('ledger.form.use_factor')}
                    </Button>
                  </li>
                ))}
              </ul>
            ))}
        </div>
      )}
    </div>
  );
}
