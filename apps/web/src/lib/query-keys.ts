/**
 * Every query key of the app in one place, so a change in one feature (a site added) can refresh
 * what it affects elsewhere (the setup progress) without features importing each other.
 */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  company: (companyId: string) => ['companies', companyId] as const,
  sites: (companyId: string) => ['sites', companyId] as const,
  /** Root of every setup query: invalidate it after any change that can move a step. */
  onboarding: ['onboarding'] as const,
  stepsStatus: ['onboarding', 'steps-status'] as const,
  onboardingSummary: (companyId: string, year: number) => ['onboarding', 'summary', companyId, year] as const,
  /** The company's plan, limits and usage: invalidate it after adding or removing a limited item. */
  entitlements: (companyId: string) => ['entitlements', companyId] as const,
  /** The company's subscription: its plan decides the entitlements, so both are refreshed together. */
  subscription: (companyId: string) => ['subscription', companyId] as const,
  /** Root of every scenario query (list, MACC, one scenario): the portfolio reads them too. */
  scenarios: ['scenarios'] as const,
  /** The company's portfolio: its projections move when a scenario is changed or deleted. */
  portfolio: (companyId: string) => ['portfolio', companyId] as const,
};
