import Decimal from 'decimal.js';
import type { Footprint } from '@carbon/contracts/products';

/**
 * The ProductFootprint v3 of a shared product (issue 15 section 1, docs/decisions/0033-pact-exchange.md), built
 * from the product's stored footprint. Pure: the same product gives the same content, so a change of content is
 * what makes a new footprint id.
 */
export const PACT_SPEC_VERSION = '3.0.3';

/** Decimals with room for any stored figure: the default 20 significant digits would round long sums. */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });

/**
 * Significant digits a stored figure keeps. The footprint is computed in doubles, whose sums carry a relative error
 * near 1e-16 (0.1 + 0.2 = 0.30000000000000004): twelve digits keep every digit the data can mean (no factor is
 * known to better than a few per cent) and drop that noise, so a reader never sees 0.7343368276000001 for
 * 0.7343368276.
 */
export const PACT_SIGNIFICANT_DIGITS = 12;

/**
 * A stored figure as a PACT decimal string: its shortest round-trip text, to twelve significant digits, and from
 * there on only decimal arithmetic applies, so no drift is added. `toFixed()` avoids the exponent form (1e-7) that
 * the Decimal pattern `^[+-]?\d+(\.\d+)?$` refuses.
 */
export function decimalString(value: number | Decimal): string {
  const decimal =
    value instanceof D ? value : new D(String(value)).toSignificantDigits(PACT_SIGNIFICANT_DIGITS);
  const text = decimal.toFixed();
  return text === '-0' ? '0' : text;
}

/** Our product units → PACT's declared unit and the amount of it one product unit is. */
const DECLARED_UNITS: Record<string, { unit: string; amount: string }> = {
  unit: { unit: 'piece', amount: '1' },
  kg: { unit: 'kilogram', amount: '1' },
  g: { unit: 'kilogram', amount: '0.001' },
  tonne: { unit: 'kilogram', amount: '1000' },
  lb: { unit: 'kilogram', amount: '0.45359237' },
  l: { unit: 'liter', amount: '1' },
  ml: { unit: 'liter', amount: '0.001' },
  m3: { unit: 'cubic meter', amount: '1' },
  kWh: { unit: 'kilowatt hour', amount: '1' },
  MWh: { unit: 'kilowatt hour', amount: '1000' },
  m2: { unit: 'square meter', amount: '1' },
  't.km': { unit: 'ton kilometer', amount: '1' },
};

export function declaredUnitOf(productUnit: string): { unit: string; amount: string } | null {
  return DECLARED_UNITS[productUnit] ?? null;
}

export interface PactProductSource {
  productId: string;
  name: string;
  description: string;
  unit: string;
  weightPerUnitKg: number;
  footprint: Footprint;
  /** The last save of the product: its year is the reference period. */
  updatedAt: Date;
  companyId: string;
  companyName: string;
  /** ISO 3166-1 alpha-2 of the product's site. */
  siteCountry: string | null;
  /** IPCC reports of the factors the lines use (emission_factors.gwp_basis), where known. */
  gwpBases: readonly string[];
  extraProductIds: readonly string[];
  productClassifications: readonly string[];
  extraCompanyIds: readonly string[];
}

/** PEF-style age score of decision 0027: ≤ 2 years → 1, ≤ 5 → 2, ≤ 10 → 3, older → 4, unknown → 5. */
function ageScore(ageYears: number | null): number {
  if (ageYears === null) return 5;
  if (ageYears <= 2) return 1;
  if (ageYears <= 5) return 2;
  if (ageYears <= 10) return 3;
  return 4;
}

/** Decision 0027's geography criterion: the factor's country equals the site's → 1, another → 3, unknown → 5. */
function geographyScore(geography: string | null, siteCountry: string | null): number {
  if (!geography || !siteCountry) return 5;
  return geography.toUpperCase() === siteCountry.toUpperCase() ? 1 : 3;
}

/**
 * The product's DQRs from its lines' criteria, weighted by |kg CO2e| as the product's own score is (plain mean when
 * all are zero). The engine has no technological criterion; the origin criterion (primary 1, secondary 3) stands
 * for it, as the closest of the three to "how representative is the process data".
 */
function dataQualityRatings(footprint: Footprint, siteCountry: string | null) {
  const lines = footprint.lines;
  if (lines.length === 0) return null;
  const weights = lines.map((line) => new D(String(Math.abs(line.kg_co2e_per_unit))));
  const total = weights.reduce((sum, w) => sum.plus(w), new D(0));
  const mean = (score: (index: number) => number) => {
    if (total.isZero()) {
      return lines.reduce((sum, _l, i) => sum.plus(score(i)), new D(0)).div(lines.length);
    }
    return weights.reduce((sum, w, i) => sum.plus(w.times(score(i))), new D(0)).div(total);
  };
  const rating = (value: Decimal) => decimalString(value.toDecimalPlaces(2));
  return {
    technologicalDQR: rating(mean((i) => (lines[i]!.data_quality.primary ? 1 : 3))),
    geographicalDQR: rating(mean((i) => geographyScore(lines[i]!.data_quality.geography, siteCountry))),
    temporalDQR: rating(mean((i) => ageScore(lines[i]!.data_quality.age_years))),
  };
}

