import type { EnergyPrice, SlotPrice } from '@carbon/contracts/energy-prices';
import type { CompanyPriceRow, DefaultPriceRow } from './energy-prices.repository.ts';

/** Eurostat's band codes as their bands are named in its publications. */
const BAND_NAMES: Record<string, string> = {
  'MWH500-1999': 'IC (500–1,999 MWh a year)',
  'GJ10000-99999': 'I3 (10,000–99,999 GJ a year)',
};

const TAX_NAMES: Record<string, string> = {
  X_VAT: 'excluding VAT and other recoverable taxes and levies',
};

/** Fewer digits than a double carries: 0.1 + 0.2 is shown as 0.3. */
function tidy(value: number): number {
  return Number(value.toPrecision(12));
}

/** `fallback`: listed for a later year that has no published default yet (the item keeps its own year). */
export function toDefaultPrice(row: DefaultPriceRow, fallback = false): EnergyPrice {
  return {
    id: row.id,
    source: row.source,
    year: row.year,
    country_code: row.countryCode,
    customized: false,
    fallback,
    kind: 'default',
    name: `Eurostat ${row.dataset}`,
    tariff_family: 'base',
    slots: [{ slot: 'base', price_eur_per_kwh: row.priceEurPerKwh }],
    price_eur_per_kwh: row.priceEurPerKwh,
    emission_kg_co2e_per_kwh: row.emissionKgCo2ePerKwh,
    reference: {
      publisher: 'Eurostat',
      dataset: row.dataset,
      consumption_band: BAND_NAMES[row.consumptionBand] ?? row.consumptionBand,
      taxes: TAX_NAMES[row.taxes] ?? row.taxes,
      period: `${row.year}-S1, ${row.year}-S2 (mean)`,
      licence: 'CC BY 4.0',
    },
  };
}

/**
 * A company price as listed: its country is the company's; a tariff, which has no emission of its own, takes
 * that of its country's default for the same year and source (`defaultEmission`).
 */
export function toCompanyPrice(
  row: CompanyPriceRow,
  countryCode: string | null,
  defaultEmission: number | null,
): EnergyPrice {
  return {
    id: row.id,
    source: row.source,
    year: row.year,
    country_code: countryCode,
    customized: true,
    fallback: false,
    kind: row.kind,
    name: row.name,
    tariff_family: row.tariffFamily,
    slots: row.slots as SlotPrice[],
    price_eur_per_kwh: tidy(row.priceEurPerKwh),
    emission_kg_co2e_per_kwh: row.emissionKgCo2ePerKwh ?? (row.kind === 'tariff' ? defaultEmission : null),
    reference: null,
  };
}
