import { completeSetupViaApi, expect, openSignedIn, registerViaApi, test } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

/**
 * Issue 10, purchases: a fresh company records 2 t of aluminium on /purchases with the automatic factor and the
 * estimated (cited) price; the line shows its kg CO2e and its amount in EUR, and its figure opens the calculation
 * with the factor the app picked and why.
 */

const journeys = {
  en: { quantity: '2', name: 'Aluminium profiles' },
  fr: { quantity: '2', name: 'Profilés aluminium' },
} as const;

for (const locale of ['en', 'fr'] as const satisfies readonly AppLocale[]) {
  test(`record a material with the automatic factor and the estimated price on /purchases (${locale})`, async ({
    page,
  }) => {
    test.slow();
    const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
    const journey = journeys[locale];
    const user = await registerViaApi(page.request, locale);
    const token = await completeSetupViaApi(page.request, user);

    await openSignedIn(page, token, '/purchases', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('purchases.title'));
    await page
      .getByRole('button', { name: L('purchases.tabs.materials.add') })
      .first()
      .click();
    const form = page.getByRole('form', { name: L('purchases.tabs.materials.add') });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: L('purchases.tabs.materials.add') }).click();
    const quantity = form.getByRole('textbox', { name: L('purchases.form.quantity_tonnes'), exact: true });
    await expect(quantity).toHaveAccessibleDescription(L('errors.field_required'));

    await form
      .getByRole('combobox', { name: L('purchases.form.material_type'), exact: true })
      .selectOption('aluminium');
    await form.getByRole('textbox', { name: L('purchases.form.name'), exact: true }).fill(journey.name);
    await quantity.fill(journey.quantity);
    await form
      .getByRole('combobox', { name: L('purchases.form.price_mode'), exact: true })
      .selectOption('estimated');
    await expectNoSeriousViolations(page, `/purchases dialog (${locale})`);
    await form.getByRole('button', { name: L('purchases.tabs.materials.add') }).click();
    await expect(form).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: journey.name });
    await expect(row).toBeVisible();
    await expect(row).toContainText(/[1-9][\d,.\s\u202f]*(kg|t) CO2e/);
    await expect(row).toContainText('€');
    await row
      .getByRole('button', { name: L('purchases.table.open_calculation', { name: journey.name }) })
      .click();
    await expect(page.getByText(/ADEME|Aluminium/).first()).toBeVisible();
    await expectNoSeriousViolations(page, `/purchases list (${locale})`);
  });
}
