import { completeSetupViaApi, expect, openSignedIn, registerViaApi, test } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

/**
 * Issue 10 (packaging): a fresh company searches the packaging catalog, picks virgin cardboard, records 100 boxes of
 * 0.5 kg at a typed price; the line shows 50 kg of packaging, its kg CO2e and its price, and opens its calculation.
 * A line by units with no unit weight is refused as an invalid configuration.
 */
const journeys = {
  en: { query: 'cardboard', item: 'Cardboard, virgin', unitWeight: '0.5', price: '40', size: 'Box 40x30' },
  fr: { query: 'carton', item: 'Carton neuf', unitWeight: '0,5', price: '40', size: 'Caisse 40x30' },
} as const;

for (const locale of ['en', 'fr'] as const satisfies readonly AppLocale[]) {
  test(`record a packaging line from the catalog search on /packaging (${locale})`, async ({ page }) => {
    test.slow();
    const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
    const journey = journeys[locale];
    const user = await registerViaApi(page.request, locale);
    const token = await completeSetupViaApi(page.request, user);

    await openSignedIn(page, token, '/packaging', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('packaging.title'));
    await expect(page.getByText(L('packaging.table.empty'))).toBeVisible();

    // By units with no unit weight: an invalid configuration, nothing recorded.
    await page.getByRole('button', { name: L('packaging.actions.add') }).first().click();
    let form = page.getByRole('form', { name: L('packaging.form.new') });
    await form.getByRole('combobox', { name: L('packaging.fields.material'), exact: true }).selectOption('cardboard');
    await form.getByRole('textbox', { name: L('packaging.fields.size'), exact: true }).fill(journey.size);
    await form.getByRole('textbox', { name: L('packaging.fields.units'), exact: true }).fill('100');
    await form.getByRole('textbox', { name: L('packaging.fields.price_eur'), exact: true }).fill(journey.price);
    await form.getByRole('button', { name: L('packaging.actions.add') }).click();
    await expect(form.getByText(L('errors.invalid_packaging'))).toBeVisible();
    await form.getByRole('button', { name: L('packaging.actions.cancel') }).click();

    // From the catalog search.
    await page.getByRole('searchbox', { name: L('packaging.search.label') }).fill(journey.query);
    await page.getByRole('button', { name: `${L('packaging.search.use')} ${journey.item}` }).click();
    form = page.getByRole('form', { name: L('packaging.form.new') });
    await expect(form.getByRole('textbox', { name: L('packaging.fields.name'), exact: true })).toHaveValue(journey.item);
    await form.getByRole('textbox', { name: L('packaging.fields.units'), exact: true }).fill('100');
    await form.getByRole('textbox', { name: L('packaging.fields.unit_weight_kg'), exact: true }).fill(journey.unitWeight);
    await form.getByRole('textbox', { name: L('packaging.fields.price_eur'), exact: true }).fill(journey.price);
    await expectNoSeriousViolations(page, `/packaging form (${locale})`);
    await form.getByRole('button', { name: L('packaging.actions.add') }).click();
    await expect(form).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: journey.item });
    await expect(row).toBeVisible();
    await expect(row).toContainText('50');
    await expect(row).toContainText(/[1-9][\d,.\s\u202f]*(kg|t) CO2e/);
    await expect(row).toContainText('€');
    await row.getByRole('button', { name: L('app.ledger.table.show_calculation_of', { name: journey.item }) }).click();
    await expect(page.getByText(L('packaging.calc.units', { units: '100', unit_weight: locale === 'fr' ? '0,500' : '0.500', weight: '50' }))).toBeVisible();
    await expectNoSeriousViolations(page, `/packaging list (${locale})`);
  });
}
