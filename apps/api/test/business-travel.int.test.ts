import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { allTravelFactorKeys } from '@carbon/carbon/travel';
import { loadFactorLibrary } from '@carbon/db/factors-load';
import type { BusinessTravel, BusinessTravelList } from '@carbon/contracts/business-travel';
import type { Inventory } from '@carbon/contracts/ledger';
import type { Site } from '@carbon/contracts/companies';
import { loadLibrarySubset } from './helpers/factor-library.ts';
import { createSite, entryCount } from './helpers/ledger.ts';
import {
  detail,
  joinCompany,
  queryRows,
  register,
  useTestApp,
  type RegisteredUser,
} from './helpers/test-app.ts';

const t = useTestApp();
beforeAll(async () => {
  await loadLibrarySubset(t.database);
  await loadFactorLibrary(t.database.db, { keys: allTravelFactorKeys() });
}, 120_000);

const YEAR = 2025;

function body(user: RegisteredUser, site: Site, fields: Record<string, unknown>) {
  return {
    company_id: user.user.company_id,
    site_id: site.id,
    period_year: YEAR,
    currency: 'EUR',
    ...fields,
  };
}

const distanceReport = {
  entry_mode: 'distance',
  distance_km: { short_flight: 1000, medium_flight: 2000, long_flight: 10000, rail: 500, car: 1000 },
  business_class_percent: 25,
  car_ev_share_percent: 40,
  include_radiative_forcing: false,
};

async function businessTravelTotal(user: RegisteredUser): Promise<number> {
  const response = await t.call(
    user,
    'GET',
    `/inventory?company_id=${user.user.company_id}&period_year=${YEAR}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Inventory).by_category.find((c) => c.key === 'business_travel')?.co2e_kg ?? 0;
}

describe('business travel factors', () => {
  it('finds every mapped factor in the library the tests load', async () => {
    const keys = allTravelFactorKeys();
    const rows = await queryRows<{ key: string; unit: string }>(
      t.database,
      sql`select key, unit from emission_factors where key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
    expect(rows.map((row) => row.key).sort()).toEqual([...keys].sort());
    for (const row of rows) expect(['passenger.km', 'km', 'night']).toContain(row.unit);
  });
});

