import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';

/**
 * The public CSRD and BEGES calculator (/tools/csrd-calculator) through its form, on the law it
 * encodes (Omnibus I, stop-the-clock, French Environment Code): a large EU group, exactly 1,000
 * employees, a non-EU group, a first-wave company now below the thresholds, the BEGES for 600 staff
 * in metropolitan France; the answer survives a reload and opens from a copied link; once in French.
 */

type YesNo = 'yes' | 'no';

interface EuAnswers {
  establishment: 'eu';
  structure: 'standalone' | 'parent' | 'subsidiary';
  financialHolding?: YesNo;
  employees: string;
  turnover: string;
  listed: YesNo;
  reportedFy2024: YesNo;
}

interface NonEuAnswers {
  establishment: 'non-eu';
  euTurnover: string;
  euTurnoverPrevious: string;
  largestEuEntity: string;
  listed: YesNo;
}

interface BegesAnswers {
  staffMetropolitan: string;
  staffOverseas: string;
}

/** Rule parameters as the page writes them: up to two decimals, grouped the reader's way. */
function number(value: number, locale: AppLocale): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 2 }).format(value);
}

function calculator(page: Page, locale: AppLocale) {
  const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
  const form = page.getByRole('region', { name: L('csrd.form.title'), exact: true });
  const result = page.getByRole('region', { name: L('csrd.result.title'), exact: true });
  const radio = (legend: string, option: string) =>
    form.getByRole('group', { name: L(legend), exact: true }).getByRole('radio', { name: L(option), exact: true });
  const field = (label: string) => form.getByRole('textbox', { name: L(label), exact: true });
  const yesNo = (legend: string, value: YesNo) => radio(legend, `csrd.form.${value}`).check();

  return {
    L,
    form,
    result,
    csrd: result.getByRole('article', { name: L('csrd.result.csrd_title'), exact: true }),
    beges: result.getByRole('article', { name: L('csrd.result.beges_title'), exact: true }),

    async answer(csrd: EuAnswers | NonEuAnswers, beges: BegesAnswers): Promise<void> {
      await radio('csrd.form.establishment.legend', `csrd.form.establishment.options.${csrd.establishment}`).check();
      if (csrd.establishment === 'eu') {
        await radio('csrd.form.structure.legend', `csrd.form.structure.options.${csrd.structure}`).check();
        if (csrd.financialHolding) await yesNo('csrd.form.financial_holding.legend', csrd.financialHolding);
        await field('csrd.form.employees.label').fill(csrd.employees);
        await field('csrd.form.turnover.label').fill(csrd.turnover);
        await yesNo('csrd.form.listed.legend', csrd.listed);
        await yesNo('csrd.form.reported_fy2024.legend', csrd.reportedFy2024);
      } else {
        await field('csrd.form.eu_turnover.label').fill(csrd.euTurnover);
        await field('csrd.form.eu_turnover_previous.label').fill(csrd.euTurnoverPrevious);
        await field('csrd.form.largest_eu_entity.label').fill(csrd.largestEuEntity);
        await yesNo('csrd.form.listed.legend', csrd.listed);
      }
      await radio('csrd.form.beges_entity.legend', 'csrd.form.beges_entity.options.private').check();
      await field('csrd.form.staff_metropolitan.label').fill(beges.staffMetropolitan);
      await field('csrd.form.staff_overseas.label').fill(beges.staffOverseas);
      await form.getByRole('button', { name: L('csrd.form.submit'), exact: true }).click();
      await expect(this.csrd).toBeVisible();
    },

    field,
    radio,
  };
}

/** The label → value pairs of an answer's facts (a description list). */
async function facts(article: Locator): Promise<Record<string, string>> {
  const terms = await article.getByRole('term').allTextContents();
  const values = await article.getByRole('definition').allTextContents();
  expect(values).toHaveLength(terms.length);
  return Object.fromEntries(terms.map((term, index) => [term.trim(), values[index]!.trim()]));
}

async function expectLargeGroupIn2027(c: ReturnType<typeof calculator>, locale: AppLocale): Promise<void> {
  const { L, csrd } = c;
  await expect(csrd.getByText(L('csrd.result.verdict.true'), { exact: true })).toBeVisible();
  await expect(csrd).toContainText(L('csrd.rules.csrd.in.large-group.title', { firstYear: 2027 }));
  await expect(csrd).toContainText(L('csrd.rules.csrd.in.large-group.body', { firstYear: 2027, publishedIn: 2028 }));
  expect(await facts(csrd)).toMatchObject({
    [L('csrd.result.first_financial_year')]: '2027',
    [L('csrd.result.first_report_published')]: '2028',
    [L('csrd.result.standard')]: L('csrd.standards.esrs'),
  });
  await expect(csrd).toContainText(L('csrd.reasons.consolidated-figures'));
  await expect(csrd).toContainText(L('csrd.reasons.employees-above', { employees: number(1200, locale), limit: number(1000, locale) }));
}

