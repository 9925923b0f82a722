import { COMMUTING_MODE_FACTORS } from '@carbon/carbon/commuting';
import { computeEntry, type LedgerFactor } from '@carbon/carbon/ledger';
import { gridIntensityFor } from '@carbon/carbon/scope2';
import { isUnitCode, type UnitCode } from '@carbon/carbon/units';
import type { EnergyKind } from '@carbon/contracts/energy';
import type { AppLocale } from '@carbon/i18n/locale';
import { energyDefaultsFor } from '../energy/energy-defaults.ts';
import type { EnergyRepository, LibraryFactorRow } from '../energy/energy.repository.ts';
import type { LedgerRepository } from '../ledger/ledger.repository.ts';
import type {
  HeatingEntryRow,
  PriceRow,
  ScenarioSiteRow,
  ScenariosRepository,
} from './scenarios.repository.ts';

/** An emission factor per kWh of final energy (net calorific value for fuels), with where it comes from. */
export interface FactorFact {
  kgCo2ePerKwh: number;
  source: string;
  version: string | null;
  name: string | null;
  year: number | null;
}

/** A commuting mode's library factor: per vehicle·km ('km') for cars, else per passenger·km. */
export interface CommuteFactorFact {
  kgCo2ePerUnit: number;
  unit: string;
  source: string;
  version: string | null;
  name: string | null;
}

/** A price per kWh: the company's tariff or its country's published default. */
export interface PriceFact {
  eurPerKwh: number;
  year: number;
  /** 'company_tariff', or the default's dataset (Eurostat nrg_pc_205…) and country. */
  source: string;
}

export type HeatingEnergy = 'natural_gas' | 'fuel_oil' | 'wood' | 'district_heating' | 'steam';
export const FUEL_ENERGIES = ['natural_gas', 'fuel_oil', 'wood', 'district_heating'] as const;
export type FuelEnergy = (typeof FUEL_ENERGIES)[number];

/** The site's heating as recorded in the ledger: one year, kWh of final energy and kg CO2e per energy. */
export interface HeatingFact {
  year: number;
  byEnergy: Partial<Record<HeatingEnergy, { kwh: number; kgCo2e: number; entries: number }>>;
  /** Entries whose quantity cannot be turned into kWh (an unknown fuel in litres): left out of the baseline. */
  skippedEntries: number;
}

/**
 * Everything a scenario model reads about its site, from the database: country and location, the grid factor the
 * ledger uses for the country, the fuels' default factors and prices, the heating recorded in the ledger, the
 * headcount and floor area. The models stay pure; this is their one door to the company's data.
 */
export interface SiteFacts {
  siteId: string;
  siteName: string;
  countryCode: string;
  /** The site's address (its city finds its climate station when it has no coordinates). */
  address: string;
  /** The site's own coordinates when stored, else null (the models then take a climate station's). */
  latitude: number | null;
  longitude: number | null;
  gridElectricity: FactorFact | null;
  fuels: Record<FuelEnergy, FactorFact | null>;
  prices: { electricity: PriceFact | null; gas: PriceFact | null; fuel: PriceFact | null };
  heating: HeatingFact | null;
  /** The commuting modes' library factors (the ledger's commuting form's): per vehicle·km for cars, else passenger·km. */
  commute: Partial<Record<CommuteMode, CommuteFactorFact>>;
  /** The site's headcount, else the company's. */
  employees: number | null;
  floorAreaM2: number | null;
}

export const COMMUTE_MODES = ['car_petrol', 'car_electric', 'bus', 'train', 'metro_tram'] as const;
export type CommuteMode = (typeof COMMUTE_MODES)[number];

/** The ledger's fuel key (fuels.ts) of each heating energy, for litres, m³ or tonnes → kWh. */
const FUEL_KEY: Record<HeatingEnergy, string | null> = {
  natural_gas: 'natural_gas',
  fuel_oil: 'heating_oil',
  wood: 'wood_pellets',
  district_heating: null,
  steam: null,
};

