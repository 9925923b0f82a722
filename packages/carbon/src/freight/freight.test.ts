import { describe, expect, it } from 'vitest';
import { FREIGHT_MODES, FREIGHT_MODE_FACTORS, freightCategory, freightTonneKm } from './index.ts';

describe('freightTonneKm', () => {
  it('takes t·km as given', () => {
    expect(freightTonneKm({ tonneKm: 1234.5 })).toBe(1234.5);
  });

  it('computes distance × mass', () => {
    // 450 km × 12.5 t = 5,625 t·km; at the DESNZ articulated HGV factor 0.07800 kg/t·km that is 438.75 kg.
    expect(freightTonneKm({ distanceKm: 450, massTonnes: 12.5 })).toBe(5625);
    expect(freightTonneKm({ distanceKm: 450, massTonnes: 12.5 }) * 0.078).toBeCloseTo(438.75, 9);
  });

  it('maps every mode to a library key and each direction to its category', () => {
    for (const mode of FREIGHT_MODES)
      expect(FREIGHT_MODE_FACTORS[mode].key).toMatch(/^(uk-desnz:2025|ademe-base-carbone):/);
    expect(freightCategory('upstream')).toBe('upstream_transport');
    expect(freightCategory('downstream')).toBe('downstream_transport');
  });
});
