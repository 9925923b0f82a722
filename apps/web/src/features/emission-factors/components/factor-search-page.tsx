import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useErrorText } from '@/lib/errors';
import { useFormatters } from '@/lib/use-locale';
import { factorSourcesQueryOptions, searchFactorsQueryOptions } from '../api/factor-queries';
import { hasFilters, readSearchState, toSearchRequest, writeSearchState, type FactorSearchState } from '../search-state';
import { FactorDetailPanel } from './factor-detail';
import { FactorResultsSkeleton, FactorResultsTable } from './factor-results-table';
import { FactorSearchControls, type SearchPatch } from './factor-search-controls';

/** Searches people start with; one click fills the field (in the interface language). */
const EXAMPLES = ['electricity', 'diesel', 'flight', 'steel', 'wheat'] as const;

interface FactorSearchPageProps {
  /** The current company: its own factors are searched beside the library's. */
  companyId: string | null;
}

/** /ef-search: the emission factor library, searched by name with filters; its state lives in the URL. */
export function FactorSearchPage({ companyId }: FactorSearchPageProps) {
  const { t } = useTranslation('factors');
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params), [params]);

  const update = useCallback(
    (patch: Partial<FactorSearchState>) =>
      // Typing and filtering replace the history entry: Back leaves the screen rather than undoing letters.
      setParams((current) => writeSearchState({ ...readSearchState(current), ...patch }), { replace: true }),
    [setParams],
  );
  const onChange = useCallback((patch: SearchPatch) => update(patch), [update]);

  const [typing, setTyping] = useState(false);
  const request = toSearchRequest(state, format.locale, companyId);
  const search = useQuery(searchFactorsQueryOptions(request));
  // The results on screen answer an older query: the user is still typing, or the new answer is on its way.
  const stale = request !== null && (typing || search.isPlaceholderData);
  const sources = useQuery({ ...factorSourcesQueryOptions(), enabled: request === null });
  const libraryTotal = search.data?.library_total ?? sources.data?.total;

  let results;
  if (request === null) {
    results = (
      <EmptyState
        title={t('search.start_title')}
        action={
          <ul className="flex flex-wrap justify-center gap-2" aria-label={t('search.examples_label')}>
            {EXAMPLES.map((example) => (
              <li key={example}>
                <Button variant="secondary" size="sm" onClick={() => update({ q: t(`search.examples.${example}`) })}>
                  {t(`search.examples.${example}`)}
                </Button>
              </li>
            ))}
          </ul>
        }
      >
        {t('search.start_body')}
      </EmptyState>
    );
  } else if (search.isError) {
    results = (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void search.refetch()}>
        {errorText(search.error)}
      </InlineAlert>
    );
  } else if (!search.data || (stale && search.data.items.length === 0)) {
    results = <FactorResultsSkeleton rows={Math.min(state.limit, 10)} label={t('search.searching')} />;
  } else if (search.data.items.length === 0) {
    results = (
      <EmptyState
        title={t('search.empty_title', { query: search.data.query })}
        action={
          hasFilters(state) ? (
            <Button variant="secondary" size="sm" onClick={() => update({ source: null, unitFamily: null, country: null, year: null, relevance: 0 })}>
              {t('search.clear_filters')}
            </Button>
          ) : undefined
        }
      >
        <ul className="mt-2 list-inside list-disc text-left text-sm sm:inline-block">
          <li>{t('search.empty_tips.spelling')}</li>
          <li>{t('search.empty_tips.language')}</li>
          <li>{t('search.empty_tips.fewer_words')}</li>
          {hasFilters(state) && <li>{t('search.empty_tips.filters')}</li>}
        </ul>
      </EmptyState>
    );
  } else {
    results = (
      <FactorResultsTable
        items={search.data.items}
        caption={t('search.results_caption', { query: search.data.query })}
        busy={stale}
        selectedId={state.factor}
        onOpen={(factor) => update({ factor })}
      />
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-4 p-6">
      <div>
        <h1 className="text-2xl font-semibold text-neutral-900">{t('search.title')}</h1>
        <p className="mt-1 max-w-3xl text-neutral-700">{t('search.lead')}</p>
      </div>

      <FactorSearchControls state={state} onChange={onChange} onTypingChange={setTyping} />

      <section aria-labelledby="factor-results-heading" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="factor-results-heading" className="text-base font-semibold text-neutral-900">
            {t('search.results_heading')}
          </h2>
          <p role="status" className="text-sm text-neutral-700">
            {stale && search.data ? (
              <span>{t('search.searching')} · </span>
            ) : (
              request !== null &&
              search.data && <span>{t('search.result_count', { count: search.data.count, number: format.integer(search.data.count), query: search.data.query })} · </span>
            )}
            {libraryTotal !== undefined && <span>{t('search.library_total', { total: format.integer(libraryTotal) })}</span>}
          </p>
        </div>
        {results}
      </section>

      <FactorDetailPanel factorId={state.factor} onClose={() => update({ factor: null })} />
    </div>
  );
}
