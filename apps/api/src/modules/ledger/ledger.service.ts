import {
  computeEntry,
  refrigerantReleasedKg,
  uncertaintyOfSums,
  UnitConversionError,
  type UncertaintySums,
  type EntryComputation,
} from '@carbon/carbon/ledger';
import { gridIntensityFor, scope2Electricity } from '@carbon/carbon/scope2';
import { ACCOUNTING_CATEGORIES, accountingCategory, type AccountingCategory } from '@carbon/carbon/taxonomy';
import { convertQuantity, isUnitCode, unitFamily, type UnitCode } from '@carbon/carbon/units';
import { ENERGY_CATEGORY, ENERGY_PRICE_SOURCE, energyMessageKeys } from '@carbon/contracts/energy';
import {
  ledgerMessageKeys,
  type AccountingCategoriesResponse,
  type CreateEntryInput,
  type CustomFactorInput,
  type DistributionInput,
  type EntriesResponse,
  type Entry,
  type EntryDetails,
  type Inventory,
  type InventoryQuery,
  type ListEntriesQuery,
  type RecomputeInput,
  type RecomputeResponse,
  type UpdateEntryInput,
} from '@carbon/contracts/ledger';
import type { AppLocale } from '@carbon/i18n/locale';
import { AppError, bodyFieldError, forbidden, notFound } from '../../platform/errors.ts';
import type { Database } from '../../platform/db.ts';
import { CompaniesRepository } from '../companies/companies.repository.ts';
import { CompaniesService, dataEditors } from '../companies/companies.service.ts';
import { randomUUID } from 'node:crypto';
import {
  customFactorCopy,
  factorCopyOf,
  ledgerFactorOf,
  sameFactorValues,
  toAccountingCategory,
  toEntry,
} from './ledger.mapper.ts';
import {
  GRID_INTENSITY_SOURCE,
  LedgerRepository,
  type EntryRow,
  type FactorCopy,
  type NewEntry,
  type ShareRow,
} from './ledger.repository.ts';

/** A derived row follows its source entry: it is never written on its own. */
const entryDerived = () => new AppError(409, 'entry_derived');

/** A line of a form's activity changes with the activity, through its form. */
const entryInActivity = () => new AppError(409, 'entry_in_activity');

/**
 * One line a form writes (a material purchase, one mode of a travel report, a freight leg): a ledger entry computed
 * like any other, with the factor the form chose and the form's own fields as its details.
 */
export interface ActivityLine {
  category: string;
  quantity: number;
  unit: string;
  /** A factor of the library or of the company (another company's: 404), one typed by the user, or a copy the form built. */
  factor: { emissionFactorId: string } | { custom: CustomFactorInput } | { copy: FactorCopy };
  label: string;
  /** The form's fields for this line, kept as the entry's details (fuel, quantity_energy_basis... are read too). */
  details: Record<string, unknown>;
  amountEur?: number | null;
  /** Where a refusal of this line's unit or quantity points in the form's body; ['unit'] when not given. */
  loc?: readonly (string | number)[];
}

/** What a form writes: its lines, all on one site and year, written, rewritten and deleted together. */
export interface ActivityInput {
  companyId: string;
  siteId: string;
  periodYear: number;
  /** The form ('material', 'packaging', 'business_travel'...): an activity is read back only as its own kind. */
  kind: string;
  lines: readonly ActivityLine[];
}

export interface ActivityRecord {
  id: string;
  kind: string;
  companyId: string;
  siteId: string;
  periodYear: number;
  /** Its lines, each with its derived rows' figures left out (they are separate entries of the ledger). */
  entries: Entry[];
  co2eKg: number;
  amountEur: number | null;
}

/** Everything an entry is computed from. */
interface EntryDraft {
  companyId: string;
  siteId: string;
  periodYear: number;
  category: AccountingCategory;
  quantity: number;
  unit: UnitCode;
  details: EntryDetails;
  marketFactor: number | null;
  label: string;
  factor: FactorCopy;
}

/** The entry's row and the rows derived from it (scope 3 cat. 3), all computed by the engine. */
interface ComputedEntry {
  values: NewEntry;
  derived: Omit<NewEntry, 'derivedFromEntryId'>[];
}

const round = (value: number) => Number(value.toPrecision(12));

/** A company's year of the ledger. */
export interface CompanyYear {
  companyId: string;
  periodYear: number;
}

/**
 * Told, inside the transaction of every write that adds, changes or removes category-1 entries (a form's activity, an
 * entry written on its own, an import, a recompute), which company-years it touched, with the transaction's ledger and
 * database: sold products' bills of materials then leave out what those entries already count (decision 0030).
 * `kind` is the writing activity's kind, null for entries written on their own.
 */
export type Category1Listener = (
  ledger: LedgerService,
  db: Database,
  userId: string,
  years: readonly CompanyYear[],
  kind: string | null,
  lang: AppLocale,
) => Promise<void>;

/** The company-years of the rows that are category-1 entries, each once. */
function category1Years(
  rows: readonly { companyId: string; periodYear: number; scope3Category: number | null }[],
): CompanyYear[] {
  const years = new Map<string, CompanyYear>();
  for (const row of rows) {
    if (row.scope3Category !== 1) continue;
    years.set(`${row.companyId}/${row.periodYear}`, { companyId: row.companyId, periodYear: row.periodYear });
  }
  return [...years.values()];
}

