import { ACCOUNTING_CATEGORIES } from '@carbon/carbon/taxonomy';
import type {
  CategoryStatusItem,
  CategoryStatusQuery,
  CategoryStatusResponse,
  SetCategoryStatusInput,
} from '@carbon/contracts/category-status';
import { scope3MessageKeys } from '@carbon/contracts/freight';
import { dataEditors, type CompaniesService } from '../companies/companies.service.ts';
import type {
  CategoryStatusRepository,
  CategoryStatusRow,
  CategoryTotals,
} from './category-status.repository.ts';
import { bodyFieldError } from '../../platform/errors.ts';

/** The scope 3 accounting categories of the taxonomy, in report order (categories 1 to 15, visitor travel with 9). */
const SCOPE3_CATEGORIES = ACCOUNTING_CATEGORIES.filter((category) => category.scope === 3);

const round = (value: number) => Number(value.toPrecision(12));

/**
 * Where each scope 3 category of a year stands: recorded (it has entries that year, whatever was marked), not
 * relevant (marked so, with a reason), else missing.
 */
export class CategoryStatusService {
  constructor(
    private readonly repository: CategoryStatusRepository,
    private readonly companies: CompaniesService,
  ) {}

  async list(userId: string, query: CategoryStatusQuery): Promise<CategoryStatusResponse> {
    await this.companies.requireRole(userId, query.company_id);
    const [totals, statuses] = await Promise.all([
      this.repository.scope3Totals(query.company_id, query.period_year),
      this.repository.statuses(query.company_id, query.period_year),
    ]);
    return { items: SCOPE3_CATEGORIES.map((category) => itemOf(category.key, totals, statuses)) };
  }

  async set(userId: string, body: SetCategoryStatusInput): Promise<CategoryStatusItem> {
    await this.companies.requireRole(userId, body.company_id, dataEditors);
    if (!SCOPE3_CATEGORIES.some((category) => category.key === body.category)) {
      throw bodyFieldError(['category'], scope3MessageKeys.scope3CategoryOnly, 'not_scope3');
    }
    const totals = await this.repository.scope3Totals(body.company_id, body.period_year);
    if (body.status === 'not_relevant') {
      if (totals.some((total) => total.category === body.category && total.entries > 0)) {
        throw bodyFieldError(['status'], scope3MessageKeys.categoryHasEntries, 'category_has_entries');
      }
      await this.repository.markNotRelevant(body.company_id, body.period_year, body.category, body.reason);
    } else {
      await this.repository.clear(body.company_id, body.period_year, body.category);
    }
    const statuses = await this.repository.statuses(body.company_id, body.period_year);
    return itemOf(body.category, totals, statuses);
  }
}

function itemOf(
  key: string,
  totals: readonly CategoryTotals[],
  statuses: readonly CategoryStatusRow[],
): CategoryStatusItem {
  const category = SCOPE3_CATEGORIES.find((c) => c.key === key);
  if (!category?.scope3Category) throw new Error(`not a scope 3 category: ${key}`);
  const total = totals.find((t) => t.category === key);
  const marked = statuses.find((s) => s.category === key);
  const recorded = (total?.entries ?? 0) > 0;
  return {
    category: key,
    scope: 3,
    scope3_category: category.scope3Category,
    status: recorded ? 'recorded' : marked ? 'not_relevant' : 'missing',
    co2e_kg: round(total?.co2eKg ?? 0),
    entries: total?.entries ?? 0,
    reason: !recorded && marked ? marked.reason : null,
  };
}
