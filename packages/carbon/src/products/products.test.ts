import { describe, expect, it } from 'vitest';
import {
  computeProductFootprints,
  ProductCycleError,
  ProductLineError,
  productTree,
  type LineFactor,
  type ProductLine,
  type ProductNode,
} from './products.ts';

const f = (kgCo2ePerUnit: number, unit: LineFactor['unit'], extra: Partial<LineFactor> = {}): LineFactor => ({
  kgCo2ePerUnit,
  unit,
  name: `factor ${kgCo2ePerUnit}/${unit}`,
  source: 'test',
  version: '1',
  year: 2022,
  geography: 'FR',
  primary: false,
  ...extra,
});

const node = (id: string, lines: ProductLine[], extra: Partial<ProductNode> = {}): ProductNode => ({
  id,
  name: id,
  unit: 'unit',
  compositionMode: 'per_unit',
  annualProductionVolume: null,
  weightPerUnitKg: null,
  country: 'FR',
  lines,
  ...extra,
});

const lookupOf = (...nodes: ProductNode[]) => {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  return (id: string) => byId.get(id);
};

const options = { referenceYear: 2026 };

describe('product footprints', () => {
  // C (per kg): 1 kg × 2 kg CO2e/kg = 2.
  // B (per unit): 500 g of C = 0.5 kg × 2 = 1.0; 2 kWh × 0.1 = 0.2 → B = 1.2.
  // A (per unit): 2 B = 2.4; packaging 100 g × 900 kg/t = 0.0001 t × 900 = 0.09; transport 0.5 t·km × 0.1 = 0.05;
  //   waste 0.05 kg × 500 kg/t = 0.025; distribution 1 t·km × 0.2 = 0.2 → A = 2.4 + 0.09 + 0.05 + 0.025 + 0.2 = 2.765.
  const C = node(
    'C',
    [
      {
        id: 'c1',
        kind: 'material',
        label: 'steel',
        amount: { type: 'factor', quantity: 1, unit: 'kg', factor: f(2, 'kg') },
      },
    ],
    { unit: 'kg', weightPerUnitKg: 1 },
  );
  const B = node(
    'B',
    [
      {
        id: 'b1',
        kind: 'material',
        label: 'C',
        amount: { type: 'product', productId: 'C', quantity: 500, unit: 'g' },
      },
      {
        id: 'b2',
        kind: 'energy',
        label: 'press',
        amount: { type: 'factor', quantity: 2, unit: 'kWh', factor: f(0.1, 'kWh') },
      },
    ],
    { weightPerUnitKg: 0.5 },
  );
  const aLines: ProductLine[] = [
    {
      id: 'a1',
      kind: 'material',
      label: 'B',
      amount: { type: 'product', productId: 'B', quantity: 2, unit: 'unit' },
    },
    {
      id: 'a2',
      kind: 'packaging',
      label: 'box',
      amount: { type: 'factor', quantity: 100, unit: 'g', factor: f(900, 'tonne') },
    },
    {
      id: 'a3',
      kind: 'transport',
      label: 'in',
      amount: { type: 'factor', quantity: 0.5, unit: 't.km', factor: f(0.1, 't.km') },
    },
    {
      id: 'a4',
      kind: 'waste',
      label: 'scrap',
      amount: { type: 'factor', quantity: 0.05, unit: 'kg', factor: f(500, 'tonne') },
    },
    {
      id: 'a5',
      kind: 'distribution',
      label: 'out',
      amount: { type: 'factor', quantity: 1, unit: 't.km', factor: f(0.2, 't.km') },
    },
  ];

  it('computes a tree nested 3 levels deep, by stage and by line', () => {
    const A = node('A', aLines, { weightPerUnitKg: 1.1 });
    const result = computeProductFootprints('A', lookupOf(A, B, C), options);
    expect(result.get('C')!.kgCo2ePerUnit).toBeCloseTo(2, 10);
    expect(result.get('B')!.kgCo2ePerUnit).toBeCloseTo(1.2, 10);
    const a = result.get('A')!;
    expect(a.kgCo2ePerUnit).toBeCloseTo(2.765, 10);
    expect(a.byStage.raw_material).toBeCloseTo(2.4, 10);
    expect(a.byStage.packaging).toBeCloseTo(0.09, 10);
    expect(a.byStage.transport).toBeCloseTo(0.05, 10);
    expect(a.byStage.waste).toBeCloseTo(0.025, 10);
    expect(a.byStage.distribution).toBeCloseTo(0.2, 10);
    expect(a.byStage.energy).toBe(0);
    const stageSum = Object.values(a.byStage).reduce((s, v) => s + v, 0);
    const lineSum = a.lines.reduce((s, l) => s + l.kgCo2ePerUnit, 0);
    expect(stageSum).toBeCloseTo(a.kgCo2ePerUnit, 12);
    expect(lineSum).toBeCloseTo(a.kgCo2ePerUnit, 12);
    // Mass: 2 B × 0.5 kg + 0.1 kg of packaging = 1.1 kg = the declared weight: no warning.
    expect(a.massBalance.linesKg).toBeCloseTo(1.1, 10);
    expect(a.massBalance.warning).toBe(false);
    expect(a.warnings).toEqual([]);

    const tree = productTree('A', lookupOf(A, B, C), result);
    expect(tree.lines[0]!.children!.name).toBe('B');
    expect(tree.lines[0]!.children!.lines[0]!.children!.name).toBe('C');
    expect(tree.lines[0]!.children!.lines[0]!.children!.kgCo2ePerUnit).toBeCloseTo(2, 10);
  });

  it('gives each sub-product node what it puts in its parent and in the root, stage by stage', () => {
    // A holds 2 B (unit → unit); B holds 500 g of C, whose unit is the kg: 0.5 C per B, 2 × 0.5 = 1 C per A.
    // B per unit: raw 1.0 (0.5 kg × 2), energy 0.2 → 1.2; per A: 2 × those = raw 2.0, energy 0.4 → 2.4.
    // C per unit: raw 2 → per B: 0.5 × 2 = 1.0; C's steel line per A: 2 kg CO2e × 1 = 2.
    const A = node('A', aLines, { weightPerUnitKg: 1.1 });
    const lookup = lookupOf(A, B, C);
    const tree = productTree('A', lookup, computeProductFootprints('A', lookup, options));
    expect(tree).toMatchObject({
      quantityPerParentUnit: null,
      kgCo2ePerParentUnit: null,
      byStagePerParentUnit: null,
      quantityPerRootUnit: 1,
    });
    const b = tree.lines[0]!.children!;
    expect(b.kgCo2ePerUnit).toBeCloseTo(1.2, 12);
    expect(b.quantityPerParentUnit).toBe(2);
    expect(b.kgCo2ePerParentUnit).toBeCloseTo(2.4, 12);
    expect(b.kgCo2ePerParentUnit).toBe(tree.lines[0]!.kgCo2ePerUnit);
    expect(b.byStagePerParentUnit!.raw_material).toBeCloseTo(2, 12);
    expect(b.byStagePerParentUnit!.energy).toBeCloseTo(0.4, 12);
    expect(b.byStagePerParentUnit!.packaging).toBe(0);
    expect(b.quantityPerRootUnit).toBe(2);
    const c = b.lines[0]!.children!;
    expect(c.unit).toBe('kg');
    expect(c.quantityPerParentUnit).toBeCloseTo(0.5, 12);
    expect(c.kgCo2ePerParentUnit).toBeCloseTo(1, 12);
    expect(c.byStagePerParentUnit!.raw_material).toBeCloseTo(1, 12);
    expect(c.quantityPerRootUnit).toBeCloseTo(1, 12);
    expect(c.lines[0]!.kgCo2ePerUnit * c.quantityPerRootUnit).toBeCloseTo(2, 12);
  });

  it('warns (never refuses) when the lines do not add up to the weight per unit', () => {
    // 1.1 kg of lines against 2.1 kg declared: (1.1 − 2.1) / 2.1 = −47.6 % > 10 %.
    const A = node('A', aLines, { weightPerUnitKg: 2.1 });
    const a = computeProductFootprints('A', lookupOf(A, B, C), options).get('A')!;
    expect(a.massBalance.warning).toBe(true);
    expect(a.massBalance.differencePercent).toBeCloseTo(-47.619, 2);
    expect(a.warnings[0]).toMatchObject({ code: 'mass_balance', declaredKg: 2.1 });
    expect(a.kgCo2ePerUnit).toBeCloseTo(2.765, 10);
  });

  it('divides the whole production by the annual volume; an energy entry share always is', () => {
    // 500 kg × 2 kg CO2e/kg = 1,000 kg for 1,000 units → 1 per unit; 25 % of a 2,000 kg entry = 500 / 1,000 = 0.5.
    const D = node(
      'D',
      [
        {
          id: 'd1',
          kind: 'material',
          label: 'steel',
          amount: { type: 'factor', quantity: 500, unit: 'kg', factor: f(2, 'kg') },
        },
        {
          id: 'd2',
          kind: 'energy',
          label: 'site',
          amount: {
            type: 'share',
            totalKgCo2e: 2000,
            percent: 25,
            factor: f(0.05, 'kWh', { primary: true }),
          },
        },
      ],
      { compositionMode: 'whole_production', annualProductionVolume: 1000, weightPerUnitKg: 0.5 },
    );
    const d = computeProductFootprints('D', lookupOf(D), options).get('D')!;
    expect(d.lines[0]!.kgCo2ePerUnit).toBeCloseTo(1, 10);
    expect(d.lines[0]!.quantityPerUnit).toBeCloseTo(0.5, 10);
    expect(d.lines[1]!.kgCo2ePerUnit).toBeCloseTo(0.5, 10);
    expect(d.kgCo2ePerUnit).toBeCloseTo(1.5, 10);
    expect(d.byStage.energy).toBeCloseTo(0.5, 10);
    expect(d.massBalance.warning).toBe(false);
  });

  it('needs an annual volume for the whole production or a share', () => {
    const D = node(
      'D',
      [
        {
          id: 'd1',
          kind: 'material',
          label: 'x',
          amount: { type: 'factor', quantity: 5, unit: 'kg', factor: f(2, 'kg') },
        },
      ],
      {
        compositionMode: 'whole_production',
      },
    );
    expect(() => computeProductFootprints('D', lookupOf(D), options)).toThrow(ProductLineError);
  });

  it('refuses a unit the factor cannot take, naming the line', () => {
    const E = node('E', [
      {
        id: 'e0',
        kind: 'material',
        label: 'ok',
        amount: { type: 'factor', quantity: 1, unit: 'kg', factor: f(1, 'kg') },
      },
      {
        id: 'e1',
        kind: 'material',
        label: 'bad',
        amount: { type: 'factor', quantity: 1, unit: 'l', factor: f(1, 'kg') },
      },
    ]);
    try {
      computeProductFootprints('E', lookupOf(E), options);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ProductLineError);
      expect((error as ProductLineError).lineIndex).toBe(1);
      expect((error as ProductLineError).field).toBe('unit');
    }
  });

  it('rejects a product that contains itself, with the path', () => {
    const X = node('X', [
      {
        id: 'x1',
        kind: 'material',
        label: 'Y',
        amount: { type: 'product', productId: 'Y', quantity: 1, unit: 'unit' },
      },
    ]);
    const Y = node('Y', [
      {
        id: 'y1',
        kind: 'material',
        label: 'X',
        amount: { type: 'product', productId: 'X', quantity: 1, unit: 'unit' },
      },
    ]);
    expect(() => computeProductFootprints('X', lookupOf(X, Y), options)).toThrow('X → Y → X');
    // Deeper: P → Q → R → P, reached through P's second line.
    const P = node('P', [
      {
        id: 'p0',
        kind: 'material',
        label: 'f',
        amount: { type: 'factor', quantity: 1, unit: 'kg', factor: f(1, 'kg') },
      },
      {
        id: 'p1',
        kind: 'material',
        label: 'Q',
        amount: { type: 'product', productId: 'Q', quantity: 1, unit: 'unit' },
      },
    ]);
    const Q = node('Q', [
      {
        id: 'q1',
        kind: 'material',
        label: 'R',
        amount: { type: 'product', productId: 'R', quantity: 1, unit: 'unit' },
      },
    ]);
    const R = node('R', [
      {
        id: 'r1',
        kind: 'material',
        label: 'P',
        amount: { type: 'product', productId: 'P', quantity: 1, unit: 'unit' },
      },
    ]);
    try {
      computeProductFootprints('P', lookupOf(P, Q, R), options);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ProductCycleError);
      expect((error as ProductCycleError).path).toEqual(['P', 'Q', 'R', 'P']);
      expect((error as ProductCycleError).lineIndex).toBe(1);
    }
  });

  it('rolls the lines data quality into an emission-weighted score', () => {
    // Line 1: primary (1), 2025 vs 2026 = 1 year (1), FR = FR (1) → 1; 3 kg.
    // Line 2: secondary (3), 2015 → 11 years (4), GB ≠ FR (3) → 10 / 3 = 3.333; 1 kg.
    // Score = (3 × 1 + 1 × 3.333) / 4 = 1.5833 → excellent (≤ 1.6); primary share 3 / 4 = 75 %.
    const G = node('G', [
      {
        id: 'g1',
        kind: 'material',
        label: 'own',
        amount: {
          type: 'factor',
          quantity: 3,
          unit: 'kg',
          factor: f(1, 'kg', { primary: true, year: 2025 }),
        },
      },
      {
        id: 'g2',
        kind: 'material',
        label: 'lib',
        amount: {
          type: 'factor',
          quantity: 1,
          unit: 'kg',
          factor: f(1, 'kg', { year: 2015, geography: 'GB' }),
        },
      },
    ]);
    const g = computeProductFootprints('G', lookupOf(G), options).get('G')!;
    expect(g.lines[1]!.dataQuality.score).toBeCloseTo(10 / 3, 10);
    expect(g.dataQuality.score).toBeCloseTo((3 + 10 / 3) / 4, 10);
    expect(g.dataQuality.rating).toBe('excellent');
    expect(g.dataQuality.primarySharePercent).toBeCloseTo(75, 10);
  });
});
