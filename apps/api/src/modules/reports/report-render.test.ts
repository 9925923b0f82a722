import { describe, expect, it } from 'vitest';
import type { Inventory } from '@carbon/contracts/ledger';
import type { EntryRow } from '../ledger/ledger.repository.ts';
import { wrapLabel } from './render/charts.ts';
import { renderCsv } from './render/csv.ts';
import { formatFixed, formatPercentValue, formatQuantity, formatTonnes, slugify } from './report-format.ts';
import { buildBegesModel, buildGhgInventoryModel, type InventoryInputs } from './report-model.ts';
import { reportFileName } from './reports.service.ts';

const SITE = '00000000-0000-4000-8000-000000000001';

function entry(fields: Partial<EntryRow>): EntryRow {
  return {
    id: 'e1',
    companyId: 'c',
    siteId: SITE,
    periodYear: 2025,
    category: 'purchased_services',
    scope: 3,
    scope3Category: 1,
    begesItem: '4.5',
    quantity: 12_345.5,
    unit: 'EUR',
    co2eKg: 1234.55,
    co2eKgMarket: null,
    uncertaintyPercent: null,
    conversion: null,
    label: '',
    details: {},
    marketFactorKgCo2ePerKwh: null,
    derivedFromEntryId: null,
    activityId: null,
    activityKind: null,
    amountEur: null,
    factorId: null,
    factorSource: 'custom',
    factorDatasetVersion: null,
    factorNameEn: 'Services',
    factorNameFr: 'Services',
    factorKgCo2ePerUnit: 0.1,
    factorUnit: 'EUR',
    factorUncertaintyPercent: null,
    factorEnergyBasis: null,
    factorParts: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...fields,
  };
}

/** Two entries: 1,234.55 kg of services (scope 3, cat. 1) and 100 kg of electricity (250 kg market-based). */
function inputs(locale: 'en' | 'fr', label: string): InventoryInputs {
  const inventory: Inventory = {
    period_year: 2025,
    total_co2e_kg: 1334.55,
    total_co2e_kg_market: 1484.55,
    by_scope: { scope1: 0, scope2_location: 100, scope2_market: 250, scope3: 1234.55 },
    by_category: [
      { key: 'electricity', scope: 2, co2e_kg: 100 },
      { key: 'purchased_services', scope: 3, co2e_kg: 1234.55 },
    ],
    by_site: [{ site_id: SITE, co2e_kg: 1334.55 }],
    uncertainty_percent: 10,
  };
  return {
    locale,
    periodYear: 2025,
    generatedAt: new Date('2026-01-15T00:00:00Z'),
    company: { id: 'c', name: 'Démo', country: 'FR', sector: null, employees: 10, annualRevenue: 2_000_000 },
    sites: [{ id: SITE, name: 'Lyon', country: 'FR', employees: 10, surfaceM2: null }],
    inventory,
    previous: null,
    trend: [inventory],
    categoryStatus: [],
    entries: [
      entry({ label }),
      entry({
        id: 'e2',
        category: 'electricity',
        scope: 2,
        scope3Category: null,
        begesItem: '2.1',
        quantity: 1000,
        unit: 'kWh',
        co2eKg: 100,
        co2eKgMarket: 250,
        uncertaintyPercent: 10,
        factorKgCo2ePerUnit: 0.1,
        factorUnit: 'kWh',
      }),
    ],
    datasets: [],
  };
}

describe('report numbers and names', () => {
  it('prints tonnes to the kilogram in each locale, French with U+202F between thousands', () => {
    expect(formatTonnes(2_462_750.76, 'en')).toBe('2,462.751');
    expect(formatTonnes(2_462_750.76, 'fr')).toBe('2\u202f462,751');
    expect(formatQuantity(0.000123, 'fr')).toBe('0,000123');
    expect(formatQuantity(12_345.5, 'en')).toBe('12,345.5');
  });

  it('prints negative figures with the minus sign U+2212, as the screens do, and no sign on a figure rounding to zero', () => {
    expect(formatTonnes(-45_678, 'fr')).toBe('\u221245,678');
    expect(formatFixed(-1_234.56, 'en', 1)).toBe('\u22121,234.6');
    expect(formatPercentValue(-2.94, 'fr')).toBe('\u22122,9\u202f%');
    expect(formatQuantity(-0.5, 'en')).toBe('\u22120.5');
    expect(formatFixed(-0.01, 'fr', 1)).toBe('0,0');
  });

  it("wraps a chart's category label onto two lines between words, with an ellipsis past the second", () => {
    expect(wrapLabel('Scope 1')).toBe('Scope 1');
    // The BEGES categories differ only after the first 30 characters: both lines are kept.
    expect(wrapLabel("2. Émissions indirectes associées à l'énergie")).toBe("2. Émissions indirectes\nassociées à l'énergie");
    const long = wrapLabel('Upstream emissions of purchased fuels and energy not included in scope 1 or scope 2', 32);
    expect(long.split('\n')).toHaveLength(2);
    expect(long.endsWith('…')).toBe(true);
    for (const line of long.split('\n')) expect(line.length).toBeLessThanOrEqual(32);
  });

  it('names files after the kind, the product, the year and the company, without accents', () => {
    expect(slugify('Démo Industries SAS')).toBe('demo-industries-sas');
    expect(reportFileName('ghg_inventory', 'pdf', 2025, 'Demo Industries', null)).toBe('ghg-inventory-2025-demo-industries.pdf');
    expect(reportFileName('product', 'xlsx', 2025, 'Démo', 'Cadre de vélo')).toBe('product-footprint-cadre-de-velo-2025-demo.xlsx');
  });
});

