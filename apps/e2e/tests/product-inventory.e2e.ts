import { formatNumber } from '@carbon/i18n/format';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { demo } from '../support/env.ts';
import { expect, openSignedIn, signInViaApi, test } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';

/**
 * Issue 11 section 5, products in the inventory (docs/decisions/0030-products-in-inventory.md), on the demo account:
 * - the shelving unit's "In the inventory" section shows the demo record (11,500 units sold in the reporting year,
 *   categories 11 and 12) and the steel and aluminium lines left out because the plant's purchases count them;
 * - a bought product added on /purchases (the demo's own published shelving-unit report) shows its emissions,
 *   quantity × footprint per unit, and is deleted again so the demo account stays as it was;
 * - the French screen of the section.
 */

const SHELF = 'Étagère industrielle 2000 × 1000 × 500';

async function openShelf(page: Page, locale: AppLocale) {
  const token = await signInViaApi(page.request, demo.email, demo.password);
  await openSignedIn(page, token, '/products', locale);
  await page.getByRole('link', { name: SHELF, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHELF);
}

for (const locale of ['en', 'fr'] as const satisfies readonly AppLocale[]) {
  test(`the shelving unit's "In the inventory" section: the demo record, cat 11/12 and the lines left out (${locale})`, async ({
    page,
  }) => {
    test.slow();
    const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
    await openShelf(page, locale);
    const section = page.getByRole('region', { name: L('productInventory.title') });
    await expect(section).toBeVisible();
    const record = section.getByRole('listitem').filter({ hasText: L('productInventory.excluded_title') });
    // 11,500 units sold in the reporting year.
    await expect(record).toContainText(formatNumber(11_500, locale));
    await expect(record).toContainText('2025');
    // No use phase for a shelf: category 11 is zero; its end of life (category 12) is not.
    await expect(record).toContainText(
      L('productInventory.category_total', {
        category: L('productInventory.categories.use_sold_products'),
        kg: formatNumber(0, locale),
      }),
    );
    await expect(record).toContainText(L('productInventory.categories.end_of_life_sold_products'));
    await expect(record).not.toContainText(
      L('productInventory.category_total', {
        category: L('productInventory.categories.end_of_life_sold_products'),
        kg: formatNumber(0, locale),
      }),
    );
    // Steel plates and the aluminium of the uprights are already purchased by the plant: left out, with their figure.
    await expect(record.getByText(/^Plateaux acier S235/)).toBeVisible();
    await expect(record.getByText(/^EN AW-6060/)).toBeVisible();
    // So are the cardboard and the stretch film: the plant's packaging purchases count them (decision 0030).
    await expect(record.getByText(/^Film étirable\s?: /)).toBeVisible();
    await expectNoSeriousViolations(page, `product inventory section (${locale})`);

    // Each line opens to its quantity × factor and source.
    await record.getByText(L('productInventory.lines_summary', { count: 9 })).click();
    await expect(record.getByText(/^Carton — enfouissement/)).toContainText(/desnz/i);
  });
}

test('add a bought product on /purchases and see its emissions (quantity × footprint per unit)', async ({ page }) => {
  test.slow();
  const locale = 'en';
  const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
  const token = await signInViaApi(page.request, demo.email, demo.password);
  const created: string[] = [];
  try {
    await openSignedIn(page, token, '/purchases', locale);
    await page.getByRole('tab', { name: L('purchases.tabs.products.label') }).click();
    await page.getByRole('button', { name: L('purchases.tabs.products.add') }).first().click();
    const form = page.getByRole('form', { name: L('purchases.tabs.products.add') });
    await expect(form).toBeVisible();

    // Nothing chosen: the picker says the product is required.
    await form.getByRole('button', { name: L('purchases.tabs.products.add') }).click();
    await expect(form.getByText(L('errors.field_required')).first()).toBeVisible();

    await form.getByRole('searchbox', { name: L('productInventory.picker.search') }).fill('Étagère industrielle');
    await form.getByRole('button', { name: L('productInventory.picker.use_named', { name: SHELF }) }).first().click();
    await expect(form.getByRole('link', { name: SHELF })).toBeVisible();
    await form.getByRole('textbox', { name: L('purchases.form.quantity'), exact: true }).fill('10');
    await form.getByRole('textbox', { name: L('purchases.form.supplier'), exact: true }).fill('Demo Industries');
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/v1/purchases/products') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: L('purchases.tabs.products.add') }).click();
    const answer = await saved;
    expect(answer.status()).toBe(201);
    const line = (await answer.json()) as { id: string; kg_co2e_per_unit: number; co2e_kg: number; source_version: string };
    created.push(line.id);
    await expect(form).toBeHidden();

    // 10 units × the report's footprint per unit.
    expect(line.co2e_kg).toBeCloseTo(10 * line.kg_co2e_per_unit, 6);
    const row = page.getByRole('row').filter({ hasText: SHELF });
    await expect(row).toBeVisible();
    await expect(row).toContainText(/[1-9][\d,.\s\u202f]*(kg|t) CO2e/);
    await row.getByRole('button', { name: L('purchases.table.open_calculation', { name: SHELF }) }).click();
    await expect(
      page.getByText(
        L('productInventory.purchase.calculation', {
          quantity: formatNumber(10, locale),
          unit: 'unit',
          factor: formatNumber(line.kg_co2e_per_unit, locale, 4),
          productUnit: 'unit',
          kg: formatNumber(line.co2e_kg, locale),
        }),
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: L('productInventory.purchase.open_source', { name: SHELF }) })).toHaveAttribute(
      'href',
      /\/product-reports\//,
    );

    // Delete with confirmation.
    await row.getByRole('button', { name: L('app.ledger.table.delete_named', { name: SHELF }) }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: L('common.actions.delete') }).click();
    await expect(row).toHaveCount(0);
    created.pop();
  } finally {
    for (const id of created) {
      await page.request.delete(`/api/v1/purchases/products/${id}`, { headers: { authorization: `Bearer ${token}` } });
    }
  }
});
