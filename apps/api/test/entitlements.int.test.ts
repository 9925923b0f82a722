import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role, TokenResponse } from '@carbon/contracts/auth';
import type { Entitlements } from '@carbon/contracts/entitlements';
import { memberships } from '@carbon/db/schema';
import { CompaniesRepository } from '../src/modules/companies/companies.repository.ts';
import { CompaniesService } from '../src/modules/companies/companies.service.ts';
import { EntitlementsRepository } from '../src/modules/entitlements/entitlements.repository.ts';
import { EntitlementsService, planLimitError } from '../src/modules/entitlements/entitlements.service.ts';
import { ensureDemoAccount } from '../src/platform/demo.ts';
import { AppError, registerErrorHandling } from '../src/platform/errors.ts';
import { errorResponses } from '../src/platform/openapi.ts';
import { callApi, joinCompany, register, useTestApp, type RegisteredUser } from './helpers/test-app.ts';
import { setCompanyPlan } from './helpers/plan.ts';

const t = useTestApp();
let service: EntitlementsService;
beforeAll(async () => {
  const db = t.database.db;
  service = new EntitlementsService(
    new EntitlementsRepository(db),
    new CompaniesService(new CompaniesRepository(db)),
  );
});

const joinAs = (owner: RegisteredUser, role: Role) => joinCompany(t, owner, role);

function entitlementsOf(user: Pick<TokenResponse, 'access_token'>, companyId: string, lang?: 'en' | 'fr') {
  return callApi(t.app, user, 'GET', `/entitlements?company_id=${companyId}`, lang ? { lang } : {});
}

async function setPlan(companyId: string, plan: 'free' | 'pro' | 'enterprise'): Promise<void> {
  await setCompanyPlan(t.database.db, companyId, plan);
}

describe('GET /entitlements', () => {
  it('puts a new company on the Free plan, with its owner as the one member', async () => {
    const owner = await register(t.app);
    const response = await entitlementsOf(owner, owner.user.company_id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      plan: 'free',
      limits: {
        products: 1,
        scenarios: 1,
        members: 1,
        api_access: false,
        export: false,
        invoice_import: false,
      },
      usage: { products: 0, scenarios: 0, members: 1 },
    });
  });

  it('puts the demo company on Pro', async () => {
    await ensureDemoAccount(t.database.db);
    const login = await callApi(t.app, null, 'POST', '/auth/login', {
      payload: { email: 'demo@example.com', password: 'demo1234' },
    });
    const demo = login.json() as TokenResponse;
    expect((await entitlementsOf(demo, demo.user.company_id)).json()).toEqual({
      plan: 'pro',
      limits: {
        products: 10,
        scenarios: 10,
        members: 5,
        api_access: true,
        export: true,
        invoice_import: true,
      },
      usage: { products: 0, scenarios: 0, members: 1 },
    });
  });

  it('reads null for the unlimited Enterprise plan, and counts every member', async () => {
    const owner = await register(t.app);
    await setPlan(owner.user.company_id, 'enterprise');
    const viewer = await joinAs(owner, 'viewer');
    const body = (await entitlementsOf(viewer, owner.user.company_id)).json() as Entitlements;
    expect(body.plan).toBe('enterprise');
    expect(body.limits).toMatchObject({ products: null, scenarios: null, members: null });
    expect(body.usage.members).toBe(2);
  });

  it("answers 404 for another company's plan, 422 for a malformed id and 401 without a token", async () => {
    const owner = await register(t.app);
    const stranger = await register(t.app);
    const foreign = await entitlementsOf(stranger, owner.user.company_id, 'fr');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Introuvable', code: 'not_found' });
    const malformed = await entitlementsOf(owner, 'not-a-uuid');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({
      code: 'validation_error',
      detail: [{ loc: ['query', 'company_id'] }],
    });
    expect((await callApi(t.app, owner, 'GET', '/entitlements')).statusCode).toBe(422);
    expect((await entitlementsOf({ access_token: 'nope' }, owner.user.company_id)).statusCode).toBe(401);
  });
});

describe('the entitlements service on the database', () => {
  it('counts members: a Free company is full with its owner, a Pro one takes five', async () => {
    const owner = await register(t.app);
    const companyId = owner.user.company_id;
    await expect(service.assertWithinLimit(companyId, 'members')).rejects.toMatchObject({
      statusCode: 403,
      code: 'plan_limit',
      extra: { plan: 'free', limit: 1, resource: 'members' },
    });
    await setPlan(companyId, 'pro');
    for (let added = 1; added < 5; added += 1) {
      await expect(service.assertWithinLimit(companyId, 'members')).resolves.toBeUndefined();
      await joinAs(owner, 'editor');
    }
    await expect(service.assertWithinLimit(companyId, 'members')).rejects.toMatchObject({
      extra: { plan: 'pro', limit: 5, resource: 'members' },
    });
    await expect(service.assertAllowed(companyId, 'export')).resolves.toBeUndefined();
  });

  it('lets only one of two simultaneous additions take the last place', async () => {
    const owner = await register(t.app);
    const companyId = owner.user.company_id;
    await setPlan(companyId, 'pro');
    for (let i = 0; i < 3; i += 1) await joinAs(owner, 'viewer');
    const newcomers = [await register(t.app), await register(t.app)];
    // Each addition checks and inserts in one transaction, as a member invitation will.
    const outcomes = await Promise.allSettled(
      newcomers.map((newcomer) =>
        t.database.db.transaction(async (transaction) => {
          await service.assertWithinLimit(companyId, 'members', new EntitlementsRepository(transaction));
          await transaction
            .insert(memberships)
            .values({ companyId, userId: newcomer.user.user_id, role: 'viewer' });
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(AppError);
    expect((await entitlementsOf(owner, companyId)).json()).toMatchObject({ usage: { members: 5 } });
  });
});

describe('a plan_limit refusal on the wire', () => {
  it('answers 403 with the plan, the limit and what it limits, in the caller’s language', async () => {
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    const refusals = {
      products: planLimitError('free', 'products', 1),
      members: planLimitError('pro', 'members', 5),
      export: planLimitError('free', 'export', 0),
    };
    for (const [name, error] of Object.entries(refusals)) {
      app.get(`/${name}`, { schema: { response: errorResponses(403) } }, () => {
        throw error;
      });
    }
    try {
      const get = (url: string, lang: 'en' | 'fr') =>
        app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
      const products = await get('/products', 'en');
      expect(products.statusCode).toBe(403);
      expect(products.json()).toEqual({
        detail: 'Your Free plan allows 1 product. Upgrade to add more.',
        code: 'plan_limit',
        plan: 'free',
        limit: 1,
        resource: 'products',
      });
      expect((await get('/products', 'fr')).json()).toMatchObject({
        detail:
          "Votre offre Gratuite permet 1 produit. Passez à une offre supérieure pour en ajouter d'autres.",
        code: 'plan_limit',
      });
      expect((await get('/members', 'en')).json()).toEqual({
        detail: 'Your Pro plan allows 5 team members. Upgrade to add more.',
        code: 'plan_limit',
        plan: 'pro',
        limit: 5,
        resource: 'members',
      });
      expect((await get('/export', 'fr')).json()).toEqual({
        detail:
          'Votre offre Gratuite ne comprend pas les exports. Passez à une offre supérieure pour les utiliser.',
        code: 'plan_limit',
        plan: 'free',
        limit: 0,
        resource: 'export',
      });
    } finally {
      await app.close();
    }
  });
});