export class LedgerService {
  constructor(
    private readonly repository: LedgerRepository,
    private readonly companies: CompaniesService,
    /** Set by the app; a ledger handed to a listener has none, so a listener's own writes tell nobody. */
    private readonly category1Listener: Category1Listener | null = null,
  ) {}

  categories(): AccountingCategoriesResponse {
    return { categories: ACCOUNTING_CATEGORIES.map(toAccountingCategory) };
  }

  async list(userId: string, query: ListEntriesQuery, lang: AppLocale): Promise<EntriesResponse> {
    await this.companies.requireRole(userId, query.company_id);
    if (query.site_id) await this.requireSite(query.company_id, query.site_id);
    const { rows, total } = await this.repository.listEntries(
      {
        companyId: query.company_id,
        periodYear: query.period_year,
        siteId: query.site_id,
        scope: query.scope,
        category: query.category,
      },
      query.limit,
      query.offset,
    );
    return { items: await this.withShares(query.company_id, rows, lang), total };
  }

  async get(userId: string, id: string, lang: AppLocale): Promise<Entry> {
    const found = await this.repository.findEntryForMember(userId, id);
    if (!found) throw notFound();
    return this.toEntry(this.repository, found.entry, lang);
  }

  async create(userId: string, input: CreateEntryInput, lang: AppLocale): Promise<Entry> {
    await this.companies.requireRole(userId, input.company_id, dataEditors);
    const category = this.requireCategory(input.category);
    const unit = this.requireUnit(input.unit);
    const marketFactor = this.marketFactorFor(category, input.market_factor_kg_co2e_per_kwh ?? null, true);
    const site = await this.repository.findSite(input.company_id, input.site_id);
    if (!site) throw notFound();
    const factor = await this.resolveFactor(
      input.company_id,
      category,
      input,
      site.country,
      input.period_year,
    );
    if (!factor) throw bodyFieldError(['emission_factor_id'], ledgerMessageKeys.factorRequired, 'required');
    const distribution = input.distribution ?? null;
    if (distribution) await this.requireTargets(input.company_id, distribution);
    await this.checkEnergy(input.company_id, category, input.details ?? {}, input.details);
    const computed = this.compute({
      companyId: input.company_id,
      siteId: site.id,
      periodYear: input.period_year,
      category,
      quantity: input.quantity,
      unit,
      details: input.details ?? {},
      marketFactor,
      label: input.label ?? '',
      factor,
    });
    return this.write(userId, null, lang, async (repository) => {
      const row = await repository.insertEntry(computed.values);
      await this.syncDerived(repository, row, computed.derived);
      if (distribution) await repository.replaceShares(row.companyId, row.id, sharesOf(distribution));
      return { result: await this.toEntry(repository, row, lang), touched: [row] };
    });
  }

  async update(userId: string, id: string, input: UpdateEntryInput, lang: AppLocale): Promise<Entry> {
    const current = await this.requireEditable(userId, id);
    const companyId = current.companyId;
    const category =
      input.category !== undefined ? this.requireCategory(input.category) : this.categoryOf(current);
    const unit = input.unit !== undefined ? this.requireUnit(input.unit) : (current.unit as UnitCode);
    const marketFactor =
      input.market_factor_kg_co2e_per_kwh !== undefined
        ? this.marketFactorFor(category, input.market_factor_kg_co2e_per_kwh, true)
        : this.marketFactorFor(category, current.marketFactorKgCo2ePerKwh, false);
    const siteId = input.site_id ?? current.siteId;
    const site = await this.repository.findSite(companyId, siteId);
    if (!site) throw notFound();
    const periodYear = input.period_year ?? current.periodYear;
    // The copied factor stays unless another is chosen: a quantity corrected in a closed year keeps its factor. The
    // grid factor the ledger picked for electricity is picked again when the site or the year changes, or when an
    // entry becomes electricity: it belongs to the country and year, not to the entry.
    const pickedGrid =
      category.kind === 'electricity' &&
      (current.factorSource === GRID_INTENSITY_SOURCE || current.category !== category.key) &&
      (siteId !== current.siteId || periodYear !== current.periodYear || current.category !== category.key);
    const factor =
      (await this.resolveFactor(companyId, category, input, site.country, periodYear, pickedGrid)) ??
      copyOf(current);
    if (input.distribution) await this.requireTargets(companyId, input.distribution);
    await this.checkEnergy(
      companyId,
      category,
      input.details ?? (current.details as EntryDetails),
      input.details,
    );
    const computed = this.compute({
      companyId,
      siteId,
      periodYear,
      category,
      quantity: input.quantity ?? current.quantity,
      unit,
      details: input.details ?? (current.details as EntryDetails),
      marketFactor,
      label: input.label ?? current.label,
      factor,
    });
    return this.write(userId, null, lang, async (repository) => {
      const { companyId: _company, derivedFromEntryId: _source, ...changes } = computed.values;
      const row = await repository.updateEntry(companyId, id, changes);
      if (!row) throw notFound();
      await this.syncDerived(repository, row, computed.derived);
      if (input.distribution !== undefined) {
        await repository.replaceShares(companyId, id, input.distribution ? sharesOf(input.distribution) : []);
      }
      return { result: await this.toEntry(repository, row, lang), touched: [current, row] };
    });
  }

