import { libraryCatalogFactorKeys, loadCatalogLibrary } from '@carbon/db/catalog-load';
import type { DatabaseHandle } from '@carbon/db/client';
import { loadFactorLibrary } from '@carbon/db/factors-load';
import { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { queryRows, useTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/**
 * A representative slice of the factor library for the API tests: loading all 25,510 rows into each test file's
 * PGlite would cost seconds per file. Every source, both languages, archived rows, duplicates, several units,
 * countries, years and scopes; plus the factors the library catalog items are linked to.
 */
export const FACTOR_SUBSET_KEYS = [
  // ADEME Base Carbone: concrete, cement, road diesel (l), natural gas (kWh), French grid mix, portable computer
  'ademe-base-carbone:20719',
  'ademe-base-carbone:20722',
  'ademe-base-carbone:20723',
  'ademe-base-carbone:26640',
  'ademe-base-carbone:13515',
  'ademe-base-carbone:15591',
  'ademe-base-carbone:27002',
  // archived (readable by id, searchable only with include_archived): a 14.1-inch laptop
  'ademe-base-carbone:20595',
  // a copy of an AGRIBALYSE food (duplicate_of_key agribalyse:25033): never offered by search
  'ademe-base-carbone:39941',
  // AGRIBALYSE foods with their life-cycle stages
  'agribalyse:6101',
  'agribalyse:6001',
  'agribalyse:25033',
  // UK DESNZ, both editions: diesel (scope 1), UK grid (scope 2), hotel night in France and a long-haul flight (scope 3)
  'uk-desnz:2025:1_101_1011_8_1',
  'uk-desnz:2024:1_101_1011_8_1',
  'uk-desnz:2025:7_400_4000_5_1',
  'uk-desnz:2025:29_600_4016_13_1',
  'uk-desnz:2025:21_316_3174_11_1',
  'uk-desnz:2024:21_316_3174_11_1',
  // Issue 8: diesel's well-to-tank row and UK electricity's upstream and losses (linked as parts), Paris metro 2022 (expired) and the factor that replaces it, R-410A in
  // ADEME (AR6) and DESNZ (AR5), natural gas in a boiler per kWh PCI (E+/C- label)
  'uk-desnz:2025:11_101_1011_8_1',
  'uk-desnz:2025:15_917_4000_5_1',
  'uk-desnz:2025:15_918_4000_5_1',
  'uk-desnz:2025:13_402_4000_5_1',
  'ademe-base-carbone:43253',
  'ademe-base-carbone:43778',
  'ademe-base-carbone:43632',
  'uk-desnz:2025:3_201_2158_3_1',
  'ademe-base-carbone:25826',
  // Road diesel B7 and diesel B30 (mainland France), each published per litre, tonne, kWh PCI, GJ PCI and tep PCI:
  // the GJ and tep rows are look-alikes of the kWh PCI one once converted (duplicate_of_key)
  'ademe-base-carbone:25775',
  'ademe-base-carbone:25776',
  'ademe-base-carbone:25777',
  'ademe-base-carbone:25778',
  'ademe-base-carbone:25779',
  'ademe-base-carbone:25770',
  'ademe-base-carbone:25771',
  'ademe-base-carbone:25772',
  'ademe-base-carbone:25773',
  'ademe-base-carbone:25774',
  // US EPA USEEIO (per 2022 USD, offered per 2022 EUR)
  'us-epa-useeio:327310',
  'us-epa-useeio:541511',
  // Grid intensity (OWID)
  'owid-grid-intensity:FRA:2023',
  'owid-grid-intensity:FRA:2024',
  'owid-grid-intensity:DEU:2023',
] as const;

/** The subset above plus the catalog's factors, then the catalog's tags and library items. */
export async function loadLibrarySubset(database: DatabaseHandle): Promise<void> {
  const keys = [...new Set([...FACTOR_SUBSET_KEYS, ...(await libraryCatalogFactorKeys())])];
  await loadFactorLibrary(database.db, { keys });
  await loadCatalogLibrary(database.db);
}

/** The whole library, as a start-up loads it (about 25,510 rows: seconds on PGlite, once per test file). */
export async function loadFullLibrary(database: DatabaseHandle): Promise<void> {
  await loadFactorLibrary(database.db);
  await loadCatalogLibrary(database.db);
}

/** The test file's app (`useTestApp`) with the library subset loaded before the file's own `beforeAll` hooks. */
export function useLibraryTestApp(options: TestAppOptions = {}): TestApp {
  const t = useTestApp(options);
  beforeAll(async () => {
    await loadLibrarySubset(t.database);
  }, 120_000);
  return t;
}

/** The id of a library factor by its key (`source:source_id`); throws when the loaded library lacks it. */
export async function factorId(database: DatabaseHandle, key: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(database, sql`select id from emission_factors where key = ${key}`);
  if (!row) throw new Error(`factor ${key} is not in the test library`);
  return row.id;
}
