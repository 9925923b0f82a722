import { completeSetupViaApi, expect, registerViaApi, test } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';

/**
 * Public product reports (issue 11 section 4): a company publishes a product through the API; a visitor without an
 * account finds it at /product-reports, opens it (its own title, three tabs), finds it again from /product-match
 * in French; once withdrawn its address answers the public not-found page.
 */
test('a published product report is public, matched in French, and gone once withdrawn', async ({ page, request, consoleErrors }) => {
  const name = `Cadre vélo acier ${Date.now()}`;
  const user = await registerViaApi(request, 'fr', { company_name: 'Atelier E2E' });
  const token = await completeSetupViaApi(request, user);
  const headers = { Authorization: `Bearer ${token}` };
  const sites = (await (await request.get(`/api/v1/sites?company_id=${user.companyId}`, { headers })).json()) as
    | { id: string }[]
    | { items: { id: string }[] };
  const siteId = (Array.isArray(sites) ? sites : sites.items)[0]!.id;
  const factor = await request.post('/api/v1/emission-factors', {
    headers,
    data: { company_id: user.companyId, name_en: 'Our steel', unit: 'kg', kg_co2e_per_unit: 1.9, country_code: 'FR', year: 2025 },
  });
  expect(factor.status(), await factor.text()).toBe(201);
  const product = await request.post('/api/v1/products', {
    headers,
    data: {
      company_id: user.companyId,
      site_id: siteId,
      name,
      unit: 'unit',
      weight_per_unit_kg: 2.1,
      category: 'Vélos',
      is_final_product: true,
      lines: [{ kind: 'material', emission_factor_id: ((await factor.json()) as { id: string }).id, quantity: 2, unit: 'kg' }],
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const productId = ((await product.json()) as { id: string }).id;
  const published = await request.post(`/api/v1/products/${productId}/publish`, { headers });
  expect(published.status()).toBe(200);
  const { slug } = (await published.json()) as { slug: string };

  // Anonymous visitor, in French.
  await page.goto('/product-reports?lang=fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'productReports.list.heading'));
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(name));
  // 2 kg × 1.9 = 3.8 kg CO2e per unit, French notation.
  await expect(page.getByText('3,800', { exact: false }).first()).toBeVisible();
  await page.getByRole('tab', { name: t('fr', 'productReports.report.tabs.supply_chain') }).click();
  await expect(page.getByRole('tabpanel').getByText('France')).toBeVisible();

  // Without JavaScript: the server's HTML alone carries the report, its title and its Open Graph and Twitter tags.
  const origin = new URL(page.url()).origin;
  const noScript = await page.context().browser()!.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
  const bare = await noScript.newPage();
  const served = await bare.goto(`${origin}/product-reports/${slug}?lang=fr`);
  expect(served?.status()).toBe(200);
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(bare).toHaveTitle(`${name} — empreinte carbone · Carbon Ledger`);
  // 2 kg × 1.9 = 3.8 kg CO2e per unit, in French notation, in the page and in its description.
  await expect(bare.getByText('3,800', { exact: false }).first()).toBeVisible();
  const description = `Empreinte carbone de ${name} par Atelier E2E : 3,800 kg CO2e par unit.`;
  await expect(bare.locator('meta[name="description"]')).toHaveAttribute('content', description);
  await expect(bare.locator('meta[property="og:title"]')).toHaveAttribute('content', `${name} — empreinte carbone · Carbon Ledger`);
  await expect(bare.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
  await expect(bare.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`/product-reports/${slug}\\?lang=fr$`));
  await expect(bare.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  await expect(bare.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/product-reports/${slug}$`));
  // With JavaScript, opened directly: the server's page hydrates (a mismatch would log a console error) and reacts.
  await page.goto(`/product-reports/${slug}?lang=fr`);
  await page.getByRole('tab', { name: t('fr', 'productReports.report.tabs.detailed') }).click();
  await expect(page.getByRole('tabpanel').getByText('Our steel').first()).toBeVisible();
  const sitemap = await request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain(`/product-reports/${slug}?lang=fr</loc>`);

  await page.goto('/product-match?lang=fr');
  await page.getByRole('searchbox', { name: t('fr', 'productReports.match.label') }).fill('cadre velo acier');
  await page.getByRole('button', { name: t('fr', 'productReports.match.submit') }).click();
  await expect(page.getByRole('list', { name: t('fr', 'productReports.match.results_caption') }).getByRole('link', { name })).toBeVisible();

  expect((await request.delete(`/api/v1/products/${productId}/publish`, { headers })).status()).toBe(204);
  // The withdrawn report's API call answers 404 on purpose: the page shows the public not-found page.
  consoleErrors.allow(/status of 404/);
  await page.goto(`/product-reports/${slug}?lang=fr`);
  await expect(page.getByText('404')).toBeVisible();
  const gone = await bare.goto(`${origin}/product-reports/${slug}?lang=fr`);
  expect(gone?.status()).toBe(404);
  await expect(bare.getByText('404')).toBeVisible();
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(slug);
  await noScript.close();
});
