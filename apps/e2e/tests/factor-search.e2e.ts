import type { Locator, Page } from '@playwright/test';
import { demo } from '../support/env.ts';
import { expect, openSignedIn, signInViaApi, test } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';
import { chooseOption } from '../support/ui.ts';

/**
 * /ef-search (SPEC section 5) as the demo account: the 2-character rule, searches in English and in
 * French (accents optional), values in the reader's number format, the result limit, the relevance
 * slider, a source filter, and the detail panel with its attribution, licence and breakdowns.
 * The demo profile is never changed: the French interface comes from local storage only.
 */

/** Result columns after the row header (the factor's name): see factor-results-table.tsx. */
const column = { source: 0, unit: 1, value: 2, location: 3, year: 4, relevance: 5 } as const;

/** kg CO2e values as the table writes them: up to 4 significant figures, whole digits kept, per locale. */
const valuePattern: Record<AppLocale, RegExp> = {
  // 1,235 · 155 · 0.05363 · 0.00029 · -53
  en: /^-?\d{1,3}(,\d{3})*(\.\d+)?$/,
  // 1 235 (narrow no-break space) · 155 · 0,05363 · 0,00029 · -53
  fr: /^-?\d{1,3}([\u202f\u00a0 ]\d{3})*(,\d+)?$/,
};

function searchPage(page: Page, locale: AppLocale) {
  const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
  const results = (query: string) => page.getByRole('table', { name: L('factors.search.results_caption', { query }) });
  return {
    L,
    query: page.getByRole('searchbox', { name: L('factors.search.query_label') }),
    limit: page.getByRole('combobox', { name: L('factors.search.limit_label'), exact: true }),
    relevance: page.getByRole('slider', { name: L('factors.search.relevance_label') }),
    source: page.getByRole('combobox', { name: L('factors.search.source_label'), exact: true }),
    results,
    /** Body rows: each has its factor's name as a row header. */
    rows: (query: string) => results(query).getByRole('row').filter({ has: page.getByRole('rowheader') }),
    rowOf: (query: string, name: string) =>
      results(query)
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name, exact: true }) }),
    detail: page.getByRole('dialog', { name: new RegExp(`^${L('factors.detail.label')}`) }),
  };
}

/** A row of a breakdown table (gases, stages) by its label. */
function breakdownRow(table: Locator, label: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: label, exact: true }) });
}

function cell(row: Locator, name: keyof typeof column): Locator {
  return row.getByRole('cell').nth(column[name]);
}

/**
 * One column of every result row, read in a single pass: the table re-renders when a search answers,
 * so reading row by row could ask for a row that has just gone.
 */
async function columnTexts(rows: Locator, name: keyof typeof column): Promise<string[]> {
  return rows.evaluateAll(
    (trs, index) => trs.map((tr) => (tr.querySelectorAll(':scope > td')[index]?.textContent ?? '').trim()),
    column[name],
  );
}

/** The relevance column as whole percentages ("83%", "83 %"). */
async function relevances(rows: Locator): Promise<number[]> {
  return (await columnTexts(rows, 'relevance')).map((text) => Number(text.replace(/[^\d]/g, '')));
}

async function expectValuesFormatted(rows: Locator, locale: AppLocale): Promise<void> {
  const values = await columnTexts(rows, 'value');
  expect(values.length).toBeGreaterThan(0);
  for (const value of values) expect(value, `kg CO2e value in ${locale}`).toMatch(valuePattern[locale]);
}

