import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { demo } from '../support/env.ts';
import { expect, openSignedIn, signInViaApi, test } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';
import { sidebar, toast } from '../support/ui.ts';

/**
 * Issue 12, reduction scenarios and the portfolio, on the demo company (Pro: 10 scenarios; it has 3): one scenario of
 * each type made through the wizard (type → details → preview) with SPEC section 8's message of its type, seen in the
 * list and on the abatement cost curve; then one of them taken into the portfolio from a start year, "Update
 * projections", and the with-scenarios line of the trajectory lower at the end year. The scenarios made here are
 * deleted at the end, so the demo account is left as it was.
 */

type ScenarioType = 'solar_panels' | 'heating_system' | 'building_envelope' | 'commute_enhanced';

/** The fields each type needs beyond the wizard config's defaults (typed in the user's notation). */
const required: Record<ScenarioType, Record<string, { en: string; fr: string }>> = {
  solar_panels: { capacity_kwp: { en: '36', fr: '36' } },
  heating_system: { annual_heat_demand_kwh: { en: '80,000', fr: '80 000' } },
  building_envelope: { floor_area_m2: { en: '1,200', fr: '1 200' } },
  commute_enhanced: { average_distance_km: { en: '14.5', fr: '14,5' } },
};

const success: Record<ScenarioType, string> = {
  // The demo's Lyon plant has a climate station in the shipped climatology.
  solar_panels: 'scenarios.messages.created_solar_climatology',
  heating_system: 'scenarios.messages.created_heating',
  building_envelope: 'scenarios.messages.created_envelope',
  commute_enhanced: 'scenarios.messages.created_commute',
};

