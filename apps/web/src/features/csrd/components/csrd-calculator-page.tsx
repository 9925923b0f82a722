import { LAW_AS_OF } from '@carbon/carbon/csrd';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { useLocale } from '@/lib/use-locale';
import { answersToSearchParams, assessAnswers, localizeFormValues, readSearchParams, type CalculatorAnswers } from '../calculator-answers';
import { formatLegalDate } from '../format-params';
import { BegesResult } from './beges-result';
import { CalculatorForm } from './calculator-form';
import { CopyLinkButton } from './copy-link-button';
import { CsrdResult } from './csrd-result';
import { CsrdTimeline } from './csrd-timeline';

/**
 * The public CSRD calculator. The query string is the single source of the answers: submitting writes
 * it, and the result is computed from it, so a reload or a shared link shows the same answer.
 */
export function CsrdCalculatorPage() {
  const { t } = useTranslation('csrd');
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const state = useMemo(() => readSearchParams(new URLSearchParams(search)), [search]);
  const result = useMemo(() => (state.outcome.ok ? assessAnswers(state.outcome.answers) : null), [state]);
  const [focusRequest, setFocusRequest] = useState(0);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const formHeadingId = useId();
  const resultHeadingId = useId();
  const disclaimerHeadingId = useId();
  const lawDate = formatLegalDate(LAW_AS_OF, locale);

  // After each submit the answer is announced by moving focus to it; a page opened from a link keeps focus at the top.
  useEffect(() => {
    if (focusRequest > 0) resultHeadingRef.current?.focus();
  }, [focusRequest]);

  const submit = (answers: CalculatorAnswers) => {
    setSearchParams(answersToSearchParams(answers));
    setFocusRequest((count) => count + 1);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold text-accent-800">{t('eyebrow')}</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-neutral-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-3 text-base text-neutral-700">{t('lead')}</p>
        <p className="mt-2 text-neutral-600">{t('law_as_of', { date: lawDate })}</p>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
        <section aria-labelledby={formHeadingId} className="min-w-0 rounded-lg border border-neutral-200 bg-white p-4 sm:p-6">
          <h2 id={formHeadingId} className="mb-4 text-xl font-semibold text-neutral-900">
            {t('form.title')}
          </h2>
          {/* Remounted when the link or the language changes, so the fields always show the link's answers in the reader's number format. */}
          <CalculatorForm
            key={`${locale}?${search}`}
            initialValues={localizeFormValues(state.values, locale)}
            showErrorsOnMount={state.hasAnswers && !state.outcome.ok}
            onSubmit={submit}
            onClear={() => setSearchParams(new URLSearchParams())}
          />
        </section>

        <section aria-labelledby={resultHeadingId} className="min-w-0 rounded-lg border border-neutral-200 bg-white p-4 sm:p-6">
          <h2 id={resultHeadingId} ref={resultHeadingRef} tabIndex={-1} className="text-xl font-semibold text-neutral-900 outline-none">
            {t('result.title')}
          </h2>
          {result ? (
            <div className="mt-4 space-y-8">
              <CsrdResult assessment={result.csrd} />
              <div className="border-t border-neutral-200 pt-6">
                <BegesResult assessment={result.beges} />
              </div>
              <div className="border-t border-neutral-200 pt-6">
                <CopyLinkButton />
              </div>
            </div>
          ) : state.hasAnswers ? (
            <InlineAlert tone="info" className="mt-4">
              {t('form.incomplete_link')}
            </InlineAlert>
          ) : (
            <p className="mt-4 text-neutral-700">{t('result.empty')}</p>
          )}
        </section>
      </div>

      <aside aria-labelledby={disclaimerHeadingId} className="mt-8 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <h2 id={disclaimerHeadingId} className="font-semibold">
          {t('disclaimer.title')}
        </h2>
        <p className="mt-1">{t('disclaimer.body', { date: lawDate })}</p>
      </aside>

      <div className="mt-12">
        <CsrdTimeline />
      </div>
    </div>
  );
}