async function signInDemo(page: Page, locale: AppLocale): Promise<void> {
  const token = await signInViaApi(page.request, demo.email, demo.password);
  await openSignedIn(page, token, '/ef-search', locale);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'factors.search.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

test.describe('emission factor search', () => {
  test('English: the 2-character rule, searches, limit, relevance, source filter and the detail panel', async ({ page }) => {
    test.slow(); // many searches against the whole library on two shared cores
    const s = searchPage(page, 'en');
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/emission-factors/search')) searches.push(new URL(request.url()).searchParams.get('q') ?? '');
    });
    await signInDemo(page, 'en');

    await test.step('one character: the 2-character message, no search and no results', async () => {
      await s.query.fill('b');
      const message = t('en', 'errors.search_query_too_short');
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(s.query).toHaveAccessibleDescription(message);
      await expect(s.query).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(page.getByText(t('en', 'factors.search.start_title'), { exact: true })).toBeVisible();
      expect(searches).toEqual([]);
    });

    await test.step('"concrete": results with kg CO2e values in the English format', async () => {
      await s.query.fill('concrete');
      await expect(s.query).not.toHaveAttribute('aria-invalid', 'true');
      await expect(s.rows('concrete')).toHaveCount(20); // the default limit
      await expect(page.getByText(t('en', 'factors.search.result_count_other', { number: '20', query: 'concrete' }))).toBeVisible();
      await expect(cell(s.rowOf('concrete', 'Reinforced concrete'), 'value')).toHaveText('155');
      await expect(cell(s.rowOf('concrete', 'Reinforced concrete'), 'unit')).toHaveText(t('en', 'factors.units.tonne'));
      await expectValuesFormatted(s.rows('concrete'), 'en');
      expect(searches).not.toContain('b');
    });

    await test.step('"béton" in the English interface finds the concrete factors', async () => {
      await s.query.fill('béton');
      await expect(s.rows('béton').first()).toBeVisible();
      const names = await s.rows('béton').getByRole('rowheader').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      expect(names.some((name) => /concrete/i.test(name)), names.join('\n')).toBe(true);
      await expectValuesFormatted(s.rows('béton'), 'en');
    });

    let atLimit50 = 0;
    await test.step('change the result limit', async () => {
      await s.query.fill('concrete');
      await expect(s.rows('concrete')).toHaveCount(20);
      await chooseOption(s.limit, t('en', 'factors.search.limit_option_other', { count: 10 }));
      await expect(page).toHaveURL(/[?&]limit=10(&|$)/);
      await expect(s.rows('concrete')).toHaveCount(10);
      await chooseOption(s.limit, t('en', 'factors.search.limit_option_other', { count: 50 }));
      await expect(page).toHaveURL(/[?&]limit=50(&|$)/);
      // Up to 50: as many as the library has for "concrete" (49 today), and the count says so.
      await expect(async () => {
        const count = await s.rows('concrete').count();
        expect(count).toBeGreaterThan(20);
        expect(count).toBeLessThanOrEqual(50);
      }).toPass({ timeout: 10_000 });
      atLimit50 = await s.rows('concrete').count();
      await expect(page.getByText(t('en', 'factors.search.result_count_other', { number: atLimit50, query: 'concrete' }))).toBeVisible();
      expect(Math.min(...(await relevances(s.rows('concrete'))))).toBeLessThan(55);
    });

    await test.step('move the relevance slider to 55%: less relevant results disappear', async () => {
      await expect(s.relevance).toHaveValue('0');
      await s.relevance.focus();
      // Step 5: eleven steps to the right make 55 %, between the weakest of the 50 "concrete" results (about 53 %)
      // and the concrete factors themselves (58 to 70 %).
      for (let step = 0; step < 11; step++) await page.keyboard.press('ArrowRight');
      await expect(s.relevance).toHaveValue('55');
      await expect(s.relevance).toHaveAttribute('aria-valuetext', t('en', 'factors.search.percent', { value: 55 }));
      await expect(page).toHaveURL(/[?&]relevance=55(&|$)/);
      await expect(async () => {
        const count = await s.rows('concrete').count();
        expect(count).toBeGreaterThan(0);
        expect(count).toBeLessThan(atLimit50);
        for (const relevance of await relevances(s.rows('concrete'))) expect(relevance).toBeGreaterThanOrEqual(55);
      }).toPass({ timeout: 10_000 });
    });

    await test.step('filter by source: only UK DESNZ factors remain', async () => {
      const desnz = t('en', 'factors.sources.uk-desnz');
      await chooseOption(s.source, desnz);
      await expect(page).toHaveURL(/[?&]source=uk-desnz(&|$)/);
      await expect(async () => {
        const sources = await columnTexts(s.rows('concrete'), 'source');
        expect(sources.length).toBeGreaterThan(0);
        for (const source of sources) expect(source.startsWith(desnz), source).toBe(true);
      }).toPass({ timeout: 10_000 });
      await expect(page.getByRole('button', { name: t('en', 'factors.search.clear_filters') })).toBeEnabled();
    });

    const material = 'Material use – Construction – Concrete – Primary material production';
    await test.step('open a factor: attribution and licence; Escape closes the panel', async () => {
      const opener = s.rowOf('concrete', material).first().getByRole('button', { name: material, exact: true });
      await opener.click();
      await expect(page).toHaveURL(/[?&]factor=[0-9a-f-]{36}/);
      await expect(s.detail.getByRole('heading', { level: 2, name: material })).toBeVisible();
      await expect(s.detail).toHaveAccessibleName(`${t('en', 'factors.detail.label')} ${material}`);
      const attribution = s.detail.getByRole('region', { name: t('en', 'factors.detail.sections.attribution') });
      await expect(attribution).toContainText('Contains public sector information licensed under the Open Government Licence v3.0');
      await expect(attribution).toContainText(t('en', 'factors.detail.licence'));
      const licence = attribution.getByRole('link', { name: `Open Government Licence v3.0 ${t('en', 'factors.detail.opens_new_tab')}` });
      await expect(licence).toHaveAttribute('href', /nationalarchives\.gov\.uk/);
      await expect(licence).toHaveAttribute('target', '_blank');

      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).not.toHaveURL(/[?&]factor=/);
      await expect(opener).toBeFocused();
    });

    await test.step('a fuel from the same source shows its split by gas', async () => {
      const diesel = 'Fuels – Liquid fuels – Diesel (100% mineral diesel)';
      // The words of DESNZ's name: for "diesel" alone a French company's ADEME diesels come first.
      await s.query.fill('mineral diesel');
      // Four units of the same fuel; the one per litre is 2.662 kg CO2e (2.66155 as published).
      const perLitre = s.rowOf('mineral diesel', diesel).filter({ has: page.getByRole('cell', { name: '2.662', exact: true }) });
      await expect(cell(perLitre, 'unit')).toHaveText(t('en', 'factors.units.l'));
      await perLitre.getByRole('button', { name: diesel, exact: true }).click();
      await expect(s.detail.getByRole('heading', { level: 2, name: diesel })).toBeVisible();
      await expect(s.detail).toContainText(`2.662 ${t('en', 'factors.detail.per_unit', { unit: t('en', 'factors.units.l') })}`);
      const gases = s.detail.getByRole('table', { name: t('en', 'factors.detail.sections.gases') });
      await expect(gases.getByRole('columnheader', { name: t('en', 'factors.detail.columns.gas') })).toBeVisible();
      await expect(breakdownRow(gases, t('en', 'factors.detail.gases.co2_fossil'))).toContainText('2.628');
      await expect(breakdownRow(gases, t('en', 'factors.detail.gases.ch4'))).toContainText('0.00029');
      await expect(breakdownRow(gases, t('en', 'factors.detail.gases.n2o'))).toContainText('0.03308');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });

  test('French: accent-free and multi-word searches, decimal commas, filters, attribution and life-cycle stages', async ({ page }) => {
    test.slow();
    const s = searchPage(page, 'fr');
    await signInDemo(page, 'fr');

    await test.step('one character: the message in French', async () => {
      await s.query.fill('é');
      await expect(page.getByText(t('fr', 'errors.search_query_too_short'), { exact: true })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    });

    await test.step('"beton" without its accent finds « Béton armé », written with a decimal comma', async () => {
      await s.query.fill('beton');
      await expect(s.rows('beton').first()).toBeVisible();
      await expect(cell(s.rowOf('beton', 'Béton armé'), 'value')).toHaveText('155');
      await expect(cell(s.rowOf('beton', 'Béton armé'), 'relevance')).toHaveText(/^\d+\u00a0%$/);
      await expectValuesFormatted(s.rows('beton'), 'fr');
      await expect(page.getByText(t('fr', 'factors.search.result_count_other', { number: '20', query: 'beton' }))).toBeVisible();
    });

    const query = 'électricité France';
    const grid2025 = 'Électricité – intensité carbone de la production, France, 2025';
    await test.step('"électricité France": several sources, then the grid intensity source only', async () => {
      await s.query.fill(query);
      await expect(s.rowOf(query, grid2025)).toBeVisible();
      await expect(cell(s.rowOf(query, grid2025), 'value')).toHaveText('0,04179');
      await expectValuesFormatted(s.rows(query), 'fr');
      const sources = new Set(await columnTexts(s.rows(query), 'source'));
      expect(sources.size).toBeGreaterThan(1);

      await chooseOption(s.limit, t('fr', 'factors.search.limit_option_other', { count: 10 }));
      await expect(s.rows(query)).toHaveCount(10);

      const owid = t('fr', 'factors.sources.owid-grid-intensity');
      await chooseOption(s.source, owid);
      await expect(page).toHaveURL(/[?&]source=owid-grid-intensity(&|$)/);
      await expect(async () => {
        const shown = await columnTexts(s.rows(query), 'source');
        expect(shown.length).toBeGreaterThan(0);
        for (const source of shown) expect(source.startsWith(owid), source).toBe(true);
      }).toPass({ timeout: 10_000 });
    });

    await test.step('the relevance slider in French', async () => {
      await s.relevance.focus();
      // Eight steps of 5 make 40 %: below the grid intensity rows' relevance (about 52 % for this two-word query),
      // above the weakest sources' rows.
      for (let step = 0; step < 8; step++) await page.keyboard.press('ArrowRight');
      await expect(s.relevance).toHaveAttribute('aria-valuetext', t('fr', 'factors.search.percent', { value: 40 }));
      await expect(page).toHaveURL(/[?&]relevance=40(&|$)/);
      await expect(async () => {
        const shown = await relevances(s.rows(query));
        expect(shown.length).toBeGreaterThan(0);
        for (const relevance of shown) expect(relevance).toBeGreaterThanOrEqual(40);
      }).toPass({ timeout: 10_000 });
    });

    await test.step('the detail of the 2025 French grid intensity: value as published, attribution and licence', async () => {
      await s.rowOf(query, grid2025).getByRole('button', { name: grid2025, exact: true }).click();
      await expect(s.detail.getByRole('heading', { level: 2, name: grid2025 })).toBeVisible();
      await expect(s.detail).toContainText(`0,04179 ${t('fr', 'factors.detail.per_unit', { unit: 'kWh' })}`);
      await expect(s.detail).toContainText(t('fr', 'factors.detail.as_published', { value: '41,79', unit: 'gCO2e/kWh' }));
      const attribution = s.detail.getByRole('region', { name: t('fr', 'factors.detail.sections.attribution') });
      await expect(attribution).toContainText('Our World in Data');
      await expect(attribution.getByRole('link', { name: `CC BY 4.0 ${t('fr', 'factors.detail.opens_new_tab')}` })).toHaveAttribute(
        'href',
        'https://creativecommons.org/licenses/by/4.0/',
      );
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('an AGRIBALYSE food shows its life-cycle stages', async () => {
      await page.getByRole('button', { name: t('fr', 'factors.search.clear_filters') }).click();
      await expect(s.relevance).toHaveValue('0');
      await chooseOption(s.source, t('fr', 'factors.sources.agribalyse'));
      await s.query.fill('farine');
      await s.rowOf('farine', 'Farine de riz').getByRole('button', { name: 'Farine de riz', exact: true }).click();
      await expect(s.detail.getByRole('heading', { level: 2, name: 'Farine de riz' })).toBeVisible();
      await expect(s.detail).toContainText(`3,06 ${t('fr', 'factors.detail.per_unit', { unit: 'kg' })}`);
      const stages = s.detail.getByRole('table', { name: t('fr', 'factors.detail.sections.stages') });
      await expect(breakdownRow(stages, t('fr', 'factors.detail.stages.agriculture'))).toContainText('2,567');
      await expect(breakdownRow(stages, t('fr', 'factors.detail.stages.transport'))).toContainText('0,4507');
      await expect(s.detail.getByRole('region', { name: t('fr', 'factors.detail.sections.attribution') })).toContainText('AGRIBALYSE');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
});
