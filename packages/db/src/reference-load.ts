import type { Database } from './client.ts';
import { loadCatalogLibrary, type CatalogLoadResult } from './catalog-load.ts';
import { loadEnergyPriceDefaults, type EnergyPricesLoadResult } from './energy-prices-load.ts';
import { loadFactorLibrary, type FactorLoadOptions, type FactorLoadResult } from './factors-load.ts';

export interface ReferenceLoadResult {
  factors: FactorLoadResult;
  catalog: CatalogLoadResult;
  energyPrices: EnergyPricesLoadResult;
}

/**
 * Brings the reference data in the database in line with the files in the repository: the emission factor
 * library first, then the catalog items that copy their factors' values, then the energy price country defaults.
 * Run after the migrations, at every start and by `npm run factors:import`; it does nothing costly when nothing
 * changed.
 */
export async function loadReferenceData(db: Database, options: FactorLoadOptions = {}): Promise<ReferenceLoadResult> {
  const factors = await loadFactorLibrary(db, options);
  const catalog = await loadCatalogLibrary(
    db,
    options.referenceDataDir ? { referenceDataDir: options.referenceDataDir } : {},
  );
  const energyPrices = await loadEnergyPriceDefaults(
    db,
    options.referenceDataDir ? { referenceDataDir: options.referenceDataDir } : {},
  );
  return { factors, catalog, energyPrices };
}
