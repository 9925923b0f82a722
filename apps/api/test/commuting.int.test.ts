import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMUTING_MODE_FACTORS, COMMUTING_MODES as ENGINE_MODES } from '@carbon/carbon/commuting';
import { loadFactorLibrary } from '@carbon/db/factors-load';
import type { Site } from '@carbon/contracts/companies';
import { COMMUTING_MODES, type Commuting, type CommutingList } from '@carbon/contracts/commuting';
import { useLibraryTestApp } from './helpers/factor-library.ts';
import { createSite, entryCount, factorValue } from './helpers/ledger.ts';
import { detail, queryRows, register, type RegisteredUser } from './helpers/test-app.ts';

const t = useLibraryTestApp();
const YEAR = 2025;
const modeKeys = Object.values(COMMUTING_MODE_FACTORS).flatMap((f) => (f ? [f.key] : []));

beforeAll(async () => {
  await loadFactorLibrary(t.database.db, { keys: modeKeys });
}, 120_000);

function split(user: RegisteredUser, site: Site, fields: Record<string, unknown> = {}) {
  return {
    company_id: user.user.company_id,
    site_id: site.id,
    period_year: YEAR,
    employees: 20,
    working_days: 220,
    remote_days: 40,
    one_way_km: 15,
    mode_split_percent: { car_petrol: 50, bus: 30, bike: 20 },
    ...fields,
  };
}

