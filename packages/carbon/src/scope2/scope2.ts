/**
 * Scope 2 electricity, both methods of the GHG Protocol Scope 2 Guidance (2015), which are both stored and
 * reported ("dual reporting"). Pure functions, no I/O.
 *
 * - Location-based: consumption × the grid-average intensity of the site's country for the inventory year
 *   (the latest published year at or before it, see gridIntensityFor).
 * - Market-based: kWh covered by cancelled guarantees of origin count at 0 kg; the rest of the consumption takes
 *   the first factor available of: the supplier's contract factor, else the residual mix, else the location
 *   factor, which is then marked as a fallback ('location_fallback') because the Guidance wants a residual mix.
 *   Guarantees of origin are energy attribute certificates, the first instrument of the Guidance's hierarchy
 *   (Table 6.3), so they apply to the kWh they cover whatever the contract; a contract factor (which may be 0 for
 *   a green offer whose certificates the supplier cancels) then applies to the rest.
 */

export type MarketBasis = 'contract' | 'guarantees_of_origin' | 'residual_mix' | 'location_fallback';

export interface Scope2Input {
  kwh: number;
  /** Grid average of the site's country and year. */
  locationKgPerKwh: number;
  /** Supplier contract factor (0 allowed). */
  contractKgPerKwh?: number | null;
  /** kWh covered by cancelled GOs, counted at 0. */
  guaranteesOfOriginKwh?: number | null;
  residualMixKgPerKwh?: number | null;
}

export interface Scope2Result {
  locationKg: number;
  marketKg: number;
  /** The basis of the uncovered part (or 'guarantees_of_origin' when all covered). */
  marketBasis: MarketBasis;
  coveredKwh: number;
}

function requireNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number ≥ 0, got ${value}`);
}

const isGiven = (value: number | null | undefined): value is number => value !== null && value !== undefined;

export function scope2Electricity(input: Scope2Input): Scope2Result {
  const { kwh, locationKgPerKwh } = input;
  requireNonNegative('kwh', kwh);
  requireNonNegative('locationKgPerKwh', locationKgPerKwh);
  for (const [name, value] of [
    ['contractKgPerKwh', input.contractKgPerKwh],
    ['guaranteesOfOriginKwh', input.guaranteesOfOriginKwh],
    ['residualMixKgPerKwh', input.residualMixKgPerKwh],
  ] as const) {
    if (isGiven(value)) requireNonNegative(name, value);
  }

  const locationKg = kwh * locationKgPerKwh;
  // Certificates beyond the consumption cover nothing more: they are capped at the kWh consumed.
  const coveredKwh = Math.min(input.guaranteesOfOriginKwh ?? 0, kwh);
  const uncoveredKwh = kwh - coveredKwh;

  let basis: MarketBasis;
  let kgPerKwh: number;
  if (isGiven(input.contractKgPerKwh)) {
    basis = 'contract';
    kgPerKwh = input.contractKgPerKwh;
  } else if (isGiven(input.residualMixKgPerKwh)) {
    basis = 'residual_mix';
    kgPerKwh = input.residualMixKgPerKwh;
  } else {
    basis = 'location_fallback';
    kgPerKwh = locationKgPerKwh;
  }
  const allCovered = coveredKwh > 0 && uncoveredKwh === 0;
  return {
    locationKg,
    marketKg: uncoveredKwh * kgPerKwh,
    marketBasis: allCovered ? 'guarantees_of_origin' : basis,
    coveredKwh,
  };
}

/** Latest year at or before `year` among the given yearly intensities; undefined if none. */
export function gridIntensityFor(
  series: readonly { year: number; kgPerKwh: number }[],
  year: number,
): { year: number; kgPerKwh: number } | undefined {
  let best: { year: number; kgPerKwh: number } | undefined;
  for (const point of series) {
    if (point.year <= year && (best === undefined || point.year > best.year)) best = point;
  }
  return best === undefined ? undefined : { year: best.year, kgPerKwh: best.kgPerKwh };
}
