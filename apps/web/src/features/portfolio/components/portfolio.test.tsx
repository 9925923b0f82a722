import { portfolioSchema, scenarioSchema, type Portfolio } from '@carbon/contracts/scenarios';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ID, SITE_ID } from '@/test/ledger';
import { findToast, jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { portfolioFormDefaults, portfolioFormSchema, toUpdatePortfolioInput } from '../portfolio-form';
import { PortfolioPage } from './portfolio-page';

const PV_ID = '2b8c9d0e-1f2a-4b3c-9d4e-6f7a8b9c0d1e';

const results = {
  baseline_kg_co2e: 5000,
  scenario_kg_co2e: 1000,
  annual_avoided_kg_co2e: 4000,
  annual_avoided_t_co2e: 4,
  lifetime_avoided_t_co2e: 100,
  capex_eur: 50000,
  subsidies_eur: 0,
  net_capex_eur: 50000,
  annual_opex_eur: 500,
  annual_savings_eur: 5000,
  payback_years: 10,
  npv_eur: 20000,
  lifetime_years: 25,
  discount_rate_percent: 4,
  cost_per_t_co2e_eur: -200,
};
const pv = scenarioSchema.parse({
  id: PV_ID,
  company_id: COMPANY_ID,
  site_id: SITE_ID,
  type: 'solar_panels',
  name: 'Roof PV',
  inputs: {},
  data_source: 'climatology',
  results,
  assumptions: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

/** Base year 2025, 100 t; no growth; the pathway cuts 4.2 t a year. */
const projections = (withScenarios: (year: number) => number) =>
  [2025, 2026, 2027, 2028].map((year) => ({
    year,
    baseline_kg: 100000,
    with_scenarios_kg: withScenarios(year),
    pathway_1_5c_kg: 100000 - 4200 * (year - 2025),
  }));
const empty: Portfolio = portfolioSchema.parse({
  growth_rate_percent: 0,
  end_year: 2028,
  scenarios: [],
  base_year: 2025,
  base_year_kg: 100000,
  pathway_reduction_percent_per_year: 4.2,
  projections: projections(() => 100000),
  updated_at: null,
});
// With the PV from 2026 over a 2-year ramp-up: half its 4 t in 2026, all of it from 2027.
const withPv: Portfolio = {
  ...empty,
  scenarios: [{ scenario_id: PV_ID, start_year: 2026, ramp_up_years: 2, name: 'Roof PV', type: 'solar_panels', annual_avoided_kg_co2e: 4000 }],
  projections: projections((year) => (year < 2026 ? 100000 : year === 2026 ? 98000 : 96000)),
  updated_at: '2026-02-01T00:00:00.000Z',
};

let failUpdate = false;
let calls: { method: string; url: string; body: unknown }[] = [];
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  const method = init?.method ?? 'GET';
  calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  if (url.startsWith('/api/v1/portfolio?') && method === 'GET') return jsonResponse(empty);
  if (url.startsWith('/api/v1/portfolio?') && method === 'PUT') return failUpdate ? jsonResponse({ detail: 'No inventory' }, 500) : jsonResponse(withPv);
  if (url.startsWith('/api/v1/scenarios?')) return jsonResponse({ items: [pv] });
  return jsonResponse({ detail: 'Not found' }, 404);
});

beforeEach(() => {
  calls = [];
  failUpdate = false;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// Full wizard journeys with typing: room for a loaded machine (the suite runs files in parallel).
describe('PortfolioPage', { timeout: 20_000 }, () => {
  it('adds a scenario with its start year and ramp-up, updates the projections and redraws the with-scenarios line', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<PortfolioPage companyId={COMPANY_ID} canEdit />);
    expect(await screen.findByText('Base year 2025: 100.00 t CO2e. The 1.5 °C pathway cuts 4.2% of it each year.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Emission trajectory by year' });
    const row2027 = () => within(table).getByText('2027').closest('tr')!;
    expect(within(row2027()).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2027', '100.00 t CO2e', '100.00 t CO2e', '91.60 t CO2e']);

    await user.click(screen.getByRole('checkbox', { name: /^Include Roof PV/ }));
    const start = screen.getByLabelText('Start year of Roof PV');
    await user.clear(start);
    await user.type(start, '2026');
    await user.selectOptions(screen.getByLabelText('Ramp-up of Roof PV'), '2');
    await user.click(screen.getByRole('button', { name: 'Update projections' }));
    await findToast('Projections updated');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/api/v1/portfolio?company_id=${COMPANY_ID}`);
    expect(put?.body).toEqual({ growth_rate_percent: 0, end_year: 2028, scenarios: [{ scenario_id: PV_ID, start_year: 2026, ramp_up_years: 2 }] });
    expect(within(row2027()).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2027', '100.00 t CO2e', '96.00 t CO2e', '91.60 t CO2e']);
    // How the lines are made, with the saved portfolio's numbers.
    await user.click(screen.getByText('How the trajectory is made'));
    expect(screen.getByText('Baseline: the 2025 inventory, 100.00 t CO2e, grown by 0.0% a year.')).toBeInTheDocument();
    expect(screen.getByText('Roof PV: 4.00 t CO2e a year from 2026, ramp-up: 2 years.')).toBeInTheDocument();
    expect(screen.getByText('1.5 °C pathway: 100.00 t CO2e less 4.2% of it each year (4.20 t CO2e a year), linearly.')).toBeInTheDocument();
  });

  it('says "Failed to calculate projections" (and in French) when the update fails', async () => {
    await setupI18n('fr');
    failUpdate = true;
    const user = userEvent.setup();
    renderWithProviders(<PortfolioPage companyId={COMPANY_ID} canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Mettre à jour les projections' }));
    await findToast('Échec du calcul des projections');
  });

  it('asks for a start year of each scenario taken, and an end year', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<PortfolioPage companyId={COMPANY_ID} canEdit />);
    await user.click(await screen.findByRole('checkbox', { name: /^Include Roof PV/ }));
    await user.clear(screen.getByLabelText('Start year of Roof PV'));
    await user.clear(screen.getByLabelText('Timeline end year'));
    await user.click(screen.getByRole('button', { name: 'Update projections' }));
    // Both empty: each says so under its own field.
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await user.type(screen.getByLabelText('Timeline end year'), '2200');
    await user.type(screen.getByLabelText('Start year of Roof PV'), '1800');
    await user.click(screen.getByRole('button', { name: 'Update projections' }));
    expect(await screen.findByText('The end year must be between the base year and 2100')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid year')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('portfolio form model', () => {
  it('starts a scenario left out the year after the base year at the earliest, and sends only those taken', () => {
    const values = portfolioFormDefaults(empty, [pv], 2024);
    expect(values.rows).toEqual([{ scenario_id: PV_ID, included: false, start_year: 2026, ramp_up_years: '0' }]);
    const parsed = portfolioFormSchema.parse({ ...values, rows: [{ ...values.rows[0]!, included: true }] });
    expect(toUpdatePortfolioInput(parsed)).toEqual({ growth_rate_percent: 0, end_year: 2028, scenarios: [{ scenario_id: PV_ID, start_year: 2026, ramp_up_years: 0 }] });
    expect(toUpdatePortfolioInput(portfolioFormSchema.parse(values)).scenarios).toEqual([]);
  });
});
