import { fuelProperties } from '@carbon/carbon/ledger';
import {
  computeScenario,
  ScenarioInputError,
  WIZARD_CONFIG,
  type FuelContext,
  type HeatingFuel,
  type ScenarioContext,
} from '@carbon/carbon/scenarios';
import type { ScenarioEstimate, TypedScenarioInputs, WizardConfig } from '@carbon/contracts/scenarios';
import { formatNumber } from '@carbon/i18n/format';
import type { AppLocale } from '@carbon/i18n/locale';
import { resolveSiteLocation } from './site-location.ts';
import type { FactorFact, FuelEnergy, HeatingEnergy, PriceFact, SiteFacts } from './site-facts.ts';
import { bodyFieldError } from '../../platform/errors.ts';

export function wizardConfig(): WizardConfig {
  return WIZARD_CONFIG as WizardConfig;
}

/** Names a factor the way the assumptions list shows it: its name, source, version and year. */
function factorSource(factor: FactorFact): string {
  const edition = [factor.version, factor.year].filter((part) => part !== null && part !== '').join(', ');
  return [factor.name, `${factor.source}${edition ? ` (${edition})` : ''}`].filter(Boolean).join(' — ');
}

function priceSource(price: PriceFact, lang: AppLocale): string {
  if (price.source === 'company_tariff') {
    return lang === 'fr'
      ? `Tarif de l’entreprise ${price.year} (/prices)`
      : `Company tariff ${price.year} (/prices)`;
  }
  return `Eurostat ${price.source}, ${price.year}`;
}

/** The model's fuel of each heating energy the ledger records. */
const MODEL_FUEL: Record<FuelEnergy, HeatingFuel> = {
  natural_gas: 'natural_gas',
  fuel_oil: 'heating_oil',
  wood: 'wood_pellets',
  district_heating: 'district_heat',
};
const RECORDED_FUEL: Record<HeatingEnergy, HeatingFuel> = { ...MODEL_FUEL, steam: 'district_heat' };

/**
 * Natural gas is priced per kWh of gross calorific value (Eurostat's gas prices, like French bills): the model works on
 * net kWh, so the price per net kWh is the gross one × PCS/PCI (the ledger's fuel table, 1.11).
 */
function gasPricePerNetKwh(price: PriceFact, lang: AppLocale): { eur: number; source: string } {
  const ratio = fuelProperties('natural_gas')?.hhvPerLhv ?? 1;
  const per = lang === 'fr' ? 'par kWh PCS × PCS/PCI' : 'per kWh HHV × HHV/LHV';
  return {
    eur: price.eurPerKwh * ratio,
    source: `${priceSource(price, lang)}, ${per} ${formatNumber(ratio, lang)}`,
  };
}

/** The models' context for a site: its facts in the models' words, every fuel on net kWh (LHV). */
export function scenarioContext(facts: SiteFacts, lang: AppLocale): ScenarioContext {
  const location = resolveSiteLocation({
    latitude: facts.latitude,
    longitude: facts.longitude,
    country: facts.countryCode,
    address: facts.address,
  });
  const fuels: Partial<Record<HeatingFuel, FuelContext>> = {};
  for (const [energy, fuel] of Object.entries(MODEL_FUEL) as [FuelEnergy, HeatingFuel][]) {
    const factor = facts.fuels[energy];
    const context: FuelContext = { net_kwh_per_kwh: 1 };
    if (factor) {
      context.kg_co2e_per_kwh = factor.kgCo2ePerKwh;
      context.factor_source = factorSource(factor);
    }
    fuels[fuel] = context;
  }
  if (facts.prices.gas) {
    const gas = gasPricePerNetKwh(facts.prices.gas, lang);
    fuels.natural_gas = { ...fuels.natural_gas, price_eur_per_kwh: gas.eur, price_source: gas.source };
  }
  if (facts.prices.fuel) {
    fuels.heating_oil = {
      ...fuels.heating_oil,
      price_eur_per_kwh: facts.prices.fuel.eurPerKwh,
      price_source: priceSource(facts.prices.fuel, lang),
    };
  }
  const electricity: FuelContext = { net_kwh_per_kwh: 1 };
  if (facts.gridElectricity) {
    electricity.kg_co2e_per_kwh = facts.gridElectricity.kgCo2ePerKwh;
    electricity.factor_source = factorSource(facts.gridElectricity);
  }
  if (facts.prices.electricity) {
    electricity.price_eur_per_kwh = facts.prices.electricity.eurPerKwh;
    electricity.price_source = priceSource(facts.prices.electricity, lang);
  }
  fuels.electricity = electricity;

  const recorded: ScenarioContext['recorded_heating'] = {};
  if (facts.heating) {
    const ledger = lang === 'fr' ? 'Registre' : 'Ledger';
    // In the reader's words: the assumptions show this source as it is (a name, not a catalog key).
    const entriesWord = (count: number) =>
      lang === 'fr' ? (count > 1 ? 'saisies' : 'saisie') : count > 1 ? 'entries' : 'entry';
    for (const [energy, sums] of Object.entries(facts.heating.byEnergy) as [
      HeatingEnergy,
      { kwh: number; entries: number },
    ][]) {
      const fuel = RECORDED_FUEL[energy];
      const previous = recorded[fuel];
      recorded[fuel] = {
        kwh: (previous?.kwh ?? 0) + sums.kwh,
        year: facts.heating.year,
        source: `${ledger} ${facts.heating.year}, ${facts.siteName} (${sums.entries} ${entriesWord(sums.entries)})`,
      };
    }
  }

  const commute: NonNullable<ScenarioContext['commute_factors']> = {};
  for (const [mode, factor] of Object.entries(facts.commute)) {
    commute[mode as keyof typeof commute] = {
      kg_co2e_per_km: factor.kgCo2ePerUnit,
      source: [factor.name, `${factor.source}${factor.version ? ` (${factor.version})` : ''}`]
        .filter(Boolean)
        .join(' — '),
    };
  }

  return {
    country: facts.countryCode,
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    grid_factor: facts.gridElectricity
      ? { kg_co2e_per_kwh: facts.gridElectricity.kgCo2ePerKwh, source: factorSource(facts.gridElectricity) }
      : null,
    electricity_price: facts.prices.electricity
      ? {
          eur_per_kwh: facts.prices.electricity.eurPerKwh,
          source: priceSource(facts.prices.electricity, lang),
        }
      : null,
    fuels,
    recorded_heating: recorded,
    commute_factors: commute,
    employees: facts.employees,
  };
}

/**
 * Runs the type's model on its site's context. An input the contract accepted but the model cannot work with
 * (no heat demand given nor recorded, no grid factor for the country) is refused like a failed validation of that
 * field: 422 at body.inputs.<field> (body.site_id for what the site lacks).
 */
export function computeFor(typed: TypedScenarioInputs, facts: SiteFacts, lang: AppLocale): ScenarioEstimate {
  try {
    return computeScenario(typed.type, typed.inputs, scenarioContext(facts, lang)) as ScenarioEstimate;
  } catch (error) {
    if (error instanceof ScenarioInputError) {
      // The model names the body field as a dotted path: 'inputs.annual_heat_demand_kwh', or 'site_id' for what the
      // site lacks (no grid factor for its country).
      throw bodyFieldError(error.field.split('.'), error.messageKey, 'scenario_input');
    }
    throw error;
  }
}
