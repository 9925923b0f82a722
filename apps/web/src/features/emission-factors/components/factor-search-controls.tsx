import { SEARCH_LIMITS, UNIT_FAMILIES, searchMessageKeys } from '@carbon/contracts/emission-factors';
import { useCallback, useEffect, useId, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useFieldErrorText } from '@/lib/errors';
import { countryOptions } from '@/lib/regions';
import { useFormatters } from '@/lib/use-locale';
import { useDebouncedCommit } from '@/lib/use-debounced-commit';
import { FACTOR_SOURCES, YEAR_MIN, clampPercent, hasFilters, isQueryTooShort, type FactorSearchState, type SearchLimit } from '../search-state';

export type SearchPatch = Partial<Omit<FactorSearchState, 'factor'>>;

interface FactorSearchControlsProps {
  state: FactorSearchState;
  onChange: (patch: SearchPatch) => void;
  /**
   * Whether the text in the field differs from the searched one (the user is typing, the search
   * waits for a pause): the results on screen then answer a query that is no longer the field's.
   */
  onTypingChange?: (typing: boolean) => void;
}

/** Years offered by the year filter: the datasets go back to the 1990s (grid intensity series). */
function yearChoices(): number[] {
  const last = new Date().getFullYear() + 1;
  return Array.from({ length: last - YEAR_MIN + 1 }, (_, index) => last - index);
}

/** The search text, result limit, minimum relevance and filters of the factor search. */
export function FactorSearchControls({ state, onChange, onTypingChange }: FactorSearchControlsProps) {
  const { t } = useTranslation('factors');
  const fieldError = useFieldErrorText();
  const format = useFormatters();
  const relevanceId = useId();
  const relevanceOutputId = useId();

  const commitQuery = useCallback((q: string) => onChange({ q }), [onChange]);
  const commitRelevance = useCallback((relevance: number) => onChange({ relevance }), [onChange]);
  const [query, setQuery, flushQuery] = useDebouncedCommit(state.q, commitQuery);
  const [relevance, setRelevance] = useDebouncedCommit(state.relevance, commitRelevance);

  const sourceOptions = useMemo(() => FACTOR_SOURCES.map((source) => ({ value: source, label: t(`sources.${source}`) })), [t]);
  const unitFamilyOptions = useMemo(() => UNIT_FAMILIES.map((family) => ({ value: family, label: t(`unit_families.${family}`) })), [t]);
  const years = useMemo(() => yearChoices().map((year) => ({ value: String(year), label: String(year) })), []);

  const typing = query.trim() !== state.q.trim();
  useEffect(() => onTypingChange?.(typing), [typing, onTypingChange]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    flushQuery();
  };

  // The rule is explained once the user pauses on a too-short text, not at the first keystroke.
  const tooShort = isQueryTooShort(state.q) && isQueryTooShort(query);

  return (
    <div className="space-y-4 rounded-lg border border-neutral-200 bg-white p-4">
      <form role="search" aria-label={t('search.form_label')} onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-[minmax(0,1fr)_11rem_15rem] md:items-start">
        <TextField
          label={t('search.query_label')}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('search.query_placeholder')}
          hint={t('search.query_hint')}
          error={tooShort ? fieldError(searchMessageKeys.queryTooShort) : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
        />
        <Select
          label={t('search.limit_label')}
          value={String(state.limit)}
          onValueChange={(value) => onChange({ limit: Number(value) as SearchLimit })}
          options={SEARCH_LIMITS.map((limit) => ({ value: String(limit), label: t('search.limit_option', { count: limit }) }))}
        />
        <div className="space-y-1">
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={relevanceId} className="block text-sm font-medium text-neutral-800">
              {t('search.relevance_label')}
            </label>
            <output id={relevanceOutputId} htmlFor={relevanceId} className="text-sm text-neutral-700 tabular-nums">
              {t('search.percent', { value: format.integer(relevance) })}
            </output>
          </div>
          <input
            id={relevanceId}
            type="range"
            min={0}
            max={100}
            step={5}
            value={relevance}
            onChange={(event) => setRelevance(clampPercent(Number(event.target.value)))}
            aria-valuetext={t('search.percent', { value: format.integer(relevance) })}
            aria-describedby={`${relevanceId}-hint`}
            className="block h-10 w-full accent-accent-700"
          />
          <p id={`${relevanceId}-hint`} className="text-xs text-neutral-600">
            {t('search.relevance_hint')}
          </p>
        </div>
      </form>

      <fieldset className="border-t border-neutral-200 pt-4">
        <legend className="sr-only">{t('search.filters')}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Select
            label={t('search.source_label')}
            value={state.source ?? ''}
            emptyLabel={t('search.all_sources')}
            options={sourceOptions}
            onValueChange={(value) => onChange({ source: (value || null) as FactorSearchState['source'] })}
          />
          <Select
            label={t('search.unit_family_label')}
            value={state.unitFamily ?? ''}
            emptyLabel={t('search.all_unit_families')}
            options={unitFamilyOptions}
            onValueChange={(value) => onChange({ unitFamily: (value || null) as FactorSearchState['unitFamily'] })}
          />
          <SelectField
            label={t('search.country_label')}
            value={state.country ?? ''}
            placeholder={t('search.all_countries')}
            options={countryOptions(format.locale)}
            onChange={(event) => onChange({ country: event.target.value || null })}
          />
          <SelectField
            label={t('search.year_label')}
            value={state.year === null ? '' : String(state.year)}
            placeholder={t('search.all_years')}
            options={years}
            onChange={(event) => onChange({ year: event.target.value ? Number(event.target.value) : null })}
          />
        </div>
        <div className="mt-2 flex justify-end">
          <Button
            variant="ghost"
            size="sm"
            disabled={!hasFilters(state)}
            onClick={() => onChange({ source: null, unitFamily: null, country: null, year: null, relevance: 0 })}
          >
            {t('search.clear_filters')}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
