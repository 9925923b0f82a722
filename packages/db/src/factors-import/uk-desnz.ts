import { parseUnit } from '@carbon/carbon/units';
import { countryCodeFromName } from './countries';
import {
  applyMultiplier,
  datasetFields,
  factorKey,
  unitFields,
  SINGLE_EDITION,
  type FactorDataset,
  type GasSplit,
  type NormalisedFactor,
} from './factor';
import { col, cleanText, numberOrNull, readCsv, type CsvRecord } from './parse-helpers';

export interface DesnzEdition {
  year: 2024 | 2025;
  dataset: FactorDataset;
}

const OGL = {
  source: 'uk-desnz',
  publisher: 'UK Department for Energy Security and Net Zero (DESNZ)',
  licence: 'Open Government Licence v3.0',
  licenceUrl: 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
  gwpBasis: 'AR5',
  directory: 'uk-desnz-ghg-conversion-factors',
} as const;

export const desnz2025: DesnzEdition = {
  year: 2025,
  dataset: {
    ...OGL,
    datasetVersion: '2025 v1.0',
    title: 'UK Government GHG Conversion Factors for Company Reporting 2025 (flat file)',
    attribution:
      'Contains public sector information licensed under the Open Government Licence v3.0. Source: UK Government GHG Conversion Factors for Company Reporting 2025, DESNZ.',
    files: ['ghg-conversion-factors-2025-flat-format.csv'],
  },
};

export const desnz2024: DesnzEdition = {
  year: 2024,
  dataset: {
    ...OGL,
    datasetVersion: '2024 v1.1',
    title: 'UK Government GHG Conversion Factors for Company Reporting 2024 (flat file, v1.1)',
    attribution:
      'Contains public sector information licensed under the Open Government Licence v3.0. Source: UK Government GHG Conversion Factors for Company Reporting 2024, DESNZ.',
    files: ['ghg-conversion-factors-2024-FlatFormat_v1_1.csv'],
  },
};

const C = {
  id: 'ID',
  scope: 'Scope',
  level1: 'Level 1',
  level2: 'Level 2',
  level3: 'Level 3',
  level4: 'Level 4',
  columnText: 'Column Text',
  uom: 'UOM',
  ghgUnit: 'GHG/Unit',
} as const;

/** Only these rows are totals. The others are per-gas parts of a total, or energy conversions (kWh per unit). */
const TOTAL = 'kg CO2e';
const GAS_PARTS: Record<string, 'co2Fossil' | 'ch4' | 'n2o'> = {
  'kg CO2e of CO2 per unit': 'co2Fossil',
  'kg CO2e of CH4 per unit': 'ch4',
  'kg CO2e of N2O per unit': 'n2o',
};

/** "1_101_1011_8_1" (total) and "1_101_1011_8_2" (its CO2 part) share the base "1_101_1011_8". */
function baseId(id: string): string {
  return id.replace(/_\d+$/, '');
}

function scopeNumber(raw: string): 1 | 2 | 3 | null {
  const m = /^Scope ([123])$/.exec(raw.trim());
  return m ? (Number(m[1]) as 1 | 2 | 3) : null;
}

function descriptiveParts(record: CsvRecord): string[] {
  const uom = col(record, C.uom).trim();
  const parts: string[] = [];
  for (const column of [C.level1, C.level2, C.level3, C.level4, C.columnText]) {
    const part = cleanText(col(record, column));
    // Level 4 sometimes repeats the unit ("kWh"), and Level 2 often repeats Level 1 ("Hotel stay").
    if (part === '' || part === uom || part === parts.at(-1)) continue;
    parts.push(part);
  }
  return parts;
}

/**
 * One DESNZ edition. Totals come only from rows whose GHG/Unit is "kg CO2e"; the CO2, CH4 and N2O rows of the same
 * base ID become the total's gas split instead of factors of their own, which would double count. Rows without a
 * published value are skipped. Hotel stays carry their country; everything else is UK.
 */
