import type { Locator, Page } from '@playwright/test';
import { demo } from '../support/env.ts';
import { expect, openSignedIn, signInViaApi, test } from '../support/fixtures.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { exact, t, type AppLocale } from '../support/i18n.ts';
import { expectInsideViewport } from '../support/layout.ts';

/**
 * The factor page of /ef-search (issue 8): a fuel's parts (combustion apart from upstream), its unit basis,
 * the GWP basis it was computed with, its edition with links to the other editions, and its validity, in
 * the reader's language throughout. Values are the library's: packages/db/reference-data/emission-factors.
 * FACTOR_SCREENSHOTS=<dir> saves a screenshot of each factor page there.
 */

async function signInDemo(page: Page, locale: AppLocale): Promise<void> {
  const token = await signInViaApi(page.request, demo.email, demo.password);
  await openSignedIn(page, token, '/ef-search', locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

function factorPage(page: Page, locale: AppLocale) {
  const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
  const detail = page.getByRole('dialog', { name: new RegExp(`^${L('factors.detail.label')}`) });
  const results = (query: string) => page.getByRole('table', { name: L('factors.search.results_caption', { query }) });
  return {
    L,
    detail,
    query: page.getByRole('searchbox', { name: L('factors.search.query_label') }),
    /** A result row by the factor's name, its kg CO2e value (which tell the units of one fuel apart) and, if given, its place. */
    row: (query: string, name: string, value: string, place?: string) => {
      const rows = results(query)
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name, exact: true }) })
        .filter({ has: page.getByRole('cell', { name: value, exact: true }) });
      return place ? rows.filter({ has: page.getByRole('cell', { name: place, exact: true }) }) : rows;
    },
    /** The value of a fact of the panel (its <dd>) by its label (the <dt> before it). */
    fact: (label: string) => detail.locator('dt', { hasText: exact(label) }).first().locator('xpath=following-sibling::dd[1]'),
    parts: detail.getByRole('table', { name: L('factors.detail.sections.parts') }),
  };
}

function partRow(parts: Locator, label: string): Locator {
  return parts.getByRole('row').filter({ has: parts.page().getByRole('rowheader', { name: label, exact: true }) });
}

