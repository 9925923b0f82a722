import { begesModelSchema, ghgInventoryModelSchema, productReportModelSchema, reportListSchema, scenariosReportModelSchema, type ReportEntry } from '@carbon/contracts/reports';
import { formatEmissions, formatPercent } from '@carbon/i18n/format';
import type { AppLocale } from '@carbon/i18n/locale';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportsPage } from '@/features/reports/components/reports-page';
import { formatDateTime, formatFileSize } from '@/features/reports/format';
import { ReportsKitProvider } from '@/features/reports/reports-kit';
import { i18n } from '@/lib/i18n';
import { COMPANY_ID, SITE_2_ID, SITE_ID } from '@/test/ledger';
import { jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { reportsKit } from './reports';

/** /reports (issue 13): the export form, the job's progress, the Free-plan offer, the preview and the past reports. */

// The progress tests wait for the job's one-second polls, and every test types and picks through a whole page:
// on a busy machine five seconds is too short a budget for them.
vi.setConfig({ testTimeout: 20_000 });

const REPORT_ID = '4b5c6d7e-8f9a-4b0c-9d1e-2f3a4b5c6d7e';
const OLD_REPORT_ID = '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f';
const PRODUCT_ID = '9e5f6a7b-8c9d-4e0f-8a1b-3c4d5e6f7a8b';
const JOB_ID = 'job-1';
const FILE_NAME = 'ghg-inventory-2025-test-ltd.pdf';

const company = { id: COMPANY_ID, name: 'Test Ltd', country: 'FR', sector: 'services', employees: 20, annual_revenue: 2_000_000 };
const factor = (name: string, value: number, unit: string) => ({ name, source: 'ADEME', dataset_version: '23.0', kg_co2e_per_unit: value, unit });

function reportEntry(overrides: Partial<ReportEntry> & Pick<ReportEntry, 'id' | 'category' | 'category_name' | 'scope' | 'beges_item' | 'label' | 'quantity' | 'unit' | 'co2e_kg' | 'factor'>): ReportEntry {
  return { site_id: SITE_ID, site_name: 'Lyon plant', scope3_category: null, co2e_kg_market: null, uncertainty_percent: null, ...overrides };
}

// Hand-computed: 10,000 kWh × 0.227 = 2,270 kg; 20,000 kWh × 0.052 = 1,040 kg (market 20,000 × 0.06 = 1,200 kg);
// 5,000 passenger.km × 0.15 = 750 kg. Location-based total 4,060 kg, market-based 4,220 kg; ±10 %: 3,654 to 4,466 kg.
const gas = reportEntry({
  id: 'e1',
  category: 'stationary_combustion',
  category_name: 'Stationary combustion',
  scope: 1,
  beges_item: '1.1',
  label: 'Natural gas boiler',
  quantity: 10_000,
  unit: 'kWh',
  co2e_kg: 2270,
  uncertainty_percent: 5,
  factor: factor('Natural gas, combustion', 0.227, 'kWh'),
});
const electricity = reportEntry({
  id: 'e2',
  category: 'electricity',
  category_name: 'Electricity',
  scope: 2,
  beges_item: '2.1',
  label: 'Grid electricity',
  quantity: 20_000,
  unit: 'kWh',
  co2e_kg: 1040,
  co2e_kg_market: 1200,
  factor: factor('Electricity, France', 0.052, 'kWh'),
});
const flights = reportEntry({
  id: 'e3',
  site_id: SITE_2_ID,
  site_name: 'Paris office',
  category: 'business_travel',
  category_name: 'Business travel',
  scope: 3,
  scope3_category: 6,
  beges_item: '3.5',
  label: 'Flights',
  quantity: 5000,
  unit: 'passenger.km',
  co2e_kg: 750,
  factor: factor('Short-haul flight', 0.15, 'passenger.km'),
});

const ghgModel = ghgInventoryModelSchema.parse({
  kind: 'ghg_inventory',
  locale: 'en',
  period_year: 2025,
  generated_at: '2026-03-05T14:07:00.000Z',
  company,
  title: 'Greenhouse gas inventory 2025',
  boundary: {
    consolidation_approach: 'operational_control',
    sites: [
      { id: SITE_ID, name: 'Lyon plant', country: 'FR', employees: 15, surface_m2: null, co2e_kg: 3310 },
      { id: SITE_2_ID, name: 'Paris office', country: 'FR', employees: 5, surface_m2: null, co2e_kg: 750 },
    ],
  },
  totals: {
    period_year: 2025,
    total_co2e_kg: 4060,
    total_co2e_kg_market: 4220,
    scope1_kg: 2270,
    scope2_location_kg: 1040,
    scope2_market_kg: 1200,
    scope3_kg: 750,
    uncertainty_percent: 10,
    low_co2e_kg: 3654,
    high_co2e_kg: 4466,
  },
  scope1: [{ category: 'stationary_combustion', name: 'Stationary combustion', co2e_kg: 2270, co2e_kg_market: null, entries: 1, factors: [gas.factor] }],
  scope2: [{ category: 'electricity', name: 'Electricity', co2e_kg: 1040, co2e_kg_market: 1200, entries: 1, factors: [electricity.factor] }],
  scope3: [
    { number: 1, name: 'Purchased goods and services', status: 'not_relevant', reason: 'Office supplies only', co2e_kg: 0, entries: 0, lines: [] },
    {
      number: 6,
      name: 'Business travel',
      status: 'recorded',
      reason: null,
      co2e_kg: 750,
      entries: 1,
      lines: [{ category: 'business_travel', name: 'Business travel', co2e_kg: 750, co2e_kg_market: null, entries: 1, factors: [flights.factor] }],
    },
    { number: 7, name: 'Employee commuting', status: 'missing', reason: null, co2e_kg: 0, entries: 0, lines: [] },
  ],
  previous: { period_year: 2024, total_co2e_kg: 5000, total_co2e_kg_market: 5100, scope1_kg: 3000, scope2_location_kg: 1000, scope2_market_kg: 1100, scope3_kg: 1000 },
  // (4,060 − 5,000) / 5,000 = −18.8 %
  change_percent: -18.8,
  trend: [
    { period_year: 2024, total_co2e_kg: 5000, total_co2e_kg_market: 5100, scope1_kg: 3000, scope2_location_kg: 1000, scope2_market_kg: 1100, scope3_kg: 1000 },
    { period_year: 2025, total_co2e_kg: 4060, total_co2e_kg_market: 4220, scope1_kg: 2270, scope2_location_kg: 1040, scope2_market_kg: 1200, scope3_kg: 750 },
  ],
  // 4,060 / 20 = 203 kg per employee; 4,060 / 2 = 2,030 kg per million euros.
  intensity: { employees: 20, kg_per_employee: 203, annual_revenue_eur: 2_000_000, kg_per_million_eur: 2030 },
  methodology: {
    gwp: 'IPCC AR6 GWP100',
    datasets: [
      {
        source: 'ADEME',
        dataset_version: '23.0',
        title: 'Base Empreinte',
        publisher: 'ADEME',
        licence: 'Licence ouverte 2.0',
        licence_url: null,
        attribution: 'Source: ADEME Base Empreinte',
        gwp_basis: 'AR6',
        entries: 3,
        co2e_kg: 4060,
      },
    ],
  },
  entry_count: 3,
  entries: [gas, electricity, flights],
});

const begesModel = begesModelSchema.parse({
  kind: 'beges',
  locale: 'en',
  period_year: 2025,
  generated_at: '2026-03-05T14:07:00.000Z',
  company,
  title: 'BEGES 2025',
  method: 'BEGES method v5 (July 2022)',
  categories: [
    {
      number: 1,
      name: 'Direct GHG emissions',
      co2e_t: 2.27,
      co2e_kg: 2270,
      // The gas factor publishes its split; the electricity's custom factor does not ("not split").
      gases: { co2_fossil_t: 2.2, ch4_t: 0.05, n2o_t: 0.02, other_t: 0, not_split_t: 0, co2_biogenic_t: 0.1 },
      items: [
        { code: '1.1', name: 'Direct emissions from stationary combustion sources', ghg_protocol: 'Scope 1', co2e_t: 2.27, co2e_kg: 2270, uncertainty_t: 0.11, entries: 1, gases: { co2_fossil_t: 2.2, ch4_t: 0.05, n2o_t: 0.02, other_t: 0, not_split_t: 0, co2_biogenic_t: 0.1 } },
      ],
    },
    {
      number: 2,
      name: 'Indirect emissions from energy',
      co2e_t: 1.04,
      co2e_kg: 1040,
      gases: { co2_fossil_t: 0, ch4_t: 0, n2o_t: 0, other_t: 0, not_split_t: 1.04, co2_biogenic_t: 0 },
      items: [
        { code: '2.1', name: 'Indirect emissions from electricity consumption', ghg_protocol: 'Scope 2', co2e_t: 1.04, co2e_kg: 1040, uncertainty_t: null, entries: 1, gases: { co2_fossil_t: 0, ch4_t: 0, n2o_t: 0, other_t: 0, not_split_t: 1.04, co2_biogenic_t: 0 } },
        { code: '2.2', name: 'Indirect emissions from other energy consumption', ghg_protocol: 'Scope 2', co2e_t: 0, co2e_kg: 0, uncertainty_t: null, entries: 0, gases: { co2_fossil_t: 0, ch4_t: 0, n2o_t: 0, other_t: 0, not_split_t: 0, co2_biogenic_t: 0 } },
      ],
    },
  ],
  total_co2e_t: 3.31,
  total_co2e_kg: 3310,
  total_gases: { co2_fossil_t: 2.2, ch4_t: 0.05, n2o_t: 0.02, other_t: 0, not_split_t: 1.04, co2_biogenic_t: 0.1 },
  scope2_market_co2e_kg: 1200,
  methodology: { gwp: 'IPCC AR6 GWP100', datasets: [] },
  entry_count: 2,
  entries: [gas, electricity],
});

// 0.5 kg of flour at 0.6 kg CO2e/kg = 0.3 kg; 2 kWh at 0.05 = 0.1 kg: 0.4 kg CO2e per unit.
const productModel = productReportModelSchema.parse({
  kind: 'product',
  locale: 'en',
  period_year: 2025,
  generated_at: '2026-03-05T14:07:00.000Z',
  company,
  title: 'Product carbon footprint: Bread',
  product: { id: PRODUCT_ID, name: 'Bread', description: '', unit: 'unit', weight_per_unit_kg: 0.5, category: 'Bakery', site_name: 'Lyon plant' },
  footprint: {
    kg_co2e_per_unit: 0.4,
    by_stage: { raw_material: 0.3, energy: 0.1, transport: 0, packaging: 0, waste: 0, distribution: 0 },
    lines: [
      {
        id: 'l1',
        kind: 'material',
        stage: 'raw_material',
        label: 'Wheat flour',
        kg_co2e_per_unit: 0.3,
        quantity_per_unit: 0.5,
        unit: 'kg',
        mass_kg_per_unit: 0.5,
        product_id: null,
        factor: { id: null, name: 'Wheat flour, FR', source: 'ADEME', version: '23.0', kg_co2e_per_unit: 0.6, unit: 'kg', year: 2023, geography: 'FR', primary: false },
        data_quality: { primary: false, age_years: 2, geography: 'FR', score: 3 },
      },
    ],
    data_quality: { score: 3, rating: 'good', primary_share_percent: 0 },
    mass_balance: { declared_kg: 0.5, lines_kg: 0.5, difference_percent: 0, warning: false },
    warnings: [],
  },
  stages: [{ stage: 'raw_material', name: 'Raw materials', co2e_kg: 0.3, share_percent: 75 }],
  method: {
    standard: 'ISO 14067:2018',
    boundary: 'cradle_to_gate',
    gwp: 'IPCC AR6 GWP100',
    statements: [{ title: 'System boundary', text: 'Cradle to gate, with distribution.' }],
  },
  methodology: { datasets: [] },
});

const scenarioResults = {
  baseline_kg_co2e: 4000,
  scenario_kg_co2e: 0,
  annual_avoided_kg_co2e: 4016.5,
  annual_avoided_t_co2e: 4.0165,
  lifetime_avoided_t_co2e: 94.6,
  capex_eur: 100_000,
  subsidies_eur: 10_000,
  net_capex_eur: 90_000,
  annual_opex_eur: 1000,
  annual_savings_eur: 18_183,
  payback_years: 4.95,
  npv_eur: 179_594,
  lifetime_years: 25,
  discount_rate_percent: 4,
  cost_per_t_co2e_eur: -1898,
};
/** The scenarios report in French (the document's language), one solar scenario in the portfolio from 2025. */
const scenariosModel = scenariosReportModelSchema.parse({
  kind: 'scenarios',
  locale: 'fr',
  period_year: 2025,
  generated_at: '2026-03-05T14:07:00.000Z',
  company,
  title: 'Scénarios de réduction 2025',
  scenarios: [
    {
      id: 's1',
      name: 'Toiture solaire',
      type: 'solar_panels',
      type_name: 'Panneaux solaires',
      site_id: SITE_ID,
      site_name: 'Lyon plant',
      data_source: 'climatology',
      results: scenarioResults,
      assumptions: [{ key: 'albedo', label: 'Albédo du sol', value: '0,2', source: 'standards.md §6a' }],
    },
  ],
  totals: { capex_eur: 100_000, subsidies_eur: 10_000, net_capex_eur: 90_000, annual_savings_eur: 18_183, npv_eur: 179_594, annual_avoided_kg_co2e: 4016.5 },
  macc: {
    items: [{ scenario_id: 's1', name: 'Toiture solaire', type: 'solar_panels', annual_avoided_t_co2e: 4.0165, cost_per_t_co2e_eur: -1898, cumulative_start_t_co2e: 0, cumulative_end_t_co2e: 4.0165 }],
    excluded: [],
    total_avoided_t_co2e: 4.0165,
  },
  portfolio: {
    growth_rate_percent: 0,
    end_year: 2026,
    scenarios: [{ scenario_id: 's1', start_year: 2025, ramp_up_years: 0, name: 'Toiture solaire', type: 'solar_panels', annual_avoided_kg_co2e: 4016.5 }],
    base_year: 2024,
    base_year_kg: 40_000,
    pathway_reduction_percent_per_year: 4.2,
    projections: [
      { year: 2024, baseline_kg: 40_000, with_scenarios_kg: 40_000, pathway_1_5c_kg: 40_000 },
      { year: 2025, baseline_kg: 40_000, with_scenarios_kg: 35_983.5, pathway_1_5c_kg: 38_320 },
      { year: 2026, baseline_kg: 40_000, with_scenarios_kg: 35_983.5, pathway_1_5c_kg: 36_640 },
    ],
    updated_at: null,
  },
});

const oldReport = {
  id: OLD_REPORT_ID,
  company_id: COMPANY_ID,
  kind: 'beges',
  format: 'csv',
  locale: 'fr',
  period_year: 2024,
  product_id: null,
  product_name: null,
  status: 'succeeded',
  job_id: 'job-0',
  file_name: 'beges-2024-test-ltd.csv',
  size_bytes: 12_400,
  created_at: '2026-03-05T14:07:00.000Z',
  download_url: `/api/v1/reports/${OLD_REPORT_ID}/download`,
};

const pro = { plan: 'pro', limits: { products: 10, scenarios: 10, members: 5, api_access: true, export: true, invoice_import: true }, usage: { products: 1, scenarios: 0, members: 1 } };
const free = { plan: 'free', limits: { products: 1, scenarios: 1, members: 1, api_access: false, export: false, invoice_import: false }, usage: { products: 0, scenarios: 0, members: 1 } };

let entitlements: typeof pro = pro;
let job: Record<string, unknown> = { id: JOB_ID, kind: 'report', status: 'queued', progress: 0, result: null, error: null };
let reports: unknown[] = [];
let calls: { method: string; url: string; body: unknown }[] = [];
/** A server that refuses the scenarios report (one older than its module): the screen says why and does not retry. */
let scenariosRefused = false;

/** What the server says (in the request's language)… */
const kindUnavailableDetail = {
  en: 'Scenario reports are not available on this server',
  fr: 'Les rapports de scénarios ne sont pas disponibles sur ce serveur',
};
/** …and what the screen shows: the errors catalog's words for the code, in the interface's language. */
const kindUnavailable = {
  en: 'This report is not available yet: the scenarios are not built',
  fr: 'Ce rapport n\'est pas encore disponible : les scénarios ne sont pas encore construits',
};

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  const method = init?.method ?? 'GET';
  const language = (init?.headers as Record<string, string> | undefined)?.['Accept-Language'] === 'fr' ? 'fr' : 'en';
  calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  if (url.startsWith('/api/v1/entitlements')) return jsonResponse(entitlements);
  if (url.startsWith('/api/v1/reports/preview')) {
    const kind = new URL(url, 'http://x').searchParams.get('kind');
    if (kind === 'beges') return jsonResponse(begesModel);
    if (kind === 'product') return jsonResponse(productModel);
    if (kind === 'scenarios' && scenariosRefused) return jsonResponse({ detail: kindUnavailableDetail[language], code: 'report_kind_unavailable' }, 422);
    if (kind === 'scenarios') return jsonResponse(scenariosModel);
    return jsonResponse(ghgModel);
  }
  if (url.startsWith('/api/v1/reports?')) return jsonResponse(reportListSchema.parse({ items: reports }));
  if (url === '/api/v1/reports' && method === 'POST') {
    const body = JSON.parse(String(init?.body)) as { kind: string };
    if (entitlements.limits.export === false) return jsonResponse({ detail: 'Your Free plan does not include exports.', code: 'plan_limit', plan: 'free', limit: 0, resource: 'export' }, 403);
    if (body.kind === 'scenarios' && scenariosRefused) return jsonResponse({ detail: kindUnavailableDetail[language], code: 'report_kind_unavailable' }, 422);
    return jsonResponse({ job_id: JOB_ID, report_id: REPORT_ID }, 202);
  }
  if (url === `/api/v1/jobs/${JOB_ID}`) return jsonResponse(job);
  if (url.endsWith('/download')) {
    const id = url.split('/').at(-2);
    const name = id === OLD_REPORT_ID ? oldReport.file_name : FILE_NAME;
    return new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` } });
  }
  if (url.startsWith('/api/v1/products?')) return jsonResponse({ items: [productItem] });
  return jsonResponse({ code: 'not_found', detail: 'Not found' }, 404);
});

// Only what the picker reads of a product: the list answer is not parsed on the client.
const productItem = { id: PRODUCT_ID, name: 'Bread' };

/** The page with the workspace's year held as the route holds it. */
function Harness() {
  const [year, setYear] = useState(2025);
  return (
    <ReportsKitProvider kit={reportsKit}>
      <ReportsPage companyId={COMPANY_ID} year={year} years={[2026, 2025, 2024, 2023, 2022]} onYearChange={setYear} />
    </ReportsKitProvider>
  );
}

const words = {
  en: { kind: 'Report', year: 'Year', format: 'Format', language: 'Language of the document', export: 'Export', upgrade: 'Upgrade to Export Reports', download: 'Download' },
  fr: { kind: 'Rapport', year: 'Année', format: 'Format', language: 'Langue du document', export: 'Exporter', upgrade: 'Passer à l’offre supérieure pour exporter des rapports', download: 'Télécharger' },
} as const;

let clicked: { href: string; download: string }[] = [];

beforeEach(() => {
  entitlements = pro;
  scenariosRefused = false;
  job = { id: JOB_ID, kind: 'report', status: 'queued', progress: 0, result: null, error: null };
  reports = [];
  calls = [];
  clicked = [];
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no object URLs and does not navigate: record what the browser would save instead.
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const posts = () => calls.filter((call) => call.method === 'POST' && call.url === '/api/v1/reports');

describe('the export form', () => {
  it.each(['en', 'fr'] as const)('sends the chosen report, year, format and language, the language defaulting to the interface’s (%s)', async (locale) => {
    await setupI18n(locale);
    const w = words[locale];
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.getByLabelText(w.language)).toHaveValue(locale);
    expect(screen.getByLabelText(w.year)).toHaveValue('2025');
    await user.selectOptions(screen.getByLabelText(w.kind), 'beges');
    await user.selectOptions(screen.getByLabelText(w.year), '2024');
    await user.selectOptions(screen.getByLabelText(w.format), 'xlsx');
    await user.click(await screen.findByRole('button', { name: w.export }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ company_id: COMPANY_ID, period_year: 2024, kind: 'beges', format: 'xlsx', locale });

    await user.selectOptions(screen.getByLabelText(w.language), locale === 'en' ? 'fr' : 'en');
    await user.selectOptions(screen.getByLabelText(w.format), 'csv');
    await user.click(screen.getByRole('button', { name: w.export }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]!.body).toMatchObject({ format: 'csv', locale: locale === 'en' ? 'fr' : 'en', period_year: 2024 });
  });

  it.each(['en', 'fr'] as const)('asks the preview in the document’s chosen language, not the interface’s (%s)', async (locale) => {
    await setupI18n(locale);
    const other = locale === 'en' ? 'fr' : 'en';
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const previewLocales = () =>
      calls.filter((call) => call.url.startsWith('/api/v1/reports/preview')).map((call) => new URL(call.url, 'http://x').searchParams.get('locale'));
    await waitFor(() => expect(previewLocales()).toContain(locale));
    await user.selectOptions(screen.getByLabelText(words[locale].language), other);
    await waitFor(() => expect(previewLocales().at(-1)).toBe(other));
  });

  it('asks for the product of a product footprint report before exporting it', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.selectOptions(screen.getByLabelText('Report'), 'product');
    expect(await screen.findByText('Choose a product to see its report.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const picker = screen.getByLabelText('Product');
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toEqual([]);
    await user.selectOptions(picker, await screen.findByRole('option', { name: 'Bread' }));
    expect(picker).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ kind: 'product', product_id: PRODUCT_ID });
  });

  it.each(['en', 'fr'] as const)('previews the scenarios report: its financials, assumptions, MACC and trajectory (%s)', async (locale) => {
    await setupI18n(locale);
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.selectOptions(screen.getByLabelText(words[locale].kind), 'scenarios');
    // The document's texts as the API words them (French here), the numbers in the interface's notation.
    expect(await screen.findByRole('heading', { name: 'Scénarios de réduction 2025' })).toBeInTheDocument();
    const row = screen.getByTestId('report-scenario');
    expect(row).toHaveTextContent('Toiture solaire');
    expect(row).toHaveTextContent('Panneaux solaires');
    const money = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: 'EUR' });
    expect(within(row).getByTestId('report-scenario-npv').textContent).toBe(money.format(179_594));
    expect(screen.getByText('Albédo du sol')).toBeInTheDocument();
    const years = screen.getAllByTestId('report-trajectory-year');
    expect(years).toHaveLength(3);
    expect(years[1]).toHaveTextContent(formatEmissions(35_983.5, locale));
  });

  it.each(['en', 'fr'] as const)('shows why a server refuses the scenarios report, in the preview and on export (%s)', async (locale) => {
    scenariosRefused = true;
    await setupI18n(locale);
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.selectOptions(screen.getByLabelText(words[locale].kind), 'scenarios');
    await waitFor(() => expect(screen.getAllByText(kindUnavailable[locale])).toHaveLength(1));
    // Asked once: a refused choice is not retried.
    expect(calls.filter((call) => call.url.includes('kind=scenarios'))).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: words[locale].export }));
    await waitFor(() => expect(screen.getAllByText(kindUnavailable[locale])).toHaveLength(2));
    expect(screen.getByRole('alert')).toHaveTextContent(kindUnavailable[locale]);
  });
});

it('words a refusal by its code, so it follows a change of language', async () => {
  scenariosRefused = true;
  await setupI18n('en');
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  await user.selectOptions(screen.getByLabelText('Report'), 'scenarios');
  expect(await screen.findByText(kindUnavailable.en)).toBeInTheDocument();
  await act(() => i18n.changeLanguage('fr'));
  expect(await screen.findByText(kindUnavailable.fr)).toBeInTheDocument();
});

describe('the export progress', () => {
  it.each(['en', 'fr'] as const)('shows the job waiting, running, then the file to download (%s)', async (locale) => {
    await setupI18n(locale);
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('button', { name: words[locale].export }));
    const progressLabel = locale === 'en' ? 'Export progress' : 'Avancement de l’export';
    const bar = await screen.findByRole('progressbar', { name: progressLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText(locale === 'en' ? 'Waiting to start…' : 'En attente de démarrage…')).toBeInTheDocument();

    job = { ...job, status: 'running', progress: 0.4 };
    await waitFor(() => expect(screen.getByRole('progressbar', { name: progressLabel })).toHaveAttribute('aria-valuenow', '40'), { timeout: 3000 });
    expect(screen.getByRole('progressbar', { name: progressLabel })).toHaveAttribute('aria-valuetext', formatPercent(40, locale));
    expect(screen.getByText(locale === 'en' ? 'Building the report…' : 'Création du rapport…')).toBeInTheDocument();

    job = { ...job, status: 'succeeded', progress: 1, result: { report_id: REPORT_ID, download_url: `/api/v1/reports/${REPORT_ID}/download`, file_name: FILE_NAME } };
    const download = await screen.findByRole('button', { name: `${words[locale].download} ${FILE_NAME}` }, { timeout: 3000 });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(locale === 'en' ? 'Your report is ready' : 'Votre rapport est prêt')).toBeInTheDocument();
    await user.click(download);
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:report', download: FILE_NAME }]));
    const asked = calls.find((call) => call.url.endsWith('/download'));
    expect(asked?.url).toBe(`/api/v1/reports/${REPORT_ID}/download`);
  });

  it('says why a job failed, in the words of the API', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    job = { ...job, status: 'failed', error: { code: 'job_failed', detail: 'The task could not be completed. Please try again.' } };
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The report could not be produced');
    expect(alert).toHaveTextContent('The task could not be completed. Please try again.');
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
  });
});

describe('the Free plan', () => {
  it.each(['en', 'fr'] as const)('shows the report on screen and the upgrade offer in place of the Export button (%s)', async (locale) => {
    entitlements = free as unknown as typeof pro;
    await setupI18n(locale);
    renderWithProviders(<Harness />);
    const offer = await screen.findByRole('link', { name: words[locale].upgrade });
    expect(offer).toHaveAttribute('href', locale === 'en' ? '/pricing' : '/pricing?lang=fr');
    expect(screen.queryByRole('button', { name: words[locale].export })).toBeNull();
    // The preview is there all the same.
    expect(await screen.findByTestId('report-total')).toHaveTextContent(locale === 'en' ? '4.06 t CO2e' : '4,06 t CO2e');
    expect(posts()).toEqual([]);
  });
});

describe('the preview', () => {
  it('totals by scope, each opening to the categories or entries that make it', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Greenhouse gas inventory 2025' })).toBeInTheDocument();
    expect(screen.getByTestId('report-scope1')).toHaveTextContent('2.27 t CO2e');
    expect(screen.getByTestId('report-scope2_location')).toHaveTextContent('1.04 t CO2e');
    expect(screen.getByTestId('report-scope2_market')).toHaveTextContent('1.20 t CO2e');
    expect(screen.getByTestId('report-scope3')).toHaveTextContent('750.00 kg CO2e');
    expect(screen.getByText('±10%: from 3.65 t CO2e to 4.47 t CO2e')).toBeInTheDocument();
    expect(screen.getByText('-18.8% against 2024 (5.00 t CO2e)')).toBeInTheDocument();
    expect(screen.getByText('203.00 kg CO2e (20 employees)')).toBeInTheDocument();

    // The total opens to its scopes, added up.
    await user.click(screen.getByRole('button', { name: 'Total, location-based: 4.06 t CO2e, show how it was computed' }));
    const total = await screen.findByRole('dialog', { name: 'How Total, location-based was computed' });
    expect(within(total).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Scope 1: direct emissions2.27 t CO2e',
      'Scope 2, location-based1.04 t CO2e',
      'Scope 3: other indirect emissions750.00 kg CO2e',
      'Total4.06 t CO2e',
    ]);
    await user.keyboard('{Escape}');

    // Electricity opens to its entry: quantity × factor = result, market-based beside it, the factor's source and version.
    await user.click(screen.getByRole('button', { name: 'Electricity: 1.04 t CO2e, show how it was computed' }));
    const line = await screen.findByRole('dialog', { name: 'How Electricity was computed' });
    expect(line).toHaveTextContent('20,000.00 kWh × 0.052 kg CO2e/kWh = 1.04 t CO2e · market-based 1.20 t CO2e');
    expect(line).toHaveTextContent('Electricity, France · ADEME, version 23.0');
  });

  it('lists the 15 scope 3 categories with the excluded ones and their reason, in French', async () => {
    await setupI18n('fr');
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const rows = await screen.findAllByTestId('scope3-category');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Purchased goods and servicesExclue : non pertinenteRaison : Office supplies only—',
      '6Business travelSaisie750,00 kg CO2e',
      '7Employee commutingPas encore évaluée—',
    ]);
    await user.click(within(rows[1]!).getByRole('button'));
    const detail = await screen.findByRole('dialog', { name: 'Calcul de Business travel' });
    // French: narrow no-break space between thousands, decimal comma, the unit's French name.
    expect(detail.textContent).toContain('5\u202f000,00 passager·km × 0,15 kg CO2e/passager·km = 750,00 kg CO2e');
  });

  it('shows the BEGES table in t CO2e with its gas columns, each item opening to its entries', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.selectOptions(screen.getByLabelText('Report'), 'beges');
    const items = await screen.findAllByTestId('beges-item');
    expect(items.map((row) => row.textContent)).toEqual([
      // entries, fossil CO2, CH4, N2O, other gases, not split, total, biogenic CO2, uncertainty
      '1.1Direct emissions from stationary combustion sourcesScope 112.2000.0500.0200.0000.0002.27 t CO2e0.1000.11 t CO2e',
      '2.1Indirect emissions from electricity consumptionScope 210.0000.0000.0000.0001.0401.04 t CO2e0.000—',
      '2.2Indirect emissions from other energy consumptionScope 200.0000.0000.0000.0000.0000.00 t CO2e0.000—',
    ]);
    expect(screen.getByTestId('beges-total')).toHaveTextContent('3.31 t CO2e');
    expect(screen.getByRole('columnheader', { name: 'Not split (t CO2e)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Biogenic CO2 (t CO2e)' })).toBeInTheDocument();
    const totalRow = screen.getByTestId('beges-total').closest('tr')!;
    expect(within(totalRow).getByTestId('beges-not_split_t')).toHaveTextContent('1.040');
    expect(within(totalRow).getByTestId('beges-co2_fossil_t')).toHaveTextContent('2.200');
    await user.click(within(items[0]!).getByRole('button'));
    const detail = await screen.findByRole('dialog', { name: 'How 1.1 Direct emissions from stationary combustion sources was computed' });
    expect(detail).toHaveTextContent('10,000.00 kWh × 0.227 kg CO2e/kWh = 2.27 t CO2e');
    expect(detail).toHaveTextContent('uncertainty ±5%');
  });
});

describe('the product footprint preview', () => {
  it('shows the product’s footprint as its page does, with the method and its limits', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.selectOptions(screen.getByLabelText('Report'), 'product');
    await user.selectOptions(screen.getByLabelText('Product'), await screen.findByRole('option', { name: 'Bread' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Product carbon footprint: Bread' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Footprint per unit' })).toBeInTheDocument();
    expect(screen.getByText('System boundary')).toBeInTheDocument();
    expect(screen.getByText('Cradle to gate, with distribution.')).toBeInTheDocument();
    const preview = calls.find((call) => call.url.startsWith('/api/v1/reports/preview') && call.url.includes('kind=product'));
    expect(new URL(preview!.url, 'http://x').searchParams.get('product_id')).toBe(PRODUCT_ID);
  });
});

describe('past reports', () => {
  it.each(['en', 'fr'] as const)('list kind, year, format, language, size and date in the locale, and download again (%s)', async (locale: AppLocale) => {
    reports = [oldReport, { ...oldReport, id: REPORT_ID, job_id: JOB_ID, status: 'running', size_bytes: null, download_url: null, file_name: FILE_NAME, kind: 'ghg_inventory', format: 'pdf', locale: 'en' }];
    job = { ...job, status: 'running', progress: 0.4 };
    await setupI18n(locale);
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const rows = await screen.findAllByTestId('past-report');
    const size = formatFileSize(12_400, locale);
    const date = formatDateTime(oldReport.created_at, locale);
    expect(size).toBe(locale === 'en' ? '12.4 kB' : '12,4\u202fko');
    expect(rows[0]!.textContent).toBe(
      locale === 'en' ? `BEGES v5 (French regulatory)2024CSVFrench${size}${date}Download` : `BEGES réglementaire (méthode v5)2024CSVFrançais${size}${date}Télécharger`,
    );
    expect(rows[1]).toHaveTextContent(locale === 'en' ? 'In progress' : 'En cours');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    // A report asked for earlier shows its job's progress here.
    await waitFor(() => expect(within(rows[1]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
    await user.click(within(rows[0]!).getByRole('button', { name: `${words[locale].download} ${oldReport.file_name}` }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:report', download: oldReport.file_name }]));
  });

  it('formats dates in each locale', () => {
    const value = '2026-03-05T14:07:00.000Z';
    const clock = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(new Date(value));
    expect(formatDateTime(value, 'en')).toBe(`5 Mar 2026, ${clock}`);
    expect(formatDateTime(value, 'fr')).toBe(`5 mars 2026, ${clock}`);
    expect(formatFileSize(512, 'en')).toBe('512 bytes');
    expect(formatFileSize(2_345_678, 'fr')).toBe('2,3\u202fMo');
  });
});
