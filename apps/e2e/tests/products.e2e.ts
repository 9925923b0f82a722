import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { demo, e2eRoot } from '../support/env.ts';
import {
  completeSetupViaApi,
  expect,
  openSignedIn,
  registerViaApi,
  signInViaApi,
  test,
} from '../support/fixtures.ts';
import { exact, t, type AppLocale } from '../support/i18n.ts';

/**
 * Issue 11, product footprints: the wizard (Info → Flow; French Infos → Flux) with its SPEC messages, a component
 * made of a material found by factor search, a composite product built from it with an energy line at an energy
 * price and a cardboard packaging line; its footprint by stage, its supply-chain tree, the packaging line edited in
 * place (its new footprint shown), its public report published
 * (public API, and the public page when the app has one) and withdrawn.
 *
 * A new company is on the Free plan, which allows 1 product (decision 0027): it makes its component through the
 * wizard and is then offered the upgrade instead of a second product. The two-product journey therefore runs on
 * the demo company (Pro), and deletes what it created so the demo account is left as it was.
 */
const journeys = {
  en: {
    material: 'steel',
    packaging: 'cardboard',
    weight: '0.5',
    kwh: '1.5',
    cardboard: '0.2',
    cardboardDoubled: '0.4',
    category: 'Furniture',
  },
  fr: {
    material: 'acier',
    packaging: 'carton',
    weight: '0,5',
    kwh: '1,5',
    cardboard: '0,2',
    cardboardDoubled: '0,4',
    category: 'Mobilier',
  },
} as const;