async function expectBegesFor600(c: ReturnType<typeof calculator>, locale: AppLocale): Promise<void> {
  const { L, beges } = c;
  await expect(beges.getByText(L('csrd.result.beges_verdict.true'), { exact: true })).toBeVisible();
  await expect(beges).toContainText(L('csrd.rules.beges.in.private-over-500.body'));
  await expect(beges).toContainText(L('csrd.beges_reasons.france-staff-above', { staff: number(600, locale), limit: number(500, locale) }));
  expect(await facts(beges)).toMatchObject({
    [L('csrd.result.period')]: L('csrd.result.period_value', { count: 4 }),
    // The CSRD applies from 2027: scope 3 becomes mandatory in the BEGES from that year too.
    [L('csrd.result.emissions_scope')]: L('csrd.beges_scope.energy-indirect-until-sustainability-reporting', { fromYear: 2027 }),
  });
}

test.describe('CSRD calculator', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a large EU group: from FY2027, report in 2028; the BEGES for 600 staff; kept on reload and in a shared link', async ({ page }) => {
    const c = calculator(page, 'en');
    await page.goto('/tools/csrd-calculator');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.L('csrd.title'));
    await expect(c.result).toContainText(c.L('csrd.result.empty'));

    await test.step('1,200 employees and €500 million, consolidated: the CSRD applies from FY2027', async () => {
      await c.answer(
        { establishment: 'eu', structure: 'parent', financialHolding: 'no', employees: '1,200', turnover: '500', listed: 'no', reportedFy2024: 'no' },
        { staffMetropolitan: '600', staffOverseas: '0' },
      );
      await expectLargeGroupIn2027(c, 'en');
      // The answers are in the address, in canonical form ("1,200" typed, 1200 kept).
      const params = new URL(page.url()).searchParams;
      expect(params.get('employees')).toBe('1200');
      expect(params.get('turnover')).toBe('500');
      expect(params.get('structure')).toBe('parent');
    });

    await test.step('600 staff in metropolitan France: the BEGES is required', async () => {
      await expectBegesFor600(c, 'en');
    });

    await test.step('the answer survives a reload', async () => {
      const url = page.url();
      await page.reload();
      expect(page.url()).toBe(url);
      await expectLargeGroupIn2027(c, 'en');
      await expectBegesFor600(c, 'en');
      await expect(c.field('csrd.form.employees.label')).toHaveValue('1200');
      await expect(c.radio('csrd.form.structure.legend', 'csrd.form.structure.options.parent')).toBeChecked();
    });

    await test.step('the copied link opens the same answer in a new page', async () => {
      await c.result.getByRole('button', { name: c.L('csrd.result.copy_link'), exact: true }).click();
      await expect(c.result.getByRole('status').filter({ hasText: c.L('csrd.result.copied') })).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(page.url());

      const shared = await page.context().newPage();
      await shared.goto(link);
      const other = calculator(shared, 'en');
      await expectLargeGroupIn2027(other, 'en');
      await expectBegesFor600(other, 'en');
      await shared.close();
    });

    await test.step('clearing the answers empties the form, the result and the address', async () => {
      await c.form.getByRole('button', { name: c.L('csrd.form.clear'), exact: true }).click();
      await expect(c.result).toContainText(c.L('csrd.result.empty'));
      await expect(c.csrd).toHaveCount(0);
      expect(new URL(page.url()).search).toBe('');
      await expect(c.radio('csrd.form.establishment.legend', 'csrd.form.establishment.options.eu')).not.toBeChecked();
    });
  });

  test('exactly 1,000 employees is not more than 1,000: out of scope', async ({ page }) => {
    const c = calculator(page, 'en');
    await page.goto('/tools/csrd-calculator');
    await c.answer(
      { establishment: 'eu', structure: 'standalone', employees: '1000', turnover: '500', listed: 'no', reportedFy2024: 'no' },
      { staffMetropolitan: '120', staffOverseas: '0' },
    );
    await expect(c.csrd.getByText(c.L('csrd.result.verdict.false'), { exact: true })).toBeVisible();
    await expect(c.csrd).toContainText(c.L('csrd.rules.csrd.out.below-limits.title'));
    await expect(c.csrd).toContainText(c.L('csrd.reasons.employees-not-above', { employees: '1,000', limit: '1,000' }));
    await expect(c.csrd).toContainText(c.L('csrd.reasons.turnover-above', { turnoverMeur: '500', limitMeur: '450' }));
    expect(await facts(c.csrd)).toEqual({ [c.L('csrd.result.standard')]: c.L('csrd.standards.vsme-voluntary') });
    // 120 staff: no BEGES either.
    await expect(c.beges.getByText(c.L('csrd.result.beges_verdict.false'), { exact: true })).toBeVisible();
    await expect(c.beges).toContainText(c.L('csrd.rules.beges.out.private-below.body'));
  });

  test('a non-EU group above the thresholds reports from FY2028', async ({ page }) => {
    const c = calculator(page, 'en');
    await page.goto('/tools/csrd-calculator');
    await c.answer(
      { establishment: 'non-eu', euTurnover: '600', euTurnoverPrevious: '550', largestEuEntity: '250', listed: 'no' },
      { staffMetropolitan: '0', staffOverseas: '0' },
    );
    await expect(c.csrd.getByText(c.L('csrd.result.verdict.true'), { exact: true })).toBeVisible();
    await expect(c.csrd).toContainText(c.L('csrd.rules.csrd.in.third-country-group.title', { firstYear: 2028 }));
    await expect(c.csrd).toContainText(c.L('csrd.rules.csrd.in.third-country-group.body', { firstYear: 2028, publishedIn: 2029 }));
    expect(await facts(c.csrd)).toMatchObject({
      [c.L('csrd.result.first_financial_year')]: '2028',
      [c.L('csrd.result.first_report_published')]: '2029',
      [c.L('csrd.result.standard')]: c.L('csrd.standards.nesrs'),
    });
    await expect(c.csrd).toContainText(
      c.L('csrd.reasons.eu-turnover-above', { turnoverMeur: '600', previousTurnoverMeur: '550', limitMeur: '450' }),
    );
    await expect(c.csrd).toContainText(c.L('csrd.reasons.eu-entity-turnover-above', { turnoverMeur: '250', limitMeur: '200' }));
    // The EU questions for a company (structure, headcount) were never asked.
    await expect(c.form.getByRole('group', { name: c.L('csrd.form.structure.legend') })).toHaveCount(0);
    const params = new URL(page.url()).searchParams;
    expect(params.get('location')).toBe('non-eu');
    expect(params.has('employees')).toBe(false);
  });

  test('a first-wave company that reported FY2024 and fell below the thresholds: the transitional exemption', async ({ page }) => {
    const c = calculator(page, 'en');
    await page.goto('/tools/csrd-calculator');
    await c.answer(
      { establishment: 'eu', structure: 'standalone', employees: '800', turnover: '300', listed: 'yes', reportedFy2024: 'yes' },
      { staffMetropolitan: '600', staffOverseas: '0' },
    );
    await expect(c.csrd.getByText(c.L('csrd.result.verdict.transitional'), { exact: true })).toBeVisible();
    await expect(c.csrd).toContainText(c.L('csrd.rules.csrd.transitional.wave-1-below-limits.title'));
    await expect(c.csrd).toContainText(c.L('csrd.rules.csrd.transitional.wave-1-below-limits.body', { firstYear: 2024, lastYear: 2026 }));
    expect(await facts(c.csrd)).toMatchObject({
      [c.L('csrd.result.first_financial_year')]: '2024',
      [c.L('csrd.result.last_financial_year')]: '2026',
    });
    await expect(c.csrd).toContainText(c.L('csrd.reasons.reported-fy2024', { year: 2024 }));
    await expect(c.csrd.getByRole('heading', { name: c.L('csrd.result.transitional_title') })).toBeVisible();
    await expect(c.csrd).toContainText(c.L('csrd.notes.wave-1-transition-exemption', { fromYear: 2025, toYear: 2026, outOfScopeFromYear: 2027 }));
    // Scope 3 is due in the BEGES from the first CSRD year, 2024 here.
    await expect(c.beges).toContainText(c.L('csrd.beges_scope.energy-indirect-until-sustainability-reporting', { fromYear: 2024 }));
  });

  test('in French: numbers typed the French way, the answer in French, kept on reload', async ({ page }) => {
    const c = calculator(page, 'fr');
    await page.goto('/tools/csrd-calculator?lang=fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.L('csrd.title'));

    await c.answer(
      { establishment: 'eu', structure: 'parent', financialHolding: 'no', employees: '1 200', turnover: '500,5', listed: 'no', reportedFy2024: 'no' },
      { staffMetropolitan: '600', staffOverseas: '0' },
    );
    await expectLargeGroupIn2027(c, 'fr');
    await expect(c.csrd).toContainText(c.L('csrd.reasons.turnover-above', { turnoverMeur: '500,5', limitMeur: '450' }));
    await expectBegesFor600(c, 'fr');
    expect(new URL(page.url()).searchParams.get('turnover')).toBe('500.5');
    expect(new URL(page.url()).searchParams.get('employees')).toBe('1200');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(new URL(page.url()).searchParams.get('turnover')).toBe('500.5');
    await expectLargeGroupIn2027(c, 'fr');
    // The canonical number in the link is shown back with a decimal comma.
    await expect(c.field('csrd.form.turnover.label')).toHaveValue('500,5');
  });
});
