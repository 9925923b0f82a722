import { convertFactorDenominator, type UnitCode } from '@carbon/carbon/units';
import { beforeAll, describe, expect, it } from 'vitest';
import { readLibraryItems, type LibraryItemEntry } from './catalog-load';
import type { NormalisedFactor } from './factors-import/factor';
import { importFactors } from './factors-import/import-factors';

let items: LibraryItemEntry[];
let byKey: Map<string, NormalisedFactor>;

/** The day the catalog links were last checked (issue 8); a later day may expire more factors. */
const CHECKED_ON = '2026-11-23';

/**
 * Catalog items still on an expired ADEME factor because no carried dataset has a current one for that material
 * or product (docs/decisions/0018-factor-editions-parts-units.md).
 */
const NO_CURRENT_EQUIVALENT = [
  'aluminium-primary-france',
  'copper-virgin',
  'copper-recycled',
  'zinc-virgin',
  'lead-virgin',
  'nickel-virgin',
  'nylon',
  'paper-pulp-virgin',
  'paper-pulp-recycled',
  'office-paper-ream',
  'float-glass',
  'glass-fibre',
  'reinforced-concrete',
  'portland-cement',
  'quicklime',
  'cotton-t-shirt',
  'polyester-t-shirt',
  'cotton-jeans',
];

const isExpired = (f: NormalisedFactor) => f.status === 'valid' && f.validTo !== null && f.validTo < CHECKED_ON;

beforeAll(async () => {
  items = await readLibraryItems();
  byKey = new Map((await importFactors()).factors.map((f) => [f.key, f]));
}, 60_000);

describe('library catalog links (issue 8)', () => {
  it('links every item to a current, latest-edition factor, save the documented ones without a current equivalent', () => {
    const onExpired = items.filter((item) => {
      const factor = byKey.get(item.factor_key);
      if (!factor) throw new Error(`${item.key}: unknown factor ${item.factor_key}`);
      expect(factor.status, item.key).toBe('valid');
      expect(factor.latestEdition, item.key).toBe(true);
      return isExpired(factor);
    });
    expect(onExpired.map((item) => item.key).sort()).toEqual([...NO_CURRENT_EQUIVALENT].sort());
  });

  it('moved 25 of the 43 items on expired ADEME factors to current DESNZ 2025 material factors', () => {
    // 57 items were on ADEME factors (43 of them expired); 25 moved, 32 stay (14 current, 18 without an equivalent).
    expect(items.filter((item) => item.factor_key.startsWith('ademe-base-carbone:'))).toHaveLength(32);
    // Virgin steel: DESNZ "Metal: steel cans", primary material production, 2,863.90131 kg CO2e per tonne.
    const steel = items.find((item) => item.key === 'steel-virgin');
    expect(steel?.factor_key).toBe('uk-desnz:2025:19_504_5116_15_1');
    expect(byKey.get(steel?.factor_key ?? '')).toMatchObject({ unit: 'tonne', kgCo2ePerUnit: 2863.90131 });
    // Recycled items take the closed-loop (recycled-content) row of the same material.
    expect(items.find((item) => item.key === 'pet-recycled')?.factor_key).toBe('uk-desnz:2025:19_505_5143_15_1');
  });

  it('converts every linked factor to the item unit (same kind of quantity)', () => {
    for (const item of items) {
      const factor = byKey.get(item.factor_key);
      expect(() =>
        convertFactorDenominator(factor?.kgCo2ePerUnit ?? NaN, factor?.unit as UnitCode, item.unit),
      ).not.toThrow();
    }
  });
});
