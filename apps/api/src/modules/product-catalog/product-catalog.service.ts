import { convertFactorDenominator, isUnitCode, unitFamily } from '@carbon/carbon/units';
import type {
  CatalogItem,
  CreateCatalogItemInput,
  ListCatalogQuery,
  ListCatalogResponse,
  SearchCatalogQuery,
  SearchCatalogResponse,
  Tag,
  TagsResponse,
  UpdateCatalogItemInput,
} from '@carbon/contracts/product-catalog';
import type { AppLocale } from '@carbon/i18n/locale';
import { AppError, notFound } from '../../platform/errors.ts';
import { dataEditors, type CompaniesService } from '../companies/companies.service.ts';
import type { FactorReference } from '../references/references.repository.ts';
import type { ReferencesService } from '../references/references.service.ts';
import { toCatalogItem, toCatalogItemValues, toCatalogSearchItem, toTag } from './product-catalog.mapper.ts';
import type { ProductCatalogRepository } from './product-catalog.repository.ts';

export class ProductCatalogService {
  constructor(
    private readonly repository: ProductCatalogRepository,
    private readonly companies: CompaniesService,
    private readonly references: ReferencesService,
  ) {}

  async tags(): Promise<TagsResponse> {
    return { tags: (await this.repository.listTags()).map(toTag) };
  }

  async search(userId: string, query: SearchCatalogQuery, lang: AppLocale): Promise<SearchCatalogResponse> {
    if (query.company_id) await this.companies.requireRole(userId, query.company_id);
    const [rows, tags] = await Promise.all([
      this.repository.search({
        query: query.q,
        lang,
        limit: query.limit,
        minScore: query.min_score,
        companyId: query.company_id ?? null,
      }),
      this.tagMap(),
    ]);
    return { query: query.q, count: rows.length, items: rows.map((row) => toCatalogSearchItem(row, tags, lang)) };
  }

  async list(userId: string, query: ListCatalogQuery, lang: AppLocale): Promise<ListCatalogResponse> {
    if (query.company_id) await this.companies.requireRole(userId, query.company_id);
    const [{ rows, total }, tags] = await Promise.all([
      this.repository.list(query.company_id ?? null, query.page, query.page_size),
      this.tagMap(),
    ]);
    return { items: rows.map((row) => toCatalogItem(row, tags, lang)), total };
  }

  /** A library item for anyone signed in; a company's item for its members only. */
  async get(userId: string, id: string, lang: AppLocale): Promise<CatalogItem> {
    const row = await this.repository.findById(id);
    if (!row) throw notFound();
    if (row.companyId) await this.companies.requireRole(userId, row.companyId);
    return toCatalogItem(row, await this.tagMap(), lang);
  }

  async create(userId: string, input: CreateCatalogItemInput, lang: AppLocale): Promise<CatalogItem> {
    await this.companies.requireRole(userId, input.company_id, dataEditors);
    const tags = await this.tagMap();
    requireKnownTags(input.tag_ids, tags);
    // Resolved through the company even when a value is given: the link itself must be to a factor it may use.
    const factor = input.emission_factor_id
      ? await this.references.factor(input.company_id, input.emission_factor_id)
      : null;
    const emission = input.emission_per_unit !== undefined ? input.emission_per_unit : emissionFrom(factor, input.unit);
    const row = await this.repository.insert(input.company_id, { ...toCatalogItemValues(input), emissionPerUnit: emission });
    return toCatalogItem(row, tags, lang);
  }

  async update(userId: string, id: string, input: UpdateCatalogItemInput, lang: AppLocale): Promise<CatalogItem> {
    const current = await this.companies.requireEditableRow(userId, await this.repository.findById(id));
    const companyId = current.companyId;
    const tags = await this.tagMap();
    if (input.tag_ids) requireKnownTags(input.tag_ids, tags);
    const changes = toCatalogItemValues(input);
    const newFactor = input.emission_factor_id
      ? await this.references.factor(companyId, input.emission_factor_id)
      : null;
    // Without an explicit value, the value follows a new factor, or the linked one under a new unit.
    if (input.emission_per_unit === undefined) {
      const kept = input.emission_factor_id === undefined && input.unit ? current.emissionFactorId : null;
      const factor = newFactor ?? (kept ? await this.references.factor(companyId, kept) : null);
      if (factor) changes.emissionPerUnit = emissionFrom(factor, input.unit ?? current.unit);
    }
    const row = await this.repository.update(companyId, id, changes);
    if (!row) throw notFound();
    return toCatalogItem(row, tags, lang);
  }

  async delete(userId: string, id: string): Promise<void> {
    const current = await this.companies.requireEditableRow(userId, await this.repository.findById(id));
    if (!(await this.repository.delete(current.companyId, id))) throw notFound();
  }

  private async tagMap(): Promise<Map<string, Tag>> {
    return new Map((await this.repository.listTags()).map((row) => [row.id, toTag(row)]));
  }
}

/**
 * The emission per unit taken from a linked factor (the library's or the company's own), converted to the
 * item's unit when both measure the same thing; a factor per kWh for an item per kg is refused.
 */
function emissionFrom(factor: FactorReference | null, unit: string): number | null {
  if (!factor) return null;
  if (!isUnitCode(factor.unit) || !isUnitCode(unit) || unitFamily(factor.unit) !== unitFamily(unit)) {
    throw new AppError(422, 'factor_unit_mismatch');
  }
  return Number(convertFactorDenominator(factor.kgCo2ePerUnit, factor.unit, unit).toPrecision(12));
}

function requireKnownTags(ids: readonly string[], tags: ReadonlyMap<string, Tag>): void {
  if (ids.some((id) => !tags.has(id))) throw new AppError(422, 'unknown_tag');
}
