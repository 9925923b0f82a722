import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '@carbon/contracts/auth';
import type { Company, Site } from '@carbon/contracts/companies';
import type { OnboardingSummaryResponse, StepsStatusResponse } from '@carbon/contracts/onboarding';
import {
  bearer,
  detail,
  joinCompany,
  queryRows,
  register,
  tokenFromLink,
  useTestApp,
  type RegisteredUser,
} from './helpers/test-app.ts';

const t = useTestApp();

const notFound = { detail: 'Not found', code: 'not_found' };
const forbidden = { detail: 'You do not have permission to do this', code: 'forbidden' };
const completeProfile = {
  name: 'Analytical Engines SAS',
  sector: 'manufacturing',
  country: 'fr',
  employees: 42,
  annual_revenue: 1_250_000.5,
  reporting_year: 2025,
};

const joinAs = (owner: RegisteredUser, role: Role) => joinCompany(t, owner, role);

function call(
  user: RegisteredUser,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(user.access_token),
    ...(payload === undefined ? {} : { payload }),
  });
}

async function createSite(user: RegisteredUser, fields: Record<string, unknown> = {}): Promise<Site> {
  const response = await call(user, 'POST', '/sites', {
    company_id: user.user.company_id,
    name: 'Plant',
    country: 'FR',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Site;
}

async function siteCount(companyId: string): Promise<number> {
  const result = await queryRows<{ count: number }>(
    t.database,
    sql`select count(*)::int as count from sites where company_id = ${companyId}`,
  );
  return Number(result[0]?.count);
}

describe('companies', () => {
  it('returns the caller’s company', async () => {
    const owner = await register(t.app, { company_name: 'Solar Bakery' });
    const response = await call(owner, 'GET', `/companies/${owner.user.company_id}`);
    expect(response.statusCode).toBe(200);
    const company = response.json() as Company;
    expect(company).toMatchObject({
      id: owner.user.company_id,
      name: 'Solar Bakery',
      sector: null,
      country: null,
      employees: null,
      annual_revenue: null,
      reporting_year: null,
    });
    expect(Number.isNaN(Date.parse(company.created_at))).toBe(false);
  });

  it('answers 404 for another tenant’s company, for reading and writing, and changes nothing', async () => {
    const owner = await register(t.app, { company_name: 'Private Co' });
    const stranger = await register(t.app);
    expect((await call(stranger, 'GET', `/companies/${owner.user.company_id}`)).json()).toEqual(notFound);
    const patch = await call(stranger, 'PATCH', `/companies/${owner.user.company_id}`, { name: 'Hijacked' });
    expect(patch.statusCode).toBe(404);
    expect(((await call(owner, 'GET', `/companies/${owner.user.company_id}`)).json() as Company).name).toBe(
      'Private Co',
    );
  });

  it('answers 404 for an id that does not exist, 422 for one that is not an id', async () => {
    const owner = await register(t.app);
    expect((await call(owner, 'GET', '/companies/9b2b8f63-3d0c-4c55-9d4b-0c4f3a1f7d11')).statusCode).toBe(
      404,
    );
    const malformed = await call(owner, 'GET', '/companies/not-a-uuid');
    expect(malformed.statusCode).toBe(422);
    expect(detail(malformed)).toEqual([
      { loc: ['path', 'company_id'], msg: 'Invalid input', type: 'invalid_format' },
    ]);
  });

  it('lets the owner update the profile', async () => {
    const owner = await register(t.app);
    const response = await call(owner, 'PATCH', `/companies/${owner.user.company_id}`, completeProfile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...completeProfile, country: 'FR', id: owner.user.company_id });
    const partial = await call(owner, 'PATCH', `/companies/${owner.user.company_id}`, { employees: 43 });
    expect(partial.json()).toMatchObject({ ...completeProfile, country: 'FR', employees: 43 });
  });

  it('lets an admin update, and answers 403 to editors and viewers', async () => {
    const owner = await register(t.app);
    const admin = await joinAs(owner, 'admin');
    const editor = await joinAs(owner, 'editor');
    const viewer = await joinAs(owner, 'viewer');
    expect(
      (await call(admin, 'PATCH', `/companies/${owner.user.company_id}`, { name: 'By admin' })).statusCode,
    ).toBe(200);
    for (const member of [editor, viewer]) {
      const response = await call(member, 'PATCH', `/companies/${owner.user.company_id}`, {
        name: 'Not allowed',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }
    const viewerRead = await call(viewer, 'GET', `/companies/${owner.user.company_id}`);
    expect(viewerRead.statusCode).toBe(200);
    expect((viewerRead.json() as Company).name).toBe('By admin');
  });

  it('rejects invalid values (422) and changes nothing', async () => {
    const owner = await register(t.app, { company_name: 'Stable Name' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/companies/${owner.user.company_id}`,
      headers: { ...bearer(owner.access_token), 'accept-language': 'fr' },
      payload: {
        name: 'New name',
        sector: 'mining',
        employees: -1,
        annual_revenue: '10',
        reporting_year: 1800,
      },
    });
    expect(response.statusCode).toBe(422);
    const messages = Object.fromEntries(
      (detail(response) as { loc: string[]; msg: string }[]).map((issue) => [issue.loc.join('.'), issue.msg]),
    );
    expect(messages).toEqual({
      'body.sector': 'Saisie invalide',
      'body.employees': 'La valeur doit être positive ou nulle',
      'body.annual_revenue': 'Saisie invalide',
      'body.reporting_year': 'Veuillez saisir une année valide',
    });
    expect(((await call(owner, 'GET', `/companies/${owner.user.company_id}`)).json() as Company).name).toBe(
      'Stable Name',
    );
  });

  it('requires a signed-in user', async () => {
    const owner = await register(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/companies/${owner.user.company_id}` })).statusCode,
    ).toBe(401);
  });
});

describe('sites', () => {
  it('creates, lists oldest first, updates and deletes', async () => {
    const owner = await register(t.app);
    const lyon = await createSite(owner, {
      name: ' Lyon plant ',
      address: '1 quai',
      country: 'fr',
      surface_m2: 8500.5,
      employees: 120,
    });
    expect(lyon).toMatchObject({
      company_id: owner.user.company_id,
      name: 'Lyon plant',
      address: '1 quai',
      country: 'FR',
      surface_m2: 8500.5,
      employees: 120,
    });
    const paris = await createSite(owner, { name: 'Paris office' });
    expect(paris).toMatchObject({ address: '', surface_m2: null, employees: null });

    const list = await call(owner, 'GET', `/sites?company_id=${owner.user.company_id}`);
    expect(list.statusCode).toBe(200);
    expect((list.json() as Site[]).map((site) => site.name)).toEqual(['Lyon plant', 'Paris office']);

    const updated = await call(owner, 'PATCH', `/sites/${paris.id}`, {
      name: 'Paris head office',
      employees: 35,
      surface_m2: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...paris, name: 'Paris head office', employees: 35 });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/sites/${lyon.id}`,
      // The web client sends a JSON content type on every call, bodiless ones included.
      headers: { ...bearer(owner.access_token), 'content-type': 'application/json' },
    });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const after = await call(owner, 'GET', `/sites?company_id=${owner.user.company_id}`);
    expect((after.json() as Site[]).map((site) => site.id)).toEqual([paris.id]);
    expect((await call(owner, 'DELETE', `/sites/${lyon.id}`)).statusCode).toBe(404);
  });

  it('returns an empty list for a company without sites', async () => {
    const owner = await register(t.app);
    const response = await call(owner, 'GET', `/sites?company_id=${owner.user.company_id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 404 for another tenant’s company and sites, and changes nothing', async () => {
    const owner = await register(t.app);
    const site = await createSite(owner, { name: 'Secret site' });
    const stranger = await register(t.app);

    expect((await call(stranger, 'GET', `/sites?company_id=${owner.user.company_id}`)).json()).toEqual(
      notFound,
    );
    const create = await call(stranger, 'POST', '/sites', {
      company_id: owner.user.company_id,
      name: 'Intruder',
      country: 'FR',
    });
    expect(create.statusCode).toBe(404);
    expect((await call(stranger, 'PATCH', `/sites/${site.id}`, { name: 'Renamed' })).json()).toEqual(
      notFound,
    );
    expect((await call(stranger, 'DELETE', `/sites/${site.id}`)).statusCode).toBe(404);

    const list = (await call(owner, 'GET', `/sites?company_id=${owner.user.company_id}`)).json() as Site[];
    expect(list).toEqual([site]);
  });

  it('lets editors write, and answers 403 to viewers, who can still read', async () => {
    const owner = await register(t.app);
    const site = await createSite(owner);
    const editor = await joinAs(owner, 'editor');
    const viewer = await joinAs(owner, 'viewer');

    const byEditor = await createSite(editor, { company_id: owner.user.company_id, name: 'Editor site' });
    expect((await call(editor, 'PATCH', `/sites/${byEditor.id}`, { name: 'Edited' })).statusCode).toBe(200);

    const before = await siteCount(owner.user.company_id);
    expect(
      (
        await call(viewer, 'POST', '/sites', { company_id: owner.user.company_id, name: 'No', country: 'FR' })
      ).json(),
    ).toEqual(forbidden);
    expect((await call(viewer, 'PATCH', `/sites/${site.id}`, { name: 'No' })).statusCode).toBe(403);
    expect((await call(viewer, 'DELETE', `/sites/${site.id}`)).statusCode).toBe(403);
    expect(await siteCount(owner.user.company_id)).toBe(before);

    const list = await call(viewer, 'GET', `/sites?company_id=${owner.user.company_id}`);
    expect(list.statusCode).toBe(200);
    expect((list.json() as Site[]).map((s) => s.name)).toEqual(['Plant', 'Edited']);
  });

  it('rejects bad input (422) and writes nothing', async () => {
    const owner = await register(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sites',
      headers: { ...bearer(owner.access_token), 'accept-language': 'fr' },
      payload: {
        company_id: owner.user.company_id,
        name: '',
        country: 'France',
        employees: 2.5,
        surface_m2: -3,
      },
    });
    expect(response.statusCode).toBe(422);
    const messages = Object.fromEntries(
      (detail(response) as { loc: string[]; msg: string }[]).map((issue) => [issue.loc.join('.'), issue.msg]),
    );
    expect(messages).toEqual({
      'body.name': 'Ce champ est obligatoire',
      'body.country': 'Veuillez choisir un pays',
      'body.surface_m2': 'La valeur doit être positive ou nulle',
      'body.employees': 'Saisie invalide',
    });
    expect(await siteCount(owner.user.company_id)).toBe(0);

    const missingCompany = await call(owner, 'GET', '/sites');
    expect(missingCompany.statusCode).toBe(422);
    expect(detail(missingCompany)).toEqual([
      { loc: ['query', 'company_id'], msg: 'This field is required', type: 'invalid_type' },
    ]);
  });

  it('requires a signed-in user', async () => {
    const owner = await register(t.app);
    const site = await createSite(owner);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/sites?company_id=${owner.user.company_id}` }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/sites/${site.id}` })).statusCode).toBe(401);
    expect(await siteCount(owner.user.company_id)).toBe(1);
  });
});

