import { z } from 'zod';
import { idSchema, messageKeys, missingOr, noContentSchema, requiredText, yearSchema } from './common.ts';
import type { COMMUTING_MODES } from './commuting.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Reduction scenarios and the portfolio (issue 12, docs/decisions/0029-scenario-models.md). The models are
 * @carbon/carbon/scenarios (pure); the API assembles their context from the database. Option values are SPEC
 * section 9's lists in snake_case; the option lists repeat @carbon/carbon/scenarios, and a test there checks
 * both stay equal.
 *
 * Validation messages are keys of the `errors` namespace. English wording of the keys this file adds (the API
 * slice adds them to packages/i18n/locales/{en,fr}/errors.json):
 * - scenario_name_required: "Scenario name is required"
 * - scenario_tilt_range: "The tilt must be between 0° (flat) and 90° (vertical)"
 * - scenario_azimuth_range: "The azimuth must be between 0° and 360° (180° = south)"
 * - scenario_latitude_range: "The latitude must be between −90° and 90°"
 * - scenario_longitude_range: "The longitude must be between −180° and 180°"
 * - scenario_remote_days_range: "Remote days are between 0 and 5 a week"
 * - scenario_shares_exceed_100: "The car and public transport shares cannot add up to more than 100 %"
 * - scenario_shift_exceeds_car_share: "The trips moved away from the car cannot exceed the car's share"
 * - scenario_heat_demand_required: "No heating energy is recorded for this site: enter the annual heat demand"
 * - scenario_type_mismatch: "The scenario type cannot be changed: create a new scenario"
 * - portfolio_ramp_up: "Ramp-up is immediate, 1, 2 or 3 years"
 * - portfolio_end_year: "The end year must be between the base year and 2100"
 * - portfolio_scenario_twice: "Each scenario can appear only once in the portfolio"
 */
export const scenarioMessageKeys = {
  nameRequired: 'errors.scenario_name_required',
  tiltRange: 'errors.scenario_tilt_range',
  azimuthRange: 'errors.scenario_azimuth_range',
  latitudeRange: 'errors.scenario_latitude_range',
  longitudeRange: 'errors.scenario_longitude_range',
  remoteDaysRange: 'errors.scenario_remote_days_range',
  sharesExceed100: 'errors.scenario_shares_exceed_100',
  shiftExceedsCarShare: 'errors.scenario_shift_exceeds_car_share',
  heatDemandRequired: 'errors.scenario_heat_demand_required',
  typeMismatch: 'errors.scenario_type_mismatch',
  rampUp: 'errors.portfolio_ramp_up',
  endYear: 'errors.portfolio_end_year',
  scenarioTwice: 'errors.portfolio_scenario_twice',
  greaterThanZero: 'errors.must_be_strictly_positive',
  percentage: 'errors.invalid_percentage',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Option lists (SPEC section 9)
// ---------------------------------------------------------------------------------------------------------------
export const SCENARIO_TYPES = [
  'solar_panels',
  'heating_system',
  'building_envelope',
  'commute_enhanced',
] as const;
export type ScenarioType = (typeof SCENARIO_TYPES)[number];
export const CURRENT_HEATING_SYSTEMS = ['gas_boiler', 'oil_furnace', 'electric_boiler', 'biomass'] as const;
export type CurrentHeatingSystem = (typeof CURRENT_HEATING_SYSTEMS)[number];
export const REPLACEMENT_HEATING_SYSTEMS = [
  'air_source_heat_pump',
  'ground_source_heat_pump',
  'condensing_gas_boiler',
  'biomass_boiler',
  'district_heating',
] as const;
export type ReplacementHeatingSystem = (typeof REPLACEMENT_HEATING_SYSTEMS)[number];
/** poor: before 1980; average: 1980–2000; good: 2000–2015; excellent: after 2015. */
export const INSULATION_LEVELS = ['poor', 'average', 'good', 'excellent'] as const;
export type InsulationLevel = (typeof INSULATION_LEVELS)[number];
export const UPGRADE_LEVELS = ['none', 'basic', 'standard', 'premium'] as const;
export type UpgradeLevel = (typeof UPGRADE_LEVELS)[number];
export const BUILDING_TYPES = ['office', 'retail', 'warehouse', 'residential'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];
export const WINDOW_TYPES = ['single', 'double', 'triple'] as const;
export type WindowType = (typeof WINDOW_TYPES)[number];
export const AVOIDED_EMISSIONS_METHODS = ['self_consumption', 'total_production'] as const;
export type AvoidedEmissionsMethod = (typeof AVOIDED_EMISSIONS_METHODS)[number];
/** Heat-pump refrigerants (GWP100 of IPCC AR6 in the model's assumptions). */
export const REFRIGERANTS = ['r32', 'r410a', 'r290'] as const;
export type Refrigerant = (typeof REFRIGERANTS)[number];
/** The public transport a commute scenario moves car trips to (a commuting mode of the ledger). */
export const PUBLIC_TRANSPORT_MODES = [
  'bus',
  'train',
  'metro_tram',
] as const satisfies readonly (typeof COMMUTING_MODES)[number][];
export type PublicTransportMode = (typeof PUBLIC_TRANSPORT_MODES)[number];
export const DATA_SOURCES = ['climatology', 'estimate'] as const;
export type ScenarioDataSource = (typeof DATA_SOURCES)[number];
export const RAMP_UP_YEARS = [0, 1, 2, 3] as const;

const option = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: missingOr(messageKeys.invalid) });

