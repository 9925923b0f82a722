import type { APIRequestContext } from '@playwright/test';
import { completeSetupViaApi, expect, openSignedIn, registerViaApi, test } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { sidebar } from '../support/ui.ts';

/**
 * Issue 9 §3: analytics of a fresh company. Two entries are recorded through the API in the reporting year:
 * 10,000 € of services at 0.1 kg/€ (1,000 kg) distributed to a project, and 100 passenger.km at 0.2 kg (20 kg).
 * /analytics shows the year's 1,020 kg, the project's 1,000 kg, SPEC's message for the per-employee view of the site
 * (no employees), then 100 and 102 kg per employee for all sites (the company has 10), and 25.5 kg per unit of a
 * product made 40 a year.
 */

const figures = {
  en: { total: '1.02 t CO2e', project: '1.00 t CO2e', perEmployee: '102.00 kg CO2e per employee', perUnit: '25.50 kg CO2e per unit' },
  fr: { total: '1,02 t CO2e', project: '1,00 t CO2e', perEmployee: '102,00 kg CO2e par salarié', perUnit: '25,50 kg CO2e par unit' },
} as const;

async function recordEntries(request: APIRequestContext, token: string, companyId: string, year: number): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const sites = await request.get(`/api/v1/sites?company_id=${companyId}`, { headers });
  expect(sites.status(), await sites.text()).toBe(200);
  const body = (await sites.json()) as { id: string }[] | { items: { id: string }[] };
  const siteId = (Array.isArray(body) ? body : body.items)[0]!.id;
  const project = await request.post('/api/v1/projects', { headers, data: { company_id: companyId, name: 'New line' } });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  const entries = [
    {
      category: 'purchased_services',
      quantity: 10_000,
      unit: 'EUR',
      custom_factor: { kg_co2e_per_unit: 0.1, unit: 'EUR' },
      label: 'Consulting',
      distribution: { criterion: 'budget', shares: [{ target_type: 'project', target_id: projectId, share_percent: 100 }] },
    },
    { category: 'business_travel', quantity: 100, unit: 'passenger.km', custom_factor: { kg_co2e_per_unit: 0.2, unit: 'passenger.km' }, label: 'Train' },
  ];
  for (const entry of entries) {
    const created = await request.post('/api/v1/entries', { headers, data: { company_id: companyId, site_id: siteId, period_year: year, ...entry } });
    expect(created.status(), await created.text()).toBe(201);
  }
  // A product made 40 a year: the per-unit view's denominator.
  const factor = await request.post('/api/v1/emission-factors', {
    headers,
    data: { company_id: companyId, name_en: 'Our oak', unit: 'kg', kg_co2e_per_unit: 0.5, country_code: 'FR', year },
  });
  expect(factor.status(), await factor.text()).toBe(201);
  const product = await request.post('/api/v1/products', {
    headers,
    data: {
      company_id: companyId,
      site_id: siteId,
      name: 'Oak table',
      unit: 'unit',
      weight_per_unit_kg: 30,
      annual_production_volume: 40,
      category: 'Furniture',
      is_final_product: true,
      lines: [{ kind: 'material', emission_factor_id: ((await factor.json()) as { id: string }).id, quantity: 30, unit: 'kg' }],
    },
  });
  expect(product.status(), await product.text()).toBe(201);
}

for (const locale of ['en', 'fr'] as const satisfies readonly AppLocale[]) {
  test(`analytics shows the recorded year, a project's share and the per-employee view (${locale})`, async ({ page }) => {
    const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
    const user = await registerViaApi(page.request, locale);
    const token = await completeSetupViaApi(page.request, user);
    // completeSetupViaApi sets the reporting year to last year: the top bar opens on it.
    const year = new Date().getFullYear() - 1;
    await recordEntries(page.request, token, user.companyId, year);
    const text = figures[locale];

    await openSignedIn(page, token, '/dashboard', locale);
    await sidebar(page, locale).getByRole('link', { name: L('app.nav.items.analytics'), exact: true }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('app.analytics.title'));

    const total = page.getByTestId('analytics-total_location');
    await expect(total).toHaveText(text.total);
    await expect(total).toHaveAttribute('href', '/dashboard');
    await expect(page.getByTestId('analytics-scope3')).toHaveText(text.total);
    await expectNoSeriousViolations(page, `/analytics (${locale})`);

    await page.getByRole('combobox', { name: L('app.analytics.filters.project'), exact: true }).selectOption({ label: 'New line' });
    await expect(total).toHaveText(text.project);

    // The workspace opens on the company's only site, which has no employees: SPEC's message.
    await page.getByRole('radio', { name: L('app.analytics.view.per_employee') }).check();
    await expect(page.getByText(L('app.analytics.per_employee.needs_employees'))).toBeVisible();
    await expect(total).toBeHidden();
    // All sites: the company's 10 employees.
    await page.getByRole('main').getByRole('combobox', { name: L('app.analytics.filters.site'), exact: true }).selectOption({ label: L('app.analytics.filters.all_sites') });
    await expect(total).toHaveText(text.perEmployee.replace('102.00', '100.00').replace('102,00', '100,00'));
    await page.getByRole('combobox', { name: L('app.analytics.filters.project'), exact: true }).selectOption({ label: L('app.analytics.filters.all_projects') });
    await expect(total).toHaveText(text.perEmployee);

    await page.getByRole('radio', { name: L('app.analytics.view.per_unit') }).check();
    await expect(page.getByText(L('app.analytics.per_unit.needs_volume'), { exact: false })).toBeVisible();
    await expect(page.getByText(L('app.analytics.per_unit.choose_product'))).toBeVisible();
    await page.getByRole('combobox', { name: L('app.analytics.filters.product'), exact: true }).selectOption({ label: 'Oak table' });
    // 1,020 kg over 40 tables.
    await expect(total).toHaveText(text.perUnit);
    await expect(page.getByTestId('analytics-per-unit-basis')).toContainText('Oak table');
    await expectNoSeriousViolations(page, `/analytics per unit (${locale})`);
  });
}
