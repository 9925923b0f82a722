import type { EnergyKind } from '@carbon/contracts/energy';

/** A library factor, named as the library loader stores it (`emission_factors.source` and `.source_id`). */
export interface LibraryFactorRef {
  source: 'ademe-base-carbone' | 'uk-desnz';
  /** ADEME: the element id; DESNZ: `${edition}:${ID}`. */
  sourceId: string;
}

const ademe = (sourceId: string): LibraryFactorRef => ({ source: 'ademe-base-carbone', sourceId });
const desnz = (sourceId: string): LibraryFactorRef => ({ source: 'uk-desnz', sourceId: `2025:${sourceId}` });

/**
 * The default factor of each energy but electricity (the ledger takes the grid intensity of the site's country and
 * year), docs/decisions/0020-ledger.md § Default energy factors. France: ADEME Base Carbone V23.6, the rows a French
 * carbon accountant uses (combustion + upstream parts, mainland France). Elsewhere ADEME has no national row, and
 * DESNZ's (UK) fuel rows are generic fuel combustion factors, valid in any country; heat and steam outside France
 * take DESNZ's district heat and steam (a UK network average: the supplier's factor should replace it). Null: no
 * default, the factor is chosen by a search.
 */
export const ENERGY_DEFAULT_FACTORS: {
  FR: Record<Exclude<EnergyKind, 'electricity'>, LibraryFactorRef | null>;
  other: Record<Exclude<EnergyKind, 'electricity'>, LibraryFactorRef | null>;
} = {
  FR: {
    /** "Gaz naturel - 2022, mix moyen, consommation", kgCO2e/kWh PCI, 0.239. */
    natural_gas: ademe('37132'),
    /** "Fioul domestique", France continentale, kgCO2e/litre, 3.25. */
    fuel_oil: ademe('14087'),
    /** "Granulés, blancs français (issus de connexe de scierie)", kgCO2e/kg, 0.0469. */
    wood: ademe('34948'),
    /** "Réseau de chaleur, Autres réseaux de chaleurs, 2021", kgCO2e/kWh, 0.385 (V23.6 has no national average). */
    district_heating: ademe('37089'),
    /** "Réseau de froid, Autres réseaux de froid, 2021", kgCO2e/kWh, 0.12. */
    district_cooling: ademe('37090'),
    /** ADEME has no steam factor: DESNZ 2025 "District heat and steam", kg CO2e/kWh, 0.17529. */
    steam: desnz('10_401_4003_5_1'),
  },
  other: {
    /** DESNZ 2025 "Natural gas", kWh (Net CV), 0.2027. */
    natural_gas: desnz('1_100_1004_7_1'),
    /** DESNZ 2025 "Gas oil" (heating oil), litres, 2.75541. */
    fuel_oil: desnz('1_101_1014_8_1'),
    /** DESNZ 2025 "Wood pellets", tonnes, 55.19389. */
    wood: desnz('2_104_1045_15_1'),
    /** DESNZ 2025 "District heat and steam", kWh, 0.17529. */
    district_heating: desnz('10_401_4003_5_1'),
    /** Neither ADEME (outside France) nor DESNZ publishes one. */
    district_cooling: null,
    steam: desnz('10_401_4003_5_1'),
  },
};

/** The table's row for a country (ISO 3166 alpha-2, any case; null: no country known, the generic rows). */
export function energyDefaultsFor(countryCode: string | null) {
  return countryCode?.toUpperCase() === 'FR' ? ENERGY_DEFAULT_FACTORS.FR : ENERGY_DEFAULT_FACTORS.other;
}
