import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedPactPartner, PactShare } from '@carbon/contracts/pact';
import type { Product } from '@carbon/contracts/products';
import { createSite } from './helpers/ledger.ts';
import { setCompanyPlan } from './helpers/plan.ts';
import { pactErrors, pactSchemaValidator } from './helpers/pact-schema.ts';
import { joinCompany, queryRows, register, useTestApp, type RegisteredUser } from './helpers/test-app.ts';

const t = useTestApp({ config: { publicBaseUrl: 'https://pact.example.com' } });
const validFootprint = pactSchemaValidator('ProductFootprint');
const validFulfilled = pactSchemaValidator('RequestFulfilledEvent');
const validRejected = pactSchemaValidator('RequestRejectedEvent');
const validError = pactSchemaValidator('Error');
const validList = pactSchemaValidator('ListFootprintsResponse');
const validOne = pactSchemaValidator('GetFootprintResponse');

type Pf = {
  id: string;
  status: string;
  precedingPfIds?: string[];
  productIds: string[];
  companyIds: string[];
  productClassifications?: string[];
  validityPeriodStart: string;
  validityPeriodEnd: string;
  pcf: Record<string, unknown>;
};

function expectSchemaValid(pf: unknown) {
  const ok = validFootprint(pf);
  expect(ok, pactErrors(validFootprint)).toBe(true);
}

interface Owner {
  user: RegisteredUser;
  companyId: string;
  siteId: string;
  factorId: string;
}

async function owner(plan: 'free' | 'pro' | 'enterprise' = 'enterprise', country = 'FR'): Promise<Owner> {
  const user = await register(t.app);
  const companyId = user.user.company_id;
  await setCompanyPlan(t.database.db, companyId, plan);
  const site = await createSite(t, user, { country });
  const factor = await t.call(user, 'POST', '/emission-factors', {
    payload: {
      company_id: companyId,
      name_en: 'Our steel',
      unit: 'kg',
      kg_co2e_per_unit: 1.9,
      country_code: 'FR',
      year: 2025,
    },
  });
  expect(factor.statusCode, factor.body).toBe(201);
  return { user, companyId, siteId: site.id, factorId: (factor.json() as { id: string }).id };
}

function productBody(o: Owner, fields: Record<string, unknown> = {}) {
  return {
    company_id: o.companyId,
    site_id: o.siteId,
    name: 'Bike frame',
    unit: 'unit',
    weight_per_unit_kg: 2.1,
    category: 'Bicycles',
    lines: [{ kind: 'material', emission_factor_id: o.factorId, quantity: 0.7, unit: 'kg' }],
    ...fields,
  };
}