describe('commuting', () => {
  it('every mode maps to a factor of the imported library in the unit its line is written in', async () => {
    expect([...COMMUTING_MODES]).toEqual([...ENGINE_MODES]);
    for (const mapping of Object.values(COMMUTING_MODE_FACTORS)) {
      if (!mapping) continue;
      const [row] = await queryRows<{ unit: string }>(
        t.database,
        sql`select unit from emission_factors where key = ${mapping.key}`,
      );
      expect(row?.unit, mapping.key).toBe(mapping.unit);
    }
  });

  it('creates from a mode split, lists, gets, replaces and deletes', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const created = await t.call(owner, 'POST', '/commuting', { payload: split(owner, site) });
    expect(created.statusCode, created.body).toBe(201);
    const commuting = created.json() as Commuting;
    // 20 × (220 − 40) × 2 × 15 = 108,000 p·km: car 54,000, bus 32,400, bike 21,600 (at 0).
    expect(commuting.passenger_km_by_mode).toEqual({ car_petrol: 54_000, bus: 32_400, bike: 21_600 });
    const expected =
      54_000 * (await factorValue(t.database, COMMUTING_MODE_FACTORS.car_petrol!.key)) +
      32_400 * (await factorValue(t.database, COMMUTING_MODE_FACTORS.bus!.key));
    expect(commuting.co2e_kg).toBeCloseTo(expected, 6);
    expect(commuting.entries).toHaveLength(3);
    expect(
      commuting.entries.every((e) => e.category === 'employee_commuting' && e.activity_kind === 'commuting'),
    ).toBe(true);
    expect(commuting).toMatchObject({
      method: 'split',
      employees: 20,
      remote_days: 40,
      mode_split_percent: { car_petrol: 50, bus: 30, bike: 20 },
    });

    const list = await t.call(
      owner,
      'GET',
      `/commuting?company_id=${owner.user.company_id}&period_year=${YEAR}`,
    );
    expect((list.json() as CommutingList).items.map((i) => i.id)).toEqual([commuting.id]);
    expect((await t.call(owner, 'GET', `/commuting/${commuting.id}`)).statusCode).toBe(200);

    const { company_id: _company, ...body } = split(owner, site, {
      mode_split_percent: { train: 100 },
      remote_days: 0,
    });
    const replaced = await t.call(owner, 'PUT', `/commuting/${commuting.id}`, { payload: body });
    expect(replaced.statusCode, replaced.body).toBe(200);
    // 20 × 220 × 2 × 15 = 132,000 p·km by train.
    expect((replaced.json() as Commuting).passenger_km_by_mode).toEqual({ train: 132_000 });
    expect(await entryCount(t.database, owner.user.company_id)).toBe(1);

    expect((await t.call(owner, 'DELETE', `/commuting/${commuting.id}`)).statusCode).toBe(204);
    expect(await entryCount(t.database, owner.user.company_id)).toBe(0);
  });

  it('records a survey from CSV text or JSON rows', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const csv = 'mode;one_way_km;days_per_week\ncar_diesel;12;5\ntrain;40;4\ncar_diesel;30;3\n';
    const fromCsv = await t.call(owner, 'POST', '/commuting/survey', {
      payload: { company_id: owner.user.company_id, site_id: site.id, period_year: YEAR, csv },
    });
    expect(fromCsv.statusCode, fromCsv.body).toBe(201);
    // car_diesel: 2 × 12 × 5 × 47 + 2 × 30 × 3 × 47 = 14,100; train: 2 × 40 × 4 × 47 = 15,040.
    expect(fromCsv.json()).toMatchObject({
      method: 'survey',
      respondents: 3,
      working_weeks: 47,
      passenger_km_by_mode: { car_diesel: 14_100, train: 15_040 },
    });

    const fromRows = await t.call(owner, 'POST', '/commuting/survey', {
      payload: {
        company_id: owner.user.company_id,
        site_id: site.id,
        period_year: YEAR,
        working_weeks: 45,
        rows: [{ mode: 'bus', one_way_km: 10, days_per_week: 5 }],
      },
    });
    expect(fromRows.statusCode, fromRows.body).toBe(201);
    expect((fromRows.json() as Commuting).passenger_km_by_mode).toEqual({ bus: 4500 });
  });

  it('refuses a split not summing to 100 and bad survey cells with 422 naming the field, writing nothing', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const not100 = await t.call(owner, 'POST', '/commuting', {
      payload: split(owner, site, { mode_split_percent: { car_petrol: 50, bus: 30 } }),
      lang: 'fr',
    });
    expect(not100.statusCode).toBe(422);
    expect(detail(not100)).toEqual([
      {
        loc: ['body', 'mode_split_percent'],
        msg: 'La répartition modale doit totaliser 100 %',
        type: 'custom',
      },
    ]);
    const en = await t.call(owner, 'POST', '/commuting', {
      payload: split(owner, site, { mode_split_percent: { car_petrol: 50 } }),
      lang: 'en',
    });
    expect((detail(en) as { msg: string }[])[0]?.msg).toBe('The mode split must total 100 %');
    const remote = await t.call(owner, 'POST', '/commuting', {
      payload: split(owner, site, { remote_days: 300 }),
    });
    expect((detail(remote) as { loc: unknown }[])[0]).toMatchObject({ loc: ['body', 'remote_days'] });
    const unknownMode = await t.call(owner, 'POST', '/commuting', {
      payload: split(owner, site, { mode_split_percent: { horse: 100 } }),
    });
    expect(unknownMode.statusCode).toBe(422);

    const badCell = await t.call(owner, 'POST', '/commuting/survey', {
      payload: {
        company_id: owner.user.company_id,
        site_id: site.id,
        period_year: YEAR,
        csv: 'mode,one_way_km,days_per_week\nbus,10,5\nbus,ten,5\n',
      },
      lang: 'fr',
    });
    expect(badCell.statusCode).toBe(422);
    expect((detail(badCell) as { loc: unknown }[])[0]).toMatchObject({
      loc: ['body', 'csv', 3, 'one_way_km'],
    });
    const both = await t.call(owner, 'POST', '/commuting/survey', {
      payload: {
        company_id: owner.user.company_id,
        site_id: site.id,
        period_year: YEAR,
        csv: 'mode,one_way_km,days_per_week\n',
        rows: [],
      },
    });
    expect((detail(both) as { loc: unknown }[])[0]).toMatchObject({ loc: ['body', 'csv'] });
    expect(await entryCount(t.database, owner.user.company_id)).toBe(0);
  });

  it("answers 404 for another company's record, site or list", async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const other = await register(t.app);
    const otherSite = await createSite(t, other);
    const id = (
      (await t.call(owner, 'POST', '/commuting', { payload: split(owner, site) })).json() as Commuting
    ).id;
    expect((await t.call(other, 'GET', `/commuting/${id}`)).statusCode).toBe(404);
    const { company_id: _company, ...body } = split(other, otherSite);
    expect((await t.call(other, 'PUT', `/commuting/${id}`, { payload: body })).statusCode).toBe(404);
    expect((await t.call(other, 'DELETE', `/commuting/${id}`)).statusCode).toBe(404);
    expect(
      (await t.call(other, 'GET', `/commuting?company_id=${owner.user.company_id}&period_year=${YEAR}`))
        .statusCode,
    ).toBe(404);
    expect((await t.call(owner, 'POST', '/commuting', { payload: split(owner, otherSite) })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.call(other, 'POST', '/commuting/survey', {
          payload: {
            company_id: owner.user.company_id,
            site_id: site.id,
            period_year: YEAR,
            rows: [{ mode: 'bus', one_way_km: 1, days_per_week: 1 }],
          },
        })
      ).statusCode,
    ).toBe(404);
    expect(await entryCount(t.database, owner.user.company_id)).toBe(3);
  });
});
