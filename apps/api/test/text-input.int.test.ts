import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, register, uniqueEmail, useTestApp, type RegisteredUser } from './helpers/test-app.ts';

/**
 * Characters no one types and the database or the mailer cannot take: NUL (PostgreSQL refuses it in text),
 * a lone UTF-16 surrogate (it has no UTF-8 encoding), other C0 and C1 controls and DEL. Every text field of every
 * endpoint refuses them with a 422 on that field, in the request's language, and writes nothing.
 */

const t = useTestApp();
let owner: RegisteredUser;
let companyId: string;
let siteId: string;
let factorId: string;
let itemId: string;

beforeAll(async () => {
  owner = await register(t.app, { company_name: 'Fromagerie du Jura' });
  companyId = owner.user.company_id;
  const site = await call('POST', '/sites', { company_id: companyId, name: 'Dole', country: 'FR' });
  siteId = (site.json() as { id: string }).id;
  const factor = await call('POST', '/emission-factors', {
    company_id: companyId,
    name_en: 'Our milk',
    unit: 'l',
    kg_co2e_per_unit: 1.2,
  });
  factorId = (factor.json() as { id: string }).id;
  const item = await call('POST', '/product-catalog', {
    company_id: companyId,
    category: 'Packaging',
    name: 'Cheese box',
    price_per_unit: 0.4,
  });
  itemId = (item.json() as { id: string }).id;
}, 60_000);

