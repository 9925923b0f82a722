import { convertMoney, ECB_EUR_USD_2022_ANNUAL_AVERAGE, parseFactorUnit } from '@carbon/carbon/units';
import {
  applyMultiplier,
  datasetFields,
  factorKey,
  unitFields,
  SINGLE_EDITION,
  type FactorDataset,
  type NormalisedFactor,
} from './factor';
import { col, cleanText, numberOrNull, readCsv, requiredNumber, textOrNull } from './parse-helpers';

export const useeioDataset: FactorDataset = {
  source: 'us-epa-useeio',
  datasetVersion: 'v1.3.0',
  title: 'Supply Chain Greenhouse Gas Emission Factors v1.3 by NAICS-6 (USEEIO), 2022 USD',
  publisher: 'U.S. Environmental Protection Agency, Office of Research and Development',
  licence: 'Public domain (U.S. Government work)',
  licenceUrl: 'https://doi.org/10.23719/1531143',
  // Not stated in the files. Measured: the CO2e totals equal the per-gas file weighted by CO2 1, CH4 28.0 and
  // N2O 265.1 (least squares over the 1,016 sectors), the AR5 GWP100 values (AR4: 25 and 298; AR6: 29.8 and 273).
  gwpBasis: 'AR5',
  attribution:
    'U.S. EPA, Supply Chain Greenhouse Gas Emission Factors v1.3 by NAICS-6 (doi:10.23719/1531143)',
  directory: 'us-epa-useeio-supply-chain',
  files: ['SupplyChainGHGEmissionFactors_v1.3.0_NAICS_CO2e_USD2022.csv'],
};

const C = {
  code: '2017 NAICS Code',
  title: '2017 NAICS Title',
  ghg: 'GHG',
  unit: 'Unit',
  withoutMargins: 'Supply Chain Emission Factors without Margins',
  margins: 'Margins of Supply Chain Emission Factors',
  withMargins: 'Supply Chain Emission Factors with Margins',
  useeioCode: 'Reference USEEIO Code',
} as const;

/** NAICS 2017 sectors (first two digits), as titled by the US Census Bureau, for browsing by category. */
const NAICS_SECTORS: Record<string, string> = {
  '11': 'Agriculture, Forestry, Fishing and Hunting',
  '21': 'Mining, Quarrying, and Oil and Gas Extraction',
  '22': 'Utilities',
  '23': 'Construction',
  '31': 'Manufacturing',
  '32': 'Manufacturing',
  '33': 'Manufacturing',
  '42': 'Wholesale Trade',
  '44': 'Retail Trade',
  '45': 'Retail Trade',
  '48': 'Transportation and Warehousing',
  '49': 'Transportation and Warehousing',
  '51': 'Information',
  '52': 'Finance and Insurance',
  '53': 'Real Estate and Rental and Leasing',
  '54': 'Professional, Scientific, and Technical Services',
  '55': 'Management of Companies and Enterprises',
  '56': 'Administrative and Support and Waste Management and Remediation Services',
  '61': 'Educational Services',
  '62': 'Health Care and Social Assistance',
  '71': 'Arts, Entertainment, and Recreation',
  '72': 'Accommodation and Food Services',
  '81': 'Other Services (except Public Administration)',
  '92': 'Public Administration',
};

/**
 * US dollars per euro, 2022: the ECB euro foreign exchange reference rate for USD, annual average of the daily
 * rates of 2022 (ECB_EUR_USD_2022_ANNUAL_AVERAGE in @carbon/carbon/units, series EXR.A.USD.EUR.SP00.A: 1.0530), the
 * price year of the factors. USEEIO's factors are per 2022 US dollar; offered per euro of the same year,
 * kg CO2e/EUR = kg CO2e/USD × 1.0530. Only the currency is converted: the price level stays that of 2022 US
 * purchaser prices (docs/decisions/0018-factor-editions-parts-units.md).
 */
