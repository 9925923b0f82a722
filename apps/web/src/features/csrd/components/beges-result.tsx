import type { BegesAssessment, RuleParams } from '@carbon/carbon/csrd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import { ruleInterpolation } from '../format-params';
import { Facts, LegalReferences, ResultList, ResultSubheading, Verdict } from './result-parts';

export function BegesResult({ assessment }: { assessment: BegesAssessment }) {
  const { t } = useTranslation('csrd');
  const locale = useLocale();
  const headingId = useId();
  const params = (given: RuleParams | undefined) => ruleInterpolation(given, locale);
  const verdict = assessment.applies ? 'true' : 'false';

  const facts: { label: string; value: string }[] = [];
  if (assessment.periodYears !== null) facts.push({ label: t('result.period'), value: t('result.period_value', { count: assessment.periodYears }) });
  if (assessment.emissionsScope !== null) {
    facts.push({ label: t('result.emissions_scope'), value: t(`beges_scope.${assessment.emissionsScope.id}`, params(assessment.emissionsScope.params)) });
  }

  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-neutral-900">
        {t('result.beges_title')}
      </h3>
      <div className="mt-2">
        <Verdict tone={assessment.applies ? 'positive' : 'negative'}>{t(`result.beges_verdict.${verdict}`)}</Verdict>
      </div>
      <ResultSubheading>{t('result.rule_applied')}</ResultSubheading>
      <p className="mt-1 text-neutral-800">{t(`rules.${assessment.ruleId}.body`)}</p>
      <Facts items={facts} />

      <ResultSubheading>{t('result.why')}</ResultSubheading>
      <ResultList items={assessment.reasons.map((reason) => ({ key: reason.id, text: t(`beges_reasons.${reason.id}`, params(reason.params)) }))} />

      <LegalReferences ids={assessment.legalReferences} />

      {assessment.notes.length > 0 && (
        <>
          <ResultSubheading>{t('result.good_to_know')}</ResultSubheading>
          <ResultList items={assessment.notes.map((note) => ({ key: note.id, text: t(`beges_notes.${note.id}`, params(note.params)) }))} />
        </>
      )}
    </article>
  );
}
