/**
 * Physical constants of fuels, for converting litres, m³ and tonnes of a fuel to energy, and energy between gross
 * and net calorific value (PCS / PCI, HHV / LHV). Every number names its source, which the conversion steps carry
 * (`ConversionStep.source`). Pure data, no I/O. Values were read on 2026-11-24 from the files in
 * shared/data/emission-factors/raw/ (see SOURCES.md there):
 *
 * - ADEME Base Carbone V23.6 (Base_Carbone_V23.6.utf8.csv), category "Combustibles > Caractéristiques physiques":
 *   net heating values ("PCI", GJ per tonne; the "France continentale" row where there are a European and a French
 *   one) and densities ("masse volumique", kg per m³). ADEME is used first because the app's factors are ADEME's.
 *   GJ per tonne ÷ 3.6 = kWh per kg (1 kWh = 3.6 MJ).
 * - DESNZ "UK Government GHG Conversion Factors for Company Reporting 2025" (ghg-conversion-factors-2025-flat-format
 *   .csv), for what ADEME does not give (PCS/PCI of fuels other than gas, kWh per m³ of natural gas). DESNZ derives
 *   a fuel's factors per litre, m³, tonne, kWh net CV and kWh gross CV from one set of fuel properties, so the ratio
 *   of two factors of a fuel is a property of it: HHV/LHV = (kg CO2e per kWh net CV) / (kg CO2e per kWh gross CV).
 *   Kept to 4 significant figures, which the 5-figure factors support.
 *
 * A fuel for which no source gives a value has null there, and a conversion that needs it fails with an error
 * naming both units rather than guessing.
 */

export interface FuelProperties {
  key: string;
  nameEn: string;
  nameFr: string;
  /** Net (lower) heating value, kWh LHV per kg. */
  lhvKwhPerKg: number | null;
  /** Density of a liquid (or liquefied) fuel, kg per litre. */
  densityKgPerLitre: number | null;
  /** Net heating value of a gas, kWh LHV per m³ (a gas bought by volume). */
  lhvKwhPerM3: number | null;
  /** Gross / net calorific value (PCS / PCI): kWh HHV in one kWh LHV of the same fuel. */
  hhvPerLhv: number | null;
  source: {
    lhvKwhPerKg?: string;
    densityKgPerLitre?: string;
    lhvKwhPerM3?: string;
    hhvPerLhv?: string;
  };
}

const ADEME = 'ADEME Base Carbone V23.6';
const DESNZ = 'DESNZ GHG Conversion Factors 2025';
/** An ADEME net heating value, given in GJ per tonne, as kWh per kg. */
const ademePci = (gjPerTonne: number): number => gjPerTonne / 3.6;
const ademePciSource = (id: number, name: string, gjPerTonne: number, where = 'France continentale') =>
  `${ADEME}, element ${id} "${name}" PCI ${gjPerTonne} GJ/t (${where}) ÷ 3.6`;
const ademeDensitySource = (id: number, name: string, kgPerM3: number) =>
  `${ADEME}, element ${id} "${name}" masse volumique ${kgPerM3} kg/m³`;
const desnzRatioSource = (name: string, net: number, gross: number) =>
  `${DESNZ}, "${name}": ${net} kg CO2e/kWh (Net CV) ÷ ${gross} kg CO2e/kWh (Gross CV)`;

function fuel(properties: FuelProperties): FuelProperties {
  return Object.freeze({ ...properties, source: Object.freeze({ ...properties.source }) });
}

