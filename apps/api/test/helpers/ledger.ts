import { expect } from 'vitest';
import type { Site } from '@carbon/contracts/companies';
import type { Entry, Project } from '@carbon/contracts/ledger';
import type { RegisteredUser, TestApp } from './test-app.ts';

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