async function deleteScenarios(request: APIRequestContext, token: string, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const answer = await request.delete(`/api/v1/scenarios/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect([204, 404]).toContain(answer.status());
  }
}

/** The ids of the company's scenarios with these names (to delete them at the end). */
async function idsOf(request: APIRequestContext, token: string, names: readonly string[]): Promise<string[]> {
  const headers = { Authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/v1/auth/me', { headers })).json()) as { company_id: string };
  const list = (await (await request.get(`/api/v1/scenarios?company_id=${me.company_id}`, { headers })).json()) as {
    items: { id: string; name: string }[];
  };
  return list.items.filter((item) => names.includes(item.name)).map((item) => item.id);
}

/** Runs the wizard for one type up to its success message, back on /scenarios. */
async function createThroughWizard(page: Page, locale: AppLocale, type: ScenarioType, name: string): Promise<void> {
  const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
  await page.getByRole('link', { name: L('scenarios.actions.new'), exact: true }).click();
  await expect(page).toHaveURL(/\/scenarios\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('scenarios.wizard.title_new'));
  await page.getByRole('radio', { name: new RegExp(`^${L(`scenarios.types.${type}`)}`) }).check();
  await page.getByRole('button', { name: L('scenarios.actions.next'), exact: true }).click();
  const steps = page.getByRole('navigation', { name: L('scenarios.wizard.steps') });
  await expect(steps.locator('[aria-current="step"]')).toHaveText(`2. ${L('scenarios.wizard.step_form')}`);

  await page.getByRole('textbox', { name: L('scenarios.wizard.name') }).fill(name);
  for (const [field, value] of Object.entries(required[type])) {
    await page.getByRole('textbox', { name: L(`scenarios.fields.${field}`), exact: true }).fill(value[locale]);
  }
  if (type === 'solar_panels') {
    // The location is prefilled from the site: the Lyon plant, about 45.7° N, 4.8° E.
    await expect(page.getByRole('textbox', { name: L('scenarios.fields.latitude'), exact: true })).toHaveValue(/^45[.,][67]/);
    await expect(page.getByRole('textbox', { name: L('scenarios.fields.longitude'), exact: true })).toHaveValue(/^4[.,][78]/);
  }
  if (type === 'heating_system') {
    // The price estimation fills the seasonal efficiencies and prices the model takes.
    const efficiency = page.getByRole('textbox', { name: L('scenarios.fields.replacement_efficiency_percent'), exact: true });
    await expect(efficiency).toHaveValue('');
    await page.getByRole('button', { name: L('scenarios.actions.estimate'), exact: true }).click();
    await expect(toast(page, L('scenarios.messages.estimate_updated'))).toBeVisible();
    await expect(efficiency).not.toHaveValue('');
  }
  await page.getByRole('button', { name: L('scenarios.actions.preview'), exact: true }).click();
  await expect(steps.locator('[aria-current="step"]')).toHaveText(`3. ${L('scenarios.wizard.step_preview')}`);
  await expect(page.getByRole('heading', { name: L('scenarios.preview.key_figures') })).toBeVisible();
  if (type === 'solar_panels') {
    await expect(page.getByRole('heading', { name: L('scenarios.preview.monthly_title') })).toBeVisible();
    await page.getByText(L('scenarios.preview.monthly_table')).click();
    await expect(page.getByRole('table', { name: L('scenarios.preview.monthly_title') }).getByRole('row')).toHaveCount(13);
    await expect(page.getByText(L('scenarios.preview.details.specific_yield_kwh_per_kwp'), { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, `/scenarios/new preview (${locale})`);
  }
  await page.getByRole('button', { name: L('scenarios.actions.create'), exact: true }).click();
  await expect(toast(page, L(success[type]))).toBeVisible();
  await expect(page).toHaveURL(/\/scenarios$/);
}

test('issue 12: one scenario of each type through the wizard, in the list and on the curve, then in the portfolio', async ({ page }) => {
  test.slow();
  const L = (key: string, params?: Record<string, string | number>) => t('en', key, params);
  const token = await signInViaApi(page.request, demo.email, demo.password);
  const stamp = Date.now();
  const names: Record<ScenarioType, string> = {
    solar_panels: `E2E roof PV ${stamp}`,
    heating_system: `E2E heat pump ${stamp}`,
    building_envelope: `E2E insulation ${stamp}`,
    commute_enhanced: `E2E commuting ${stamp}`,
  };
  try {
    await openSignedIn(page, token, '/dashboard', 'en');
    await sidebar(page, 'en').getByRole('link', { name: L('app.nav.items.scenarios'), exact: true }).click();
    await expect(page).toHaveURL(/\/scenarios$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('scenarios.title'));

    for (const type of Object.keys(names) as ScenarioType[]) await createThroughWizard(page, 'en', type, names[type]);

    // Each is a row of the list, its figures opening to how they were made, and a bar of the curve.
    const list = page.getByRole('table', { name: L('scenarios.list.title'), exact: true });
    const ranked = page.getByRole('table', { name: L('scenarios.macc.table') });
    for (const name of Object.values(names)) {
      await expect(list.getByRole('row').filter({ hasText: name })).toHaveCount(1);
      await expect(ranked.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    }
    const pvRow = list.getByRole('row').filter({ hasText: names.solar_panels });
    await pvRow.getByRole('button', { name: new RegExp(L('scenarios.explain.title', { figure: L('scenarios.figure_names.payback'), name: names.solar_panels }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    const panel = page.getByRole('dialog', { name: L('scenarios.explain.title', { figure: L('scenarios.figure_names.payback'), name: names.solar_panels }) });
    await expect(panel.getByRole('list', { name: L('scenarios.explain.assumptions') })).toContainText(L('scenarios.assumptions.grid_factor'));
    await page.keyboard.press('Escape');
    await expectNoSeriousViolations(page, '/scenarios (en)');

    // The portfolio: the solar scenario from next year with a one-year ramp-up lowers the end year's with-scenarios line.
    await sidebar(page, 'en').getByRole('link', { name: L('app.nav.items.portfolio'), exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('scenarios.portfolio.title'));
    await page.getByText(L('scenarios.portfolio.table_toggle')).click();
    const trajectory = page.getByRole('table', { name: L('scenarios.portfolio.table') });
    const lastRow = trajectory.getByRole('row').last();
    const withScenarios = lastRow.getByRole('cell').nth(2);
    await expect(withScenarios).toHaveText(/CO2e/);
    const before = await withScenarios.textContent();

    await page.getByRole('checkbox', { name: L('scenarios.portfolio.include', { name: names.solar_panels }) }).check();
    const startYear = new Date().getFullYear() + 1;
    await page.getByRole('textbox', { name: L('scenarios.portfolio.start_year_of', { name: names.solar_panels }) }).fill(String(startYear));
    await page.getByRole('combobox', { name: L('scenarios.portfolio.ramp_up_of', { name: names.solar_panels }) }).selectOption('1');
    await page.getByRole('button', { name: L('scenarios.portfolio.update'), exact: true }).click();
    await expect(toast(page, L('scenarios.portfolio.updated'))).toBeVisible();
    await expect(withScenarios).not.toHaveText(before ?? '');
    const tonnes = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, '')) * (text?.includes(' t ') ? 1000 : 1);
    expect(tonnes(await withScenarios.textContent())).toBeLessThan(tonnes(before));
    await expectNoSeriousViolations(page, '/portfolio (en)');

    // Saved: the page read again shows the scenario taken, from its start year.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: L('scenarios.portfolio.include', { name: names.solar_panels }) })).toBeChecked();
    await expect(page.getByRole('textbox', { name: L('scenarios.portfolio.start_year_of', { name: names.solar_panels }) })).toHaveValue(String(startYear));
  } finally {
    await deleteScenarios(page.request, token, await idsOf(page.request, token, Object.values(names)));
  }
});

test('issue 12 in French: the wizard’s messages, a commuting scenario "créé avec succès", the portfolio’s words', async ({ page }) => {
  const L = (key: string, params?: Record<string, string | number>) => t('fr', key, params);
  const token = await signInViaApi(page.request, demo.email, demo.password);
  const name = `E2E plan de mobilité ${Date.now()}`;
  try {
    await openSignedIn(page, token, '/scenarios/new', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('scenarios.wizard.title_new'));
    await page.getByRole('radio', { name: new RegExp(`^${L('scenarios.types.solar_panels')}`) }).check();
    await page.getByRole('button', { name: L('scenarios.actions.next'), exact: true }).click();
    await page.getByRole('textbox', { name: L('scenarios.fields.tilt_deg'), exact: true }).fill('95');
    await page.getByRole('textbox', { name: L('scenarios.fields.azimuth_deg'), exact: true }).fill('400');
    await page.getByRole('button', { name: L('scenarios.actions.preview'), exact: true }).click();
    await expect(page.getByText(t('fr', 'errors.scenario_name_required'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('fr', 'errors.scenario_tilt_range'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('fr', 'errors.scenario_azimuth_range'), { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, '/scenarios/new with errors (fr)');

    await page.goto('/scenarios');
    await createThroughWizard(page, 'fr', 'commute_enhanced', name);
    await expect(page.getByRole('table', { name: L('scenarios.list.title'), exact: true }).getByRole('row').filter({ hasText: name })).toContainText(/t CO2e\/an/);

    await page.goto('/portfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('scenarios.portfolio.title'));
    await expect(page.getByRole('button', { name: L('scenarios.portfolio.update'), exact: true })).toBeVisible();
  } finally {
    await deleteScenarios(page.request, token, await idsOf(page.request, token, [name]));
  }
});
