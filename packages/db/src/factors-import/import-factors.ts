import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ademeBaseCarboneDataset, parseAdemeBaseCarbone } from './ademe-base-carbone';
import { agribalyseDataset, parseAgribalyse } from './agribalyse';
import type { FactorDataset, NormalisedFactor } from './factor';
import { gridIntensityDataset, parseGridIntensity } from './grid-intensity';
import { desnz2024, desnz2025, linkDesnzEditions, parseUkDesnz } from './uk-desnz';
import { parseUseeio, useeioDataset } from './useeio';

/** The open datasets the product carries; nothing is read from outside the repository. */
export const REFERENCE_DATA_DIR = fileURLToPath(
  new URL('../../reference-data/emission-factors/', import.meta.url),
);

export interface DatasetFileRecord {
  name: string;
  bytes: number;
  sha256: string;
}

/** A dataset as imported: what it is, the exact files read (by hash, to detect a changed file), how many factors. */
export interface ImportedDataset extends FactorDataset {
  fileRecords: DatasetFileRecord[];
  factorCount: number;
}

export interface FactorImport {
  /** Sorted by key; keys are unique. */
  factors: NormalisedFactor[];
  datasets: ImportedDataset[];
}

export interface ImportOptions {
  /** Folder holding one sub-folder per dataset; defaults to packages/db/reference-data/emission-factors. */
  dataDir?: string;
}

interface ReadDataset {
  dataset: FactorDataset;
  fileRecords: DatasetFileRecord[];
  /** The text of one of the dataset's files, by name. */
  text(name: string): string;
}

async function readDataset(dataset: FactorDataset, dataDir: string): Promise<ReadDataset> {
  const buffers = await Promise.all(
    dataset.files.map((name) => readFile(join(dataDir, dataset.directory, name))),
  );
  const texts = new Map(dataset.files.map((name, i) => [name, buffers[i]?.toString('utf8') ?? '']));
  return {
    dataset,
    fileRecords: dataset.files.map((name, i) => {
      const buffer = buffers[i] ?? Buffer.alloc(0);
      return { name, bytes: buffer.byteLength, sha256: createHash('sha256').update(buffer).digest('hex') };
    }),
    text(name) {
      const text = texts.get(name);
      if (text === undefined)
        throw new Error(`${dataset.directory}: ${name} is not one of the dataset's files`);
      return text;
    },
  };
}

function normaliseFoodName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * Base Carbone copies AGRIBALYSE 3.1 foods (programme "AGRIBALYSE 3.1"). Where such a row names exactly one food of
 * the AGRIBALYSE 3.1.1 files we carry, it points at that food, so search offers the newer one with its life-cycle
 * stages and the two are never summed. ADEME splits a food name over base, attribute and boundary, hence the
 * comparison on letters and digits only. Farm-gate products and ingredients are not in the food synthesis and stay
 * on their own.
 */
export function linkAdemeCopiesOfAgribalyse(
  ademe: NormalisedFactor[],
  agribalyse: NormalisedFactor[],
): number {
  const byName = new Map<string, string | null>();
  for (const food of agribalyse) {
    if (!food.nameFr) continue;
    const name = normaliseFoodName(food.nameFr);
    byName.set(name, byName.has(name) ? null : food.key);
  }
  let linked = 0;
  for (const factor of ademe) {
    const programme = factor.sourceMetadata.programme;
    if (factor.status !== 'valid' || typeof programme !== 'string' || !programme.startsWith('AGRIBALYSE 3'))
      continue;
    if (!factor.nameFr) continue;
    const key = byName.get(normaliseFoodName(factor.nameFr));
    if (key) {
      factor.duplicateOfKey = key;
      linked += 1;
    }
  }
  return linked;
}

/**
 * ADEME names no replacement in a column of its own. An element that was archived, or whose validity ended, is
 * replaced by the valid element of the same French name, unit and place whose validity runs latest: ADEME
 * publishes a new version of a factor as a new element under the same name (docs/decisions/0018-…). Time does
 * not enter the rule (no "today"), so a re-import on another day gives the same links.
 */
