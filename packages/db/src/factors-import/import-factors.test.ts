import { readFile } from 'node:fs/promises';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryLevels } from './category-levels';
import type { NormalisedFactor } from './factor';
import { importFactors, REFERENCE_DATA_DIR, unitLookAlikeKey, type FactorImport } from './import-factors';

let result: FactorImport;
let byKey: Map<string, NormalisedFactor>;

beforeAll(async () => {
  result = await importFactors();
  byKey = new Map(result.factors.map((f) => [f.key, f]));
}, 30_000);

function count(source: string, status = 'valid'): number {
  return result.factors.filter((f) => f.source === source && f.status === status).length;
}

describe('loadAllFactors / importFactors', () => {
  it('reads the copies carried in the repository', () => {
    expect(
      REFERENCE_DATA_DIR.endsWith(['packages', 'db', 'reference-data', 'emission-factors', ''].join(sep)),
    ).toBe(true);
  });

  it('produces one list of well over 15,000 factors with the expected counts per source', () => {
    expect(result.factors.length).toBeGreaterThan(15_000);
    expect(count('ademe-base-carbone')).toBe(6518);
    expect(count('ademe-base-carbone', 'archived')).toBe(4421);
    expect(count('agribalyse')).toBe(2518);
    expect(count('uk-desnz')).toBe(2 * 2616);
    expect(count('us-epa-useeio')).toBe(1016);
    expect(count('owid-grid-intensity')).toBeGreaterThan(5400);
  });

  it('has unique keys in a stable order and the same output when run again', async () => {
    expect(byKey.size).toBe(result.factors.length);
    const keys = result.factors.map((f) => f.key);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const again = await importFactors();
    expect(again.factors).toEqual(result.factors);
    expect(again.datasets).toEqual(result.datasets);
  }, 30_000);

  it('records each dataset with its version, licence, attribution and file hashes', () => {
    expect(result.datasets.map((d) => `${d.source} ${d.datasetVersion}`)).toEqual([
      'ademe-base-carbone V23.6',
      'agribalyse 3.1.1',
      'uk-desnz 2025 v1.0',
      'uk-desnz 2024 v1.1',
      'us-epa-useeio v1.3.0',
      expect.stringMatching(/^owid-grid-intensity /),
    ]);
    for (const d of result.datasets) {
      expect(d.attribution.length).toBeGreaterThan(20);
      expect(d.fileRecords.every((f) => /^[0-9a-f]{64}$/.test(f.sha256) && f.bytes > 0)).toBe(true);
    }
    expect(result.datasets.reduce((a, d) => a + d.factorCount, 0)).toBe(result.factors.length);
  });

  it('gives every factor what the library shows: a name, a unit, a finite value, licence and attribution', () => {
    for (const f of result.factors) {
      if (!(f.nameFr || f.nameEn) || !Number.isFinite(f.kgCo2ePerUnit) || !f.licence || !f.attribution) {
        throw new Error(`Incomplete factor ${f.key}`);
      }
      expect(f.key).toBe(`${f.source}:${f.sourceId}`);
    }
  });

  it('points ADEME copies of AGRIBALYSE foods at the AGRIBALYSE 3.1.1 food, never at a missing or archived row', () => {
    expect(byKey.get('ademe-base-carbone:39594')?.duplicateOfKey).toBe('agribalyse:11084');
    const linked = result.factors.filter((f) => f.duplicateOfKey !== null);
    expect(linked.filter((f) => f.source === 'ademe-base-carbone').length).toBeGreaterThan(2000);
    for (const f of linked) {
      const target = byKey.get(f.duplicateOfKey ?? '');
      expect(target?.status, f.key).toBe('valid');
      expect(target?.duplicateOfKey, f.key).toBeNull();
    }
  });
});

describe('editions and replacements across the carried datasets (issue 8)', () => {
  it('keeps both DESNZ editions, the 2024 one out of search, and no other source has editions', () => {
    const desnz = result.factors.filter((f) => f.source === 'uk-desnz');
    expect(desnz.filter((f) => f.year === 2024).every((f) => !f.latestEdition && f.editionGroup)).toBe(true);
    expect(desnz.filter((f) => f.year === 2025).every((f) => f.latestEdition && f.editionGroup)).toBe(true);
    expect(result.factors.filter((f) => f.source !== 'uk-desnz').every((f) => f.editionGroup === null)).toBe(true);
  });

  it('points an archived ADEME element at the valid one of the same name, unit and place', () => {
    const map = byKey;
    const replaced = result.factors.filter((f) => f.replacedByKey !== null);
    expect(replaced.length).toBe(1965);
    for (const f of replaced) {
      const by = map.get(f.replacedByKey ?? '');
      expect(by, f.key).toBeDefined();
      // The same published unit, or the searchable row the replacement in that unit is a look-alike of.
      expect(by).toMatchObject({
        status: 'valid',
        unit: f.unit,
        energyBasis: f.energyBasis,
        locationFr: f.locationFr,
      });
      if (by?.unitRaw !== f.unitRaw) expect(by?.duplicateOfKey, f.key).toBeNull();
      expect(by?.nameFr?.toLowerCase(), f.key).toBe(f.nameFr?.toLowerCase());
      expect(by?.replacedByKey, f.key).toBeNull();
    }
    // Paris metro 2022 (valid to 2024-04-01) is replaced by the metro factor valid to the end of 2026.
    expect(map.get('ademe-base-carbone:43253')?.replacedByKey).toBe('ademe-base-carbone:43778');
  });

  it('stores no value with more digits than its source gives (no 0.237145313843508)', () => {
    const noisy = result.factors.filter((f) => String(Math.abs(f.kgCo2ePerUnit)).replace(/^0\.0*/, '').replace('.', '').length > 10);
    expect(noisy.map((f) => `${f.key} ${f.kgCo2ePerUnit}`)).toEqual([]);
  });
});

