import type { CatalogSearchItem } from '@carbon/contracts/product-catalog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useErrorText } from '@/lib/errors';
import { formatFactorValue } from '@/lib/factor-value';
import { useDebouncedCommit } from '@/lib/use-debounced-commit';
import { useFormatters, useLocale } from '@/lib/use-locale';
import { PACKAGING_SEARCH_MIN_LENGTH, packagingCatalogQueryOptions } from '../api/packaging-queries';
import { itemWeightKg } from '../packaging-form';

/** The packaging items of the product catalog, searched by text (2 characters at least); one is picked to prefill a line. */
export function PackagingSearch({ companyId, onPick }: { companyId: string; onPick: (item: CatalogSearchItem) => void }) {
  const { t } = useTranslation('packaging');
  const locale = useLocale();
  const format = useFormatters();
  const errorText = useErrorText();
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useDebouncedCommit(query, setQuery);
  const results = useQuery(packagingCatalogQueryOptions(query, locale, companyId));
  const tooShort = draft.trim().length < PACKAGING_SEARCH_MIN_LENGTH;

  return (
    <section className="space-y-3" aria-label={t('search.results')}>
      <TextField
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        hint={tooShort ? t('search.min_chars') : undefined}
        value={draft}
        type="search"
        onChange={(event) => setDraft(event.target.value)}
      />
      {!tooShort && results.isError && <InlineAlert>{errorText(results.error)}</InlineAlert>}
      {!tooShort && results.isPending && <p className="text-sm text-neutral-600">{t('search.loading')}</p>}
      {!tooShort && results.data && results.data.length === 0 && <p className="text-sm text-neutral-700">{t('search.none')}</p>}
      {!tooShort && results.data && results.data.length > 0 && (
        <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200">
          {results.data.map((item) => {
            const weight = itemWeightKg(item);
            const facts = [
              item.size_label ?? item.size,
              weight !== null ? `${format.number(weight)} kg` : null,
              item.material_type,
              item.recyclable === null ? null : t('search.recyclable', { value: item.recyclable ? t('yes') : t('no') }),

              item.region,
              item.price_per_unit !== null ? `${format.currency(item.price_per_unit, item.currency)} / ${item.unit}` : null,
              item.emission_per_unit !== null ? `${formatFactorValue(item.emission_per_unit, locale)} kg CO2e / ${item.unit}` : null,
            ].filter(Boolean);
            return (
              <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <div>
                  <span className="block font-medium text-neutral-900">{item.name}</span>
                  <span className="block text-xs text-neutral-600">{facts.join(' · ')}</span>
                </div>
                <Button variant="secondary" size="sm" aria-label={`${t('search.use')} ${item.name}`} onClick={() => onPick(item)}>
                  {t('search.use')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
