import {
  completionPercentage,
  type OnboardingSummaryResponse,
  type StepStatus,
  type StepsStatusResponse,
} from '@carbon/contracts/onboarding';
import type { Inventory } from '@carbon/contracts/ledger';
import type { SetupFacts, SiteFigures } from './onboarding.repository.ts';

export function toStepsStatus(facts: SetupFacts, steps: StepStatus[]): StepsStatusResponse {
  return {
    company_id: facts.companyId,
    pending_setup: facts.setupCompletedAt === null,
    completion_percentage: completionPercentage(steps.filter((step) => step.completed).length, steps.length),
    steps,
  };
}

export function toOnboardingSummary(
  facts: SetupFacts,
  steps: StepStatus[],
  sites: SiteFigures[],
  periodYear: number,
  emissions: Inventory,
): OnboardingSummaryResponse {
  const completed = steps.filter((step) => step.completed).length;
  return {
    summary: {
      company_id: facts.companyId,
      company_name: facts.companyName,
      period_year: periodYear,
      reporting_year: facts.reportingYear,
      sites_count: sites.length,
      employees_total: sites.reduce((sum, site) => sum + (site.employees ?? 0), 0),
      surface_m2_total: sites.reduce((sum, site) => sum + (site.surfaceM2 ?? 0), 0),
      steps_completed: completed,
      steps_total: steps.length,
      setup_completed_at: facts.setupCompletedAt?.toISOString() ?? null,
    },
    progress: { completion_percentage: completionPercentage(completed, steps.length), steps },
    charts_data: {
      total_co2e_kg: emissions.total_co2e_kg,
      total_co2e_kg_market: emissions.total_co2e_kg_market,
      by_scope: emissions.by_scope,
      by_category: emissions.by_category,
      sites: sites.map((site) => ({
        site_id: site.id,
        name: site.name,
        employees: site.employees,
        surface_m2: site.surfaceM2,
      })),
    },
  };
}