function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>, lang = 'en') {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${owner.access_token}`, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
}

/** What the database holds for what an endpoint writes, compared before and after a refused request. */
function snapshot(query: () => SQL) {
  return () => queryRows<Record<string, unknown>>(t.database, query());
}

interface BodyCase {
  method: 'POST' | 'PATCH';
  url: () => string;
  /** A valid body; the field under test replaces its value. */
  body: () => Record<string, unknown>;
  fields: string[];
  /** Fields inside an array: [field, index]. */
  arrayFields?: [string, number][];
  rows: () => Promise<Record<string, unknown>[]>;
}

const users = snapshot(() => sql`select id, first_name, last_name from users order by id`);
const companies = snapshot(() => sql`select id, name from companies order by id`);
const sites = snapshot(() => sql`select id, name, address from sites order by id`);
const factors = snapshot(
  () => sql`select f.id, f.name_fr, f.name_en, f.category_path_en, d.comment_en from emission_factors f
            left join emission_factor_details d on d.factor_id = f.id where f.company_id is not null order by f.id`,
);
const items = snapshot(() => sql`select * from catalog_items where company_id is not null order by id`);
const contactMessages = snapshot(() => sql`select id from contact_messages order by id`);

const catalogTextFields = [
  'category',
  'name',
  'alternative_name',
  'description',
  'product_type',
  'material_type',
  'size',
  'size_label',
  'region',
  'dimensions',
];

const bodyCases: Record<string, BodyCase> = {
  'POST /auth/register': {
    method: 'POST',
    url: () => '/auth/register',
    body: () => ({
      email: uniqueEmail('nul'),
      password: 'correct horse battery',
      first_name: 'Ada',
      last_name: 'Lovelace',
      company_name: 'Analytical Engines',
    }),
    fields: ['first_name', 'last_name', 'company_name'],
    rows: users,
  },
  'PATCH /settings/profile': {
    method: 'PATCH',
    url: () => '/settings/profile',
    body: () => ({ first_name: 'Ada', last_name: 'Lovelace' }),
    fields: ['first_name', 'last_name'],
    rows: users,
  },
  'POST /contact-messages': {
    method: 'POST',
    url: () => '/contact-messages',
    body: () => ({
      name: 'Camille Martin',
      email: uniqueEmail('contact'),
      company: 'Fromagerie',
      subject: 'Residual mix',
      message: 'Which residual mix do you apply to our sites in Spain?',
      consent: true,
    }),
    fields: ['name', 'company', 'subject', 'message'],
    rows: contactMessages,
  },
  'PATCH /companies/:id': {
    method: 'PATCH',
    url: () => `/companies/${companyId}`,
    body: () => ({ name: 'Fromagerie' }),
    fields: ['name'],
    rows: companies,
  },
  'POST /sites': {
    method: 'POST',
    url: () => '/sites',
    body: () => ({ company_id: companyId, name: 'Lons', address: '1 rue du Commerce', country: 'FR' }),
    fields: ['name', 'address'],
    rows: sites,
  },
  'PATCH /sites/:id': {
    method: 'PATCH',
    url: () => `/sites/${siteId}`,
    body: () => ({ name: 'Lons', address: '1 rue du Commerce' }),
    fields: ['name', 'address'],
    rows: sites,
  },
  'POST /emission-factors': {
    method: 'POST',
    url: () => '/emission-factors',
    body: () => ({
      company_id: companyId,
      name_fr: 'Lait',
      name_en: 'Milk',
      unit: 'l',
      kg_co2e_per_unit: 1,
      category_path: ['Food', 'Dairy'],
      comment: 'Measured',
    }),
    fields: ['name_fr', 'name_en', 'comment'],
    arrayFields: [['category_path', 1]],
    rows: factors,
  },
  'PATCH /emission-factors/:id': {
    method: 'PATCH',
    url: () => `/emission-factors/${factorId}`,
    body: () => ({ name_fr: 'Lait', name_en: 'Milk', category_path: ['Food', 'Dairy'], comment: 'Measured' }),
    fields: ['name_fr', 'name_en', 'comment'],
    arrayFields: [['category_path', 1]],
    rows: factors,
  },
  'POST /product-catalog': {
    method: 'POST',
    url: () => '/product-catalog',
    body: () => ({
      company_id: companyId,
      price_per_unit: 1,
      ...Object.fromEntries(catalogTextFields.map((field) => [field, 'Cardboard'])),
    }),
    fields: catalogTextFields,
    rows: items,
  },
  'PATCH /product-catalog/:id': {
    method: 'PATCH',
    url: () => `/product-catalog/${itemId}`,
    body: () => Object.fromEntries(catalogTextFields.map((field) => [field, 'Cardboard'])),
    fields: catalogTextFields,
    rows: items,
  },
};

/** One value per language, so both translations of the message are checked. */
const forbiddenValues = [
  {
    label: 'a NUL byte',
    value: 'Acme\u0000Corp',
    lang: 'en',
    message: 'Contains characters that are not allowed',
  },
  {
    label: 'a lone surrogate',
    value: 'Acme \ud800 Corp',
    lang: 'fr',
    message: 'Contient des caractères non autorisés',
  },
] as const;

const bodyRows = Object.entries(bodyCases).flatMap(([endpoint, spec]) => [
  ...spec.fields.map((field) => ({ endpoint, spec, field, index: undefined as number | undefined })),
  ...(spec.arrayFields ?? []).map(([field, index]) => ({ endpoint, spec, field, index })),
]);

describe('text fields refuse control characters and lone surrogates', () => {
  it('covers the 26 text fields of the issue on every endpoint that takes them', () => {
    expect(bodyRows).toHaveLength(2 + 3 + 4 + 1 + 2 + 2 + 4 + 4 + 10 + 10);
  });

  for (const bad of forbiddenValues) {
    it.each(bodyRows)(
      `$endpoint $field: ${bad.label} answers 422 and changes nothing`,
      async ({ spec, field, index }) => {
        const body = spec.body();
        if (index === undefined) body[field] = bad.value;
        else (body[field] as unknown[])[index] = bad.value;
        const before = await spec.rows();
        const response = await call(spec.method, spec.url(), body, bad.lang);
        expect(response.statusCode, response.body).toBe(422);
        const answer = response.json() as { code: string; detail: { loc: unknown[]; msg: string }[] };
        expect(answer.code).toBe('validation_error');
        const loc = index === undefined ? ['body', field] : ['body', field, index];
        expect(answer.detail).toContainEqual(expect.objectContaining({ loc, msg: bad.message }));
        expect(await spec.rows()).toEqual(before);
      },
    );
  }

  it.each(['/emission-factors/search', '/product-catalog/search'])(
    'GET %s refuses a NUL byte or a control character in q, in the request language',
    async (path) => {
      for (const [q, lang, message] of [
        ['ci%00ment', 'en', 'Contains characters that are not allowed'],
        ['ci%07ment', 'fr', 'Contient des caractères non autorisés'],
        ['ci%C2%85ment', 'en', 'Contains characters that are not allowed'],
      ] as const) {
        const response = await call('GET', `${path}?q=${q}`, undefined, lang);
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json()).toEqual({
          code: 'validation_error',
          detail: [expect.objectContaining({ loc: ['query', 'q'], msg: message })],
        });
      }
    },
  );

  it('never answers 500 for NUL or a lone surrogate in an email, a password or a token', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['/auth/login', { email: 'a\u0000b@example.org', password: 'x' }],
      ['/auth/login', { email: owner.email, password: 'correct\u0000horse \ud800' }],
      ['/auth/forgot-password', { email: 'a\ud800@example.org' }],
      ['/auth/verify-email', { token: 'abc\u0000def' }],
      ['/auth/reset-password', { token: 'abc\ud800def', new_password: 'correct horse battery' }],
    ];
    for (const [url, payload] of cases) {
      const response = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
      expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(500);
      expect(response.json()).toEqual(expect.objectContaining({ code: expect.any(String) }));
    }
  });

  it('keeps tab and line breaks in multi-line fields, and emoji everywhere', async () => {
    const description = 'Double wall\n\tRecycled fibre\r\nFSC';
    const created = await call('POST', '/product-catalog', {
      company_id: companyId,
      category: 'Packaging 📦',
      name: 'Crate 🧀',
      price_per_unit: 2,
      description,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Crate 🧀', description });

    const comment = await call('PATCH', `/emission-factors/${factorId}`, { comment: 'Line one\nLine two' });
    expect(comment.statusCode, comment.body).toBe(200);

    const contact = await call('POST', '/contact-messages', {
      name: 'Camille',
      email: uniqueEmail('multi'),
      subject: 'Question',
      message: 'Hello,\n\nwhich factor\tapplies to milk?',
      consent: true,
    });
    expect(contact.statusCode, contact.body).toBe(201);
  });

  it('refuses a line break inside a single-line field but trims one at its ends', async () => {
    const inside = await call('PATCH', `/sites/${siteId}`, { name: 'Dole\nNord' });
    expect(inside.statusCode).toBe(422);
    const ends = await call('PATCH', `/sites/${siteId}`, { name: '  Dole Nord\n' });
    expect(ends.statusCode, ends.body).toBe(200);
    expect(ends.json()).toMatchObject({ name: 'Dole Nord' });
  });
});