// ---------------------------------------------------------------------------------------------------------------
// Inputs per type
// ---------------------------------------------------------------------------------------------------------------
/** A number in [min, max]; `rangeKey` words a value outside (default: "Invalid input"). */
const bounded = (min: number, max: number, rangeKey: string = messageKeys.invalid) =>
  z
    .number({ error: missingOr(messageKeys.invalid) })
    .min(min, {
      error: min === 0 && rangeKey === messageKeys.invalid ? messageKeys.mustBePositive : rangeKey,
    })
    .max(max, { error: rangeKey });
const strictlyPositive = (max = 1e12) =>
  z
    .number({ error: missingOr(messageKeys.invalid) })
    .gt(0, { error: scenarioMessageKeys.greaterThanZero })
    .max(max, { error: messageKeys.invalid });
const amount = () => bounded(0, 1e12);
const percent = () => bounded(0, 100, scenarioMessageKeys.percentage);
const rate = () => bounded(0, 100); // € per kWh: 0 allowed (free export), bounded to refuse typos of cents
const latitude = () => bounded(-90, 90, scenarioMessageKeys.latitudeRange);
const longitude = () => bounded(-180, 180, scenarioMessageKeys.longitudeRange);

/** Fields every type takes for its financials; the model's defaults (WIZARD_CONFIG.defaults) fill those left out. */
const financialFields = {
  subsidies_percent: percent().optional(),
  lifetime_years: z
    .number({ error: missingOr(messageKeys.invalid) })
    .int({ error: messageKeys.invalid })
    .min(1, { error: scenarioMessageKeys.greaterThanZero })
    .max(100, { error: messageKeys.invalid })
    .optional(),
  discount_rate_percent: bounded(0, 50).optional(),
};

export const solarInputsSchema = z.object({
  capacity_kwp: strictlyPositive(1e6),
  module_efficiency_percent: bounded(1, 50).default(21),
  tilt_deg: bounded(0, 90, scenarioMessageKeys.tiltRange),
  /** Compass degrees: 90 east, 180 south, 270 west. */
  azimuth_deg: bounded(0, 360, scenarioMessageKeys.azimuthRange),
  latitude: latitude(),
  longitude: longitude(),
  self_consumption_percent: percent(),
  electricity_rate_eur_per_kwh: rate(),
  selling_rate_eur_per_kwh: rate(),
  install_cost_eur_per_kw: amount(),
  maintenance_percent_of_capex: percent(),
  avoided_emissions_method: option(AVOIDED_EMISSIONS_METHODS).default('self_consumption'),
  /** Yearly loss of output, % a year (default 0.5). */
  degradation_percent_per_year: bounded(0, 5).optional(),
  ...financialFields,
  subsidies_percent: percent(),
});
export type SolarInputs = z.infer<typeof solarInputsSchema>;

