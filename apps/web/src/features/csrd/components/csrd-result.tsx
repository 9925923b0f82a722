import type { CsrdAssessment, CsrdNoteId, RuleParams } from '@carbon/carbon/csrd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import { ruleInterpolation } from '../format-params';
import { Facts, LegalReferences, ResultList, ResultSubheading, Verdict, type VerdictTone } from './result-parts';

/** Texts whose subject is still being adopted or transposed; the page marks them "pending" (standards.md 5.4). */
const pendingNotes = new Set<CsrdNoteId>(['esrs-revision-pending', 'nesrs-pending', 'transposition-pending']);

const verdictTone: Record<string, VerdictTone> = { true: 'positive', false: 'negative', transitional: 'neutral', exempt: 'negative' };

export function CsrdResult({ assessment }: { assessment: CsrdAssessment }) {
  const { t } = useTranslation('csrd');
  const locale = useLocale();
  const headingId = useId();
  const verdict = String(assessment.applies) as 'true' | 'false' | 'transitional' | 'exempt';

  const timing: Record<string, number> = {};
  if (assessment.firstFinancialYear !== null) timing.firstYear = assessment.firstFinancialYear;
  if (assessment.firstReportPublishedIn !== null) timing.publishedIn = assessment.firstReportPublishedIn;
  if (assessment.lastFinancialYear !== null) timing.lastYear = assessment.lastFinancialYear;
  const ruleParams = ruleInterpolation(timing, locale);
  const params = (given: RuleParams | undefined) => ruleInterpolation(given, locale);

  const facts: { label: string; value: string }[] = [];
  if (assessment.firstFinancialYear !== null) facts.push({ label: t('result.first_financial_year'), value: String(assessment.firstFinancialYear) });
  if (assessment.firstReportPublishedIn !== null) facts.push({ label: t('result.first_report_published'), value: String(assessment.firstReportPublishedIn) });
  if (assessment.lastFinancialYear !== null) facts.push({ label: t('result.last_financial_year'), value: String(assessment.lastFinancialYear) });
  if (assessment.standard !== null) facts.push({ label: t('result.standard'), value: t(`standards.${assessment.standard}`) });

  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-neutral-900">
        {t('result.csrd_title')}
      </h3>
      <div className="mt-2">
        <Verdict tone={verdictTone[verdict] ?? 'neutral'}>{t(`result.verdict.${verdict}`)}</Verdict>
      </div>
      <ResultSubheading>{t('result.rule_applied')}</ResultSubheading>
      <p className="mt-1 font-medium text-neutral-900">{t(`rules.${assessment.ruleId}.title`, ruleParams)}</p>
      <p className="mt-1 text-neutral-800">{t(`rules.${assessment.ruleId}.body`, ruleParams)}</p>
      <Facts items={facts} />

      <ResultSubheading>{t('result.why')}</ResultSubheading>
      <ResultList items={assessment.reasons.map((reason) => ({ key: reason.id, text: t(`reasons.${reason.id}`, params(reason.params)) }))} />

      <LegalReferences ids={assessment.legalReferences} />

      {assessment.transitionalNotes.length > 0 && (
        <>
          <ResultSubheading>{t('result.transitional_title')}</ResultSubheading>
          <ResultList
            items={assessment.transitionalNotes.map((note) => ({
              key: note.id,
              text: t(`notes.${note.id}`, params(note.params)),
              pending: pendingNotes.has(note.id),
            }))}
          />
        </>
      )}

      {assessment.notes.length > 0 && (
        <>
          <ResultSubheading>{t('result.good_to_know')}</ResultSubheading>
          <ResultList items={assessment.notes.map((note) => ({ key: note.id, text: t(`notes.${note.id}`, params(note.params)) }))} />
        </>
      )}
    </article>
  );
}
