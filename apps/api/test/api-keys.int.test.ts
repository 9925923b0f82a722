import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiKey, CreatedApiKey } from '@carbon/contracts/api-keys';
import { apiKeys } from '@carbon/db/schema';
import { callApi, joinCompany, register, useTestApp, type RegisteredUser } from './helpers/test-app.ts';
import { setCompanyPlan } from './helpers/plan.ts';

const t = useTestApp();

/** The plan is switched the way billing does, through the subscription row. */
async function setPlan(companyId: string, plan: 'free' | 'pro' | 'enterprise'): Promise<void> {
  await setCompanyPlan(t.database.db, companyId, plan);
}

async function proOwner(): Promise<RegisteredUser> {
  const owner = await register(t.app);
  await setPlan(owner.user.company_id, 'pro');
  return owner;
}

async function createKey(
  owner: RegisteredUser,
  role: string,
  name = `${role} key`,
  companyId = owner.user.company_id,
): Promise<CreatedApiKey> {
  const response = await callApi(t.app, owner, 'POST', '/api-keys', {
    payload: { company_id: companyId, name, role },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A caller holding an API key: the helpers send `Authorization: Bearer <access_token>`, the key goes there. */
const asKey = (key: CreatedApiKey) => ({ access_token: key.key });

const site = (companyId: string, name = 'Lyon plant') => ({ company_id: companyId, name, country: 'FR' });

describe('POST /api-keys and GET /api-keys', () => {
  it('creates a key shown once, and lists it by prefix without the key or its hash', async () => {
    const owner = await proOwner();
    const created = await createKey(owner, 'editor', 'CI export');
    expect(created).toEqual({
      id: expect.any(String),
      name: 'CI export',
      role: 'editor',
      key: expect.stringMatching(/^ck_live_[A-Za-z0-9_-]{43}$/),
      created_at: expect.any(String),
    });
    const [stored] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(stored?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.keyHash).not.toContain(created.key.slice(8));
    expect(stored?.createdBy).toBe(owner.user.user_id);

    const list = await callApi(t.app, owner, 'GET', `/api-keys?company_id=${owner.user.company_id}`);
    expect(list.statusCode).toBe(200);
    const keys = list.json() as ApiKey[];
    expect(keys).toEqual([
      {
        id: created.id,
        name: 'CI export',
        role: 'editor',
        prefix: created.key.slice(0, 14),
        created_at: created.created_at,
        last_used_at: null,
        revoked_at: null,
      },
    ]);
    expect(list.body).not.toContain(created.key);
  });

  it('refuses a Free company with 403 plan_limit, in the caller language', async () => {
    const owner = await register(t.app);
    const response = await callApi(t.app, owner, 'POST', '/api-keys', {
      payload: { company_id: owner.user.company_id, name: 'k', role: 'viewer' },
      lang: 'fr',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'plan_limit',
      plan: 'free',
      resource: 'api_access',
      limit: 0,
    });
    expect(response.json().detail).toContain('API');
    expect(
      await t.database.db.select().from(apiKeys).where(eq(apiKeys.companyId, owner.user.company_id)),
    ).toEqual([]);
  });

  it('lets only owners and admins manage keys: 403 for an editor or a viewer, 404 for another company', async () => {
    const owner = await proOwner();
    const admin = await joinCompany(t, owner, 'admin');
    expect((await createKey(admin, 'admin', 'by an admin', owner.user.company_id)).role).toBe('admin');
    for (const role of ['editor', 'viewer'] as const) {
      const member = await joinCompany(t, owner, role);
      const create = await callApi(t.app, member, 'POST', '/api-keys', {
        payload: { company_id: owner.user.company_id, name: 'x', role: 'viewer' },
      });
      expect(create.statusCode).toBe(403);
      expect(
        (await callApi(t.app, member, 'GET', `/api-keys?company_id=${owner.user.company_id}`)).statusCode,
      ).toBe(403);
    }
    const stranger = await proOwner();
    const foreign = await callApi(t.app, stranger, 'POST', '/api-keys', {
      payload: { company_id: owner.user.company_id, name: 'x', role: 'viewer' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await callApi(t.app, stranger, 'GET', `/api-keys?company_id=${owner.user.company_id}`)).statusCode,
    ).toBe(404);
  });

  it('answers bad input with a translated 422 and creates nothing', async () => {
    const owner = await proOwner();
    const cases = [
      { company_id: owner.user.company_id, name: '', role: 'viewer' },
      { company_id: owner.user.company_id, name: 'k', role: 'owner' },
      { company_id: owner.user.company_id, name: 'k'.repeat(101), role: 'editor' },
      { company_id: 'not-a-uuid', name: 'k', role: 'editor' },
      { company_id: owner.user.company_id, name: 'k' },
    ];
    for (const payload of cases) {
      const response = await callApi(t.app, owner, 'POST', '/api-keys', { payload, lang: 'fr' });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().code).toBe('validation_error');
    }
    const owner422 = await callApi(t.app, owner, 'POST', '/api-keys', {
      payload: { company_id: owner.user.company_id, name: 'k', role: 'owner' },
      lang: 'fr',
    });
    const enDetail = await callApi(t.app, owner, 'POST', '/api-keys', {
      payload: { company_id: owner.user.company_id, name: 'k', role: 'owner' },
    });
    expect(owner422.json().detail[0].loc).toEqual(['body', 'role']);
    expect(owner422.json().detail[0].msg).not.toBe(enDetail.json().detail[0].msg);
    expect(
      await t.database.db.select().from(apiKeys).where(eq(apiKeys.companyId, owner.user.company_id)),
    ).toEqual([]);
  });
});

describe('Authorization: Bearer <key>', () => {
  it('reads and writes as its company with its role, and notes when it was last used', async () => {
    const owner = await proOwner();
    const companyId = owner.user.company_id;
    const editor = asKey(await createKey(owner, 'editor'));
    const created = await callApi(t.app, editor, 'POST', '/sites', { payload: site(companyId) });
    expect(created.statusCode, created.body).toBe(201);
    const siteId = created.json().id as string;
    const read = await callApi(t.app, editor, 'GET', `/sites?company_id=${companyId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().map((s: { id: string }) => s.id)).toEqual([siteId]);
    // A route that finds its row through the caller's membership (not by company_id) works too.
    const renamed = await callApi(t.app, editor, 'PATCH', `/sites/${siteId}`, { payload: { name: 'Lyon' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Lyon');
    expect((await callApi(t.app, editor, 'GET', `/companies/${companyId}`)).json().id).toBe(companyId);

    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.companyId, companyId));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    const firstUse = row?.lastUsedAt?.getTime();
    await callApi(t.app, editor, 'GET', `/sites?company_id=${companyId}`);
    const [again] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.companyId, companyId));
    // Within the minute, calls do not write it again.
    expect(again?.lastUsedAt?.getTime()).toBe(firstUse);
  });

  it('holds a viewer key to reading, and no key can manage the company or keys', async () => {
    const owner = await proOwner();
    const companyId = owner.user.company_id;
    const viewer = asKey(await createKey(owner, 'viewer'));
    expect((await callApi(t.app, viewer, 'GET', `/sites?company_id=${companyId}`)).statusCode).toBe(200);
    const write = await callApi(t.app, viewer, 'POST', '/sites', { payload: site(companyId) });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('forbidden');
    const editor = asKey(await createKey(owner, 'editor'));
    const profile = await callApi(t.app, editor, 'PATCH', `/companies/${companyId}`, {
      payload: { name: 'Renamed' },
    });
    expect(profile.statusCode).toBe(403);
    const admin = asKey(await createKey(owner, 'admin'));
    expect(
      (await callApi(t.app, admin, 'PATCH', `/companies/${companyId}`, { payload: { name: 'Renamed' } }))
        .statusCode,
    ).toBe(200);
    const mint = await callApi(t.app, admin, 'POST', '/api-keys', {
      payload: { company_id: companyId, name: 'x', role: 'viewer' },
    });
    expect(mint.statusCode).toBe(403);
    expect((await callApi(t.app, admin, 'GET', `/api-keys?company_id=${companyId}`)).statusCode).toBe(403);
    // A key is not a person: the account routes find no user behind it.
    for (const [method, url] of [
      ['GET', '/auth/me'],
      ['PATCH', '/settings/profile'],
    ] as const) {
      const response = await callApi(t.app, admin, method, url, {
        payload: method === 'GET' ? undefined : { first_name: 'Key' },
      });
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBeLessThan(500);
      expect(response.statusCode).not.toBe(200);
    }
  });

  it("answers 404 for another company's data, whatever the key's role", async () => {
    const owner = await proOwner();
    const other = await proOwner();
    const otherSite = await callApi(t.app, other, 'POST', '/sites', { payload: site(other.user.company_id) });
    const admin = asKey(await createKey(owner, 'admin'));
    expect(
      (await callApi(t.app, admin, 'GET', `/sites?company_id=${other.user.company_id}`)).statusCode,
    ).toBe(404);
    expect(
      (await callApi(t.app, admin, 'POST', '/sites', { payload: site(other.user.company_id) })).statusCode,
    ).toBe(404);
    expect(
      (await callApi(t.app, admin, 'PATCH', `/sites/${otherSite.json().id}`, { payload: { name: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await callApi(t.app, admin, 'GET', `/companies/${other.user.company_id}`)).statusCode).toBe(404);
    // The key's creator is not who the key is: its other companies stay out of reach.
    const otherKeyOfOther = await createKey(other, 'viewer');
    expect((await callApi(t.app, owner, 'DELETE', `/api-keys/${otherKeyOfOther.id}`)).statusCode).toBe(404);
  });

  it('answers 401 once revoked (and for an unknown key), and keeps the revoked key listed', async () => {
    const owner = await proOwner();
    const companyId = owner.user.company_id;
    const key = await createKey(owner, 'editor');
    expect((await callApi(t.app, asKey(key), 'GET', `/sites?company_id=${companyId}`)).statusCode).toBe(200);
    const revoked = await callApi(t.app, owner, 'DELETE', `/api-keys/${key.id}`);
    expect(revoked.statusCode).toBe(204);
    const after = await callApi(t.app, asKey(key), 'GET', `/sites?company_id=${companyId}`, { lang: 'fr' });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('not_authenticated');
    const unknown = { access_token: `${key.key.slice(0, -2)}xx` };
    expect((await callApi(t.app, unknown, 'GET', `/sites?company_id=${companyId}`)).statusCode).toBe(401);
    const list = (await callApi(t.app, owner, 'GET', `/api-keys?company_id=${companyId}`)).json() as ApiKey[];
    expect(list.find((k) => k.id === key.id)?.revoked_at).toEqual(expect.any(String));
    expect((await callApi(t.app, owner, 'DELETE', '/api-keys/not-a-uuid')).statusCode).toBe(422);
    expect((await callApi(t.app, owner, 'DELETE', `/api-keys/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('answers 403 plan_limit once its company is back on Free, and works again on Pro', async () => {
    const owner = await proOwner();
    const companyId = owner.user.company_id;
    const key = asKey(await createKey(owner, 'viewer'));
    await setPlan(companyId, 'free');
    const refused = await callApi(t.app, key, 'GET', `/sites?company_id=${companyId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'plan_limit', resource: 'api_access', plan: 'free' });
    // The owner still sees the keys to revoke them.
    expect((await callApi(t.app, owner, 'GET', `/api-keys?company_id=${companyId}`)).statusCode).toBe(200);
    await setPlan(companyId, 'enterprise');
    expect((await callApi(t.app, key, 'GET', `/sites?company_id=${companyId}`)).statusCode).toBe(200);
  });
});

describe('work a key starts', () => {
  it("queues a report with a key: the job is the company's, its status readable with the same key", async () => {
    const owner = await proOwner();
    const companyId = owner.user.company_id;
    const key = asKey(await createKey(owner, 'viewer'));
    const started = await callApi(t.app, key, 'POST', '/reports', {
      payload: {
        company_id: companyId,
        period_year: 2025,
        kind: 'ghg_inventory',
        format: 'csv',
        locale: 'en',
      },
    });
    expect(started.statusCode, started.body).toBe(202);
    const job = await callApi(t.app, key, 'GET', `/jobs/${started.json().job_id}`);
    expect(job.statusCode).toBe(200);
    // The queued work is recorded as the key's maker's (a key is not a user), not refused by the users foreign key.
    await t.jobs.idle(120_000);
    const done = await callApi(t.app, key, 'GET', `/jobs/${started.json().job_id}`);
    expect(done.json().status, done.body).toBe('succeeded');
    const stranger = await proOwner();
    expect((await callApi(t.app, stranger, 'GET', `/jobs/${started.json().job_id}`)).statusCode).toBe(404);
  });
});

describe('/api/docs', () => {
  it('explains how to authenticate with a key, offered on every protected route beside the user token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      components: { securitySchemes: Record<string, { type: string; scheme: string; description?: string }> };
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    const scheme = document.components.securitySchemes.apiKey;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(scheme?.description).toContain('Authorization: Bearer <key>');
    expect(scheme?.description).toContain('ck_live_');
    expect(document.paths['/api/v1/sites']?.get?.security).toEqual([{ bearerAuth: [] }, { apiKey: [] }]);
  });
});