export const heatingInputsSchema = z.object({
  current_system: option(CURRENT_HEATING_SYSTEMS),
  replacement_system: option(REPLACEMENT_HEATING_SYSTEMS),
  /** Useful heat delivered a year; left out: the site's recorded heating energy of the base year × the current efficiency. */
  annual_heat_demand_kwh: strictlyPositive(1e10).optional(),
  /** Seasonal efficiencies in percent of useful heat per kWh of final energy (a heat pump's SCOP 3.2 = 320). */
  current_efficiency_percent: bounded(1, 1000).optional(),
  replacement_efficiency_percent: bounded(1, 1000).optional(),
  /** Prices of the energy bought (€/kWh final); left out: the company's /prices, else the model's defaults. */
  current_energy_price_eur_per_kwh: rate().optional(),
  replacement_energy_price_eur_per_kwh: rate().optional(),
  /** Investment; left out: a cost per kW of the sized capacity (assumptions say which). */
  capex_eur: amount().optional(),
  annual_maintenance_eur: amount().optional(),
  refrigerant: option(REFRIGERANTS).optional(),
  refrigerant_charge_kg: bounded(0, 10_000).optional(),
  refrigerant_leak_rate_percent: percent().optional(),
  ...financialFields,
});
export type HeatingInputs = z.infer<typeof heatingInputsSchema>;

export const envelopeInputsSchema = z.object({
  building_type: option(BUILDING_TYPES),
  floor_area_m2: strictlyPositive(1e7),
  insulation_level: option(INSULATION_LEVELS),
  upgrade_level: option(UPGRADE_LEVELS),
  /** The windows now. */
  window_type: option(WINDOW_TYPES),
  /** The windows after the works; left out: unchanged. */
  new_window_type: option(WINDOW_TYPES).optional(),
  /** How the building is heated (fuel factor, efficiency and price of the energy saved). */
  heating_system: option(CURRENT_HEATING_SYSTEMS).default('gas_boiler'),
  floors: z
    .number({ error: missingOr(messageKeys.invalid) })
    .int({ error: messageKeys.invalid })
    .min(1, { error: scenarioMessageKeys.greaterThanZero })
    .max(200, { error: messageKeys.invalid })
    .optional(),
  /** Heating degree-days, base 18 °C; left out: those of the site's location. */
  heating_degree_days: bounded(0, 10_000).optional(),
  energy_price_eur_per_kwh: rate().optional(),
  capex_eur: amount().optional(),
  ...financialFields,
});
export type EnvelopeInputs = z.infer<typeof envelopeInputsSchema>;

const remoteDays = () => bounded(0, 5, scenarioMessageKeys.remoteDaysRange);
export const commuteInputsSchema = z
  .object({
    employees: z
      .number({ error: missingOr(messageKeys.invalid) })
      .int({ error: messageKeys.invalid })
      .min(1, { error: scenarioMessageKeys.greaterThanZero })
      .max(10_000_000, { error: messageKeys.invalid }),
    /** One way. */
    average_distance_km: strictlyPositive(1_000),
    working_days_per_year: bounded(1, 366).default(220),
    /** Today's shares of trips: by car and by public transport; the rest is walking and cycling. */
    car_share_percent: percent(),
    public_transport_share_percent: percent().default(0),
    public_transport_mode: option(PUBLIC_TRANSPORT_MODES).default('bus'),
    /** Percentage points of all trips moved from the car to public transport and to cycling or walking. */
    shift_to_public_transport_percent: percent().default(0),
    shift_to_active_percent: percent().default(0),
    current_remote_days_per_week: remoteDays().default(0),
    target_remote_days_per_week: remoteDays().default(0),
    /** Share of the car trips made in electric cars, today and with the scenario. */
    current_ev_share_percent: percent().default(0),
    target_ev_share_percent: percent().default(0),
    /** What the programme costs (bike shelters, chargers...) and costs or saves a year (transit passes, parking). */
    capex_eur: amount().default(0),
    annual_cost_eur: amount().default(0),
    annual_savings_eur: amount().default(0),
    ...financialFields,
  })
  .superRefine((value, context) => {
    if (value.car_share_percent + value.public_transport_share_percent > 100) {
      context.addIssue({
        code: 'custom',
        path: ['public_transport_share_percent'],
        message: scenarioMessageKeys.sharesExceed100,
      });
    }
    if (value.shift_to_public_transport_percent + value.shift_to_active_percent > value.car_share_percent) {
      context.addIssue({
        code: 'custom',
        path: ['shift_to_public_transport_percent'],
        message: scenarioMessageKeys.shiftExceedsCarShare,
      });
    }
  });
