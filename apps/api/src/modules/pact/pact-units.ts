import Decimal from 'decimal.js';
import type { FactorUnit } from '@carbon/contracts/emission-factors';

/**
 * A supplier's PACT footprint as one of our company factors (decision 0035): the factor unit for its declared unit,
 * and the value per factor unit, computed in decimals from the supplier's decimal strings (no float drift).
 */

/** Room for any figure and quotient: 40 significant digits, as pact-footprint.ts writes ours. */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });

/**
 * PACT declared unit → our factor unit. Our factor units are the canonical ones (no MJ): a megajoule footprint
 * becomes a kWh factor, its value × 3.6 (1 kWh = 3.6 MJ exactly). "megabit second" has no unit of ours: such a
 * footprint cannot be imported.
 */
export const PACT_UNIT_MAP: Record<string, FactorUnit> = {
  kilogram: 'kg',
  liter: 'l',
  'cubic meter': 'm3',
  'kilowatt hour': 'kWh',
  megajoule: 'kWh',
  'ton kilometer': 't.km',
  'square meter': 'm2',
  piece: 'unit',
  hour: 'hour',
};
const MJ_PER_KWH = '3.6';

interface FootprintLike {
  pcf?: unknown;
}

/**
 * The factor a footprint gives: `pcfExcludingBiogenicUptake / declaredUnitAmount` per declared unit, converted to
 * the factor unit; the value as a decimal string (`toFixed()`, never the exponent form). Null when the unit has no
 * factor unit of ours or the figures are not decimals.
 */
export function factorValueOf(footprint: FootprintLike): { unit: FactorUnit; value: string } | null {
  const pcf = (footprint.pcf ?? {}) as Record<string, unknown>;
  const unit = PACT_UNIT_MAP[String(pcf.declaredUnitOfMeasurement)];
  if (!unit) return null;
  try {
    const amount = new D(String(pcf.declaredUnitAmount));
    if (amount.lte(0)) return null;
    let value = new D(String(pcf.pcfExcludingBiogenicUptake)).div(amount);
    if (pcf.declaredUnitOfMeasurement === 'megajoule') value = value.times(MJ_PER_KWH);
    return { unit, value: value.toFixed() };
  } catch {
    return null;
  }
}

/** The IPCC report of the footprint's CO2e when it names exactly one we know (AR4, AR5, AR6), else null. */
export function gwpBasisOf(footprint: FootprintLike): 'AR4' | 'AR5' | 'AR6' | null {
  const pcf = (footprint.pcf ?? {}) as Record<string, unknown>;
  const reports = pcf.ipccCharacterizationFactors;
  if (!Array.isArray(reports) || reports.length !== 1) return null;
  const [report] = reports;
  return report === 'AR4' || report === 'AR5' || report === 'AR6' ? report : null;
}

/** (new − old) / old × 100, in decimals, rounded to 2 places for display; null when the old value is zero. */
export function changePercent(oldValue: string, newValue: string): number | null {
  const before = new D(oldValue);
  if (before.isZero()) return null;
  return new D(newValue).minus(before).div(before).times(100).toDecimalPlaces(2).toNumber();
}
