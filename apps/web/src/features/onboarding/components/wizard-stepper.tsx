import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { wizardSteps, type WizardStep } from '../wizard-steps';

/** The wizard's steps; the current one carries aria-current="step". */
export function WizardStepper({ current }: { current: WizardStep }) {
  const { t } = useTranslation('onboarding');
  const currentIndex = wizardSteps.indexOf(current);
  return (
    <ol aria-label={t('wizard.steps_label')} className="flex flex-wrap gap-2">
      {wizardSteps.map((step, index) => {
        const isCurrent = step === current;
        return (
          <li key={step}>
            <Link
              to={`/onboarding-wizard?step=${step}`}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn(
                'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium',
                isCurrent ? 'border-accent-700 bg-accent-50 text-accent-900' : 'border-neutral-300 bg-white text-neutral-700 hover:bg-neutral-100',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex size-5 items-center justify-center rounded-full text-xs',
                  index <= currentIndex ? 'bg-accent-700 text-white' : 'bg-neutral-200 text-neutral-700',
                )}
              >
                {index + 1}
              </span>
              {t(`wizard.step_names.${step}`)}
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
