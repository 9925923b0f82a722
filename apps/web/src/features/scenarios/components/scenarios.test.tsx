import type { Site } from '@carbon/contracts/companies';
import { scenarioSchema, type Scenario, type ScenarioEstimate, type WizardConfig } from '@carbon/contracts/scenarios';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ID, SITE_ID, sites } from '@/test/ledger';
import { findToast, jsonResponse, renderWithProviders, setupI18n } from '@/test/render';
import { formDefaults, scenarioFormSchema } from '../scenario-form';
import { createdMessageKey, ScenarioWizard } from './scenario-wizard';
import { ScenariosListPage } from './scenarios-list-page';

const SCENARIO_ID = '2b8c9d0e-1f2a-4b3c-9d4e-6f7a8b9c0d1e';
const HEAT_ID = '3c9d0e1f-2a3b-4c4d-8e5f-7a8b9c0d1e2f';

/** The Lyon site with its coordinates, as the API gives them once known. */
const lyon: Site = { ...sites[0]!, latitude: 45.76, longitude: 4.84, location_source: 'city_station' };

const config: WizardConfig = {
  types: ['solar_panels', 'heating_system', 'building_envelope', 'commute_enhanced'],
  options: {
    current_systems: ['gas_boiler', 'oil_furnace', 'electric_boiler', 'biomass'],
    replacement_systems: ['air_source_heat_pump', 'ground_source_heat_pump', 'condensing_gas_boiler', 'biomass_boiler', 'district_heating'],
    insulation_levels: ['poor', 'average', 'good', 'excellent'],
    upgrade_levels: ['none', 'basic', 'standard', 'premium'],
    building_types: ['office', 'retail', 'warehouse', 'residential'],
    window_types: ['single', 'double', 'triple'],
    avoided_emissions_methods: ['self_consumption', 'total_production'],
    refrigerants: ['r32', 'r410a', 'r290'],
    public_transport_modes: ['bus', 'train', 'metro_tram'],
    ramp_up_years: [0, 1, 2, 3],
  },
  defaults: {
    solar_panels: {
      capacity_kwp: 36,
      module_efficiency_percent: 21,
      tilt_deg: 30,
      azimuth_deg: 180,
      self_consumption_percent: 70,
      electricity_rate_eur_per_kwh: 0.2,
      selling_rate_eur_per_kwh: 0.1,
      install_cost_eur_per_kw: 1500,
      maintenance_percent_of_capex: 1,
      subsidies_percent: 0,
      avoided_emissions_method: 'self_consumption',
    },
    heating_system: { current_system: 'gas_boiler', replacement_system: 'air_source_heat_pump' },
    building_envelope: { building_type: 'office', insulation_level: 'average', upgrade_level: 'standard', window_type: 'double', heating_system: 'gas_boiler' },
    commute_enhanced: { average_distance_km: 15, working_days_per_year: 220, car_share_percent: 70 },
  },
};

const baseResults = {
  baseline_kg_co2e: 5000,
  scenario_kg_co2e: 1790,
  annual_avoided_kg_co2e: 3210,
  annual_avoided_t_co2e: 3.21,
  lifetime_avoided_t_co2e: 80.25,
  capex_eur: 54000,
  subsidies_eur: 0,
  net_capex_eur: 54000,
  annual_opex_eur: 540,
  annual_savings_eur: 6200,
  payback_years: 8.709677419354838,
  npv_eur: 31245.5,
  lifetime_years: 25,
  discount_rate_percent: 4,
  cost_per_t_co2e_eur: -389.35,
};
const monthly = [1500, 2300, 3600, 4600, 5200, 5500, 5900, 5300, 4200, 2900, 1700, 1300];
const solarEstimate: ScenarioEstimate = {
  data_source: 'climatology',
  results: {
    ...baseResults,
    annual_production_kwh: 44000,
    specific_yield_kwh_per_kwp: 1222.22,
    monthly_production_kwh: monthly,
    self_consumed_kwh: 30800,
    exported_kwh: 13200,
    climate_station: { city: 'Lyon', country: 'FR', latitude: 45.73, longitude: 5.08, distance_km: 19 },
  },
  assumptions: [
    { key: 'grid_factor', value: 0.052, unit: 'kg CO2e/kWh', source: 'ADEME Base Empreinte 23.6' },
    { key: 'system_losses', value: 14, unit: '%', source: 'PVGIS default' },
  ],
};
const heatingEstimate: ScenarioEstimate = {
  data_source: 'estimate',
  results: { ...baseResults, annual_heat_demand_kwh: 90000, current_efficiency_percent: 85, replacement_efficiency_percent: 320, heat_demand_source: 'site_entries' },
  assumptions: [{ key: 'current_energy_price', value: 0.11, unit: '€/kWh', source: 'Company prices 2025' }],
};

