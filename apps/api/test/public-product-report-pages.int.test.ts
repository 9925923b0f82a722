import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@carbon/contracts/products';
import { createSite } from './helpers/ledger.ts';
import { register, useTestApp, type RegisteredUser } from './helpers/test-app.ts';
import { setCompanyPlan } from './helpers/plan.ts';

/**
 * Product reports rendered by the server at request time (docs/decisions/0028, "Request-time pages"), with the real
 * renderer: the SSR build of apps/web/src/entry-server.tsx, built here as `npm run build` builds it; the template is a
 * minimal public.html (the real one is the client build's, exercised by the e2e test).
 */
const repoRoot = join(import.meta.dirname, '..', '..', '..');
const webDist = mkdtempSync(join(tmpdir(), 'carbon-report-pages-dist-'));
const renderer = mkdtempSync(join(tmpdir(), 'carbon-report-pages-renderer-'));
const template =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <!--page-head-->\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
const builtSitemap =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n  <url>\n    <loc>http://app.test/pricing</loc>\n  </url>\n</urlset>\n';

beforeAll(() => {
  execFileSync(
    join(repoRoot, 'node_modules', '.bin', 'vite'),
    ['build', '--config', 'vite.public.config.ts', '--ssr', 'src/entry-server.tsx', '--outDir', renderer, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: join(repoRoot, 'apps', 'web'), stdio: 'pipe' },
  );
  writeFileSync(join(renderer, 'template.html'), template);
  writeFileSync(join(renderer, 'page.json'), JSON.stringify({ redirectScript: '/assets/locale-redirect-test.js' }));
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root">single-page app</div>');
  writeFileSync(join(webDist, 'sitemap.xml'), builtSitemap);
}, 120_000);
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
  rmSync(renderer, { recursive: true, force: true });
});

const t = useTestApp({ config: { webDistDir: webDist, webRendererDir: renderer } });

interface Fixture {
  user: RegisteredUser;
  companyId: string;
  siteId: string;
  steel: string;
}