export type CommuteInputs = z.infer<typeof commuteInputsSchema>;

export const scenarioInputsSchemas = {
  solar_panels: solarInputsSchema,
  heating_system: heatingInputsSchema,
  building_envelope: envelopeInputsSchema,
  commute_enhanced: commuteInputsSchema,
} as const;
export type ScenarioInputsByType = {
  solar_panels: SolarInputs;
  heating_system: HeatingInputs;
  building_envelope: EnvelopeInputs;
  commute_enhanced: CommuteInputs;
};
export type ScenarioInputs = ScenarioInputsByType[ScenarioType];

/** `{type, inputs}` with the inputs checked against the type's schema (errors at ['inputs', field]). */
const typedInputs = [
  z.object({ type: z.literal('solar_panels'), inputs: solarInputsSchema }),
  z.object({ type: z.literal('heating_system'), inputs: heatingInputsSchema }),
  z.object({ type: z.literal('building_envelope'), inputs: envelopeInputsSchema }),
  z.object({ type: z.literal('commute_enhanced'), inputs: commuteInputsSchema }),
] as const;
const typedInputsSchema = z.discriminatedUnion('type', typedInputs, {
  error: missingOr(messageKeys.invalid),
});
export type TypedScenarioInputs = z.infer<typeof typedInputsSchema>;

const scenarioName = requiredText(200, { requiredKey: scenarioMessageKeys.nameRequired });

/** POST /scenarios/estimate: the results without saving (the wizard's preview, "price estimation"). */
export const estimateScenarioInputSchema = z
  .object({ company_id: idSchema, site_id: idSchema })
  .and(typedInputsSchema);
export type EstimateScenarioInput = z.infer<typeof estimateScenarioInputSchema>;

/** POST /scenarios (owner, admin or editor; plan limit `scenarios`). */
export const createScenarioInputSchema = z
  .object({ company_id: idSchema, site_id: idSchema, name: scenarioName })
  .and(typedInputsSchema);
export type CreateScenarioInput = z.infer<typeof createScenarioInputSchema>;

/** PUT /scenarios/{id}: the whole scenario again; the type cannot change (422 scenario_type_mismatch). */
export const updateScenarioInputSchema = z
  .object({ site_id: idSchema, name: scenarioName })
  .and(typedInputsSchema);
export type UpdateScenarioInput = z.infer<typeof updateScenarioInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------------------------------
/** One named assumption of a computation: what value, in what unit, from where. */
const assumptionParamsSchema = z.record(z.string(), z.union([z.number(), z.string()]));
export const scenarioAssumptionSchema = z.object({
  key: z.string(),
  value: z.union([z.number(), z.string()]),
  unit: z.string(),
  /** The reference (title, dataset, standard, version: proper names as published); '' when there is none. */
  source: z.string(),
  /** What the assumption means: `scenarios:notes.<note_key>` with `note_params` (numbers formatted by the reader's locale). */
  note_key: z.string().optional(),
  note_params: assumptionParamsSchema.optional(),
  /** A value in words: `scenarios:values.<value_key>` with `value_params`; `value` keeps an English form. */
  value_key: z.string().optional(),
  value_params: assumptionParamsSchema.optional(),
  /** A unit with words: `scenarios:units.<unit_key>`; `unit` keeps an English form. */
  unit_key: z.string().optional(),
});
export type ScenarioAssumption = z.infer<typeof scenarioAssumptionSchema>;

