import { describe, expect, it } from 'vitest';
import type { Site } from '@carbon/contracts/companies';
import type { Inventory } from '@carbon/contracts/ledger';
import type { OnboardingSummaryResponse } from '@carbon/contracts/onboarding';
import { factorId, useLibraryTestApp } from './helpers/factor-library.ts';
import { createEntry as createLedgerEntry, createSite } from './helpers/ledger.ts';
import { register, type RegisteredUser } from './helpers/test-app.ts';

const t = useLibraryTestApp();

const YEAR = 2024;

async function createEntry(user: RegisteredUser, site: Site, fields: Record<string, unknown>): Promise<void> {
  await createLedgerEntry(t, user, site, { period_year: YEAR, ...fields });
}

async function summary(user: RegisteredUser, year: number): Promise<OnboardingSummaryResponse> {
  const response = await t.call(
    user,
    'GET',
    `/onboarding-summary?period_year=${year}&company_id=${user.user.company_id}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OnboardingSummaryResponse;
}

describe('onboarding summary charts', () => {
  it('gives the emissions of the selected year from the same aggregation as the inventory', async () => {
    const owner = await register(t.app);
    const lyon = await createSite(t, owner, { name: 'Lyon', employees: 10 });
    const paris = await createSite(t, owner, { name: 'Paris', employees: 10 });
    // 1,000 l of diesel: 2,660 kg scope 1 and 423 kg upstream (scope 3 cat. 3, derived).
    await createEntry(owner, lyon, {
      category: 'stationary_combustion',
      quantity: 1000,
      unit: 'l',
      emission_factor_id: await factorId(t.database, 'ademe-base-carbone:26640'),
    });
    // 10 MWh of electricity on the French grid, covered by guarantees of origin (market factor 0).
    await createEntry(owner, paris, {
      category: 'electricity',
      quantity: 10_000,
      unit: 'kWh',
      market_factor_kg_co2e_per_kwh: 0,
    });

    const charts = (await summary(owner, YEAR)).charts_data;
    const inventory = (
      await t.call(owner, 'GET', `/inventory?company_id=${owner.user.company_id}&period_year=${YEAR}`)
    ).json() as Inventory;
    expect(charts).toMatchObject({
      total_co2e_kg: inventory.total_co2e_kg,
      total_co2e_kg_market: inventory.total_co2e_kg_market,
      by_scope: inventory.by_scope,
      by_category: inventory.by_category,
    });
    expect(charts.by_scope.scope1).toBe(2660);
    expect(charts.by_scope.scope2_location).toBeGreaterThan(0);
    expect(charts.by_scope.scope2_market).toBe(0);
    expect(charts.by_category.map((category) => category.key)).toEqual([
      'stationary_combustion',
      'electricity',
      'upstream_fuel_energy',
    ]);
    expect(charts.sites.map((site) => site.name)).toEqual(['Lyon', 'Paris']);

    // Another year of the same company has no emissions yet.
    expect((await summary(owner, YEAR - 1)).charts_data).toMatchObject({
      total_co2e_kg: 0,
      total_co2e_kg_market: 0,
      by_scope: { scope1: 0, scope2_location: 0, scope2_market: 0, scope3: 0 },
      by_category: [],
    });
  });
});
