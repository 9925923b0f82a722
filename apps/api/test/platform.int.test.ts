import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import {
  bearer,
  countUsers,
  createTestDatabase,
  register,
  testConfig,
  uniqueEmail,
  useTestApp,
  useWebBuildApp,
} from './helpers/test-app.ts';

const t = useTestApp();

describe('GET /health', () => {
  it('names the database in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    const expected = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';
    expect(response.json()).toEqual({ status: 'ok', database: expected });
  });

  it('answers 503 when the database is gone, without internals', async () => {
    const { database, drop } = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database, logger: false });
    await drop();
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: 'The database is unavailable. Please try again in a moment.',
      code: 'database_unavailable',
    });
    await app.close();
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404, in the request language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/no-such-thing',
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ detail: 'Introuvable', code: 'not_found' });
    const post = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ detail: 'Not found', code: 'not_found' });
  });

  it('answers invalid JSON with 400 and a clear message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The request body is not valid JSON', code: 'invalid_json' });
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect((response.json() as { code: string }).code).toBe('unsupported_media_type');
  });

  it('refuses a body over 100 kB with 413 and writes nothing', async () => {
    const before = await countUsers(t.database);
    const email = uniqueEmail('big');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'fr' },
      payload: {
        email,
        password: 'longenough',
        first_name: 'A',
        last_name: 'B',
        company_name: 'x'.repeat(110 * 1024),
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'La requête est trop volumineuse', code: 'payload_too_large' });
    expect(await countUsers(t.database)).toBe(before);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: 'longenough' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('never sends a stack trace or internal message for an unexpected error', async () => {
    const { database, drop } = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database, logger: false });
    app.get('/api/v1/test-explode', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const response = await app.inject({ method: 'GET', url: '/api/v1/test-explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'An unknown error occurred', code: 'internal_error' });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('.ts:');
    await app.close();
    await drop();
  });
});