describe('onboarding', () => {
  it('derives the steps from the data and completes the setup once the required ones are done', async () => {
    const owner = await register(t.app);
    const steps = async () =>
      (await call(owner, 'GET', '/onboarding-summary/steps-status')).json() as StepsStatusResponse;

    expect(await steps()).toEqual({
      company_id: owner.user.company_id,
      pending_setup: true,
      completion_percentage: 0,
      steps: [
        { key: 'company_profile', required: true, completed: false },
        { key: 'sites', required: true, completed: false },
        { key: 'email_verification', required: false, completed: false },
      ],
    });

    const early = await t.app.inject({
      method: 'POST',
      url: '/api/v1/onboarding/complete',
      headers: { ...bearer(owner.access_token), 'accept-language': 'fr' },
      payload: { company_id: owner.user.company_id },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      detail: "Veuillez d'abord terminer les étapes obligatoires de la configuration",
      code: 'setup_incomplete',
    });

    await call(owner, 'PATCH', `/companies/${owner.user.company_id}`, completeProfile);
    expect((await steps()).completion_percentage).toBe(33);
    await createSite(owner);
    expect((await steps()).completion_percentage).toBe(67);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token: tokenFromLink((await t.mail.last(owner.email)).link) },
    });
    expect(await steps()).toMatchObject({ completion_percentage: 100, pending_setup: true });

    const done = await call(owner, 'POST', '/onboarding/complete', { company_id: owner.user.company_id });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      company_id: owner.user.company_id,
      pending_setup: false,
      completion_percentage: 100,
    });
    expect((await steps()).pending_setup).toBe(false);
    const me = await call(owner, 'GET', '/auth/me');
    expect(me.json()).toMatchObject({ pending_setup: false, email_verified: true });

    // Completing again is harmless.
    expect(
      (await call(owner, 'POST', '/onboarding/complete', { company_id: owner.user.company_id })).statusCode,
    ).toBe(200);
  });

  it('does not need the optional email verification to complete', async () => {
    const owner = await register(t.app);
    await call(owner, 'PATCH', `/companies/${owner.user.company_id}`, completeProfile);
    await createSite(owner);
    const done = await call(owner, 'POST', '/onboarding/complete', { company_id: owner.user.company_id });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ pending_setup: false, completion_percentage: 67 });
  });

  it('keeps the setup pending while one profile field is missing', async () => {
    const owner = await register(t.app);
    const { annual_revenue: _omitted, ...withoutRevenue } = completeProfile;
    await call(owner, 'PATCH', `/companies/${owner.user.company_id}`, withoutRevenue);
    await createSite(owner);
    expect(
      (await call(owner, 'POST', '/onboarding/complete', { company_id: owner.user.company_id })).statusCode,
    ).toBe(409);
  });

  it('summarises the company for a year', async () => {
    const owner = await register(t.app, { company_name: 'Summary SA' });
    await call(owner, 'PATCH', `/companies/${owner.user.company_id}`, completeProfile);
    const lyon = await createSite(owner, { name: 'Lyon', employees: 100, surface_m2: 5000.25 });
    const paris = await createSite(owner, { name: 'Paris', employees: 20 });

    const response = await call(
      owner,
      'GET',
      `/onboarding-summary?period_year=2025&company_id=${owner.user.company_id}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json() as OnboardingSummaryResponse;
    expect(body.summary).toEqual({
      company_id: owner.user.company_id,
      company_name: completeProfile.name,
      period_year: 2025,
      reporting_year: 2025,
      sites_count: 2,
      employees_total: 120,
      surface_m2_total: 5000.25,
      steps_completed: 2,
      steps_total: 3,
      setup_completed_at: null,
    });
    expect(body.progress.completion_percentage).toBe(67);
    expect(body.charts_data.sites).toEqual([
      { site_id: lyon.id, name: 'Lyon', employees: 100, surface_m2: 5000.25 },
      { site_id: paris.id, name: 'Paris', employees: 20, surface_m2: null },
    ]);
  });

  it('answers 404 for another tenant’s company, 422 for a bad year', async () => {
    const owner = await register(t.app);
    const stranger = await register(t.app);
    const response = await call(
      stranger,
      'GET',
      `/onboarding-summary?period_year=2025&company_id=${owner.user.company_id}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
    const completeOther = await call(stranger, 'POST', '/onboarding/complete', {
      company_id: owner.user.company_id,
    });
    expect(completeOther.statusCode).toBe(404);

    const badYear = await call(
      owner,
      'GET',
      `/onboarding-summary?period_year=abc&company_id=${owner.user.company_id}`,
    );
    expect(badYear.statusCode).toBe(422);
    expect(detail(badYear)).toEqual([
      { loc: ['query', 'period_year'], msg: 'Please enter a valid year', type: 'invalid_type' },
    ]);
  });

  it('lets viewers read the progress but not complete the setup (403)', async () => {
    const owner = await register(t.app);
    await call(owner, 'PATCH', `/companies/${owner.user.company_id}`, completeProfile);
    await createSite(owner);
    const viewer = await joinAs(owner, 'viewer');
    const summary = await call(
      viewer,
      'GET',
      `/onboarding-summary?period_year=2025&company_id=${owner.user.company_id}`,
    );
    expect(summary.statusCode).toBe(200);
    const response = await call(viewer, 'POST', '/onboarding/complete', {
      company_id: owner.user.company_id,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(forbidden);
    const status = (
      await call(owner, 'GET', '/onboarding-summary/steps-status')
    ).json() as StepsStatusResponse;
    expect(status.pending_setup).toBe(true);
  });

  it('requires a signed-in user', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/onboarding-summary/steps-status' })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/onboarding/complete', payload: {} })).statusCode,
    ).toBe(401);
  });
});
