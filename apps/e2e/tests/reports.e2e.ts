import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { formatEmissions, formatNumber } from '@carbon/i18n/format';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { demo } from '../support/env.ts';
import { completeSetupViaApi, expect, openSignedIn, registerViaApi, signInViaApi, test } from '../support/fixtures.ts';
import { exact, t, type AppLocale } from '../support/i18n.ts';

/**
 * Issue 13, reports and export: on the demo company (Pro), the GHG inventory exported as PDF, Excel and CSV, each
 * downloaded (the browser's download) and opened: the PDF's signature, the workbook's zip and sheets, the CSV's byte
 * order mark, header and separators, its emissions adding up to the inventory's total to the kilogram. The scenarios report
 * previewed, exported as PDF and CSV and read back against GET /scenarios and /portfolio. One BEGES
 * export, a French run (semicolons and decimal commas), the past reports listed again, the preview's figures opening
 * to how they were made. A new company is on the Free plan: it reads its report and is offered the upgrade instead.
 */

/** The demo company reports on the previous calendar year (seed-demo), which the year selector starts on. */
const year = new Date().getFullYear() - 1;

interface Session {
  token: string;
  companyId: string;
}

async function demoSession(request: APIRequestContext): Promise<Session> {
  const token = await signInViaApi(request, demo.email, demo.password);
  const me = await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status(), await me.text()).toBe(200);
  return { token, companyId: ((await me.json()) as { company_id: string }).company_id };
}

/** The inventory's location-based total, what every format must add up to. */
async function inventoryTotal(request: APIRequestContext, session: Session): Promise<number> {
  const answer = await request.get(`/api/v1/inventory?company_id=${session.companyId}&period_year=${year}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { total_co2e_kg: number }).total_co2e_kg;
}

/** Chooses a report and a format on /reports, exports it, waits for the job and downloads the file. */
async function exportAndDownload(page: Page, locale: AppLocale, kind: string, format: string): Promise<Download> {
  const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
  await page.getByLabel(L('reports.export.kind'), { exact: true }).selectOption(kind);
  await page.getByLabel(L('reports.export.format'), { exact: true }).selectOption(format);
  await page.getByRole('button', { name: L('reports.export.submit'), exact: true }).click();
  // The job may run so fast that the bar is gone before it can be seen: the file being ready is what counts.
  await expect(page.getByText(L('reports.progress.ready'), { exact: true })).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(L('reports.actions.download_file', { name: '' }))}`) })
    .first()
    .click();
  return download;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function bytesOf(download: Download): Promise<Buffer> {
  return readFileSync(await download.path());
}

