import type { AddressInfo } from 'node:net';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FactorDetail } from '@carbon/contracts/emission-factors';
import type { Entry } from '@carbon/contracts/ledger';
import type { CreatedPactPartner, PactShare } from '@carbon/contracts/pact';
import { pactProductFootprintSchema } from '@carbon/contracts/pact';
import type { CreatedPactSupplier, PactImport, PactSupplier, SupplierFootprint } from '@carbon/contracts/pact-suppliers';
import type { Product } from '@carbon/contracts/products';
import { createEntry, createSite } from './helpers/ledger.ts';
import { pactErrors, pactSchemaValidator } from './helpers/pact-schema.ts';
import { setCompanyPlan } from './helpers/plan.ts';
import { joinCompany, queryRows, register, useTestApp, type RegisteredUser, type TestApp } from './helpers/test-app.ts';

/**
 * The PACT data recipient side (issue 15 section 2, decision 0035) end to end between two instances of the app, each
 * with its own database: the supplier shares a product with a partner, served on a real local port; the recipient
 * connects to it with the partner's credentials over HTTP, imports its footprint as a company factor, uses it, and
 * follows the supplier's newer version (by a refresh, and by the supplier's PublishedEvent).
 */
const supplierApp = useTestApp();
const recipientApp = useTestApp();
/** A public instance: it refuses to call this machine or a private network (PACT_ALLOW_LOCAL_URLS=false). */
const publicApp = useTestApp({ config: { pactAllowLocalUrls: false } });
const validFootprint = pactSchemaValidator('ProductFootprint');

let supplierBase = '';
let recipientBase = '';

beforeAll(async () => {
  for (const t of [supplierApp, recipientApp]) await t.app.listen({ host: '127.0.0.1', port: 0 });
  supplierBase = `http://127.0.0.1:${(supplierApp.app.server.address() as AddressInfo).port}/pact`;
  recipientBase = `http://127.0.0.1:${(recipientApp.app.server.address() as AddressInfo).port}/pact`;
});

const YEAR = 2025;

interface Supplier {
  user: RegisteredUser;
  companyId: string;
  siteId: string;
  factorId: string;
  product: Product;
  partner: CreatedPactPartner;
}

/** The supplier's product: a steel bracket sold by the gram (declared unit: 0.001 kilogram), shared with a buyer. */
function bracketBody(s: Pick<Supplier, 'companyId' | 'siteId' | 'factorId'>, steelGrams: number) {
  return {
    company_id: s.companyId,
    site_id: s.siteId,
    name: 'Steel bracket',
    unit: 'g',
    weight_per_unit_kg: 0.001,
    category: 'Fasteners',
    lines: [{ kind: 'material', emission_factor_id: s.factorId, quantity: steelGrams, unit: 'g' }],
  };
}

async function supplier(): Promise<Supplier> {
  const t = supplierApp;
  const user = await register(t.app, { company_name: 'Acier Dupont' });
  const companyId = user.user.company_id;
  await setCompanyPlan(t.database.db, companyId, 'enterprise');
  const site = await createSite(t, user, { country: 'FR' });
  const factor = await t.call(user, 'POST', '/emission-factors', {
    payload: { company_id: companyId, name_en: 'Our steel', unit: 'kg', kg_co2e_per_unit: 1.9, year: YEAR },
  });
  expect(factor.statusCode, factor.body).toBe(201);
  const factorId = (factor.json() as { id: string }).id;
  const created = await t.call(user, 'POST', '/products', {
    payload: bracketBody({ companyId, siteId: site.id, factorId }, 1),
  });
  expect(created.statusCode, created.body).toBe(201);
  const product = created.json() as Product;
  const partnerAnswer = await t.call(user, 'POST', '/pact/partners', {
    payload: { company_id: companyId, name: 'Vélos Martin' },
  });
  expect(partnerAnswer.statusCode, partnerAnswer.body).toBe(201);
  const partner = partnerAnswer.json() as CreatedPactPartner;
  const shared = await t.call(user, 'POST', '/pact/shares', {
    payload: { company_id: companyId, partner_id: partner.id, product_id: product.id },
  });
  expect(shared.statusCode, shared.body).toBe(201);
  expect((shared.json() as PactShare).footprint_id).toBeTruthy();
  return { user, companyId, siteId: site.id, factorId, product, partner };
}

