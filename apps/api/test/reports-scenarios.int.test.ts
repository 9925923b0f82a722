import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUTING_MODE_FACTORS } from '@carbon/carbon/commuting';
import type { Site } from '@carbon/contracts/companies';
import type { Job } from '@carbon/contracts/jobs';
import type { ReportStarted, ScenariosReportModel } from '@carbon/contracts/reports';
import type { Macc, Portfolio, Scenario, ScenarioList } from '@carbon/contracts/scenarios';
import { translate } from '@carbon/i18n/translate';
import { loadEnergyPriceDefaults } from '@carbon/db/energy-prices-load';
import { loadFactorLibrary } from '@carbon/db/factors-load';
import { createEntry, createSite } from './helpers/ledger.ts';
import { createTestApp, register, type RegisteredUser, type TestApp } from './helpers/test-app.ts';
import { setCompanyPlan } from './helpers/plan.ts';

/**
 * The scenarios report (issue 13): the company's scenarios with their financials, the MACC and the portfolio
 * trajectory, in each format and language, carrying the numbers GET /scenarios, GET /scenarios/macc and GET /portfolio
 * answer (read back from the PDF's text, the workbook's cells and formulas, the CSV in each locale); a company without
 * scenarios gets a report that says so; another company's scenarios never appear and its report is not found.
 */
let t: TestApp;
const GRID = 'owid-grid-intensity:FRA:2024';
const COMMUTE_KEYS = (['car_petrol', 'car_electric', 'bus', 'train', 'metro_tram'] as const).map(
  (mode) => COMMUTING_MODE_FACTORS[mode]!.key,
);
const YEAR = 2025;
const work = mkdtempSync(join(tmpdir(), 'scenarios-report-test-'));

interface Fixture {
  user: RegisteredUser;
  companyId: string;
  site: Site;
  scenarios: Scenario[];
  macc: Macc;
  portfolio: Portfolio;
}

let f: Fixture;
let empty: { user: RegisteredUser; companyId: string };

