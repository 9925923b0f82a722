import type { FactorSearchItem, SearchFactorsResponse } from '@carbon/contracts/emission-factors';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/errors';
import { useDebouncedCommit } from '@/lib/use-debounced-commit';

/** A factor's page in the factor search (/ef-search), where its source, editions and parts are shown. */
export function factorHref(factorId: string): string {
  return `/ef-search?factor=${encodeURIComponent(factorId)}`;
}

/** The shortest query the search is asked for. */
const MIN_QUERY_LENGTH = 2;

interface FactorSearchPanelProps<TKey extends QueryKey> {
  /** The id of the heading that names the field the panel fills. */
  labelledBy: string;
  /**
   * The search for a query (GET /emission-factors/search with the caller's filters, e.g. a unit family). Its own
   * `enabled` is overridden: the panel asks only from two characters on.
   */
  searchOptions: (
    query: string,
  ) => UseQueryOptions<SearchFactorsResponse, Error, SearchFactorsResponse, TKey>;
  /** The words of the caller's screen: the field, its hint, "no result" and the choose button (named and short). */
  texts: {
    searchLabel: string;
    searchHint: string;
    empty: (query: string) => string;
    use: string;
    useNamed: (name: string) => string;
  };
  /** The line under a result's name: its value, unit and source as the caller words them. */
  summary: (item: FactorSearchItem) => ReactNode;
  onPick: (item: FactorSearchItem) => void;
}

/**
 * The factor search inside a form (the same search as /ef-search): a debounced search field and the results, each
 * with its value and source and a button to choose it. Used by the ledger's entry form and the catalog's items.
 */
export function FactorSearchPanel<TKey extends QueryKey>({
  labelledBy,
  searchOptions,
  texts,
  summary,
  onPick,
}: FactorSearchPanelProps<TKey>) {
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useDebouncedCommit(query, setQuery);
  const asked = query.trim().length >= MIN_QUERY_LENGTH;
  const choices = useQuery({ ...searchOptions(query), enabled: asked });

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      className="space-y-3 rounded-md border border-neutral-200 bg-neutral-50 p-3"
    >
      <TextField
        label={texts.searchLabel}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        hint={texts.searchHint}
        autoComplete="off"
        onKeyDown={(event) => {
          // Enter searches; it must not submit the form around the panel.
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      {asked &&
        (choices.isError ? (
          <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void choices.refetch()}>
            {errorText(choices.error)}
          </InlineAlert>
        ) : !choices.data ? (
          <SkeletonBlock label={tCommon('status.loading')} />
        ) : choices.data.items.length === 0 ? (
          <p className="text-neutral-700">{texts.empty(choices.data.query)}</p>
        ) : (
          <ul
            className="divide-y divide-neutral-200 rounded-md border border-neutral-200 bg-white"
            aria-busy={choices.isPlaceholderData || undefined}
          >
            {choices.data.items.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <div className="min-w-0">
                  <p className="font-medium text-neutral-900">{item.name}</p>
                  <p className="text-neutral-700 tabular-nums">{summary(item)}</p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={texts.useNamed(item.name)}
                  onClick={() => onPick(item)}
                >
                  {texts.use}
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