export function parseUkDesnz(csv: string, edition: DesnzEdition): NormalisedFactor[] {
  const valueColumn = `GHG Conversion Factor ${edition.year}`;
  const what = `DESNZ ${edition.year}`;
  const records = readCsv(csv, [...Object.values(C), valueColumn], what).filter(
    (r) => col(r, C.id).trim() !== '',
  );

  const partsByBase = new Map<string, CsvRecord[]>();
  for (const record of records) {
    if (!(col(record, C.ghgUnit).trim() in GAS_PARTS)) continue;
    const base = baseId(col(record, C.id).trim());
    const list = partsByBase.get(base);
    if (list) list.push(record);
    else partsByBase.set(base, [record]);
  }

  const factors: NormalisedFactor[] = [];
  for (const record of records) {
    if (col(record, C.ghgUnit).trim() !== TOTAL) continue;
    const id = col(record, C.id).trim();
    const rowWhat = `${what} ${id}`;
    const sourceText = col(record, valueColumn);
    const sourceValue = numberOrNull(sourceText, rowWhat);
    if (sourceValue === null) continue;

    const unitRaw = cleanText(col(record, C.uom));
    const parsed = parseUnit(unitRaw);
    if (!parsed) throw new Error(`${rowWhat}: unrecognised unit ${JSON.stringify(unitRaw)}`);
    const { multiplier, ...unit } = unitFields(parsed);

    let gases: GasSplit | null = null;
    for (const part of partsByBase.get(baseId(id)) ?? []) {
      const value = numberOrNull(col(part, valueColumn), `${rowWhat} gas part`);
      if (value === null) continue;
      gases ??= {
        co2Fossil: null,
        ch4Fossil: null,
        ch4Biogenic: null,
        ch4: null,
        n2o: null,
        other: null,
        co2Biogenic: null,
      };
      const gas = GAS_PARTS[col(part, C.ghgUnit).trim()];
      if (gas) gases[gas] = applyMultiplier(value, multiplier, col(part, valueColumn));
    }

    const level1 = cleanText(col(record, C.level1));
    const level2 = cleanText(col(record, C.level2));
    // Hotel stays are per country, named in Level 3 ("France", "UK (London)").
    const hotelCountry = level1 === 'Hotel stay' ? cleanText(col(record, C.level3)) : null;
    const sourceId = `${edition.year}:${id}`;
    factors.push({
      key: factorKey('uk-desnz', sourceId),
      ...datasetFields(edition.dataset),
      sourceId,
      nameFr: null,
      nameEn: descriptiveParts(record).join(' – '),
      nameLanguages: 'en',
      categoryPathFr: [],
      categoryPathEn: [level1, level2].filter((p) => p !== ''),
      unitRaw,
      sourceValue,
      ...unit,
      ...SINGLE_EDITION,
      // Every DESNZ id is in every edition carried; linkDesnzEditions groups them once both are read.
      parts: null,
      kgCo2ePerUnit: applyMultiplier(sourceValue, multiplier, sourceText),
      gases,
      components: null,
      lifecycleStages: null,
      uncertaintyPercent: null,
      quality: null,
      qualityScheme: null,
      countryCode: hotelCountry ? countryCodeFromName(hotelCountry) : 'GB',
      regionCode: null,
      locationFr: null,
      locationEn: hotelCountry ?? 'United Kingdom',
      year: edition.year,
      validFrom: null,
      validTo: null,
      validityText: null,
      status: 'valid',
      ghgScope: scopeNumber(col(record, C.scope)),
      duplicateOfKey: null,
      commentFr: null,
      commentEn: null,
      sourceMetadata: { desnzId: id, scope: cleanText(col(record, C.scope)) },
    });
  }
  linkMileRowsToKmTwins(factors);
  linkUpstreamAndLosses(factors);
  return factors;
}

/**
 * DESNZ ids read `${table}_${subtable}_${item}_${unit}_${part}`: a well-to-tank row shares its item and unit
 * codes with the rows it is the upstream of ("11_100_1000_7_1", WTT- fuels, butane per kWh (Net CV), with
 * "1_100_1000_7_1", Fuels), and a transmission and distribution row with its electricity row
 * ("13_402_4000_5_1" with "7_400_4000_5_1"; "14_300_3004_4_1" with "8_300_3004_4_1", electricity for EVs).
 */
function itemAndUnit(desnzId: string): string | null {
  const m = /^\d+_\d+_(\d+)_(\d+)_\d+$/.exec(desnzId);
  return m ? `${m[1]}_${m[2]}` : null;
}

/** "Distribution - district heat & steam" (item 4004) is the loss of the district heat rows (item 4003). */
const LOSS_ITEM_ALIASES: Record<string, string> = { '4004': '4003' };

function isWellToTank(level1: string): boolean {
  return level1.startsWith('WTT-');
}

function isLosses(level1: string): boolean {
  return level1 === 'Transmission and distribution' || level1 === 'UK electricity T&D for EVs';
}

/**
 * Links each DESNZ factor to the well-to-tank and the transmission and distribution rows DESNZ publishes apart,
 * as parts: its own value (what is emitted where the fuel burns or the electricity is generated: scope 1 or 2),
 * the upstream (well-to-tank) and the losses, each part naming the row it is published as. DESNZ's own value is
 * the first part only: a ledger adds the others where it counts scope 3 category 3. The own value of an electric
 * or plug-in hybrid vehicle's row is electricity, not combustion, so it is "other".
 */