describe('security headers', () => {
  it('sends the strict content security policy and no-framing on every response', async () => {
    for (const url of ['/api/v1/health', '/api/v1/no-such-thing']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;connect-src 'self';frame-ancestors 'none';object-src 'none'",
      );
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('OpenAPI', () => {
  it('documents every route at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.sort()).toEqual(
      [
        'GET /api/v1/health',
        'POST /api/v1/auth/register',
        'POST /api/v1/auth/login',
        'GET /api/v1/auth/me',
        'POST /api/v1/auth/verify-email',
        'POST /api/v1/auth/resend-confirmation',
        'POST /api/v1/auth/forgot-password',
        'POST /api/v1/auth/reset-password',
        'POST /api/v1/auth/change-password',
        'POST /api/v1/contact-messages',
        'GET /api/v1/emission-factors/search',
        'GET /api/v1/emission-factors/sources',
        'GET /api/v1/emission-factors/{id}',
        'GET /api/v1/entitlements',
        'GET /api/v1/api-keys',
        'POST /api/v1/api-keys',
        'DELETE /api/v1/api-keys/{id}',
        'GET /api/v1/jobs/{job_id}',
        'POST /api/v1/emission-factors',
        'PATCH /api/v1/emission-factors/{id}',
        'DELETE /api/v1/emission-factors/{id}',
        'GET /api/v1/product-catalog',
        'GET /api/v1/product-catalog/search',
        'GET /api/v1/product-catalog/tags',
        'GET /api/v1/product-catalog/{id}',
        'POST /api/v1/product-catalog',
        'PATCH /api/v1/product-catalog/{id}',
        'DELETE /api/v1/product-catalog/{id}',
        'PATCH /api/v1/settings/profile',
        'GET /api/v1/companies/{company_id}',
        'PATCH /api/v1/companies/{company_id}',
        'GET /api/v1/sites',
        'POST /api/v1/sites',
        'PATCH /api/v1/sites/{site_id}',
        'DELETE /api/v1/sites/{site_id}',
        'GET /api/v1/onboarding-summary',
        'GET /api/v1/onboarding-summary/steps-status',
        'POST /api/v1/onboarding/complete',
        'GET /api/v1/accounting/categories',
        'GET /api/v1/inventory',
        'GET /api/v1/analytics',
        'GET /api/v1/entries',
        'POST /api/v1/entries',
        'POST /api/v1/entries/recompute',
        'GET /api/v1/entries/{id}',
        'PATCH /api/v1/entries/{id}',
        'DELETE /api/v1/entries/{id}',
        'GET /api/v1/projects',
        'POST /api/v1/projects',
        'GET /api/v1/projects/{id}',
        'PATCH /api/v1/projects/{id}',
        'DELETE /api/v1/projects/{id}',
        'GET /api/v1/energy-prices',
        'PUT /api/v1/energy-prices/tariff',
        'POST /api/v1/energy-prices/custom',
        'GET /api/v1/energy/defaults',
        'POST /api/v1/entries/import',
        'POST /api/v1/imports/fec',
        'GET /api/v1/imports/entries/mapping',
        'DELETE /api/v1/business-travel/{id}',
        'DELETE /api/v1/commuting/{id}',
        'DELETE /api/v1/freight/{id}',
        'DELETE /api/v1/packaging/{id}',
        'DELETE /api/v1/purchases/capital-goods/{id}',
        'DELETE /api/v1/purchases/items/{id}',
        'DELETE /api/v1/purchases/materials/{id}',
        'DELETE /api/v1/purchases/spend/{id}',
        'DELETE /api/v1/waste/{id}',
        'GET /api/v1/accounting/category-status',
        'GET /api/v1/business-travel',
        'GET /api/v1/business-travel/{id}',
        'GET /api/v1/commuting',
        'GET /api/v1/commuting/{id}',
        'GET /api/v1/freight',
        'GET /api/v1/freight/{id}',
        'GET /api/v1/packaging',
        'GET /api/v1/packaging/{id}',
        'GET /api/v1/purchases/capital-goods',
        'GET /api/v1/purchases/capital-goods/{id}',
        'GET /api/v1/purchases/items',
        'GET /api/v1/purchases/items/{id}',
        'GET /api/v1/purchases/materials',
        'GET /api/v1/purchases/materials/{id}',
        'GET /api/v1/purchases/spend',
        'GET /api/v1/purchases/spend/{id}',
        'GET /api/v1/waste',
        'GET /api/v1/waste/{id}',
        'POST /api/v1/business-travel',
        'POST /api/v1/commuting',
        'POST /api/v1/commuting/survey',
        'POST /api/v1/freight',
        'POST /api/v1/packaging',
        'POST /api/v1/purchases/capital-goods',
        'POST /api/v1/purchases/items',
        'POST /api/v1/purchases/materials',
        'POST /api/v1/purchases/spend',
        'POST /api/v1/waste',
        'PUT /api/v1/accounting/category-status',
        'PUT /api/v1/business-travel/{id}',
        'PUT /api/v1/commuting/{id}',
        'PUT /api/v1/freight/{id}',
        'PUT /api/v1/packaging/{id}',
        'PUT /api/v1/purchases/capital-goods/{id}',
        'PUT /api/v1/purchases/items/{id}',
        'PUT /api/v1/purchases/materials/{id}',
        'PUT /api/v1/purchases/spend/{id}',
        'PUT /api/v1/waste/{id}',
        'GET /api/v1/products',
        'POST /api/v1/products',
        'GET /api/v1/products/{id}',
        'PUT /api/v1/products/{id}',
        'DELETE /api/v1/products/{id}',
        'GET /api/v1/products/{id}/tree',
        'POST /api/v1/products/{id}/publish',
        'DELETE /api/v1/products/{id}/publish',
        'GET /api/v1/simple-products',
        'POST /api/v1/simple-products',
        'GET /api/v1/simple-products/{id}',
        'PATCH /api/v1/simple-products/{id}',
        'DELETE /api/v1/simple-products/{id}',
        'GET /api/v1/public/product-reports/{slug}',
        'GET /api/v1/purchases/products',
        'POST /api/v1/purchases/products',
        'GET /api/v1/purchases/products/{id}',
        'PUT /api/v1/purchases/products/{id}',
        'DELETE /api/v1/purchases/products/{id}',
        'GET /api/v1/sold-products',
        'POST /api/v1/sold-products',
        'GET /api/v1/sold-products/{id}',
        'PUT /api/v1/sold-products/{id}',
        'DELETE /api/v1/sold-products/{id}',
        'GET /api/v1/public/product-reports',
        'GET /api/v1/public/product-match',
        'GET /api/v1/scenarios/wizard-config',
        'POST /api/v1/scenarios/estimate',
        'GET /api/v1/scenarios/macc',
        'GET /api/v1/scenarios',
        'POST /api/v1/scenarios',
        'GET /api/v1/scenarios/{id}',
        'PUT /api/v1/scenarios/{id}',
        'DELETE /api/v1/scenarios/{id}',
        'GET /api/v1/portfolio',
        'PUT /api/v1/portfolio',
        'POST /api/v1/reports',
        'GET /api/v1/reports',
        'GET /api/v1/reports/preview',
        'GET /api/v1/reports/{id}/download',
        'GET /api/v1/companies/{company_id}/members',
        'PATCH /api/v1/companies/{company_id}/members/{user_id}',
        'DELETE /api/v1/companies/{company_id}/members/{user_id}',
        'POST /api/v1/companies/{company_id}/invitations',
        'GET /api/v1/companies/{company_id}/invitations',
        'DELETE /api/v1/companies/{company_id}/invitations/{invitation_id}',
        'POST /api/v1/invitations/accept',
        'GET /api/v1/companies',
        'PUT /api/v1/auth/current-company',
        'GET /api/v1/subscription',
        'POST /api/v1/subscription/checkout',
        'POST /api/v1/subscription/cancel',
        'POST /api/v1/subscription/portal',
        'GET /api/v1/billing/test-checkout',
        'POST /api/v1/billing/test-checkout/pay',
        'POST /api/v1/billing/webhook',
        'POST /api/v1/pact/partners',
        'GET /api/v1/pact/partners',
        'DELETE /api/v1/pact/partners/{id}',
        'POST /api/v1/pact/shares',
        'GET /api/v1/pact/shares',
        'DELETE /api/v1/pact/shares/{id}',
        'POST /api/v1/pact/suppliers',
        'GET /api/v1/pact/suppliers',
        'DELETE /api/v1/pact/suppliers/{id}',
        'GET /api/v1/pact/suppliers/{id}/footprints',
        'POST /api/v1/pact/suppliers/{id}/refresh',
        'POST /api/v1/pact/imports',
        'GET /api/v1/pact/imports',
        'POST /api/v1/pact/imports/{id}/apply-newer',
        'DELETE /api/v1/account',
        'DELETE /api/v1/companies/{company_id}',
        'POST /api/v1/companies/{company_id}/export',
        'GET /api/v1/companies/{company_id}/export/{export_id}',
      ].sort(),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('single-page app', () => {
  const web = useWebBuildApp((dist) => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Carbon</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  });

  it('serves index.html at / and for client routes, so deep links work', async () => {
    for (const url of ['/', '/dashboard', '/products/view/42', '/verify-email?token=abc']) {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves built assets with a long cache', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps JSON 404s for unknown API paths and the API itself working', async () => {
    const missing = await web.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found', code: 'not_found' });
    expect((await web.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('answers 404 JSON for non-GET requests to unknown paths', async () => {
    const response = await web.app.inject({ method: 'POST', url: '/dashboard', payload: {} });
    expect(response.statusCode).toBe(404);
  });

  it('runs the API alone when the web app is not built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found', code: 'not_found' });
  });
});

describe('JWT secret without JWT_SECRET', () => {
  it('is generated once into DATA_DIR/jwt-secret (mode 0600), so sessions survive a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'carbon-secret-'));
    const { database, drop } = await createTestDatabase();
    try {
      const first = await buildApp({
        config: testConfig({ dataDir, jwtSecret: undefined }),
        database,
        logger: false,
      });
      const user = await register(first);
      await first.close();
      const file = join(dataDir, 'jwt-secret');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(32);

      const restarted = await buildApp({
        config: testConfig({ dataDir, jwtSecret: undefined }),
        database,
        logger: false,
      });
      const me = await restarted.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: bearer(user.access_token),
      });
      expect(me.statusCode).toBe(200);
      await restarted.close();

      // Another data folder means another secret: the token is not valid there.
      const elsewhere = await buildApp({
        config: testConfig({ jwtSecret: undefined }),
        database,
        logger: false,
      });
      expect(
        (
          await elsewhere.inject({
            method: 'GET',
            url: '/api/v1/auth/me',
            headers: bearer(user.access_token),
          })
        ).statusCode,
      ).toBe(401);
      await elsewhere.close();
    } finally {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
