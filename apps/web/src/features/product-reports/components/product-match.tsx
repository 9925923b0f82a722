import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useErrorText } from '@/lib/errors';
import { useFormatters } from '@/lib/use-locale';
import { useProductMatch } from '../api/use-public-product-reports';

const linkClasses = 'font-medium text-accent-800 underline underline-offset-2';

/** /product-match: a free-text description (English or French) → the closest library items and published reports. */
export function ProductMatch() {
  const { t } = useTranslation('productReports');
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const state = useProductMatch(query, format.locale);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    setTooShort(trimmed.length < 2);
    setQuery(trimmed.length < 2 ? '' : trimmed);
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-semibold text-neutral-900">{t('match.heading')}</h1>
      <p className="mt-3 text-neutral-700">{t('match.intro')}</p>
      <form role="search" className="mt-6 flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
        <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm font-medium text-neutral-900">
          {t('match.label')}
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('match.placeholder')}
            aria-invalid={tooShort || undefined}
            aria-describedby={tooShort ? 'product-match-error' : undefined}
            className="rounded-md border border-neutral-300 px-3 py-2 font-normal"
          />
        </label>
        <button type="submit" className={buttonClasses('primary', 'md')}>
          {t('match.submit')}
        </button>
      </form>
      {tooShort ? (
        <p id="product-match-error" role="alert" className="mt-2 text-sm text-red-800">
          {t('match.too_short')}
        </p>
      ) : null}
      <div className="mt-8" aria-live="polite">
        {state.status === 'loading' ? <p className="text-neutral-700">{t('match.searching')}</p> : null}
        {state.status === 'error' ? (
          <InlineAlert title={errorText(state.error)} retryLabel={tCommon('actions.retry')} onRetry={state.retry} />
        ) : null}
        {state.status === 'success' && state.data.items.length === 0 ? <EmptyState title={t('match.none')} /> : null}
        {state.status === 'success' && state.data.items.length > 0 ? (
          <ul aria-label={t('match.results_caption')} className="divide-y divide-neutral-100 rounded-lg border border-neutral-200">
            {state.data.items.map((item, index) => (
              <li key={`${item.kind}:${item.slug ?? item.name}:${index}`} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3">
                <span className="flex-1">
                  <span className="block font-medium text-neutral-900">
                    {item.slug ? (
                      <Link to={`/product-reports/${item.slug}`} className={linkClasses}>
                        {item.name}
                      </Link>
                    ) : (
                      item.name
                    )}
                  </span>
                  <span className="block text-xs text-neutral-600">
                    {item.kind === 'report' ? t('match.kind_report') : t('match.kind_catalog_item')} · {item.category}
                    {item.company_name ? ` · ${item.company_name}` : ''}
                  </span>
                </span>
                <span className="font-medium text-neutral-900 tabular-nums">
                  {item.kg_co2e_per_unit === null
                    ? t('match.unknown_emissions')
                    : `${format.number(item.kg_co2e_per_unit, 3)} ${t('report.per_unit', { unit: item.unit })}`}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
