import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '@carbon/contracts/auth';
import type { Site } from '@carbon/contracts/companies';
import { endpointKey } from '@carbon/contracts/endpoint';
import { allEndpoints } from '@carbon/contracts/endpoints';
import { loadEnergyPriceDefaults } from '@carbon/db/energy-prices-load';
import { pactImports, pactSupplierConnections } from '@carbon/db/schema';
import { factorId, loadFullLibrary } from './helpers/factor-library.ts';
import { createSite } from './helpers/ledger.ts';
import {
  bearer,
  createTestApp,
  joinCompany,
  queryRows,
  register,
  type RegisteredUser,
  type TestApp,
} from './helpers/test-app.ts';
import { setCompanyPlan } from './helpers/plan.ts';

/**
 * Role checks on every write endpoint, generated from the route table (issue 14, section 2): a viewer reads
 * everything and writes nothing; an editor records data but manages neither members nor billing. Every write
 * route of the app (POST, PUT, PATCH, DELETE in the endpoint descriptors, which the route-coverage test keeps
 * equal to the registered routes) must have a case below or be exempt with its reason, so a new write endpoint
 * fails this test until its role check is proved.
 */

let t: TestApp;
const YEAR = 2025;

beforeAll(async () => {
  t = await createTestApp();
  // Every resource is created for real by the owner (so its update and delete routes have a row to aim at).
  await loadFullLibrary(t.database);
  await loadEnergyPriceDefaults(t.database.db);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Write routes that are not writes to a company's data, each with why. */
const EXEMPT: Record<string, string> = {
  'POST /auth/register': 'public sign-up: creates the caller’s own account and company',
  'POST /auth/login': 'public sign-in',
  'POST /auth/verify-email': 'public emailed link about the caller’s own account',
  'POST /auth/forgot-password': 'public; the emailed link is about the caller’s own account',
  'POST /auth/reset-password': 'public emailed link about the caller’s own account',
  'POST /auth/resend-confirmation': 'the caller’s own account',
  'POST /auth/change-password': 'the caller’s own account',
  'PATCH /settings/profile': 'the caller’s own profile',
  'POST /contact-messages': 'public contact form',
  'POST /invitations/accept':
    'joins the company that invited the caller with the invited role (members.int.test.ts)',
  'PUT /auth/current-company': 'the caller’s own choice among their companies',
  'DELETE /account': 'deletes the caller’s own account after their password (account.int.test.ts)',
  'POST /billing/webhook':
    'billing events signed by the payment provider, no user (subscriptions.int.test.ts)',
  'POST /billing/test-checkout/pay':
    'pays a test checkout session that only an owner or admin could open (subscriptions.int.test.ts)',
};

/** POSTs that compute an answer and store nothing: a viewer may call them (they read), and nothing changes. */
const READ_ONLY_POSTS: Record<string, string> = {
  'POST /scenarios/estimate': 'previews a scenario’s results without saving it',
};

/**
 * Exports: any member may export (viewers included: an export is a way of reading), so a viewer's request is
 * accepted and writes only the report it asked for (its row, its file and its job).
 */
const EXPORTS: Record<string, { reason: string; tables: string[] }> = {
  'POST /reports': {
    reason: 'a report export reads the inventory',
    tables: ['reports', 'report_files', 'jobs'],
  },
};

interface Fixture {
  owner: RegisteredUser;
  admin: RegisteredUser;
  editor: RegisteredUser;
  viewer: RegisteredUser;
  companyId: string;
  site: Site;
  ids: Record<string, string>;
}

interface Attempt {
  url: string;
  payload?: Record<string, unknown>;
  /** multipart parts, for the file uploads. */
  multipart?: Record<string, string | { filename: string; content: string }>;
}

function multipart(parts: NonNullable<Attempt['multipart']>) {
  const boundary = '----carbon-role-test';
  let body = '';
  for (const [name, value] of Object.entries(parts)) {
    body +=
      typeof value === 'string'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
          `Content-Type: application/octet-stream\r\n\r\n${value.content}\r\n`;
  }
  return { payload: `${body}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

function send(user: RegisteredUser, method: string, attempt: Attempt): Promise<LightMyRequestResponse> {
  const url = `/api/v1${attempt.url}`;
  if (attempt.multipart) {
    const { payload, contentType } = multipart(attempt.multipart);
    return t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...bearer(user.access_token), 'content-type': contentType },
      payload,
    });
  }
  return t.app.inject({
    method: method as 'POST',
    url,
    headers: bearer(user.access_token),
    ...(attempt.payload ? { payload: attempt.payload } : {}),
  });
}

async function created(user: RegisteredUser, url: string, payload: Record<string, unknown>): Promise<string> {
  const response = await send(user, 'POST', { url, payload });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
  return (response.json() as { id: string }).id;
}

/** Request bodies that are valid for the owner (and so reach the role check for anyone else). */
function bodies(f: Pick<Fixture, 'companyId' | 'site' | 'ids'>) {
  const scoped = { company_id: f.companyId, site_id: f.site.id, period_year: YEAR };
  return {
    site: { company_id: f.companyId, name: 'Warehouse', country: 'FR' },
    project: { company_id: f.companyId, name: 'Retrofit' },
    factor: {
      company_id: f.companyId,
      name_en: 'Our steel',
      unit: 'kg',
      kg_co2e_per_unit: 1.9,
      country_code: 'FR',
      year: YEAR,
    },
    catalogItem: {
      company_id: f.companyId,
      category: 'Packaging',
      name: 'Shipping box',
      price_per_unit: 0.85,
      unit: 'unit',
    },
    entry: {
      ...scoped,
      category: 'purchased_goods',
      quantity: 100,
      unit: 'kg',
      emission_factor_id: f.ids.factor,
      label: 'Steel',
    },
    businessTravel: {
      ...scoped,
      currency: 'EUR',
      entry_mode: 'distance',
      distance_km: { short_flight: 1000, medium_flight: 0, long_flight: 0, rail: 500, car: 1000 },
      business_class_percent: 0,
      car_ev_share_percent: 0,
      include_radiative_forcing: false,
    },
    packaging: {
      ...scoped,
      material: 'cardboard',
      size: '40x30x20 cm',
      quantity_mode: 'units',
      units: 1000,
      unit_weight_kg: 0.25,
      factor_mode: 'auto',
      price_mode: 'custom',
      price_eur: 300,
    },
    freight: {
      ...scoped,
      direction: 'upstream',
      mode: 'hgv_articulated',
      distance_km: 450,
      mass_tonnes: 12.5,
    },
    waste: { ...scoped, waste_type: 'food', treatment: 'composting', mass_tonnes: 2 },
    commuting: {
      ...scoped,
      employees: 20,
      working_days: 220,
      remote_days: 40,
      one_way_km: 15,
      mode_split_percent: { car_petrol: 50, bus: 30, bike: 20 },
    },
    commutingSurvey: { ...scoped, rows: [{ mode: 'bus', one_way_km: 10, days_per_week: 5 }] },
    categoryStatus: {
      company_id: f.companyId,
      period_year: YEAR,
      category: 'investments',
      status: 'not_relevant',
      reason: 'No financial investments',
    },
    material: {
      ...scoped,
      material_type: 'steel',
      name: 'Steel sheet',
      quantity_tonnes: 2.5,
      factor_mode: 'auto',
    },
    item: {
      ...scoped,
      category_level2: 'Office',
      item: 'Toner',
      quantity: 250,
      unit: 'g',
      factor_mode: 'custom',
      custom_kg_co2e_per_unit: 4,
    },
    spend: {
      ...scoped,
      purchase_category: 'goods',
      label: 'Packaging',
      amount: 1000,
      currency: 'EUR',
      emission_factor_id: f.ids.ratio,
    },
    capitalGood: {
      ...scoped,
      name: 'Press',
      quantity: 4,
      unit: 'tonne',
      factor_mode: 'custom',
      custom_kg_co2e_per_unit: 3000,
      accounting: 'purchase_year',
    },
    product: {
      company_id: f.companyId,
      site_id: f.site.id,
      name: 'Bike frame',
      unit: 'unit',
      weight_per_unit_kg: 2.1,
      category: 'Bicycles',
      is_final_product: true,
      lines: [{ kind: 'material', emission_factor_id: f.ids.factor, quantity: 2000, unit: 'g' }],
    },
    simpleProduct: { company_id: f.companyId, name: 'Lamp', price_per_unit: 20, emissions_per_unit: 4 },
    productPurchase: { ...scoped, simple_product_id: f.ids.simpleProduct, quantity: 40 },
    soldProduct: {
      ...scoped,
      product_id: null,
      simple_product_id: f.ids.simpleProduct,
      units_sold: 100,
      include_materials: null,
      use_phase: { kind: 'energy', kwh_per_unit_lifetime: 10 },
      end_of_life: {
        waste_type: 'metals',
        recycling_percent: 60,
        incineration_percent: 10,
        landfill_percent: 30,
        include_packaging: false,
        weight_per_unit_kg: 1.5,
      },
    },
    scenario: {
      company_id: f.companyId,
      site_id: f.site.id,
      type: 'commute_enhanced',
      name: 'Commuting plan',
      inputs: {
        employees: 80,
        average_distance_km: 20,
        car_share_percent: 80,
        shift_to_public_transport_percent: 20,
        target_remote_days_per_week: 1,
      },
    },
    tariff: {
      company_id: f.companyId,
      year: YEAR,
      source: 'electricity',
      tariff_family: 'base',
      slots: [{ slot: 'base', price_eur_per_kwh: 0.2 }],
    },
    customPrice: {
      company_id: f.companyId,
      year: YEAR,
      source: 'gas',
      name: 'Contrat gaz',
      price_eur_per_kwh: 0.09,
      emission_kg_co2e_per_kwh: 0.227,
    },
  };
}

/** The company with one of each resource, recorded by its owner; and a member of each other role. */
async function fixture(): Promise<Fixture> {
  const owner = await register(t.app, { company_name: 'Role Checks SAS' });
  const companyId = owner.user.company_id;
  await setCompanyPlan(t.database.db, companyId, 'enterprise');
  const site = await createSite(t, owner, { address: '12 rue de l’Industrie, 69007 Lyon', employees: 80 });
  const ids: Record<string, string> = {};
  const f = { companyId, site, ids };
  // ADEME monetary ratio "Papier et carton - 2022" (per k€), for the spend-based line.
  ids.ratio = await factorId(t.database, 'ademe-base-carbone:43369');
  ids.factor = await created(owner, '/emission-factors', bodies(f).factor);
  ids.simpleProduct = await created(owner, '/simple-products', bodies(f).simpleProduct);
  const b = bodies(f);
  ids.site = await created(owner, '/sites', b.site);
  ids.project = await created(owner, '/projects', b.project);
  ids.catalogItem = await created(owner, '/product-catalog', b.catalogItem);
  ids.entry = await created(owner, '/entries', b.entry);
  ids.businessTravel = await created(owner, '/business-travel', b.businessTravel);
  ids.packaging = await created(owner, '/packaging', b.packaging);
  ids.freight = await created(owner, '/freight', b.freight);
  ids.waste = await created(owner, '/waste', b.waste);
  ids.commuting = await created(owner, '/commuting', b.commuting);
  ids.material = await created(owner, '/purchases/materials', b.material);
  ids.item = await created(owner, '/purchases/items', b.item);
  ids.spend = await created(owner, '/purchases/spend', b.spend);
  ids.capitalGood = await created(owner, '/purchases/capital-goods', b.capitalGood);
  ids.product = await created(owner, '/products', b.product);
  ids.productPurchase = await created(owner, '/purchases/products', b.productPurchase);
  ids.soldProduct = await created(owner, '/sold-products', b.soldProduct);
  ids.scenario = await created(owner, '/scenarios', b.scenario);
  const published = await send(owner, 'POST', { url: `/products/${ids.product}/publish` });
  expect(published.statusCode, published.body).toBeLessThan(300);
  const invitation = await send(owner, 'POST', {
    url: `/companies/${companyId}/invitations`,
    payload: { email: 'pending@example.org', role: 'viewer' },
  });
  expect(invitation.statusCode, invitation.body).toBe(201);
  ids.invitation = (invitation.json() as { id: string }).id;
  ids.apiKey = await created(owner, '/api-keys', {
    company_id: companyId,
    name: 'Nightly export',
    role: 'viewer',
  });
  // PACT (Enterprise includes API access): a partner the product is shared with, and a second one with no share
  // yet, so that the share-creation case is a request the owner would be granted (not a duplicate).
  ids.pactPartner = await created(owner, '/pact/partners', { company_id: companyId, name: 'Buyer GmbH' });
  ids.pactOtherPartner = await created(owner, '/pact/partners', {
    company_id: companyId,
    name: 'Other buyer',
  });
  ids.pactShare = await created(owner, '/pact/shares', {
    company_id: companyId,
    partner_id: ids.pactPartner,
    product_id: ids.product,
  });
  // PACT, data recipient side: a supplier connection and an imported footprint, written as the app stores them
  // (making them through the API needs a supplier answering over HTTP: pact-suppliers.int.test.ts does that).
  const importedFactor = await created(owner, '/emission-factors', {
    company_id: companyId,
    name_en: 'Supplier bracket',
    unit: 'kg',
    kg_co2e_per_unit: 2,
  });
  const [connection] = await t.database.db
    .insert(pactSupplierConnections)
    .values({
      companyId,
      name: 'Steel supplier',
      baseUrl: 'https://supplier.example.com/pact',
      clientId: 'us-at-supplier',
      clientSecret: 'their-secret',
      eventsClientId: `pact_sup_roles_${companyId}`,
      eventsClientSecretHash: '0'.repeat(64),
    })
    .returning({ id: pactSupplierConnections.id });
  ids.pactSupplier = connection!.id;
  const [pactImport] = await t.database.db
    .insert(pactImports)
    .values({
      companyId,
      supplierId: ids.pactSupplier,
      supplierName: 'Steel supplier',
      footprintId: '3f9b2c1e-8d4a-4b6e-9c2f-1a2b3c4d5e6f',
      footprint: {},
      factorUnit: 'kg',
      kgCo2ePerFactorUnit: '2',
      emissionFactorId: importedFactor,
    })
    .returning({ id: pactImports.id });
  ids.pactImport = pactImport!.id;
  const join = (role: Role) => joinCompany(t, owner, role);
  return {
    owner,
    admin: await join('admin'),
    editor: await join('editor'),
    viewer: await join('viewer'),
    companyId,
    site,
    ids,
  };
}

/** One request per write route, aimed at the fixture company's own rows. */
function attempts(f: Fixture): Record<string, Attempt> {
  const b = bodies(f);
  const { ids } = f;
  const csv = `site_id,category,quantity,unit,emission_factor_id,label\n${f.site.id},purchased_goods,2,kg,${ids.factor},Steel\n`;
  return {
    'PATCH /companies/:company_id': { url: `/companies/${f.companyId}`, payload: { name: 'Renamed' } },
    'POST /sites': { url: '/sites', payload: b.site },
    'PATCH /sites/:site_id': { url: `/sites/${ids.site}`, payload: { name: 'Renamed' } },
    'DELETE /sites/:site_id': { url: `/sites/${ids.site}` },
    'POST /onboarding/complete': { url: '/onboarding/complete', payload: { company_id: f.companyId } },
    'POST /emission-factors': { url: '/emission-factors', payload: b.factor },
    'PATCH /emission-factors/:id': {
      url: `/emission-factors/${ids.factor}`,
      payload: { kg_co2e_per_unit: 2.5 },
    },
    'DELETE /emission-factors/:id': { url: `/emission-factors/${ids.factor}` },
    'POST /product-catalog': { url: '/product-catalog', payload: b.catalogItem },
    'PATCH /product-catalog/:id': {
      url: `/product-catalog/${ids.catalogItem}`,
      payload: { price_per_unit: 0.9 },
    },
    'DELETE /product-catalog/:id': { url: `/product-catalog/${ids.catalogItem}` },
    'PUT /energy-prices/tariff': { url: '/energy-prices/tariff', payload: b.tariff },
    'POST /energy-prices/custom': { url: '/energy-prices/custom', payload: b.customPrice },
    'POST /entries/import': {
      url: '/entries/import',
      multipart: {
        company_id: f.companyId,
        period_year: String(YEAR),
        dry_run: 'false',
        file: { filename: 'a.csv', content: csv },
      },
    },
    'POST /imports/fec': {
      url: '/imports/fec',
      multipart: {
        company_id: f.companyId,
        period_year: String(YEAR),
        site_id: f.site.id,
        file: { filename: 'fec.txt', content: 'JournalCode\tJournalLib\n' },
      },
    },
    'POST /entries': { url: '/entries', payload: b.entry },
    'POST /entries/recompute': {
      url: '/entries/recompute',
      payload: { company_id: f.companyId, period_year: YEAR, dry_run: false },
    },
    'PATCH /entries/:id': { url: `/entries/${ids.entry}`, payload: { quantity: 200 } },
    'DELETE /entries/:id': { url: `/entries/${ids.entry}` },
    'POST /projects': { url: '/projects', payload: b.project },
    'PATCH /projects/:id': { url: `/projects/${ids.project}`, payload: { name: 'Renamed' } },
    'DELETE /projects/:id': { url: `/projects/${ids.project}` },
    ...lineRoutes('/business-travel', ids.businessTravel!, b.businessTravel),
    ...lineRoutes('/packaging', ids.packaging!, b.packaging),
    ...lineRoutes('/freight', ids.freight!, b.freight),
    ...lineRoutes('/waste', ids.waste!, b.waste),
    ...lineRoutes('/commuting', ids.commuting!, b.commuting),
    'POST /commuting/survey': { url: '/commuting/survey', payload: b.commutingSurvey },
    'PUT /accounting/category-status': { url: '/accounting/category-status', payload: b.categoryStatus },
    ...lineRoutes('/purchases/materials', ids.material!, b.material),
    ...lineRoutes('/purchases/items', ids.item!, b.item),
    ...lineRoutes('/purchases/spend', ids.spend!, b.spend),
    ...lineRoutes('/purchases/capital-goods', ids.capitalGood!, b.capitalGood),
    ...lineRoutes('/products', ids.product!, b.product),
    'POST /products/:id/publish': { url: `/products/${ids.product}/publish` },
    'DELETE /products/:id/publish': { url: `/products/${ids.product}/publish` },
    'POST /simple-products': { url: '/simple-products', payload: b.simpleProduct },
    'PATCH /simple-products/:id': {
      url: `/simple-products/${ids.simpleProduct}`,
      payload: { price_per_unit: 25 },
    },
    'DELETE /simple-products/:id': { url: `/simple-products/${ids.simpleProduct}` },
    ...lineRoutes('/purchases/products', ids.productPurchase!, b.productPurchase),
    ...lineRoutes('/sold-products', ids.soldProduct!, b.soldProduct),
    'POST /scenarios/estimate': {
      url: '/scenarios/estimate',
      payload: {
        company_id: f.companyId,
        site_id: f.site.id,
        type: b.scenario.type,
        inputs: b.scenario.inputs,
      },
    },
    ...lineRoutes('/scenarios', ids.scenario!, b.scenario),
    'PUT /portfolio': {
      url: `/portfolio?company_id=${f.companyId}`,
      payload: {
        growth_rate_percent: 2,
        end_year: 2030,
        scenarios: [{ scenario_id: ids.scenario, start_year: YEAR, ramp_up_years: 0 }],
      },
    },
    'POST /reports': {
      url: '/reports',
      payload: {
        company_id: f.companyId,
        period_year: YEAR,
        kind: 'ghg_inventory',
        format: 'csv',
        locale: 'en',
      },
    },
    'PATCH /companies/:company_id/members/:user_id': {
      url: `/companies/${f.companyId}/members/${f.editor.user.user_id}`,
      payload: { role: 'viewer' },
    },
    'DELETE /companies/:company_id/members/:user_id': {
      url: `/companies/${f.companyId}/members/${f.editor.user.user_id}`,
    },
    'POST /companies/:company_id/invitations': {
      url: `/companies/${f.companyId}/invitations`,
      payload: { email: 'new-colleague@example.org', role: 'viewer' },
    },
    'DELETE /companies/:company_id/invitations/:invitation_id': {
      url: `/companies/${f.companyId}/invitations/${ids.invitation}`,
    },
    'DELETE /companies/:company_id': {
      url: `/companies/${f.companyId}`,
      payload: { password: 'not-the-password-1' },
    },
    'POST /companies/:company_id/export': { url: `/companies/${f.companyId}/export` },
    'POST /api-keys': { url: '/api-keys', payload: { company_id: f.companyId, name: 'CI', role: 'viewer' } },
    'DELETE /api-keys/:id': { url: `/api-keys/${ids.apiKey}` },
    'POST /subscription/checkout': {
      url: '/subscription/checkout',
      payload: { company_id: f.companyId, plan: 'pro', billing_period: 'year' },
    },
    'POST /subscription/cancel': { url: '/subscription/cancel', payload: { company_id: f.companyId } },
    'POST /subscription/portal': { url: '/subscription/portal', payload: { company_id: f.companyId } },
    'POST /pact/partners': { url: '/pact/partners', payload: { company_id: f.companyId, name: 'New buyer' } },
    'DELETE /pact/partners/:id': { url: `/pact/partners/${ids.pactPartner}` },
    'POST /pact/shares': {
      url: '/pact/shares',
      payload: { company_id: f.companyId, partner_id: ids.pactOtherPartner, product_id: ids.product },
    },
    'DELETE /pact/shares/:id': { url: `/pact/shares/${ids.pactShare}` },
    'POST /pact/suppliers': {
      url: '/pact/suppliers',
      payload: {
        company_id: f.companyId,
        name: 'Aluminium supplier',
        base_url: 'https://alu.example.com/pact',
        client_id: 'id',
        client_secret: 'secret',
      },
    },
    'DELETE /pact/suppliers/:id': { url: `/pact/suppliers/${ids.pactSupplier}` },
    'POST /pact/suppliers/:id/refresh': { url: `/pact/suppliers/${ids.pactSupplier}/refresh` },
    'POST /pact/imports': {
      url: '/pact/imports',
      payload: {
        company_id: f.companyId,
        supplier_id: ids.pactSupplier,
        footprint_id: '7d1e5f3a-2b4c-4d6e-8f1a-3b5c7d9e1f2a',
      },
    },
    'POST /pact/imports/:id/apply-newer': { url: `/pact/imports/${ids.pactImport}/apply-newer` },
  };
}

/** The create, replace and delete routes of a resource whose replace takes the create body. */
function lineRoutes(path: string, id: string, body: Record<string, unknown>): Record<string, Attempt> {
  return {
    [`POST ${path}`]: { url: path, payload: body },
    [`PUT ${path}/:id`]: { url: `${path}/${id}`, payload: body },
    [`DELETE ${path}/:id`]: { url: `${path}/${id}` },
  };
}

/**
 * A fingerprint of every table: an md5 of each table's rows. Job and outbox bookkeeping is left out only where a
 * refused request cannot have touched it anyway (they are checked all the same: no table is skipped).
 */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    t.database,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ digest: string | null }>(
      t.database,
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${sql.identifier(name)} x`,
    );
    result[name] = row?.digest ?? '';
  }
  return result;
}

const writeRoutes = allEndpoints.filter((endpoint) => WRITE_METHODS.has(endpoint.method)).map(endpointKey);

/**
 * Routes where only owners and admins are let in: members, billing, and PACT partners and shares (they hand out
 * credentials and publish footprints outside the company: PactService.requireManager).
 */
const MANAGEMENT_ROUTES = [
  'PATCH /companies/:company_id',
  'PATCH /companies/:company_id/members/:user_id',
  'DELETE /companies/:company_id/members/:user_id',
  'POST /companies/:company_id/invitations',
  'DELETE /companies/:company_id/invitations/:invitation_id',
  'DELETE /companies/:company_id',
  'POST /companies/:company_id/export',
  'POST /api-keys',
  'DELETE /api-keys/:id',
  'POST /subscription/checkout',
  'POST /subscription/cancel',
  'POST /subscription/portal',
  'POST /pact/partners',
  'DELETE /pact/partners/:id',
  'POST /pact/shares',
  'DELETE /pact/shares/:id',
  // Supplier connections hold credentials a supplier gave the company, and imports write company factors.
  'POST /pact/suppliers',
  'DELETE /pact/suppliers/:id',
  'POST /pact/suppliers/:id/refresh',
  'POST /pact/imports',
  'POST /pact/imports/:id/apply-newer',
];

describe('role checks on every write endpoint', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await fixture();
  }, 120_000);

  it('has a case or a stated exemption for every write route of the route table', () => {
    expect(writeRoutes.length).toBeGreaterThan(50);
    const cases = Object.keys(attempts(f));
    const uncovered = writeRoutes.filter((route) => !cases.includes(route) && !(route in EXEMPT));
    expect(uncovered).toEqual([]);
    // No stale case or exemption: each names a route that exists.
    expect([...cases, ...Object.keys(EXEMPT)].filter((route) => !writeRoutes.includes(route))).toEqual([]);
    expect(
      [...Object.keys(READ_ONLY_POSTS), ...Object.keys(EXPORTS)].filter((route) => !cases.includes(route)),
    ).toEqual([]);
    for (const reason of Object.values(EXEMPT)) expect(reason.length).toBeGreaterThan(5);
  });

  it('answers a viewer 403 on each company-scoped write and changes nothing', async () => {
    const before = await fingerprint();
    const statuses: Record<string, number> = {};
    const refusable = Object.entries(attempts(f)).filter(([route]) => !(route in EXPORTS));
    for (const [route, attempt] of refusable) {
      const response = await send(f.viewer, route.split(' ')[0]!, attempt);
      statuses[route] = response.statusCode;
      if (response.statusCode === 403)
        expect((response.json() as { code: string }).code, route).toBe('forbidden');
      else if (!(route in READ_ONLY_POSTS))
        expect.soft(response.statusCode, `${route}: ${response.body}`).toBe(403);
    }
    const expected = Object.fromEntries(
      refusable.map(([route]) => [route, route in READ_ONLY_POSTS ? 200 : 403]),
    );
    expect(statuses).toEqual(expected);
    expect(await fingerprint()).toEqual(before);
  }, 120_000);

  it('lets a viewer export, which writes nothing but the export itself', async () => {
    const all = attempts(f);
    for (const [route, { tables }] of Object.entries(EXPORTS)) {
      const before = await fingerprint();
      const response = await send(f.viewer, route.split(' ')[0]!, all[route]!);
      expect(response.statusCode, `${route}: ${response.body}`).toBe(202);
      await t.jobs.idle();
      const after = await fingerprint();
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      expect(changed.filter((table) => !tables.includes(table))).toEqual([]);
    }
  });

  it('answers an editor 403 on member and company management, and changes nothing', async () => {
    const all = attempts(f);
    const before = await fingerprint();
    for (const route of MANAGEMENT_ROUTES) {
      const attempt = all[route]!;
      // The editor aims at another member (the viewer): leaving the company themselves is every member's right.
      const aimed = { ...attempt, url: attempt.url.replace(f.editor.user.user_id, f.viewer.user.user_id) };
      const response = await send(f.editor, route.split(' ')[0]!, aimed);
      expect(response.statusCode, `${route}: ${response.body}`).toBe(403);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('lets the owner and an admin through the same requests (the cases are valid, not refused for another reason)', async () => {
    const all = attempts(f);
    // The editor records data with the same bodies the viewer was refused.
    for (const route of ['POST /entries', 'POST /waste', 'PUT /accounting/category-status']) {
      const response = await send(f.editor, route.split(' ')[0]!, all[route]!);
      expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(300);
    }
    // The admin manages members with the requests the editor was refused (this one makes the editor a viewer).
    for (const route of [
      'POST /companies/:company_id/invitations',
      'PATCH /companies/:company_id/members/:user_id',
      'POST /pact/partners',
      'POST /pact/shares',
      'DELETE /pact/shares/:id',
      'DELETE /pact/partners/:id',
      'DELETE /pact/suppliers/:id',
    ]) {
      const response = await send(f.admin, route.split(' ')[0]!, all[route]!);
      expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(300);
    }
  });
});