/** kWh of net calorific value in `quantity` `unit` of the fuel, through the ledger's own conversions. */
function kwhLhvOf(
  quantity: number,
  unit: UnitCode,
  basis: 'LHV' | 'HHV' | null,
  fuel: string | null,
): number {
  const perKwh: LedgerFactor = {
    kgCo2ePerUnit: 1,
    unit: 'kWh',
    energyBasis: 'LHV',
    uncertaintyPercent: null,
    parts: [],
  };
  return computeEntry({
    categoryKey: 'stationary_combustion',
    quantity,
    unit,
    quantityEnergyBasis: basis,
    fuel,
    factor: perKwh,
  }).quantityInFactorUnit;
}

/** A library factor per kWh LHV of the fuel (a factor per litre or tonne converted through the fuel's properties). */
function perKwhFactor(
  row: LibraryFactorRow & { energyBasis?: 'LHV' | 'HHV' | null },
  fuel: string | null,
  lang: AppLocale,
): FactorFact | null {
  if (!isUnitCode(row.unit)) return null;
  let kgPerKwh: number;
  try {
    // One kWh LHV expressed in the factor's unit, times the factor.
    kgPerKwh = computeEntry({
      categoryKey: 'stationary_combustion',
      quantity: 1,
      unit: 'kWh',
      quantityEnergyBasis: 'LHV',
      fuel,
      factor: {
        kgCo2ePerUnit: row.kgCo2ePerUnit,
        unit: row.unit,
        energyBasis: row.energyBasis ?? null,
        uncertaintyPercent: null,
        parts: [],
      },
    }).co2eKg;
  } catch {
    return null;
  }
  return {
    kgCo2ePerKwh: kgPerKwh,
    source: row.source,
    version: row.datasetVersion,
    name: (lang === 'fr' ? (row.nameFr ?? row.nameEn) : (row.nameEn ?? row.nameFr)) ?? null,
    year: row.year,
  };
}

function heatingEnergyOf(row: HeatingEntryRow): HeatingEnergy | null {
  const energy = row.details.energy as EnergyKind | undefined;
  if (energy === 'natural_gas' || energy === 'fuel_oil' || energy === 'wood') return energy;
  if (energy === 'district_heating' || energy === 'steam') return energy;
  if (row.category === 'heat_steam') return 'district_heating';
  // Entries written before the energy field (the ledger's own form, an import) name the fuel instead.
  const fuel = typeof row.details.fuel === 'string' ? row.details.fuel : null;
  if (fuel === 'natural_gas' || fuel === 'biomethane') return 'natural_gas';
  if (fuel === 'heating_oil' || fuel === 'diesel' || fuel === 'kerosene') return 'fuel_oil';
  if (fuel?.startsWith('wood')) return 'wood';
  return null;
}

export function heatingFact(rows: readonly HeatingEntryRow[]): HeatingFact | null {
  const first = rows[0];
  if (!first) return null;
  const fact: HeatingFact = { year: first.periodYear, byEnergy: {}, skippedEntries: 0 };
  for (const row of rows) {
    const energy = heatingEnergyOf(row);
    if (!energy || !isUnitCode(row.unit)) {
      fact.skippedEntries += 1;
      continue;
    }
    const basis =
      (row.details.quantity_energy_basis as 'LHV' | 'HHV' | null | undefined) ?? row.factorEnergyBasis;
    const fuel = typeof row.details.fuel === 'string' ? row.details.fuel : FUEL_KEY[energy];
    let kwh: number;
    try {
      kwh = kwhLhvOf(row.quantity, row.unit, basis, fuel);
    } catch {
      fact.skippedEntries += 1;
      continue;
    }
    const sums = fact.byEnergy[energy] ?? { kwh: 0, kgCo2e: 0, entries: 0 };
    sums.kwh += kwh;
    sums.kgCo2e += row.co2eKg;
    sums.entries += 1;
    fact.byEnergy[energy] = sums;
  }
  return fact;
}

