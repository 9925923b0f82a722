import { requiredText } from '@carbon/contracts/common';
import type { Site } from '@carbon/contracts/companies';
import {
  AVOIDED_EMISSIONS_METHODS,
  BUILDING_TYPES,
  CURRENT_HEATING_SYSTEMS,
  INSULATION_LEVELS,
  PUBLIC_TRANSPORT_MODES,
  REFRIGERANTS,
  REPLACEMENT_HEATING_SYSTEMS,
  scenarioInputsSchemas,
  scenarioMessageKeys,
  UPGRADE_LEVELS,
  WINDOW_TYPES,
  type ScenarioResults,
  type ScenarioType,
  type WizardConfig,
} from '@carbon/contracts/scenarios';
import { z } from 'zod';

/** The option lists a select of the wizard draws from: the wizard config's (`options`), in these names. */
export const OPTION_LISTS = {
  current_systems: CURRENT_HEATING_SYSTEMS,
  replacement_systems: REPLACEMENT_HEATING_SYSTEMS,
  insulation_levels: INSULATION_LEVELS,
  upgrade_levels: UPGRADE_LEVELS,
  building_types: BUILDING_TYPES,
  window_types: WINDOW_TYPES,
  avoided_emissions_methods: AVOIDED_EMISSIONS_METHODS,
  refrigerants: REFRIGERANTS,
  public_transport_modes: PUBLIC_TRANSPORT_MODES,
} as const;
export type OptionList = keyof typeof OPTION_LISTS;

export type FieldSpec =
  | {
      name: string;
      kind: 'number';
      /** Whole numbers (employees, years, floors). */
      integer?: boolean;
      /** Left empty, the model takes the site's data or its default (the hint says which). */
      optional?: boolean;
    }
  | { name: string; kind: 'select'; options: OptionList; optional?: boolean };

export interface FieldSection {
  key: string;
  fields: readonly FieldSpec[];
}

const num = (name: string, extra: { integer?: boolean; optional?: boolean } = {}): FieldSpec => ({ name, kind: 'number', ...extra });
const opt = (name: string, extra: { integer?: boolean } = {}): FieldSpec => ({ name, kind: 'number', optional: true, ...extra });
const select = (name: string, options: OptionList, optional = false): FieldSpec => ({ name, kind: 'select', options, optional });

/** The financial fields every type takes; left empty, the model's lifetime and discount rate apply. */
const financials = [opt('lifetime_years', { integer: true }), opt('discount_rate_percent')] as const;

/**
 * The form of each type, section by section: every input of the type's contract schema
 * (@carbon/contracts/scenarios), so nothing the model can take is hidden.
 */
export const FORM_SECTIONS: Record<ScenarioType, readonly FieldSection[]> = {
  solar_panels: [
    {
      key: 'installation',
      fields: [num('capacity_kwp'), num('module_efficiency_percent'), num('tilt_deg'), num('azimuth_deg'), num('latitude'), num('longitude')],
    },
    {
      key: 'energy',
      fields: [
        num('self_consumption_percent'),
        num('electricity_rate_eur_per_kwh'),
        num('selling_rate_eur_per_kwh'),
        select('avoided_emissions_method', 'avoided_emissions_methods'),
        opt('degradation_percent_per_year'),
      ],
    },
    {
      key: 'costs',
      fields: [num('install_cost_eur_per_kw'), num('maintenance_percent_of_capex'), num('subsidies_percent'), ...financials],
    },
  ],
  heating_system: [
    {
      key: 'systems',
      fields: [
        select('current_system', 'current_systems'),
        select('replacement_system', 'replacement_systems'),
        opt('annual_heat_demand_kwh'),
        opt('current_efficiency_percent'),
        opt('replacement_efficiency_percent'),
      ],
    },
    {
      key: 'prices',
      fields: [opt('current_energy_price_eur_per_kwh'), opt('replacement_energy_price_eur_per_kwh')],
    },
    {
      key: 'refrigerant',
      fields: [select('refrigerant', 'refrigerants', true), opt('refrigerant_charge_kg'), opt('refrigerant_leak_rate_percent')],
    },
    {
      key: 'costs',
      fields: [opt('capex_eur'), opt('annual_maintenance_eur'), opt('subsidies_percent'), ...financials],
    },
  ],
  building_envelope: [
    {
      key: 'building',
      fields: [
        select('building_type', 'building_types'),
        num('floor_area_m2'),
        opt('floors', { integer: true }),
        select('insulation_level', 'insulation_levels'),
        select('heating_system', 'current_systems'),
        opt('heating_degree_days'),
      ],
    },
    {
      key: 'works',
      fields: [select('upgrade_level', 'upgrade_levels'), select('window_type', 'window_types'), select('new_window_type', 'window_types', true)],
    },
    {
      key: 'costs',
      fields: [opt('energy_price_eur_per_kwh'), opt('capex_eur'), opt('subsidies_percent'), ...financials],
    },
  ],
  commute_enhanced: [
    {
      key: 'workforce',
      fields: [num('employees', { integer: true }), num('average_distance_km'), num('working_days_per_year', { integer: true })],
    },
    {
      key: 'today',
      fields: [
        num('car_share_percent'),
        num('public_transport_share_percent'),
        num('current_remote_days_per_week'),
        num('current_ev_share_percent'),
      ],
    },
    {
      key: 'changes',
      fields: [
        select('public_transport_mode', 'public_transport_modes'),
        num('shift_to_public_transport_percent'),
        num('shift_to_active_percent'),
        num('target_remote_days_per_week'),
        num('target_ev_share_percent'),
      ],
    },
    {
      key: 'costs',
      fields: [num('capex_eur'), num('annual_cost_eur'), num('annual_savings_eur'), opt('subsidies_percent'), ...financials],
    },
  ],
};