describe('one searchable row per unit where a source publishes a factor in several units (issue 8)', () => {
  const searchable = (f: NormalisedFactor) => f.status === 'valid' && f.duplicateOfKey === null;
  const rowsNamed = (nameFr: string, locationFr: string) =>
    result.factors.filter((f) => f.nameFr === nameFr && f.locationFr === locationFr && f.status === 'valid');

  it('keeps the row ADEME publishes per kWh PCI for "Gazole routier, B7" and points the GJ and tep rows at it', () => {
    const b7 = rowsNamed('Gazole routier, B7', 'France continentale');
    const perKwhPci = b7.filter((f) => f.unit === 'kWh' && f.energyBasis === 'LHV');
    expect(perKwhPci.map((f) => f.unitRaw).sort()).toEqual([
      'kgCO2e/GJ PCI',
      'kgCO2e/kWh PCI',
      'kgCO2e/tep PCI',
    ]);
    const kept = perKwhPci.filter(searchable);
    expect(kept.map((f) => [f.unitRaw, f.kgCo2ePerUnit])).toEqual([['kgCO2e/kWh PCI', 0.319]]);
    for (const f of perKwhPci) if (f !== kept[0]) expect(f.duplicateOfKey, f.unitRaw).toBe(kept[0]?.key);
    // One searchable row per distinct unit: kWh PCI, litre, tonne.
    expect(
      b7
        .filter(searchable)
        .map((f) => `${f.unit} ${f.energyBasis ?? ''}`.trim())
        .sort(),
    ).toEqual(['kWh LHV', 'l', 'tonne']);
  });

  it('leaves "Gazole, B30" one row per kWh PCI, litre and tonne', () => {
    const b30 = rowsNamed('Gazole, B30', 'France continentale').filter(searchable);
    expect(b30.map((f) => `${f.unit} ${f.energyBasis ?? ''} ${f.unitRaw}`.trim()).sort()).toEqual([
      'kWh LHV kgCO2e/kWh PCI',
      'l  kgCO2e/litre',
      'tonne  kgCO2e/tonne',
    ]);
  });

  it('prefers the row whose validity runs latest, then the least converted unit (PCS rows kept apart from PCI)', () => {
    // Natural gas: the kWh PCI and GJ PCI rows run to the end of 2018, the tep PCI row to 2017: kWh PCI stays.
    const gas = rowsNamed('Gaz naturel', 'Europe');
    const pci = gas.filter((f) => f.energyBasis === 'LHV');
    const pcs = gas.filter((f) => f.energyBasis === 'HHV');
    expect(pci.filter(searchable).map((f) => f.unitRaw)).toEqual(['kgCO2e/kWh PCI']);
    expect(pcs.filter(searchable).map((f) => f.unitRaw)).toEqual(['kgCO2e/kWh PCS']);
    // DESNZ water: per cubic metre (the canonical unit) rather than per million litres.
    const water = result.factors.filter((f) => f.nameEn === 'Water supply' && f.year === 2025);
    expect(water.filter(searchable).map((f) => f.unitRaw)).toEqual(['cubic metres']);
    expect(water.find((f) => f.unitRaw === 'million litres')?.duplicateOfKey).toBe(
      water.find(searchable)?.key,
    );
  });

  it('leaves no two searchable rows of one source that differ only in the unit they were published in', () => {
    const seen = new Map<string, NormalisedFactor>();
    const clashes: string[] = [];
    for (const f of result.factors.filter(searchable)) {
      const key = unitLookAlikeKey(f);
      const other = seen.get(key);
      if (
        other &&
        other.unitRaw.replace(/\s+/g, '').toLowerCase() !== f.unitRaw.replace(/\s+/g, '').toLowerCase()
      )
        clashes.push(`${other.key} ${f.key}`);
      seen.set(key, f);
    }
    expect(clashes).toEqual([]);
    // Rows published in the same unit under one name are different factors (rail freight in Corsica and elsewhere).
    expect(
      ['ademe-base-carbone:21155', 'ademe-base-carbone:28175'].map((k) => byKey.get(k)?.duplicateOfKey),
    ).toEqual([null, null]);
  });
});

describe('category levels the factor page names (issue 8)', () => {
  it('match packages/i18n/src/category-levels.fixture.json (regenerate: npx tsx packages/db/scripts/category-levels.ts)', async () => {
    // Read as a file, not imported: db depends on nothing of ours but carbon (eslint.config.js); the web's
    // category-translations test checks that every level listed there has a catalog entry in English and French.
    const fixture = fileURLToPath(new URL('../../../i18n/src/category-levels.fixture.json', import.meta.url));
    expect(categoryLevels(result.factors)).toEqual(JSON.parse(await readFile(fixture, 'utf8')));
  });
});