/** The climate station a solar or envelope result used (null: latitude estimate). */
export const climateStationSchema = z.object({
  city: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distance_km: z.number(),
});

export const scenarioResultsSchema = z.object({
  /** Emissions a year without and with the scenario (what it applies to), kg CO2e. */
  baseline_kg_co2e: z.number(),
  scenario_kg_co2e: z.number(),
  annual_avoided_kg_co2e: z.number(),
  annual_avoided_t_co2e: z.number(),
  lifetime_avoided_t_co2e: z.number(),
  capex_eur: z.number(),
  subsidies_eur: z.number(),
  net_capex_eur: z.number(),
  annual_opex_eur: z.number(),
  /** Net of the yearly opex: energy or fuel saved (and sold) minus opex. */
  annual_savings_eur: z.number(),
  /** Net capex / yearly savings; null when there are no savings (shown as infinite). */
  payback_years: z.number().nullable(),
  npv_eur: z.number(),
  lifetime_years: z.number(),
  discount_rate_percent: z.number(),
  /** −NPV / lifetime avoided tonnes (negative: the measure pays); null when it avoids nothing. */
  cost_per_t_co2e_eur: z.number().nullable(),
  // Solar
  annual_production_kwh: z.number().optional(),
  specific_yield_kwh_per_kwp: z.number().optional(),
  monthly_production_kwh: z.array(z.number()).length(12).optional(),
  monthly_irradiation_kwh_per_m2: z.array(z.number()).length(12).optional(),
  plane_irradiation_kwh_per_m2: z.number().optional(),
  performance_ratio: z.number().optional(),
  self_consumed_kwh: z.number().optional(),
  exported_kwh: z.number().optional(),
  climate_station: climateStationSchema.nullable().optional(),
  // Heating and envelope
  annual_heat_demand_kwh: z.number().optional(),
  heat_demand_source: z.enum(['input', 'site_entries', 'envelope']).optional(),
  current_energy_kwh: z.number().optional(),
  replacement_energy_kwh: z.number().optional(),
  current_efficiency_percent: z.number().optional(),
  replacement_efficiency_percent: z.number().optional(),
  refrigerant_leakage_kg_co2e: z.number().optional(),
  heat_loss_before_w_per_k: z.number().optional(),
  heat_loss_after_w_per_k: z.number().optional(),
  heating_degree_days: z.number().optional(),
  heat_demand_after_kwh: z.number().optional(),
  energy_saved_kwh: z.number().optional(),
  // Commute
  baseline_car_km: z.number().optional(),
  scenario_car_km: z.number().optional(),
});
export type ScenarioResults = z.infer<typeof scenarioResultsSchema>;

/** POST /scenarios/estimate answer, and the computed part of a saved scenario. */
export const scenarioEstimateSchema = z.object({
  data_source: z.enum(DATA_SOURCES),
  results: scenarioResultsSchema,
  assumptions: z.array(scenarioAssumptionSchema),
});
export type ScenarioEstimate = z.infer<typeof scenarioEstimateSchema>;

