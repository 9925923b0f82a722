import type { Page } from '@playwright/test';
import { formatCurrency } from '@carbon/i18n/format';
import { completeSetupViaApi, expect, openSignedIn, registerViaApi, test } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { toast } from '../support/ui.ts';

/**
 * /product-catalog (SPEC sections 3 and 5) as a fresh user whose setup is complete: the form's
 * validation messages (the SPEC's own words), creating an item with a tag, finding it by search,
 * editing its price, reading a library item (read-only) and deleting with a confirmation.
 */

async function openCatalog(page: Page, locale: AppLocale): Promise<void> {
  const user = await registerViaApi(page.request, locale);
  const token = await completeSetupViaApi(page.request, user);
  await openSignedIn(page, token, '/product-catalog', locale);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'catalog.list.title'));
}

function itemForm(page: Page, locale: AppLocale, name?: string) {
  const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
  const form = page.getByRole('form', { name: name === undefined ? L('catalog.form.create_label') : L('catalog.form.edit_label', { name }) });
  return {
    form,
    name: form.getByRole('textbox', { name: L('catalog.form.fields.name'), exact: true }),
    category: form.getByRole('textbox', { name: L('catalog.form.fields.category'), exact: true }),
    price: form.getByRole('textbox', { name: L('catalog.form.fields.price_per_unit'), exact: true }),
    unit: form.getByRole('combobox', { name: L('catalog.form.fields.unit'), exact: true }),
    emission: form.getByRole('textbox', { name: L('catalog.form.fields.emission_per_unit', { unit: L('catalog.units.kg') }), exact: true }),
    tag: (category: string, label: string) =>
      form
        .getByRole('region', { name: L('catalog.form.sections.tags') })
        .getByRole('group', { name: L(`catalog.tag_categories.${category}`) })
        .getByRole('checkbox', { name: label, exact: true }),
    create: form.getByRole('button', { name: L('catalog.form.create'), exact: true }),
    save: form.getByRole('button', { name: L('catalog.form.save'), exact: true }),
  };
}

/** Submits the empty form, then a negative price: every message in the interface language, under its field. */
async function checkValidation(page: Page, locale: AppLocale, negativePrice: string): Promise<void> {
  const L = (key: string) => t(locale, key);
  await page.getByRole('link', { name: L('catalog.list.new_item'), exact: true }).click();
  await expect(page).toHaveURL(/\/product-catalog\/edit\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('catalog.edit.title_new'));
  const f = itemForm(page, locale);

  await f.create.click();
  await expect(f.category).toHaveAccessibleDescription(L('catalog.validation.category_required'));
  await expect(f.name).toHaveAccessibleDescription(L('catalog.validation.name_required'));
  await expect(f.price).toHaveAccessibleDescription(L('catalog.validation.price_required'));
  for (const key of ['category_required', 'name_required', 'price_required']) {
    await expect(f.form.getByText(L(`catalog.validation.${key}`), { exact: true })).toBeVisible();
  }
  await expect(f.name).toHaveAttribute('aria-invalid', 'true');
  // Nothing was sent: still on the new item's page.
  await expect(page).toHaveURL(/\/product-catalog\/edit\/new$/);

  await f.price.fill(negativePrice);
  await f.create.click();
  await expect(f.price).toHaveAccessibleDescription(L('catalog.validation.price_positive'));
  await expect(f.form.getByText(L('catalog.validation.price_positive'), { exact: true })).toBeVisible();
  await expect(f.form.getByText(L('catalog.validation.price_required'), { exact: true })).toHaveCount(0);
  await expect(f.name).toHaveAccessibleDescription(L('catalog.validation.name_required'));
  await expect(page).toHaveURL(/\/product-catalog\/edit\/new$/);
}