async function scenario(user: RegisteredUser, companyId: string, site: Site, type: string, name: string, inputs: Record<string, unknown>): Promise<Scenario> {
  const response = await t.call(user, 'POST', '/scenarios', { payload: { company_id: companyId, site_id: site.id, type, name, inputs } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Scenario;
}

beforeAll(async () => {
  t = await createTestApp();
  await loadFactorLibrary(t.database.db, { keys: [GRID, ...COMMUTE_KEYS] });
  await loadEnergyPriceDefaults(t.database.db);

  const user = await register(t.app, { company_name: 'Démo Scénarios' });
  const companyId = user.user.company_id;
  await setCompanyPlan(t.database.db, companyId, 'pro');
  const site = await createSite(t, user, { name: 'Usine de Lyon', address: '12 rue de l’Industrie, 69007 Lyon', employees: 80 });
  // The trajectory's base: 2024, 200,000 kWh at 0.2 kg/kWh = 40,000 kg.
  await createEntry(t, user, site, {
    period_year: 2024,
    category: 'stationary_combustion',
    quantity: 200_000,
    unit: 'kWh',
    custom_factor: { kg_co2e_per_unit: 0.2, unit: 'kWh' },
  });
  const solar = await scenario(user, companyId, site, 'solar_panels', 'Toiture photovoltaïque', {
    capacity_kwp: 100,
    module_efficiency_percent: 21,
    tilt_deg: 30,
    azimuth_deg: 180,
    latitude: 45.75,
    longitude: 4.85,
    self_consumption_percent: 80,
    electricity_rate_eur_per_kwh: 0.18,
    selling_rate_eur_per_kwh: 0.06,
    install_cost_eur_per_kw: 1000,
    maintenance_percent_of_capex: 1,
    subsidies_percent: 10,
    avoided_emissions_method: 'self_consumption',
  });
  const commute = await scenario(user, companyId, site, 'commute_enhanced', 'Plan de mobilité', {
    employees: 80,
    average_distance_km: 20,
    car_share_percent: 80,
    shift_to_public_transport_percent: 20,
    target_remote_days_per_week: 1,
  });
  // Nothing moved away from the car, no remote day: it avoids nothing and stays off the curve.
  await scenario(user, companyId, site, 'commute_enhanced', 'Statu quo', {
    employees: 80,
    average_distance_km: 20,
    car_share_percent: 80,
    shift_to_public_transport_percent: 0,
    target_remote_days_per_week: 0,
  });
  const saved = await t.call(user, 'PUT', `/portfolio?company_id=${companyId}`, {
    payload: {
      growth_rate_percent: 2,
      end_year: 2030,
      scenarios: [
        { scenario_id: solar.id, start_year: 2025, ramp_up_years: 0 },
        { scenario_id: commute.id, start_year: 2026, ramp_up_years: 2 },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const get = async <T>(url: string): Promise<T> => {
    const response = await t.call(user, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  f = {
    user,
    companyId,
    site,
    scenarios: (await get<ScenarioList>(`/scenarios?company_id=${companyId}`)).items,
    macc: await get<Macc>(`/scenarios/macc?company_id=${companyId}`),
    portfolio: await get<Portfolio>(`/portfolio?company_id=${companyId}`),
  };
  expect(f.scenarios).toHaveLength(3);
  expect(f.macc.items).toHaveLength(2);
  expect(f.macc.excluded.map((item) => item.name)).toEqual(['Statu quo']);
  expect(f.portfolio.projections.map((p) => p.year)).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2030]);

  const other = await register(t.app, { company_name: 'Sans Scénario' });
  await setCompanyPlan(t.database.db, other.user.company_id, 'pro');
  empty = { user: other, companyId: other.user.company_id };
}, 180_000);

afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await t?.close();
});

async function produce(
  user: RegisteredUser,
  companyId: string,
  format: 'pdf' | 'xlsx' | 'csv',
  locale: 'en' | 'fr',
): Promise<LightMyRequestResponse> {
  const response = await t.call(user, 'POST', '/reports', {
    payload: { company_id: companyId, period_year: YEAR, kind: 'scenarios', format, locale },
  });
  expect(response.statusCode, response.body).toBe(202);
  const started = response.json() as ReportStarted;
  await t.jobs.idle(120_000);
  const job = (await t.call(user, 'GET', `/jobs/${started.job_id}`)).json() as Job;
  expect(job.status, JSON.stringify(job)).toBe('succeeded');
  const result = job.result as { download_url: string; file_name: string };
  expect(result.file_name).toMatch(new RegExp(`^scenarios-${YEAR}-.+\\.${format}$`));
  const file = await t.call(user, 'GET', result.download_url.replace('/api/v1', ''));
  expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
  return file;
}

/** Set REPORTS_TEST_OUT=<dir> to keep the PDFs (to look at their pages). */
function pdfText(buffer: Buffer, name: string): string {
  const path = join(work, name);
  writeFileSync(path, buffer);
  if (process.env.REPORTS_TEST_OUT) writeFileSync(join(process.env.REPORTS_TEST_OUT, name), buffer);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
}

/** "12,345.678" (EN) or "12 345,678" with U+202F or a space (FR) → 12345.678; "-1 234" and "−1 234" too. */
function readNumber(text: string, locale: 'en' | 'fr'): number {
  const sign = /^[-\u2212]/.test(text.trim()) ? -1 : 1;
  const digits = text.trim().replace(/^[-\u2212]/, '');
  const plain = locale === 'en' ? digits.replace(/,/g, '') : digits.replace(/[\u202f\u00a0 ]/g, '').replace(',', '.');
  return sign * Number(plain);
}

/** A number as the PDF prints it: groups of three after one separator (a column gap is several spaces), decimals. */
const NUMBER = '[-\\u2212]?\\d{1,3}(?:[,\\u202f\\u00a0 ]\\d{3})*(?:[.,]\\d+)?';

/** A quoted-field-aware split of one CSV line. */
function csvFields(line: string, separator: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index]!;
    if (quoted) {
      if (character === '"' && line[index + 1] === '"') {
        current += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else current += character;
    } else if (character === '"') quoted = true;
    else if (character === separator) {
      fields.push(current);
      current = '';
    } else current += character;
  }
  fields.push(current);
  return fields;
}

describe('scenarios report: the numbers of the scenarios and portfolio APIs', () => {
  it('previews the model: every scenario with its results, the MACC and the portfolio as the APIs answer them', async () => {
    const response = await t.call(f.user, 'GET', `/reports/preview?company_id=${f.companyId}&period_year=${YEAR}&kind=scenarios&locale=fr`);
    expect(response.statusCode, response.body).toBe(200);
    const model = response.json() as ScenariosReportModel;
    expect(model.kind).toBe('scenarios');
    expect(model.title).toBe(`Scénarios de réduction ${YEAR}`);
    expect(model.scenarios.map((s) => s.id)).toEqual(f.scenarios.map((s) => s.id));
    for (const [index, s] of model.scenarios.entries()) {
      expect(s.results).toEqual(f.scenarios[index]!.results);
      expect(s.site_name).toBe('Usine de Lyon');
      expect(s.assumptions).toHaveLength(f.scenarios[index]!.assumptions.length);
    }
    expect(model.scenarios[0]!.type_name).toBe('Panneaux solaires');
    expect(model.scenarios[1]!.type_name).toBe('Déplacements domicile-travail');
    // Assumptions worded from the scenarios catalog in French, never as raw keys.
    const grid = model.scenarios[0]!.assumptions.find((a) => a.key === 'grid_factor');
    expect(grid?.label).toBe(translate('fr', 'scenarios.assumptions.grid_factor'));
    expect(grid?.label).not.toBe('scenarios.assumptions.grid_factor');
    expect(model.macc).toEqual(f.macc);
    expect(model.portfolio).toEqual(f.portfolio);
    const sum = (pick: (s: Scenario) => number) => f.scenarios.reduce((acc, s) => acc + pick(s), 0);
    expect(model.totals.npv_eur).toBeCloseTo(sum((s) => s.results.npv_eur), 6);
    expect(model.totals.annual_avoided_kg_co2e).toBeCloseTo(sum((s) => s.results.annual_avoided_kg_co2e), 6);
  });

  for (const locale of ['en', 'fr'] as const) {
    it(`exports the PDF in ${locale}: contents, page numbers, embedded fonts, each scenario's financials, MACC and trajectory`, async () => {
      const file = await produce(f.user, f.companyId, 'pdf', locale);
      expect(file.headers['content-type']).toBe('application/pdf');
      const text = pdfText(file.rawPayload, `scenarios-${locale}.pdf`);
      const fonts = execFileSync('pdffonts', [join(work, `scenarios-${locale}.pdf`)], { encoding: 'utf8' });
      expect(fonts).toContain('DejaVuSans');
      expect(fonts).not.toMatch(/Helvetica/);
      const L =
        locale === 'en'
          ? { title: `Reduction scenarios ${YEAR}`, contents: 'Contents', page: /Page 1 of (\d+)/, npv: 'NPV \\(EUR\\)', avoided: 'Avoided \\(kg CO2e/year\\)', macc: 'Marginal abatement cost curve', trajectory: 'Portfolio trajectory' }
          : { title: `Scénarios de réduction ${YEAR}`, contents: 'Sommaire', page: /Page 1 sur (\d+)/, npv: 'VAN \\(EUR\\)', avoided: 'Évité \\(kg CO2e/an\\)', macc: "Courbe des coûts marginaux d'abattement", trajectory: 'Trajectoire du portefeuille' };
      expect(text).toContain(L.title);
      expect(text).toContain(L.contents);
      expect(text).toContain('Démo Scénarios');
      expect(text).toContain(L.macc);
      expect(text).toContain(L.trajectory);
      expect(Number(L.page.exec(text)?.[1])).toBeGreaterThanOrEqual(3);
      for (const s of f.scenarios) expect(text).toContain(s.name);

      // Each scenario's detail: its NPV in whole euros and its avoided kg a year, read back from the key-value lines
      // in the order the scenarios are listed.
      const npvs = [...text.matchAll(new RegExp(`^\\s*${L.npv}\\s+(${NUMBER})\\s*$`, 'gm'))].map((m) => readNumber(m[1]!, locale));
      expect(npvs).toEqual(f.scenarios.map((s) => Math.round(s.results.npv_eur)));
      const avoided = [...text.matchAll(new RegExp(`^\\s*${L.avoided}\\s+(${NUMBER})\\s*$`, 'gm'))].map((m) => readNumber(m[1]!, locale));
      expect(avoided).toEqual(f.scenarios.map((s) => Math.round(s.results.annual_avoided_kg_co2e)));

      // The trajectory table: one line per year, t CO2e with three decimals (the kilogram).
      for (const p of f.portfolio.projections) {
        const line = new RegExp(`^\\s*${p.year}\\s+(${NUMBER})\\s+(${NUMBER})\\s+(${NUMBER})\\s+(${NUMBER})\\s*$`, 'm').exec(text);
        expect(line, `${p.year}\n${text.slice(-3000)}`).not.toBeNull();
        expect(Math.round(readNumber(line![1]!, locale) * 1000)).toBe(Math.round(p.baseline_kg));
        expect(Math.round(readNumber(line![2]!, locale) * 1000)).toBe(Math.round(p.with_scenarios_kg));
        expect(Math.round(readNumber(line![3]!, locale) * 1000)).toBe(Math.round(p.pathway_1_5c_kg));
      }
      // The MACC table: rank, name, t CO2e avoided a year, cost per tonne, cheapest first.
      for (const [index, item] of f.macc.items.entries()) {
        const line = new RegExp(`^\\s*${index + 1}\\s+${item.name}\\s+(${NUMBER})\\s+(${NUMBER})`, 'm').exec(text);
        expect(line, item.name).not.toBeNull();
        expect(readNumber(line![1]!, locale)).toBeCloseTo(item.annual_avoided_t_co2e, 3);
        expect(readNumber(line![2]!, locale)).toBe(Math.round(item.cost_per_t_co2e_eur));
      }
      expect(text).toContain(locale === 'en' ? 'Not on the curve, as they avoid no emissions: Statu quo.' : "Absents de la courbe, car ils n'évitent aucune émission : Statu quo.");
      if (locale === 'fr') {
        expect(text).toContain('Panneaux solaires');
        expect(text).toMatch(/\d,\d{3}\s/);
      }
    });
  }

  it('exports the workbook: a sheet per section, frozen headers, number formats, totals as formulas equal to the APIs', async () => {
    const file = await produce(f.user, f.companyId, 'xlsx', 'en');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Summary of the scenarios',
      'Scenarios',
      'Assumptions of each scenario',
      'Abatement cost curve',
      'Portfolio trajectory',
    ]);
    for (const sheet of workbook.worksheets) expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const sheet = workbook.getWorksheet('Scenarios')!;
    f.scenarios.forEach((s, index) => {
      const row = sheet.getRow(index + 2);
      expect(row.getCell(1).value).toBe(s.name);
      expect(row.getCell(4).value).toBe(s.results.capex_eur);
      expect(row.getCell(6).value).toBe(s.results.net_capex_eur);
      expect(row.getCell(8).value).toBe(s.results.annual_savings_eur);
      expect(row.getCell(9).value).toBe(s.results.payback_years);
      expect(row.getCell(12).value).toBe(s.results.npv_eur);
      expect(row.getCell(13).value).toBe(s.results.cost_per_t_co2e_eur);
      expect(row.getCell(16).value).toBe(s.results.annual_avoided_kg_co2e);
    });
    expect(sheet.getCell('L2').numFmt).toBe('#,##0');
    const total = sheet.getRow(5);
    const npv = total.getCell(12).value as { formula: string; result: number };
    expect(npv.formula).toBe('SUM(L2:L4)');
    expect(npv.result).toBeCloseTo(f.scenarios.reduce((acc, s) => acc + s.results.npv_eur, 0), 6);
    const avoided = total.getCell(16).value as { formula: string; result: number };
    expect(avoided.formula).toBe('SUM(P2:P4)');
    expect(avoided.result).toBeCloseTo(f.scenarios.reduce((acc, s) => acc + s.results.annual_avoided_kg_co2e, 0), 6);
    const summary = workbook.getWorksheet('Summary of the scenarios')!;
    expect(summary.getCell('B3').value).toMatchObject({ formula: "'Scenarios'!P5" });
    expect(summary.getCell('B7').value).toMatchObject({ formula: "'Scenarios'!L5" });

    const macc = workbook.getWorksheet('Abatement cost curve')!;
    f.macc.items.forEach((item, index) => {
      expect(macc.getRow(index + 2).getCell(2).value).toBe(item.name);
      expect(macc.getRow(index + 2).getCell(4).value).toBe(item.annual_avoided_t_co2e);
      expect(macc.getRow(index + 2).getCell(5).value).toBe(item.cost_per_t_co2e_eur);
    });
    expect(macc.getRow(f.macc.items.length + 2).getCell(4).value).toMatchObject({
      formula: `SUM(D2:D${f.macc.items.length + 1})`,
      result: f.macc.total_avoided_t_co2e,
    });

    const trajectory = workbook.getWorksheet('Portfolio trajectory')!;
    f.portfolio.projections.forEach((p, index) => {
      const row = trajectory.getRow(index + 2);
      expect(row.getCell(1).value).toBe(p.year);
      expect(row.getCell(2).value).toBe(p.baseline_kg);
      expect(row.getCell(3).value).toBe(p.with_scenarios_kg);
      expect(row.getCell(4).value).toBe(p.pathway_1_5c_kg);
      expect(row.getCell(5).value).toMatchObject({ formula: `C${index + 2}-D${index + 2}` });
    });
    const last = f.portfolio.projections.length + 2;
    expect(trajectory.getRow(last).getCell(3).value).toMatchObject({ formula: `SUM(C2:C${last - 1})` });
  });

  for (const locale of ['en', 'fr'] as const) {
    it(`exports the CSV in ${locale}: BOM, the locale's separators and decimal mark, the APIs' numbers in each block`, async () => {
      const file = await produce(f.user, f.companyId, 'csv', locale);
      expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
      const bytes = file.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const separator = locale === 'en' ? ',' : ';';
      const number = (text: string) => Number(locale === 'en' ? text : text.replace(',', '.'));
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe(locale === 'en' ? 'Scenarios' : 'Scénarios');
      const header = csvFields(lines[1]!, separator);
      const npvColumn = header.indexOf(locale === 'en' ? 'NPV (EUR)' : 'VAN (EUR)');
      const avoidedColumn = header.indexOf(locale === 'en' ? 'Avoided (kg CO2e/year)' : 'Évité (kg CO2e/an)');
      expect(npvColumn).toBeGreaterThan(0);
      f.scenarios.forEach((s, index) => {
        const cells = csvFields(lines[2 + index]!, separator);
        expect(cells[0]).toBe(s.name);
        expect(number(cells[npvColumn]!)).toBeCloseTo(s.results.npv_eur, 5);
        expect(number(cells[avoidedColumn]!)).toBeCloseTo(s.results.annual_avoided_kg_co2e, 5);
      });
      const decimals = lines.flatMap((line) => csvFields(line, separator)).filter((cell) => /^-?\d+[.,]\d+$/.test(cell));
      expect(decimals.length).toBeGreaterThan(0);
      for (const cell of decimals) expect(cell).toContain(locale === 'en' ? '.' : ',');

      const trajectoryTitle = lines.indexOf(locale === 'en' ? 'Portfolio trajectory' : 'Trajectoire du portefeuille');
      expect(trajectoryTitle).toBeGreaterThan(0);
      expect(lines[trajectoryTitle - 1]).toBe('');
      f.portfolio.projections.forEach((p, index) => {
        const cells = csvFields(lines[trajectoryTitle + 2 + index]!, separator).map(number);
        expect(cells).toHaveLength(4);
        expect(cells[0]).toBe(p.year);
        expect(cells[1]).toBeCloseTo(p.baseline_kg, 5);
        expect(cells[2]).toBeCloseTo(p.with_scenarios_kg, 5);
        expect(cells[3]).toBeCloseTo(p.pathway_1_5c_kg, 5);
      });
      const maccTitle = lines.indexOf(locale === 'en' ? 'Marginal abatement cost curve' : "Courbe des coûts marginaux d'abattement");
      f.macc.items.forEach((item, index) => {
        const cells = csvFields(lines[maccTitle + 2 + index]!, separator);
        expect(cells[1]).toBe(item.name);
        expect(number(cells[3]!)).toBeCloseTo(item.cost_per_t_co2e_eur, 5);
      });
    });
  }
});

describe('scenarios report: no scenario, and tenancy', () => {
  it('says so, translated, when the company has no scenario, in every format', async () => {
    const preview = await t.call(empty.user, 'GET', `/reports/preview?company_id=${empty.companyId}&period_year=${YEAR}&kind=scenarios&locale=en`);
    expect(preview.statusCode, preview.body).toBe(200);
    const model = preview.json() as ScenariosReportModel;
    expect(model.scenarios).toEqual([]);
    expect(model.macc.items).toEqual([]);
    expect(model.portfolio.projections).toEqual([]);
    for (const locale of ['en', 'fr'] as const) {
      const none =
        locale === 'en'
          ? 'The company has no reduction scenario yet'
          : "L'entreprise n'a encore aucun scénario de réduction";
      const pdf = pdfText(await produce(empty.user, empty.companyId, 'pdf', locale).then((r) => r.rawPayload), `empty-${locale}.pdf`);
      expect(pdf.replace(/\s+/g, ' ')).toContain(none);
      const csv = (await produce(empty.user, empty.companyId, 'csv', locale)).rawPayload.toString('utf8');
      expect(csv).toContain(none);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await produce(empty.user, empty.companyId, 'xlsx', locale)).rawPayload as unknown as ArrayBuffer);
      expect(String(workbook.worksheets[1]!.getCell('A2').value)).toContain(none);
      // Every sheet named in full in both languages (Excel allows 31 characters).
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(
        locale === 'en'
          ? ['Summary of the scenarios', 'Scenarios', 'Assumptions of each scenario', 'Abatement cost curve', 'Portfolio trajectory']
          : ['Synthèse des scénarios', 'Scénarios', 'Hypothèses de chaque scénario', "Courbe des coûts d'abattement", 'Trajectoire du portefeuille'],
      );
    }
  });

  it("never shows another company's scenarios: its report, preview and download answer 404", async () => {
    // The other company's own report lists none of this company's scenarios.
    const own = await t.call(empty.user, 'GET', `/reports/preview?company_id=${empty.companyId}&period_year=${YEAR}&kind=scenarios`);
    expect(JSON.stringify(own.json())).not.toContain('Toiture photovoltaïque');
    const post = await t.call(empty.user, 'POST', '/reports', {
      payload: { company_id: f.companyId, period_year: YEAR, kind: 'scenarios', format: 'pdf', locale: 'en' },
    });
    expect(post.statusCode).toBe(404);
    const preview = await t.call(empty.user, 'GET', `/reports/preview?company_id=${f.companyId}&period_year=${YEAR}&kind=scenarios`);
    expect(preview.statusCode).toBe(404);
    const list = (await t.call(f.user, 'GET', `/reports?company_id=${f.companyId}`)).json() as { items: { id: string; kind: string }[] };
    const report = list.items.find((item) => item.kind === 'scenarios');
    expect(report).toBeDefined();
    const download = await t.call(empty.user, 'GET', `/reports/${report!.id}/download`);
    expect(download.statusCode).toBe(404);
  });
});
