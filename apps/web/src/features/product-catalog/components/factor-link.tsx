import type { CatalogUnit } from '@carbon/contracts/product-catalog';
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
import { factorChoicesQueryOptions, linkedFactorQueryOptions, unitFamilyOfCatalogUnit } from '../api/catalog-queries';

const linkClasses = 'font-medium text-accent-800 underline underline-offset-2';

/** The emission factor an item is linked to, named, with its value and source, and a way to open it. */
function LinkedFactorSummary({ factorId }: { factorId: string }) {
  const { t } = useTranslation('catalog');
  const { t: tFactors } = useTranslation('factors');
  const locale = useLocale();
  const factor = useQuery(linkedFactorQueryOptions(factorId, locale));
  const href = `/ef-search?factor=${encodeURIComponent(factorId)}`;
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
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const headingId = useId();
  const [choosing, setChoosing] = useState(false);
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useDebouncedCommit(query, setQuery);
  const choices = useQuery({ ...factorChoicesQueryOptions(query, unit, locale, companyId), enabled: choosing && query.trim().length >= 2 });

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
        <div role="group" aria-labelledby={headingId} className="space-y-3 rounded-md border border-neutral-200 bg-neutral-50 p-3">
          <TextField
            label={t('form.factor_search_label')}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            hint={t('form.factor_search_hint', { family: tFactors(`unit_families.${unitFamilyOfCatalogUnit[unit]}`) })}
            autoComplete="off"
            onKeyDown={(event) => {
              // Enter searches; it must not submit the whole item form.
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
              <p className="text-neutral-700">{t('form.factor_search_empty', { query: choices.data.query })}</p>
            ) : (
              <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200 bg-white" aria-busy={choices.isPlaceholderData || undefined}>
                {choices.data.items.map((factor) => (
                  <li key={factor.id} className="flex items-center justify-between gap-3 px-3 py-2">
                    <div className="min-w-0">
                      <p className="font-medium text-neutral-900">{factor.name}</p>
                      <p className="text-neutral-700 tabular-nums">
                        {t('form.factor_summary', {
                          value: formatFactorValue(factor.kg_co2e_per_unit, locale),
                          unit: tFactors(`units.${factorUnitKey(factor.unit)}`),
                          source: tFactors(`sources.${factor.source}`),
                        })}
                        {factor.year !== null && ` · ${factor.year}`}
                      </p>
                    </div>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('form.use_factor_named', { name: factor.name })}
                      onClick={() => {
                        onChange(factor.id);
                        setChoosing(false);
                      }}
                    >
                      {t('form.use_factor')}
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