export const FUELS: Readonly<Record<string, FuelProperties>> = Object.freeze({
  natural_gas: fuel({
    key: 'natural_gas',
    nameEn: 'Natural gas',
    nameFr: 'Gaz naturel',
    lhvKwhPerKg: ademePci(49.6),
    densityKgPerLitre: null,
    // 2.06672 kg CO2e per m³ ÷ 0.20270 kg CO2e per kWh (Net CV) = 10.196 kWh per m³ (UK gas, DESNZ conditions).
    lhvKwhPerM3: 10.196,
    // ADEME's convention for natural gas, PCS/PCI = 1.11: the ratio of its factors for the French mix 2022, per kWh
    // PCI 0.239 (element 37132) and per kWh PCS 0.215 (element 37133), is 1.112; DESNZ 2025 gives 0.20270 / 0.18296 = 1.108.
    hhvPerLhv: 1.11,
    source: {
      lhvKwhPerKg: ademePciSource(9374, 'Gaz naturel', 49.6),
      lhvKwhPerM3: `${DESNZ}, "Natural gas": 2.06672 kg CO2e/m³ ÷ 0.20270 kg CO2e/kWh (Net CV)`,
      hhvPerLhv:
        'ADEME convention PCS/PCI = 1.11 for natural gas (Base Carbone V23.6 "Gaz naturel - 2022": 0.239 kg CO2e/kWh PCI ÷ 0.215 kg CO2e/kWh PCS, elements 37132/37133)',
    },
  }),
  diesel: fuel({
    key: 'diesel',
    nameEn: 'Diesel',
    nameFr: 'Gazole',
    lhvKwhPerKg: ademePci(42),
    densityKgPerLitre: 0.845,
    lhvKwhPerM3: null,
    hhvPerLhv: 1.063,
    source: {
      lhvKwhPerKg: ademePciSource(9394, 'Gazole', 42),
      densityKgPerLitre: ademeDensitySource(9412, 'Gazole', 845),
      hhvPerLhv: desnzRatioSource('Diesel (average biofuel blend)', 0.25953, 0.24411),
    },
  }),
  petrol: fuel({
    key: 'petrol',
    nameEn: 'Petrol',
    nameFr: 'Essence (SP95 - SP98)',
    lhvKwhPerKg: ademePci(44),
    densityKgPerLitre: 0.755,
    lhvKwhPerM3: null,
    hhvPerLhv: 1.056,
    source: {
      lhvKwhPerKg: ademePciSource(9380, 'Essence SP 95 - SP 98', 44),
      densityKgPerLitre: ademeDensitySource(9407, 'Essence SP 95 - SP 98', 755),
      hhvPerLhv: desnzRatioSource('Petrol (average biofuel blend)', 0.23181, 0.21956),
    },
  }),
  heating_oil: fuel({
    key: 'heating_oil',
    nameEn: 'Heating oil',
    nameFr: 'Fioul domestique',
    lhvKwhPerKg: ademePci(42),
    densityKgPerLitre: 0.845,
    lhvKwhPerM3: null,
    hhvPerLhv: 1.064,
    source: {
      lhvKwhPerKg: ademePciSource(9379, 'Fioul domestique', 42),
      densityKgPerLitre: ademeDensitySource(9406, 'Fioul domestique', 845),
      hhvPerLhv: desnzRatioSource('Gas oil', 0.27288, 0.2565),
    },
  }),
  lpg: fuel({
    key: 'lpg',
    nameEn: 'LPG',
    nameFr: 'GPL',
    lhvKwhPerKg: ademePci(46),
    densityKgPerLitre: 0.538,
    lhvKwhPerM3: null,
    hhvPerLhv: 1.074,
    source: {
      lhvKwhPerKg: ademePciSource(9373, 'GPL pour véhicule routier', 46),
      densityKgPerLitre: ademeDensitySource(9403, 'GPL pour véhicule routier', 538),
      hhvPerLhv: desnzRatioSource('LPG', 0.23032, 0.2145),
    },
  }),
  propane: fuel({
    key: 'propane',
    nameEn: 'Propane',
    nameFr: 'Propane',
    lhvKwhPerKg: ademePci(46),
    densityKgPerLitre: 0.515,
    lhvKwhPerM3: null,
    hhvPerLhv: 1.086,
    source: {
      lhvKwhPerKg: ademePciSource(9376, 'Propane', 46),
      densityKgPerLitre: ademeDensitySource(9404, 'Propane', 515),
      hhvPerLhv: desnzRatioSource('Propane', 0.23258, 0.2141),
    },
  }),
  butane: fuel({
    key: 'butane',
    nameEn: 'Butane',
    nameFr: 'Butane',
    lhvKwhPerKg: ademePci(45.6),
    densityKgPerLitre: 0.585,
    lhvKwhPerM3: null,
    hhvPerLhv: 1.084,
    source: {
      lhvKwhPerKg: ademePciSource(9375, 'Butane', 45.6),
      densityKgPerLitre: ademeDensitySource(9411, 'Butane', 585),
      hhvPerLhv: desnzRatioSource('Butane', 0.24107, 0.22241),
    },
  }),
  coal: fuel({
    key: 'coal',
    nameEn: 'Coal (hard coal)',
    nameFr: 'Houille',
    lhvKwhPerKg: ademePci(32),
    densityKgPerLitre: null,
    lhvKwhPerM3: null,
    hhvPerLhv: 1.053,
    source: {
      lhvKwhPerKg: ademePciSource(9388, 'Houille', 32),
      hhvPerLhv: desnzRatioSource('Coal (industrial)', 0.33944, 0.32246),
    },
  }),
  kerosene: fuel({
    key: 'kerosene',
    nameEn: 'Kerosene (jet A1 or A)',
    nameFr: 'Kérosène (jet A1 ou A)',
    lhvKwhPerKg: ademePci(44),
    densityKgPerLitre: 0.8,
    lhvKwhPerM3: null,
    hhvPerLhv: 1.053,
    source: {
      lhvKwhPerKg: ademePciSource(9400, 'Kérosène jet A1 ou A', 44),
      densityKgPerLitre: ademeDensitySource(9408, 'Kérosène jet A1 ou A', 800),
      hhvPerLhv: desnzRatioSource('Burning oil', 0.25975, 0.24677),
    },
  }),
  wood_pellets: fuel({
    key: 'wood_pellets',
    nameEn: 'Wood pellets (8 % moisture)',
    nameFr: "Granulés de bois (8 % d'humidité)",
    lhvKwhPerKg: ademePci(17.6),
    densityKgPerLitre: null,
    lhvKwhPerM3: null,
    hhvPerLhv: null,
    source: { lhvKwhPerKg: ademePciSource(14172, "Granulés bois 8% d'humidité", 17.6) },
  }),
  wood_logs: fuel({
    key: 'wood_logs',
    nameEn: 'Wood logs (20 % moisture)',
    nameFr: "Bois bûche (20 % d'humidité)",
    lhvKwhPerKg: ademePci(13.9),
    densityKgPerLitre: null,
    lhvKwhPerM3: null,
    hhvPerLhv: null,
    source: { lhvKwhPerKg: ademePciSource(14195, "Bois bûche 20% d'humidité", 13.9) },
  }),
  wood_chips: fuel({
    key: 'wood_chips',
    nameEn: 'Forest wood chips (25 % moisture)',
    nameFr: "Plaquettes forestières (25 % d'humidité)",
    lhvKwhPerKg: ademePci(13.1),
    densityKgPerLitre: null,
    lhvKwhPerM3: null,
    hhvPerLhv: null,
    source: { lhvKwhPerKg: ademePciSource(14224, "Plaquettes forestières 25% d'humidité", 13.1) },
  }),
  // Neither ADEME Base Carbone V23.6 nor DESNZ 2025 gives a heating value or a PCS/PCI ratio for biomethane that
  // can be read off (DESNZ's per-kg and per-GJ factors of biomethane are not proportional): energy units only.
  biomethane: fuel({
    key: 'biomethane',
    nameEn: 'Biomethane',
    nameFr: 'Biométhane',
    lhvKwhPerKg: null,
    densityKgPerLitre: null,
    lhvKwhPerM3: null,
    hhvPerLhv: null,
    source: {},
  }),
});

export function fuelProperties(key: string): FuelProperties | undefined {
  return Object.hasOwn(FUELS, key) ? FUELS[key] : undefined;
}
