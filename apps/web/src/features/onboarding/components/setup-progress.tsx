import type { StepStatus } from '@carbon/contracts/onboarding';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { icons } from '@/components/ui/icons';
import { ProgressBar, clampPercentage } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';
import { useFormatters } from '@/lib/use-locale';

/** Where to go to complete each step. */
export const stepLinks: Record<StepStatus['key'], string> = {
  company_profile: '/onboarding-wizard?step=company',
  sites: '/onboarding-wizard?step=sites',
  email_verification: '/onboarding',
};

export function CompletionBar({ percentage }: { percentage: number }) {
  const { t } = useTranslation('onboarding');
  const value = clampPercentage(percentage);
  const { percent } = useFormatters();
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-neutral-800">{t('progress.label')}</span>
        <span className="font-semibold text-neutral-900 tabular-nums">{percent(value)}</span>
      </div>
      <ProgressBar value={value} label={t('progress.label')} />
    </div>
  );
}

interface StepsListProps {
  steps: StepStatus[];
  /** Extra control for a step (the resend button of the email step), composed by the route. */
  renderAction?: (step: StepStatus) => ReactNode;
  /** Hide the link to a step's page, e.g. when already on that page. */
  linkSteps?: boolean;
}

export function StepsList({ steps, renderAction, linkSteps = true }: StepsListProps) {
  const { t } = useTranslation('onboarding');
  return (
    <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200">
      {steps.map((step) => {
        const Icon = step.completed ? icons.check : icons.circle;
        const action = renderAction?.(step);
        return (
          <li key={step.key} className="flex flex-wrap items-center gap-3 px-3 py-2.5">
            <Icon className={cn('size-5 shrink-0', step.completed ? 'text-accent-700' : 'text-neutral-400')} />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-neutral-900">{t(`steps.${step.key}.title`)}</p>
              <p className="text-xs text-neutral-600">
                {step.completed ? t('steps_status.completed') : t('steps_status.to_do')}
                {' · '}
                {step.required ? t('steps_status.required') : t('steps_status.optional')}
              </p>
            </div>
            {!step.completed && (action ?? (linkSteps && step.key !== 'email_verification' && (
              <Link to={stepLinks[step.key]} className="text-sm font-medium text-accent-800 underline-offset-2 hover:underline">
                {t(`steps.${step.key}.action`)}
              </Link>
            )))}
          </li>
        );
      })}
    </ul>
  );
}