/** The library datasets the secondary factors come from, each once; a factor without a version is named by year. */
function secondarySources(footprint: Footprint): { name: string; version: string }[] {
  const seen = new Map<string, { name: string; version: string }>();
  for (const line of footprint.lines) {
    const factor = line.factor;
    if (!factor || factor.primary || !factor.source.trim()) continue;
    const version = factor.version?.trim() || (factor.year !== null ? String(factor.year) : '');
    if (!version) continue;
    seen.set(`${factor.source}\u0000${version}`, { name: factor.source, version });
  }
  return [...seen.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/**
 * The partner-independent content of the product's footprint: everything but `id`, `status`, `created` and
 * `precedingPfIds`, which belong to the issued document. Null when the product's unit has no PACT declared unit.
 */
export function buildFootprintContent(source: PactProductSource): Record<string, unknown> | null {
  const declared = declaredUnitOf(source.unit);
  if (!declared) return null;
  const year = source.updatedAt.getUTCFullYear();
  const total = decimalString(source.footprint.kg_co2e_per_unit);
  const country = source.siteCountry?.toUpperCase() ?? null;
  const ipcc = unique(source.gwpBases.filter((basis) => /^AR\d+$/.test(basis))).sort();
  const dqi = dataQualityRatings(source.footprint, country);
  const factorSources = secondarySources(source.footprint);
  const classifications = unique(source.productClassifications);
  const pcf: Record<string, unknown> = {
    declaredUnitOfMeasurement: declared.unit,
    declaredUnitAmount: declared.amount,
    productMassPerDeclaredUnit: decimalString(source.weightPerUnitKg),
    referencePeriodStart: `${year}-01-01T00:00:00Z`,
    referencePeriodEnd: `${year + 1}-01-01T00:00:00Z`,
    ...(country && /^[A-Z]{2}$/.test(country) ? { geographyCountry: country } : {}),
    // The engine keeps no biogenic split: every line's CO2e counts as fossil, and no biogenic uptake is claimed,
    // so both PCF figures are the total (decision 0033).
    pcfExcludingBiogenicUptake: total,
    pcfIncludingBiogenicUptake: total,
    fossilGhgEmissions: total,
    fossilCarbonContent: '0',
    packagingEmissionsIncluded: source.footprint.by_stage.packaging !== 0,
    ...(source.footprint.by_stage.packaging !== 0
      ? { packagingGhgEmissions: decimalString(source.footprint.by_stage.packaging) }
      : {}),
    // Factors whose report is not recorded (a company's own) are taken at the methodology's latest, AR6.
    ipccCharacterizationFactors: ipcc.length > 0 ? ipcc : ['AR6'],
    crossSectoralStandards: ['ISO14067', 'GHGP-Product'],
    boundaryProcessesDescription:
      'Cradle to gate plus distribution: raw materials, energy, transport, packaging, waste and distribution.',
    exemptedEmissionsPercent: '0',
    ...(factorSources.length > 0 ? { secondaryEmissionFactorSources: factorSources } : {}),
    primaryDataShare: decimalString(
      new D(String(source.footprint.data_quality.primary_share_percent)).toDecimalPlaces(2),
    ),
    ...(dqi ? { dqi } : {}),
  };
  return {
    specVersion: PACT_SPEC_VERSION,
    validityPeriodStart: `${year}-01-01T00:00:00Z`,
    validityPeriodEnd: `${year + 3}-01-01T00:00:00Z`,
    companyName: source.companyName,
    companyIds: unique([`urn:uuid:${source.companyId}`, ...source.extraCompanyIds]),
    productDescription: source.description.trim() || source.name,
    productIds: unique([`urn:uuid:${source.productId}`, ...source.extraProductIds]),
    ...(classifications.length > 0 ? { productClassifications: classifications } : {}),
    productNameCompany: source.name,
    pcf,
  };
}

/** The issued document: content plus the fields of this version. Key order follows the specification's. */
export function productFootprintDocument(row: {
  id: string;
  content: Record<string, unknown>;
  status: 'Active' | 'Deprecated';
  precedingPfIds: readonly string[];
  createdAt: Date;
}): Record<string, unknown> {
  const { specVersion, ...rest } = row.content;
  return {
    id: row.id,
    specVersion,
    ...(row.precedingPfIds.length > 0 ? { precedingPfIds: [...row.precedingPfIds] } : {}),
    created: row.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    status: row.status,
    ...rest,
  };
}