function linkUpstreamAndLosses(factors: NormalisedFactor[]): void {
  const desnzId = (f: NormalisedFactor) => String(f.sourceMetadata.desnzId);
  const level1 = (f: NormalisedFactor) => f.categoryPathEn[0] ?? '';
  const linkKey = (f: NormalisedFactor) => {
    const key = itemAndUnit(desnzId(f));
    if (!key) return null;
    const [item = '', unitCode = ''] = key.split('_');
    return `${LOSS_ITEM_ALIASES[item] ?? item}_${unitCode}`;
  };
  const upstream = new Map<string, NormalisedFactor[]>();
  const losses = new Map<string, NormalisedFactor[]>();
  for (const f of factors) {
    const key = linkKey(f);
    if (!key) continue;
    const target = isWellToTank(level1(f)) ? upstream : isLosses(level1(f)) ? losses : null;
    if (!target) continue;
    const list = target.get(key);
    if (list) list.push(f);
    else target.set(key, [f]);
  }
  // Level 2 as the tables share it: "WTT- HGV refrigerated (all diesel)" is the upstream of "HGVs refrigerated
  // (all diesel)" and "Managed HGV refrigerated (all diesel)", which share item codes with "HGV (all diesel)".
  const level2 = (f: NormalisedFactor) =>
    (f.categoryPathEn[1] ?? '')
      .toLowerCase()
      .replace(/^wtt-\s*/, '')
      .replace(/^managed\s+/, '')
      .replace(/\bhgvs\b/, 'hgv');
  const ownLevel2s = new Map<string, Set<string>>();
  for (const f of factors) {
    if (isWellToTank(level1(f)) || isLosses(level1(f))) continue;
    const key = linkKey(f);
    if (!key) continue;
    const set = ownLevel2s.get(key) ?? new Set<string>();
    set.add(level2(f));
    ownLevel2s.set(key, set);
  }
  // A linked row that names another factor's subcategory of the same item is that factor's, not this one's.
  const belongsTo = (f: NormalisedFactor, linked: NormalisedFactor, key: string) =>
    level2(linked) === level2(f) || !ownLevel2s.get(key)?.has(level2(linked));
  for (const f of factors) {
    if (isWellToTank(level1(f)) || isLosses(level1(f))) continue;
    const key = linkKey(f);
    if (!key) continue;
    const wtt = (upstream.get(key) ?? []).filter((w) => belongsTo(f, w, key));
    const td = (losses.get(key) ?? []).filter((t) => belongsTo(f, t, key));
    if (wtt.length === 0 && td.length === 0) continue;
    const electric = /electric vehicle/i.test(f.nameEn ?? '');
    f.parts = [
      { kind: electric ? 'other' : 'combustion', kgCo2ePerUnit: f.kgCo2ePerUnit, factorKey: null },
      ...wtt.map((w) => ({ kind: 'upstream' as const, kgCo2ePerUnit: w.kgCo2ePerUnit, factorKey: w.key })),
      ...td.map((t) => ({
        kind: 'transmission_distribution_losses' as const,
        kgCo2ePerUnit: t.kgCo2ePerUnit,
        factorKey: t.key,
      })),
    ];
  }
}

/**
 * Every edition of one DESNZ factor shares `uk-desnz:${DESNZ id}` (DESNZ ids are stable across years: the 2,616
 * totals of 2025 and of 2024 have the same ids). The newest edition is the latest; the older ones stay, for the
 * entries of their year, but leave search. A factor found in one edition only has no group.
 */
export function linkDesnzEditions(factors: NormalisedFactor[]): void {
  const groups = new Map<string, NormalisedFactor[]>();
  for (const f of factors) {
    if (f.source !== 'uk-desnz') continue;
    const group = `uk-desnz:${String(f.sourceMetadata.desnzId)}`;
    const list = groups.get(group);
    if (list) list.push(f);
    else groups.set(group, [f]);
  }
  for (const [group, editions] of groups) {
    if (editions.length < 2) continue;
    const newest = Math.max(...editions.map((f) => f.year ?? 0));
    for (const f of editions) {
      f.editionGroup = group;
      f.latestEdition = f.year === newest;
    }
  }
}

/**
 * DESNZ publishes most vehicle factors per km and again per mile. Both are kept (the mile rows, converted, stay
 * readable), but the per-mile row points at its per-km twin so that search offers one of them.
 */
function linkMileRowsToKmTwins(factors: NormalisedFactor[]): void {
  const kmRows = new Map<string, string>();
  const twinKey = (f: NormalisedFactor) => `${f.nameEn}|${f.ghgScope}`;
  for (const f of factors) if (f.unitRaw === 'km') kmRows.set(twinKey(f), f.key);
  for (const f of factors) {
    if (f.unitRaw !== 'miles') continue;
    f.duplicateOfKey = kmRows.get(twinKey(f)) ?? null;
  }
}
