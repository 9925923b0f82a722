import { gridIntensityFor } from '@carbon/carbon/scope2';
import {
  ENERGY_CATEGORY,
  ENERGY_KINDS,
  type EnergyDefaultFactor,
  type EnergyDefaultsQuery,
  type EnergyDefaultsResponse,
  type EnergyKind,
} from '@carbon/contracts/energy';
import type { AppLocale } from '@carbon/i18n/locale';
import { notFound } from '../../platform/errors.ts';
import type { CompaniesService } from '../companies/companies.service.ts';
import { energyDefaultsFor } from './energy-defaults.ts';
import type { EnergyRepository, LibraryFactorRow } from './energy.repository.ts';

/**
 * The default factor of each energy for a site (or the company): the table of energy-defaults.ts for the country,
 * and for electricity the grid intensity of the country for the year (or the latest before it), the one the ledger
 * takes when an electricity entry names no factor. Any member reads them.
 */
export class EnergyService {
  constructor(
    private readonly repository: EnergyRepository,
    private readonly companies: CompaniesService,
  ) {}

  async defaults(
    userId: string,
    query: EnergyDefaultsQuery,
    lang: AppLocale,
  ): Promise<EnergyDefaultsResponse> {
    await this.companies.requireRole(userId, query.company_id);
    let country: string | null;
    if (query.site_id) {
      const site = await this.repository.siteCountry(query.company_id, query.site_id);
      if (!site) throw notFound();
      country = site.country;
    } else {
      country = await this.repository.companyCountry(query.company_id);
    }
    const countryCode = country ? country.toUpperCase() : null;
    const table = energyDefaultsFor(countryCode);
    const toFactor = (row: LibraryFactorRow | null): EnergyDefaultFactor | null =>
      row && {
        id: row.id,
        name: (lang === 'fr' ? (row.nameFr ?? row.nameEn) : (row.nameEn ?? row.nameFr)) ?? null,
        source: row.source,
        source_id: row.sourceId ?? '',
        dataset_version: row.datasetVersion,
        unit: row.unit,
        kg_co2e_per_unit: row.kgCo2ePerUnit,
      };
    const items = await Promise.all(
      ENERGY_KINDS.map(async (energy: EnergyKind) => {
        let row: LibraryFactorRow | null = null;
        if (energy === 'electricity') {
          if (countryCode) row = await this.grid(countryCode, query.period_year);
        } else {
          const ref = table[energy];
          row = ref ? await this.repository.libraryFactor(ref) : null;
        }
        return { energy, category: ENERGY_CATEGORY[energy], factor: toFactor(row) };
      }),
    );
    return { country_code: countryCode, items };
  }

  private async grid(countryCode: string, year: number | undefined): Promise<LibraryFactorRow | null> {
    const series = await this.repository.gridIntensities(countryCode);
    const points = series.flatMap((row) =>
      row.year === null ? [] : [{ year: row.year, kgPerKwh: row.kgCo2ePerUnit }],
    );
    const chosen = gridIntensityFor(points, year ?? Number.MAX_SAFE_INTEGER);
    return (chosen && series.find((row) => row.year === chosen.year)) ?? null;
  }
}
