import { randomUUID } from 'node:crypto';
import type {
  CreateFactorInput,
  FactorDetail,
  FactorSourcesResponse,
  GwpBasis,
  SearchFactorsQuery,
  SearchFactorsResponse,
  UpdateFactorInput,
} from '@carbon/contracts/emission-factors';
import type { AppLocale } from '@carbon/i18n/locale';
import { AppError, notFound } from '../../platform/errors.ts';
import { dataEditors, type CompaniesService } from '../companies/companies.service.ts';
import { toCompanyFactorValues, toFactorDataset, toFactorDetail, toFactorSearchItem } from './emission-factors.mapper.ts';
import type { EmissionFactorsRepository } from './emission-factors.repository.ts';
import { searchValues, type FactorSearchParams, type SearchValues } from './emission-factors.search-sql.ts';

/**
 * The last searches' results, each with the state it was computed in (EmissionFactorsRepository.searchState). A
 * search whose query, filters, user and state are those of a kept one returns its rows without running the search
 * statement again: the state is read from the database on every request, so a result is reused only while the
 * database would give the same one (not a correctness-bearing cache: DESIGN.md, stateless API processes). It
 * spares the search statement's 3–15 ms of database time for the queries many users type ("diesel", "électricité").
 */
export class SearchMemo<T> {
  private readonly entries = new Map<string, { state: string; value: T }>();

  constructor(private readonly capacity = 500) {}

  get(key: string, state: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.state !== state) {
      this.entries.delete(key);
      return undefined;
    }
    // Most recently used last: the first key is the one to drop.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, state: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { state, value });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

/**
 * The memo's key of a search. The user plays no part in the results beyond the country that leads (the statement
 * reads the user only to find their first company's country), and that country is in the state: so the key holds
 * the state instead of the user, and the users of one country share the results of the queries they all type. The
 * interface language is not in it either: it only chooses the names shown (toFactorSearchItem).
 */
export function searchMemoKey(values: SearchValues, state: string): string {
  return `${JSON.stringify({ ...values, userId: null })}\n${state}`;
}

/** What a company factor may hold beyond the API's fields, set by other modules. */
export interface CompanyFactorExtra {
  gwpBasis?: GwpBasis | null;
}

export class EmissionFactorsService {
  private readonly memo = new SearchMemo<Awaited<ReturnType<EmissionFactorsRepository['search']>>>();

  constructor(
    private readonly repository: EmissionFactorsRepository,
    private readonly companies: CompaniesService,
  ) {}

  async search(userId: string, query: SearchFactorsQuery, lang: AppLocale): Promise<SearchFactorsResponse> {
    if (query.company_id) await this.companies.requireRole(userId, query.company_id);
    const params: FactorSearchParams = {
      query: query.q,
      lang,
      limit: query.limit,
      minScore: query.min_score,
      companyId: query.company_id ?? null,
      userId,
      includeArchived: query.include_archived,
      ...(query.source ? { source: query.source } : {}),
      ...(query.unit_family ? { unitFamily: query.unit_family } : {}),
      ...(query.country ? { country: query.country } : {}),
      ...(query.year !== undefined ? { year: query.year } : {}),
      ...(query.scope !== undefined ? { scope: query.scope } : {}),
    };
    const values = searchValues(params);
    const state = await this.repository.searchState(userId, params.companyId);
    const key = searchMemoKey(values, state);
    let found = this.memo.get(key, state);
    if (!found) {
      found = await this.repository.search(params, values);
      this.memo.set(key, state, found);
    }
    const { rows, libraryTotal } = found;
    // The library's size comes with the results; only a search that found nothing asks for it apart.
    const total = libraryTotal ?? (await this.repository.libraryCounts()).searchable;
    return {
      query: query.q,
      count: rows.length,
      library_total: total,
      items: rows.map((row) => toFactorSearchItem(row, lang)),
    };
  }

