import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  WASTE_FACTORS,
  WASTE_TREATMENTS as ENGINE_TREATMENTS,
  WASTE_TYPES as ENGINE_TYPES,
} from '@carbon/carbon/waste';
import { loadFactorLibrary } from '@carbon/db/factors-load';
import type { Site } from '@carbon/contracts/companies';
import { WASTE_TREATMENTS, WASTE_TYPES, type Waste, type WasteList } from '@carbon/contracts/waste';
import { useLibraryTestApp } from './helpers/factor-library.ts';
import { createSite, entryCount, factorValue } from './helpers/ledger.ts';
import { detail, queryRows, register, type RegisteredUser } from './helpers/test-app.ts';

const t = useLibraryTestApp();
const YEAR = 2025;
const wasteKeys = Object.values(WASTE_FACTORS).flatMap((byTreatment) =>
  Object.values(byTreatment).map((f) => f.key),
);

beforeAll(async () => {
  await loadFactorLibrary(t.database.db, { keys: wasteKeys });
}, 120_000);

function payload(user: RegisteredUser, site: Site, fields: Record<string, unknown>) {
  return {
    company_id: user.user.company_id,
    site_id: site.id,
    period_year: YEAR,
    waste_type: 'food',
    treatment: 'composting',
    mass_tonnes: 2,
    ...fields,
  };
}

describe('waste', () => {
  it('every type × treatment maps to a per-tonne factor of the imported library; contract lists equal the engine’s', async () => {
    expect([...WASTE_TYPES]).toEqual([...ENGINE_TYPES]);
    expect([...WASTE_TREATMENTS]).toEqual([...ENGINE_TREATMENTS]);
    for (const key of wasteKeys) {
      const [row] = await queryRows<{ unit: string }>(
        t.database,
        sql`select unit from emission_factors where key = ${key}`,
      );
      expect(row?.unit, key).toBe('tonne');
    }
  });

  it('creates, lists, gets, replaces and deletes', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const created = await t.call(owner, 'POST', '/waste', {
      payload: payload(owner, site, { label: 'Canteen' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const waste = created.json() as Waste;
    // 2 t × the DESNZ food-waste composting factor per tonne.
    expect(waste).toMatchObject({
      waste_type: 'food',
      treatment: 'composting',
      mass_tonnes: 2,
      label: 'Canteen',
    });
    expect(waste.co2e_kg).toBeCloseTo(2 * (await factorValue(t.database, WASTE_FACTORS.food.composting!.key)), 6);
    expect(waste.entries[0]).toMatchObject({ category: 'waste', scope3_category: 5, activity_kind: 'waste' });

    const list = await t.call(
      owner,
      'GET',
      `/waste?company_id=${owner.user.company_id}&period_year=${YEAR}&site_id=${site.id}`,
    );
    expect((list.json() as WasteList).items.map((i) => i.id)).toEqual([waste.id]);
    expect((await t.call(owner, 'GET', `/waste/${waste.id}`)).statusCode).toBe(200);

    const replaced = await t.call(owner, 'PUT', `/waste/${waste.id}`, {
      payload: {
        site_id: site.id,
        period_year: YEAR,
        waste_type: 'mixed_commercial',
        treatment: 'landfill',
        mass_tonnes: 3.2,
      },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((replaced.json() as Waste).co2e_kg).toBeCloseTo(
      3.2 * (await factorValue(t.database, WASTE_FACTORS.mixed_commercial.landfill!.key)),
      6,
    );

    expect((await t.call(owner, 'DELETE', `/waste/${waste.id}`)).statusCode).toBe(204);
    expect(await entryCount(t.database, owner.user.company_id)).toBe(0);
  });

  it('refuses bad input with 422 naming the field in English and French, writing nothing', async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const unpublished = await t.call(owner, 'POST', '/waste', {
      payload: payload(owner, site, { waste_type: 'mixed_commercial' }),
      lang: 'fr',
    });
    expect(unpublished.statusCode).toBe(422);
    expect(detail(unpublished)).toEqual([
      {
        loc: ['body', 'treatment'],
        msg: "Aucun facteur d'émission n'est publié pour ce type de déchet avec ce traitement : choisissez un autre traitement",
        type: 'not_available',
      },
    ]);
    const noMass = await t.call(owner, 'POST', '/waste', {
      payload: payload(owner, site, { mass_tonnes: undefined }),
      lang: 'en',
    });
    expect((detail(noMass) as { loc: unknown; msg: string }[])[0]).toMatchObject({
      loc: ['body', 'mass_tonnes'],
      msg: 'This field is required',
    });
    const badType = await t.call(owner, 'POST', '/waste', {
      payload: payload(owner, site, { waste_type: 'uranium' }),
    });
    expect((detail(badType) as { loc: unknown }[])[0]).toMatchObject({ loc: ['body', 'waste_type'] });
    expect(await entryCount(t.database, owner.user.company_id)).toBe(0);
  });

  it("answers 404 for another company's waste line, site or list", async () => {
    const owner = await register(t.app);
    const site = await createSite(t, owner);
    const other = await register(t.app);
    const otherSite = await createSite(t, other);
    const id = (
      (await t.call(owner, 'POST', '/waste', { payload: payload(owner, site, {}) })).json() as Waste
    ).id;
    expect((await t.call(other, 'GET', `/waste/${id}`)).statusCode).toBe(404);
    expect(
      (
        await t.call(other, 'PUT', `/waste/${id}`, {
          payload: {
            site_id: otherSite.id,
            period_year: YEAR,
            waste_type: 'food',
            treatment: 'landfill',
            mass_tonnes: 1,
          },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call(other, 'DELETE', `/waste/${id}`)).statusCode).toBe(404);
    expect(
      (await t.call(other, 'GET', `/waste?company_id=${owner.user.company_id}&period_year=${YEAR}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call(owner, 'POST', '/waste', { payload: payload(owner, otherSite, {}) })).statusCode,
    ).toBe(404);
    expect(await entryCount(t.database, owner.user.company_id)).toBe(1);
  });
});
