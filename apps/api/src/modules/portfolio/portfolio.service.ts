import { PATHWAY_1_5C_PERCENT_PER_YEAR, projectPortfolio } from '@carbon/carbon/scenarios';
import {
  scenarioMessageKeys,
  type Portfolio,
  type ScenarioResults,
  type UpdatePortfolioInput,
} from '@carbon/contracts/scenarios';
import { bodyFieldError, notFound } from '../../platform/errors.ts';
import { dataEditors, type CompaniesService } from '../companies/companies.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PortfolioRepository, PortfolioScenarioFacts } from './portfolio.repository.ts';

/** A portfolio never saved: no growth, to 2050 (the net-zero horizon), no scenario. */
export const DEFAULT_GROWTH_RATE_PERCENT = 0;
export const DEFAULT_END_YEAR = 2050;

interface Settings {
  growthRatePercent: number;
  endYear: number;
  scenarios: { scenarioId: string; startYear: number; rampUpYears: number }[];
  updatedAt: Date | null;
}

/**
 * The portfolio (issue 12): the company's emissions projected from the latest inventory year of its ledger (the
 * location-based total the inventory shows), grown at the growth rate, against the same with the chosen scenarios'
 * avoided emissions (each from its start year, ramping up linearly) and a 1.5 °C-aligned pathway. Projections are
 * computed on read from the stored settings and the scenarios' stored results, so they follow the ledger.
 */
export class PortfolioService {
  constructor(
    private readonly repository: PortfolioRepository,
    private readonly ledger: LedgerService,
    private readonly companies: CompaniesService,
  ) {}

  async get(userId: string, companyId: string): Promise<Portfolio> {
    await this.companies.requireRole(userId, companyId);
    const found = await this.repository.find(companyId);
    const settings: Settings = found
      ? {
          growthRatePercent: found.portfolio.growthRatePercent,
          endYear: found.portfolio.endYear,
          scenarios: found.scenarios,
          updatedAt: found.portfolio.updatedAt,
        }
      : {
          growthRatePercent: DEFAULT_GROWTH_RATE_PERCENT,
          endYear: DEFAULT_END_YEAR,
          scenarios: [],
          updatedAt: null,
        };
    return this.project(companyId, settings);
  }

  async update(userId: string, companyId: string, body: UpdatePortfolioInput): Promise<Portfolio> {
    await this.companies.requireRole(userId, companyId, dataEditors);
    const owned = new Set((await this.repository.scenarios(companyId)).map((scenario) => scenario.id));
    // Another company's scenario (or one deleted meanwhile) is not found, like any other tenant's id.
    if (body.scenarios.some((item) => !owned.has(item.scenario_id))) throw notFound();
    const baseYear = await this.repository.latestInventoryYear(companyId);
    if (baseYear !== null && body.end_year < baseYear) {
      throw bodyFieldError(['end_year'], scenarioMessageKeys.endYear, 'portfolio_end_year');
    }
    const scenarios = body.scenarios.map((item) => ({
      scenarioId: item.scenario_id,
      startYear: item.start_year,
      rampUpYears: item.ramp_up_years,
    }));
    await this.repository.transaction((repository) =>
      repository.replace(
        companyId,
        { growthRatePercent: body.growth_rate_percent, endYear: body.end_year },
        scenarios,
      ),
    );
    return this.get(userId, companyId);
  }

  private async project(companyId: string, settings: Settings): Promise<Portfolio> {
    const all = await this.repository.scenarios(companyId);
    const byId = new Map<string, PortfolioScenarioFacts>(all.map((scenario) => [scenario.id, scenario]));
    const included = settings.scenarios.flatMap((item) => {
      const scenario = byId.get(item.scenarioId);
      if (!scenario) return [];
      const avoided = (scenario.results as ScenarioResults).annual_avoided_kg_co2e;
      return [{ ...item, name: scenario.name, type: scenario.type, annualAvoidedKg: avoided }];
    });
    const baseYear = await this.repository.latestInventoryYear(companyId);
    const baseYearKg =
      baseYear === null ? 0 : (await this.ledger.aggregate(companyId, baseYear)).total_co2e_kg;
    return {
      growth_rate_percent: settings.growthRatePercent,
      end_year: settings.endYear,
      scenarios: included.map((item) => ({
        scenario_id: item.scenarioId,
        start_year: item.startYear,
        ramp_up_years: item.rampUpYears,
        name: item.name,
        type: item.type as Portfolio['scenarios'][number]['type'],
        annual_avoided_kg_co2e: item.annualAvoidedKg,
      })),
      base_year: baseYear,
      base_year_kg: baseYearKg,
      pathway_reduction_percent_per_year: PATHWAY_1_5C_PERCENT_PER_YEAR,
      projections:
        baseYear === null
          ? []
          : projectPortfolio({
              base_year: baseYear,
              base_year_kg: baseYearKg,
              growth_rate_percent: settings.growthRatePercent,
              end_year: settings.endYear,
              scenarios: included.map((item) => ({
                scenario_id: item.scenarioId,
                annual_avoided_kg_co2e: item.annualAvoidedKg,
                start_year: item.startYear,
                ramp_up_years: item.rampUpYears,
              })),
            }),
      updated_at: settings.updatedAt?.toISOString() ?? null,
    };
  }
}
