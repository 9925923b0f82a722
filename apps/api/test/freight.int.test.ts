import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FREIGHT_MODES as ENGINE_MODES, FREIGHT_MODE_FACTORS } from '@carbon/carbon/freight';
import { loadFactorLibrary } from '@carbon/db/factors-load';
import type { Site } from '@carbon/contracts/companies';
import { FREIGHT_MODES, type Freight, type FreightList } from '@carbon/contracts/freight';
import { useLibraryTestApp } from './helpers/factor-library.ts';
import { createSite, entryCount, factorValue } from './helpers/ledger.ts';
import { detail, queryRows, register, type RegisteredUser } from './helpers/test-app.ts';

const t = useLibraryTestApp();
const YEAR = 2025;
const notFound = { detail: 'Not found', code: 'not_found' };

beforeAll(async () => {
  await loadFactorLibrary(t.database.db, { keys: Object.values(FREIGHT_MODE_FACTORS).map((f) => f.key) });
}, 120_000);

function payload(user: RegisteredUser, site: Site, fields: Record<string, unknown>) {
  return {
    company_id: user.user.company_id,
    site_id: site.id,
    period_year: YEAR,
    direction: 'upstream',
    mode: 'hgv_articulated',
    ...fields,
  };
}

describe('freight', () => {
  it('every mode maps to a factor of the imported library, per t·km, and the contract lists the engine’s modes', async () => {
    expect([...FREIGHT_MODES]).toEqual([...ENGINE_MODES]);
    for (const mapping of Object.values(FREIGHT_MODE_FACTORS)) {
      const [row] = await queryRows<{ unit: string }>(
        t.database,
        sql`select unit from emission_factors where key = ${mapping.key}`,
      );
      expect(row?.unit, mapping.key).toBe('t.km');
    }
  });

  it('creates from distance × mass, lists, gets, replaces and deletes', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const created = await t.call(owner, 'POST', '/freight', {
      payload: payload(owner, site, {
        distance_km: 450,
        mass_tonnes: 12.5,
        from: 'Lyon',
        to: 'Lille',
        label: 'Pallets',
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const freight = created.json() as Freight;
    // 450 km × 12.5 t = 5,625 t·km × the DESNZ "all artics" factor.
    const artic = await factorValue(t.database, FREIGHT_MODE_FACTORS.hgv_articulated.key);
    expect(freight).toMatchObject({
      tonne_km: 5625,
      distance_km: 450,
      mass_tonnes: 12.5,
      from: 'Lyon',
      to: 'Lille',
      direction: 'upstream',
    });
    expect(freight.co2e_kg).toBeCloseTo(5625 * artic, 6);
    expect(freight.entries).toHaveLength(1);
    expect(freight.entries[0]).toMatchObject({
      category: 'upstream_transport',
      scope3_category: 4,
      activity_kind: 'freight',
      unit: 't.km',
    });

    const list = await t.call(
      owner,
      'GET',
      `/freight?company_id=${owner.user.company_id}&period_year=${YEAR}`,
    );
    expect((list.json() as FreightList).items.map((i) => i.id)).toEqual([freight.id]);
    const got = await t.call(owner, 'GET', `/freight/${freight.id}`);
    expect((got.json() as Freight).co2e_kg).toBeCloseTo(freight.co2e_kg, 9);

    const replaced = await t.call(owner, 'PUT', `/freight/${freight.id}`, {
      payload: { site_id: site.id, period_year: YEAR, direction: 'downstream', mode: 'rail', tonne_km: 1000 },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const rail = await factorValue(t.database, FREIGHT_MODE_FACTORS.rail.key);
    expect(replaced.json()).toMatchObject({
      id: freight.id,
      tonne_km: 1000,
      distance_km: null,
      direction: 'downstream',
      mode: 'rail',
    });
    expect((replaced.json() as Freight).co2e_kg).toBeCloseTo(1000 * rail, 6);
    expect((replaced.json() as Freight).entries[0]).toMatchObject({
      category: 'downstream_transport',
      scope3_category: 9,
    });

    expect((await t.call(owner, 'DELETE', `/freight/${freight.id}`)).statusCode).toBe(204);
    expect((await t.call(owner, 'GET', `/freight/${freight.id}`)).statusCode).toBe(404);
    expect(await entryCount(t.database, owner.user.company_id)).toBe(0);
  });

  it('refuses bad input with 422 naming the field, in English and French, writing nothing', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const missingMass = await t.call(owner, 'POST', '/freight', {
      payload: payload(owner, site, { distance_km: 10 }),
      lang: 'fr',
    });
    expect(missingMass.statusCode).toBe(422);
    expect(detail(missingMass)).toEqual([
      { loc: ['body', 'mass_tonnes'], msg: 'Ce champ est obligatoire', type: 'custom' },
    ]);
    const both = await t.call(owner, 'POST', '/freight', {
      payload: payload(owner, site, { tonne_km: 5, distance_km: 10, mass_tonnes: 1 }),
      lang: 'en',
    });
    expect(both.statusCode).toBe(422);
    expect((detail(both) as { loc: unknown; msg: string }[])[0]).toMatchObject({
      loc: ['body', 'tonne_km'],
      msg: 'Give either the tonne-kilometres or the distance and the mass, not both',
    });
    const badMode = await t.call(owner, 'POST', '/freight', {
      payload: payload(owner, site, { mode: 'rocket', tonne_km: 5 }),
    });
    expect(badMode.statusCode).toBe(422);
    expect((detail(badMode) as { loc: unknown }[])[0]).toMatchObject({ loc: ['body', 'mode'] });
    const negative = await t.call(owner, 'POST', '/freight', {
      payload: payload(owner, site, { tonne_km: -5 }),
      lang: 'fr',
    });
    expect((detail(negative) as { loc: unknown; msg: string }[])[0]).toMatchObject({
      loc: ['body', 'tonne_km'],
      msg: 'La valeur doit être strictement positive',
    });
    expect(await entryCount(t.database, owner.user.company_id)).toBe(0);
  });

  it("answers 404 for another company's site, shipment or list", async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const other = await register(t.app);
    const otherSite = await createSite(t, other);
    const created = await t.call(owner, 'POST', '/freight', {
      payload: payload(owner, site, { tonne_km: 100 }),
    });
    const id = (created.json() as Freight).id;

    expect((await t.call(other, 'GET', `/freight/${id}`)).json()).toEqual(notFound);
    expect(
      (
        await t.call(other, 'PUT', `/freight/${id}`, {
          payload: {
            site_id: otherSite.id,
            period_year: YEAR,
            direction: 'upstream',
            mode: 'van',
            tonne_km: 1,
          },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call(other, 'DELETE', `/freight/${id}`)).statusCode).toBe(404);
    expect(
      (await t.call(other, 'GET', `/freight?company_id=${owner.user.company_id}&period_year=${YEAR}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call(owner, 'POST', '/freight', { payload: payload(owner, otherSite, { tonne_km: 1 }) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call(other, 'POST', '/freight', { payload: payload(owner, site, { tonne_km: 1 }) }))
        .statusCode,
    ).toBe(404);
    expect(await entryCount(t.database, owner.user.company_id)).toBe(1);
  });
});