export const scenarioSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  site_id: z.string(),
  type: z.enum(SCENARIO_TYPES),
  name: z.string(),
  inputs: z.record(z.string(), z.unknown()),
  data_source: z.enum(DATA_SOURCES),
  results: scenarioResultsSchema,
  assumptions: z.array(scenarioAssumptionSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Scenario = z.infer<typeof scenarioSchema>;

export const listScenariosQuerySchema = z.object({ company_id: idSchema });
export type ListScenariosQuery = z.infer<typeof listScenariosQuerySchema>;
export const scenarioListSchema = z.object({ items: z.array(scenarioSchema) });
export type ScenarioList = z.infer<typeof scenarioListSchema>;
export const scenarioIdParamsSchema = z.object({ id: idSchema });

// ---------------------------------------------------------------------------------------------------------------
// Wizard configuration
// ---------------------------------------------------------------------------------------------------------------
export const wizardConfigSchema = z.object({
  types: z.array(z.enum(SCENARIO_TYPES)),
  options: z.object({
    current_systems: z.array(z.enum(CURRENT_HEATING_SYSTEMS)),
    replacement_systems: z.array(z.enum(REPLACEMENT_HEATING_SYSTEMS)),
    insulation_levels: z.array(z.enum(INSULATION_LEVELS)),
    upgrade_levels: z.array(z.enum(UPGRADE_LEVELS)),
    building_types: z.array(z.enum(BUILDING_TYPES)),
    window_types: z.array(z.enum(WINDOW_TYPES)),
    avoided_emissions_methods: z.array(z.enum(AVOIDED_EMISSIONS_METHODS)),
    refrigerants: z.array(z.enum(REFRIGERANTS)),
    public_transport_modes: z.array(z.enum(PUBLIC_TRANSPORT_MODES)),
    ramp_up_years: z.array(z.number().int()),
  }),
  /** Prefill of each type's form (location fields come from the site, not from here). */
  defaults: z.object({
    solar_panels: z.record(z.string(), z.union([z.number(), z.string()])),
    heating_system: z.record(z.string(), z.union([z.number(), z.string()])),
    building_envelope: z.record(z.string(), z.union([z.number(), z.string()])),
    commute_enhanced: z.record(z.string(), z.union([z.number(), z.string()])),
  }),
});
export type WizardConfig = z.infer<typeof wizardConfigSchema>;

// ---------------------------------------------------------------------------------------------------------------
// MACC
// ---------------------------------------------------------------------------------------------------------------
export const maccQuerySchema = z.object({ company_id: idSchema });
export const maccItemSchema = z.object({
  scenario_id: z.string(),
  name: z.string(),
  type: z.enum(SCENARIO_TYPES),
  annual_avoided_t_co2e: z.number(),
  cost_per_t_co2e_eur: z.number(),
  /** Bar position on the curve: cumulative avoided t CO2e a year before and after this scenario. */
  cumulative_start_t_co2e: z.number(),
  cumulative_end_t_co2e: z.number(),
});
export const maccSchema = z.object({
  /** Scenarios that avoid emissions, cheapest tonne first. */
  items: z.array(maccItemSchema),
  /** Scenarios that avoid nothing (no bar on the curve). */
  excluded: z.array(z.object({ scenario_id: z.string(), name: z.string(), type: z.enum(SCENARIO_TYPES) })),
  total_avoided_t_co2e: z.number(),
});
export type Macc = z.infer<typeof maccSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Portfolio
// ---------------------------------------------------------------------------------------------------------------
export const portfolioQuerySchema = z.object({ company_id: idSchema });
export const portfolioScenarioInputSchema = z.object({
  scenario_id: idSchema,
  start_year: yearSchema,
  ramp_up_years: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
    error: scenarioMessageKeys.rampUp,
  }),
});
export const updatePortfolioInputSchema = z
  .object({
    growth_rate_percent: bounded(-50, 100),
    end_year: z
      .number({ error: missingOr(scenarioMessageKeys.endYear) })
      .int({ error: scenarioMessageKeys.endYear })
      .min(1990, { error: scenarioMessageKeys.endYear })
      .max(2100, { error: scenarioMessageKeys.endYear }),
    scenarios: z.array(portfolioScenarioInputSchema).max(1000, { error: messageKeys.tooLong }),
  })
  .superRefine((value, context) => {
    const seen = new Set<string>();
    value.scenarios.forEach((item, index) => {
      if (seen.has(item.scenario_id)) {
        context.addIssue({
          code: 'custom',
          path: ['scenarios', index, 'scenario_id'],
          message: scenarioMessageKeys.scenarioTwice,
        });
      }
      seen.add(item.scenario_id);
    });
  });
export type UpdatePortfolioInput = z.infer<typeof updatePortfolioInputSchema>;

export const portfolioProjectionSchema = z.object({
  year: z.number().int(),
  baseline_kg: z.number(),
  with_scenarios_kg: z.number(),
  pathway_1_5c_kg: z.number(),
});
export type PortfolioProjection = z.infer<typeof portfolioProjectionSchema>;