/** Whether the web app has a public page /product-reports/{slug} (another change adds it). */
const publicReportPage = (() => {
  const routes = resolve(e2eRoot, '../web/src/app/route-table.tsx');
  return existsSync(routes) && readFileSync(routes, 'utf8').includes('product-reports');
})();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const locale of ['en', 'fr'] as const satisfies readonly AppLocale[]) {
  const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
  const journey = journeys[locale];
  const dialog = (page: Page, title: string) =>
    page.getByRole('dialog', { name: new RegExp(escapeRegExp(title)) });
  const addButton = (scope: Locator) =>
    scope.getByRole('button', { name: L('products.actions.add'), exact: true });

  /** Info step: name, category and weight, then Next. */
  async function fillInfo(page: Page, name: string, weight: string): Promise<void> {
    await page.getByRole('textbox', { name: L('products.wizard.name') }).fill(name);
    await page.getByRole('textbox', { name: L('products.wizard.category') }).fill(journey.category);
    await page.getByRole('textbox', { name: L('products.wizard.weight') }).fill(weight);
    await page.getByRole('button', { name: L('products.actions.next'), exact: true }).click();
    await expect(
      page.getByRole('navigation', { name: L('products.wizard.steps') }).locator('[aria-current="step"]'),
    ).toHaveText(`2. ${L('products.wizard.step_flow')}`);
  }

  /** Flow step: a material line by factor search (the first result), 0.4 kg per unit. Returns the line's label. */
  async function addMaterialBySearch(page: Page): Promise<string> {
    await page.getByRole('button', { name: L('products.actions.add_material'), exact: true }).click();
    const form = dialog(page, L('products.material.title'));
    await form.getByRole('searchbox', { name: L('products.material.search') }).fill(journey.material);
    const use = form
      .getByRole('button', {
        name: new RegExp(`^${escapeRegExp(L('products.material.use_named', { name: '' }))}`),
      })
      .first();
    const label = ((await use.getAttribute('aria-label')) ?? '').slice(
      L('products.material.use_named', { name: '' }).length,
    );
    expect(label).not.toBe('');
    await use.click();
    await expect(form.getByText(L('products.material.chosen', { name: label }))).toBeVisible();
    await form
      .getByRole('textbox', { name: L('products.material.quantity') })
      .fill(locale === 'fr' ? '0,4' : '0.4');
    await addButton(form).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: label })).toBeVisible();
    return label;
  }

  test(`the wizard's messages, then a new company's component product by factor search (${locale})`, async ({
    page,
  }) => {
    test.slow();
    const user = await registerViaApi(page.request, locale);
    const token = await completeSetupViaApi(page.request, user);
    await openSignedIn(page, token, '/products', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('products.title'));
    await page.getByRole('link', { name: L('products.actions.new'), exact: true }).click();
    await expect(page).toHaveURL(/\/products\/new$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('products.wizard.title_new'));

    // Info submitted empty: the three SPEC messages in the user's language, still on Info.
    await page.getByRole('button', { name: L('products.actions.next'), exact: true }).click();
    await expect(page.getByText(exact(L('errors.product_name_required')))).toBeVisible();
    await expect(page.getByText(exact(L('errors.product_category_required')))).toBeVisible();
    await expect(page.getByText(exact(L('errors.product_weight_positive')))).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: L('products.wizard.steps') }).locator('[aria-current="step"]'),
    ).toHaveText(`1. ${L('products.wizard.step_info')}`);
    await expectNoSeriousViolations(page, `/products/new Info with errors (${locale})`);

    // Flow saved with no line: at least one material is required.
    const name = `E2E bracket ${locale} ${Date.now()}`;
    await fillInfo(page, name, journey.weight);
    await expect(page.getByText(L('products.wizard.no_lines'))).toBeVisible();
    await page.getByRole('button', { name: L('products.actions.save'), exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: L('errors.product_material_required') }),
    ).toBeVisible();

    // A material by factor search, then saved: the product's view.
    await addMaterialBySearch(page);
    await expect(
      page.getByRole('alert').filter({ hasText: L('errors.product_material_required') }),
    ).toBeHidden();
    await expectNoSeriousViolations(page, `/products/new Flow (${locale})`);
    await page.getByRole('button', { name: L('products.actions.save'), exact: true }).click();
    await expect(page).toHaveURL(/\/products\/view\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    // The Free plan's one product is used: the list offers the upgrade instead of another product.
    await page.getByRole('link', { name: L('products.actions.back'), exact: true }).click();
    await expect(page.getByRole('link', { name: name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: L('products.actions.upgrade'), exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: L('products.actions.new'), exact: true })).toHaveCount(0);
  });

  test(`issue 11's journey: component, composite with sub-product, energy and packaging; tree; public report (${locale})`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const token = await signInViaApi(page.request, demo.email, demo.password);
    const created: string[] = [];
    const stamp = Date.now();
    const componentName = `E2E bracket ${locale} ${stamp}`;
    const compositeName = `E2E shelf ${locale} ${stamp}`;
    try {
      // The component: Info, then one material line found by factor search.
      await openSignedIn(page, token, '/products', locale);
      await page.getByRole('link', { name: L('products.actions.new'), exact: true }).click();
      await fillInfo(page, componentName, journey.weight);
      const materialLabel = await addMaterialBySearch(page);
      await page.getByRole('button', { name: L('products.actions.save'), exact: true }).click();
      await expect(page).toHaveURL(/\/products\/view\/[^/]+$/);
      created.unshift(new URL(page.url()).pathname.split('/').pop() ?? '');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(componentName);

      // The composite: the component as a sub-product, energy at an energy price, cardboard packaging.
      await page.getByRole('link', { name: L('products.actions.back'), exact: true }).click();
      await page.getByRole('link', { name: L('products.actions.new'), exact: true }).click();
      await fillInfo(page, compositeName, '2');

      await page.getByRole('button', { name: L('products.actions.add_product'), exact: true }).click();
      let form = dialog(page, L('products.material.product_title'));
      await form
        .getByRole('combobox', { name: L('products.material.product'), exact: true })
        .selectOption({ label: componentName });
      await form.getByRole('textbox', { name: L('products.material.quantity') }).fill('2');
      await form
        .getByRole('combobox', { name: L('products.material.unit'), exact: true })
        .selectOption('unit');
      await addButton(form).click();
      await expect(form).toBeHidden();

      await page.getByRole('button', { name: L('products.actions.add_energy'), exact: true }).click();
      form = dialog(page, L('products.energy.title'));
      await form.getByRole('radio', { name: L('products.energy.from_price') }).check();
      const price = form.getByRole('combobox', { name: L('products.energy.price'), exact: true });
      // The company is French: France's default electricity price (Eurostat's non-household dataset) is there.
      const electricity = price
        .locator('option')
        .filter({ hasText: /^Eurostat nrg_pc_205\b.*€\/kWh$/ })
        .first();
      await expect(electricity).toBeAttached();
      await price.selectOption((await electricity.getAttribute('value')) ?? '');
      await form.getByRole('textbox', { name: L('products.energy.quantity_kwh') }).fill(journey.kwh);
      await expectNoSeriousViolations(page, `energy dialog (${locale})`);
      await addButton(form).click();
      await expect(form).toBeHidden();

      await page.getByRole('button', { name: L('products.actions.add_packaging'), exact: true }).click();
      form = dialog(page, L('products.packaging.title'));
      await form.getByRole('searchbox', { name: L('products.packaging.search') }).fill(journey.packaging);
      await form
        .getByRole('combobox', { name: L('products.packaging.material'), exact: true })
        .selectOption('cardboard');
      await form.getByRole('textbox', { name: L('products.packaging.weight') }).fill(journey.cardboard);
      await addButton(form).click();
      await expect(form).toBeHidden();

      const energyLine = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: L('products.kinds.energy') });
      await expect(energyLine).toHaveCount(1);
      await expect(energyLine).toContainText(/\b1[.,]50* kWh/);
      await expect(
        page
          .getByRole('main')
          .getByRole('listitem')
          .filter({ hasText: L('products.kinds.packaging') }),
      ).toHaveCount(1);
      await expect(
        page.getByRole('main').getByRole('listitem').filter({ hasText: componentName }),
      ).toHaveCount(1);
      await page.getByRole('button', { name: L('products.actions.save'), exact: true }).click();
      await expect(page).toHaveURL(/\/products\/view\/[^/]+$/);
      const compositeId = new URL(page.url()).pathname.split('/').pop() ?? '';
      created.unshift(compositeId);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(compositeName);

      // The footprint is above 0; the by-stage table has energy and packaging above 0.
      const [before, after] = L('products.view.total', { value: '§' }).split('§');
      await expect(
        page
          .getByText(
            new RegExp(
              `^${escapeRegExp(before ?? '')}(?!0([.,]0+)? )\\d[\\d.,\\s\\u202f]* kg CO2e${escapeRegExp(after ?? '')}$`,
            ),
          )
          .first(),
      ).toBeVisible();
      const byStage = page.getByRole('table', { name: L('products.view.by_stage') });
      for (const stage of ['energy', 'packaging', 'raw_material'] as const) {
        const row = byStage
          .getByRole('row')
          .filter({ has: page.getByRole('cell', { name: L(`products.stages.${stage}`), exact: true }) });
        await expect(row.getByRole('cell').nth(1)).not.toHaveText(/^\s*0([.,]0+)?\s*$/);
      }
      const linesTable = page.getByRole('table', { name: L('products.view.lines') });
      await expect(linesTable.getByRole('link', { name: componentName, exact: true })).toBeVisible();
      await expectNoSeriousViolations(page, `/products/view (${locale})`);

      // The supply-chain tree: the sub-product, with its own material line nested under it.
      await page.getByRole('link', { name: L('products.actions.tree'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/products/tree/${compositeId}$`));
      const tree = page.getByRole('tree', { name: L('products.tree.title', { name: compositeName }) });
      // The sub-product's item is the one with its own collapse button (its lines name it too, per unit of it).
      const sub = tree.getByRole('treeitem').filter({
        has: page.getByRole('button', { name: L('products.actions.collapse', { name: componentName }), exact: true }),
      });
      await expect(sub).toHaveAttribute('aria-expanded', 'true');
      await expect(
        sub.getByRole('group').getByRole('treeitem').filter({ hasText: materialLabel }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, `/products/tree (${locale})`);

      // The packaging line edited in place on /products/edit/{id}: its dialog opens on it (cardboard, the weight
      // given), the weight doubled replaces it at the same place, and the saved footprint's packaging doubles.
      const packagingCell = () =>
        page
          .getByRole('table', { name: L('products.view.by_stage') })
          .getByRole('row')
          .filter({ has: page.getByRole('cell', { name: L('products.stages.packaging'), exact: true }) })
          .getByRole('cell')
          .nth(1);
      const asNumber = (text: string) => Number(text.replace(/[\s\u202f]/g, '').replace(',', '.'));
      await page.getByRole('link', { name: L('products.actions.view'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(compositeName);
      const packagingBefore = asNumber((await packagingCell().textContent()) ?? '');
      expect(packagingBefore).toBeGreaterThan(0);
      await page.goto(`/products/edit/${compositeId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        L('products.wizard.title_edit', { name: compositeName }),
      );
      await page.getByRole('button', { name: L('products.actions.next'), exact: true }).click();
      const flowLines = page.getByRole('main').getByRole('list').last().getByRole('listitem');
      await expect(flowLines).toHaveCount(3);
      await expect(flowLines.nth(2)).toContainText(L('products.kinds.packaging'));
      await flowLines
        .nth(2)
        .getByRole('button', {
          name: new RegExp(`^${escapeRegExp(L('products.actions.edit_line', { label: '' }))}`),
        })
        .click();
      form = dialog(page, L('products.packaging.edit_title'));
      await expect(
        form.getByRole('combobox', { name: L('products.packaging.material'), exact: true }),
      ).toHaveValue('cardboard');
      const weight = form.getByRole('textbox', { name: L('products.packaging.weight') });
      await expect(weight).toHaveValue(journey.cardboard);
      await weight.fill(journey.cardboardDoubled);
      await form.getByRole('button', { name: L('products.actions.update_line'), exact: true }).click();
      await expect(form).toBeHidden();
      await expect(flowLines).toHaveCount(3);
      await expect(flowLines.nth(2)).toContainText(L('products.kinds.packaging'));
      await expect(flowLines.nth(2)).toContainText(new RegExp(`\\b0[.,]40* kg`));
      await page.getByRole('button', { name: L('products.actions.save'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/products/view/${compositeId}$`));
      // 0.4 kg of cardboard instead of 0.2: twice the packaging stage (shown to 3 decimals).
      await expect
        .poll(async () => asNumber((await packagingCell().textContent()) ?? ''))
        .toBeCloseTo(2 * packagingBefore, 2);
      await page.getByRole('link', { name: L('products.actions.tree'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/products/tree/${compositeId}$`));
      await expect(sub).toHaveAttribute('aria-expanded', 'true');

      // Publish from the view.
      await page.getByRole('link', { name: L('products.actions.view'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(compositeName);
      await page.getByRole('button', { name: L('products.publish.publish'), exact: true }).click();
      await expect(
        page.getByRole('button', { name: L('products.publish.unpublish'), exact: true }),
      ).toBeVisible();
      const answer = await page.request.get(`/api/v1/products/${compositeId}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      const slug = ((await answer.json()) as { published_slug: string | null }).published_slug;
      expect(slug).toBeTruthy();
      await expect(
        page.getByText(L('products.publish.published', { slug: slug ?? '' })).first(),
      ).toBeVisible();

      // Signed out (a new browser context, no token): the public report answers with the product.
      const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin, locale });
      try {
        const report = await visitor.request.get(`/api/v1/public/product-reports/${slug}`);
        expect(report.status(), await report.text()).toBe(200);
        expect(await report.text()).toContain(compositeName);
        if (publicReportPage) {
          const visitorPage = await visitor.newPage();
          await visitorPage.goto(`/product-reports/${slug}`);
          await expect(visitorPage.getByText(compositeName).first()).toBeVisible();
        }

        // Withdrawn: the public report is gone.
        await page.getByRole('button', { name: L('products.publish.unpublish'), exact: true }).click();
        await expect(
          page.getByRole('button', { name: L('products.publish.publish'), exact: true }),
        ).toBeVisible();
        const gone = await visitor.request.get(`/api/v1/public/product-reports/${slug}`);
        expect(gone.status(), await gone.text()).toBe(404);
      } finally {
        await visitor.close();
      }
    } finally {
      // The demo account is left as it was: the composite first (it uses the component), then the component.
      for (const id of created.filter(Boolean)) {
        const deleted = await page.request.delete(`/api/v1/products/${id}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect([200, 204], await deleted.text()).toContain(deleted.status());
      }
    }
  });
}