describe('report models', () => {
  it('keeps the inventory totals and adds the uncertainty range, the intensities and scope 2 side by side', () => {
    const model = buildGhgInventoryModel(inputs('en', ''));
    expect(model.totals.total_co2e_kg).toBe(1334.55);
    expect(model.totals.low_co2e_kg).toBeCloseTo(1201.095, 9);
    expect(model.totals.high_co2e_kg).toBeCloseTo(1468.005, 9);
    expect(model.intensity.kg_per_employee).toBeCloseTo(133.455, 9);
    expect(model.intensity.kg_per_million_eur).toBeCloseTo(667.275, 9);
    expect(model.scope2).toEqual([expect.objectContaining({ co2e_kg: 100, co2e_kg_market: 250, entries: 1 })]);
    expect(model.scope3[0]).toMatchObject({ number: 1, status: 'recorded', co2e_kg: 1234.55 });
    expect(model.scope3[1]).toMatchObject({ number: 2, status: 'missing' });
  });

  it('puts each entry in its BEGES item, with the item uncertainty as the quadratic sum of its entries', () => {
    const model = buildBegesModel(inputs('fr', ''));
    const items = new Map(model.categories.flatMap((c) => c.items).map((item) => [item.code, item]));
    expect(items.size).toBe(22);
    expect(items.get('2.1')).toMatchObject({ co2e_kg: 100, co2e_t: 0.1, uncertainty_t: 0.01 });
    expect(items.get('4.5')).toMatchObject({ co2e_kg: 1234.55, uncertainty_t: null, name: 'Achats de services' });
    expect(model.categories[3]).toMatchObject({ number: 4, co2e_kg: 1234.55 });
  });

  it("splits each BEGES item's total by gas from its factors, the rest in 'not split', summing to the total", () => {
    const base = inputs('en', '');
    const electricity = base.entries[1]!;
    const model = buildBegesModel({
      ...base,
      // The electricity entry's factor publishes CO2 0.09 and CH4 0.01 kg CO2e/kWh (and 0.02 biogenic CO2); the
      // services entry has a custom factor: no split.
      entries: [base.entries[0]!, { ...electricity, factorId: 'f-elec' }],
      factorGases: new Map([
        [
          'f-elec',
          {
            kgCo2ePerUnit: 0.1,
            gases: { co2_fossil: 0.09, ch4_fossil: null, ch4_biogenic: null, ch4: 0.01, n2o: null, other: null, co2_biogenic: 0.02 },
          },
        ],
      ]),
    });
    const items = new Map(model.categories.flatMap((c) => c.items).map((item) => [item.code, item]));
    expect(items.get('2.1')?.gases).toEqual({ co2_fossil_t: 0.09, ch4_t: 0.01, n2o_t: 0, other_t: 0, not_split_t: 0, co2_biogenic_t: 0.02 });
    expect(items.get('4.5')?.gases).toEqual({ co2_fossil_t: 0, ch4_t: 0, n2o_t: 0, other_t: 0, not_split_t: 1.23455, co2_biogenic_t: 0 });
    expect(model.total_gases).toMatchObject({ co2_fossil_t: 0.09, ch4_t: 0.01, not_split_t: 1.23455, co2_biogenic_t: 0.02 });
    const sum = (g: typeof model.total_gases) => g.co2_fossil_t + g.ch4_t + g.n2o_t + g.other_t + g.not_split_t;
    for (const category of model.categories) {
      expect(Math.round(sum(category.gases) * 1000)).toBe(Math.round(category.co2e_kg));
      for (const item of category.items) expect(Math.round(sum(item.gases) * 1000)).toBe(Math.round(item.co2e_kg));
    }
    expect(Math.round(sum(model.total_gases) * 1000)).toBe(Math.round(model.total_co2e_kg));
    // The BEGES CSV carries the columns, in t CO2e.
    const rows = renderCsv(model).toString('utf8').slice(1).split('\r\n');
    expect(rows[0]).toBe(
      'Item,Item name,GHG Protocol,Entries,Fossil CO2 (t CO2e),CH4 (t CO2e),N2O (t CO2e),Other gases (t CO2e),Not split (t CO2e),Total (t CO2e),Biogenic CO2 (t CO2e),Uncertainty (t CO2e),Emissions (kg CO2e)',
    );
    expect(rows.find((row) => row.startsWith('2.1,'))).toMatch(/,1,0\.09,0\.01,0,0,0,0\.1,0\.02,0\.01,100$/);
  });
});

describe('CSV', () => {
  it('writes French CSV with semicolons and decimal commas, quoting texts and guarding formulas', () => {
    const csv = renderCsv(buildGhgInventoryModel(inputs('fr', '=SUM(A1); "x"')));
    const text = csv.toString('utf8');
    expect(text.startsWith('\uFEFFScope;Catégorie;')).toBe(true);
    const services = text.split('\r\n')[1]!;
    expect(services).toBe(
      `3;Achats de services;1;4.5;Lyon;"'=SUM(A1); ""x""";12345,5;EUR;Services;0,1;EUR;custom;;1234,55;;`,
    );
  });

  it('writes English CSV with commas and decimal points', () => {
    const text = renderCsv(buildGhgInventoryModel(inputs('en', 'Consulting'))).toString('utf8');
    expect(text.split('\r\n')[2]).toBe('2,Electricity,,2.1,Lyon,,1000,kWh,Services,0.1,kWh,custom,,100,250,10');
  });
});