async function product(o: Owner, fields: Record<string, unknown> = {}): Promise<Product> {
  const response = await t.call(o.user, 'POST', '/products', { payload: productBody(o, fields) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Product;
}

async function partner(o: Owner, fields: Record<string, unknown> = {}): Promise<CreatedPactPartner> {
  const response = await t.call(o.user, 'POST', '/pact/partners', {
    payload: { company_id: o.companyId, name: 'Buyer SA', ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreatedPactPartner;
}

async function share(o: Owner, partnerId: string, productId: string, fields: Record<string, unknown> = {}) {
  const response = await t.call(o.user, 'POST', '/pact/shares', {
    payload: { company_id: o.companyId, partner_id: partnerId, product_id: productId, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PactShare;
}

function basic(id: string, secret: string) {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
}

async function token(p: Pick<CreatedPactPartner, 'client_id' | 'client_secret'>): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/pact/auth/token',
    headers: {
      authorization: basic(p.client_id, p.client_secret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { access_token: string; token_type: string };
  expect(body.token_type).toBe('bearer');
  return body.access_token;
}

async function pactGet(accessToken: string, url: string) {
  return t.app.inject({
    method: 'GET',
    url: `/pact${url}`,
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

async function list(accessToken: string, query = ''): Promise<Pf[]> {
  const response = await pactGet(accessToken, `/3/footprints${query}`);
  expect(response.statusCode, response.body).toBe(200);
  // Every page served is checked as a whole ({data: [...]}), whatever the test then looks at.
  expect(validList(response.json()), pactErrors(validList)).toBe(true);
  return (response.json() as { data: Pf[] }).data;
}

describe('partners and shares (app API)', () => {
  it('creates a partner with a secret shown once and stored hashed, lists and revokes it', async () => {
    const o = await owner();
    const created = await partner(o, {
      callback_base_url: 'https://buyer.example.com/pact/',
      callback_client_id: 'us',
      callback_client_secret: 'their-secret',
    });
    expect(created.client_secret.length).toBeGreaterThanOrEqual(40);
    const listed = await t.call(o.user, 'GET', `/pact/partners?company_id=${o.companyId}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(created.client_secret);
    expect(listed.json()).toMatchObject({
      items: [
        {
          id: created.id,
          name: 'Buyer SA',
          client_id: created.client_id,
          callback_base_url: 'https://buyer.example.com/pact',
          revoked: false,
        },
      ],
    });
    const [row] = await queryRows<{ hash: string }>(
      t.database,
      sql`select client_secret_hash as hash from pact_partners where id = ${created.id}`,
    );
    expect(row!.hash).not.toContain(created.client_secret);
    expect(row!.hash).toMatch(/^[0-9a-f]{64}$/);

    const accessToken = await token(created);
    expect((await pactGet(accessToken, '/3/footprints')).statusCode).toBe(200);
    expect((await t.call(o.user, 'DELETE', `/pact/partners/${created.id}`)).statusCode).toBe(204);
    // Revoking ends the tokens already issued and refuses new ones.
    expect((await pactGet(accessToken, '/3/footprints')).statusCode).toBe(400);
    const again = await t.app.inject({
      method: 'POST',
      url: '/pact/auth/token',
      headers: {
        authorization: basic(created.client_id, created.client_secret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    expect(again.statusCode).toBe(400);
  });

  it('sets a partner’s callback after creation, refuses a bad address in the user’s language, another company’s partner and a revoked one', async () => {
    const o = await owner();
    const created = await partner(o);
    const set = await t.call(o.user, 'PATCH', `/pact/partners/${created.id}`, {
      payload: {
        name: 'Buyer SA (Lyon)',
        callback_base_url: 'https://buyer.example.com/pact/',
        callback_client_id: 'us',
        callback_client_secret: 'their-secret',
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      id: created.id,
      name: 'Buyer SA (Lyon)',
      callback_base_url: 'https://buyer.example.com/pact',
      callback_client_id: 'us',
    });
    expect(set.body).not.toContain('their-secret');
    const [stored] = await queryRows<{ secret: string }>(
      t.database,
      sql`select callback_client_secret as secret from pact_partners where id = ${created.id}`,
    );
    expect(stored!.secret).toBe('their-secret');

    const bad = await t.call(o.user, 'PATCH', `/pact/partners/${created.id}`, {
      lang: 'fr',
      payload: { callback_base_url: 'ftp://buyer', callback_client_id: 'x', callback_client_secret: 'y' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Saisissez une adresse PACT');
    const [unchanged] = await queryRows<{ url: string }>(
      t.database,
      sql`select callback_base_url as url from pact_partners where id = ${created.id}`,
    );
    expect(unchanged!.url).toBe('https://buyer.example.com/pact');

    // Null clears the callback and the credentials with it.
    const cleared = await t.call(o.user, 'PATCH', `/pact/partners/${created.id}`, {
      payload: { callback_base_url: null, callback_client_id: 'ignored', callback_client_secret: 'ignored' },
    });
    expect(cleared.json()).toMatchObject({ callback_base_url: null, callback_client_id: null });

    const other = await owner();
    const foreign = await t.call(other.user, 'PATCH', `/pact/partners/${created.id}`, {
      payload: { callback_base_url: 'https://evil.example.com' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.call(o.user, 'DELETE', `/pact/partners/${created.id}`)).statusCode).toBe(204);
    const revoked = await t.call(o.user, 'PATCH', `/pact/partners/${created.id}`, {
      payload: { callback_base_url: 'https://buyer.example.com/pact' },
    });
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json()).toMatchObject({ code: 'pact_partner_revoked' });
  });

  it('refuses Free (403 plan_limit), editors (403) and other companies (404), and changes nothing', async () => {
    const free = await owner('free');
    const refused = await t.call(free.user, 'POST', '/pact/partners', {
      payload: { company_id: free.companyId, name: 'X' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'plan_limit', resource: 'api_access' });
    expect((await t.call(free.user, 'GET', `/pact/partners?company_id=${free.companyId}`)).statusCode).toBe(
      403,
    );

    const o = await owner();
    const editor = await joinCompany(t, o.user, 'editor');
    const byEditor = await t.call(editor, 'POST', '/pact/partners', {
      payload: { company_id: o.companyId, name: 'X' },
    });
    expect(byEditor.statusCode).toBe(403);

    const p = await partner(o);
    const prod = await product(o);
    const other = await owner();
    expect((await t.call(other.user, 'GET', `/pact/partners?company_id=${o.companyId}`)).statusCode).toBe(
      404,
    );
    expect((await t.call(other.user, 'DELETE', `/pact/partners/${p.id}`)).statusCode).toBe(404);
    // Another company's partner or product in a share: 404.
    const otherPartner = await partner(other);
    const cross = await t.call(o.user, 'POST', '/pact/shares', {
      payload: { company_id: o.companyId, partner_id: otherPartner.id, product_id: prod.id },
    });
    expect(cross.statusCode).toBe(404);
    const otherProduct = await product(other);
    const cross2 = await t.call(o.user, 'POST', '/pact/shares', {
      payload: { company_id: o.companyId, partner_id: p.id, product_id: otherProduct.id },
    });
    expect(cross2.statusCode).toBe(404);
    const [count] = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from pact_shares where company_id = ${o.companyId}`,
    );
    expect(Number(count!.n)).toBe(0);
    const s = await share(o, p.id, prod.id);
    expect((await t.call(other.user, 'DELETE', `/pact/shares/${s.id}`)).statusCode).toBe(404);
    expect((await t.call(other.user, 'GET', `/pact/shares?company_id=${o.companyId}`)).statusCode).toBe(404);
  });

  it('shares, refuses a second share (409) and a bad URN (422), lists and removes shares', async () => {
    const o = await owner();
    const p = await partner(o);
    const prod = await product(o);
    const s = await share(o, p.id, prod.id, { product_ids: ['urn:gtin:4712345060507'] });
    expect(s).toMatchObject({
      partner_id: p.id,
      partner_name: 'Buyer SA',
      product_id: prod.id,
      product_name: 'Bike frame',
    });
    expect(s.footprint_id).toMatch(/^[0-9a-f-]{36}$/);
    const dup = await t.call(o.user, 'POST', '/pact/shares', {
      payload: { company_id: o.companyId, partner_id: p.id, product_id: prod.id },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'pact_share_exists' });
    const bad = await t.call(o.user, 'POST', '/pact/shares', {
      payload: {
        company_id: o.companyId,
        partner_id: p.id,
        product_id: prod.id,
        product_ids: ['4712345060507'],
      },
      lang: 'fr',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('URN');
    const listed = await t.call(
      o.user,
      'GET',
      `/pact/shares?company_id=${o.companyId}&product_id=${prod.id}`,
    );
    expect((listed.json() as { items: PactShare[] }).items.map((i) => i.id)).toEqual([s.id]);
    expect((await t.call(o.user, 'DELETE', `/pact/shares/${s.id}`)).statusCode).toBe(204);
    const accessToken = await token(p);
    expect(await list(accessToken)).toEqual([]);
  });
});

describe('plan changes', () => {
  it('stops answering partners (403 AccessDenied) when the plan no longer includes API access', async () => {
    const o = await owner('pro');
    const p = await partner(o);
    await share(o, p.id, (await product(o)).id);
    const accessToken = await token(p);
    expect(await list(accessToken)).toHaveLength(1);
    await setCompanyPlan(t.database.db, o.companyId, 'free');
    const refused = await pactGet(accessToken, '/3/footprints');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'AccessDenied' });
    expect(validError(refused.json())).toBe(true);
  });
});

describe('PACT API', () => {
  let o: Owner;
  let buyer: CreatedPactPartner;
  let other: CreatedPactPartner;
  let frame: Product;
  let wheel: Product;
  let secret: Product;
  let buyerToken: string;
  let otherToken: string;

  beforeAll(async () => {
    o = await owner('pro', 'DE');
    buyer = await partner(o);
    other = await partner(o, { name: 'Other buyer' });
    frame = await product(o, { description: 'Steel frame, size M' });
    wheel = await product(o, {
      name: 'Wheel',
      unit: 'kg',
      weight_per_unit_kg: 1,
      lines: [{ kind: 'material', emission_factor_id: o.factorId, quantity: 0.1, unit: 'kg' }],
    });
    secret = await product(o, { name: 'Secret prototype' });
    await share(o, buyer.id, frame.id, {
      product_ids: ['urn:gtin:4712345060507'],
      product_classifications: ['urn:eclass:0173-1-01-AAA123-005'],
      company_ids: ['urn:siren:552081317'],
    });
    await share(o, buyer.id, wheel.id);
    await share(o, other.id, secret.id);
    buyerToken = await token(buyer);
    otherToken = await token(other);
  });

  it('lists schema-valid footprints built from the product, with decimal strings', async () => {
    const data = await list(buyerToken);
    expect(data).toHaveLength(2);
    data.forEach(expectSchemaValid);
    const pf = data.find((d) => d.productIds.includes(`urn:uuid:${frame.id}`))!;
    expect(pf).toMatchObject({
      specVersion: '3.0.3',
      status: 'Active',
      companyIds: [`urn:uuid:${o.companyId}`, 'urn:siren:552081317'],
      productIds: [`urn:uuid:${frame.id}`, 'urn:gtin:4712345060507'],
      productClassifications: ['urn:eclass:0173-1-01-AAA123-005'],
      productNameCompany: 'Bike frame',
      productDescription: 'Steel frame, size M',
    });
    // 0.7 kg × 1.9 = 1.33: the double the engine stores is 1.3299999999999998, written to twelve significant digits.
    expect(frame.footprint.kg_co2e_per_unit).toBe(1.3299999999999998);
    expect(pf.pcf).toMatchObject({
      declaredUnitOfMeasurement: 'piece',
      declaredUnitAmount: '1',
      productMassPerDeclaredUnit: '2.1',
      geographyCountry: 'DE',
      pcfExcludingBiogenicUptake: '1.33',
      crossSectoralStandards: ['ISO14067', 'GHGP-Product'],
      exemptedEmissionsPercent: '0',
      primaryDataShare: '100',
    });
    const wheelPf = data.find((d) => d.productIds.includes(`urn:uuid:${wheel.id}`))!;
    expect(wheelPf.pcf).toMatchObject({ declaredUnitOfMeasurement: 'kilogram', declaredUnitAmount: '1' });
    expect(String(wheelPf.pcf.pcfExcludingBiogenicUptake)).toMatch(/^\d+(\.\d+)?$/);
    // GetFootprint answers the same document.
    const one = await pactGet(buyerToken, `/3/footprints/${pf.id}`);
    expect(one.statusCode).toBe(200);
    expect(validOne(one.json()), pactErrors(validOne)).toBe(true);
    expect((one.json() as { data: Pf }).data).toEqual(pf);
  });

  it('keeps partners apart: each sees only what is shared with it', async () => {
    const mine = await list(buyerToken);
    const theirs = await list(otherToken);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.productIds).toContain(`urn:uuid:${secret.id}`);
    expect(mine.some((pf) => pf.productIds.includes(`urn:uuid:${secret.id}`))).toBe(false);
    const denied = await pactGet(buyerToken, `/3/footprints/${theirs[0]!.id}`);
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toEqual({ code: 'NotFound', message: 'The specified footprint does not exist' });
    expect(validError(denied.json())).toBe(true);
  });

  it('filters: repeated = OR, different = AND, unknown values give an empty list', async () => {
    const all = await list(buyerToken);
    const pf = all.find((d) => d.productIds.includes('urn:gtin:4712345060507'))!;
    const ids = async (q: string) => (await list(buyerToken, q)).map((d) => d.id).sort();
    expect(await ids('?productId=urn:gtin:4712345060507')).toEqual([pf.id]);
    expect(await ids('?companyId=urn:siren:552081317')).toEqual([pf.id]);
    expect(
      await ids(`?companyId=urn:uuid:${o.companyId}&companyId=urn:uuid:00000000-0000-0000-0000-000000000000`),
    ).toEqual(all.map((d) => d.id).sort());
    expect(await ids('?geography=DE')).toHaveLength(2);
    expect(await ids('?classification=urn:eclass:0173-1-01-AAA123-005')).toEqual([pf.id]);
    expect(await ids(`?validOn=${pf.validityPeriodStart}`)).toHaveLength(2);
    expect(await ids('?status=Active&productId=urn:gtin:4712345060507')).toEqual([pf.id]);
    expect(await ids('?status=Deprecated&productId=urn:gtin:4712345060507')).toEqual([]);
    for (const q of [
      '?productId=urn:gtin:0000',
      '?geography=XX',
      '?status=BogusStatusXXXX',
      '?validOn=1900-01-01T00:00:00Z',
      '?validAfter=2099-01-01T00:00:00Z',
      '?validBefore=1900-01-01T00:00:00Z',
      '?validOn=not-a-date',
    ]) {
      expect(await ids(q), q).toEqual([]);
    }
    expect((await pactGet(buyerToken, "/3/footprints?$filter=pcf/declaredUnit eq 'kg'")).statusCode).toBe(
      400,
    );
  });

  it('pages with limit and an absolute Link rel="next" from PUBLIC_BASE_URL', async () => {
    const first = await pactGet(buyerToken, '/3/footprints?limit=1');
    expect((first.json() as { data: Pf[] }).data).toHaveLength(1);
    const link = String(first.headers.link);
    const match = /^<(https:\/\/pact\.example\.com\/pact\/3\/footprints\?[^>]+)>; rel="next"$/.exec(link);
    expect(match, link).not.toBeNull();
    const next = new URL(match![1]!);
    const second = await pactGet(buyerToken, `/3/footprints${next.search}`);
    const page2 = (second.json() as { data: Pf[] }).data;
    expect(page2).toHaveLength(1);
    expect(page2[0]!.id).not.toBe((first.json() as { data: Pf[] }).data[0]!.id);
    expect(second.headers.link).toBeUndefined();
  });

  it('answers bad tokens, unknown ids and unknown paths with {code, message}', async () => {
    const bad = await pactGet('not-a-token', '/3/footprints');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BadRequest' });
    // A session token of the app is not a PACT token.
    expect((await pactGet(o.user.access_token, '/3/footprints')).statusCode).toBe(400);
    const missing = await pactGet(buyerToken, '/3/footprints/00000000-0000-0000-0000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NotFound' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/pact/auth/token',
      headers: {
        authorization: basic(buyer.client_id, 'wrong'),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('a change of the product makes a new footprint; the old one is Deprecated and listed as preceding', async () => {
    const before = (await list(buyerToken, `?productId=urn:uuid:${wheel.id}`))[0]!;
    const updated = await t.call(o.user, 'PUT', `/products/${wheel.id}`, {
      payload: {
        ...productBody(o, {
          name: 'Wheel',
          unit: 'kg',
          weight_per_unit_kg: 1,
          lines: [{ kind: 'material', emission_factor_id: o.factorId, quantity: 0.2, unit: 'kg' }],
        }),
        company_id: undefined,
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const versions = await list(buyerToken, `?productId=urn:uuid:${wheel.id}`);
    expect(versions).toHaveLength(2);
    versions.forEach(expectSchemaValid);
    const active = versions.find((v) => v.status === 'Active')!;
    const old = versions.find((v) => v.status === 'Deprecated')!;
    expect(old.id).toBe(before.id);
    expect(active.id).not.toBe(before.id);
    expect(active.precedingPfIds).toEqual([before.id]);
    expect(active.pcf.pcfExcludingBiogenicUptake).not.toBe(before.pcf.pcfExcludingBiogenicUptake);
    // Reading again changes nothing: same content, same id.
    expect((await list(buyerToken, `?productId=urn:uuid:${wheel.id}`)).map((v) => v.id).sort()).toEqual(
      versions.map((v) => v.id).sort(),
    );
    const oldRead = await pactGet(buyerToken, `/3/footprints/${before.id}`);
    expect((oldRead.json() as { data: Pf }).data.status).toBe('Deprecated');
  });
});

describe('PACT events', () => {
  let server: Server;
  let base: string;
  const received: { path: string; auth: string | undefined; type: string | undefined; body: string }[] = [];
  let failNextEvent = 0;

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({
          path: req.url ?? '',
          auth: req.headers.authorization,
          type: req.headers['content-type'],
          body,
        });
        if (req.url === '/auth/token') {
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ access_token: 'their-token', token_type: 'bearer' }));
        } else if (failNextEvent > 0) {
          failNextEvent -= 1;
          res.writeHead(503).end();
        } else {
          res.writeHead(200).end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function post(accessToken: string, event: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/pact/3/events',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/cloudevents+json; charset=UTF-8',
      },
      payload: JSON.stringify(event),
    });
  }

  async function until<T>(find: () => T | undefined): Promise<T> {
    for (let i = 0; i < 100; i += 1) {
      const found = find();
      if (found !== undefined) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('timed out');
  }

  it('answers a request at once, then posts a RequestFulfilledEvent (retried after a failure) or a rejection', async () => {
    const o = await owner();
    const p = await partner(o, {
      callback_base_url: base,
      callback_client_id: 'us',
      callback_client_secret: 's3cret',
    });
    const prod = await product(o);
    await share(o, p.id, prod.id, { product_ids: ['urn:gtin:4712345060507'] });
    const accessToken = await token(p);
    failNextEvent = 1;
    const request = {
      type: 'org.wbcsd.pact.ProductFootprint.RequestCreatedEvent.3',
      specversion: '1.0',
      id: 'run-1/12',
      source: base,
      time: new Date().toISOString(),
      data: { productId: ['urn:gtin:4712345060507'] },
    };
    const answer = await post(accessToken, request);
    expect(answer.statusCode).toBe(200);
    const fulfilled = await until(() =>
      received.find(
        (r) =>
          r.path === '/3/events' &&
          r.body.includes('run-1/12') &&
          received.filter((x) => x.path === '/3/events').length >= 2,
      ),
    );
    expect(received.filter((r) => r.path === '/3/events' && r.body.includes('run-1/12'))).toHaveLength(2);
    const tokenCall = received.find((r) => r.path === '/auth/token')!;
    expect(tokenCall.auth).toBe(basic('us', 's3cret'));
    expect(tokenCall.body).toBe('grant_type=client_credentials');
    const last = received.filter((r) => r.path === '/3/events' && r.body.includes('run-1/12')).at(-1)!;
    expect(last.auth).toBe('Bearer their-token');
    expect(last.type).toContain('application/cloudevents+json');
    const event = JSON.parse(last.body) as { type: string; data: { requestEventId: string; pfs: Pf[] } };
    expect(fulfilled).toBeTruthy();
    expect(event.type).toBe('org.wbcsd.pact.ProductFootprint.RequestFulfilledEvent.3');
    expect(validFulfilled(event), pactErrors(validFulfilled)).toBe(true);
    expect(event.data.requestEventId).toBe('run-1/12');
    expect(event.data.pfs[0]!.productIds).toContain('urn:gtin:4712345060507');

    const rejected = await post(accessToken, {
      ...request,
      id: 'run-1/14.A',
      data: { productId: ['urn:pact:null'] },
    });
    expect(rejected.statusCode).toBe(200);
    const rejection = await until(() =>
      received.find((r) => r.path === '/3/events' && r.body.includes('run-1/14.A')),
    );
    const rejectedEvent = JSON.parse(rejection.body) as { type: string; data: { error: { code: string } } };
    expect(rejectedEvent.type).toBe('org.wbcsd.pact.ProductFootprint.RequestRejectedEvent.3');
    expect(validRejected(rejectedEvent), pactErrors(validRejected)).toBe(true);
    expect(rejectedEvent.data.error.code).toBe('NotFound');

    // A source other than the registered callback address is refused (we never post to an address an event names).
    expect((await post(accessToken, { ...request, source: 'http://attacker.example' })).statusCode).toBe(400);
  });

  it('accepts a PublishedEvent with uuid ids (200) and refuses other ids or a bad token (400)', async () => {
    const o = await owner();
    const p = await partner(o);
    const accessToken = await token(p);
    const event = {
      type: 'org.wbcsd.pact.ProductFootprint.PublishedEvent.3',
      specversion: '1.0',
      id: 'e1',
      source: 'https://supplier.example.com',
      time: new Date().toISOString(),
      data: { pfIds: ['a1c0a4e2-5ac6-4b0c-9cbb-1f0f0f0f0f0f'] },
    };
    expect((await post(accessToken, event)).statusCode).toBe(200);
    const notUuid = await post(accessToken, { ...event, data: { pfIds: ['urn:gtin:4712345060507'] } });
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json()).toMatchObject({ code: 'BadRequest' });
    expect((await post('bogus', event)).statusCode).toBe(400);
  });
});