  async delete(userId: string, id: string): Promise<void> {
    const current = await this.requireEditable(userId, id);
    await this.write(userId, null, 'en', async (repository) => {
      if (!(await repository.deleteEntry(current.companyId, id))) throw notFound();
      return { result: undefined, touched: [current] };
    });
  }

  /**
   * Each entry of the year with a factor from emission_factors, computed again with that factor as it is now. A dry
   * run only reports; otherwise the changed entries (and their derived rows) are rewritten in one transaction.
   * Entries with a typed factor, or whose company factor was deleted, keep their values. `only` limits it to the
   * entries of some factors (a supplier's newer PACT footprint applied to its imported factor, decision 0035).
   */
  async recompute(
    userId: string,
    input: RecomputeInput,
    only?: { factorIds: readonly string[] },
  ): Promise<RecomputeResponse> {
    const companyId = input.company_id;
    await this.companies.requireRole(userId, companyId, input.dry_run ? undefined : dataEditors);
    const rows = await this.repository.yearEntries({ companyId, periodYear: input.period_year });
    const derivedBySource = new Map<string, EntryRow[]>();
    for (const row of rows) {
      if (row.derivedFromEntryId) {
        derivedBySource.set(row.derivedFromEntryId, [
          ...(derivedBySource.get(row.derivedFromEntryId) ?? []),
          row,
        ]);
      }
    }
    const factors = new Map<string, FactorCopy | null>();
    const updates: { row: EntryRow; computed: ComputedEntry }[] = [];
    const changes: RecomputeResponse['changes'] = [];
    let delta = 0;
    for (const row of rows) {
      if (row.derivedFromEntryId || !row.factorId) continue;
      if (only && !only.factorIds.includes(row.factorId)) continue;
      if (!factors.has(row.factorId)) {
        const found = await this.repository.findFactor(companyId, row.factorId);
        factors.set(row.factorId, found ? factorCopyOf(found) : null);
      }
      const factor = factors.get(row.factorId);
      const before = copyOf(row);
      if (!factor || sameFactorValues(before, factor)) continue;
      let computed: ComputedEntry;
      try {
        computed = this.compute({ ...this.draftOf(row), factor });
      } catch (error) {
        // The factor now takes another kind of unit: the entry cannot follow it, and keeps its value.
        if (error instanceof AppError && error.statusCode === 422) continue;
        throw error;
      }
      const oldTotal = row.co2eKg + sum((derivedBySource.get(row.id) ?? []).map((d) => d.co2eKg));
      const newTotal = computed.values.co2eKg + sum(computed.derived.map((d) => d.co2eKg));
      delta += newTotal - oldTotal;
      updates.push({ row, computed });
      changes.push({
        entry_id: row.id,
        category: row.category,
        site_id: row.siteId,
        label: row.label,
        factor_id: row.factorId,
        before_kg: row.co2eKg,
        after_kg: computed.values.co2eKg,
        before_kg_co2e_per_unit: before.factorKgCo2ePerUnit,
        after_kg_co2e_per_unit: factor.factorKgCo2ePerUnit,
      });
    }
    if (!input.dry_run && updates.length > 0) {
      await this.write(userId, null, 'en', async (repository) => {
        for (const { row, computed } of updates) {
          const { companyId: _company, derivedFromEntryId: _source, ...values } = computed.values;
          const updated = await repository.updateEntry(companyId, row.id, values);
          if (updated) await this.syncDerived(repository, updated, computed.derived);
        }
        return { result: undefined, touched: updates.map((update) => update.row) };
      });
    }
    const beforeKg = sum(rows.map((row) => row.co2eKg));
    return {
      dry_run: input.dry_run,
      entries: rows.length,
      before_kg: round(beforeKg),
      after_kg: round(beforeKg + delta),
      changes,
    };
  }

  /** The year's inventory (`aggregate`) for a member of the company; a site filter names one of its sites. */
  async inventory(userId: string, query: InventoryQuery): Promise<Inventory> {
    await this.companies.requireRole(userId, query.company_id);
    if (query.site_id) await this.requireSite(query.company_id, query.site_id);
    return this.aggregate(query.company_id, query.period_year, query.site_id);
  }