export function linkAdemeReplacements(ademe: NormalisedFactor[]): number {
  const groupKey = (f: NormalisedFactor) => `${(f.nameFr ?? '').toLowerCase()}|${f.unitRaw}|${f.locationFr ?? ''}`;
  const groups = new Map<string, NormalisedFactor[]>();
  for (const f of ademe) {
    if (!f.nameFr) continue;
    const list = groups.get(groupKey(f));
    if (list) list.push(f);
    else groups.set(groupKey(f), [f]);
  }
  // No end of validity runs latest; then the latest end; then the newest element (highest id).
  const runsTo = (f: NormalisedFactor) => f.validTo ?? '9999-12-31';
  let linked = 0;
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const valid = members.filter((f) => f.status === 'valid');
    const best = valid.sort(
      (a, b) => runsTo(b).localeCompare(runsTo(a)) || Number(b.sourceId) - Number(a.sourceId),
    )[0];
    if (!best) continue;
    for (const f of members) {
      if (f === best) continue;
      if (f.status === 'archived' || runsTo(f) < runsTo(best)) {
        f.replacedByKey = best.key;
        linked += 1;
      }
    }
  }
  return linked;
}

/** How far a row's published unit is from its canonical one: 0 when published in it, |log10| of the ratio else. */
function conversionDistance(f: NormalisedFactor): number {
  if (f.kgCo2ePerUnit === f.sourceValue) return 0;
  const ratio = f.kgCo2ePerUnit / f.sourceValue;
  // A zero value converts to zero whatever the unit: nothing tells how far it was converted.
  return Number.isFinite(ratio) && ratio > 0 ? Math.abs(Math.log10(ratio)) : Number.POSITIVE_INFINITY;
}

/** Published units that differ only in case or spacing ("kWh PCI", "KWh PCI", "kWhPCI") are one unit. */
function sameUnitRaw(a: string, b: string): boolean {
  return a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();
}

/** What makes two rows look alike: everything search shows of them except the unit they were published in. */
export function unitLookAlikeKey(f: NormalisedFactor): string {
  return JSON.stringify([
    f.source,
    f.datasetVersion,
    f.nameFr,
    f.nameEn,
    f.countryCode,
    f.regionCode,
    f.locationFr,
    f.locationEn,
    f.year,
    f.unit,
    f.energyBasis,
    f.unitQualifier,
    f.currency,
    f.priceYear,
  ]);
}

/**
 * A source publishes one fuel in several units (ADEME: per GJ PCI, per kWh PCI, per tep PCI; DESNZ: water per
 * cubic metre and per million litres). Converted to the canonical unit they become look-alike rows ("Gazole
 * routier, B7", kWh PCI: 0.3164, 0.319, 0.3176). Among the valid rows of one source and edition that share both
 * names, place, year, canonical unit, energy basis, qualifier and currency, one stays searchable: the one whose
 * validity runs latest, then the one published in the canonical unit (else the one whose published unit is the
 * fewest orders of magnitude from it: MJ before GJ before tep), then the lowest source id. The others point at it
 * (`duplicate_of_key`) and stay readable by id. Rows published in the same unit as the kept one are not
 * conversions of it (ADEME files "Train de marchandises" per t.km for Corsica and for other countries under one
 * name) and stay on their own. Returns how many rows it marked.
 */
export function linkUnitLookAlikes(factors: NormalisedFactor[]): number {
  const groups = new Map<string, NormalisedFactor[]>();
  for (const f of factors) {
    if (f.status !== 'valid' || f.duplicateOfKey !== null) continue;
    const list = groups.get(unitLookAlikeKey(f));
    if (list) list.push(f);
    else groups.set(unitLookAlikeKey(f), [f]);
  }
  const runsTo = (f: NormalisedFactor) => f.validTo ?? '9999-12-31';
  let marked = 0;
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const [kept] = [...members].sort(
      (a, b) =>
        runsTo(b).localeCompare(runsTo(a)) ||
        conversionDistance(a) - conversionDistance(b) ||
        a.sourceId.localeCompare(b.sourceId, 'en', { numeric: true }),
    );
    if (!kept) continue;
    for (const f of members) {
      if (f === kept || sameUnitRaw(f.unitRaw, kept.unitRaw)) continue;
      f.duplicateOfKey = kept.key;
      marked += 1;
    }
  }
  return marked;
}