export const portfolioSchema = z.object({
  growth_rate_percent: z.number(),
  end_year: z.number().int(),
  scenarios: z.array(
    z.object({
      scenario_id: z.string(),
      start_year: z.number().int(),
      ramp_up_years: z.number().int(),
      name: z.string(),
      type: z.enum(SCENARIO_TYPES),
      annual_avoided_kg_co2e: z.number(),
    }),
  ),
  /** The latest inventory year of the ledger; null (and no projections) when the ledger is empty. */
  base_year: z.number().int().nullable(),
  base_year_kg: z.number(),
  /** The 1.5 °C-aligned pathway's linear cut, % of the base year a year (4.2). */
  pathway_reduction_percent_per_year: z.number(),
  projections: z.array(portfolioProjectionSchema),
  updated_at: z.string().nullable(),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------------------------
export const scenarioEndpoints = {
  wizardConfig: defineEndpoint({
    method: 'GET',
    path: '/scenarios/wizard-config',
    auth: 'bearer',
    tags: ['scenarios'],
    summary: 'Scenario types, option lists and form defaults of the scenario wizard',
    success: { status: 200, schema: wizardConfigSchema },
    errors: [401],
  }),
  estimate: defineEndpoint({
    method: 'POST',
    path: '/scenarios/estimate',
    auth: 'bearer',
    tags: ['scenarios'],
    summary: "A scenario's results and assumptions without saving it (the wizard's price estimation)",
    body: estimateScenarioInputSchema,
    success: { status: 200, schema: scenarioEstimateSchema },
    errors: [400, 401, 404, 422],
  }),
  macc: defineEndpoint({
    method: 'GET',
    path: '/scenarios/macc',
    auth: 'bearer',
    tags: ['scenarios'],
    summary: "The company's marginal abatement cost curve: its scenarios ranked by cost per tonne avoided",
    query: maccQuerySchema,
    success: { status: 200, schema: maccSchema },
    errors: [401, 404, 422],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/scenarios',
    auth: 'bearer',
    tags: ['scenarios'],
    summary: "The company's scenarios, oldest first",
    query: listScenariosQuerySchema,
    success: { status: 200, schema: scenarioListSchema },
    errors: [401, 404, 422],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/scenarios',
    auth: 'bearer',
    tags: ['scenarios'],
    summary: 'Create a reduction scenario (owner, admin or editor; plan limit)',
    body: createScenarioInputSchema,
    success: { status: 201, schema: scenarioSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/scenarios/:id',
    auth: 'bearer',
    tags: ['scenarios'],
    summary: 'A scenario',
    params: scenarioIdParamsSchema,
    success: { status: 200, schema: scenarioSchema },
    errors: [401, 404, 422],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/scenarios/:id',
    auth: 'bearer',
    tags: ['scenarios'],
    summary: 'Replace a scenario and compute it again (owner, admin or editor)',
    params: scenarioIdParamsSchema,
    body: updateScenarioInputSchema,
    success: { status: 200, schema: scenarioSchema },
    errors: [400, 401, 403, 404, 422],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/scenarios/:id',
    auth: 'bearer',
    tags: ['scenarios'],
    summary: 'Delete a scenario (owner, admin or editor); it leaves the portfolio too',
    params: scenarioIdParamsSchema,
    success: { status: 204, schema: noContentSchema },
    errors: [401, 403, 404, 422],
  }),
};

export const portfolioEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/portfolio',
    auth: 'bearer',
    tags: ['scenarios'],
    summary:
      "The company's portfolio: its settings and projections against the baseline and a 1.5 °C pathway",
    query: portfolioQuerySchema,
    success: { status: 200, schema: portfolioSchema },
    errors: [401, 404, 422],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/portfolio',
    auth: 'bearer',
    tags: ['scenarios'],
    summary:
      'Save the growth rate, end year and scenarios of the portfolio and project them (owner, admin or editor)',
    query: portfolioQuerySchema,
    body: updatePortfolioInputSchema,
    success: { status: 200, schema: portfolioSchema },
    errors: [400, 401, 403, 404, 422],
  }),
};