  /**
   * Sums of the year's entries (derived rows included), computed by the database: scope 2 both ways, the total
   * location-based, by category in taxonomy order, by site (following an entry's distribution to sites where it has
   * one, its derived rows following the same shares), and the total's uncertainty (engine `uncertaintyOfSums`).
   * The one aggregation of the ledger: the inventory and every other reader (the onboarding summary's charts) call
   * it. Callers check membership first.
   */
  async aggregate(companyId: string, periodYear: number, siteId?: string): Promise<Inventory> {
    const { categories, sites } = await this.repository.inventorySums({ companyId, periodYear, siteId });
    const byScope = { scope1: 0, scope2_location: 0, scope2_market: 0, scope3: 0 };
    const byCategory = new Map<string, number>();
    const spread: UncertaintySums = { totalKg: 0, squaredSpreadKg2: 0, knownTerms: 0 };
    for (const sums of categories) {
      if (sums.scope === 1) byScope.scope1 += sums.co2eKg;
      else if (sums.scope === 2) {
        byScope.scope2_location += sums.co2eKg;
        byScope.scope2_market += sums.co2eKgMarket;
      } else byScope.scope3 += sums.co2eKg;
      byCategory.set(sums.category, (byCategory.get(sums.category) ?? 0) + sums.co2eKg);
      spread.totalKg += sums.co2eKg;
      spread.squaredSpreadKg2 += sums.squaredSpreadKg2;
      spread.knownTerms += sums.knownTerms;
    }
    const nonScope2 = byScope.scope1 + byScope.scope3;
    return {
      period_year: periodYear,
      total_co2e_kg: round(nonScope2 + byScope.scope2_location),
      total_co2e_kg_market: round(nonScope2 + byScope.scope2_market),
      by_scope: {
        scope1: round(byScope.scope1),
        scope2_location: round(byScope.scope2_location),
        scope2_market: round(byScope.scope2_market),
        scope3: round(byScope.scope3),
      },
      by_category: ACCOUNTING_CATEGORIES.filter((category) => byCategory.has(category.key)).map(
        (category) => ({
          key: category.key,
          scope: category.scope,
          co2e_kg: round(byCategory.get(category.key) ?? 0),
        }),
      ),
      by_site: sites
        .map((site) => ({ site_id: site.siteId, co2e_kg: round(site.co2eKg) }))
        .sort((a, b) => b.co2e_kg - a.co2e_kg || a.site_id.localeCompare(b.site_id)),
      uncertainty_percent: uncertaintyOfSums(spread),
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Activities: the lines a form writes together (DESIGN.md section 5: the screens are views over the ledger).

  /**
   * Runs `work` with a ledger whose writes share one transaction: a form that writes several activities (a capital
   * good spread over the years of its life) writes all of them or none. `db` is the transaction, for the form's own
   * repository and companies service: every read inside goes through it too (embedded PGlite has one connection, which
   * the transaction holds).
   */
  transaction<T>(work: (ledger: LedgerService, db: Database) => Promise<T>): Promise<T> {
    return this.repository.transactionDb((db) => work(this.within(db), db));
  }

  /** A ledger over a transaction; without a listener: the transaction's own writes answer to whoever opened it. */
  private within(db: Database): LedgerService {
    return new LedgerService(new LedgerRepository(db), new CompaniesService(new CompaniesRepository(db)));
  }

  /** One transaction for a write; if it touched category-1 entries, the listener follows inside it (decision 0030). */
  private write<T>(
    userId: string,
    kind: string | null,
    lang: AppLocale,
    work: (
      repository: LedgerRepository,
    ) => Promise<{
      result: T;
      touched: readonly { companyId: string; periodYear: number; scope3Category: number | null }[];
    }>,
  ): Promise<T> {
    return this.repository.transactionDb(async (db) => {
      const { result, touched } = await work(new LedgerRepository(db));
      const years = category1Years(touched);
      if (this.category1Listener && years.length > 0) {
        await this.category1Listener(this.within(db), db, userId, years, kind, lang);
      }
      return result;
    });
  }

  /** Writes the activity's lines in one transaction; a refused line writes nothing. */
  async createActivity(userId: string, input: ActivityInput, lang: AppLocale): Promise<ActivityRecord> {
    await this.companies.requireRole(userId, input.companyId, dataEditors);
    if (input.lines.length === 0) throw new Error('an activity is written with at least one line');
    const computed = await this.computeActivity(input);
    const activityId = randomUUID();
    return this.write(userId, input.kind, lang, async (repository) => {
      const rows = await this.insertActivityLines(repository, activityId, input.kind, computed);
      return { result: await this.activityOf(repository, activityId, input.kind, rows, lang), touched: rows };
    });
  }

  /** The activity's lines replaced by new ones (same id), in one transaction; another kind's or tenant's id: 404. */
  async replaceActivity(
    userId: string,
    activityId: string,
    input: ActivityInput,
    lang: AppLocale,
  ): Promise<ActivityRecord> {
    const current = await this.requireActivity(userId, activityId, input.kind, true);
    if (input.lines.length === 0) throw new Error('an activity is written with at least one line');
    const computed = await this.computeActivity({ ...input, companyId: current.companyId });
    return this.write(userId, input.kind, lang, async (repository) => {
      await repository.deleteActivity(current.companyId, activityId);
      const rows = await this.insertActivityLines(repository, activityId, input.kind, computed);
      return {
        result: await this.activityOf(repository, activityId, input.kind, rows, lang),
        touched: [...current.rows, ...rows],
      };
    });
  }

  async getActivity(
    userId: string,
    activityId: string,
    kind: string,
    lang: AppLocale,
  ): Promise<ActivityRecord> {
    const current = await this.requireActivity(userId, activityId, kind, false);
    return this.activityOf(this.repository, activityId, kind, current.rows, lang);
  }

  async deleteActivity(userId: string, activityId: string, kind: string): Promise<void> {
    const current = await this.requireActivity(userId, activityId, kind, true);
    await this.write(userId, kind, 'en', async (repository) => {
      await repository.deleteActivity(current.companyId, activityId);
      return { result: undefined, touched: current.rows };
    });
  }

  /** The year's activities of one kind, oldest first, optionally on one site. */
  async listActivities(
    userId: string,
    query: { companyId: string; periodYear: number; siteId?: string | undefined; kind: string },
    lang: AppLocale,
  ): Promise<ActivityRecord[]> {
    await this.companies.requireRole(userId, query.companyId);
    if (query.siteId) await this.requireSite(query.companyId, query.siteId);
    const rows = await this.repository.yearEntries({
      companyId: query.companyId,
      periodYear: query.periodYear,
      siteId: query.siteId,
      activityKind: query.kind,
    });
    const entriesOf = await this.withShares(query.companyId, rows, lang);
    const byActivity = new Map<string, { rows: EntryRow[]; entries: Entry[] }>();
    rows.forEach((row, index) => {
      if (!row.activityId) return;
      const group = byActivity.get(row.activityId) ?? { rows: [], entries: [] };
      group.rows.push(row);
      group.entries.push(entriesOf[index]!);
      byActivity.set(row.activityId, group);
    });
    return [...byActivity].map(([id, group]) => activityRecord(id, query.kind, group.rows, group.entries));
  }

  private async requireActivity(
    userId: string,
    activityId: string,
    kind: string,
    editing: boolean,
  ): Promise<{ companyId: string; rows: EntryRow[] }> {
    const found = await this.repository.findActivityForMember(userId, activityId);
    const first = found?.entries[0];
    if (!found || !first || first.activityKind !== kind) throw notFound();
    if (editing && !dataEditors.includes(found.role)) throw forbidden();
    return { companyId: first.companyId, rows: found.entries };
  }

  /** Each line checked and computed before anything is written. */
  private async computeActivity(
    input: ActivityInput,
  ): Promise<{ computed: ComputedEntry; line: ActivityLine }[]> {
    const site = await this.repository.findSite(input.companyId, input.siteId);
    if (!site) throw notFound();
    const results: { computed: ComputedEntry; line: ActivityLine }[] = [];
    for (const line of input.lines) {
      const category = accountingCategory(line.category);
      if (!category || category.derivedOnly) throw new Error(`activity line with category ${line.category}`);
      const loc = line.loc ?? ['unit'];
      if (!isUnitCode(line.unit)) throw bodyFieldError(loc, ledgerMessageKeys.unknownUnit, 'unknown_unit');
      const factor = await this.lineFactor(input.companyId, line, loc);
      try {
        const computed = this.compute({
          companyId: input.companyId,
          siteId: site.id,
          periodYear: input.periodYear,
          category,
          quantity: line.quantity,
          unit: line.unit,
          details: line.details as EntryDetails,
          marketFactor: null,
          label: line.label,
          factor,
        });
        results.push({ computed, line });
      } catch (error) {
        // The engine names the entry's own fields; a form's body names them otherwise.
        if (error instanceof AppError && error.statusCode === 422 && error.issues?.[0]) {
          throw bodyFieldError(loc, error.issues[0].messageKey, error.issues[0].type);
        }
        throw error;
      }
    }
    return results;
  }

  private async lineFactor(
    companyId: string,
    line: ActivityLine,
    loc: readonly (string | number)[],
  ): Promise<FactorCopy> {
    if ('copy' in line.factor) return line.factor.copy;
    if ('custom' in line.factor) {
      if (!isUnitCode(line.factor.custom.unit))
        throw bodyFieldError(loc, ledgerMessageKeys.unknownUnit, 'unknown_unit');
      return customFactorCopy(line.factor.custom);
    }
    const factor = await this.repository.findFactor(companyId, line.factor.emissionFactorId);
    if (!factor) throw notFound();
    return factorCopyOf(factor);
  }

  private async insertActivityLines(
    repository: LedgerRepository,
    activityId: string,
    kind: string,
    lines: readonly { computed: ComputedEntry; line: ActivityLine }[],
  ): Promise<EntryRow[]> {
    const rows: EntryRow[] = [];
    for (const { computed, line } of lines) {
      const row = await repository.insertEntry({
        ...computed.values,
        activityId,
        activityKind: kind,
        amountEur: line.amountEur ?? null,
      });
      await this.syncDerived(repository, row, computed.derived);
      rows.push(row);
    }
    return rows;
  }

  private async activityOf(
    repository: LedgerRepository,
    id: string,
    kind: string,
    rows: EntryRow[],
    lang: AppLocale,
  ): Promise<ActivityRecord> {
    const entriesOf = await Promise.all(rows.map((row) => this.toEntry(repository, row, lang)));
    return activityRecord(id, kind, rows, entriesOf);
  }

  // -------------------------------------------------------------------------------------------------------------

  /** A site filter names one of the company's sites: another company's is a 404 like any of its ids. */
  private async requireSite(companyId: string, siteId: string): Promise<void> {
    if (!(await this.repository.findSite(companyId, siteId))) throw notFound();
  }

  private requireCategory(key: string): AccountingCategory {
    const category = accountingCategory(key);
    if (!category) throw bodyFieldError(['category'], ledgerMessageKeys.unknownCategory, 'unknown_category');
    if (category.derivedOnly)
      throw bodyFieldError(['category'], ledgerMessageKeys.categoryDerivedOnly, 'derived_only');
    return category;
  }

  private categoryOf(row: EntryRow): AccountingCategory {
    const category = accountingCategory(row.category);
    if (!category) throw new Error(`entry ${row.id} has an unknown category ${row.category}`);
    return category;
  }

  private requireUnit(unit: string): UnitCode {
    if (!isUnitCode(unit)) throw bodyFieldError(['unit'], ledgerMessageKeys.unknownUnit, 'unknown_unit');
    return unit;
  }

  /** A market-based factor is for electricity; one kept from before a change of category is dropped. */
  private marketFactorFor(category: AccountingCategory, value: number | null, given: boolean): number | null {
    if (value === null || category.kind === 'electricity') return value;
    if (given) {
      throw bodyFieldError(
        ['market_factor_kg_co2e_per_kwh'],
        ledgerMessageKeys.marketFactorElectricityOnly,
        'not_applicable',
      );
    }
    return null;
  }

  /**
   * The factor chosen in the request: a factor of the library or of the company (another company's: 404), a typed
   * one, or for electricity without either the grid intensity of the site's country for the year (or the latest
   * before it). Null when none is given (an update then keeps the entry's copy).
   */
  private async resolveFactor(
    companyId: string,
    category: AccountingCategory,
    input: Pick<CreateEntryInput, 'emission_factor_id' | 'custom_factor'>,
    country: string,
    periodYear: number,
    gridByDefault = true,
  ): Promise<FactorCopy | null> {
    if (input.emission_factor_id) {
      const factor = await this.repository.findFactor(companyId, input.emission_factor_id);
      if (!factor) throw notFound();
      return factorCopyOf(factor);
    }
    if (input.custom_factor) {
      if (!isUnitCode(input.custom_factor.unit)) {
        throw bodyFieldError(['custom_factor', 'unit'], ledgerMessageKeys.unknownUnit, 'unknown_unit');
      }
      return customFactorCopy(input.custom_factor);
    }
    if (category.kind !== 'electricity' || !gridByDefault) return null;
    const series = await this.repository.gridIntensities(country);
    const points = series.flatMap((row) =>
      row.year === null ? [] : [{ year: row.year, kgPerKwh: row.kgCo2ePerUnit }],
    );
    const chosen = gridIntensityFor(points, periodYear);
    const row = chosen && series.find((candidate) => candidate.year === chosen.year);
    if (!row) throw bodyFieldError(['emission_factor_id'], ledgerMessageKeys.noGridFactor, 'no_grid_factor');
    return factorCopyOf(row);
  }

  /**
   * The energy named in the details belongs to the entry's category (else 422 on details.energy); a newly given
   * energy price is one the company can see (else 404, like any other company's id) and prices that energy (a gas
   * price does not cost electricity: else 422 on details.energy_price_id).
   */
  private async checkEnergy(
    companyId: string,
    category: AccountingCategory,
    details: EntryDetails,
    given: EntryDetails | undefined,
  ): Promise<void> {
    if (details.energy && ENERGY_CATEGORY[details.energy] !== category.key) {
      throw bodyFieldError(['details', 'energy'], energyMessageKeys.energyCategory, 'energy_category_mismatch');
    }
    const priceId = given?.energy_price_id;
    if (!priceId) return;
    const source = await this.repository.visibleEnergyPriceSource(companyId, priceId);
    if (!source) throw notFound();
    if (details.energy && ENERGY_PRICE_SOURCE[details.energy] !== source) {
      throw bodyFieldError(
        ['details', 'energy_price_id'],
        energyMessageKeys.energyPrice,
        'energy_price_mismatch',
      );
    }
  }

  /** Sites and projects of the company (another company's: 404). Products do not exist yet: any id is missing. */
  private async requireTargets(companyId: string, distribution: DistributionInput): Promise<void> {
    for (const type of ['site', 'project', 'product'] as const) {
      const ids = distribution.shares
        .filter((share) => share.target_type === type)
        .map((share) => share.target_id);
      if (ids.length === 0) continue;
      if (type === 'product') throw notFound();
      const found = await this.repository.existingTargets(companyId, type, ids);
      if (ids.some((id) => !found.has(id))) throw notFound();
    }
  }

  /**
   * A refrigerant leak in details belongs to fugitive emissions, and the quantity is the gas it released: the
   * engine's figure, in the entry's mass unit (0.1 % apart at most, for a quantity the client rounded).
   */
  private checkRefrigerant(draft: EntryDraft): void {
    const leak = draft.details.refrigerant;
    if (!leak) return;
    if (draft.category.kind !== 'refrigerant') {
      throw bodyFieldError(['details', 'refrigerant'], ledgerMessageKeys.refrigerantOnly, 'not_applicable');
    }
    const releasedKg = refrigerantReleasedKg(
      leak.method === 'recharge'
        ? { method: 'recharge', rechargedKg: leak.recharged_kg }
        : {
            method: 'leak_rate',
            chargeKg: leak.charge_kg,
            annualLeakRatePercent: leak.annual_leak_rate_percent,
          },
    );
    const quantityKg =
      unitFamily(draft.unit) === 'mass' ? convertQuantity(draft.quantity, draft.unit, 'kg') : NaN;
    if (!(Math.abs(quantityKg - releasedKg) <= releasedKg * 1e-3)) {
      throw bodyFieldError(['quantity'], ledgerMessageKeys.refrigerantQuantity, 'refrigerant_mismatch');
    }
  }

  /** The entry and its derived rows, computed by the engine; a unit the factor cannot take is a 422 on `unit`. */
  private compute(draft: EntryDraft): ComputedEntry {
    this.checkRefrigerant(draft);
    const factor = ledgerFactorOf(draft.factor);
    if (!factor) throw bodyFieldError(['unit'], ledgerMessageKeys.unitMismatch, 'unit_mismatch');
    let computation: EntryComputation;
    try {
      computation = computeEntry({
        categoryKey: draft.category.key,
        quantity: draft.quantity,
        unit: draft.unit,
        quantityEnergyBasis: draft.details.quantity_energy_basis ?? null,
        fuel: draft.details.fuel ?? null,
        activityUncertaintyPercent: draft.details.activity_uncertainty_percent ?? null,
        factor,
      });
    } catch (error) {
      if (error instanceof UnitConversionError)
        throw bodyFieldError(['unit'], ledgerMessageKeys.unitMismatch, 'unit_mismatch');
      throw error;
    }
    let co2eKgMarket: number | null = null;
    if (draft.category.kind === 'electricity') {
      if (factor.unit !== 'kWh') throw bodyFieldError(['unit'], ledgerMessageKeys.unitMismatch, 'unit_mismatch');
      const kwh = computation.quantityInFactorUnit;
      co2eKgMarket = scope2Electricity({
        kwh,
        locationKgPerKwh: kwh > 0 ? computation.co2eKg / kwh : 0,
        contractKgPerKwh: draft.marketFactor,
      }).marketKg;
    } else if (draft.category.scope === 2) {
      // Heat, steam and cooling have no market instrument here: both methods count the same.
      co2eKgMarket = computation.co2eKg;
    }
    const common = {
      companyId: draft.companyId,
      siteId: draft.siteId,
      periodYear: draft.periodYear,
      quantity: draft.quantity,
      unit: draft.unit,
      uncertaintyPercent: computation.uncertaintyPercent,
      conversion: computation.conversion,
      label: draft.label,
    };
    const values: NewEntry = {
      ...common,
      ...draft.factor,
      category: draft.category.key,
      scope: draft.category.scope,
      scope3Category: draft.category.scope3Category,
      begesItem: draft.category.begesItem,
      co2eKg: round(computation.co2eKg),
      co2eKgMarket: co2eKgMarket === null ? null : round(co2eKgMarket),
      details: draft.details,
      marketFactorKgCo2ePerKwh: draft.marketFactor,
      derivedFromEntryId: null,
    };
    const q = computation.quantityInFactorUnit;
    const derived = computation.derived.flatMap((part) => {
      const category = accountingCategory(part.categoryKey);
      if (!category) return [];
      return [
        {
          ...common,
          ...draft.factor,
          // The part of the source's factor this row counts, per the factor's unit.
          factorKgCo2ePerUnit: q > 0 ? round(part.co2eKg / q) : 0,
          factorParts: null,
          category: category.key,
          scope: category.scope,
          scope3Category: category.scope3Category,
          begesItem: category.begesItem,
          co2eKg: round(part.co2eKg),
          co2eKgMarket: null,
          details: {},
          marketFactorKgCo2ePerKwh: null,
        },
      ];
    });
    return { values, derived };
  }

  /** The derived rows of a source entry made equal to `derived`: same category updated, new inserted, others deleted. */
  private async syncDerived(
    repository: LedgerRepository,
    source: EntryRow,
    derived: ComputedEntry['derived'],
  ): Promise<void> {
    const existing = await repository.derivedOf(source.companyId, source.id);
    const kept = new Set<string>();
    for (const values of derived) {
      const match = existing.find((row) => row.category === values.category && !kept.has(row.id));
      if (match) {
        kept.add(match.id);
        const { companyId: _company, ...changes } = values;
        await repository.updateEntry(source.companyId, match.id, changes);
      } else {
        await repository.insertEntry({ ...values, derivedFromEntryId: source.id });
      }
    }
    await repository.deleteEntries(
      source.companyId,
      existing.filter((row) => !kept.has(row.id)).map((row) => row.id),
    );
  }

  private draftOf(row: EntryRow): Omit<EntryDraft, 'factor'> {
    return {
      companyId: row.companyId,
      siteId: row.siteId,
      periodYear: row.periodYear,
      category: this.categoryOf(row),
      quantity: row.quantity,
      unit: row.unit as UnitCode,
      details: row.details as EntryDetails,
      marketFactor: row.marketFactorKgCo2ePerKwh,
      label: row.label,
    };
  }

  private async requireEditable(userId: string, id: string): Promise<EntryRow> {
    const found = await this.repository.findEntryForMember(userId, id);
    if (!found) throw notFound();
    if (!dataEditors.includes(found.role)) throw forbidden();
    if (found.entry.derivedFromEntryId) throw entryDerived();
    if (found.entry.activityId) throw entryInActivity();
    return found.entry;
  }

  private async toEntry(repository: LedgerRepository, row: EntryRow, lang: AppLocale): Promise<Entry> {
    return toEntry(row, await repository.sharesOf(row.companyId, [row.id]), lang);
  }

  private async withShares(companyId: string, rows: EntryRow[], lang: AppLocale): Promise<Entry[]> {
    const byEntry = new Map<string, ShareRow[]>();
    for (const share of await this.repository.sharesOf(
      companyId,
      rows.map((row) => row.id),
    )) {
      byEntry.set(share.entryId, [...(byEntry.get(share.entryId) ?? []), share]);
    }
    return rows.map((row) => toEntry(row, byEntry.get(row.id) ?? [], lang));
  }

  // -------------------------------------------------------------------------------------------------------------
  // Bulk import (apps/api/src/modules/import, docs/decisions/0026-import-bulk-fec.md): many entries checked and
  // computed without writing, then written all together. The caller checks the caller's role first.

  /**
   * Each input checked and computed like `create` would, without writing: per row the computed entry or the field
   * and message key that refuse it (another company's site or factor reads as not found on its own field). Sites
   * and factors are read once per import through `cache`.
   */
  async checkEntries(
    companyId: string,
    inputs: readonly CreateEntryInput[],
    cache: {
      sites: Map<string, { id: string; country: string } | null>;
      factors: Map<string, FactorCopy | null>;
    } = {
      sites: new Map(),
      factors: new Map(),
    },
    onProgress?: (done: number) => void | Promise<void>,
  ): Promise<({ ok: true; computed: ComputedEntry } | { ok: false; field: string; messageKey: string })[]> {
    const results: (
      { ok: true; computed: ComputedEntry } | { ok: false; field: string; messageKey: string }
    )[] = [];
    for (const [index, input] of inputs.entries()) {
      try {
        const category = this.requireCategory(input.category);
        const unit = this.requireUnit(input.unit);
        if (!cache.sites.has(input.site_id)) {
          const site = await this.repository.findSite(companyId, input.site_id);
          cache.sites.set(input.site_id, site ? { id: site.id, country: site.country } : null);
        }
        const site = cache.sites.get(input.site_id);
        if (!site) {
          results.push({ ok: false, field: 'site_id', messageKey: 'errors.reference_not_found' });
          continue;
        }
        let factor: FactorCopy | null;
        if (input.emission_factor_id) {
          if (!cache.factors.has(input.emission_factor_id)) {
            const found = await this.repository.findFactor(companyId, input.emission_factor_id);
            cache.factors.set(input.emission_factor_id, found ? factorCopyOf(found) : null);
          }
          factor = cache.factors.get(input.emission_factor_id) ?? null;
          if (!factor) {
            results.push({
              ok: false,
              field: 'emission_factor_id',
              messageKey: 'errors.reference_not_found',
            });
            continue;
          }
        } else {
          factor = await this.resolveFactor(companyId, category, input, site.country, input.period_year);
        }
        if (!factor) {
          results.push({
            ok: false,
            field: 'emission_factor_id',
            messageKey: ledgerMessageKeys.factorRequired,
          });
          continue;
        }
        await this.checkEnergy(companyId, category, input.details ?? {}, input.details);
        const computed = this.compute({
          companyId,
          siteId: site.id,
          periodYear: input.period_year,
          category,
          quantity: input.quantity,
          unit,
          details: input.details ?? {},
          marketFactor: null,
          label: input.label ?? '',
          factor,
        });
        results.push({ ok: true, computed });
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 422 && error.issues?.[0]) {
          const loc = error.issues[0].loc;
          results.push({
            ok: false,
            field: String(loc[loc.length - 1]),
            messageKey: error.issues[0].messageKey,
          });
        } else if (error instanceof AppError && error.statusCode === 404) {
          results.push({ ok: false, field: 'emission_factor_id', messageKey: 'errors.reference_not_found' });
        } else throw error;
      }
      if (onProgress && (index + 1) % 1000 === 0) await onProgress(index + 1);
    }
    return results;
  }

  /**
   * Writes computed entries (from `checkEntries`) in one transaction, inserts batched, each with `details` merged
   * into its own (an import's id). New entries have no derived rows yet, so syncing them is inserting theirs.
   */
  async writeEntries(
    userId: string,
    computed: readonly ComputedEntry[],
    details: Record<string, unknown>,
    batchSize = 1_000,
  ): Promise<number> {
    return this.write(userId, null, 'en', async (repository) => {
      let written = 0;
      for (let start = 0; start < computed.length; start += batchSize) {
        const batch = computed.slice(start, start + batchSize);
        const sources = batch.map((entry) => ({
          ...entry.values,
          id: randomUUID(),
          details: { ...(entry.values.details as object), ...details },
        }));
        written += await repository.insertEntriesBatch(sources);
        const derived = sources.flatMap((source, index) =>
          (batch[index]?.derived ?? []).map((values) => ({ ...values, derivedFromEntryId: source.id })),
        );
        await repository.insertEntriesBatch(derived);
      }
      return { result: written, touched: computed.map((entry) => entry.values) };
    });
  }
}

function activityRecord(id: string, kind: string, rows: readonly EntryRow[], lines: Entry[]): ActivityRecord {
  const first = rows[0];
  if (!first) throw new Error(`activity ${id} has no lines`);
  const amounts = rows.flatMap((row) => (row.amountEur === null ? [] : [row.amountEur]));
  return {
    id,
    kind,
    companyId: first.companyId,
    siteId: first.siteId,
    periodYear: first.periodYear,
    entries: lines,
    co2eKg: round(sum(rows.map((row) => row.co2eKg))),
    amountEur: amounts.length > 0 ? round(sum(amounts)) : null,
  };
}

function copyOf(row: EntryRow): FactorCopy {
  return {
    factorId: row.factorId,
    factorSource: row.factorSource,
    factorDatasetVersion: row.factorDatasetVersion,
    factorNameEn: row.factorNameEn,
    factorNameFr: row.factorNameFr,
    factorKgCo2ePerUnit: row.factorKgCo2ePerUnit,
    factorUnit: row.factorUnit,
    factorUncertaintyPercent: row.factorUncertaintyPercent,
    factorEnergyBasis: row.factorEnergyBasis,
    factorParts: row.factorParts,
  };
}

function sharesOf(distribution: DistributionInput): Omit<ShareRow, 'entryId'>[] {
  return distribution.shares.map((share) => ({
    targetType: share.target_type,
    targetId: share.target_id,
    criterion: distribution.criterion,
    sharePercent: share.share_percent,
  }));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