async function company(name: string): Promise<Fixture> {
  const user = await register(t.app, { company_name: name });
  const companyId = user.user.company_id;
  await setCompanyPlan(t.database.db, companyId, 'enterprise');
  const site = await createSite(t, user);
  const created = await t.call(user, 'POST', '/emission-factors', {
    payload: { company_id: companyId, name_en: 'Our steel', unit: 'kg', kg_co2e_per_unit: 1.9, country_code: 'FR', year: 2025 },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { user, companyId, siteId: site.id, steel: (created.json() as { id: string }).id };
}

/** 1,250 kg of steel at 1.9 kg CO2e/kg: 2,375 kg CO2e per unit, a figure with a thousands separator in both languages. */
function body(f: Fixture, extra: Record<string, unknown> = {}) {
  return {
    company_id: f.companyId,
    site_id: f.siteId,
    name: 'Steel <shed> & "hut"',
    unit: 'unit',
    weight_per_unit_kg: 1250,
    category: 'Buildings',
    description: 'A galvanised steel garden shed.',
    is_final_product: true,
    lines: [{ kind: 'material', emission_factor_id: f.steel, quantity: 1250, unit: 'kg' }],
    ...extra,
  };
}

async function page(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body, headers: response.headers };
}

function head(html: string): string {
  return html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
}

describe('product fields for the public report: volume, size, origin', () => {
  it('round-trips volume_per_unit_l, dimensions_cm and origin_country, and the report shows them', async () => {
    const f = await company('Shed Makers');
    const created = await t.call(f.user, 'POST', '/products', {
      payload: body(f, { volume_per_unit_l: 3.2, dimensions_cm: { length: 200, width: 4, height: 4.5 }, origin_country: 'DE' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json() as Product;
    expect(product).toMatchObject({ volume_per_unit_l: 3.2, dimensions_cm: { length: 200, width: 4, height: 4.5 }, origin_country: 'DE' });
    const read = (await t.call(f.user, 'GET', `/products/${product.id}`)).json() as Product;
    expect(read).toMatchObject({ volume_per_unit_l: 3.2, dimensions_cm: { length: 200, width: 4, height: 4.5 }, origin_country: 'DE' });

    const slug = ((await t.call(f.user, 'POST', `/products/${product.id}/publish`)).json() as { slug: string }).slug;
    const report = (await t.call(null, 'GET', `/public/product-reports/${slug}`)).json() as Record<string, unknown>;
    expect(report).toMatchObject({ origin_country: 'DE', volume: 3.2, volume_unit: 'l', dimensions_cm: { length: 200, width: 4, height: 4.5 } });

    // Cleared again: null, and the report falls back to the site's country (FR).
    const cleared = await t.call(f.user, 'PUT', `/products/${product.id}`, {
      payload: { ...body(f), company_id: undefined, volume_per_unit_l: null, dimensions_cm: null, origin_country: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ volume_per_unit_l: null, dimensions_cm: null, origin_country: null });
    const after = (await t.call(null, 'GET', `/public/product-reports/${slug}`)).json() as Record<string, unknown>;
    expect(after).toMatchObject({ origin_country: 'FR', volume: null, dimensions_cm: null });
  });

  it('refuses a volume or a side not greater than 0 and an unknown country code (422, message keys in both languages), writing nothing', async () => {
    const f = await company('Bad Input Sheds');
    const cases: [Record<string, unknown>, string[], string, string][] = [
      [{ volume_per_unit_l: 0 }, ['body', 'volume_per_unit_l'], 'greater than zero', 'strictement positive'],
      [{ volume_per_unit_l: -2 }, ['body', 'volume_per_unit_l'], 'greater than zero', 'strictement positive'],
      [{ dimensions_cm: { length: 10, width: 0, height: 3 } }, ['body', 'dimensions_cm', 'width'], 'greater than zero', 'strictement positive'],
      [{ dimensions_cm: { length: 10, width: 2 } }, ['body', 'dimensions_cm', 'height'], '', ''],
      [{ origin_country: 'France' }, ['body', 'origin_country'], 'choose a country', 'choisir un pays'],
    ];
    for (const [extra, loc, en, fr] of cases) {
      for (const [lang, text] of [['en', en], ['fr', fr]] as const) {
        const response = await t.call(f.user, 'POST', '/products', { payload: body(f, extra), lang });
        expect(response.statusCode, JSON.stringify(extra)).toBe(422);
        const issues = (response.json() as { detail: { loc: (string | number)[]; msg: string }[] }).detail;
        const issue = issues.find((candidate) => candidate.loc.join('.') === loc.join('.'));
        expect(issue, `${JSON.stringify(extra)} ${JSON.stringify(issues)}`).toBeDefined();
        expect(issue!.msg).not.toMatch(/^errors\./);
        if (text) expect(issue!.msg).toContain(text);
      }
    }
    const list = (await t.call(f.user, 'GET', `/products?company_id=${f.companyId}`)).json() as { items: unknown[] };
    expect(list.items).toHaveLength(0);
  });
});

describe('report pages rendered at request time', () => {
  it('answers the report as full HTML in English and French: title, description, canonical, hreflang, Open Graph, numbers in the locale; 404 once withdrawn', async () => {
    const f = await company('Shed Makers & Co');
    const created = await t.call(f.user, 'POST', '/products', {
      payload: body(f, { volume_per_unit_l: 1500.5, dimensions_cm: { length: 200, width: 150, height: 210 } }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as Product).id;
    const slug = ((await t.call(f.user, 'POST', `/products/${id}/publish`)).json() as { slug: string }).slug;

    const en = await page(`/product-reports/${slug}`);
    expect(en.status).toBe(200);
    expect(en.headers['content-type']).toContain('text/html');
    expect(en.headers['cache-control']).toBe('no-cache');
    expect(en.headers['server-timing']).toMatch(/^render;dur=\d+(\.\d+)?$/);
    const enHead = head(en.html);
    expect(en.html).toContain('<html lang="en">');
    // Escaped once in the head: the name is the company's text.
    expect(enHead).toContain('<title>Steel &lt;shed&gt; &amp; &quot;hut&quot; — carbon footprint · Carbon Ledger</title>');
    expect(enHead).toContain(
      '<meta name="description" content="Carbon footprint of Steel &lt;shed&gt; &amp; &quot;hut&quot; by Shed Makers &amp; Co: 2,375.000 kg CO2e per unit. A galvanised steel garden shed." />',
    );
    expect(enHead).toContain(`<link rel="canonical" href="http://app.test/product-reports/${slug}" />`);
    expect(enHead).toContain(`<link rel="alternate" hreflang="fr" href="http://app.test/product-reports/${slug}?lang=fr" />`);
    expect(enHead).toContain(`<link rel="alternate" hreflang="x-default" href="http://app.test/product-reports/${slug}" />`);
    expect(enHead).toContain('<meta property="og:title" content="Steel &lt;shed&gt; &amp; &quot;hut&quot; — carbon footprint · Carbon Ledger" />');
    expect(enHead).toContain(`<meta property="og:url" content="http://app.test/product-reports/${slug}" />`);
    expect(enHead).toContain('<meta property="og:locale" content="en_GB" />');
    expect(enHead).toContain('<meta name="twitter:card" content="summary" />');
    expect(enHead).toContain('<meta name="twitter:title" content="Steel &lt;shed&gt; &amp; &quot;hut&quot; — carbon footprint · Carbon Ledger" />');
    expect(enHead).toContain('<script src="/assets/locale-redirect-test.js"></script>');
    // The body: the report itself, server-rendered (h1, the figure, the stage table, the supply chain facts).
    expect(en.html).toMatch(/<h1[^>]*>Steel &lt;shed&gt; &amp; &quot;hut&quot;<\/h1>/);
    expect(en.html).toContain('2,375.000');
    expect(en.html).toContain('1,500.5 l');
    expect(en.html).toContain('200 × 150 × 210 cm');
    expect(en.html).toContain('France');
    // The data it was rendered with, for hydration, with "<" escaped so it cannot close the script.
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(en.html)?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('<');
    expect((JSON.parse(data!) as Record<string, { data: { name: string } }>)[`report:${slug}`]!.data.name).toBe('Steel <shed> & "hut"');

    const fr = await page(`/product-reports/${slug}?lang=fr`);
    expect(fr.status).toBe(200);
    const frHead = head(fr.html);
    expect(fr.html).toContain('<html lang="fr">');
    expect(frHead).toContain('<title>Steel &lt;shed&gt; &amp; &quot;hut&quot; — empreinte carbone · Carbon Ledger</title>');
    // French notation: narrow no-break space for thousands, decimal comma.
    expect(frHead).toContain('2\u202f375,000 kg CO2e par unit');
    expect(frHead).toContain(`<link rel="canonical" href="http://app.test/product-reports/${slug}?lang=fr" />`);
    expect(frHead).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(fr.html).toContain('1\u202f500,5 l');
    expect(fr.html).toContain('Non indiqué');

    // The list page: the report's link and figure, server-rendered.
    const list = await page('/product-reports?lang=fr');
    expect(list.status).toBe(200);
    expect(list.html).toContain(`href="/product-reports/${slug}"`);
    expect(list.html).toContain('2\u202f375,000');
    expect(head(list.html)).toContain('<link rel="canonical" href="http://app.test/product-reports?lang=fr" />');

    // Withdrawn: the public not-found page, with 404, out of search indexes.
    expect((await t.call(f.user, 'DELETE', `/products/${id}/publish`)).statusCode).toBe(204);
    for (const url of [`/product-reports/${slug}`, `/product-reports/${slug}?lang=fr`]) {
      const gone = await page(url);
      expect(gone.status, url).toBe(404);
      expect(gone.headers['content-type']).toContain('text/html');
      expect(gone.html).toContain('404');
      expect(gone.html).not.toContain('2,375');
      expect(head(gone.html)).toContain('<meta name="robots" content="noindex" />');
      expect(head(gone.html)).not.toContain('canonical');
    }
    expect(head((await page(`/product-reports/${slug}?lang=fr`)).html)).toContain('<title>Page introuvable · Carbon Ledger</title>');
    expect((await page('/product-reports/not%2Fa%20slug')).status).toBe(404);
    expect((await page('/product-reports/unknownslug1')).status).toBe(404);
    expect((await page('/product-reports')).html).not.toContain(`/product-reports/${slug}"`);
  });
});

describe('sitemap', () => {
  it('adds the published reports in both languages to the build sitemap, and drops a report once withdrawn', async () => {
    const f = await company('Sitemap Sheds');
    const id = ((await t.call(f.user, 'POST', '/products', { payload: body(f) })).json() as Product).id;
    const slug = ((await t.call(f.user, 'POST', `/products/${id}/publish`)).json() as { slug: string }).slug;

    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const xml = sitemap.body;
    expect(xml).toContain('<loc>http://app.test/pricing</loc>');
    expect(xml).toContain(`<loc>http://app.test/product-reports/${slug}</loc>`);
    expect(xml).toContain(`<loc>http://app.test/product-reports/${slug}?lang=fr</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="http://app.test/product-reports/${slug}?lang=fr"/>`);
    expect(xml).toMatch(new RegExp(`<loc>http://app.test/product-reports/${slug}</loc>\\n    <lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
    expect(xml.match(/<urlset/g)).toHaveLength(1);

    expect((await t.call(f.user, 'DELETE', `/products/${id}/publish`)).statusCode).toBe(204);
    const after = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(after).not.toContain(slug);
    expect(after).toContain('<loc>http://app.test/pricing</loc>');
  });
});