export function fieldsOf(type: ScenarioType): FieldSpec[] {
  return FORM_SECTIONS[type].flatMap((section) => section.fields);
}

/** What the form holds: a number field is a number, null when empty, NaN when unreadable; a select is its code or ''. */
export type InputValue = number | string | null;
export interface ScenarioFormValues {
  name: string;
  inputs: Record<string, InputValue>;
}

/** Empty fields are left out of what is sent, so the model applies the site's data or its default. */
export function dropEmpty(inputs: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(inputs).filter(([, value]) => value !== null && value !== '' && value !== undefined));
}

/**
 * The wizard form's schema: the scenario name and the type's input schema of the contracts, with its message keys
 * (the server checks the same, so a message seen here is the one a 422 would give).
 */
export function scenarioFormSchema(type: ScenarioType) {
  return z.object({
    name: requiredText(200, { requiredKey: scenarioMessageKeys.nameRequired }),
    inputs: z.preprocess(
      (value) => (typeof value === 'object' && value !== null ? dropEmpty(value as Record<string, unknown>) : value),
      scenarioInputsSchemas[type],
    ),
  });
}

/** The site's location as the API gives it (its own coordinates, else its city's or country's climate station). */
export function siteCoordinates(site: Site | null | undefined): { latitude: number; longitude: number } | null {
  if (typeof site?.latitude === 'number' && typeof site.longitude === 'number') {
    return { latitude: site.latitude, longitude: site.longitude };
  }
  return null;
}

/**
 * The prefill of a new scenario's form: the wizard config's defaults of the type, the site's location for solar
 * and its head count for commuting; every other field of the type empty.
 */
export function formDefaults(
  type: ScenarioType,
  config: WizardConfig | undefined,
  site: Site | null | undefined,
  saved?: { name: string; inputs: Record<string, unknown> },
): ScenarioFormValues {
  const inputs: Record<string, InputValue> = {};
  for (const field of fieldsOf(type)) inputs[field.name] = field.kind === 'select' ? '' : null;
  if (saved) {
    for (const [key, value] of Object.entries(saved.inputs))
      if (key in inputs && (typeof value === 'number' || typeof value === 'string')) inputs[key] = value;
    return { name: saved.name, inputs };
  }
  for (const [key, value] of Object.entries(config?.defaults[type] ?? {})) if (key in inputs) inputs[key] = value;
  if (type === 'solar_panels') {
    const coordinates = siteCoordinates(site);
    if (coordinates) Object.assign(inputs, coordinates);
  }
  if (type === 'commute_enhanced' && typeof site?.employees === 'number' && site.employees > 0) {
    inputs.employees = site.employees;
  }
  return { name: '', inputs };
}

/**
 * The model's assumption a form field is estimated from, where the two are not named alike (the energy prices the
 * model took from /prices or the country's defaults).
 */
const ESTIMATED_FROM: Readonly<Record<string, string>> = {
  current_energy_price_eur_per_kwh: 'current_energy_price',
  replacement_energy_price_eur_per_kwh: 'replacement_energy_price',
  energy_price_eur_per_kwh: 'heating_energy_price',
};

/**
 * The price estimation fills the form's empty price and efficiency fields with what the model took (from the site's
 * data, /prices, or its defaults), so the user sees them and can change them: a result named as the field, else the
 * assumption the field is estimated from, gives its value.
 */
export function estimatedFields(
  type: ScenarioType,
  current: Record<string, InputValue>,
  estimate: { results: ScenarioResults; assumptions: readonly { key: string; value: number | string }[] },
): Record<string, number> {
  const filled: Record<string, number> = {};
  const results = estimate.results as Record<string, unknown>;
  for (const field of fieldsOf(type)) {
    if (field.kind !== 'number' || current[field.name] !== null) continue;
    const fromResults = results[field.name];
    const assumptionKey = ESTIMATED_FROM[field.name] ?? field.name;
    const fromAssumption = estimate.assumptions.find((item) => item.key === assumptionKey)?.value;
    const value = typeof fromResults === 'number' ? fromResults : typeof fromAssumption === 'number' ? fromAssumption : undefined;
    if (value !== undefined && Number.isFinite(value)) filled[field.name] = value;
  }
  return filled;
}