const scenario = (overrides: Partial<Scenario>): Scenario =>
  scenarioSchema.parse({
    id: SCENARIO_ID,
    company_id: COMPANY_ID,
    site_id: SITE_ID,
    type: 'solar_panels',
    name: 'Roof PV',
    inputs: {},
    ...solarEstimate,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
// A measure that saves nothing: its payback is infinite and its tonne costs money.
const noSavings = scenario({
  id: HEAT_ID,
  type: 'heating_system',
  name: 'Heat pump',
  data_source: 'estimate',
  results: { ...heatingEstimate.results, annual_savings_eur: -120.5, payback_years: null, npv_eur: -25000, cost_per_t_co2e_eur: 311.53, net_capex_eur: 12345.6 },
  assumptions: heatingEstimate.assumptions,
});

let entitlements = { plan: 'pro', limits: { products: 10, scenarios: 10, members: 5, api_access: true, export: true, invoice_import: true }, usage: { products: 0, scenarios: 2, members: 1 } };
let failConfig = false;
let failEstimate = false;
let calls: { method: string; url: string; body: unknown }[] = [];

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  const method = init?.method ?? 'GET';
  const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
  calls.push({ method, url, body });
  if (url.startsWith('/api/v1/entitlements')) return jsonResponse(entitlements);
  if (url === '/api/v1/scenarios/wizard-config') return failConfig ? jsonResponse({ detail: 'Boom' }, 500) : jsonResponse(config);
  if (url === '/api/v1/scenarios/estimate') {
    if (failEstimate) return jsonResponse({ detail: 'No grid factor for this site' }, 422);
    return jsonResponse((body as { type: string }).type === 'solar_panels' ? solarEstimate : heatingEstimate);
  }
  if (url.startsWith('/api/v1/scenarios/macc')) {
    return jsonResponse({
      items: [
        { scenario_id: SCENARIO_ID, name: 'Roof PV', type: 'solar_panels', annual_avoided_t_co2e: 3.21, cost_per_t_co2e_eur: -389.35, cumulative_start_t_co2e: 0, cumulative_end_t_co2e: 3.21 },
        { scenario_id: HEAT_ID, name: 'Heat pump', type: 'heating_system', annual_avoided_t_co2e: 3.21, cost_per_t_co2e_eur: 311.53, cumulative_start_t_co2e: 3.21, cumulative_end_t_co2e: 6.42 },
      ],
      excluded: [],
      total_avoided_t_co2e: 6.42,
    });
  }
  if (url.startsWith('/api/v1/scenarios?')) return jsonResponse({ items: [scenario({}), noSavings] });
  if (url === '/api/v1/scenarios' && method === 'POST') {
    const sent = body as { type: Scenario['type']; name: string };
    const estimate = sent.type === 'solar_panels' ? solarEstimate : heatingEstimate;
    return jsonResponse(scenario({ ...sent, ...estimate }), 201);
  }
  if (url === `/api/v1/scenarios/${SCENARIO_ID}` && method === 'DELETE') return new Response(null, { status: 204 });
  if (url === `/api/v1/scenarios/${SCENARIO_ID}` && method === 'GET') {
    return jsonResponse(scenario({ inputs: { ...config.defaults.solar_panels, capacity_kwp: 36, latitude: 45.76, longitude: 4.84 } }));
  }
  if (url === `/api/v1/scenarios/${SCENARIO_ID}` && method === 'PUT') return jsonResponse(scenario({ name: (body as { name: string }).name }));
  return jsonResponse({ detail: 'Not found' }, 404);
});