/** RFC 4180 fields of one CSV line, quotes undone. */
function csvFields(line: string, separator: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

test.describe('reports of the demo company (Pro)', () => {
  for (const [format, check] of [
    ['pdf', (bytes: Buffer, file: string, total: number) => {
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
      // Its text (poppler's pdftotext, installed by .ci/run): the company, and the inventory's total to the kilogram
      // (t CO2e with 3 decimals) in English notation.
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Demo Industries SAS');
      expect(text).toContain(`${formatNumber(total / 1000, 'en', 3)} t CO2e`);
    }],
    ['xlsx', (bytes: Buffer, _file: string, _total: number) => {
      // An xlsx file is a zip holding the workbook.
      expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
      expect(bytes.includes(Buffer.from('xl/workbook.xml'))).toBe(true);
    }],
  ] as const) {
    test(`exports the GHG inventory as ${format} and downloads it`, async ({ page }) => {
      const session = await demoSession(page.request);
      const total = await inventoryTotal(page.request, session);
      await openSignedIn(page, session.token, '/reports', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'reports.title'));
      const download = await exportAndDownload(page, 'en', 'ghg_inventory', format);
      expect(download.suggestedFilename()).toBe(`ghg-inventory-${year}-demo-industries-sas.${format}`);
      check(await bytesOf(download), await download.path(), total);
      // Listed with the past reports, ready to download again.
      const row = page.getByTestId('past-report').filter({ hasText: t('en', `reports.formats.${format}`) }).first();
      await expect(row).toContainText(t('en', 'reports.kinds.ghg_inventory'));
      const again = page.waitForEvent('download');
      await row.getByRole('button', { name: t('en', 'reports.actions.download_file', { name: download.suggestedFilename() }) }).click();
      expect((await again).suggestedFilename()).toBe(download.suggestedFilename());
    });
  }

  test('exports the GHG inventory as CSV: BOM, header, one row per entry adding up to the inventory', async ({ page }) => {
    const session = await demoSession(page.request);
    const total = await inventoryTotal(page.request, session);
    await openSignedIn(page, session.token, '/reports', 'en');
    // The screen's total is the inventory's.
    await expect(page.getByTestId('report-total')).toHaveText(formatEmissions(total, 'en'));
    const download = await exportAndDownload(page, 'en', 'ghg_inventory', 'csv');
    expect(download.suggestedFilename()).toBe(`ghg-inventory-${year}-demo-industries-sas.csv`);
    const bytes = await bytesOf(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header = '', ...rows] = bytes.subarray(3).toString('utf8').split('\r\n').filter((line) => line !== '');
    const columns = csvFields(header, ',');
    expect(columns.slice(0, 2)).toEqual([t('en', 'reportDocs.common.scope'), t('en', 'reportDocs.common.category')]);
    const emissions = columns.indexOf(t('en', 'reportDocs.common.emissions_kg'));
    expect(emissions).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(10);
    const sum = rows.reduce((acc, line) => acc + Number(csvFields(line, ',')[emissions]), 0);
    expect(Math.abs(sum - total)).toBeLessThan(1);
  });

  test('exports the BEGES table, shown on screen with its items opening to their entries', async ({ page }) => {
    const session = await demoSession(page.request);
    await openSignedIn(page, session.token, '/reports', 'en');
    await page.getByLabel(t('en', 'reports.export.kind'), { exact: true }).selectOption('beges');
    const items = page.getByTestId('beges-item');
    await expect(items.first()).toContainText('1.1');
    await expect(items).toHaveCount(22);
    // The gas columns: the four gases and "not split" add up to the total (3 decimals each; the total shows 2).
    await expect(page.getByRole('columnheader', { name: `${t('en', 'reports.columns.not_split')} (t CO2e)` })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: `${t('en', 'reports.columns.co2_biogenic')} (t CO2e)` })).toBeVisible();
    const totalRow = page.locator('tr').filter({ has: page.getByTestId('beges-total') });
    const read = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));
    let gases = 0;
    for (const key of ['co2_fossil_t', 'ch4_t', 'n2o_t', 'other_t', 'not_split_t']) {
      gases += read(await totalRow.getByTestId(`beges-${key}`).textContent());
    }
    const total = read(await page.getByTestId('beges-total').textContent());
    expect(total).toBeGreaterThan(0);
    expect(Math.abs(gases - total)).toBeLessThan(0.006);
    // A recorded item opens to its entries: quantity × factor = result, with the factor's source.
    await items.getByRole('button').first().click();
    const detail = page.getByRole('dialog');
    await expect(detail).toContainText('×');
    await expect(detail).toContainText('kg CO2e/');
    await page.keyboard.press('Escape');
    await expectNoSeriousViolations(page, '/reports (BEGES)');

    const download = await exportAndDownload(page, 'en', 'beges', 'xlsx');
    expect(download.suggestedFilename()).toBe(`beges-${year}-demo-industries-sas.xlsx`);
    const bytes = await bytesOf(download);
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  test('shows the scenarios report, exports it as PDF and CSV and downloads them, with the scenarios and portfolio numbers', async ({ page }) => {
    const session = await demoSession(page.request);
    const headers = { Authorization: `Bearer ${session.token}` };
    const listed = await page.request.get(`/api/v1/scenarios?company_id=${session.companyId}`, { headers });
    expect(listed.status()).toBe(200);
    const scenarios = ((await listed.json()) as { items: { name: string; results: { npv_eur: number; annual_avoided_kg_co2e: number } }[] }).items;
    expect(scenarios.length).toBeGreaterThan(0);
    const portfolioAnswer = await page.request.get(`/api/v1/portfolio?company_id=${session.companyId}`, { headers });
    const portfolio = (await portfolioAnswer.json()) as { projections: { year: number; baseline_kg: number; with_scenarios_kg: number }[] };

    await openSignedIn(page, session.token, '/reports', 'en');
    await page.getByLabel(t('en', 'reports.export.kind'), { exact: true }).selectOption('scenarios');
    // The preview: every scenario with the API's NPV and avoided emissions, the trajectory year by year.
    const rows = page.getByTestId('report-scenario');
    await expect(rows).toHaveCount(scenarios.length);
    for (const [index, scenario] of scenarios.entries()) {
      await expect(rows.nth(index)).toContainText(scenario.name);
      await expect(rows.nth(index).getByTestId('report-scenario-avoided')).toHaveText(formatEmissions(scenario.results.annual_avoided_kg_co2e, 'en'));
    }
    await expect(page.getByTestId('report-trajectory-year')).toHaveCount(portfolio.projections.length);
    await expectNoSeriousViolations(page, '/reports (scenarios)');

    const pdf = await exportAndDownload(page, 'en', 'scenarios', 'pdf');
    expect(pdf.suggestedFilename()).toBe(`scenarios-${year}-demo-industries-sas.pdf`);
    const bytes = await bytesOf(pdf);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', await pdf.path(), '-'], { encoding: 'utf8' });
    expect(text).toContain(t('en', 'reportDocs.titles.scenarios', { year }));
    expect(text).toContain(t('en', 'reportDocs.sections.macc'));
    for (const scenario of scenarios) expect(text).toContain(scenario.name);

    const csv = await exportAndDownload(page, 'en', 'scenarios', 'csv');
    expect(csv.suggestedFilename()).toBe(`scenarios-${year}-demo-industries-sas.csv`);
    const csvBytes = await bytesOf(csv);
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvBytes.subarray(3).toString('utf8').split('\r\n');
    const header = csvFields(lines[1] ?? '', ',');
    const npv = header.indexOf(t('en', 'reportDocs.scen.npv'));
    expect(npv).toBeGreaterThan(0);
    for (const [index, scenario] of scenarios.entries()) {
      const cells = csvFields(lines[2 + index] ?? '', ',');
      expect(cells[0]).toBe(scenario.name);
      expect(Number(cells[npv])).toBeCloseTo(scenario.results.npv_eur, 4);
    }
    const trajectory = lines.indexOf(t('en', 'reportDocs.scen.csv_trajectory'));
    for (const [index, projection] of portfolio.projections.entries()) {
      const cells = csvFields(lines[trajectory + 2 + index] ?? '', ',').map(Number);
      expect(cells[0]).toBe(projection.year);
      expect(cells[2]).toBeCloseTo(projection.with_scenarios_kg, 4);
    }
    const listedReport = page.getByTestId('past-report').first();
    await expect(listedReport).toContainText(t('en', 'reports.kinds.scenarios'));
  });

  test('in French: the document defaults to French, the CSV uses semicolons and decimal commas', async ({ page }) => {
    const session = await demoSession(page.request);
    const total = await inventoryTotal(page.request, session);
    await openSignedIn(page, session.token, '/reports', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'reports.title'));
    await expect(page.getByLabel(t('fr', 'reports.export.language'), { exact: true })).toHaveValue('fr');
    await expect(page.getByTestId('report-total')).toHaveText(formatEmissions(total, 'fr'));
    // Scope 3: all 15 categories, the excluded ones with their reason.
    await expect(page.getByTestId('scope3-category')).toHaveCount(15);
    await expect(page.getByTestId('scope3-category').filter({ hasText: t('fr', 'reports.scope3_status.not_relevant') }).first()).toContainText(
      t('fr', 'reports.ghg.reason', { reason: '' }).trim(),
    );

    const download = await exportAndDownload(page, 'fr', 'ghg_inventory', 'csv');
    const bytes = await bytesOf(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header = '', ...rows] = bytes.subarray(3).toString('utf8').split('\r\n').filter((line) => line !== '');
    const columns = csvFields(header, ';');
    expect(columns.slice(0, 2)).toEqual([t('fr', 'reportDocs.common.scope'), t('fr', 'reportDocs.common.category')]);
    const emissions = columns.indexOf(t('fr', 'reportDocs.common.emissions_kg'));
    const values = rows.map((line) => csvFields(line, ';')[emissions] ?? '');
    expect(values.some((value) => value.includes(','))).toBe(true);
    expect(values.every((value) => !value.includes('.'))).toBe(true);
    const sum = values.reduce((acc, value) => acc + Number(value.replace(',', '.')), 0);
    expect(Math.abs(sum - total)).toBeLessThan(1);

    // The list says it in French: the kind, the format and the language of the file.
    const row = page.getByTestId('past-report').first();
    await expect(row).toContainText(t('fr', 'reports.kinds.ghg_inventory'));
    await expect(row).toContainText(t('fr', 'reports.languages.fr'));
    await expectNoSeriousViolations(page, '/reports (fr)');
  });
});