describe('business travel reports', () => {
  it('records a distance report: one line per mode and class, the inventory rises', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    expect(await businessTravelTotal(owner)).toBe(0);
    const created = await t.call(owner, 'POST', '/business-travel', {
      payload: body(owner, site, distanceReport),
    });
    expect(created.statusCode, created.body).toBe(201);
    const report = created.json() as BusinessTravel;
    // Without RF (DESNZ 2025): 1000 × 0.13552 + 1500 × 0.07435 + 500 × 0.11152 + 7500 × 0.06926 + 2500 × 0.20083
    // + 500 × 0.03546 + 600 × 0.16725 + 400 × 0.04047 = 1458.598
    expect(report.co2e_kg).toBeCloseTo(1458.598, 2);
    expect(report.entries).toHaveLength(8);
    expect(report.entries.map((e) => [e.category, e.unit, e.quantity])).toContainEqual([
      'business_travel',
      'passenger.km',
      2500,
    ]);
    expect(
      report.entries.every((e) => e.activity_kind === 'business_travel' && e.activity_id === report.id),
    ).toBe(true);
    expect(report).toMatchObject({
      entry_mode: 'distance',
      business_class_percent: 25,
      include_radiative_forcing: false,
      distance_km: { short_flight: 1000, medium_flight: 2000, long_flight: 10000, rail: 500, car: 1000 },
    });
    expect(await businessTravelTotal(owner)).toBeCloseTo(1458.598, 2);

    // A line of the report is edited through the form only.
    const patch = await t.call(owner, 'PATCH', `/entries/${report.entries[0]?.id}`, {
      payload: { quantity: 1 },
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json()).toMatchObject({ code: 'entry_in_activity' });
    const deleteLine = await t.call(owner, 'DELETE', `/entries/${report.entries[0]?.id}`);
    expect(deleteLine.statusCode).toBe(409);
    expect(await entryCount(t.database, owner.user.company_id)).toBe(8);

    // Get, list, update, delete.
    const got = await t.call(owner, 'GET', `/business-travel/${report.id}`);
    expect(got.statusCode).toBe(200);
    expect((got.json() as BusinessTravel).co2e_kg).toBe(report.co2e_kg);
    const list = await t.call(
      owner,
      'GET',
      `/business-travel?company_id=${owner.user.company_id}&period_year=${YEAR}&site_id=${site.id}`,
    );
    expect((list.json() as BusinessTravelList).items.map((item) => item.id)).toEqual([report.id]);

    const updated = await t.call(owner, 'PUT', `/business-travel/${report.id}`, {
      payload: body(owner, site, {
        ...distanceReport,
        distance_km: { medium_flight: 1000 },
        business_class_percent: 0,
        include_radiative_forcing: true,
        hotel_nights: 10,
        hotel_country: 'fr',
      }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = updated.json() as BusinessTravel;
    // With RF: 1000 × 0.12576 = 125.76; hotel 10 nights in France × 6.7 = 67. Σ 192.76
    expect(after).toMatchObject({
      id: report.id,
      hotel_nights: 10,
      hotel_country: 'FR',
      include_radiative_forcing: true,
    });
    expect(after.co2e_kg).toBeCloseTo(192.76, 2);
    expect(after.entries.map((e) => e.unit)).toEqual(['passenger.km', 'night']);
    expect(after.entries.map((e) => e.label)).toEqual([
      'Medium flights (500–3,700 km, DESNZ short-haul), economy class',
      'Hotel nights',
    ]);
    expect(await entryCount(t.database, owner.user.company_id)).toBe(2);

    expect((await t.call(owner, 'DELETE', `/business-travel/${report.id}`)).statusCode).toBe(204);
    expect(await entryCount(t.database, owner.user.company_id)).toBe(0);
    expect((await t.call(owner, 'GET', `/business-travel/${report.id}`)).statusCode).toBe(404);
  });

  it('records a spend report with overrides', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const created = await t.call(owner, 'POST', '/business-travel', {
      payload: body(owner, site, {
        entry_mode: 'spend',
        total_spend: 1000,
        spend_split_percent: { flights: 60, rail: 40, car: 0 },
        cost_per_km_overrides: { flights: 0.2, rail: 0.05 },
        business_class_percent: 10,
        include_radiative_forcing: true,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const report = created.json() as BusinessTravel;
    // flights 600 EUR / 0.2 = 3000 km (2700 economy, 300 business); rail 400 / 0.05 = 8000 km. With RF:
    // 2700 × 0.12576 + 300 × 0.18863 + 8000 × 0.03546 = 679.821
    expect(report.co2e_kg).toBeCloseTo(679.821, 2);
    expect(report.amount_eur).toBe(1000);
    expect(report.distance_km).toEqual({
      short_flight: 0,
      medium_flight: 3000,
      long_flight: 0,
      rail: 8000,
      car: 0,
    });
    expect(report.cost_per_km_eur).toEqual({ flights: 0.2, rail: 0.05, car: 0.636 });
  });

  it('refuses bad percentages, a split not summing to 100 and another currency, in English and French, writing nothing', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const badClass = await t.call(owner, 'POST', '/business-travel', {
      payload: body(owner, site, { ...distanceReport, business_class_percent: 120 }),
    });
    expect(badClass.statusCode).toBe(422);
    expect(detail(badClass)).toEqual([
      {
        loc: ['body', 'business_class_percent'],
        msg: 'Must be a percentage between 0 and 100',
        type: expect.any(String),
      },
    ]);
    const spend = {
      entry_mode: 'spend',
      total_spend: 1000,
      spend_split_percent: { flights: 50, rail: 30, car: 10 },
    };
    const en = await t.call(owner, 'POST', '/business-travel', { payload: body(owner, site, spend) });
    expect(en.statusCode).toBe(422);
    expect(detail(en)).toEqual([
      {
        loc: ['body', 'spend_split_percent'],
        msg: 'The spend split across flights, rail and car must add up to 100%',
        type: expect.any(String),
      },
    ]);
    const fr = await t.call(owner, 'POST', '/business-travel', {
      payload: body(owner, site, spend),
      lang: 'fr',
    });
    expect(fr.statusCode).toBe(422);
    expect((detail(fr) as { msg: string }[])[0]?.msg).toBe(
      'La répartition des dépenses entre avion, train et voiture doit totaliser 100 %',
    );
    const frClass = await t.call(owner, 'POST', '/business-travel', {
      payload: body(owner, site, { ...distanceReport, car_ev_share_percent: -5 }),
      lang: 'fr',
    });
    expect(detail(frClass)).toEqual([
      {
        loc: ['body', 'car_ev_share_percent'],
        msg: 'Doit être un pourcentage entre 0 et 100',
        type: expect.any(String),
      },
    ]);
    const usd = await t.call(owner, 'POST', '/business-travel', {
      payload: body(owner, site, {
        ...spend,
        spend_split_percent: { flights: 50, rail: 30, car: 20 },
        currency: 'USD',
      }),
    });
    expect((detail(usd) as { loc: unknown }[])[0]).toMatchObject({ loc: ['body', 'currency'] });
    const noHotelCountry = await t.call(owner, 'POST', '/business-travel', {
      payload: body(owner, site, { ...distanceReport, hotel_nights: 3 }),
    });
    expect((detail(noHotelCountry) as { loc: unknown }[])[0]).toMatchObject({
      loc: ['body', 'hotel_country'],
    });
    const unknownHotelCountry = await t.call(owner, 'POST', '/business-travel', {
      payload: body(owner, site, { ...distanceReport, hotel_nights: 3, hotel_country: 'AQ' }),
    });
    expect((detail(unknownHotelCountry) as { loc: unknown }[])[0]).toMatchObject({
      loc: ['body', 'hotel_country'],
    });
    const nothing = await t.call(owner, 'POST', '/business-travel', {
      payload: body(owner, site, { entry_mode: 'distance', distance_km: {} }),
    });
    expect((detail(nothing) as { loc: unknown }[])[0]).toMatchObject({ loc: ['body', 'distance_km'] });
    expect(await entryCount(t.database, owner.user.company_id)).toBe(0);
  });

  it("answers 404 for another company's site, report and list", async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const other = await register(t.app);
    const otherSite = await createSite(t, other);
    const created = await t.call(owner, 'POST', '/business-travel', {
      payload: body(owner, site, distanceReport),
    });
    const report = created.json() as BusinessTravel;

    const onOtherSite = await t.call(owner, 'POST', '/business-travel', {
      payload: body(owner, otherSite, distanceReport),
    });
    expect(onOtherSite.statusCode).toBe(404);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', body(other, otherSite, distanceReport)],
      ['DELETE', undefined],
    ] as const) {
      const response = await t.call(
        other,
        method,
        `/business-travel/${report.id}`,
        payload ? { payload } : {},
      );
      expect(response.statusCode, `${method} ${response.body}`).toBe(404);
    }
    const list = await t.call(
      other,
      'GET',
      `/business-travel?company_id=${owner.user.company_id}&period_year=${YEAR}`,
    );
    expect(list.statusCode).toBe(404);
    const ownList = await t.call(
      other,
      'GET',
      `/business-travel?company_id=${other.user.company_id}&period_year=${YEAR}&site_id=${site.id}`,
    );
    expect(ownList.statusCode).toBe(404);
    expect(await entryCount(t.database, owner.user.company_id)).toBe(8);
    expect(await entryCount(t.database, other.user.company_id)).toBe(0);
  });

  it('lets a viewer read the reports but not write them', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const viewer = await joinCompany(t, owner, 'viewer');
    const created = await t.call(owner, 'POST', '/business-travel', {
      payload: body(owner, site, distanceReport),
    });
    const report = created.json() as BusinessTravel;
    expect((await t.call(viewer, 'GET', `/business-travel/${report.id}`)).statusCode).toBe(200);
    const refused = await t.call(viewer, 'POST', '/business-travel', {
      payload: body(owner, site, distanceReport),
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.call(viewer, 'DELETE', `/business-travel/${report.id}`)).statusCode).toBe(403);
    expect(await entryCount(t.database, owner.user.company_id)).toBe(8);
  });
});
