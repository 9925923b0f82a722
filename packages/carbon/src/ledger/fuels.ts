/**
 * Physical constants of fuels, for converting litres, m³ and tonnes of a fuel to energy and between gross and
 * net calorific value (PCS / PCI, HHV / LHV). Every number names its source. Pure data, no I/O.
 *
 * DESNZ 2025 values are derived from the "UK Government GHG Conversion Factors for Company Reporting 2025"
 * (flat format, shared/data/emission-factors/raw/uk-desnz-ghg-conversion-factors/
 * ghg-conversion-factors-2025-flat-format.csv): DESNZ computes a fuel's factors per litre, per tonne, per m³ and
 * per kWh (gross and net CV) from one set of fuel properties, so the ratio of two of its factors of the same fuel
 * is that property: kWh (net CV) per litre = (kg CO2e per litre) / (kg CO2e per kWh net CV), and
 * HHV/LHV = (kg CO2e per kWh net CV) / (kg CO2e per kWh gross CV). They are given to 4 significant figures,
 * which is what the 5-figure factors support.
 */

export interface FuelProperties {
  key: string;
  nameEn: string;
  nameFr: string;
  /** Net (lower) heating value, kWh LHV per kg. */
  lhvKwhPerKg: number | null;
  /** Density of a liquid fuel, kg per litre. */
  densityKgPerLitre: number | null;
  /** Net heating value of a gas, kWh LHV per normal m³ (when the fuel is bought by volume of gas). */
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

const DESNZ_2025 = 'DESNZ UK GHG Conversion Factors 2025 (flat format), ratio of the factors of';

/** Natural gas: PCS/PCI = 1.11 is the convention of ADEME (Base Carbone documentation, "Gaz naturel"). */
const ADEME_GAS_PCS_PCI = 'ADEME Base Carbone documentation: PCS/PCI = 1.11 for natural gas (French convention)';

export const FUELS: Readonly<Record<string, FuelProperties>> = Object.freeze({
  natural_gas: {
    key: 'natural_gas',
    nameEn: 'Natural gas',
    nameFr: 'Gaz naturel',
    // 2575.46441 kg CO2e/t ÷ 0.20270 kg CO2e/kWh net = 12 706 kWh/t.
    lhvKwhPerKg: 12.71,
    densityKgPerLitre: null,
    // 2.06672 kg CO2e/m³ ÷ 0.20270 kg CO2e/kWh net = 10.196 kWh/m³.
    lhvKwhPerM3: 10.2,
    hhvPerLhv: 1.11,
    source: {
      lhvKwhPerKg: `${DESNZ_2025} "Natural gas" per tonne and per kWh (Net CV)`,
      lhvKwhPerM3: `${DESNZ_2025} "Natural gas" per cubic metre and per kWh (Net CV)`,
      hhvPerLhv: `${ADEME_GAS_PCS_PCI}; DESNZ 2025 gives 1.108`,
    },
  },
  diesel: {
    key: 'diesel',
    nameEn: 'Diesel (road, average biofuel blend)',
    nameFr: 'Gazole routier',
    // 3087.94462 / 0.25953 = 11 898 kWh/t; 2.57082 / 3087.94462 × 1000 = 0.8325 kg/l; 0.25953 / 0.24411 = 1.063.
    lhvKwhPerKg: 11.9,
    densityKgPerLitre: 0.8325,
    lhvKwhPerM3: null,
    hhvPerLhv: 1.063,
    source: {
      lhvKwhPerKg: `${DESNZ_2025} "Diesel (average biofuel blend)" per tonne and per kWh (Net CV)`,
      densityKgPerLitre: `${DESNZ_2025} "Diesel (average biofuel blend)" per litre and per tonne`,
      hhvPerLhv: `${DESNZ_2025} "Diesel (average biofuel blend)" per kWh (Net CV) and per kWh (Gross CV)`,
    },
  },
});

export function fuelProperties(key: string): FuelProperties | undefined {
  return Object.hasOwn(FUELS, key) ? FUELS[key] : undefined;
}
