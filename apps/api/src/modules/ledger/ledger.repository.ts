import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  companies,
  companyEnergyPrices,
  emissionFactorDetails,
  emissionFactors,
  energyPriceDefaults,
  entries,
  entryShares,
  projects,
  sites,
} from '@carbon/db/schema';
import type { Role } from '@carbon/contracts/auth';
import type { Database } from '../../platform/db.ts';
import { callerMemberships } from '../companies/caller-memberships.ts';

/** The factor columns an entry copies. */
export interface FactorCopy {
  factorId: string | null;
  factorSource: string;
  factorDatasetVersion: string | null;
  factorNameEn: string | null;
  factorNameFr: string | null;
  factorKgCo2ePerUnit: number;
  factorUnit: string;
  factorUncertaintyPercent: number | null;
  factorEnergyBasis: 'LHV' | 'HHV' | null;
  /** As stored: [{ kind, kg_co2e_per_unit }] or null. */
  factorParts: unknown;
}

export interface NewEntry extends FactorCopy {
  companyId: string;
  siteId: string;
  periodYear: number;
  category: string;
  scope: number;
  scope3Category: number | null;
  begesItem: string;
  quantity: number;
  unit: string;
  co2eKg: number;
  co2eKgMarket: number | null;
  uncertaintyPercent: number | null;
  conversion: unknown;
  label: string;
  details: unknown;
  marketFactorKgCo2ePerKwh: number | null;
  derivedFromEntryId: string | null;
  /** Set on the lines a form writes together (LedgerService.createActivity); absent on an entry of its own. */
  activityId?: string | null;
  activityKind?: string | null;
  amountEur?: number | null;
}

export interface EntryRow extends NewEntry {
  id: string;
  activityId: string | null;
  activityKind: string | null;
  amountEur: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export type EntryChanges = Partial<Omit<NewEntry, 'companyId' | 'derivedFromEntryId' | 'activityId' | 'activityKind'>>;

export interface ShareRow {
  entryId: string;
  targetType: 'site' | 'project' | 'product';
  targetId: string;
  criterion: 'employee_count' | 'surface_area' | 'budget' | 'unit_volume' | 'sales_amount';
  sharePercent: number;
}

/** An emission factor as an entry reads it: what it copies and whose it is. */
export interface FactorSourceRow {
  id: string;
  companyId: string | null;
  source: string;
  datasetVersion: string | null;
  nameEn: string | null;
  nameFr: string | null;
  kgCo2ePerUnit: number;
  unit: string;
  energyBasis: 'LHV' | 'HHV' | null;
  parts: unknown;
  uncertaintyPercent: number | null;
  countryCode: string | null;
  year: number | null;
}

export interface EntrySiteRow {
  id: string;
  companyId: string;
  country: string;
}

export interface EntryFilter {
  companyId: string;
  periodYear: number;
  siteId?: string | undefined;
  scope?: number | undefined;
  category?: string | undefined;
  /** The lines of one kind of form (activity_kind), each line once: derived rows are left out. */
  activityKind?: string | undefined;
}

/** One category's sums over a year's rows (derived rows included): what the inventory is made of. */
export interface CategorySums {
  category: string;
  scope: number;
  co2eKg: number;
  /** Σ co2e_kg_market, falling back to co2e_kg where a row has none. */
  co2eKgMarket: number;
  /** Σ (uncertainty_percent × co2e_kg)² over the rows with an uncertainty (engine `uncertaintyOfSums`). */
  squaredSpreadKg2: number;
  /** How many rows have an uncertainty. */
  knownTerms: number;
}

export interface SiteSum {
  siteId: string;
  co2eKg: number;
}

/** The dataset of grid intensities by country and year (packages/db/src/factors-import/grid-intensity.ts). */
export const GRID_INTENSITY_SOURCE = 'owid-grid-intensity';

/** The library's valid yearly grid intensities of a country: the ones the ledger and /heating pick for electricity. */
export function gridIntensitiesOf(countryCode: string): SQL | undefined {
  return and(
    isNull(emissionFactors.companyId),
    eq(emissionFactors.source, GRID_INTENSITY_SOURCE),
    eq(emissionFactors.countryCode, countryCode),
    eq(emissionFactors.status, 'valid'),
  );
}

const entryColumns = {
  id: entries.id,
  companyId: entries.companyId,
  siteId: entries.siteId,
  periodYear: entries.periodYear,
  category: entries.category,
  scope: entries.scope,
  scope3Category: entries.scope3Category,
  begesItem: entries.begesItem,
  quantity: entries.quantity,
  unit: entries.unit,
  co2eKg: entries.co2eKg,
  co2eKgMarket: entries.co2eKgMarket,
  uncertaintyPercent: entries.uncertaintyPercent,
  factorId: entries.factorId,
  factorSource: entries.factorSource,
  factorDatasetVersion: entries.factorDatasetVersion,
  factorNameEn: entries.factorNameEn,
  factorNameFr: entries.factorNameFr,
  factorKgCo2ePerUnit: entries.factorKgCo2ePerUnit,
  factorUnit: entries.factorUnit,
  factorUncertaintyPercent: entries.factorUncertaintyPercent,
  factorEnergyBasis: entries.factorEnergyBasis,
  factorParts: entries.factorParts,
  conversion: entries.conversion,
  label: entries.label,
  details: entries.details,
  marketFactorKgCo2ePerKwh: entries.marketFactorKgCo2ePerKwh,
  derivedFromEntryId: entries.derivedFromEntryId,
  activityId: entries.activityId,
  activityKind: entries.activityKind,
  amountEur: entries.amountEur,
  createdAt: entries.createdAt,
  updatedAt: entries.updatedAt,
};

const factorColumns = {
  id: emissionFactors.id,
  companyId: emissionFactors.companyId,
  source: emissionFactors.source,
  datasetVersion: emissionFactors.datasetVersion,
  nameEn: emissionFactors.nameEn,
  nameFr: emissionFactors.nameFr,
  kgCo2ePerUnit: emissionFactors.kgCo2ePerUnit,
  unit: emissionFactors.unit,
  energyBasis: emissionFactors.energyBasis,
  parts: emissionFactors.parts,
  uncertaintyPercent: emissionFactorDetails.uncertaintyPercent,
  countryCode: emissionFactors.countryCode,
  year: emissionFactors.year,
};

const shareColumns = {
  entryId: entryShares.entryId,
  targetType: entryShares.targetType,
  targetId: entryShares.targetId,
  criterion: entryShares.criterion,
  sharePercent: entryShares.sharePercent,
};

const entryOrder = [
  asc(entries.createdAt),
  asc(sql`coalesce(${entries.derivedFromEntryId}, ${entries.id})`),
  sql`${entries.derivedFromEntryId} asc nulls first`,
  asc(entries.category),
  asc(entries.id),
];

function filterOf(filter: EntryFilter): SQL {
  const conditions: SQL[] = [eq(entries.companyId, filter.companyId), eq(entries.periodYear, filter.periodYear)];
  if (filter.siteId) conditions.push(eq(entries.siteId, filter.siteId));
  if (filter.scope !== undefined) conditions.push(eq(entries.scope, filter.scope));
  if (filter.category) conditions.push(eq(entries.category, filter.category));
  if (filter.activityKind) conditions.push(eq(entries.activityKind, filter.activityKind));
  return and(...conditions)!;
}

export class LedgerRepository {
  constructor(private readonly db: Database) {}

