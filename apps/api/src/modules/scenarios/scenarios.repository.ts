import { and, asc, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import {
  companies,
  companyEnergyPrices,
  emissionFactors,
  energyPriceDefaults,
  entries,
  scenarios,
  sites,
} from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

export type ScenarioRow = typeof scenarios.$inferSelect;
export type ScenarioInsert = typeof scenarios.$inferInsert;
export type EnergySource = (typeof energyPriceDefaults.$inferSelect)['source'];

/** What a scenario reads of its site. */
export interface ScenarioSiteRow {
  id: string;
  name: string;
  address: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  employees: number | null;
  surfaceM2: number | null;
  companyEmployees: number | null;
}

/** A heating entry of the site (a fuel burnt or heat bought), as the ledger recorded it. */
export interface HeatingEntryRow {
  id: string;
  periodYear: number;
  category: string;
  quantity: number;
  unit: string;
  co2eKg: number;
  details: Record<string, unknown>;
  factorSource: string;
  factorDatasetVersion: string | null;
  factorNameEn: string | null;
  factorNameFr: string | null;
  factorKgCo2ePerUnit: number;
  factorUnit: string;
  factorEnergyBasis: 'LHV' | 'HHV' | null;
}

/** An energy price a scenario costs its energy with: the company's tariff, else its country's default. */
export interface PriceRow {
  priceEurPerKwh: number;
  year: number;
  /** 'company_tariff' or the default's dataset (Eurostat nrg_pc_205…). */
  origin: 'company_tariff' | 'country_default';
  dataset: string | null;
  countryCode: string | null;
}

export interface LibraryKeyedFactor {
  key: string;
  kgCo2ePerUnit: number;
  unit: string;
  source: string;
  datasetVersion: string | null;
  nameEn: string | null;
  nameFr: string | null;
}

/** The ledger categories that heat a building: fuels burnt on site, and heat or steam bought. */
export const HEATING_CATEGORIES = ['stationary_combustion', 'heat_steam'] as const;

/** Scenarios, and the facts of the company's ledger, sites and prices they are computed from. */
export class ScenariosRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: ScenariosRepository, tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ScenariosRepository(tx), tx));
  }

  /** The site when it is the company's (null otherwise: another company's site reads as missing). */
  async site(companyId: string, siteId: string): Promise<ScenarioSiteRow | null> {
    const [row] = await this.db
      .select({
        id: sites.id,
        name: sites.name,
        address: sites.address,
        country: sites.country,
        latitude: sites.latitude,
        longitude: sites.longitude,
        employees: sites.employees,
        surfaceM2: sites.surfaceM2,
        companyEmployees: companies.employees,
      })
      .from(sites)
      .innerJoin(companies, eq(companies.id, sites.companyId))
      .where(and(eq(sites.id, siteId), eq(sites.companyId, companyId)))
      .limit(1);
    return row ?? null;
  }

  /**
   * The site's heating entries of the latest year that has any (recorded entries, not the rows the ledger derives
   * from them): the baseline a heating scenario replaces.
   */
  async heatingEntries(companyId: string, siteId: string): Promise<HeatingEntryRow[]> {
    const where = and(
      eq(entries.companyId, companyId),
      eq(entries.siteId, siteId),
      inArray(entries.category, [...HEATING_CATEGORIES]),
      isNull(entries.derivedFromEntryId),
    );
    const [latest] = await this.db
      .select({ year: max(entries.periodYear) })
      .from(entries)
      .where(where);
    if (latest?.year === null || latest?.year === undefined) return [];
    const rows = await this.db
      .select({
        id: entries.id,
        periodYear: entries.periodYear,
        category: entries.category,
        quantity: entries.quantity,
        unit: entries.unit,
        co2eKg: entries.co2eKg,
        details: entries.details,
        factorSource: entries.factorSource,
        factorDatasetVersion: entries.factorDatasetVersion,
        factorNameEn: entries.factorNameEn,
        factorNameFr: entries.factorNameFr,
        factorKgCo2ePerUnit: entries.factorKgCo2ePerUnit,
        factorUnit: entries.factorUnit,
        factorEnergyBasis: entries.factorEnergyBasis,
      })
      .from(entries)
      .where(and(where, eq(entries.periodYear, latest.year)))
      .orderBy(asc(entries.createdAt), asc(entries.id));
    return rows.map((row) => ({ ...row, details: (row.details ?? {}) as Record<string, unknown> }));
  }

  /**
   * The price of an energy source: the company's tariff of the latest year it set one, else the default of the
   * country for its latest year (the /prices screen's two levels); null when neither exists.
   */
  async price(companyId: string, countryCode: string, source: EnergySource): Promise<PriceRow | null> {
    const [own] = await this.db
      .select({ priceEurPerKwh: companyEnergyPrices.priceEurPerKwh, year: companyEnergyPrices.year })
      .from(companyEnergyPrices)
      .where(
        and(
          eq(companyEnergyPrices.companyId, companyId),
          eq(companyEnergyPrices.source, source),
          eq(companyEnergyPrices.kind, 'tariff'),
        ),
      )
      .orderBy(desc(companyEnergyPrices.year))
      .limit(1);
    if (own) return { ...own, origin: 'company_tariff', dataset: null, countryCode: null };
    const [fallback] = await this.db
      .select({
        priceEurPerKwh: energyPriceDefaults.priceEurPerKwh,
        year: energyPriceDefaults.year,
        dataset: energyPriceDefaults.dataset,
        countryCode: energyPriceDefaults.countryCode,
      })
      .from(energyPriceDefaults)
      .where(and(eq(energyPriceDefaults.countryCode, countryCode), eq(energyPriceDefaults.source, source)))
      .orderBy(desc(energyPriceDefaults.year))
      .limit(1);
    return fallback ? { ...fallback, origin: 'country_default' } : null;
  }

  /** Library factors by key (`source:source_id`), for the scope 3 models that name theirs (commuting). */
  async libraryFactorsByKey(keys: readonly string[]): Promise<LibraryKeyedFactor[]> {
    if (keys.length === 0) return [];
    return this.db
      .select({
        key: emissionFactors.key,
        kgCo2ePerUnit: emissionFactors.kgCo2ePerUnit,
        unit: emissionFactors.unit,
        source: emissionFactors.source,
        datasetVersion: emissionFactors.datasetVersion,
        nameEn: emissionFactors.nameEn,
        nameFr: emissionFactors.nameFr,
      })
      .from(emissionFactors)
      .where(and(inArray(emissionFactors.key, [...keys]), isNull(emissionFactors.companyId)));
  }

  async find(id: string): Promise<ScenarioRow | null> {
    const [row] = await this.db.select().from(scenarios).where(eq(scenarios.id, id)).limit(1);
    return row ?? null;
  }

  async list(companyId: string, siteId?: string): Promise<ScenarioRow[]> {
    return this.db
      .select()
      .from(scenarios)
      .where(and(eq(scenarios.companyId, companyId), siteId ? eq(scenarios.siteId, siteId) : undefined))
      .orderBy(asc(scenarios.createdAt), asc(scenarios.id));
  }

  async insert(values: ScenarioInsert): Promise<ScenarioRow> {
    // The time of the statement, not of the transaction (now()): scenarios created together (the demo's) keep the
    // order they were created in.
    const [row] = await this.db
      .insert(scenarios)
      .values({ ...values, createdAt: sql`clock_timestamp()`, updatedAt: sql`clock_timestamp()` })
      .returning();
    return row!;
  }

  async update(id: string, values: Partial<ScenarioInsert>): Promise<ScenarioRow> {
    const [row] = await this.db
      .update(scenarios)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(scenarios.id, id))
      .returning();
    return row!;
  }

  /** Its portfolio rows go with it (foreign key cascade). */
  async delete(id: string): Promise<void> {
    await this.db.delete(scenarios).where(eq(scenarios.id, id));
  }
}