/** A replacement that is now a look-alike of another row points at the row search offers instead. */
function followLookAlikes(factors: NormalisedFactor[]): void {
  const byKey = new Map(factors.map((f) => [f.key, f]));
  for (const f of factors) {
    const target = f.replacedByKey ? byKey.get(f.replacedByKey) : undefined;
    const offered = target?.duplicateOfKey ? byKey.get(target.duplicateOfKey) : undefined;
    // Only a look-alike of the same source: an ADEME copy of an AGRIBALYSE food keeps its ADEME replacement.
    if (offered && offered.source === f.source) f.replacedByKey = offered.key;
  }
}

/**
 * Reads every carried dataset and returns one normalised list of factors plus a record of each dataset (version,
 * licence, file hashes). Deterministic: the same files give the same list in the same order, and each factor's
 * key is stable, so loading it into the database is an idempotent upsert.
 */
export async function importFactors(options: ImportOptions = {}): Promise<FactorImport> {
  const dataDir = options.dataDir ?? REFERENCE_DATA_DIR;
  const [ademe, agribalyse, d2025, d2024, useeio, grid] = await Promise.all([
    readDataset(ademeBaseCarboneDataset, dataDir),
    readDataset(agribalyseDataset, dataDir),
    readDataset(desnz2025.dataset, dataDir),
    readDataset(desnz2024.dataset, dataDir),
    readDataset(useeioDataset, dataDir),
    readDataset(gridIntensityDataset, dataDir),
  ]);

  const ademeFactors = parseAdemeBaseCarbone(ademe.text('Base_Carbone_V23.6.utf8.csv'));
  const agribalyseFactors = parseAgribalyse(
    agribalyse.text('Agribalyse_Synthese.csv'),
    agribalyse.text('Agribalyse_Detail etape.csv'),
  );
  linkAdemeCopiesOfAgribalyse(ademeFactors, agribalyseFactors);
  linkAdemeReplacements(ademeFactors);
  const desnz2025Factors = parseUkDesnz(d2025.text('ghg-conversion-factors-2025-flat-format.csv'), desnz2025);
  const desnz2024Factors = parseUkDesnz(d2024.text('ghg-conversion-factors-2024-FlatFormat_v1_1.csv'), desnz2024);
  linkDesnzEditions([...desnz2025Factors, ...desnz2024Factors]);
  const parsed: [ReadDataset, NormalisedFactor[]][] = [
    [ademe, ademeFactors],
    [agribalyse, agribalyseFactors],
    [d2025, desnz2025Factors],
    [d2024, desnz2024Factors],
    [useeio, parseUseeio(useeio.text('SupplyChainGHGEmissionFactors_v1.3.0_NAICS_CO2e_USD2022.csv'))],
    [grid, parseGridIntensity(grid.text('carbon-intensity-electricity.csv'))],
  ];
  const all = parsed.flatMap(([, list]) => list);
  linkUnitLookAlikes(all);
  followLookAlikes(all);

  const factors = parsed
    .flatMap(([, list]) => list)
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (let i = 1; i < factors.length; i += 1) {
    if (factors[i]?.key === factors[i - 1]?.key) throw new Error(`Duplicate factor key ${factors[i]?.key}`);
  }
  const datasets = parsed.map(([read, list]) => ({
    ...read.dataset,
    fileRecords: read.fileRecords,
    factorCount: list.length,
  }));
  return { factors, datasets };
}

export async function loadAllFactors(options: ImportOptions = {}): Promise<NormalisedFactor[]> {
  return (await importFactors(options)).factors;
}

/** One file of a carried dataset, as text: for tests and tools that parse a single source. */
export async function readDatasetFile(
  dataset: FactorDataset,
  name: string,
  dataDir = REFERENCE_DATA_DIR,
): Promise<string> {
  return readFile(join(dataDir, dataset.directory, name), 'utf8');
}
