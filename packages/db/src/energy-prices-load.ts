import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { notInArray, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { DEFAULT_REFERENCE_DATA_DIR } from './factors-load.ts';
import { ENERGY_SOURCES, energyPriceDefaults } from './schema/index.ts';

/**
 * Loads the energy price country defaults (reference-data/energy-prices/country-defaults.csv, documented in its
 * SOURCES.md and docs/decisions/0021-energy-prices.md): upserts by country, year and source, writes only the
 * rows that changed and removes those no longer in the file, so running it at every start costs two small queries.
 */

export const ENERGY_PRICES_FILE = join('energy-prices', 'country-defaults.csv');

export interface EnergyPriceDefaultEntry {
  source: (typeof ENERGY_SOURCES)[number];
  countryCode: string;
  year: number;
  priceEurPerKwh: number;
  semester1EurPerKwh: number | null;
  semester2EurPerKwh: number | null;
  dataset: string;
  consumptionBand: string;
  taxes: string;
  emissionFactorKey: string | null;
}

export interface EnergyPricesLoadResult {
  rows: number;
  /** Rows inserted or rewritten because something changed. */
  written: number;
  removed: number;
  elapsedMs: number;
}

const COLUMNS = [
  'source',
  'country_code',
  'year',
  'price_eur_per_kwh',
  'semester_1_eur_per_kwh',
  'semester_2_eur_per_kwh',
  'dataset',
  'consumption_band',
  'taxes',
  'currency',
  'emission_factor_key',
] as const;

type Record = { [K in (typeof COLUMNS)[number]]: string };

function positive(value: string, what: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number <= 0)
    throw new Error(`${what}: not a positive number`);
  return number;
}

function optionalPositive(value: string, what: string): number | null {
  return value.trim() === '' ? null : positive(value, what);
}

/** Parses and checks the file: known source, country code, year, positive prices, the mean of the semesters. */
export function parseEnergyPriceDefaults(text: string): EnergyPriceDefaultEntry[] {
  const records = parse(text, { columns: true, skip_empty_lines: true, trim: true }) as Record[];
  const seen = new Set<string>();
  return records.map((record, index) => {
    const what = `energy price defaults, row ${index + 2}`;
    for (const column of COLUMNS) {
      if (record[column] === undefined) throw new Error(`${what}: missing column ${column}`);
    }
    const source = record.source as EnergyPriceDefaultEntry['source'];
    if (!ENERGY_SOURCES.includes(source)) throw new Error(`${what}: unknown source ${record.source}`);
    if (!/^[A-Z]{2}$/.test(record.country_code))
      throw new Error(`${what}: bad country code ${record.country_code}`);
    const year = Number(record.year);
    if (!Number.isInteger(year) || year < 2000 || year > 2100)
      throw new Error(`${what}: bad year ${record.year}`);
    if (record.currency !== 'EUR') throw new Error(`${what}: prices must be in EUR`);
    const entry: EnergyPriceDefaultEntry = {
      source,
      countryCode: record.country_code,
      year,
      priceEurPerKwh: positive(record.price_eur_per_kwh, what),
      semester1EurPerKwh: optionalPositive(record.semester_1_eur_per_kwh, what),
      semester2EurPerKwh: optionalPositive(record.semester_2_eur_per_kwh, what),
      dataset: record.dataset,
      consumptionBand: record.consumption_band,
      taxes: record.taxes,
      emissionFactorKey: record.emission_factor_key === '' ? null : record.emission_factor_key,
    };
    if (entry.semester1EurPerKwh !== null && entry.semester2EurPerKwh !== null) {
      const mean = (entry.semester1EurPerKwh + entry.semester2EurPerKwh) / 2;
      if (Math.abs(mean - entry.priceEurPerKwh) > 1e-9)
        throw new Error(`${what}: price is not the semesters' mean`);
    }
    const key = `${entry.countryCode}:${entry.year}:${entry.source}`;
    if (seen.has(key)) throw new Error(`${what}: ${key} appears twice`);
    seen.add(key);
    return entry;
  });
}

export async function readEnergyPriceDefaults(
  referenceDataDir = DEFAULT_REFERENCE_DATA_DIR,
): Promise<EnergyPriceDefaultEntry[]> {
  return parseEnergyPriceDefaults(await readFile(join(referenceDataDir, ENERGY_PRICES_FILE), 'utf8'));
}

export async function loadEnergyPriceDefaults(
  db: Database,
  options: { referenceDataDir?: string } = {},
): Promise<EnergyPricesLoadResult> {
  const started = performance.now();
  const entries = await readEnergyPriceDefaults(options.referenceDataDir);
  const keyOf = sql`${energyPriceDefaults.countryCode} || ':' || ${energyPriceDefaults.year} || ':' || ${energyPriceDefaults.source}`;
  return db.transaction(async (tx) => {
    const written =
      entries.length === 0
        ? []
        : await tx
            .insert(energyPriceDefaults)
            .values(entries)
            .onConflictDoUpdate({
              target: [energyPriceDefaults.countryCode, energyPriceDefaults.year, energyPriceDefaults.source],
              set: {
                priceEurPerKwh: sql`excluded.price_eur_per_kwh`,
                semester1EurPerKwh: sql`excluded.semester_1_eur_per_kwh`,
                semester2EurPerKwh: sql`excluded.semester_2_eur_per_kwh`,
                dataset: sql`excluded.dataset`,
                consumptionBand: sql`excluded.consumption_band`,
                taxes: sql`excluded.taxes`,
                emissionFactorKey: sql`excluded.emission_factor_key`,
                updatedAt: sql`now()`,
              },
              setWhere: sql`(${energyPriceDefaults.priceEurPerKwh}, ${energyPriceDefaults.semester1EurPerKwh},
                ${energyPriceDefaults.semester2EurPerKwh}, ${energyPriceDefaults.dataset}, ${energyPriceDefaults.consumptionBand},
                ${energyPriceDefaults.taxes}, ${energyPriceDefaults.emissionFactorKey})
                IS DISTINCT FROM (excluded.price_eur_per_kwh, excluded.semester_1_eur_per_kwh, excluded.semester_2_eur_per_kwh,
                excluded.dataset, excluded.consumption_band, excluded.taxes, excluded.emission_factor_key)`,
            })
            .returning({ id: energyPriceDefaults.id });
    const keys = entries.map((entry) => `${entry.countryCode}:${entry.year}:${entry.source}`);
    const removed = await tx
      .delete(energyPriceDefaults)
      .where(keys.length === 0 ? undefined : notInArray(keyOf, keys))
      .returning({ id: energyPriceDefaults.id });
    return {
      rows: entries.length,
      written: written.length,
      removed: removed.length,
      elapsedMs: Math.round(performance.now() - started),
    };
  });
}