  /** An entry, its derived rows and its shares change together or not at all. */
  transaction<T>(work: (repository: LedgerRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new LedgerRepository(tx)));
  }

  /** The same transaction handed over as a database, for the other repositories of a multi-activity write. */
  transactionDb<T>(work: (db: Database) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx));
  }

  /** A library factor, or the company's own; another company's factor reads as missing. */
  async findFactor(companyId: string, id: string): Promise<FactorSourceRow | null> {
    const [row] = await this.db
      .select(factorColumns)
      .from(emissionFactors)
      .leftJoin(emissionFactorDetails, eq(emissionFactorDetails.factorId, emissionFactors.id))
      .where(
        and(
          eq(emissionFactors.id, id),
          or(isNull(emissionFactors.companyId), eq(emissionFactors.companyId, companyId)),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** The yearly grid intensities of a country (kg CO2e per kWh), oldest first. */
  gridIntensities(countryCode: string): Promise<FactorSourceRow[]> {
    return this.db
      .select(factorColumns)
      .from(emissionFactors)
      .leftJoin(emissionFactorDetails, eq(emissionFactorDetails.factorId, emissionFactors.id))
      .where(gridIntensitiesOf(countryCode))
      .orderBy(asc(emissionFactors.year));
  }

  /**
   * The source (electricity, gas, fuel, cooling) of an energy price the company can see (GET /energy-prices lists
   * it): one of its own, or a default of its profile's country or of one of its sites' countries; null otherwise.
   */
  async visibleEnergyPriceSource(companyId: string, priceId: string): Promise<string | null> {
    const [own] = await this.db
      .select({ source: companyEnergyPrices.source })
      .from(companyEnergyPrices)
      .where(and(eq(companyEnergyPrices.id, priceId), eq(companyEnergyPrices.companyId, companyId)))
      .limit(1);
    if (own) return own.source;
    const [byDefault] = await this.db
      .select({ source: energyPriceDefaults.source })
      .from(energyPriceDefaults)
      .where(
        and(
          eq(energyPriceDefaults.id, priceId),
          or(
            sql`upper(${energyPriceDefaults.countryCode}) in (select upper(${sites.country}) from ${sites} where ${sites.companyId} = ${companyId})`,
            sql`upper(${energyPriceDefaults.countryCode}) = (select upper(${companies.country}) from ${companies} where ${companies.id} = ${companyId})`,
          ),
        ),
      )
      .limit(1);
    return byDefault?.source ?? null;
  }

  async findSite(companyId: string, siteId: string): Promise<EntrySiteRow | null> {
    const [row] = await this.db
      .select({ id: sites.id, companyId: sites.companyId, country: sites.country })
      .from(sites)
      .where(and(eq(sites.companyId, companyId), eq(sites.id, siteId)))
      .limit(1);
    return row ?? null;
  }

  /** Of the given ids, those that are sites or projects of the company. */
  async existingTargets(companyId: string, type: 'site' | 'project', ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const table = type === 'site' ? sites : projects;
    const rows = await this.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.companyId, companyId), inArray(table.id, [...ids])));
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Oldest first, each source entry followed by the rows derived from it: they are written in its transaction, so
   * they share its created_at, and grouping by the source's id keeps them together, the source first.
   */
  async listEntries(filter: EntryFilter, limit: number, offset: number): Promise<{ rows: EntryRow[]; total: number }> {
    const where = filterOf(filter);
    const [rows, totals] = await Promise.all([
      this.db
        .select(entryColumns)
        .from(entries)
        .where(where)
        .orderBy(...entryOrder)
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(entries).where(where),
    ]);
    return { rows, total: Number(totals[0]?.total ?? 0) };
  }

  /**
   * The inventory's sums in one statement, computed by the database (a year of a large ledger is tens of thousands of
   * rows; only a few dozen sums come back): by category (and its scope), with the sums the total's uncertainty is
   * made of, and by site. A site's part follows the entry's distribution to sites where it has one, the derived rows
   * following their source's shares; otherwise the entry's own site.
   */
  async inventorySums(filter: EntryFilter): Promise<{ categories: CategorySums[]; sites: SiteSum[] }> {
    const result = (await this.db.execute(sql`
      WITH year_entries AS MATERIALIZED (
        SELECT ${entries.id} AS id, ${entries.siteId} AS site_id, ${entries.category} AS category,
          ${entries.scope} AS scope, ${entries.co2eKg} AS co2e_kg, ${entries.co2eKgMarket} AS co2e_kg_market,
          ${entries.uncertaintyPercent} AS uncertainty_percent,
          coalesce(${entries.derivedFromEntryId}, ${entries.id}) AS source_id
        FROM ${entries}
        WHERE ${filterOf(filter)}
      )
      SELECT 'category' AS kind, category AS key, scope, sum(co2e_kg) AS co2e_kg,
        sum(coalesce(co2e_kg_market, co2e_kg)) AS co2e_kg_market,
        coalesce(sum((uncertainty_percent * co2e_kg) * (uncertainty_percent * co2e_kg)), 0) AS squared_spread,
        count(uncertainty_percent)::int AS known_terms
      FROM year_entries
      GROUP BY category, scope
      UNION ALL
      SELECT 'site', coalesce(s.target_id, e.site_id)::text, NULL,
        sum(CASE WHEN s.entry_id IS NULL THEN e.co2e_kg ELSE e.co2e_kg * s.share_percent / 100 END), NULL, NULL, NULL
      FROM year_entries e
      LEFT JOIN ${entryShares} s
        ON s.company_id = ${filter.companyId} AND s.target_type = 'site' AND s.entry_id = e.source_id
      GROUP BY 2`)) as unknown as {
      rows: {
        kind: 'category' | 'site';
        key: string;
        scope: number | null;
        co2e_kg: number | string;
        co2e_kg_market: number | string | null;
        squared_spread: number | string | null;
        known_terms: number | null;
      }[];
    };
    const categories: CategorySums[] = [];
    const sites: SiteSum[] = [];
    for (const row of result.rows) {
      if (row.kind === 'site') sites.push({ siteId: row.key, co2eKg: Number(row.co2e_kg) });
      else {
        categories.push({
          category: row.key,
          scope: Number(row.scope),
          co2eKg: Number(row.co2e_kg),
          co2eKgMarket: Number(row.co2e_kg_market),
          squaredSpreadKg2: Number(row.squared_spread),
          knownTerms: Number(row.known_terms),
        });
      }
    }
    return { categories, sites };
  }

  /** Every entry of a year (derived rows included), for the recomputation. */
  yearEntries(filter: EntryFilter): Promise<EntryRow[]> {
    return this.db
      .select(entryColumns)
      .from(entries)
      .where(filterOf(filter))
      .orderBy(...entryOrder);
  }

  /** The entry through the caller's membership of its company: another tenant's entry yields nothing. */
  async findEntryForMember(userId: string, id: string): Promise<{ entry: EntryRow; role: Role } | null> {
    const [row] = await this.db
      .select({ entry: entryColumns, role: callerMemberships.role })
      .from(entries)
      .innerJoin(callerMemberships, and(eq(callerMemberships.companyId, entries.companyId), eq(callerMemberships.callerId, userId)))
      .where(eq(entries.id, id))
      .limit(1);
    return row ?? null;
  }

  /** The lines of an activity through the caller's membership of its company: another tenant's yields nothing. */
  async findActivityForMember(
    userId: string,
    activityId: string,
  ): Promise<{ entries: EntryRow[]; role: Role } | null> {
    const rows = await this.db
      .select({ entry: entryColumns, role: callerMemberships.role })
      .from(entries)
      .innerJoin(callerMemberships, and(eq(callerMemberships.companyId, entries.companyId), eq(callerMemberships.callerId, userId)))
      .where(eq(entries.activityId, activityId))
      .orderBy(...entryOrder);
    const first = rows[0];
    return first ? { entries: rows.map((row) => row.entry), role: first.role } : null;
  }

  /** Every line of the activity (their derived rows and shares go with them). */
  async deleteActivity(companyId: string, activityId: string): Promise<void> {
    await this.db.delete(entries).where(and(eq(entries.companyId, companyId), eq(entries.activityId, activityId)));
  }

  derivedOf(companyId: string, sourceEntryId: string): Promise<EntryRow[]> {
    return this.db
      .select(entryColumns)
      .from(entries)
      .where(and(eq(entries.companyId, companyId), eq(entries.derivedFromEntryId, sourceEntryId)))
      .orderBy(asc(entries.createdAt), asc(entries.id));
  }

  async insertEntry(entry: NewEntry): Promise<EntryRow> {
    const [row] = await this.db.insert(entries).values(entry).returning(entryColumns);
    if (!row) throw new Error('entry insert returned no row');
    return row;
  }

  /** Scoped by company as well as id, since every tenant table query leads with company_id. */
  async updateEntry(companyId: string, id: string, changes: EntryChanges): Promise<EntryRow | null> {
    const [row] = await this.db
      .update(entries)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(entries.companyId, companyId), eq(entries.id, id)))
      .returning(entryColumns);
    return row ?? null;
  }

  /** Its derived rows and shares go with it (ON DELETE CASCADE). */
  async deleteEntry(companyId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(entries)
      .where(and(eq(entries.companyId, companyId), eq(entries.id, id)))
      .returning({ id: entries.id });
    return rows.length > 0;
  }

  async deleteEntries(companyId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.delete(entries).where(and(eq(entries.companyId, companyId), inArray(entries.id, [...ids])));
  }

  async replaceShares(
    companyId: string,
    entryId: string,
    shares: readonly Omit<ShareRow, 'entryId'>[],
  ): Promise<void> {
    await this.db
      .delete(entryShares)
      .where(and(eq(entryShares.companyId, companyId), eq(entryShares.entryId, entryId)));
    if (shares.length === 0) return;
    await this.db.insert(entryShares).values(shares.map((share) => ({ ...share, companyId, entryId })));
  }

  async sharesOf(companyId: string, entryIds: readonly string[]): Promise<ShareRow[]> {
    if (entryIds.length === 0) return [];
    return this.db
      .select(shareColumns)
      .from(entryShares)
      .where(and(eq(entryShares.companyId, companyId), inArray(entryShares.entryId, [...entryIds])))
      .orderBy(asc(entryShares.targetType), asc(entryShares.targetId));
  }

  // -------------------------------------------------------------------------------------------------------------
  // Bulk import: many entries in one statement (LedgerService.writeEntries batches them).

  /** Inserts the entries in one statement (ids may be given, so derived rows can name their source). */
  async insertEntriesBatch(values: readonly (NewEntry & { id?: string })[]): Promise<number> {
    if (values.length === 0) return 0;
    const rows = await this.db.insert(entries).values([...values]).returning({ id: entries.id });
    return rows.length;
  }
}