function priceFact(row: PriceRow | null): PriceFact | null {
  if (!row) return null;
  return {
    eurPerKwh: row.priceEurPerKwh,
    year: row.year,
    source: row.origin === 'company_tariff' ? 'company_tariff' : `${row.dataset} (${row.countryCode})`,
  };
}

/** Reads the facts of a site of the company; null when the site is not the company's. */
export async function siteFacts(
  repositories: { scenarios: ScenariosRepository; energy: EnergyRepository; ledger: LedgerRepository },
  companyId: string,
  siteId: string,
  lang: AppLocale,
): Promise<SiteFacts | null> {
  const site: ScenarioSiteRow | null = await repositories.scenarios.site(companyId, siteId);
  if (!site) return null;
  const countryCode = site.country.toUpperCase();

  const series = await repositories.energy.gridIntensities(countryCode);
  const points = series.flatMap((row) =>
    row.year === null ? [] : [{ year: row.year, kgPerKwh: row.kgCo2ePerUnit }],
  );
  const chosen = gridIntensityFor(points, Number.MAX_SAFE_INTEGER);
  const gridRow = chosen ? series.find((row) => row.year === chosen.year) : undefined;

  const table = energyDefaultsFor(countryCode);
  const fuels = {} as Record<FuelEnergy, FactorFact | null>;
  for (const energy of FUEL_ENERGIES) {
    const ref = table[energy];
    const row = ref ? await repositories.energy.libraryFactor(ref) : null;
    // The energy basis of the factor's kWh, which the library row of energy.repository does not carry.
    const full = row ? await repositories.ledger.findFactor(companyId, row.id) : null;
    fuels[energy] = row
      ? perKwhFactor({ ...row, energyBasis: full?.energyBasis ?? null }, FUEL_KEY[energy], lang)
      : null;
  }

  const [electricity, gas, fuel] = await Promise.all([
    repositories.scenarios.price(companyId, countryCode, 'electricity'),
    repositories.scenarios.price(companyId, countryCode, 'gas'),
    repositories.scenarios.price(companyId, countryCode, 'fuel'),
  ]);

  const commuteRefs = COMMUTE_MODES.flatMap((mode) => {
    const ref = COMMUTING_MODE_FACTORS[mode];
    return ref ? [{ mode, key: ref.key }] : [];
  });
  const commuteRows = await repositories.scenarios.libraryFactorsByKey(commuteRefs.map((ref) => ref.key));
  const commute: SiteFacts['commute'] = {};
  for (const { mode, key } of commuteRefs) {
    const row = commuteRows.find((candidate) => candidate.key === key);
    if (!row) continue;
    commute[mode] = {
      kgCo2ePerUnit: row.kgCo2ePerUnit,
      unit: row.unit,
      source: row.source,
      version: row.datasetVersion,
      name: (lang === 'fr' ? (row.nameFr ?? row.nameEn) : (row.nameEn ?? row.nameFr)) ?? null,
    };
  }

  return {
    siteId: site.id,
    siteName: site.name,
    countryCode,
    address: site.address,
    latitude: site.latitude,
    longitude: site.longitude,
    gridElectricity: gridRow
      ? {
          kgCo2ePerKwh: gridRow.kgCo2ePerUnit,
          source: gridRow.source,
          version: gridRow.datasetVersion,
          name:
            (lang === 'fr' ? (gridRow.nameFr ?? gridRow.nameEn) : (gridRow.nameEn ?? gridRow.nameFr)) ?? null,
          year: gridRow.year,
        }
      : null,
    fuels,
    prices: { electricity: priceFact(electricity), gas: priceFact(gas), fuel: priceFact(fuel) },
    heating: heatingFact(await repositories.scenarios.heatingEntries(companyId, siteId)),
    commute,
    employees: site.employees ?? site.companyEmployees,
    floorAreaM2: site.surfaceM2,
  };
}
