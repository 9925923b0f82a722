import { describe, expect, it } from 'vitest';
import { bottomRoom, categoryLabelWidth, legendRows, tonnesBarOption } from './chart';

const frame = {
  unit: 't CO2e',
  decimals: 0,
  emissions: (kg: number) => `${kg} kg`,
  formatNumber: (value: number) => String(value),
};

describe('tonnesBarOption', () => {
  it('breaks long category names over spaced lines, each within its slot, when asked', () => {
    const option = tonnesBarOption({
      ...frame,
      categories: [
        'Scope 1 : émissions directes',
        'Scope 2 (approche localisée)',
        'Scope 2 (approche fondée sur le marché)',
        'Scope 3 : autres émissions indirectes',
      ],
      series: [{ data: [1, 2, 3, 4] }],
      wrapLabels: true,
    }) as { xAxis: { axisLabel: Record<string, unknown> }; tooltip: { trigger: string } };
    expect(option.xAxis.axisLabel).toEqual({
      interval: 0,
      overflow: 'break',
      lineHeight: 14,
      hideOverlap: false,
      width: categoryLabelWidth(640, 4),
    });
    // The axis tooltip names the category in full.
    expect(option.tooltip.trigger).toBe('axis');
  });

  it('leaves short names (years) as ECharts lays them out', () => {
    const option = tonnesBarOption({
      ...frame,
      categories: ['2021', '2022'],
      series: [{ data: [1, 2] }],
    }) as {
      xAxis: Record<string, unknown>;
    };
    expect(option.xAxis).not.toHaveProperty('axisLabel');
  });
});

describe('categoryLabelWidth', () => {
  it('gives each label its slot less a gap, so that neighbours never touch', () => {
    // A half-width card on a laptop: 4 bars of about 100 px.
    expect(categoryLabelWidth(460, 4)).toBe(89);
    expect(4 * (categoryLabelWidth(460, 4) + 10)).toBeLessThanOrEqual(460 - 64);
    // A phone: narrower slots, never below a readable minimum.
    expect(categoryLabelWidth(300, 4)).toBe(49);
    expect(categoryLabelWidth(120, 4)).toBe(36);
    expect(categoryLabelWidth(460, 0)).toBe(386);
  });
});

describe('legendRows', () => {
  const sevenPxGlyphs = (text: string) => text.length * 7;
  const french = [
    'Scope 1 : émissions directes',
    'Scope 2, location-based',
    'Scope 3 : autres émissions indirectes',
  ];

  it('wraps the names as ECharts does, so the grid leaves room under the axis for every row', () => {
    // Each French item takes 25 + 5 + its text: all three do not fit in a half-width card, two rows.
    expect(legendRows(french, 460, sevenPxGlyphs)).toBe(2);
    // A full-width chart holds them on one row; a phone needs three.
    expect(legendRows(french, 1000, sevenPxGlyphs)).toBe(1);
    expect(legendRows(french, 300, sevenPxGlyphs)).toBe(3);
    expect(legendRows([], 460, sevenPxGlyphs)).toBe(0);
  });
});

describe('bottomRoom', () => {
  it('leaves a line under the axis labels for an x-axis name written below them, so the legend never covers it', () => {
    const named = { xAxis: { type: 'value', name: 't CO2e avoided a year', nameLocation: 'middle' } };
    const unnamed = { xAxis: { type: 'value' } };
    expect(bottomRoom(unnamed, 1)).toBe(32);
    expect(bottomRoom(named, 1)).toBe(52);
    // Each further legend row adds its height on top.
    expect(bottomRoom(named, 2) - bottomRoom(named, 1)).toBe(24);
    // A name at the axis' end sits beside it, not below.
    expect(bottomRoom({ xAxis: { name: 'year', nameLocation: 'end' } }, 1)).toBe(32);
  });
});
