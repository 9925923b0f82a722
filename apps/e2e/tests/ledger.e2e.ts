import type { Page } from '@playwright/test';
import { completeSetupViaApi, expect, openSignedIn, registerViaApi, test } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { toast } from '../support/ui.ts';

/**
 * Issue 9 §3: a fresh company records its gas bill on /scope1 (factor found through the factor search, the
 * quantity typed in the interface's notation, the kWh of the bill in gross calorific value) and the dashboard's
 * total for the year follows. Validation messages come first, in the interface language, under their fields.
 */

const journeys = {
  en: { query: 'natural gas', quantity: '12,000', label: 'Gas bill 2025' },
  fr: { query: 'gaz naturel', quantity: '12 000', label: 'Facture de gaz 2025' },
} as const;

async function dashboardTotal(page: Page): Promise<string> {
  const total = page.getByTestId('inventory-total');
  await expect(total).toBeVisible();
  return (await total.textContent()) ?? '';
}

for (const locale of ['en', 'fr'] as const satisfies readonly AppLocale[]) {
  test(`record a gas bill on /scope1 and see the dashboard total change (${locale})`, async ({ page }) => {
    test.slow();
    const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
    const journey = journeys[locale];
    const user = await registerViaApi(page.request, locale);
    const token = await completeSetupViaApi(page.request, user);
    // completeSetupViaApi sets the reporting year to last year: the top bar opens on it.
    const year = new Date().getFullYear() - 1;

    await openSignedIn(page, token, '/dashboard', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('app.dashboard.title'));
    await expect(page.getByText(L('app.dashboard.emissions.empty_title', { year }))).toBeVisible();

    await page.getByRole('link', { name: L('app.dashboard.inventory.scope1_link'), exact: true }).click();
    await expect(page).toHaveURL(/\/scope1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('app.ledger.scope1.title'));
    await expect(page.getByText(L('app.ledger.scope1.empty_title', { year }))).toBeVisible();
    await expectNoSeriousViolations(page, `/scope1 empty (${locale})`);

    await page.getByRole('button', { name: L('app.ledger.scope1.add') }).first().click();
    const form = page.getByRole('form', { name: L('app.ledger.form.create_label') });
    await expect(form).toBeVisible();

    // Nothing chosen, nothing typed: the messages of the contract, in the interface language.
    await form.getByRole('button', { name: L('app.ledger.form.submit') }).click();
    await expect(form.getByText(L('errors.entry_factor_required'))).toBeVisible();
    const quantity = form.getByRole('textbox', { name: L('app.ledger.form.quantity'), exact: true });
    await expect(quantity).toHaveAccessibleDescription(L('errors.field_required'));

    await form.getByRole('searchbox', { name: L('app.ledger.form.factor_search') }).fill(journey.query);
    await form.getByRole('button', { name: L('app.ledger.form.use_factor') }).first().click();
    await quantity.fill(journey.quantity);
    await form.getByRole('combobox', { name: L('app.ledger.form.unit'), exact: true }).selectOption('kWh');
    await form.getByRole('combobox', { name: L('app.ledger.form.energy_basis') }).selectOption('HHV');
    await form.getByRole('textbox', { name: L('app.ledger.form.label'), exact: true }).fill(journey.label);
    await form.getByRole('button', { name: L('app.ledger.form.submit') }).click();

    await expect(form).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: journey.label });
    await expect(row).toBeVisible();
    await expect(row).toContainText('kWh');
    await expect(toast(page, journey.label)).toBeVisible();

    // The calculation opens under its line, with the factor's source and a link to its page.
    await row.getByRole('button', { name: L('app.ledger.table.show_calculation_of', { name: journey.label }) }).click();
    await expect(page.getByText(L('app.ledger.calculation.factor_name'), { exact: true })).toBeVisible();
    await expect(page.locator('a[href^="/ef-search?factor="]').first()).toBeVisible();
    await expectNoSeriousViolations(page, `/scope1 with an entry (${locale})`);

    await page.goto('/dashboard');
    const total = await dashboardTotal(page);
    expect(total).toMatch(/[1-9]/);
    expect(total).toMatch(/(kg|t) CO2e$/);
    await expect(page.getByText(L('app.dashboard.emissions.empty_title', { year }))).toHaveCount(0);
    await expect(page.getByTestId('inventory-scope1')).toContainText(/[1-9]/);
    await expectNoSeriousViolations(page, `/dashboard with an inventory (${locale})`);
  });
}

const leaks = {
  en: { query: 'R-410A', charge: '12.5', rate: '8', released: '1.00', label: 'Air conditioning, Lyon' },
  fr: { query: 'R-410A', charge: '12,5', rate: '8', released: '1,00', label: 'Climatisation, Lyon' },
} as const;

for (const locale of ['en', 'fr'] as const satisfies readonly AppLocale[]) {
  test(`record a refrigerant leak (charge × leak rate) and see scope 1 on the dashboard (${locale})`, async ({ page }) => {
    test.slow();
    const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
    const leak = leaks[locale];
    const user = await registerViaApi(page.request, locale);
    const token = await completeSetupViaApi(page.request, user);

    await openSignedIn(page, token, '/scope1', locale);
    await page.getByRole('button', { name: L('app.ledger.scope1.add') }).first().click();
    const form = page.getByRole('form', { name: L('app.ledger.form.create_label') });
    await form.getByRole('combobox', { name: L('app.ledger.form.category') }).selectOption('fugitive_emissions');
    await form.getByRole('searchbox', { name: L('app.ledger.form.factor_search') }).fill(leak.query);
    await form.getByRole('button', { name: L('app.ledger.form.use_factor') }).first().click();
    await form.getByRole('radio', { name: L('app.ledger.form.refrigerant.methods.leak_rate') }).check();
    await form.getByRole('textbox', { name: L('app.ledger.form.refrigerant.charge_kg') }).fill(leak.charge);
    await form.getByRole('textbox', { name: L('app.ledger.form.refrigerant.leak_rate_percent') }).fill(leak.rate);
    // 12.5 kg × 8 % = 1 kg released, computed in the form before anything is sent.
    await expect(form.getByText(L('app.ledger.form.refrigerant.released', { quantity: leak.released, unit: 'kg' }))).toBeVisible();
    await form.getByRole('textbox', { name: L('app.ledger.form.label'), exact: true }).fill(leak.label);
    await form.getByRole('button', { name: L('app.ledger.form.submit') }).click();

    await expect(form).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: leak.label });
    await expect(row).toBeVisible();
    await expect(row).toContainText(/R-?410A/i);

    await page.goto('/dashboard');
    await expect(page.getByTestId('inventory-scope1')).toContainText(/[1-9]/);
    await expect(page.getByText(L('app.dashboard.emissions.empty_title', { year: new Date().getFullYear() - 1 }))).toHaveCount(0);
  });
}