for (const locale of ['en', 'fr'] as const) {
  test(`a company on the Free plan reads its report and is offered the upgrade instead of exporting (${locale})`, async ({ page }) => {
    const user = await registerViaApi(page.request, locale);
    const token = await completeSetupViaApi(page.request, user);
    await openSignedIn(page, token, '/reports', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'reports.title'));
    const offer = page.getByRole('link', { name: exact(t(locale, 'reports.upgrade.action')) });
    await expect(offer).toBeVisible();
    await expect(page.getByRole('button', { name: t(locale, 'reports.export.submit'), exact: true })).toHaveCount(0);
    // The report is on screen all the same: a new company's inventory is empty.
    await expect(page.getByTestId('report-total')).toHaveText(formatEmissions(0, locale));
    await expect(page.getByText(t(locale, 'reports.past.empty_title'))).toBeVisible();
    // The API refuses the export the screen does not offer.
    const refused = await page.request.post('/api/v1/reports', {
      headers: { Authorization: `Bearer ${token}` },
      data: { company_id: user.companyId, period_year: year, kind: 'ghg_inventory', format: 'pdf', locale },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('plan_limit');
    await offer.click();
    await expect(page).toHaveURL(locale === 'fr' ? /\/pricing\?lang=fr$/ : /\/pricing$/);
  });
}