async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.FACTOR_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test.describe('the factor page', () => {
  test('English: a UK fuel with its well-to-tank part, GWP basis, editions and validity; a French fuel in English words', async ({ page }) => {
    test.slow();
    const f = factorPage(page, 'en');
    await signInDemo(page, 'en');
    const diesel = 'Fuels – Liquid fuels – Diesel (100% mineral diesel)';
    let dieselPage = '';

    await test.step('the result row names its edition', async () => {
      // A French company finds ADEME's diesels first for "diesel": the words of DESNZ's name find its row.
      await f.query.fill('mineral diesel');
      const row = f.row('mineral diesel', diesel, '2.662');
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell').first()).toContainText(f.L('factors.results.edition', { edition: '2025' }));
      await row.getByRole('button', { name: diesel, exact: true }).click();
      await expect(f.detail.getByRole('heading', { level: 2, name: diesel })).toBeVisible();
    });

    await test.step('parts: combustion is the value, the well-to-tank part links to its own factor', async () => {
      await expect(partRow(f.parts, f.L('factors.detail.part_kinds.combustion'))).toContainText('2.662');
      const upstream = partRow(f.parts, f.L('factors.detail.part_kinds.upstream'));
      await expect(upstream).toContainText('0.6241');
      await expect(upstream.getByRole('link', { name: f.L('factors.detail.part_links.upstream') })).toHaveAttribute('href', /[?&]factor=[0-9a-f-]{36}/);
    });

    await test.step('GWP basis AR5, explained on hover; current validity', async () => {
      await expect(f.fact(f.L('factors.detail.fields.gwp_basis'))).toContainText(f.L('factors.detail.gwp.AR5'));
      await f.detail.getByRole('button', { name: f.L('factors.detail.gwp_about') }).hover();
      await expect(page.getByRole('tooltip')).toContainText('Fifth Assessment Report');
      await expect(f.fact(f.L('factors.detail.fields.validity'))).toHaveText(f.L('factors.detail.current'));
      await screenshot(page, 'factor-page-en-desnz-diesel-2025');
      await page.keyboard.press('Escape'); // the tooltip
      await expectNoSeriousViolations(page, 'the factor page of a fuel with parts');
      dieselPage = page.url();
    });

    await test.step('edition 2025, also in edition 2024, which points back to 2025', async () => {
      const edition = f.fact(f.L('factors.detail.fields.edition'));
      await expect(edition).toContainText(`2025 (${f.L('factors.detail.edition_latest')})`);
      await expect(edition).toContainText(f.L('factors.detail.also_in_edition', { count: 1 }));
      await edition.getByRole('link', { name: /^Edition 2024: / }).click();
      await expect(f.detail.getByRole('heading', { level: 2, name: diesel })).toBeVisible();
      await expect(f.fact(f.L('factors.detail.fields.edition'))).toContainText(f.L('factors.detail.newer_edition', { edition: '2025' }));
      await expect(f.fact(f.L('factors.detail.fields.validity'))).toContainText(f.L('factors.results.older_edition'));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('ADEME road diesel B7 per litre in English: parts, category path and expiry in English', async () => {
      await f.query.fill('gazole routier B7');
      const row = f.row('gazole routier B7', 'Road diesel, B7', '3.1', 'Mainland France');
      await expect(row.getByText(f.L('factors.results.validity.expired'), { exact: true })).toBeVisible();
      await row.getByRole('button', { name: 'Road diesel, B7', exact: true }).click();
      await expect(partRow(f.parts, f.L('factors.detail.part_kinds.combustion'))).toContainText('2.49');
      await expect(partRow(f.parts, f.L('factors.detail.part_kinds.upstream'))).toContainText('0.609');
      await expect(f.detail.getByRole('navigation', { name: f.L('factors.detail.fields.category') })).toContainText('Fuels');
      await expect(f.detail.getByRole('note')).toContainText(f.L('factors.detail.expired_title', { date: '1 December 2020' }));
      await expect(f.detail).not.toContainText('Amont');
      await screenshot(page, 'factor-page-en-ademe-diesel-b7');
    });

    await test.step('on a phone, the page with its parts table fits the screen', async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(dieselPage);
      await expect(f.parts).toBeVisible();
      await expectInsideViewport(f.detail, 'factor page', { horizontalOnly: true });
      const overflow = await f.detail.evaluate((panel) => panel.scrollWidth - panel.clientWidth);
      expect(overflow, 'the factor page scrolls sideways').toBeLessThanOrEqual(0);
      // Nothing cut off at the right either: every fact's value ends inside the screen.
      const rightEdges = await f.detail.locator('dd').evaluateAll((dds) => dds.map((dd) => Math.round(dd.getBoundingClientRect().right)));
      expect(rightEdges.length).toBeGreaterThan(5);
      for (const right of rightEdges) expect(right, 'a fact of the factor page ends off screen').toBeLessThanOrEqual(360);
      await screenshot(page, 'factor-page-en-desnz-diesel-2025-phone');
    });
  });

  test('French: the ADEME road diesel B7 page speaks French, with its parts, expiry on the 1st and edition', async ({ page }) => {
    test.slow();
    const f = factorPage(page, 'fr');
    await signInDemo(page, 'fr');
    const name = 'Gazole routier, B7';

    await f.query.fill('gazole routier B7');
    const row = f.row('gazole routier B7', name, '3,1', 'France continentale');
    await expect(row.getByText(f.L('factors.results.validity.expired'), { exact: true })).toBeVisible();
    await row.getByRole('button', { name, exact: true }).click();
    await expect(f.detail.getByRole('heading', { level: 2, name })).toBeVisible();

    await expect(partRow(f.parts, f.L('factors.detail.part_kinds.combustion'))).toContainText('2,49');
    await expect(partRow(f.parts, f.L('factors.detail.part_kinds.upstream'))).toContainText('0,609');
    await expect(f.detail.getByRole('note')).toContainText('Expiré le 1er décembre 2020');
    await expect(f.fact(f.L('factors.detail.fields.validity'))).toHaveText('Expiré le 1er décembre 2020');
    await expect(f.fact(f.L('factors.detail.fields.edition'))).toHaveText('V23.6');
    await expect(f.fact(f.L('factors.detail.fields.gwp_basis'))).toContainText(f.L('factors.detail.gwp.AR5')); // ADEME's own statement, recorded by the import
    await expect(f.detail.getByRole('navigation', { name: f.L('factors.detail.fields.category') })).toContainText('Combustibles');
    await expect(f.detail).not.toContainText(/years \d{4}/);
    await screenshot(page, 'factor-page-fr-ademe-diesel-b7');
  });
});
