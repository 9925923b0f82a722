import { describe, expect, it } from 'vitest';
import type { Analytics } from '@carbon/contracts/analytics';
import type { Site } from '@carbon/contracts/companies';
import type { Entry } from '@carbon/contracts/ledger';
import { factorId, useLibraryTestApp } from './helpers/factor-library.ts';
import { createEntry as createLedgerEntry, createProject, createSite } from './helpers/ledger.ts';
import { detail, joinCompany, register, type RegisteredUser } from './helpers/test-app.ts';

const t = useLibraryTestApp();

const YEAR = 2025;

function issues(response: Parameters<typeof detail>[0]) {
  return detail(response) as { loc: (string | number)[]; msg: string; type: string }[];
}

/** An entry of YEAR unless the fields name another year. */
function createEntry(user: RegisteredUser, site: Site, fields: Record<string, unknown>): Promise<Entry> {
  return createLedgerEntry(t, user, site, { period_year: YEAR, ...fields });
}

async function analytics(user: RegisteredUser, query = '', companyId = user.user.company_id): Promise<Analytics> {
  const response = await t.call(user, 'GET', `/analytics?company_id=${companyId}&period_year=${YEAR}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Analytics;
}

/**
 * Hand-computed ledger: Lyon burns 1000 l of diesel (2660 kg, its derived upstream row 423 kg) distributed 75 % to
 * project A and 25 % to project B; Paris buys 10 000 € of services (1000 kg) distributed 60 % to Lyon and 40 % to
 * Paris; Paris travels 100 passenger.km (20 kg) for project A; last year Lyon bought 5000 € of services (500 kg).
 */
async function ledger() {
  const owner = await register(t.app);
  const lyon = await createSite(t, owner, { name: 'Lyon', employees: 60 });
  const paris = await createSite(t, owner, { name: 'Paris' });
  const projectA = await createProject(t, owner, 'Line A');
  const projectB = await createProject(t, owner, 'Line B');
  await createEntry(owner, lyon, {
    category: 'stationary_combustion',
    quantity: 1000,
    unit: 'l',
    emission_factor_id: await factorId(t.database, 'ademe-base-carbone:26640'),
    distribution: {
      criterion: 'budget',
      shares: [
        { target_type: 'project', target_id: projectA.id, share_percent: 75 },
        { target_type: 'project', target_id: projectB.id, share_percent: 25 },
      ],
    },
  });
  await createEntry(owner, paris, {
    category: 'purchased_services',
    quantity: 10_000,
    unit: 'EUR',
    custom_factor: { kg_co2e_per_unit: 0.1, unit: 'EUR' },
    distribution: {
      criterion: 'employee_count',
      shares: [
        { target_type: 'site', target_id: lyon.id, share_percent: 60 },
        { target_type: 'site', target_id: paris.id, share_percent: 40 },
      ],
    },
  });
  await createEntry(owner, paris, {
    category: 'business_travel',
    quantity: 100,
    unit: 'passenger.km',
    custom_factor: { kg_co2e_per_unit: 0.2, unit: 'passenger.km' },
    distribution: { criterion: 'budget', shares: [{ target_type: 'project', target_id: projectA.id, share_percent: 100 }] },
  });
  await createEntry(owner, lyon, {
    period_year: YEAR - 1,
    category: 'purchased_services',
    quantity: 5000,
    unit: 'EUR',
    custom_factor: { kg_co2e_per_unit: 0.1, unit: 'EUR' },
  });
  return { owner, lyon, paris, projectA, projectB };
}

describe('analytics', () => {
  it('sums the company’s year and the year before by scope and category, with the company’s employees', async () => {
    const { owner } = await ledger();
    const result = await analytics(owner);
    expect(result).toMatchObject({
      company_id: owner.user.company_id,
      site_id: null,
      project_id: null,
      current: {
        period_year: YEAR,
        total_co2e_kg: 2660 + 423 + 1000 + 20,
        total_co2e_kg_market: 2660 + 423 + 1000 + 20,
        by_scope: { scope1: 2660, scope2_location: 0, scope2_market: 0, scope3: 1443 },
        entries: 4,
      },
      previous: { period_year: YEAR - 1, total_co2e_kg: 500, by_scope: { scope1: 0, scope3: 500 }, entries: 1 },
      employees_of: 'company',
    });
    expect(result.categories).toEqual([
      { key: 'stationary_combustion', scope: 1, co2e_kg: 2660, previous_co2e_kg: 0 },
      { key: 'purchased_services', scope: 3, co2e_kg: 1000, previous_co2e_kg: 500 },
      { key: 'upstream_fuel_energy', scope: 3, co2e_kg: 423, previous_co2e_kg: 0 },
      { key: 'business_travel', scope: 3, co2e_kg: 20, previous_co2e_kg: 0 },
    ]);
  });

  it('counts a site’s own undistributed entries plus the shares distributed to it', async () => {
    const { owner, lyon, paris } = await ledger();
    const atLyon = await analytics(owner, `&site_id=${lyon.id}`);
    // Diesel and its upstream row (not distributed to sites) + 60 % of the services.
    expect(atLyon.current).toMatchObject({ total_co2e_kg: 2660 + 423 + 600, entries: 3 });
    expect(atLyon.previous.total_co2e_kg).toBe(500);
    expect(atLyon).toMatchObject({ site_id: lyon.id, employees: 60, employees_of: 'site' });
    const atParis = await analytics(owner, `&site_id=${paris.id}`);
    // 40 % of the services + the travel (recorded at Paris, distributed to a project only).
    expect(atParis.current).toMatchObject({ total_co2e_kg: 400 + 20, entries: 2 });
    expect(atParis.previous.total_co2e_kg).toBe(0);
    expect(atParis).toMatchObject({ employees: null, employees_of: 'site' });
  });

  it('counts a project’s shares, derived rows following their source entry', async () => {
    const { owner, lyon, paris, projectA, projectB } = await ledger();
    const a = await analytics(owner, `&project_id=${projectA.id}`);
    expect(a.current).toMatchObject({
      total_co2e_kg: 0.75 * 2660 + 0.75 * 423 + 20,
      by_scope: { scope1: 1995, scope3: 0.75 * 423 + 20 },
      entries: 3,
    });
    expect(a.categories).toEqual([
      { key: 'stationary_combustion', scope: 1, co2e_kg: 1995, previous_co2e_kg: 0 },
      { key: 'upstream_fuel_energy', scope: 3, co2e_kg: 317.25, previous_co2e_kg: 0 },
      { key: 'business_travel', scope: 3, co2e_kg: 20, previous_co2e_kg: 0 },
    ]);
    expect(a.previous.total_co2e_kg).toBe(0);
    const b = await analytics(owner, `&project_id=${projectB.id}`);
    expect(b.current).toMatchObject({ total_co2e_kg: 0.25 * (2660 + 423), entries: 2 });
    // The project's shares of the entries recorded at a site.
    expect((await analytics(owner, `&project_id=${projectA.id}&site_id=${paris.id}`)).current.total_co2e_kg).toBe(20);
    expect((await analytics(owner, `&project_id=${projectA.id}&site_id=${lyon.id}`)).current.total_co2e_kg).toBe(
      0.75 * (2660 + 423),
    );
  });

  it('reports scope 2 both ways, and a site’s share of both', async () => {
    const owner = await register(t.app);
    const lyon = await createSite(t, owner, { name: 'Lyon' });
    const paris = await createSite(t, owner, { name: 'Paris' });
    // 1000 kWh at 0.05 kg/kWh location-based, a supplier contract at 0.3 kg/kWh market-based, split 25/75.
    await createEntry(owner, paris, {
      category: 'electricity',
      quantity: 1000,
      unit: 'kWh',
      custom_factor: { kg_co2e_per_unit: 0.05, unit: 'kWh' },
      market_factor_kg_co2e_per_kwh: 0.3,
      distribution: {
        criterion: 'surface_area',
        shares: [
          { target_type: 'site', target_id: lyon.id, share_percent: 25 },
          { target_type: 'site', target_id: paris.id, share_percent: 75 },
        ],
      },
    });
    expect((await analytics(owner)).current).toMatchObject({
      total_co2e_kg: 50,
      total_co2e_kg_market: 300,
      by_scope: { scope1: 0, scope2_location: 50, scope2_market: 300, scope3: 0 },
    });
    expect((await analytics(owner, `&site_id=${lyon.id}`)).current).toMatchObject({
      total_co2e_kg: 12.5,
      total_co2e_kg_market: 75,
      by_scope: { scope2_location: 12.5, scope2_market: 75 },
      entries: 1,
    });
  });

  it('answers an empty year with zeros', async () => {
    const owner = await register(t.app);
    const result = await analytics(owner);
    expect(result.current).toEqual({
      period_year: YEAR,
      total_co2e_kg: 0,
      total_co2e_kg_market: 0,
      by_scope: { scope1: 0, scope2_location: 0, scope2_market: 0, scope3: 0 },
      entries: 0,
    });
    expect(result.categories).toEqual([]);
  });

  it('answers 404 for another company, its sites and its projects; viewers can read', async () => {
    const { owner, lyon, projectA } = await ledger();
    const stranger = await register(t.app);
    const notFound = { detail: 'Not found', code: 'not_found' };
    for (const url of [
      `/analytics?company_id=${owner.user.company_id}&period_year=${YEAR}`,
      `/analytics?company_id=${stranger.user.company_id}&period_year=${YEAR}&site_id=${lyon.id}`,
      `/analytics?company_id=${stranger.user.company_id}&period_year=${YEAR}&project_id=${projectA.id}`,
    ]) {
      const response = await t.call(stranger, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject(notFound);
    }
    const viewer = await joinCompany(t, owner, 'viewer');
    expect((await analytics(viewer, '', owner.user.company_id)).current.entries).toBe(4);
    expect((await t.call(null, 'GET', `/analytics?company_id=${owner.user.company_id}&period_year=${YEAR}`)).statusCode).toBe(401);
  });

  it('rejects bad input (422) in English and in French', async () => {
    const owner = await register(t.app);
    const url = `/analytics?company_id=${owner.user.company_id}&period_year=1800&site_id=nope`;
    const english = await t.call(owner, 'GET', url);
    expect(english.statusCode).toBe(422);
    const french = await t.call(owner, 'GET', url, { lang: 'fr' });
    expect(french.statusCode).toBe(422);
    expect(issues(english)).toEqual([
      { loc: ['query', 'period_year'], msg: 'Please enter a valid year', type: 'too_small' },
      { loc: ['query', 'site_id'], msg: 'Invalid input', type: 'invalid_format' },
    ]);
    expect(issues(french)).toEqual([
      { loc: ['query', 'period_year'], msg: 'Veuillez saisir une année valide', type: 'too_small' },
      { loc: ['query', 'site_id'], msg: 'Saisie invalide', type: 'invalid_format' },
    ]);
    const missing = await t.call(owner, 'GET', '/analytics', { lang: 'fr' });
    expect(missing.statusCode).toBe(422);
    expect(issues(missing).map((item) => item.loc)).toEqual([
      ['query', 'company_id'],
      ['query', 'period_year'],
    ]);
  });
});
