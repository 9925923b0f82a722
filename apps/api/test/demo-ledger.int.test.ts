import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '@carbon/contracts/auth';
import type { Site } from '@carbon/contracts/companies';
import type { Inventory } from '@carbon/contracts/ledger';
import { loadFactorLibrary } from '@carbon/db/factors-load';
import {
  DEMO_FACTORS,
  DEMO_LABELS,
  DEMO_LEDGER_YEARS,
  ensureDemoAccount,
  ensureDemoLedger,
} from '../src/platform/demo.ts';
import { demoProductFactorKeys, ensureDemoProducts } from '../src/platform/demo-products.ts';
import { demoScope3FactorKeys, ensureDemoScope3 } from '../src/platform/demo-scope3.ts';
import { queryRows, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const REPORTING_YEAR = new Date().getFullYear() - 1;
const YEARS = Array.from(
  { length: DEMO_LEDGER_YEARS },
  (_, index) => REPORTING_YEAR - DEMO_LEDGER_YEARS + 1 + index,
);

beforeAll(async () => {
  // The demo's factors and France's grid intensity for its five years (or the latest year before each).
  await loadFactorLibrary(t.database.db, {
    keys: [
      ...Object.values(DEMO_FACTORS).map((factor) => `${factor.source}:${factor.sourceId}`),
      ...[2021, 2022, 2023, 2024, 2025].map((year) => `owid-grid-intensity:FRA:${year}`),
      ...demoScope3FactorKeys(),
      ...demoProductFactorKeys(),
    ],
  });
}, 120_000);

async function entryCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from entries`);
  return Number(row?.n);
}

describe('demo ledger', () => {
  it('gives the demo company five years of scope 1 and 2 on both sites, written once', async () => {
    // Before the account exists there is nothing to fill.
    expect(await ensureDemoLedger(t.database.db)).toBe(0);
    await ensureDemoAccount(t.database.db);
    const created = await ensureDemoLedger(t.database.db);
    expect(created).toBeGreaterThanOrEqual(DEMO_LEDGER_YEARS * 7);
    const rows = await entryCount();
    expect(rows).toBeGreaterThan(created); // with the derived scope 3 cat. 3 rows

    // Labels read the same in English and French: supplier and meter or equipment references, no English words.
    const labels = await queryRows<{ label: string; category: string }>(
      t.database,
      sql`select distinct label, category from entries where derived_from_entry_id is null order by label`,
    );
    expect(labels.map((row) => [row.label, row.category])).toEqual(
      [
        [DEMO_LABELS.diesel, 'mobile_combustion'],
        [DEMO_LABELS.lyonElectricity, 'electricity'],
        [DEMO_LABELS.parisElectricity, 'electricity'],
        [DEMO_LABELS.lyonGreenElectricity, 'electricity'],
        [DEMO_LABELS.lyonGas, 'stationary_combustion'],
        [DEMO_LABELS.parisGas, 'stationary_combustion'],
        [DEMO_LABELS.lyonRefrigerant, 'fugitive_emissions'],
        [DEMO_LABELS.parisRefrigerant, 'fugitive_emissions'],
      ].sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0)),
    );
    for (const { label } of labels)
      expect(label).not.toMatch(/\b(heating|bills|grid|supply|contract|leak|vans|cards)\b/i);

    // Later starts (and concurrent ones) write nothing more.
    expect(await Promise.all([ensureDemoLedger(t.database.db), ensureDemoLedger(t.database.db)])).toEqual([
      0, 0,
    ]);
    expect(await ensureDemoLedger(t.database.db)).toBe(0);
    expect(await entryCount()).toBe(rows);

    const login = await t.call(null, 'POST', '/auth/login', {
      payload: { email: 'demo@example.com', password: 'demo1234' },
    });
    const demo = login.json() as TokenResponse;
    const sites = (await t.call(demo, 'GET', `/sites?company_id=${demo.user.company_id}`)).json() as Site[];
    const inventories: Inventory[] = [];
    for (const year of YEARS) {
      const response = await t.call(
        demo,
        'GET',
        `/inventory?company_id=${demo.user.company_id}&period_year=${year}`,
      );
      expect(response.statusCode).toBe(200);
      const inventory = response.json() as Inventory;
      inventories.push(inventory);
      expect(inventory.by_site.map((site) => site.site_id).sort()).toEqual(
        sites.map((site) => site.id).sort(),
      );
      expect(inventory.by_scope.scope1).toBeGreaterThan(0);
      expect(inventory.by_scope.scope2_location).toBeGreaterThan(0);
      expect(inventory.by_scope.scope2_market).toBeGreaterThan(0);
      // Derived upstream rows of gas, diesel (and electricity where its factor has parts).
      expect(inventory.by_scope.scope3).toBeGreaterThan(0);
      expect(inventory.by_category.map((category) => category.key)).toEqual(
        expect.arrayContaining([
          'stationary_combustion',
          'mobile_combustion',
          'fugitive_emissions',
          'electricity',
        ]),
      );
      expect(inventory.uncertainty_percent).toBeGreaterThan(0);
    }
    // The green contract (guarantees of origin) lowers the market-based figure of the last two years only.
    const [first, , , fourth, last] = inventories;
    expect(first!.by_scope.scope2_market).toBe(first!.by_scope.scope2_location);
    expect(fourth!.by_scope.scope2_market).toBeLessThan(fourth!.by_scope.scope2_location);
    expect(last!.by_scope.scope2_market).toBeLessThan(last!.by_scope.scope2_location);
    // Efficiency work: scope 1 goes down every year.
    const scope1 = inventories.map((inventory) => inventory.by_scope.scope1);
    expect([...scope1].sort((a, b) => b - a)).toEqual(scope1);
    // Orders of magnitude of a mid-sized plant: hundreds of tonnes of scope 1 a year.
    expect(last!.by_scope.scope1).toBeGreaterThan(200_000);
    expect(last!.by_scope.scope1).toBeLessThan(600_000);
  });

  it('gives the demo company a scope 3 on every category it declares, written once', async () => {
    await ensureDemoAccount(t.database.db);
    await ensureDemoLedger(t.database.db);
    const created = await ensureDemoScope3(t.database.db);
    expect(created).toBe(DEMO_LEDGER_YEARS * 16);
    // Later starts (and concurrent ones) write nothing more.
    expect(await Promise.all([ensureDemoScope3(t.database.db), ensureDemoScope3(t.database.db)])).toEqual([
      0, 0,
    ]);

    const login = await t.call(null, 'POST', '/auth/login', {
      payload: { email: 'demo@example.com', password: 'demo1234' },
    });
    const demo = login.json() as TokenResponse;
    const companyId = demo.user.company_id;
    const inventory = (
      await t.call(demo, 'GET', `/inventory?company_id=${companyId}&period_year=${REPORTING_YEAR}`)
    ).json() as Inventory;
    // A manufacturer's scope 3 outweighs its scopes 1 and 2 (standards: typically 70 to 90 % of the total).
    expect(inventory.by_scope.scope3).toBeGreaterThan(
      inventory.by_scope.scope1 + inventory.by_scope.scope2_location,
    );
    expect(inventory.by_category.map((category) => category.key)).toEqual(
      expect.arrayContaining([
        'purchased_goods',
        'purchased_services',
        'upstream_transport',
        'downstream_transport',
        'waste',
        'business_travel',
        'employee_commuting',
      ]),
    );

    // Every scope 3 category is recorded or declared not relevant with a reason, except the two about sold products,
    // left missing to show what the screens say about a gap.
    const statuses = (
      await t.call(
        demo,
        'GET',
        `/accounting/category-status?company_id=${companyId}&period_year=${REPORTING_YEAR}`,
      )
    ).json() as { items: { category: string; status: string; reason: string | null }[] };
    const byStatus = (status: string) =>
      statuses.items
        .filter((item) => item.status === status)
        .map((item) => item.category)
        .sort();
    expect(byStatus('not_relevant')).toEqual([
      'downstream_leased_assets',
      'franchises',
      'investments',
      'upstream_leased_assets',
    ]);
    expect(byStatus('recorded')).toEqual(
      expect.arrayContaining([
        'business_travel',
        'employee_commuting',
        'purchased_goods',
        'upstream_fuel_energy',
        'waste',
      ]),
    );
    for (const item of statuses.items.filter((entry) => entry.status === 'not_relevant')) {
      expect(item.reason).toBeTruthy();
    }

    // The forms read the demo back like any company's: the travel report opens as one report of its mode lines.
    const travel = (
      await t.call(demo, 'GET', `/business-travel?company_id=${companyId}&period_year=${REPORTING_YEAR}`)
    ).json() as { items: { entries: unknown[]; co2e_kg: number }[] };
    expect(travel.items).toHaveLength(1);
    expect(travel.items[0]!.entries.length).toBeGreaterThanOrEqual(5);
    expect(travel.items[0]!.co2e_kg).toBeGreaterThan(0);
  });

  it('gives the demo company three products made at the Lyon plant, one of them published, written once', async () => {
    await ensureDemoAccount(t.database.db);
    expect(await ensureDemoProducts(t.database.db)).toBe(3);
    expect(await Promise.all([ensureDemoProducts(t.database.db), ensureDemoProducts(t.database.db)])).toEqual(
      [0, 0],
    );

    const login = await t.call(null, 'POST', '/auth/login', {
      payload: { email: 'demo@example.com', password: 'demo1234' },
    });
    const demo = login.json() as TokenResponse;
    const list = (await t.call(demo, 'GET', `/products?company_id=${demo.user.company_id}`)).json() as {
      items: {
        id: string;
        name: string;
        published_slug: string | null;
        footprint: { kg_co2e_per_unit: number };
      }[];
    };
    expect(list.items).toHaveLength(3);
    for (const product of list.items) expect(product.footprint.kg_co2e_per_unit).toBeGreaterThan(0);
    const published = list.items.filter((product) => product.published_slug);
    expect(published.map((product) => product.name)).toEqual(['Étagère industrielle 2000 × 1000 × 500']);
    // The shelving unit is built from four profiles: its tree has the profile as a sub-product.
    const tree = await t.call(demo, 'GET', `/products/${published[0]!.id}/tree`);
    expect(tree.statusCode).toBe(200);
    expect(JSON.stringify(tree.json())).toContain('Profilé aluminium anodisé 40 × 40');
    // Anyone reads the published report, without a token.
    const report = await t.call(null, 'GET', `/public/product-reports/${published[0]!.published_slug}`);
    expect(report.statusCode, report.body).toBe(200);
  });
});
