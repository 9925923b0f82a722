import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Site } from '@carbon/contracts/companies';
import type { Entry, Project } from '@carbon/contracts/ledger';
import type { DatabaseHandle } from '@carbon/db/client';
import { queryRows, type RegisteredUser, type TestApp } from './test-app.ts';

/** A site of the user's company (a French plant unless the fields say otherwise). */
export async function createSite(t: TestApp, user: RegisteredUser, fields: Record<string, unknown> = {}): Promise<Site> {
  const response = await t.call(user, 'POST', '/sites', {
    payload: { company_id: user.user.company_id, name: 'Plant', country: 'FR', ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Site;
}

export async function createProject(t: TestApp, user: RegisteredUser, name = 'Project'): Promise<Project> {
  const response = await t.call(user, 'POST', '/projects', { payload: { company_id: user.user.company_id, name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Project;
}

/** A ledger entry of the user's company on a site; the fields give at least its year, category and quantity. */
export async function createEntry(
  t: TestApp,
  user: RegisteredUser,
  site: Site,
  fields: Record<string, unknown>,
): Promise<Entry> {
  const response = await t.call(user, 'POST', '/entries', {
    payload: { company_id: user.user.company_id, site_id: site.id, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Entry;
}

/** How many entries the company's ledger holds (derived rows included), read in the database. */
export async function entryCount(database: DatabaseHandle, companyId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database,
    sql`select count(*)::int as n from entries where company_id = ${companyId}`,
  );
  return Number(row?.n);
}

/** A library factor's value (kg CO2e per unit), by its key, read in the database. */
export async function factorValue(database: DatabaseHandle, key: string): Promise<number> {
  const [row] = await queryRows<{ v: number }>(
    database,
    sql`select kg_co2e_per_unit as v from emission_factors where key = ${key}`,
  );
  return Number(row?.v);
}
