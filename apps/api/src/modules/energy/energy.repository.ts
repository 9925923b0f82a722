import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { companies, emissionFactors, sites } from '@carbon/db/schema';
import { gridIntensitiesOf } from '../ledger/ledger.repository.ts';
import type { Database } from '../../platform/db.ts';
import type { LibraryFactorRef } from './energy-defaults.ts';

export interface LibraryFactorRow {
  id: string;
  source: string;
  sourceId: string | null;
  datasetVersion: string | null;
  nameEn: string | null;
  nameFr: string | null;
  unit: string;
  kgCo2ePerUnit: number;
  year: number | null;
}

const libraryColumns = {
  id: emissionFactors.id,
  source: emissionFactors.source,
  sourceId: emissionFactors.sourceId,
  datasetVersion: emissionFactors.datasetVersion,
  nameEn: emissionFactors.nameEn,
  nameFr: emissionFactors.nameFr,
  unit: emissionFactors.unit,
  kgCo2ePerUnit: emissionFactors.kgCo2ePerUnit,
  year: emissionFactors.year,
};

export class EnergyRepository {
  constructor(private readonly db: Database) {}

  async companyCountry(companyId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ country: companies.country })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    return row?.country ?? null;
  }

  async siteCountry(companyId: string, siteId: string): Promise<{ country: string } | null> {
    const [row] = await this.db
      .select({ country: sites.country })
      .from(sites)
      .where(and(eq(sites.companyId, companyId), eq(sites.id, siteId)))
      .limit(1);
    return row ?? null;
  }

  /** The yearly grid intensities of a country, oldest first: the ones the ledger picks for electricity. */
  gridIntensities(countryCode: string): Promise<LibraryFactorRow[]> {
    return this.db
      .select(libraryColumns)
      .from(emissionFactors)
      .where(gridIntensitiesOf(countryCode))
      .orderBy(asc(emissionFactors.year));
  }

  /** The library factor a reference names (its latest edition), or null when the library does not hold it. */
  async libraryFactor(ref: LibraryFactorRef): Promise<LibraryFactorRow | null> {
    const [row] = await this.db
      .select(libraryColumns)
      .from(emissionFactors)
      .where(
        and(
          isNull(emissionFactors.companyId),
          eq(emissionFactors.source, ref.source),
          eq(emissionFactors.sourceId, ref.sourceId),
        ),
      )
      .orderBy(desc(emissionFactors.latestEdition))
      .limit(1);
    return row ?? null;
  }
}
