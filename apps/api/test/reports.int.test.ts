import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '@carbon/contracts/companies';
import type { Job } from '@carbon/contracts/jobs';
import type { Inventory } from '@carbon/contracts/ledger';
import type { Product } from '@carbon/contracts/products';
import type { BegesModel, GhgInventoryModel, ProductReportModel, ReportList, ReportStarted } from '@carbon/contracts/reports';
import { factorId, useLibraryTestApp } from './helpers/factor-library.ts';
import { createEntry, createSite } from './helpers/ledger.ts';
import { detail, joinCompany, register, type RegisteredUser } from './helpers/test-app.ts';
import { setCompanyPlan } from './helpers/plan.ts';

const t = useLibraryTestApp();
const YEAR = 2025;
const work = mkdtempSync(join(tmpdir(), 'reports-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Fixture {
  owner: RegisteredUser;
  companyId: string;
  lyon: Site;
  paris: Site;
  product: Product;
  inventory: Inventory;
}

let f: Fixture;

async function setPlan(companyId: string, plan: 'free' | 'pro' | 'enterprise'): Promise<void> {
  await setCompanyPlan(t.database.db, companyId, plan);
}

/**
 * Demo Industries' 2025: Lyon burns 1,000 l of diesel (library factor, with its derived upstream row), Paris uses
 * 1,000 kWh of electricity at 0.05 kg/kWh (0.3 kg/kWh market-based: 50 kg and 300 kg), buys 10,000 € of services at
 * 0.1 kg/€ (1,000 kg) and travels 100 passenger.km at 0.2 (20 kg); 2024 has 5,000 € of services (500 kg).
 * Investments (scope 3 category 15) is marked not relevant.
 */
beforeAll(async () => {
  const owner = await register(t.app, { company_name: 'Démo Industries' });
  const companyId = owner.user.company_id;
  await t.call(owner, 'PATCH', `/companies/${companyId}`, {
    payload: { name: 'Démo Industries', sector: 'manufacturing', country: 'FR', employees: 50, annual_revenue: 8_000_000 },
  });
  const lyon = await createSite(t, owner, { name: 'Lyon', employees: 30 });
  const paris = await createSite(t, owner, { name: 'Paris', employees: 20 });
  await createEntry(t, owner, lyon, {
    period_year: YEAR,
    category: 'stationary_combustion',
    quantity: 1000,
    unit: 'l',
    emission_factor_id: await factorId(t.database, 'ademe-base-carbone:26640'),
    label: 'Fioul chaudière',
  });
  await createEntry(t, owner, paris, {
    period_year: YEAR,
    category: 'electricity',
    quantity: 1000,
    unit: 'kWh',
    custom_factor: { kg_co2e_per_unit: 0.05, unit: 'kWh' },
    market_factor_kg_co2e_per_kwh: 0.3,
  });
  await createEntry(t, owner, paris, {
    period_year: YEAR,
    category: 'purchased_services',
    quantity: 10_000,
    unit: 'EUR',
    custom_factor: { kg_co2e_per_unit: 0.1, unit: 'EUR' },
    label: 'Conseil, "audit"; maintenance',
  });
  await createEntry(t, owner, paris, {
    period_year: YEAR,
    category: 'business_travel',
    quantity: 100,
    unit: 'passenger.km',
    custom_factor: { kg_co2e_per_unit: 0.2, unit: 'passenger.km' },
  });
  await createEntry(t, owner, lyon, {
    period_year: YEAR - 1,
    category: 'purchased_services',
    quantity: 5000,
    unit: 'EUR',
    custom_factor: { kg_co2e_per_unit: 0.1, unit: 'EUR' },
  });
  const marked = await t.call(owner, 'PUT', '/accounting/category-status', {
    payload: { company_id: companyId, period_year: YEAR, category: 'investments', status: 'not_relevant', reason: 'No financial investments' },
  });
  expect(marked.statusCode, marked.body).toBe(200);
  await setPlan(companyId, 'enterprise');
  const steel = await t.call(owner, 'POST', '/emission-factors', {
    payload: { company_id: companyId, name_en: 'Our steel', unit: 'kg', kg_co2e_per_unit: 1.9, country_code: 'FR', year: 2025 },
  });
  expect(steel.statusCode, steel.body).toBe(201);
  const created = await t.call(owner, 'POST', '/products', {
    payload: {
      company_id: companyId,
      site_id: lyon.id,
      name: 'Cadre de vélo',
      unit: 'unit',
      weight_per_unit_kg: 2.1,
      category: 'Bicycles',
      is_final_product: true,
      lines: [
        { kind: 'material', emission_factor_id: (steel.json() as { id: string }).id, quantity: 2000, unit: 'g', label: 'Tubes' },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const inventoryResponse = await t.call(owner, 'GET', `/inventory?company_id=${companyId}&period_year=${YEAR}`);
  expect(inventoryResponse.statusCode).toBe(200);
  f = { owner, companyId, lyon, paris, product: created.json() as Product, inventory: inventoryResponse.json() as Inventory };
  await setPlan(companyId, 'pro');
}, 120_000);

async function produce(
  user: RegisteredUser,
  body: Record<string, unknown>,
): Promise<{ started: ReportStarted; file: LightMyRequestResponse; job: Job }> {
  const response = await t.call(user, 'POST', '/reports', { payload: { company_id: f.companyId, period_year: YEAR, ...body } });
  expect(response.statusCode, response.body).toBe(202);
  const started = response.json() as ReportStarted;
  await t.jobs.idle(120_000);
  const job = (await t.call(user, 'GET', `/jobs/${started.job_id}`)).json() as Job;
  expect(job.status, JSON.stringify(job)).toBe('succeeded');
  const result = job.result as { download_url: string; report_id: string; file_name: string };
  expect(result.report_id).toBe(started.report_id);
  const file = await t.call(user, 'GET', result.download_url.replace('/api/v1', ''));
  expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
  return { started, file, job };
}

/** Set REPORTS_TEST_OUT=<dir> to keep the PDFs this file produces (to look at their pages). */
function pdfText(buffer: Buffer, name: string): string {
  const path = join(work, name);
  writeFileSync(path, buffer);
  if (process.env.REPORTS_TEST_OUT) writeFileSync(join(process.env.REPORTS_TEST_OUT, name), buffer);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
}

/** The PDF's compressed streams, inflated: the fonts' ToUnicode maps (glyph → character) among them. */
function toUnicodeMaps(pdf: Buffer): string {
  const maps: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at);
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start);
    try {
      const text = inflateSync(pdf.subarray(start + 7, end)).toString('latin1');
      if (text.includes('beginbfrange')) maps.push(text.toLowerCase());
    } catch {
      // An image or an uncompressed stream.
    }
    at = end + 10;
  }
  return maps.join('\n');
}

/** "37,074.725" (EN) or "37 074,725" with U+202F (FR) → 37074.725 */
function readNumber(text: string, locale: 'en' | 'fr'): number {
  const plain = locale === 'en' ? text.replace(/,/g, '') : text.replace(/[\u202f\u00a0 ]/g, '').replace(',', '.');
  return Number(plain);
}

/**
 * The BEGES PDF table's total row, as pdftotext lays it out: the five in-total gas columns (fossil CO2, CH4, N2O,
 * other, not split), the total and biogenic CO2. Columns are apart by ordinary spaces; French numbers keep their
 * U+202F between thousands.
 */
function begesPdfTotalRow(text: string): string[] {
  const match = /\n *Total((?: +-?[\d\u202f.,]+){7}) *\n/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!.trim().split(/ +/);
}

/** The inventory's figure to the kilogram, as the documents print it in tonnes with three decimals. */
const kgRounded = (kg: number) => Math.round(kg);

describe('reports: what the documents say equals the inventory', () => {
  it('has the hand-computed ledger behind it', () => {
    const { inventory } = f;
    expect(inventory.by_scope.scope2_location).toBeCloseTo(50, 6);
    expect(inventory.by_scope.scope2_market).toBeCloseTo(300, 6);
    const services = inventory.by_category.find((c) => c.key === 'purchased_services');
    expect(services?.co2e_kg).toBeCloseTo(1000, 6);
    expect(inventory.by_scope.scope1).toBeGreaterThan(2000);
  });

  it('previews the GHG inventory model with the inventory totals, the 15 scope 3 categories, the exclusion and the datasets', async () => {
    const response = await t.call(f.owner, 'GET', `/reports/preview?company_id=${f.companyId}&period_year=${YEAR}&kind=ghg_inventory&locale=fr`);
    expect(response.statusCode, response.body).toBe(200);
    const model = response.json() as GhgInventoryModel;
    const { inventory } = f;
    expect(model.kind).toBe('ghg_inventory');
    expect(model.company.name).toBe('Démo Industries');
    expect(model.totals.total_co2e_kg).toBe(inventory.total_co2e_kg);
    expect(model.totals.total_co2e_kg_market).toBe(inventory.total_co2e_kg_market);
    expect(model.totals.scope1_kg).toBe(inventory.by_scope.scope1);
    expect(model.totals.scope3_kg).toBe(inventory.by_scope.scope3);
    expect(model.scope2).toEqual([
      expect.objectContaining({ category: 'electricity', name: 'Électricité', co2e_kg: 50, co2e_kg_market: 300, entries: 1 }),
    ]);
    expect(model.scope3.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(model.scope3[14]).toMatchObject({ status: 'not_relevant', reason: 'No financial investments', co2e_kg: 0 });
    expect(model.scope3[0]).toMatchObject({ status: 'recorded', co2e_kg: 1000, entries: 1 });
    expect(model.scope3[1]).toMatchObject({ status: 'missing', reason: null });
    // Scope 3 category 3: the diesel's derived upstream row.
    expect(model.scope3[2]!.status).toBe('recorded');
    expect(model.scope3.reduce((sum, c) => sum + c.co2e_kg, 0)).toBeCloseTo(inventory.by_scope.scope3, 6);
    expect(model.previous?.total_co2e_kg).toBeCloseTo(500, 6);
    expect(model.change_percent).toBeCloseTo(((inventory.total_co2e_kg - 500) / 500) * 100, 6);
    expect(model.trend.map((y) => y.period_year)).toEqual([YEAR - 1, YEAR]);
    expect(model.intensity.kg_per_employee).toBeCloseTo(inventory.total_co2e_kg / 50, 6);
    expect(model.intensity.kg_per_million_eur).toBeCloseTo(inventory.total_co2e_kg / 8, 6);
    const ademe = model.methodology.datasets.find((d) => d.source === 'ademe-base-carbone');
    expect(ademe?.licence).toBeTruthy();
    expect(ademe?.attribution).toBeTruthy();
    expect(model.methodology.datasets.find((d) => d.source === 'custom')?.title).toBe("Facteurs saisis par l'entreprise");
    expect(model.entry_count).toBe(5);
    const diesel = model.entries.find((e) => e.label === 'Fioul chaudière');
    expect(diesel?.factor).toMatchObject({ source: 'ademe-base-carbone', unit: 'l' });
    expect(model.boundary.sites.map((s) => s.name)).toEqual(['Lyon', 'Paris']);
  });

  it('previews the BEGES v5 table: 6 categories, 22 items, the total of the inventory', async () => {
    const response = await t.call(f.owner, 'GET', `/reports/preview?company_id=${f.companyId}&period_year=${YEAR}&kind=beges`, {
      lang: 'fr',
    });
    expect(response.statusCode, response.body).toBe(200);
    const model = response.json() as BegesModel;
    expect(model.locale).toBe('fr');
    expect(model.categories).toHaveLength(6);
    expect(model.categories.flatMap((c) => c.items)).toHaveLength(22);
    const items = new Map(model.categories.flatMap((c) => c.items).map((item) => [item.code, item]));
    expect(items.get('2.1')).toMatchObject({ co2e_kg: 50, co2e_t: 0.05, name: "Émissions indirectes liées à la consommation d'électricité" });
    expect(items.get('4.5')).toMatchObject({ co2e_kg: 1000, co2e_t: 1 });
    expect(items.get('3.5')).toMatchObject({ co2e_kg: 20 });
    expect(model.total_co2e_kg).toBe(f.inventory.total_co2e_kg);
    expect(model.categories.reduce((sum, c) => sum + c.co2e_kg, 0)).toBeCloseTo(f.inventory.total_co2e_kg, 6);
  });

  for (const locale of ['en', 'fr'] as const) {
    it(`exports the GHG inventory as a PDF in ${locale} whose text carries the inventory's totals`, async () => {
      const { file } = await produce(f.owner, { kind: 'ghg_inventory', format: 'pdf', locale });
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toContain(`filename="ghg-inventory-${YEAR}-demo-industries.pdf"`);
      const text = pdfText(file.rawPayload, `inventory-${locale}.pdf`);
      const fonts = execFileSync('pdffonts', [join(work, `inventory-${locale}.pdf`)], { encoding: 'utf8' });
      expect(fonts).toContain('DejaVuSans');
      expect(fonts).not.toMatch(/Helvetica/);
      const labels =
        locale === 'en'
          ? { total: 'Total \\(scope 2 location-based\\)', market: 'Total \\(scope 2 market-based\\)', contents: 'Contents', page: /Page 1 of (\d+)/ }
          : { total: 'Total \\(scope 2 méthode localisation\\)', market: 'Total \\(scope 2 méthode marché\\)', contents: 'Sommaire', page: /Page 1 sur (\d+)/ };
      const total = new RegExp(`${labels.total}\\s+([\\d.,\\u202f\\u00a0 ]+) t CO2e`).exec(text);
      expect(total, text.slice(0, 2000)).not.toBeNull();
      expect(Math.round(readNumber(total![1]!.trim(), locale) * 1000)).toBe(kgRounded(f.inventory.total_co2e_kg));
      const market = new RegExp(`${labels.market}\\s+([\\d.,\\u202f\\u00a0 ]+) t CO2e`).exec(text);
      expect(Math.round(readNumber(market![1]!.trim(), locale) * 1000)).toBe(kgRounded(f.inventory.total_co2e_kg_market));
      expect(text).toContain(labels.contents);
      expect(text).toContain('Démo Industries');
      expect(Number(labels.page.exec(text)?.[1])).toBeGreaterThanOrEqual(5);
      // Every entry with its factor's source; the exclusion and why.
      expect(text).toContain('Fioul chaudière');
      expect(text).toContain('ademe-base-carbone');
      expect(text).toContain('No financial investments');
      if (locale === 'fr') {
        // French numbers: decimal comma, and the narrow no-break space between thousands (10 000 € of services)
        // drawn with its own glyph of the embedded font, mapped back to U+202F (pdftotext prints it as a space).
        expect(text).toMatch(/10[\u202f ]000 EUR/);
        expect(toUnicodeMaps(file.rawPayload)).toContain('<202f>');
        expect(text).toMatch(/\d,\d{3} t CO2e/);
        expect(text).toContain('Scope 3 : autres émissions indirectes');
      }
    });
  }

  it('exports the GHG inventory workbook: sheets, frozen headers, number formats and totals as formulas equal to the inventory', async () => {
    const { file } = await produce(f.owner, { kind: 'ghg_inventory', format: 'xlsx', locale: 'en' });
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toContain(`filename="ghg-inventory-${YEAR}-demo-industries.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Summary',
      'Scope 1',
      'Scope 2',
      'Scope 3',
      'BEGES',
      'Entries and their factors',
      'Methodology and sources',
    ]);
    for (const sheet of workbook.worksheets) expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const summary = workbook.getWorksheet('Summary')!;
    const total = summary.getCell('B5').value as { formula: string; result: number };
    expect(total.formula).toBe('SUM(B2:B4)');
    expect(Math.round(total.result)).toBe(kgRounded(f.inventory.total_co2e_kg));
    expect(summary.getCell('B2').value).toMatchObject({ formula: "'Scope 1'!C3" });
    expect(summary.getCell('B5').numFmt).toBe('#,##0.00');
    expect((summary.getCell('B6').value as { result: number }).result).toBeCloseTo(f.inventory.total_co2e_kg_market, 6);
    const scope2 = workbook.getWorksheet('Scope 2')!;
    expect(scope2.getCell('A2').value).toBe('Electricity');
    expect(scope2.getCell('C2').value).toBe(50);
    expect(scope2.getCell('D2').value).toBe(300);
    expect(scope2.getCell('D3').value).toMatchObject({ formula: 'SUM(D2:D2)', result: 300 });
    const entries = workbook.getWorksheet('Entries and their factors')!;
    expect(entries.rowCount).toBe(1 + 5 + 1);
    let sum = 0;
    for (let row = 2; row <= 6; row += 1) sum += Number(entries.getCell(row, 14).value);
    expect(Math.round(sum)).toBe(kgRounded(f.inventory.total_co2e_kg));
    expect(entries.getCell(7, 14).value).toMatchObject({ formula: 'SUM(N2:N6)' });
    expect(entries.getCell(2, 14).numFmt).toBe('#,##0.00');
    const beges = workbook.getWorksheet('BEGES')!;
    const begesTotal = beges.getRow(beges.rowCount).getCell(5).value as { formula: string; result: number };
    expect(begesTotal.formula.split('+')).toHaveLength(6);
    expect(Math.round(begesTotal.result * 1000)).toBe(kgRounded(f.inventory.total_co2e_kg));
  });

  for (const locale of ['en', 'fr'] as const) {
    it(`exports the entries as CSV in ${locale}: BOM, the locale's separators, one row per entry summing to the inventory`, async () => {
      const { file } = await produce(f.owner, { kind: 'ghg_inventory', format: 'csv', locale });
      expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
      const bytes = file.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString('utf8').slice(1);
      const separator = locale === 'en' ? ',' : ';';
      const lines = text.trimEnd().split('\r\n');
      expect(lines).toHaveLength(1 + 5);
      const header = lines[0]!.split(separator);
      const column = header.indexOf(locale === 'en' ? 'Emissions (kg CO2e)' : 'Émissions (kg CO2e)');
      expect(column).toBeGreaterThan(0);
      // The services line's label holds quotes and both separators: quoted, quotes doubled.
      const services = lines.find((line) => line.includes('Conseil'))!;
      expect(services).toContain('"Conseil, ""audit""; maintenance"');
      let sum = 0;
      for (const line of lines.slice(1)) {
        const cells = line.replace(/"[^"]*(""[^"]*)*"/g, 'TEXT').split(separator);
        expect(cells).toHaveLength(header.length);
        const value = cells[column]!;
        if (locale === 'fr') expect(value).not.toContain('.');
        sum += Number(locale === 'fr' ? value.replace(',', '.') : value);
      }
      expect(Math.round(sum)).toBe(kgRounded(f.inventory.total_co2e_kg));
      if (locale === 'fr') expect(text).toContain(';0,05;kWh;custom;');
      else expect(text).toContain(',0.05,kWh,custom,');
    });
  }

  it('exports the BEGES in the three formats with the inventory total', async () => {
    const pdf = await produce(f.owner, { kind: 'beges', format: 'pdf', locale: 'fr' });
    expect(pdf.file.headers['content-disposition']).toContain(`filename="beges-${YEAR}-demo-industries.pdf"`);
    const text = pdfText(pdf.file.rawPayload, 'beges.pdf');
    expect(text).toContain('Émissions directes des sources fixes de combustion');
    expect(text).toContain('Scope 3, cat. 6');
    // The total row: the five in-total gas columns, the total, biogenic CO2 (see the gas columns' tests below).
    const totalCells = begesPdfTotalRow(text);
    expect(Math.round(readNumber(totalCells[5]!, 'fr') * 1000)).toBe(kgRounded(f.inventory.total_co2e_kg));

    const xlsx = await produce(f.owner, { kind: 'beges', format: 'xlsx', locale: 'en' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('BEGES')!;
    expect(sheet.getRow(1).getCell(10).value).toBe('Total (t CO2e)');
    const begesTotal = sheet.getRow(sheet.rowCount).getCell(10).value as { result: number };
    expect(Math.round(begesTotal.result * 1000)).toBe(kgRounded(f.inventory.total_co2e_kg));

    const csv = await produce(f.owner, { kind: 'beges', format: 'csv', locale: 'en' });
    const rows = csv.file.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(rows).toHaveLength(1 + 22);
    const sum = rows.slice(1).reduce((acc, row) => acc + Number(row.split(',').at(-1)), 0);
    expect(Math.round(sum)).toBe(kgRounded(f.inventory.total_co2e_kg));
  });

  it("exports a product's footprint: per declared unit, by stage and by line, with the method in ISO 14067 terms", async () => {
    const preview = await t.call(
      f.owner,
      'GET',
      `/reports/preview?company_id=${f.companyId}&period_year=${YEAR}&kind=product&product_id=${f.product.id}&locale=fr`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const model = preview.json() as ProductReportModel;
    expect(model.footprint.kg_co2e_per_unit).toBeCloseTo(3.8, 9);
    expect(model.stages.find((s) => s.stage === 'raw_material')).toMatchObject({ co2e_kg: 3.8, share_percent: 100 });
    expect(model.method.standard).toContain('ISO 14067');
    const { file } = await produce(f.owner, { kind: 'product', format: 'pdf', locale: 'fr', product_id: f.product.id });
    expect(file.headers['content-disposition']).toContain(`filename="product-footprint-cadre-de-velo-${YEAR}-demo-industries.pdf"`);
    const text = pdfText(file.rawPayload, 'product.pdf');
    expect(text).toContain('Empreinte carbone du produit : Cadre de vélo');
    expect(text).toMatch(/3,8 kg CO2e \/ unité/);
    expect(text).toContain('ISO 14067');
    const csv = await produce(f.owner, { kind: 'product', format: 'csv', locale: 'en', product_id: f.product.id });
    expect(csv.file.rawPayload.toString('utf8')).toContain('Tubes,Raw materials,2000,g,Our steel,1.9,kg,company,,3.8');
  });

  it('lists past reports, newest first, with their download links', async () => {
    const response = await t.call(f.owner, 'GET', `/reports?company_id=${f.companyId}`);
    expect(response.statusCode).toBe(200);
    const { items } = response.json() as ReportList;
    expect(items.length).toBe(10);
    const first = items[0]!;
    expect(first).toMatchObject({ kind: 'product', format: 'csv', status: 'succeeded', product_name: 'Cadre de vélo', locale: 'en' });
    expect(first.download_url).toBe(`/api/v1/reports/${first.id}/download`);
    expect(first.size_bytes).toBeGreaterThan(0);
  });
});

describe('reports: plan, input and tenancy', () => {
  it('refuses export on the Free plan with 403 plan_limit, and still previews', async () => {
    const free = await register(t.app);
    const site = await createSite(t, free);
    await createEntry(t, free, site, {
      period_year: YEAR,
      category: 'purchased_services',
      quantity: 100,
      unit: 'EUR',
      custom_factor: { kg_co2e_per_unit: 0.1, unit: 'EUR' },
    });
    const refused = await t.call(free, 'POST', '/reports', {
      payload: { company_id: free.user.company_id, period_year: YEAR, kind: 'ghg_inventory', format: 'pdf', locale: 'en' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'plan_limit', plan: 'free', resource: 'export', limit: 0 });
    const list = await t.call(free, 'GET', `/reports?company_id=${free.user.company_id}`);
    expect((list.json() as ReportList).items).toEqual([]);
    const preview = await t.call(free, 'GET', `/reports/preview?company_id=${free.user.company_id}&period_year=${YEAR}&kind=ghg_inventory`);
    expect(preview.statusCode).toBe(200);
    expect((preview.json() as GhgInventoryModel).totals.total_co2e_kg).toBeCloseTo(10, 9);
  });

  it('answers 422 to bad input, with the message in the request language, and writes nothing', async () => {
    const before = ((await t.call(f.owner, 'GET', `/reports?company_id=${f.companyId}`)).json() as ReportList).items.length;
    const post = (payload: Record<string, unknown>, lang: 'en' | 'fr' = 'en') =>
      t.call(f.owner, 'POST', '/reports', {
        payload: { company_id: f.companyId, period_year: YEAR, kind: 'ghg_inventory', format: 'pdf', locale: 'en', ...payload },
        lang,
      });
    const format = await post({ format: 'docx' });
    expect(format.statusCode).toBe(422);
    expect((detail(format) as { loc: unknown[] }[])[0]!.loc).toEqual(['body', 'format']);
    const year = await post({ period_year: 1800 });
    expect(year.statusCode).toBe(422);
    const product = await post({ kind: 'product' }, 'fr');
    expect(product.statusCode).toBe(422);
    expect(detail(product)).toEqual([
      expect.objectContaining({ loc: ['body', 'product_id'], msg: 'Choisissez le produit concerné par ce rapport' }),
    ]);
    const kind = await post({ kind: 'sustainability' });
    expect(kind.statusCode).toBe(422);
    expect((detail(kind) as { loc: unknown[] }[])[0]!.loc).toEqual(['body', 'kind']);
    const locale = await post({ locale: 'de' });
    expect(locale.statusCode).toBe(422);
    const after = ((await t.call(f.owner, 'GET', `/reports?company_id=${f.companyId}`)).json() as ReportList).items.length;
    expect(after).toBe(before);
  });

  it("answers 404 for another company's company, report, product and download", async () => {
    const other = await register(t.app);
    await setPlan(other.user.company_id, 'pro');
    const mine = (await t.call(f.owner, 'GET', `/reports?company_id=${f.companyId}`)).json() as ReportList;
    const report = mine.items[0]!;
    const asOther = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
      t.call(other, method, url, payload ? { payload } : {});
    expect((await asOther('GET', `/reports?company_id=${f.companyId}`)).statusCode).toBe(404);
    expect((await asOther('GET', `/reports/${report.id}/download`)).statusCode).toBe(404);
    expect(
      (await asOther('GET', `/reports/preview?company_id=${f.companyId}&period_year=${YEAR}&kind=ghg_inventory`)).statusCode,
    ).toBe(404);
    expect(
      (await asOther('POST', '/reports', { company_id: f.companyId, period_year: YEAR, kind: 'ghg_inventory', format: 'csv', locale: 'en' }))
        .statusCode,
    ).toBe(404);
    // Their own company, but my product: 404, in the POST and in the preview.
    expect(
      (
        await asOther('POST', '/reports', {
          company_id: other.user.company_id,
          period_year: YEAR,
          kind: 'product',
          format: 'pdf',
          locale: 'en',
          product_id: f.product.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await asOther(
          'GET',
          `/reports/preview?company_id=${other.user.company_id}&period_year=${YEAR}&kind=product&product_id=${f.product.id}`,
        )
      ).statusCode,
    ).toBe(404);
    // My job is not theirs to follow either.
    expect((await asOther('GET', `/jobs/${report.job_id}`)).statusCode).toBe(404);
    expect((await t.call(other, 'GET', `/reports/00000000-0000-4000-8000-000000000000/download`)).statusCode).toBe(404);
  });

  it('lets a viewer of the company export and download', async () => {
    const viewer = await joinCompany(t, f.owner, 'viewer');
    const { file } = await produce(viewer, { kind: 'beges', format: 'csv', locale: 'fr' });
    const text = file.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFPoste;')).toBe(true);
  });
});

/**
 * The BEGES gas columns (issue 13) on a company of its own: natural gas in a boiler (ADEME 13515, which publishes
 * CO2f, CH4f and N2O), diesel in a van (DESNZ 2025, CO2, CH4 and N2O rows) and services at a custom factor (no
 * split). Every format carries the columns, and their totals are the inventory's.
 */
describe('reports: the BEGES gas columns', () => {
  let owner: RegisteredUser;
  let companyId: string;
  let inventory: Inventory;
  let preview: BegesModel;

  const produceFor = async (body: Record<string, unknown>) => {
    const response = await t.call(owner, 'POST', '/reports', { payload: { company_id: companyId, period_year: YEAR, kind: 'beges', ...body } });
    expect(response.statusCode, response.body).toBe(202);
    const started = response.json() as ReportStarted;
    await t.jobs.idle(120_000);
    const job = (await t.call(owner, 'GET', `/jobs/${started.job_id}`)).json() as Job;
    expect(job.status, JSON.stringify(job)).toBe('succeeded');
    const file = await t.call(owner, 'GET', (job.result as { download_url: string }).download_url.replace('/api/v1', ''));
    expect(file.statusCode).toBe(200);
    return file.rawPayload;
  };
  const gasSum = (g: BegesModel['total_gases']) => g.co2_fossil_t + g.ch4_t + g.n2o_t + g.other_t + g.not_split_t;

  beforeAll(async () => {
    owner = await register(t.app, { company_name: 'Gaz et Gazole' });
    companyId = owner.user.company_id;
    const site = await createSite(t, owner, { name: 'Nantes' });
    await createEntry(t, owner, site, {
      period_year: YEAR,
      category: 'stationary_combustion',
      quantity: 123_456.7,
      unit: 'kWh',
      emission_factor_id: await factorId(t.database, 'ademe-base-carbone:13515'),
      label: 'Chaudière gaz',
    });
    await createEntry(t, owner, site, {
      period_year: YEAR,
      category: 'mobile_combustion',
      quantity: 2345.6,
      unit: 'l',
      emission_factor_id: await factorId(t.database, 'uk-desnz:2025:1_101_1011_8_1'),
      label: 'Van diesel',
    });
    await createEntry(t, owner, site, {
      period_year: YEAR,
      category: 'purchased_services',
      quantity: 10_000,
      unit: 'EUR',
      custom_factor: { kg_co2e_per_unit: 0.1, unit: 'EUR' },
    });
    await setPlan(companyId, 'pro');
    inventory = (await t.call(owner, 'GET', `/inventory?company_id=${companyId}&period_year=${YEAR}`)).json() as Inventory;
    const response = await t.call(owner, 'GET', `/reports/preview?company_id=${companyId}&period_year=${YEAR}&kind=beges&locale=en`);
    expect(response.statusCode, response.body).toBe(200);
    preview = response.json() as BegesModel;
  }, 120_000);

  it("splits each item with its factors' published shares, what has no split in 'not split', to the inventory's total", async () => {
    const items = new Map(preview.categories.flatMap((c) => c.items).map((item) => [item.code, item]));
    // 1.1: natural gas, ADEME's shares: CO2f 0.227, CH4f 0.0132, N2O 0.00246 kg CO2e/kWh PCI (they sum to 0.24266,
    // within 1 % of the published 0.243: the shares are of their sum, so that the columns add up to the total).
    const boiler = items.get('1.1')!;
    expect(boiler.co2e_kg).toBeGreaterThan(0);
    expect(boiler.gases.not_split_t).toBe(0);
    expect(boiler.gases.ch4_t / boiler.co2e_t).toBeCloseTo(0.0132 / 0.24266, 9);
    expect(boiler.gases.n2o_t / boiler.co2e_t).toBeCloseTo(0.00246 / 0.24266, 9);
    // 1.2: DESNZ diesel, whose split is the factor's detail.
    const dieselId = await factorId(t.database, 'uk-desnz:2025:1_101_1011_8_1');
    const detail = (await t.call(owner, 'GET', `/emission-factors/${dieselId}`)).json() as {
      kg_co2e_per_unit: number;
      gases: { co2_fossil: number; ch4: number; n2o: number };
    };
    const van = items.get('1.2')!;
    expect(van.gases.not_split_t).toBe(0);
    expect(van.gases.co2_fossil_t / van.co2e_t).toBeCloseTo(detail.gases.co2_fossil / detail.kg_co2e_per_unit, 6);
    expect(van.gases.ch4_t / van.co2e_t).toBeCloseTo(detail.gases.ch4 / detail.kg_co2e_per_unit, 6);
    // 4.5: a custom factor has no split.
    expect(items.get('4.5')!.gases).toEqual({ co2_fossil_t: 0, ch4_t: 0, n2o_t: 0, other_t: 0, not_split_t: 1, co2_biogenic_t: 0 });
    for (const item of items.values()) expect(Math.round(gasSum(item.gases) * 1000)).toBe(Math.round(item.co2e_kg));
    expect(Math.round(gasSum(preview.total_gases) * 1000)).toBe(kgRounded(inventory.total_co2e_kg));
    expect(preview.total_co2e_kg).toBe(inventory.total_co2e_kg);
  });

  it('carries the gas columns in the Excel BEGES sheet, with SUM totals per column equal to the preview', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await produceFor({ format: 'xlsx', locale: 'fr' })) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('BEGES')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(4)).toEqual([
      'CO2 fossile (t CO2e)',
      'CH4 (t CO2e)',
      'N2O (t CO2e)',
      'Autres gaz (t CO2e)',
      'Non ventilé (t CO2e)',
      'Total (t CO2e)',
      'CO2 biogénique (t CO2e)',
      'Incertitude (t CO2e)',
    ]);
    const total = sheet.getRow(sheet.rowCount);
    const expected = [
      preview.total_gases.co2_fossil_t,
      preview.total_gases.ch4_t,
      preview.total_gases.n2o_t,
      preview.total_gases.other_t,
      preview.total_gases.not_split_t,
      inventory.total_co2e_kg / 1000,
      preview.total_gases.co2_biogenic_t,
    ];
    expected.forEach((value, index) => {
      const cell = total.getCell(5 + index).value as { formula: string; result?: number };
      const letter = sheet.getColumn(5 + index).letter;
      // Six category subtotals added up, each a SUM over its items.
      expect(cell.formula.split('+')).toHaveLength(6);
      expect(cell.formula.startsWith(letter)).toBe(true);
      // exceljs reads a cached result of 0 back as no result (checked: {formula: '1-1', result: 0} loads without it).
      expect(Math.round((cell.result ?? 0) * 1000)).toBe(Math.round(value * 1000));
      const subtotal = sheet.getCell(cell.formula.split('+')[0]!).value as { formula: string };
      expect(subtotal.formula).toMatch(new RegExp(`^SUM\\(${letter}\\d+:${letter}\\d+\\)$`));
    });
    const inTotal = expected.slice(0, 5).reduce((a, b) => a + b, 0);
    expect(Math.round(inTotal * 1000)).toBe(kgRounded(inventory.total_co2e_kg));
  });

  it('carries the gas columns in the CSV, in each locale, summing to the inventory total', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const rows = (await produceFor({ format: 'csv', locale })).toString('utf8').slice(1).trimEnd().split('\r\n');
      const separator = locale === 'fr' ? ';' : ',';
      const header = rows[0]!.split(separator);
      expect(header.slice(4, 11)).toEqual(
        locale === 'fr'
          ? ['CO2 fossile (t CO2e)', 'CH4 (t CO2e)', 'N2O (t CO2e)', 'Autres gaz (t CO2e)', 'Non ventilé (t CO2e)', 'Total (t CO2e)', 'CO2 biogénique (t CO2e)']
          : ['Fossil CO2 (t CO2e)', 'CH4 (t CO2e)', 'N2O (t CO2e)', 'Other gases (t CO2e)', 'Not split (t CO2e)', 'Total (t CO2e)', 'Biogenic CO2 (t CO2e)'],
      );
      // Item names hold no separator in either locale's BEGES labels except in quotes: read the numbers from the end.
      let gases = 0;
      let totalT = 0;
      for (const row of rows.slice(1)) {
        const cells = row.split(separator);
        const numbers = cells.slice(-9).map((cell) => (cell === '' ? 0 : Number(cell.replace(',', '.'))));
        const itemGases = numbers.slice(0, 5).reduce((a, b) => a + b, 0);
        expect(Math.round(itemGases * 1000)).toBe(Math.round(numbers[5]! * 1000));
        gases += itemGases;
        totalT += numbers[5]!;
      }
      expect(Math.round(gases * 1000)).toBe(kgRounded(inventory.total_co2e_kg));
      expect(Math.round(totalT * 1000)).toBe(kgRounded(inventory.total_co2e_kg));
    }
  });

  for (const locale of ['en', 'fr'] as const) {
    it(`prints the gas columns in the PDF (${locale}) on landscape pages, with the preview's totals`, async () => {
      const pdf = await produceFor({ format: 'pdf', locale });
      const text = pdfText(pdf, `beges-gases-${locale}.pdf`);
      // The headers wrap in their narrow columns: read them in the page's drawing order, words apart by any space.
      const raw = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', join(work, `beges-gases-${locale}.pdf`), '-'], { encoding: 'utf8' });
      const headers =
        locale === 'fr'
          ? ['CO2 fossile (t CO2e)', 'CH4 (t CO2e)', 'N2O (t CO2e)', 'Autres gaz (t CO2e)', 'Non ventilé (t CO2e)', 'CO2 biogénique (t CO2e)', 'Incertitude (t CO2e)']
          : ['Fossil CO2 (t CO2e)', 'CH4 (t CO2e)', 'N2O (t CO2e)', 'Other gases (t CO2e)', 'Not split (t CO2e)', 'Biogenic CO2 (t CO2e)', 'Uncertainty (t CO2e)'];
      for (const header of headers) {
        expect(raw).toMatch(new RegExp(header.replace(/[()]/g, '\\$&').split(' ').join('\\s+')));
      }
      const cells = begesPdfTotalRow(text).map((cell) => readNumber(cell, locale));
      const g = preview.total_gases;
      expect(cells.map((value) => Math.round(value * 1000))).toEqual(
        [g.co2_fossil_t, g.ch4_t, g.n2o_t, g.other_t, g.not_split_t, inventory.total_co2e_kg / 1000, g.co2_biogenic_t].map((value) => Math.round(value * 1000)),
      );
      // The table's page is A4 landscape; the cover is upright.
      const path = join(work, `beges-gases-${locale}.pdf`);
      const sizes = execFileSync('pdfinfo', ['-f', '1', '-l', '2', path], { encoding: 'utf8' });
      expect(sizes).toMatch(/Page +1 size: +595\.2\d* x 841\.8\d*/);
      expect(sizes).toMatch(/Page +2 size: +841\.8\d* x 595\.2\d*/);
    });
  }
});
