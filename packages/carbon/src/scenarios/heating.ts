/**
 * Heating system replacement: the same useful heat delivered by the current and the replacement system, each
 * through its seasonal efficiency (a heat pump's SCOP), times the factor and the price of the energy it uses, plus
 * the refrigerant a heat pump leaks. Also the energy model the building-envelope scenario reuses. Pure.
 */
import { computeFinancials, DEFAULT_DISCOUNT_RATE_PERCENT, financialAssumptions } from './financials.ts';
import type {
  CurrentHeatingSystem,
  FuelContext,
  HeatingFuel,
  Refrigerant,
  ReplacementHeatingSystem,
  ScenarioAssumption,
  ScenarioComputation,
  ScenarioContext,
} from './types.ts';
import { ENTERED, note, round, ScenarioInputError } from './types.ts';

export type HeatingSystem = CurrentHeatingSystem | ReplacementHeatingSystem;

export interface SystemSpec {
  fuel: HeatingFuel;
  /** Seasonal efficiency, useful heat per kWh of final energy on the net calorific value, in percent. */
  efficiencyPercent: number;
  /** The reference of the default efficiency ('' when none); what it is: scenarios:notes.efficiency_<system>. */
  efficiencySource: string;
  /** Installed cost per kW of heat output (replacement systems). */
  capexEurPerKw?: number;
  heatPump?: boolean;
}

const IMPACT_CO2 = 'ADEME Impact CO2, chauffage.json (standards.md §6b)';

export const HEATING_SYSTEMS: Readonly<Record<HeatingSystem, SystemSpec>> = {
  gas_boiler: {
    fuel: 'natural_gas',
    efficiencyPercent: 85,
    efficiencySource: IMPACT_CO2,
  },
  oil_furnace: {
    fuel: 'heating_oil',
    efficiencyPercent: 85,
    efficiencySource: IMPACT_CO2,
  },
  electric_boiler: {
    fuel: 'electricity',
    efficiencyPercent: 100,
    efficiencySource: '',
  },
  biomass: {
    fuel: 'wood_pellets',
    efficiencyPercent: 75,
    efficiencySource: IMPACT_CO2,
  },
  air_source_heat_pump: {
    fuel: 'electricity',
    efficiencyPercent: 300,
    efficiencySource: '3CL-DPE 2021 (standards.md §6b)',
    capexEurPerKw: 1200,
    heatPump: true,
  },
  ground_source_heat_pump: {
    fuel: 'electricity',
    efficiencyPercent: 315,
    efficiencySource: '3CL-DPE 2021 (standards.md §6b)',
    capexEurPerKw: 2000,
    heatPump: true,
  },
  condensing_gas_boiler: {
    fuel: 'natural_gas',
    efficiencyPercent: 95,
    efficiencySource: '3CL-DPE 2021 (standards.md §6b)',
    capexEurPerKw: 250,
  },
  biomass_boiler: {
    fuel: 'wood_pellets',
    efficiencyPercent: 85,
    efficiencySource: 'Ecodesign Reg. (EU) 2015/1189',
    capexEurPerKw: 900,
  },
  district_heating: {
    fuel: 'district_heat',
    efficiencyPercent: 100,
    efficiencySource: '',
    capexEurPerKw: 300,
  },
};

/** Default factors per kWh on the net calorific value, for energies the API found no factor for. */
export const DEFAULT_FUEL_FACTORS: Readonly<
  Record<Exclude<HeatingFuel, 'electricity'>, { value: number; source: string }>
> = {
  natural_gas: { value: 0.227, source: 'DPE 2021 / RE2020 (standards.md §6b)' },
  heating_oil: { value: 0.324, source: 'DPE 2021 (standards.md §6b)' },
  wood_pellets: { value: 0.03, source: 'DPE 2021 / RE2020 (standards.md §6b)' },
  district_heat: { value: 0.112, source: 'ADEME Impact CO2 (standards.md §6b)' },
};

/** Default prices, € per kWh excluding VAT, when /prices has none for the energy. */
export const DEFAULT_FUEL_PRICES: Readonly<Record<HeatingFuel, number>> = {
  natural_gas: 0.08,
  heating_oil: 0.11,
  electricity: 0.2,
  wood_pellets: 0.08,
  district_heat: 0.1,
};