test.describe('product catalog', () => {
  test('create and edit a catalog item, with its validation errors, read a library item and delete (en)', async ({ page }) => {
    test.slow();
    const L = (key: string, params?: Record<string, string | number>) => t('en', key, params);
    const name = `Kraft shipping box ${Date.now().toString(36)}`;
    const search = page.getByRole('searchbox', { name: L('catalog.list.search_label') });
    const results = (query: string) => page.getByRole('table', { name: L('catalog.list.search_caption', { query }) });
    const itemRow = (query: string) =>
      results(query)
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name }) });

    await openCatalog(page, 'en');

    await test.step('submit empty, then a negative price: the validation messages', async () => {
      await checkValidation(page, 'en', '-5');
    });

    await test.step('fill valid values, pick a tag and save', async () => {
      const f = itemForm(page, 'en');
      await f.name.fill(name);
      await f.category.fill('Packaging');
      await f.price.fill('2.40');
      await f.emission.fill('0.85');
      // Tag labels come from the API's reference data (label_en / label_fr), not from the catalogs.
      await f.tag('certification', 'FSC').check();
      await expect(f.tag('certification', 'FSC')).toBeChecked();
      await f.create.click();
      await expect(toast(page, L('catalog.edit.created', { name }))).toBeVisible();
      await expect(page).toHaveURL(/\/product-catalog$/);
    });

    await test.step('find it in the list by search', async () => {
      await search.fill(name);
      await expect(itemRow(name)).toBeVisible();
      const cells = itemRow(name).getByRole('cell');
      await expect(cells.nth(0)).toHaveText('Packaging');
      await expect(cells.nth(1)).toHaveText(L('catalog.units.kg'));
      await expect(cells.nth(2)).toHaveText(formatCurrency(2.4, 'EUR', 'en'));
      await expect(cells.nth(3)).toHaveText('0.85');
      await expect(cells.nth(4)).toHaveText('FSC');
      await expect(cells.nth(5)).toHaveText(L('catalog.list.owner_company'));
      // The search is fuzzy: library items about boxes come too, after the exact match.
      const rows = results(name).getByRole('row').filter({ has: page.getByRole('rowheader') });
      await expect(rows.first().getByRole('rowheader')).toHaveText(name);
      const count = await rows.count();
      await expect(page.getByText(L(count === 1 ? 'catalog.list.search_count_one' : 'catalog.list.search_count_other', { number: count, query: name }))).toBeVisible();
    });

    await test.step('edit it: change the price, save, see the new value', async () => {
      await itemRow(name).getByRole('link', { name: L('catalog.list.edit_named', { name }) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('catalog.edit.title_edit', { name }));
      const f = itemForm(page, 'en', name);
      await expect(f.price).toHaveValue('2.4');
      await expect(f.tag('certification', 'FSC')).toBeChecked();
      await f.price.fill('3.15');
      await f.save.click();
      await expect(toast(page, L('catalog.edit.updated', { name }))).toBeVisible();
      await expect(page).toHaveURL(/\/product-catalog$/);
      await search.fill(name);
      await expect(itemRow(name).getByRole('cell').nth(2)).toHaveText(formatCurrency(3.15, 'EUR', 'en'));
      // Kept by the server: the edit page reads it back.
      await page.reload();
      await search.fill(name);
      await itemRow(name).getByRole('link', { name, exact: true }).click();
      await expect(itemForm(page, 'en', name).price).toHaveValue('3.15');
      await page.getByRole('link', { name: L('catalog.edit.back_to_list') }).click();
      await expect(page).toHaveURL(/\/product-catalog$/);
    });

    await test.step('a library item opens read-only', async () => {
      await search.fill('aluminium');
      const libraryRow = results('aluminium')
        .getByRole('row')
        .filter({ hasText: L('catalog.list.owner_library') })
        .first();
      const libraryName = ((await libraryRow.getByRole('rowheader').getByRole('link').textContent()) ?? '').trim();
      expect(libraryName).not.toBe('');
      // No delete button for the library's items, and "View" rather than "Edit".
      await expect(libraryRow.getByRole('button', { name: L('catalog.list.delete_named', { name: libraryName }) })).toHaveCount(0);
      await libraryRow.getByRole('link', { name: L('catalog.list.view_named', { name: libraryName }) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(libraryName);
      await expect(page.getByRole('status').filter({ hasText: L('catalog.library.read_only') })).toBeVisible();
      const f = itemForm(page, 'en', libraryName);
      await expect(f.name).toHaveValue(libraryName);
      await expect(f.name).toBeDisabled();
      await expect(f.price).toBeDisabled();
      await expect(f.save).toHaveCount(0);
      await f.form.getByRole('link', { name: L('catalog.form.back'), exact: true }).click();
      await expect(page).toHaveURL(/\/product-catalog$/);
    });

    await test.step('delete the item after confirming', async () => {
      await search.fill(name);
      const deleteButton = itemRow(name).getByRole('button', { name: L('catalog.list.delete_named', { name }) });
      await deleteButton.click();
      const dialog = page.getByRole('alertdialog', { name: L('catalog.list.delete_title', { name }) });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription(L('catalog.list.delete_body'));
      // Cancel has the focus, so Enter never deletes by accident. Cancel first: nothing happens.
      const cancel = dialog.getByRole('button', { name: t('en', 'common.actions.cancel'), exact: true });
      await expect(cancel).toBeFocused();
      await expectNoSeriousViolations(page, 'delete confirmation');
      await cancel.click();
      await expect(dialog).toBeHidden();
      await expect(itemRow(name)).toBeVisible();
      await expect(deleteButton).toBeFocused();

      await itemRow(name).getByRole('button', { name: L('catalog.list.delete_named', { name }) }).click();
      await dialog.getByRole('button', { name: t('en', 'common.actions.delete'), exact: true }).click();
      await expect(toast(page, L('catalog.list.deleted', { name }))).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
      // Gone from the server too, not only from the list on screen.
      await page.reload();
      await search.fill(name);
      // Library items about boxes still match; ours is not among them any more.
      await expect(results(name)).toBeVisible();
      await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
    });
  });

  test('validation messages in French, and a price typed with a decimal comma', async ({ page }) => {
    const L = (key: string, params?: Record<string, string | number>) => t('fr', key, params);
    const name = `Bouteille en verre ${Date.now().toString(36)}`;
    await openCatalog(page, 'fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await checkValidation(page, 'fr', '-2,5');

    const f = itemForm(page, 'fr');
    await f.name.fill(name);
    await f.category.fill('Emballage');
    await f.price.fill('0,75');
    await f.tag('material', 'Verre').check();
    await f.create.click();
    await expect(toast(page, L('catalog.edit.created', { name }))).toBeVisible();

    await page.getByRole('searchbox', { name: L('catalog.list.search_label') }).fill(name);
    const row = page
      .getByRole('table', { name: L('catalog.list.search_caption', { query: name }) })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row.getByRole('cell').nth(2)).toHaveText(formatCurrency(0.75, 'EUR', 'fr'));
    await expect(row.getByRole('cell').nth(2)).toHaveText(/^0,75\s€$/);
    await expect(row.getByRole('cell').nth(4)).toHaveText('Verre');
  });
});