beforeEach(() => {
  calls = [];
  failConfig = false;
  failEstimate = false;
  entitlements = { ...entitlements, limits: { ...entitlements.limits, scenarios: 10 }, usage: { ...entitlements.usage, scenarios: 2 } };
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const words = {
  en: {
    solar: 'Solar panels',
    next: 'Next',
    preview: 'Preview',
    name: 'Scenario name',
    capacity: 'Capacity (kWp)',
    tilt: 'Tilt (°, 0 = flat, 90 = vertical)',
    azimuth: 'Azimuth (°, 180 = south)',
    nameRequired: 'Scenario name is required',
    tiltRange: 'The tilt must be between 0° (flat) and 90° (vertical)',
    azimuthRange: 'The azimuth must be between 0° and 360° (180° = south)',
    positive: 'Must be greater than zero',
    tiltTyped: '95',
    capacityTyped: '-5',
  },
  fr: {
    solar: 'Panneaux solaires',
    next: 'Suivant',
    preview: 'Aperçu',
    name: 'Nom du scénario',
    capacity: 'Puissance (kWc)',
    tilt: 'Inclinaison (°, 0 = à plat, 90 = vertical)',
    azimuth: 'Azimut (°, 180 = sud)',
    nameRequired: 'Le nom du scénario est obligatoire',
    tiltRange: 'L’inclinaison doit être comprise entre 0° (à plat) et 90° (verticale)',
    azimuthRange: 'L’azimut doit être compris entre 0° et 360° (180° = plein sud)',
    positive: 'La valeur doit être strictement positive',
    tiltTyped: '95',
    capacityTyped: '-5',
  },
} as const;

async function openSolarForm(user: ReturnType<typeof userEvent.setup>, label: string, next: string) {
  await user.click(await screen.findByRole('radio', { name: new RegExp(`^${label}`) }));
  await user.click(screen.getByRole('button', { name: next }));
}

// Full wizard journeys with typing: room for a loaded machine (the suite runs files in parallel).
describe('ScenarioWizard', { timeout: 20_000 }, () => {
  it.each(['en', 'fr'] as const)('refuses a negative capacity, a tilt over 90 and an azimuth over 360 with their messages, sending nothing (%s)', async (locale) => {
    await setupI18n(locale);
    const w = words[locale];
    const user = userEvent.setup();
    renderWithProviders(<ScenarioWizard companyId={COMPANY_ID} sites={[lyon]} siteId={SITE_ID} editId={null} />);
    await openSolarForm(user, w.solar, w.next);
    // Prefilled: the wizard config's defaults, the site's coordinates.
    expect(screen.getByLabelText(w.capacity)).toHaveValue('36');
    expect(screen.getByLabelText('Latitude (°)')).toHaveValue(locale === 'fr' ? '45,76' : '45.76');
    expect(screen.getByLabelText('Latitude (°)')).toHaveAccessibleDescription(
      locale === 'fr'
        ? 'D’après la station climatique de la ville du site ; saisissez les coordonnées du site pour une estimation plus fine.'
        : "From the climate station of the site's city; enter the site's own coordinates for a closer estimate.",
    );
    await user.clear(screen.getByLabelText(w.capacity));
    await user.type(screen.getByLabelText(w.capacity), w.capacityTyped);
    await user.clear(screen.getByLabelText(w.tilt));
    await user.type(screen.getByLabelText(w.tilt), w.tiltTyped);
    await user.clear(screen.getByLabelText(w.azimuth));
    await user.type(screen.getByLabelText(w.azimuth), '400');
    await user.click(screen.getByRole('button', { name: w.preview }));
    expect(await screen.findByText(w.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(w.positive)).toBeInTheDocument();
    expect(screen.getByText(w.tiltRange)).toBeInTheDocument();
    expect(screen.getByText(w.azimuthRange)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('estimates, previews the monthly production, then creates the solar scenario "with daily PV data"', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<ScenarioWizard companyId={COMPANY_ID} sites={[lyon]} siteId={SITE_ID} editId={null} />);
    await openSolarForm(user, 'Solar panels', 'Next');
    await user.type(screen.getByLabelText('Scenario name'), 'Roof PV');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('heading', { name: 'Production month by month' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Steps' });
    expect(within(steps).getByText('3. Preview')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('1,222 kWh/kWp')).toBeInTheDocument();
    expect(screen.getByText('30,800 kWh')).toBeInTheDocument();
    expect(screen.getByText('13,200 kWh')).toBeInTheDocument();
    // The table of the chart's figures: twelve months, January first.
    const table = screen.getByRole('table', { name: 'Production month by month' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByText('Jan')).toBeInTheDocument();
    expect(screen.getByText(/climatology of Lyon \(FR\), 19 km from the site/)).toBeInTheDocument();
    const estimate = calls.find((call) => call.url === '/api/v1/scenarios/estimate');
    expect(estimate?.body).toMatchObject({
      company_id: COMPANY_ID,
      site_id: SITE_ID,
      type: 'solar_panels',
      inputs: { capacity_kwp: 36, tilt_deg: 30, azimuth_deg: 180, latitude: 45.76, longitude: 4.84, avoided_emissions_method: 'self_consumption' },
    });

    await user.click(screen.getByRole('button', { name: 'Create scenario' }));
    await findToast('Solar panel scenario created with daily PV data');
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/v1/scenarios');
    expect(post?.body).toMatchObject({ company_id: COMPANY_ID, site_id: SITE_ID, type: 'solar_panels', name: 'Roof PV', inputs: { capacity_kwp: 36 } });
  });

  it('fills the empty prices and efficiencies from the estimation, then creates a heating scenario "successfully" (fr)', async () => {
    await setupI18n('fr');
    const user = userEvent.setup();
    renderWithProviders(<ScenarioWizard companyId={COMPANY_ID} sites={[lyon]} siteId={SITE_ID} editId={null} />);
    await user.click(await screen.findByRole('radio', { name: /^Système de chauffage/ }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.type(screen.getByLabelText('Nom du scénario'), 'PAC');
    expect(screen.getByLabelText('Rendement saisonnier du système actuel (%)')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Estimer les prix et le rendement' }));
    await findToast('Estimation des prix et du rendement mise à jour');
    expect(screen.getByLabelText('Rendement saisonnier du système actuel (%)')).toHaveValue('85');
    expect(screen.getByLabelText('Rendement saisonnier du remplacement (%, SCOP 3,2 = 320)')).toHaveValue('320');
    expect(screen.getByLabelText('Prix de l’énergie actuelle (EUR/kWh)')).toHaveValue('0,11');
    expect(screen.getByLabelText('Besoin de chaleur annuel (kWh)')).toHaveValue('90\u202f000');
    await user.click(screen.getByRole('button', { name: 'Aperçu' }));
    await user.click(await screen.findByRole('button', { name: 'Créer le scénario' }));
    await findToast('Scénario de chauffage créé avec succès');
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/v1/scenarios');
    expect(post?.body).toMatchObject({ type: 'heating_system', name: 'PAC', inputs: { current_system: 'gas_boiler', current_efficiency_percent: 85, annual_heat_demand_kwh: 90000 } });
    // The optional selects left on the model's default are not sent.
    expect((post?.body as { inputs: Record<string, unknown> }).inputs).not.toHaveProperty('refrigerant');
  });

  it('says "Failed to get price estimation" when the estimation fails', async () => {
    await setupI18n('en');
    failEstimate = true;
    const user = userEvent.setup();
    renderWithProviders(<ScenarioWizard companyId={COMPANY_ID} sites={[lyon]} siteId={SITE_ID} editId={null} />);
    await openSolarForm(user, 'Solar panels', 'Next');
    await user.type(screen.getByLabelText('Scenario name'), 'Roof PV');
    await user.click(screen.getByRole('button', { name: 'Estimate prices and efficiency' }));
    await findToast('Failed to get price estimation');
  });

  it('says "Failed to load wizard configuration" with a retry', async () => {
    await setupI18n('en');
    failConfig = true;
    renderWithProviders(<ScenarioWizard companyId={COMPANY_ID} sites={[lyon]} siteId={SITE_ID} editId={null} />);
    expect(await screen.findByText('Failed to load wizard configuration')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks for a site in the top bar first', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<ScenarioWizard companyId={COMPANY_ID} sites={sites} siteId={null} editId={null} />);
    expect(await screen.findByText('Please select a site in the top bar first')).toBeInTheDocument();
    await openSolarForm(user, 'Solar panels', 'Next');
    // No site: no coordinates to prefill.
    expect(screen.getByLabelText('Latitude (°)')).toHaveValue('');
    expect(screen.getByLabelText('Latitude (°)')).toHaveAccessibleDescription(
      'The site has no known location: enter its coordinates (decimal degrees, north and east positive).',
    );
    await user.type(screen.getByLabelText('Scenario name'), 'Roof PV');
    await user.type(screen.getByLabelText('Latitude (°)'), '45');
    await user.type(screen.getByLabelText('Longitude (°)'), '4');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getAllByText('Please select a site in the top bar first')).toHaveLength(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers the upgrade instead of the wizard once the plan limit is reached', async () => {
    await setupI18n('en');
    entitlements = { ...entitlements, plan: 'free', limits: { ...entitlements.limits, scenarios: 1 }, usage: { ...entitlements.usage, scenarios: 1 } };
    renderWithProviders(<ScenarioWizard companyId={COMPANY_ID} sites={[lyon]} siteId={SITE_ID} editId={null} />);
    expect(await screen.findByRole('link', { name: 'Upgrade to Create Scenarios' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByText('Your plan allows 1 scenario; you have 1.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('edits a saved scenario: its inputs back in the form, the preview, then PUT', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<ScenarioWizard companyId={COMPANY_ID} sites={[lyon]} siteId={null} editId={SCENARIO_ID} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Roof PV' })).toBeInTheDocument();
    expect(screen.getByLabelText('Scenario name')).toHaveValue('Roof PV');
    // The scenario keeps its own site, whatever the top bar shows.
    expect(screen.getByText('Site: Lyon plant')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Capacity (kWp)'));
    await user.type(screen.getByLabelText('Capacity (kWp)'), '48');
    await user.clear(screen.getByLabelText('Scenario name'));
    await user.type(screen.getByLabelText('Scenario name'), 'Roof PV, phase 2');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Save scenario' }));
    await findToast('Scenario Roof PV, phase 2 updated');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/api/v1/scenarios/${SCENARIO_ID}`);
    expect(put?.body).toMatchObject({ site_id: SITE_ID, name: 'Roof PV, phase 2', type: 'solar_panels', inputs: { capacity_kwp: 48, latitude: 45.76 } });
  });

  it('words the success of each type as SPEC section 8 does', async () => {
    await setupI18n('en');
    const { i18n } = await import('@/lib/i18n');
    const text = (type: Scenario['type'], source: Scenario['data_source']) => i18n.t(createdMessageKey(type, source), { ns: 'scenarios' });
    expect(text('solar_panels', 'climatology')).toBe('Solar panel scenario created with daily PV data');
    expect(text('solar_panels', 'estimate')).toBe('Solar panel scenario created using estimates');
    expect(text('heating_system', 'estimate')).toBe('Heating system scenario created successfully');
    expect(text('building_envelope', 'climatology')).toBe('Building envelope scenario created successfully');
    expect(text('commute_enhanced', 'estimate')).toBe('Commute scenario created successfully');
  });
});

describe('scenario form model', () => {
  it('prefills the commute head count from the site and checks the shares with the contract', () => {
    const site = { ...sites[0]!, employees: 42 };
    const values = formDefaults('commute_enhanced', config, site);
    expect(values.inputs).toMatchObject({ employees: 42, average_distance_km: 15, car_share_percent: 70, capex_eur: null });
    const parsed = scenarioFormSchema('commute_enhanced').safeParse({
      name: 'Transit',
      inputs: { ...values.inputs, public_transport_share_percent: 40 },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'inputs.public_transport_share_percent',
      'errors.scenario_shares_exceed_100',
    ]);
  });
});

describe('ScenariosListPage', { timeout: 20_000 }, () => {
  it.each([
    ['en', '∞ infinite', '€12,345.60', '3.21 t CO2e/yr', '€311.53/t CO2e', '8.7 years'],
    ['fr', '∞ infini', '12\u202f345,60\u00a0€', '3,21 t CO2e/an', '311,53\u00a0€/t CO2e', '8,7 ans'],
  ] as const)('shows the key figures in the %s notation, an infinite payback when nothing is saved', async (locale, infinite, netCapex, avoided, cost, payback) => {
    await setupI18n(locale);
    renderWithProviders(<ScenariosListPage companyId={COMPANY_ID} canEdit sites={sites} />);
    const table = await screen.findByRole('table', { name: locale === 'fr' ? 'Scénarios' : 'Scenarios' });
    // Exact characters: the French narrow no-break space groups thousands, a no-break space precedes €.
    const cells = (name: string) => within(within(table).getByText(name).closest('tr')!).getAllByRole('button').map((button) => button.textContent);
    expect(cells('Heat pump')).toEqual(expect.arrayContaining([infinite, netCapex, cost]));
    expect(cells('Roof PV')).toEqual(expect.arrayContaining([avoided, payback]));
    expect(within(table).getByText(locale === 'fr' ? 'Panneaux solaires · Lyon plant' : 'Solar panels · Lyon plant')).toBeInTheDocument();
  });

  it('opens a figure to how it was made: its formula and the assumptions with their sources', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<ScenariosListPage companyId={COMPANY_ID} canEdit sites={sites} />);
    await user.click(await screen.findByRole('button', { name: /^∞ infinite · How the payback period of Heat pump was made/ }));
    const panel = await screen.findByRole('dialog', { name: 'How the payback period of Heat pump was made' });
    expect(within(panel).getByText(/The annual savings are -€120.50: with no savings the investment is never paid back/)).toBeInTheDocument();
    expect(within(panel).getByText('Company prices 2025')).toBeInTheDocument();
  });

  it('ranks the scenarios on the abatement cost curve and deletes one after a confirmation', async () => {
    await setupI18n('en');
    const user = userEvent.setup();
    renderWithProviders(<ScenariosListPage companyId={COMPANY_ID} canEdit sites={sites} />);
    const ranked = await screen.findByRole('table', { name: 'Scenarios ranked by cost per tonne avoided' });
    const rows = within(ranked).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Roof PV'),
      expect.stringContaining('Heat pump'),
    ]);
    expect(within(rows[1]!).getByText('6.42 t CO2e/yr')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Roof PV' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Roof PV?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findToast('Scenario Roof PV deleted');
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api/v1/scenarios/${SCENARIO_ID}`);
  });

  it('offers "Upgrade to Create Scenarios" in place of creation once the plan limit is reached', async () => {
    await setupI18n('en');
    entitlements = { ...entitlements, limits: { ...entitlements.limits, scenarios: 2 } };
    renderWithProviders(<ScenariosListPage companyId={COMPANY_ID} canEdit sites={sites} />);
    expect(await screen.findByRole('link', { name: 'Upgrade to Create Scenarios' })).toHaveAttribute('href', '/pricing');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'New scenario' })).toBeNull());
  });
});