  /** Any library factor, archived or not; a company's own factor only for its members. */
  async get(userId: string, id: string, lang: AppLocale): Promise<FactorDetail> {
    const view = await this.repository.findDetailView(id);
    if (!view) throw notFound();
    if (view.row.companyId) await this.companies.requireRole(userId, view.row.companyId);
    const detail = toFactorDetail(view.row, lang, view);
    // A company factor imported from a supplier's PACT footprint says so (decision 0035).
    const pactImport = view.row.companyId ? await this.repository.pactImportOf(view.row.companyId, id) : null;
    return pactImport ? { ...detail, pact_import: pactImport } : detail;
  }

  async sources(): Promise<FactorSourcesResponse> {
    const [datasets, counts] = await Promise.all([this.repository.listDatasets(), this.repository.libraryCounts()]);
    const latest = datasets.reduce<Date | null>(
      (max, dataset) => (max === null || dataset.importedAt > max ? dataset.importedAt : max),
      null,
    );
    return {
      total: counts.searchable,
      total_rows: counts.rows,
      imported_at: latest ? latest.toISOString() : null,
      datasets: datasets.map(toFactorDataset),
    };
  }

  /**
   * A company's own factor. `extra` carries what only other modules know (the IPCC report of a supplier's PACT
   * footprint, decision 0035); the API's create leaves it empty.
   */
  async create(
    userId: string,
    input: CreateFactorInput,
    lang: AppLocale,
    extra: CompanyFactorExtra = {},
  ): Promise<FactorDetail> {
    await this.companies.requireRole(userId, input.company_id, dataEditors);
    const row = await this.repository.insertCompanyFactor(
      input.company_id,
      randomUUID(),
      toCompanyFactorValues({
        nameFr: input.name_fr ?? null,
        nameEn: input.name_en ?? null,
        categoryPath: input.category_path ?? [],
        unit: input.unit,
        kgCo2ePerUnit: input.kg_co2e_per_unit,
        countryCode: input.country_code ?? null,
        year: input.year ?? null,
        uncertaintyPercent: input.uncertainty_percent ?? null,
        comment: input.comment ?? null,
        status: 'valid',
        ...extra,
      }),
    );
    return toFactorDetail(row, lang);
  }

  async update(
    userId: string,
    id: string,
    input: UpdateFactorInput,
    lang: AppLocale,
    extra: CompanyFactorExtra = {},
  ): Promise<FactorDetail> {
    const current = await this.companies.requireEditableRow(userId, await this.repository.findById(id));
    const nameFr = input.name_fr !== undefined ? input.name_fr || null : current.nameFr;
    const nameEn = input.name_en !== undefined ? input.name_en || null : current.nameEn;
    if (!nameFr && !nameEn) throw new AppError(422, 'factor_name_required');
    const row = await this.repository.updateCompanyFactor(
      current.companyId,
      id,
      toCompanyFactorValues({
        nameFr,
        nameEn,
        categoryPath: input.category_path ?? (current.categoryPathEn.length ? current.categoryPathEn : current.categoryPathFr),
        unit: input.unit ?? current.unit,
        kgCo2ePerUnit: input.kg_co2e_per_unit ?? current.kgCo2ePerUnit,
        countryCode: input.country_code !== undefined ? input.country_code : current.countryCode,
        year: input.year !== undefined ? input.year : current.year,
        uncertaintyPercent:
          input.uncertainty_percent !== undefined ? input.uncertainty_percent : current.uncertaintyPercent,
        comment: input.comment !== undefined ? input.comment || null : (current.commentEn ?? current.commentFr),
        status: input.status ?? current.status,
        ...extra,
      }),
    );
    if (!row) throw notFound();
    return toFactorDetail(row, lang);
  }

  async delete(userId: string, id: string): Promise<void> {
    const current = await this.companies.requireEditableRow(userId, await this.repository.findById(id));
    if (!(await this.repository.deleteCompanyFactor(current.companyId, id))) throw notFound();
  }
}
