import type { StepsStatusResponse } from '@carbon/contracts/onboarding';

export const wizardSteps = ['company', 'sites', 'finish'] as const;
export type WizardStep = (typeof wizardSteps)[number];

export function parseWizardStep(value: string | null): WizardStep | null {
  return wizardSteps.find((step) => step === value) ?? null;
}

/** Without an explicit ?step=, open the first required step that is not done yet. */
export function firstOpenStep(status: StepsStatusResponse | undefined): WizardStep {
  const done = (key: string) => status?.steps.find((step) => step.key === key)?.completed ?? false;
  if (!done('company_profile')) return 'company';
  if (!done('sites')) return 'sites';
  return 'finish';
}