async function recipient(plan: 'free' | 'pro' | 'enterprise' = 'pro') {
  const t = recipientApp;
  const user = await register(t.app, { company_name: 'Vélos Martin' });
  await setCompanyPlan(t.database.db, user.user.company_id, plan);
  const site = await createSite(t, user, { country: 'FR' });
  return { user, companyId: user.user.company_id, site };
}

async function connect(
  r: { user: RegisteredUser; companyId: string },
  s: Supplier,
): Promise<CreatedPactSupplier> {
  const response = await recipientApp.call(r.user, 'POST', '/pact/suppliers', {
    payload: {
      company_id: r.companyId,
      name: 'Acier Dupont',
      base_url: `${supplierBase}/`,
      client_id: s.partner.client_id,
      client_secret: s.partner.client_secret,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreatedPactSupplier;
}

async function footprints(user: RegisteredUser, supplierId: string): Promise<SupplierFootprint[]> {
  const response = await recipientApp.call(user, 'GET', `/pact/suppliers/${supplierId}/footprints`);
  expect(response.statusCode, response.body).toBe(200);
  const items = (response.json() as { items: SupplierFootprint[] }).items;
  for (const item of items) {
    // What the recipient shows is the supplier's document as the PACT v3 schema has it.
    expect(pactProductFootprintSchema.safeParse(item.footprint).success).toBe(true);
    expect(validFootprint(item.footprint), pactErrors(validFootprint)).toBe(true);
  }
  return items;
}

/** What the factor must be: the supplier's decimals divided exactly, never through floats. */
function expectedValue(pf: Record<string, unknown>): string {
  const pcf = pf.pcf as { pcfExcludingBiogenicUptake: string; declaredUnitAmount: string };
  return new Decimal(pcf.pcfExcludingBiogenicUptake).div(pcf.declaredUnitAmount).toFixed();
}

async function rowCount(t: TestApp, table: 'pact_supplier_connections' | 'pact_imports', companyId: string) {
  const [row] = await queryRows<{ n: number }>(
    t.database,
    sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${companyId}`,
  );
  return Number(row?.n);
}

async function pactToken(t: TestApp, clientId: string, secret: string) {
  return t.app.inject({
    method: 'POST',
    url: '/pact/auth/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
}

describe('PACT data recipient between two instances', () => {
  it('connects, lists, imports as a factor, uses it, then follows the supplier’s newer version', async () => {
    const s = await supplier();
    const r = await recipient();
    const R = recipientApp;

    // Wrong credentials: 502 with a message in the user's language, nothing saved.
    for (const lang of ['en', 'fr'] as const) {
      const refused = await R.call(r.user, 'POST', '/pact/suppliers', {
        lang,
        payload: {
          company_id: r.companyId,
          name: 'Acier Dupont',
          base_url: supplierBase,
          client_id: s.partner.client_id,
          client_secret: 'not-the-secret',
        },
      });
      expect(refused.statusCode, refused.body).toBe(502);
      expect(refused.json()).toMatchObject({
        code: 'pact_supplier_credentials',
        detail:
          lang === 'en'
            ? 'The supplier’s PACT API refused these credentials. Check the client ID and secret the supplier gave you'
            : 'L’API PACT du fournisseur a refusé ces identifiants. Vérifiez l’identifiant client et le secret fournis par le fournisseur',
      });
    }
    // A host that does not answer: 502 unreachable.
    const closed = await R.call(r.user, 'POST', '/pact/suppliers', {
      payload: {
        company_id: r.companyId,
        name: 'Nobody',
        base_url: 'http://127.0.0.1:9/pact',
        client_id: 'x',
        client_secret: 'y',
      },
    });
    expect(closed.statusCode, closed.body).toBe(502);
    expect(closed.json()).toMatchObject({ code: 'pact_supplier_unreachable' });
    // Plain http elsewhere than this machine, or no URL at all: refused on the field.
    for (const baseUrl of ['http://supplier.example.com/pact', 'supplier.example.com']) {
      const invalid = await R.call(r.user, 'POST', '/pact/suppliers', {
        lang: 'fr',
        payload: { company_id: r.companyId, name: 'X', base_url: baseUrl, client_id: 'x', client_secret: 'y' },
      });
      expect(invalid.statusCode, invalid.body).toBe(422);
      expect(invalid.json().detail).toEqual([
        expect.objectContaining({
          loc: ['body', 'base_url'],
          msg: 'Saisissez une adresse PACT commençant par https://',
        }),
      ]);
    }
    expect(await rowCount(R, 'pact_supplier_connections', r.companyId)).toBe(0);

    const connection = await connect(r, s);
    expect(connection).toMatchObject({ base_url: supplierBase, client_id: s.partner.client_id, last_error: null });
    expect(connection.events_client_secret.length).toBeGreaterThanOrEqual(32);
    expect(connection.events_base_url).toBe(`${R.config.appUrl}/pact`);
    const listed = await R.call(r.user, 'GET', `/pact/suppliers?company_id=${r.companyId}`);
    expect(listed.json().items).toEqual([expect.not.objectContaining({ events_client_secret: expect.anything() })]);
    expect(JSON.stringify(listed.json())).not.toContain(s.partner.client_secret);

    // The supplier's footprints, read over HTTP from the other instance.
    const [pf, ...others] = await footprints(r.user, connection.id);
    expect(others).toEqual([]);
    expect(pf).toMatchObject({
      status: 'Active',
      product_name: 'Steel bracket',
      company_name: 'Acier Dupont',
      declared_unit: 'kilogram',
      declared_unit_amount: '0.001',
      factor_unit: 'kg',
      imported_as: null,
    });
    const value = expectedValue(pf!.footprint);
    expect(pf!.kg_co2e_per_factor_unit).toBe(value);
    expect(Number(value)).toBeCloseTo(1.9, 9);

    // Imported as a company factor per kilogram.
    const imported = await R.call(r.user, 'POST', '/pact/imports', {
      payload: { company_id: r.companyId, supplier_id: connection.id, footprint_id: pf!.id },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const imp = imported.json() as PactImport;
    expect(imp).toMatchObject({
      supplier_id: connection.id,
      supplier_name: 'Acier Dupont',
      footprint_id: pf!.id,
      factor_unit: 'kg',
      kg_co2e_per_factor_unit: value,
      product_name: 'Steel bracket',
      newer_footprint: null,
    });
    const again = await R.call(r.user, 'POST', '/pact/imports', {
      payload: { company_id: r.companyId, supplier_id: connection.id, footprint_id: pf!.id },
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().code).toBe('pact_footprint_imported');
    expect(await rowCount(R, 'pact_imports', r.companyId)).toBe(1);

    const factorAnswer = await R.call(r.user, 'GET', `/emission-factors/${imp.emission_factor_id}`);
    expect(factorAnswer.statusCode, factorAnswer.body).toBe(200);
    const factor = factorAnswer.json() as FactorDetail;
    expect(factor).toMatchObject({
      company_id: r.companyId,
      name: 'Steel bracket (Acier Dupont)',
      unit: 'kg',
      kg_co2e_per_unit: Number(value),
      gwp_basis: 'AR6',
      pact_import: {
        import_id: imp.id,
        supplier_name: 'Acier Dupont',
        footprint_id: pf!.id,
        newer_footprint_id: null,
        newer_kg_co2e_per_unit: null,
      },
    });
    expect(factor.comment).toContain(pf!.id);
    // The factor's year is the reference period's (its end, 1 January of the next year, is exclusive).
    const referenceYear = Number(pf!.reference_period_start.slice(0, 4));
    expect(pf!.reference_period_end.startsWith(`${referenceYear + 1}-01-01`)).toBe(true);
    expect(factor.year).toBe(referenceYear);
    const listedNow = await footprints(r.user, connection.id);
    expect(listedNow[0]!.imported_as).toEqual({ import_id: imp.id, emission_factor_id: imp.emission_factor_id });

    // Used by a product line and by a purchase entry.
    const productAnswer = await R.call(r.user, 'POST', '/products', {
      payload: {
        company_id: r.companyId,
        site_id: r.site.id,
        name: 'Frame',
        unit: 'unit',
        weight_per_unit_kg: 0.4,
        category: 'Bicycles',
        lines: [{ kind: 'material', emission_factor_id: imp.emission_factor_id, quantity: 0.4, unit: 'kg' }],
      },
    });
    expect(productAnswer.statusCode, productAnswer.body).toBe(201);
    const frame = productAnswer.json() as Product;
    expect(frame.footprint.kg_co2e_per_unit).toBeCloseTo(0.4 * Number(value), 9);
    expect(frame.footprint.lines[0]!.factor).toMatchObject({ id: imp.emission_factor_id, primary: true });
    const entry = await createEntry(R, r.user, r.site, {
      period_year: YEAR,
      category: 'purchased_goods',
      quantity: 200,
      unit: 'kg',
      emission_factor_id: imp.emission_factor_id,
    });
    expect(entry.co2e_kg).toBeCloseTo(200 * Number(value), 6);

    // Nothing newer yet.
    const unchanged = await R.call(r.user, 'POST', `/pact/suppliers/${connection.id}/refresh`);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect((unchanged.json() as { items: PactImport[] }).items).toEqual([
      expect.objectContaining({ id: imp.id, newer_footprint: null }),
    ]);
    const early = await R.call(r.user, 'POST', `/pact/imports/${imp.id}/apply-newer`);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().code).toBe('pact_no_newer_footprint');

    // The supplier uses more steel: a new footprint version.
    const changed = await supplierApp.call(s.user, 'PUT', `/products/${s.product.id}`, {
      payload: bracketBody(s, 1.2),
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const refreshed = await R.call(r.user, 'POST', `/pact/suppliers/${connection.id}/refresh`);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const [withNewer] = (refreshed.json() as { items: PactImport[] }).items;
    const current = await footprints(r.user, connection.id);
    const newest = current.find((item) => item.status === 'Active')!;
    expect(newest.id).not.toBe(pf!.id);
    expect(newest.footprint.precedingPfIds).toEqual([pf!.id]);
    expect(current.find((item) => item.id === pf!.id)?.status).toBe('Deprecated');
    const newValue = expectedValue(newest.footprint);
    expect(Number(newValue)).toBeCloseTo(1.9 * 1.2, 9);
    const percent = new Decimal(newValue).minus(value).div(value).times(100).toDecimalPlaces(2).toNumber();
    expect(percent).toBeCloseTo(20, 6);
    expect(withNewer!.newer_footprint).toEqual({
      id: newest.id,
      created: new Date(newest.created).toISOString(),
      kg_co2e_per_factor_unit: newValue,
      change_percent: percent,
      entries_using: 1,
      product_lines_using: 1,
    });
    const importsList = await R.call(r.user, 'GET', `/pact/imports?company_id=${r.companyId}`);
    expect((importsList.json() as { items: PactImport[] }).items).toEqual([withNewer]);
    const factorBefore = (await R.call(r.user, 'GET', `/emission-factors/${imp.emission_factor_id}`)).json();
    expect(factorBefore.pact_import).toMatchObject({ newer_footprint_id: newest.id, newer_kg_co2e_per_unit: newValue });
    // Until applied, the factor, the product and the entry keep the imported value.
    expect(factorBefore.kg_co2e_per_unit).toBe(Number(value));

    const applied = await R.call(r.user, 'POST', `/pact/imports/${imp.id}/apply-newer`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      id: imp.id,
      footprint_id: newest.id,
      kg_co2e_per_factor_unit: newValue,
      newer_footprint: null,
    });
    const factorAfter = (await R.call(r.user, 'GET', `/emission-factors/${imp.emission_factor_id}`)).json();
    expect(factorAfter).toMatchObject({
      kg_co2e_per_unit: Number(newValue),
      pact_import: { footprint_id: newest.id, newer_footprint_id: null },
    });
    const frameAfter = (await R.call(r.user, 'GET', `/products/${frame.id}`)).json() as Product;
    expect(frameAfter.footprint.kg_co2e_per_unit).toBeCloseTo(0.4 * Number(newValue), 9);
    expect(frameAfter.footprint.lines[0]!.factor?.kg_co2e_per_unit).toBe(Number(newValue));
    const entryAfter = (await R.call(r.user, 'GET', `/entries/${entry.id}`)).json() as Entry;
    expect(entryAfter.co2e_kg).toBeCloseTo(200 * Number(newValue), 6);
    const twice = await R.call(r.user, 'POST', `/pact/imports/${imp.id}/apply-newer`);
    expect(twice.statusCode, twice.body).toBe(409);
  });

  it('a PublishedEvent from the supplier (its own instance announcing a new version) refreshes the import', async () => {
    const s = await supplier();
    const r = await recipient('enterprise');
    const connection = await connect(r, s);
    const [pf] = await footprints(r.user, connection.id);
    const imported = await recipientApp.call(r.user, 'POST', '/pact/imports', {
      payload: { company_id: r.companyId, supplier_id: connection.id, footprint_id: pf!.id },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const imp = imported.json() as PactImport;

    // The supplier sets its partner's callback to the recipient's events address and credentials, which the
    // recipient could only give once connected (PATCH /pact/partners/{id}).
    const callback = await supplierApp.call(s.user, 'PATCH', `/pact/partners/${s.partner.id}`, {
      // The recipient's real address in this test (its configured APP_URL is not where it listens).
      payload: {
        callback_base_url: recipientBase,
        callback_client_id: connection.events_client_id,
        callback_client_secret: connection.events_client_secret,
      },
    });
    expect(callback.statusCode, callback.body).toBe(200);
    expect(callback.json()).toMatchObject({
      id: s.partner.id,
      callback_base_url: recipientBase,
      callback_client_id: connection.events_client_id,
    });
    expect(callback.body).not.toContain(connection.events_client_secret);
    const changed = await supplierApp.call(s.user, 'PUT', `/products/${s.product.id}`, {
      payload: bracketBody(s, 0.5),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The supplier issues the version and posts its PublishedEvent; the recipient reads the supplier again.
    await supplierApp.jobs.idle();
    await recipientApp.jobs.idle();
    const [jobRow] = await queryRows<{ kind: string; status: string }>(
      recipientApp.database,
      sql`select kind, status from jobs where company_id = ${r.companyId} and kind = 'pact.supplier-refresh'`,
    );
    expect(jobRow).toEqual({ kind: 'pact.supplier-refresh', status: 'succeeded' });
    const list = await recipientApp.call(r.user, 'GET', `/pact/imports?company_id=${r.companyId}`);
    const [after] = (list.json() as { items: PactImport[] }).items;
    expect(after!.id).toBe(imp.id);
    expect(after!.newer_footprint).toMatchObject({ entries_using: 0, product_lines_using: 0 });
    expect(after!.newer_footprint!.change_percent).toBeCloseTo(-50, 6);
    expect(Number(after!.newer_footprint!.kg_co2e_per_factor_unit)).toBeCloseTo(1.9 * 0.5, 9);
  });

  it('the supplier’s events credentials give a token that posts PublishedEvents and reads nothing', async () => {
    const s = await supplier();
    const r = await recipient();
    const connection = await connect(r, s);
    const R = recipientApp;
    const wrong = await pactToken(R, connection.events_client_id, 'wrong');
    expect(wrong.statusCode).toBe(400);
    const answer = await pactToken(R, connection.events_client_id, connection.events_client_secret);
    expect(answer.statusCode, answer.body).toBe(200);
    const token = answer.json().access_token as string;
    const headers = { authorization: `Bearer ${token}` };
    const list = await R.app.inject({ method: 'GET', url: '/pact/3/footprints', headers });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ code: 'AccessDenied', message: 'This token may only post events' });
    const one = await R.app.inject({ method: 'GET', url: `/pact/3/footprints/${connection.id}`, headers });
    expect(one.statusCode).toBe(403);
    const event = (type: string, data: Record<string, unknown>) => ({
      method: 'POST' as const,
      url: '/pact/3/events',
      headers: { ...headers, 'content-type': 'application/cloudevents+json' },
      payload: JSON.stringify({
        type: `org.wbcsd.pact.ProductFootprint.${type}`,
        specversion: '1.0',
        id: crypto.randomUUID(),
        source: supplierBase,
        time: new Date().toISOString(),
        data,
      }),
    });
    const request = await R.app.inject(event('RequestCreatedEvent.3', { productId: ['urn:x'] }));
    expect(request.statusCode).toBe(400);
    R.jobs.pause();
    const published = await R.app.inject(event('PublishedEvent.3', { pfIds: [crypto.randomUUID()] }));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.body).toBe('');
    const queued = await queryRows<{ payload: { supplierId: string } }>(
      R.database,
      sql`select payload from jobs where company_id = ${r.companyId} and kind = 'pact.supplier-refresh'`,
    );
    expect(queued.map((row) => row.payload.supplierId)).toEqual([connection.id]);
    R.jobs.resume();
    await R.jobs.idle();
    // A deleted connection's events token stops working at once.
    const deleted = await R.call(r.user, 'DELETE', `/pact/suppliers/${connection.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const late = await R.app.inject(event('PublishedEvent.3', { pfIds: [crypto.randomUUID()] }));
    expect(late.statusCode).toBe(400);
  });

  it('keeps companies apart (404), refuses Free (403 plan_limit) and members who are not owner or admin', async () => {
    const s = await supplier();
    const r = await recipient();
    const R = recipientApp;
    const connection = await connect(r, s);
    const [pf] = await footprints(r.user, connection.id);
    const imp = (
      await R.call(r.user, 'POST', '/pact/imports', {
        payload: { company_id: r.companyId, supplier_id: connection.id, footprint_id: pf!.id },
      })
    ).json() as PactImport;

    const other = await recipient('enterprise');
    for (const [method, url] of [
      ['GET', `/pact/suppliers/${connection.id}/footprints`],
      ['POST', `/pact/suppliers/${connection.id}/refresh`],
      ['DELETE', `/pact/suppliers/${connection.id}`],
      ['POST', `/pact/imports/${imp.id}/apply-newer`],
      ['GET', `/pact/suppliers?company_id=${r.companyId}`],
      ['GET', `/pact/imports?company_id=${r.companyId}`],
    ] as const) {
      const response = await R.call(other.user, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // Another company's connection cannot be used to import into one's own company.
    const stolen = await R.call(other.user, 'POST', '/pact/imports', {
      payload: { company_id: other.companyId, supplier_id: connection.id, footprint_id: pf!.id },
    });
    expect(stolen.statusCode, stolen.body).toBe(404);
    expect(await rowCount(R, 'pact_imports', other.companyId)).toBe(0);
    expect(await rowCount(R, 'pact_supplier_connections', r.companyId)).toBe(1);

    // A footprint the supplier does not share: 404, nothing imported.
    const unknown = await R.call(r.user, 'POST', '/pact/imports', {
      payload: { company_id: r.companyId, supplier_id: connection.id, footprint_id: crypto.randomUUID() },
    });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json().code).toBe('pact_footprint_not_found');

    // Members read; only owners and admins write.
    const editor = await joinCompany(R, r.user, 'editor');
    const read = await R.call(editor, 'GET', `/pact/imports?company_id=${r.companyId}`);
    expect(read.statusCode, read.body).toBe(200);
    const refresh = await R.call(editor, 'POST', `/pact/suppliers/${connection.id}/refresh`);
    expect(refresh.statusCode).toBe(403);

    // Free: no API access, no PACT exchange.
    const free = await recipient('free');
    const refused = await R.call(free.user, 'POST', '/pact/suppliers', {
      payload: {
        company_id: free.companyId,
        name: 'Acier Dupont',
        base_url: supplierBase,
        client_id: s.partner.client_id,
        client_secret: s.partner.client_secret,
      },
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('plan_limit');
    expect(await rowCount(R, 'pact_supplier_connections', free.companyId)).toBe(0);
    await setCompanyPlan(R.database.db, r.companyId, 'free');
    const listFree = await R.call(r.user, 'GET', `/pact/suppliers/${connection.id}/footprints`);
    expect(listFree.statusCode).toBe(403);
    expect(listFree.json().code).toBe('plan_limit');

    // Deleting the connection keeps the import and its factor, without the link.
    await setCompanyPlan(R.database.db, r.companyId, 'pro');
    expect((await R.call(r.user, 'DELETE', `/pact/suppliers/${connection.id}`)).statusCode).toBe(204);
    const kept = (await R.call(r.user, 'GET', `/pact/imports?company_id=${r.companyId}`)).json();
    expect(kept.items).toEqual([expect.objectContaining({ id: imp.id, supplier_id: null, footprint_id: pf!.id })]);

    // Deleting the company takes its connections and imports with it.
    const again = await connect(r, s);
    expect(again.id).toBeTruthy();
    const gone = await R.call(r.user, 'DELETE', `/companies/${r.companyId}`, { payload: { password: r.user.password } });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await rowCount(R, 'pact_supplier_connections', r.companyId)).toBe(0);
    expect(await rowCount(R, 'pact_imports', r.companyId)).toBe(0);
  });

  it('on a public instance, refuses supplier and partner addresses on this machine or a private network, saving nothing', async () => {
    const s = await supplier();
    const owner = await register(publicApp.app, { company_name: 'Public Buyer' });
    const companyId = owner.user.company_id;
    await setCompanyPlan(publicApp.database.db, companyId, 'enterprise');
    for (const baseUrl of [supplierBase, 'https://10.0.0.5/pact', 'https://169.254.169.254/pact']) {
      const refused = await publicApp.call(owner, 'POST', '/pact/suppliers', {
        lang: 'fr',
        payload: {
          company_id: companyId,
          name: 'Interne',
          base_url: baseUrl,
          client_id: s.partner.client_id,
          client_secret: s.partner.client_secret,
        },
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().detail).toEqual([
        expect.objectContaining({ loc: ['body', 'base_url'], msg: 'Saisissez une adresse PACT commençant par https://' }),
      ]);
    }
    expect(await rowCount(publicApp, 'pact_supplier_connections', companyId)).toBe(0);

    const partner = await publicApp.call(owner, 'POST', '/pact/partners', {
      payload: { company_id: companyId, name: 'Internal buyer', callback_base_url: 'https://192.168.1.20/pact' },
    });
    expect(partner.statusCode, partner.body).toBe(422);
    expect(partner.json().detail[0].loc).toEqual(['body', 'callback_base_url']);
    const created = await publicApp.call(owner, 'POST', '/pact/partners', {
      payload: { company_id: companyId, name: 'Buyer', callback_base_url: 'https://pact.buyer.example/pact' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const moved = await publicApp.call(owner, 'PATCH', `/pact/partners/${(created.json() as { id: string }).id}`, {
      payload: { callback_base_url: 'http://localhost:8080/pact', callback_client_id: 'x', callback_client_secret: 'y' },
    });
    expect(moved.statusCode, moved.body).toBe(422);
    const [stored] = await queryRows<{ url: string }>(
      publicApp.database,
      sql`select callback_base_url as url from pact_partners where company_id = ${companyId}`,
    );
    expect(stored!.url).toBe('https://pact.buyer.example/pact');
  });

  it('says why the last read of a supplier failed, in the reader’s language', async () => {
    const s = await supplier();
    const r = await recipient('pro');
    const connection = await connect(r, s);
    // The supplier revokes us: the next read is refused.
    expect((await supplierApp.call(s.user, 'DELETE', `/pact/partners/${s.partner.id}`)).statusCode).toBe(204);
    const read = await recipientApp.call(r.user, 'GET', `/pact/suppliers/${connection.id}/footprints`);
    expect(read.statusCode, read.body).toBe(502);
    expect(read.json().code).toBe('pact_supplier_credentials');
    for (const [lang, message] of [
      ['fr', 'L’API PACT du fournisseur a refusé ces identifiants. Vérifiez l’identifiant client et le secret fournis par le fournisseur'],
      ['en', 'The supplier’s PACT API refused these credentials. Check the client ID and secret the supplier gave you'],
    ] as const) {
      const listed = await recipientApp.call(r.user, 'GET', `/pact/suppliers?company_id=${r.companyId}`, { lang });
      const [row] = (listed.json() as { items: PactSupplier[] }).items;
      expect(row!.last_error).toBe(message);
    }
  });
});