export const USD_PER_EUR_2022 = convertMoney(1, 'EUR', 'USD', ECB_EUR_USD_2022_ANNUAL_AVERAGE);
export const USD_PER_EUR_2022_SOURCE = ECB_EUR_USD_2022_ANNUAL_AVERAGE.source;

/**
 * One spend-based factor per NAICS-6 commodity: kg CO2e per 2022 US dollar at purchaser price, i.e. the value
 * "with margins" (transport, wholesale and retail margins included), which is the one to apply to what a buyer
 * paid. Titles are English only. Applying them to euro spend is documented in README.md.
 */
export function parseUseeio(csv: string): NormalisedFactor[] {
  const records = readCsv(csv, Object.values(C), 'USEEIO');
  return records.map((record) => {
    const code = col(record, C.code).trim();
    const what = `USEEIO ${code}`;
    if (col(record, C.ghg).trim() !== 'All GHGs') throw new Error(`${what}: expected the all-GHG CO2e file`);
    const unitRaw = cleanText(col(record, C.unit));
    const parsed = parseFactorUnit(unitRaw);
    if (!parsed) throw new Error(`${what}: unrecognised unit ${JSON.stringify(unitRaw)}`);
    const { multiplier, ...unit } = unitFields(parsed.denominator, parsed.numeratorKgCo2e);
    if (unit.unit !== 'USD' || unit.priceYear !== 2022) throw new Error(`${what}: expected 2022 US dollars`);
    const sourceText = col(record, C.withMargins);
    const sourceValue = requiredNumber(sourceText, `${what} with margins`);
    const perEur = applyMultiplier(sourceValue, multiplier * USD_PER_EUR_2022, sourceText);
    const sector = NAICS_SECTORS[code.slice(0, 2)];
    if (!sector) throw new Error(`${what}: unknown NAICS sector ${code.slice(0, 2)}`);
    const factor: NormalisedFactor = {
      key: factorKey('us-epa-useeio', code),
      ...datasetFields(useeioDataset),
      sourceId: code,
      nameFr: null,
      nameEn: cleanText(col(record, C.title)),
      nameLanguages: 'en',
      categoryPathFr: [],
      categoryPathEn: [sector],
      unitRaw,
      sourceValue,
      ...unit,
      // Offered per 2022 euro; unit_raw and source_value keep the published dollar value.
      unit: 'EUR',
      currency: 'EUR',
      ...SINGLE_EDITION,
      parts: null,
      kgCo2ePerUnit: perEur,
      // The per-gas file gives kg of each gas, not CO2e, and the GWP set behind the totals is not stated: no split.
      gases: null,
      components: null,
      lifecycleStages: null,
      uncertaintyPercent: null,
      quality: null,
      qualityScheme: null,
      countryCode: 'US',
      regionCode: null,
      locationFr: null,
      locationEn: 'United States',
      year: 2022,
      validFrom: null,
      validTo: null,
      validityText: null,
      status: 'valid',
      ghgScope: null,
      duplicateOfKey: null,
      commentFr: `Converti de ${sourceText.trim()} kg CO2e par dollar US 2022 au taux de ${USD_PER_EUR_2022.toFixed(4)} USD pour 1 EUR (taux de référence de la BCE, moyenne 2022).`,
      commentEn: `Converted from ${sourceText.trim()} kg CO2e per 2022 US dollar at ${USD_PER_EUR_2022.toFixed(4)} USD per EUR (ECB reference rate, 2022 average).`,
      sourceMetadata: {
        naicsCode: code,
        usdPerEur: USD_PER_EUR_2022,
        usdPerEurSource: USD_PER_EUR_2022_SOURCE,
        kgCo2ePerUsd: sourceValue,
        kgCo2ePerUsdWithoutMargins: numberOrNull(col(record, C.withoutMargins), `${what} without margins`),
        kgCo2ePerUsdMargins: numberOrNull(col(record, C.margins), `${what} margins`),
        useeioCode: textOrNull(col(record, C.useeioCode)),
      },
    };
    return factor;
  });
}
