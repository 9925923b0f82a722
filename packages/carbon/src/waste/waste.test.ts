import { describe, expect, it } from 'vitest';
import { WASTE_TYPES, wasteFactor, wasteKgCo2e } from './index.ts';

describe('waste', () => {
  it('maps a type and treatment to its DESNZ row, or null when none is published', () => {
    expect(wasteFactor('food', 'methanisation')?.key).toBe('uk-desnz:2025:20_507_5293_15_1');
    expect(wasteFactor('paper_board', 'recycling')?.key).toBe('uk-desnz:2025:20_506_5450_15_1');
    expect(wasteFactor('mixed_commercial', 'composting')).toBeNull();
    for (const type of WASTE_TYPES) expect(Object.keys(WASTE_FACTORS_OF(type)).length).toBeGreaterThan(0);
  });

  it('computes mass × factor per tonne', () => {
    // 3.2 t of commercial waste landfilled at 520.53270 kg/t = 1,665.704640 kg.
    expect(wasteKgCo2e(3.2, 520.5327)).toBeCloseTo(1665.70464, 9);
  });
});

function WASTE_FACTORS_OF(type: (typeof WASTE_TYPES)[number]) {
  return Object.fromEntries(
    (['landfill', 'incineration', 'recycling', 'composting', 'methanisation'] as const).flatMap((t) => {
      const f = wasteFactor(type, t);
      return f ? [[t, f]] : [];
    }),
  );
}
