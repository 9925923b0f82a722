/** The wizard's types, option lists and form defaults (GET /scenarios/wizard-config). */
import { COMMUTE_DEFAULTS } from './commute.ts';
import { ENVELOPE_DEFAULTS } from './envelope.ts';
import { HEATING_DEFAULTS } from './heating.ts';
import { SOLAR_DEFAULTS } from './solar.ts';
import {
  AVOIDED_EMISSIONS_METHODS,
  BUILDING_TYPES,
  CURRENT_HEATING_SYSTEMS,
  INSULATION_LEVELS,
  PUBLIC_TRANSPORT_MODES,
  REFRIGERANTS,
  REPLACEMENT_HEATING_SYSTEMS,
  SCENARIO_TYPES,
  UPGRADE_LEVELS,
  WINDOW_TYPES,
} from './types.ts';

export const RAMP_UP_YEARS = [0, 1, 2, 3] as const;

export const WIZARD_CONFIG = {
  types: [...SCENARIO_TYPES],
  options: {
    current_systems: [...CURRENT_HEATING_SYSTEMS],
    replacement_systems: [...REPLACEMENT_HEATING_SYSTEMS],
    insulation_levels: [...INSULATION_LEVELS],
    upgrade_levels: [...UPGRADE_LEVELS],
    building_types: [...BUILDING_TYPES],
    window_types: [...WINDOW_TYPES],
    avoided_emissions_methods: [...AVOIDED_EMISSIONS_METHODS],
    refrigerants: [...REFRIGERANTS],
    public_transport_modes: [...PUBLIC_TRANSPORT_MODES],
    ramp_up_years: [...RAMP_UP_YEARS],
  },
  defaults: {
    solar_panels: { ...SOLAR_DEFAULTS },
    heating_system: { ...HEATING_DEFAULTS },
    building_envelope: { ...ENVELOPE_DEFAULTS },
    commute_enhanced: { ...COMMUTE_DEFAULTS },
  },
};