/** Heating equivalent full-load hours of the "average" climate, to size a replacement's capacity from its heat. */
export const HEATING_FULL_LOAD_HOURS = 2066;
const FULL_LOAD_SOURCE = 'Commission Reg. (EU) 813/2013, Annex III';

export const REFRIGERANT_GWP: Readonly<Record<Refrigerant, number>> = { r32: 771, r410a: 2256, r290: 0.02 };
const GWP_SOURCE = 'IPCC AR6 WG1 Table 7.SM.7';
export const REFRIGERANT_CHARGE_KG_PER_KW = 0.25;
export const REFRIGERANT_LEAK_RATE_PERCENT = 4;

export interface EnergyUse {
  fuel: HeatingFuel;
  /** kWh as the factor and price count them. */
  kwh: number;
  kgCo2e: number;
  costEur: number;
  factor: number;
  factorSource: string;
  /** scenarios:notes key of the factor: found for the site, or the model's default for the fuel. */
  factorNote: string;
  price: number;
  priceSource: string;
  priceNote: string;
  netKwhPerKwh: number;
}

/** The context of an energy with its defaults; electricity needs the site's grid factor. */
export function fuelParameters(fuel: HeatingFuel, context: ScenarioContext) {
  const given: FuelContext = context.fuels?.[fuel] ?? {};
  let factor: number;
  let factorSource: string;
  let factorNote = 'factor_site';
  if (fuel === 'electricity') {
    const grid = context.grid_factor;
    if (!grid && given.kg_co2e_per_kwh === undefined)
      throw new ScenarioInputError('errors.no_grid_factor', 'site_id');
    factor = given.kg_co2e_per_kwh ?? grid?.kg_co2e_per_kwh ?? 0;
    factorSource = given.factor_source ?? grid?.source ?? '';
  } else {
    factor = given.kg_co2e_per_kwh ?? DEFAULT_FUEL_FACTORS[fuel].value;
    factorSource =
      given.kg_co2e_per_kwh !== undefined ? (given.factor_source ?? '') : DEFAULT_FUEL_FACTORS[fuel].source;
    if (given.kg_co2e_per_kwh === undefined) factorNote = `factor_default_${fuel}`;
  }
  const electricityPrice = fuel === 'electricity' ? context.electricity_price : null;
  const price = given.price_eur_per_kwh ?? electricityPrice?.eur_per_kwh ?? DEFAULT_FUEL_PRICES[fuel];
  const found = given.price_eur_per_kwh !== undefined || Boolean(electricityPrice);
  const priceSource =
    given.price_eur_per_kwh !== undefined ? (given.price_source ?? '') : (electricityPrice?.source ?? '');
  const priceNote = found ? 'price_site' : 'price_default';
  return {
    factor,
    factorSource,
    factorNote,
    price,
    priceSource,
    priceNote,
    netKwhPerKwh: given.net_kwh_per_kwh ?? 1,
  };
}

/** Energy bought to deliver `usefulKwh` of heat at an efficiency, with its emissions and cost. */
export function energyForHeat(
  usefulKwh: number,
  fuel: HeatingFuel,
  efficiencyPercent: number,
  context: ScenarioContext,
  override?: { price?: number | undefined },
): EnergyUse {
  const p = fuelParameters(fuel, context);
  const price = override?.price ?? p.price;
  const kwh = usefulKwh / (efficiencyPercent / 100) / p.netKwhPerKwh;
  return {
    fuel,
    kwh,
    kgCo2e: kwh * p.factor,
    costEur: kwh * price,
    factor: p.factor,
    factorSource: p.factorSource,
    factorNote: p.factorNote,
    price,
    priceSource: override?.price !== undefined ? '' : p.priceSource,
    priceNote: override?.price !== undefined ? 'entered' : p.priceNote,
    netKwhPerKwh: p.netKwhPerKwh,
  };
}

export function energyAssumptions(prefix: string, use: EnergyUse): ScenarioAssumption[] {
  const list: ScenarioAssumption[] = [
    {
      key: `${prefix}_factor`,
      value: use.factor,
      unit: 'kg CO2e/kWh',
      source: use.factorSource,
      ...note(use.factorNote),
    },
    {
      key: `${prefix}_price`,
      value: use.price,
      unit: '€/kWh',
      source: use.priceSource,
      ...note(use.priceNote),
    },
  ];
  if (use.netKwhPerKwh !== 1) {
    list.push({
      key: `${prefix}_net_kwh_per_kwh`,
      value: use.netKwhPerKwh,
      unit: 'kWh LHV/kWh',
      unit_key: 'kwh_lhv_per_kwh',
      source: '',
      ...note('gross_calorific_value', { ratio: 1.11 }),
    });
  }
  return list;
}

