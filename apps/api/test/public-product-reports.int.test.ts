import { describe, expect, it } from 'vitest';
import type { Site } from '@carbon/contracts/companies';
import type { ProductMatchResponse, PublicReportList } from '@carbon/contracts/public-products';
import { useLibraryTestApp } from './helpers/factor-library.ts';
import { createSite } from './helpers/ledger.ts';
import { register, type RegisteredUser } from './helpers/test-app.ts';
import { setCompanyPlan } from './helpers/plan.ts';

const t = useLibraryTestApp();

interface Fixture {
  user: RegisteredUser;
  companyId: string;
  site: Site;
  steel: string;
}

/** An Enterprise company with a site and its own steel factor (1.9 kg CO2e/kg). */
async function company(name: string): Promise<Fixture> {
  const user = await register(t.app, { company_name: name });
  const companyId = user.user.company_id;
  await setCompanyPlan(t.database.db, companyId, 'enterprise');
  const site = await createSite(t, user);
  const created = await t.call(user, 'POST', '/emission-factors', {
    payload: { company_id: companyId, name_en: 'Our steel', unit: 'kg', kg_co2e_per_unit: 1.9, country_code: 'FR', year: 2025 },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { user, companyId, site, steel: (created.json() as { id: string }).id };
}

async function product(f: Fixture, name: string, category: string): Promise<string> {
  const response = await t.call(f.user, 'POST', '/products', {
    payload: {
      company_id: f.companyId,
      site_id: f.site.id,
      name,
      unit: 'unit',
      weight_per_unit_kg: 2.1,
      category,
      is_final_product: true,
      lines: [{ kind: 'material', emission_factor_id: f.steel, quantity: 2, unit: 'kg' }],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

async function publish(f: Fixture, id: string): Promise<string> {
  const response = await t.call(f.user, 'POST', `/products/${id}/publish`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { slug: string }).slug;
}

async function list(query = ''): Promise<PublicReportList> {
  const response = await t.call(null, 'GET', `/public/product-reports${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PublicReportList;
}

async function match(q: string, lang: 'en' | 'fr' = 'en'): Promise<ProductMatchResponse> {
  const response = await t.call(null, 'GET', `/public/product-match?q=${encodeURIComponent(q)}&lang=${lang}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProductMatchResponse;
}

describe('public product reports', () => {
  it('lists only published reports, without a token; unpublishing removes the report and its page', async () => {
    const f = await company('Velo Works');
    const published = await product(f, 'Gravel bike frame', 'Bicycles');
    const draft = await product(f, 'Secret prototype frame', 'Bicycles');
    const slug = await publish(f, published);

    const page = await list('?limit=100');
    const mine = page.items.filter((item) => item.company_name === 'Velo Works');
    // 2 kg × 1.9 kg CO2e/kg = 3.8 kg CO2e per unit.
    expect(mine).toEqual([
      {
        slug,
        name: 'Gravel bike frame',
        category: 'Bicycles',
        unit: 'unit',
        kg_co2e_per_unit: expect.closeTo(3.8, 10),
        company_name: 'Velo Works',
        published_at: expect.any(String),
      },
    ]);
    expect(JSON.stringify(page)).not.toContain('Secret prototype');
    expect(JSON.stringify(page)).not.toContain(published);
    expect(JSON.stringify(page)).not.toContain(f.companyId);
    expect(page).toMatchObject({ limit: 100, offset: 0 });
    expect(page.total).toBeGreaterThanOrEqual(1);

    // Paginated: limit/offset are honoured and bounded.
    const first = await list('?limit=1&offset=0');
    expect(first.items).toHaveLength(1);
    expect((await t.call(null, 'GET', '/public/product-reports?limit=1000')).statusCode).toBe(422);
    expect((await t.call(null, 'GET', '/public/product-reports?offset=-1')).statusCode).toBe(422);

    // The report's supply chain: the site's country; no volume or size stated in the catalog entry.
    const report = await t.call(null, 'GET', `/public/product-reports/${slug}`);
    expect(report.json()).toMatchObject({ origin_country: 'FR', volume: null, volume_unit: null, size: null });

    expect((await t.call(f.user, 'DELETE', `/products/${published}/publish`)).statusCode).toBe(204);
    expect((await list('?limit=100')).items.map((item) => item.slug)).not.toContain(slug);
    expect((await t.call(null, 'GET', `/public/product-reports/${slug}`)).statusCode).toBe(404);
    expect(draft).toEqual(expect.any(String));
  });
});

describe('product match', () => {
  it('finds a published report and a library catalog item in English and French, never a private item', async () => {
    const f = await company('Atelier Cadre');
    const slug = await publish(f, await product(f, 'Aluminium bicycle frame', 'Bicycles'));
    await product(f, 'Unpublished bicycle saddle', 'Bicycles');
    const other = await company('Private Steel Co');
    const privateItem = await t.call(other.user, 'POST', '/product-catalog', {
      payload: { company_id: other.companyId, category: 'Metals', name: 'Steel private alloy', price_per_unit: 3, unit: 'kg' },
    });
    expect(privateItem.statusCode, privateItem.body).toBe(201);

    const en = await match('bicycle frame');
    expect(en.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'report',
          slug,
          name: 'Aluminium bicycle frame',
          company_name: 'Atelier Cadre',
          kg_co2e_per_unit: expect.closeTo(3.8, 10),
        }),
      ]),
    );
    expect(en.items.map((item) => item.name)).not.toContain('Unpublished bicycle saddle');

    const steelEn = await match('steel');
    expect(steelEn.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'catalog_item', name: 'Steel, virgin', slug: null })]),
    );
    expect(steelEn.items.map((item) => item.name)).not.toContain('Steel private alloy');
    expect(JSON.stringify(steelEn)).not.toContain(other.companyId);

    const steelFr = await match('acier', 'fr');
    expect(steelFr.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'catalog_item', name: 'Acier neuf' })]),
    );
    expect(steelFr.items.map((item) => item.name)).not.toContain('Steel private alloy');

    // A French description finds the report by its words too (a typo-tolerant, accent-folded match).
    const frReport = await match('cadre aluminium', 'fr');
    expect(frReport.items.some((item) => item.kind === 'report' && item.slug === slug)).toBe(true);

    for (const item of [...en.items, ...steelEn.items, ...steelFr.items]) {
      expect(item.kg_co2e_per_unit === null || typeof item.kg_co2e_per_unit === 'number').toBe(true);
    }
  });

  it('refuses a query under 2 characters (422) and a limit above the bound, without a token', async () => {
    const short = await t.call(null, 'GET', '/public/product-match?q=a');
    expect(short.statusCode, short.body).toBe(422);
    expect(JSON.stringify(short.json())).toContain('q');
    expect((await t.call(null, 'GET', '/public/product-match?q=steel&limit=500')).statusCode).toBe(422);
  });
});
