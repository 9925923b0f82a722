import type { OnboardingSummaryResponse, StepStatus } from '@carbon/contracts/onboarding';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useFormatters } from '@/lib/use-locale';
import { CompletionBar, StepsList } from './setup-progress';

interface SetupSummaryProps {
  data: OnboardingSummaryResponse;
  renderStepAction?: (step: StepStatus) => ReactNode;
  /** The sites table, composed by the route from the company feature. */
  sitesTable: ReactNode;
}

/** GET /onboarding-summary: progress, steps with the way to fix each, and the figures entered so far. */
export function SetupSummary({ data, renderStepAction, sitesTable }: SetupSummaryProps) {
  const { t } = useTranslation('onboarding');
  const format = useFormatters();
  const { summary, progress } = data;
  const figures = [
    { key: 'company', label: t('summary.figures.company'), value: summary.company_name },
    {
      key: 'reporting_year',
      label: t('summary.figures.reporting_year'),
      value: summary.reporting_year === null ? t('summary.not_set') : String(summary.reporting_year),
    },
    { key: 'sites', label: t('summary.figures.sites'), value: format.integer(summary.sites_count) },
    { key: 'employees', label: t('summary.figures.employees'), value: format.integer(summary.employees_total) },
    { key: 'surface', label: t('summary.figures.surface'), value: t('sites.surface_value', { value: format.number(summary.surface_m2_total) }) },
  ];
  return (
    <div className="space-y-6">
      <Card title={t('summary.progress_title')} description={t('summary.progress_description', { count: summary.steps_completed, total: summary.steps_total })}>
        <div className="space-y-4">
          <CompletionBar percentage={progress.completion_percentage} />
          <StepsList steps={progress.steps} renderAction={renderStepAction} />
        </div>
      </Card>
      <Card title={t('summary.figures_title', { year: summary.period_year })}>
        <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {figures.map((figure) => (
            <div key={figure.key}>
              <dt className="text-xs font-medium tracking-wide text-neutral-600 uppercase">{figure.label}</dt>
              <dd className="mt-1 text-base font-semibold text-neutral-900 tabular-nums">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title={t('summary.sites_title')}>{sitesTable}</Card>
    </div>
  );
}
