import type { Analytics, AnalyticsCategory, AnalyticsQuery, AnalyticsYear } from '@carbon/contracts/analytics';
import { ACCOUNTING_CATEGORIES } from '@carbon/carbon/taxonomy';
import { notFound } from '../../platform/errors.ts';
import type { CompaniesService } from '../companies/companies.service.ts';
import type { AnalyticsRepository, AnalyticsRow } from './analytics.repository.ts';

/** Grams are noise in an inventory; sums of shares would otherwise show float dust (1000 × 60 / 100). */
function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

const taxonomyOrder = new Map(ACCOUNTING_CATEGORIES.map((category, index) => [category.key, index]));

function yearFigures(year: number, rows: readonly AnalyticsRow[]): AnalyticsYear {
  const byScope = { scope1: 0, scope2_location: 0, scope2_market: 0, scope3: 0 };
  let entries = 0;
  for (const row of rows) {
    if (row.periodYear !== year) continue;
    entries += row.entries;
    if (row.scope === 1) byScope.scope1 += row.co2eKg;
    else if (row.scope === 2) {
      byScope.scope2_location += row.co2eKg;
      byScope.scope2_market += row.co2eKgMarket;
    } else byScope.scope3 += row.co2eKg;
  }
  const others = byScope.scope1 + byScope.scope3;
  return {
    period_year: year,
    total_co2e_kg: round(others + byScope.scope2_location),
    total_co2e_kg_market: round(others + byScope.scope2_market),
    by_scope: {
      scope1: round(byScope.scope1),
      scope2_location: round(byScope.scope2_location),
      scope2_market: round(byScope.scope2_market),
      scope3: round(byScope.scope3),
    },
    entries,
  };
}

/** Analytics (issue 9 §3): a year and the year before for the company, a site or a project. */
export class AnalyticsService {
  constructor(
    private readonly repository: AnalyticsRepository,
    private readonly companies: CompaniesService,
  ) {}

  async get(userId: string, query: AnalyticsQuery): Promise<Analytics> {
    const companyId = query.company_id;
    await this.companies.requireRole(userId, companyId);
    const headcount = await this.repository.employees(companyId, query.site_id);
    if (!headcount.found) throw notFound();
    if (query.project_id && !(await this.repository.projectExists(companyId, query.project_id))) throw notFound();

    const year = query.period_year;
    const rows = await this.repository.aggregate({
      companyId,
      years: [year, year - 1],
      siteId: query.site_id,
      projectId: query.project_id,
    });
    const categories = new Map<string, AnalyticsCategory>();
    for (const row of rows) {
      const scope = row.scope === 1 || row.scope === 2 ? row.scope : 3;
      const category = categories.get(row.category) ?? { key: row.category, scope, co2e_kg: 0, previous_co2e_kg: 0 };
      if (row.periodYear === year) category.co2e_kg += row.co2eKg;
      else category.previous_co2e_kg += row.co2eKg;
      categories.set(row.category, category);
    }
    return {
      company_id: companyId,
      site_id: query.site_id ?? null,
      project_id: query.project_id ?? null,
      current: yearFigures(year, rows),
      previous: yearFigures(year - 1, rows),
      categories: [...categories.values()]
        .map((category) => ({ ...category, co2e_kg: round(category.co2e_kg), previous_co2e_kg: round(category.previous_co2e_kg) }))
        .sort(
          (a, b) =>
            b.co2e_kg - a.co2e_kg ||
            b.previous_co2e_kg - a.previous_co2e_kg ||
            (taxonomyOrder.get(a.key) ?? 999) - (taxonomyOrder.get(b.key) ?? 999),
        ),
      employees: headcount.employees,
      employees_of: query.site_id ? 'site' : 'company',
    };
  }
}