export interface HeatingInputs {
  current_system: CurrentHeatingSystem;
  replacement_system: ReplacementHeatingSystem;
  annual_heat_demand_kwh?: number | undefined;
  current_efficiency_percent?: number | undefined;
  replacement_efficiency_percent?: number | undefined;
  current_energy_price_eur_per_kwh?: number | undefined;
  replacement_energy_price_eur_per_kwh?: number | undefined;
  capex_eur?: number | undefined;
  annual_maintenance_eur?: number | undefined;
  refrigerant?: Refrigerant | undefined;
  refrigerant_charge_kg?: number | undefined;
  refrigerant_leak_rate_percent?: number | undefined;
  subsidies_percent?: number | undefined;
  lifetime_years?: number | undefined;
  discount_rate_percent?: number | undefined;
}

export const HEATING_DEFAULTS = {
  current_system: 'gas_boiler',
  replacement_system: 'air_source_heat_pump',
  refrigerant: 'r32',
  refrigerant_leak_rate_percent: REFRIGERANT_LEAK_RATE_PERCENT,
  annual_maintenance_eur: 0,
  subsidies_percent: 0,
  lifetime_years: 20,
  discount_rate_percent: DEFAULT_DISCOUNT_RATE_PERCENT,
} as const;

export function computeHeating(inputs: HeatingInputs, context: ScenarioContext): ScenarioComputation {
  const current = HEATING_SYSTEMS[inputs.current_system];
  const replacement = HEATING_SYSTEMS[inputs.replacement_system];
  const currentEff = inputs.current_efficiency_percent ?? current.efficiencyPercent;
  const replacementEff = inputs.replacement_efficiency_percent ?? replacement.efficiencyPercent;
  const assumptions: ScenarioAssumption[] = [];

  // Useful heat: entered, else the site's recorded energy of the current system's fuel × its efficiency.
  let heat: number;
  let heatSource: 'input' | 'site_entries';
  if (inputs.annual_heat_demand_kwh !== undefined) {
    heat = inputs.annual_heat_demand_kwh;
    heatSource = 'input';
    assumptions.push({
      key: 'heat_demand',
      value: round(heat, 0),
      unit: 'kWh/year',
      unit_key: 'kwh_per_year',
      ...ENTERED,
    });
  } else {
    const recorded = context.recorded_heating?.[current.fuel];
    if (!recorded || recorded.kwh <= 0) {
      throw new ScenarioInputError('errors.scenario_heat_demand_required', 'inputs.annual_heat_demand_kwh');
    }
    const net = context.fuels?.[current.fuel]?.net_kwh_per_kwh ?? 1;
    heat = recorded.kwh * net * (currentEff / 100);
    heatSource = 'site_entries';
    assumptions.push({
      key: 'heat_demand',
      value: round(heat, 0),
      unit: 'kWh/year',
      unit_key: 'kwh_per_year',
      source: recorded.source,
      ...note('heat_demand_recorded', {
        kwh: round(recorded.kwh, 0),
        year: String(recorded.year), // a year is a name, not a quantity: no digit grouping
        efficiency: currentEff,
      }),
    });
  }

  const before = energyForHeat(heat, current.fuel, currentEff, context, {
    price: inputs.current_energy_price_eur_per_kwh,
  });
  const after = energyForHeat(heat, replacement.fuel, replacementEff, context, {
    price: inputs.replacement_energy_price_eur_per_kwh,
  });

  // Refrigerant leaks of a heat pump: charge × yearly leak rate × GWP.
  let leakageKg = 0;
  const capacityKw = heat / HEATING_FULL_LOAD_HOURS;
  if (replacement.heatPump) {
    const refrigerant = inputs.refrigerant ?? HEATING_DEFAULTS.refrigerant;
    const charge = inputs.refrigerant_charge_kg ?? capacityKw * REFRIGERANT_CHARGE_KG_PER_KW;
    const rate = inputs.refrigerant_leak_rate_percent ?? REFRIGERANT_LEAK_RATE_PERCENT;
    leakageKg = charge * (rate / 100) * REFRIGERANT_GWP[refrigerant];
    assumptions.push(
      { key: 'refrigerant', value: refrigerant.toUpperCase(), unit: '', source: '', ...note('refrigerant') },
      {
        key: 'refrigerant_gwp',
        value: REFRIGERANT_GWP[refrigerant],
        unit: 'kg CO2e/kg',
        source: GWP_SOURCE,
        ...note('refrigerant_gwp'),
      },
      {
        key: 'refrigerant_charge',
        value: round(charge, 2),
        unit: 'kg',
        ...(inputs.refrigerant_charge_kg === undefined
          ? { source: '', ...note('refrigerant_charge_default', { charge: REFRIGERANT_CHARGE_KG_PER_KW }) }
          : ENTERED),
      },
      {
        key: 'refrigerant_leak_rate',
        value: rate,
        unit: '%/year',
        unit_key: 'percent_per_year',
        ...(inputs.refrigerant_leak_rate_percent === undefined
          ? {
              source: 'IPCC 2006 GL Vol. 3 Table 7.9',
              ...note('refrigerant_leak_default', { low: 1, high: 10 }),
            }
          : ENTERED),
      },
    );
  }

  const capex = inputs.capex_eur ?? capacityKw * (replacement.capexEurPerKw ?? 0);
  const maintenance = inputs.annual_maintenance_eur ?? HEATING_DEFAULTS.annual_maintenance_eur;
  const lifetime = inputs.lifetime_years ?? HEATING_DEFAULTS.lifetime_years;
  const discount = inputs.discount_rate_percent ?? HEATING_DEFAULTS.discount_rate_percent;
  const baselineKg = before.kgCo2e;
  const scenarioKg = after.kgCo2e + leakageKg;
  const avoidedKg = baselineKg - scenarioKg;
  const financials = computeFinancials({
    capexEur: capex,
    subsidiesPercent: inputs.subsidies_percent ?? HEATING_DEFAULTS.subsidies_percent,
    annualGrossSavingsEur: before.costEur - after.costEur,
    annualOpexEur: maintenance,
    lifetimeYears: lifetime,
    discountRatePercent: discount,
    annualAvoidedKg: avoidedKg,
  });

  assumptions.push(
    {
      key: 'current_efficiency',
      value: currentEff,
      unit: '%',
      ...(inputs.current_efficiency_percent === undefined
        ? { source: current.efficiencySource, ...note(`efficiency_${inputs.current_system}`) }
        : ENTERED),
    },
    {
      key: 'replacement_efficiency',
      value: replacementEff,
      unit: '%',
      ...(inputs.replacement_efficiency_percent === undefined
        ? { source: replacement.efficiencySource, ...note(`efficiency_${inputs.replacement_system}`) }
        : ENTERED),
    },
    ...energyAssumptions('current_energy', before),
    ...energyAssumptions('replacement_energy', after),
    {
      key: 'capacity',
      value: round(capacityKw, 1),
      unit: 'kW',
      source: FULL_LOAD_SOURCE,
      ...note('capacity', { hours: HEATING_FULL_LOAD_HOURS }),
    },
    {
      key: 'capex',
      value: round(capex, 0),
      unit: '€',
      ...(inputs.capex_eur === undefined
        ? { source: '', ...note('capex_per_kw', { cost: replacement.capexEurPerKw ?? 0 }) }
        : ENTERED),
    },
    ...financialAssumptions(
      lifetime,
      discount,
      inputs.lifetime_years === undefined ? note('lifetime_heat_generator') : ENTERED,
    ),
  );

  return {
    data_source: 'estimate',
    results: {
      baseline_kg_co2e: round(baselineKg),
      scenario_kg_co2e: round(scenarioKg),
      annual_avoided_kg_co2e: round(avoidedKg),
      annual_avoided_t_co2e: round(avoidedKg / 1000, 3),
      ...financials,
      annual_heat_demand_kwh: round(heat, 0),
      heat_demand_source: heatSource,
      current_energy_kwh: round(before.kwh, 0),
      replacement_energy_kwh: round(after.kwh, 0),
      current_efficiency_percent: currentEff,
      replacement_efficiency_percent: replacementEff,
      refrigerant_leakage_kg_co2e: round(leakageKg),
    },
    assumptions,
  };
}
