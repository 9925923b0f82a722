import { sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NormalisedFactor } from './factor';
import { importFactors, REFERENCE_DATA_DIR, type FactorImport } from './import-factors';

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
      expect(by).toMatchObject({ status: 'valid', unitRaw: f.unitRaw, locationFr: f.locationFr });
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
