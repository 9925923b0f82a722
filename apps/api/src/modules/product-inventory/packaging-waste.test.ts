import { describe, expect, it } from 'vitest';
import { PACKAGING_MATERIALS } from '@carbon/contracts/packaging';
import { packagingWasteType } from './packaging-waste.ts';

describe('packagingWasteType', () => {
  it('maps every packaging material to a waste type', () => {
    const mapped = Object.fromEntries(PACKAGING_MATERIALS.map((m) => [m, packagingWasteType(m)]));
    expect(mapped).toMatchObject({
      cardboard: 'paper_board',
      cardboard_recycled: 'paper_board',
      paper: 'paper_board',
      pet: 'plastics',
      plastic_film: 'plastics',
      pp: 'plastics',
      glass_recycled: 'glass',
      aluminium: 'metals',
      steel_recycled: 'metals',
      wood_pallet: 'wood',
      cork: 'wood',
      other: 'mixed_commercial',
    });
  });
});
