import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { EnergySource, TariffFamily } from '@carbon/contracts/energy-prices';
import {
  companies,
  companyEnergyPrices,
  emissionFactors,
  energyPriceDefaults,
  sites,
  type StoredSlotPrice,
} from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

export interface DefaultPriceRow {
  id: string;
  source: EnergySource;
  countryCode: string;
  year: number;
  priceEurPerKwh: number;
  dataset: string;
  consumptionBand: string;
  taxes: string;
  /** The library factor's current kg CO2e per kWh; null when it is not in the library. */
  emissionKgCo2ePerKwh: number | null;
}

export interface CompanyPriceRow {
  id: string;
  companyId: string;
  year: number;
  source: EnergySource;
  kind: 'tariff' | 'custom';
  name: string | null;
  tariffFamily: TariffFamily;
  slots: StoredSlotPrice[];
  priceEurPerKwh: number;
  emissionKgCo2ePerKwh: number | null;
  createdAt: Date;
}

export type NewCompanyPrice = Omit<CompanyPriceRow, 'id' | 'createdAt'>;

const companyPriceColumns = {
  id: companyEnergyPrices.id,
  companyId: companyEnergyPrices.companyId,
  year: companyEnergyPrices.year,
  source: companyEnergyPrices.source,
  kind: companyEnergyPrices.kind,
  name: companyEnergyPrices.name,
  tariffFamily: companyEnergyPrices.tariffFamily,
  slots: companyEnergyPrices.slots,
  priceEurPerKwh: companyEnergyPrices.priceEurPerKwh,
  emissionKgCo2ePerKwh: companyEnergyPrices.emissionKgCo2ePerKwh,
  createdAt: companyEnergyPrices.createdAt,
};

export interface PriceFilter {
  year?: number | undefined;
  source?: EnergySource | undefined;
}

export interface DefaultPriceFilter extends PriceFilter {
  /** Every year up to this one (for the fallback to the latest published year); ignored when `year` is given. */
  upToYear?: number | undefined;
}

export class EnergyPricesRepository {
  constructor(private readonly db: Database) {}

  /** The company's country (its profile) and its sites' countries, upper case, the profile's first. */
  async countries(companyId: string): Promise<{ companyCountry: string | null; siteCountries: string[] }> {
    const [company] = await this.db
      .select({ country: companies.country })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    const siteRows = await this.db
      .selectDistinct({ country: sql<string>`upper(${sites.country})` })
      .from(sites)
      .where(eq(sites.companyId, companyId));
    return {
      companyCountry: company?.country ? company.country.toUpperCase() : null,
      siteCountries: siteRows.map((row) => row.country).sort(),
    };
  }

  /** Country defaults of these countries, with the current value of each one's library emission factor. */
  listDefaults(countryCodes: readonly string[], filter: DefaultPriceFilter): Promise<DefaultPriceRow[]> {
    if (countryCodes.length === 0) return Promise.resolve([]);
    const conditions: SQL[] = [inArray(energyPriceDefaults.countryCode, [...countryCodes])];
    if (filter.year !== undefined) conditions.push(eq(energyPriceDefaults.year, filter.year));
    else if (filter.upToYear !== undefined) conditions.push(lte(energyPriceDefaults.year, filter.upToYear));
    if (filter.source !== undefined) conditions.push(eq(energyPriceDefaults.source, filter.source));
    return this.db
      .select({
        id: energyPriceDefaults.id,
        source: energyPriceDefaults.source,
        countryCode: energyPriceDefaults.countryCode,
        year: energyPriceDefaults.year,
        priceEurPerKwh: energyPriceDefaults.priceEurPerKwh,
        dataset: energyPriceDefaults.dataset,
        consumptionBand: energyPriceDefaults.consumptionBand,
        taxes: energyPriceDefaults.taxes,
        emissionKgCo2ePerKwh: emissionFactors.kgCo2ePerUnit,
      })
      .from(energyPriceDefaults)
      .leftJoin(
        emissionFactors,
        and(
          isNull(emissionFactors.companyId),
          eq(emissionFactors.key, energyPriceDefaults.emissionFactorKey),
        ),
      )
      .where(and(...conditions))
      .orderBy(
        asc(energyPriceDefaults.source),
        asc(energyPriceDefaults.year),
        asc(energyPriceDefaults.countryCode),
      );
  }

  /** The company's own prices, newest year first: per year and source its tariff, then its custom prices oldest first. */
  listCompanyPrices(companyId: string, filter: PriceFilter): Promise<CompanyPriceRow[]> {
    const conditions: SQL[] = [eq(companyEnergyPrices.companyId, companyId)];
    if (filter.year !== undefined) conditions.push(eq(companyEnergyPrices.year, filter.year));
    if (filter.source !== undefined) conditions.push(eq(companyEnergyPrices.source, filter.source));
    return this.db
      .select(companyPriceColumns)
      .from(companyEnergyPrices)
      .where(and(...conditions))
      .orderBy(
        desc(companyEnergyPrices.year),
        asc(companyEnergyPrices.source),
        sql`${companyEnergyPrices.kind} = 'custom'`,
        asc(companyEnergyPrices.createdAt),
        asc(companyEnergyPrices.id),
      );
  }

  /** The company's one tariff for a year and source, created or replaced. */
  async upsertTariff(price: NewCompanyPrice): Promise<CompanyPriceRow> {
    const [row] = await this.db
      .insert(companyEnergyPrices)
      .values({ ...price, kind: 'tariff', name: null })
      .onConflictDoUpdate({
        target: [companyEnergyPrices.companyId, companyEnergyPrices.year, companyEnergyPrices.source],
        targetWhere: sql`kind = 'tariff'`,
        set: {
          tariffFamily: sql`excluded.tariff_family`,
          slots: sql`excluded.slots`,
          priceEurPerKwh: sql`excluded.price_eur_per_kwh`,
          updatedAt: sql`now()`,
        },
      })
      .returning(companyPriceColumns);
    if (!row) throw new Error('tariff upsert returned no row');
    return row;
  }

  async insertCustom(price: NewCompanyPrice): Promise<CompanyPriceRow> {
    const [row] = await this.db
      .insert(companyEnergyPrices)
      .values({ ...price, kind: 'custom' })
      .returning(companyPriceColumns);
    if (!row) throw new Error('custom price insert returned no row');
    return row;
  }
}
