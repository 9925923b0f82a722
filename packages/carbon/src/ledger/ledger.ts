/**
 * The calculation of one ledger entry: the activity's quantity converted to the factor's unit, times the factor,
 * with the parts of the factor that belong to scope 3 category 3 split off as derived entries, and the
 * uncertainty combined. Computed on the server only. Pure functions, no I/O, no clock.
 */
import { accountingCategory } from '../taxonomy/taxonomy.ts';
import {
  UnitConversionError,
  conversionFactor,
  convertMoney,
  unitFamily,
  type ExchangeRate,
  type UnitCode,
} from '../units/units.ts';
import { fuelProperties, type FuelProperties } from './fuels.ts';

export type FactorPartKind = 'combustion' | 'upstream' | 'transmission_distribution_losses' | 'other';
export type EnergyBasisOrNull = 'LHV' | 'HHV' | null;

export interface LedgerFactor {
  /** Total per factor unit. */
  kgCo2ePerUnit: number;
  /** The factor's denominator unit. */
  unit: UnitCode;
  /** For energy units: the basis of the factor's kWh (ADEME: PCI = LHV). */
  energyBasis: EnergyBasisOrNull;
  uncertaintyPercent: number | null;
  parts: readonly { kind: FactorPartKind; kgCo2ePerUnit: number }[];
}

export type FuelKey =
  | 'natural_gas'
  | 'diesel'
  | 'petrol'
  | 'heating_oil'
  | 'lpg'
  | 'propane'
  | 'butane'
  | 'coal'
  | 'wood_pellets'
  | 'wood_logs'
  | 'wood_chips'
  | 'biomethane'
  | 'kerosene'
  | (string & {});

export interface EntryComputationInput {
  /** Taxonomy key. */
  categoryKey: string;
  /** > 0. */
  quantity: number;
  /** The activity's unit. */
  unit: UnitCode;
  /** For an energy quantity: the basis it is expressed in (French gas bills: kWh PCS = 'HHV'). Default: the factor's. */
  quantityEnergyBasis?: EnergyBasisOrNull;
  /** The fuel, for volume/mass ↔ energy conversions and PCS/PCI ratios. */
  fuel?: FuelKey | null;
  activityUncertaintyPercent?: number | null;
  /** For an amount in another currency than the factor's: the dated rate between the two. */
  exchangeRate?: ExchangeRate | null;
  factor: LedgerFactor;
}

export interface ConversionStep {
  kind: 'unit' | 'density' | 'heating_value' | 'energy_basis';
  /** Unit labels, e.g. 'MWh' → 'kWh', 'l' → 'kg', 'kWh HHV' → 'kWh LHV'. */
  from: string;
  to: string;
  multiplier: number;
  /** Where a physical constant comes from (density, heating value, PCS/PCI ratio, exchange rate). */
  source?: string;
}

export type DerivedCategoryKey = 'upstream_fuel_energy' | 'transmission_distribution_losses';

export interface EntryComputation {
  quantityInFactorUnit: number;
  conversion: { from: UnitCode; to: UnitCode; multiplier: number; steps: ConversionStep[] };
  /** What the entry counts in its own category: the combustion part for a scope 1 fuel with parts, else the total. */
  co2eKg: number;
  /** Rows the ledger derives and keeps in step (scope 3 cat. 3): the upstream part, T&D losses. Empty when none. */
  derived: { categoryKey: DerivedCategoryKey; partKind: FactorPartKind; co2eKg: number }[];
  /** Combined in quadrature from the activity's and the factor's; null when neither is known. */
  uncertaintyPercent: number | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Unit conversion
// ---------------------------------------------------------------------------------------------------------------

function energyLabel(basis: 'LHV' | 'HHV'): string {
  return `kWh ${basis}`;
}

function requireFuel(fuel: FuelKey | null | undefined, from: UnitCode, to: UnitCode, what: string): FuelProperties {
  if (!fuel) throw new UnitConversionError(`Cannot convert ${from} to ${to}: ${what} needs the fuel`);
  const properties = fuelProperties(fuel);
  if (!properties) throw new UnitConversionError(`Cannot convert ${from} to ${to}: unknown fuel "${fuel}"`);
  return properties;
}

function unitStep(from: UnitCode, to: UnitCode): ConversionStep[] {
  return from === to ? [] : [{ kind: 'unit', from, to, multiplier: conversionFactor(from, to) }];
}

/**
 * The step from one energy basis to another, none if they agree: a quantity in kWh HHV (PCS) is larger than the
 * same fuel in kWh LHV (PCI), so kWh HHV → kWh LHV divides by the fuel's PCS/PCI ratio.
 */
function basisStep(from: 'LHV' | 'HHV', to: 'LHV' | 'HHV', fuelKey: FuelKey | null | undefined): ConversionStep[] {
  if (from === to) return [];
  const fromLabel = energyLabel(from);
  const toLabel = energyLabel(to);
  if (!fuelKey) throw new UnitConversionError(`Cannot convert ${fromLabel} to ${toLabel}: the PCS/PCI ratio needs the fuel`);
  const properties = fuelProperties(fuelKey);
  if (!properties?.hhvPerLhv) {
    throw new UnitConversionError(`Cannot convert ${fromLabel} to ${toLabel}: no PCS/PCI ratio known for fuel "${fuelKey}"`);
  }
  const ratio = properties.hhvPerLhv;
  return [
    {
      kind: 'energy_basis',
      from: fromLabel,
      to: toLabel,
      multiplier: from === 'HHV' ? 1 / ratio : ratio,
      source: properties.source.hhvPerLhv,
    },
  ];
}

/** Reverses a chain of steps (energy → mass or volume from mass or volume → energy). */
function invert(steps: readonly ConversionStep[]): ConversionStep[] {
  return steps
    .slice()
    .reverse()
    .map((s) => ({ ...s, from: s.to, to: s.from, multiplier: 1 / s.multiplier }));
}

/** Where a fuel quantity is measured before its physical constants apply: kg, litres of a liquid, m³ of a gas. */
type FuelMeasure = 'kg' | 'l' | 'm3';

function fuelMeasure(unit: UnitCode, fuel: FuelProperties): FuelMeasure {
  if (unitFamily(unit) === 'mass') return 'kg';
  return fuel.densityKgPerLitre === null && fuel.lhvKwhPerM3 !== null ? 'm3' : 'l';
}

/** Steps from one kg, litre or m³ of the fuel to kWh LHV, with their sources; an error naming both units if unknown. */
function toNetEnergy(fuel: FuelProperties, measure: FuelMeasure, from: UnitCode, to: UnitCode): ConversionStep[] {
  const perKg = (): ConversionStep => {
    if (fuel.lhvKwhPerKg === null) {
      throw new UnitConversionError(`Cannot convert ${from} to ${to}: no heating value per kg known for ${fuel.key}`);
    }
    return { kind: 'heating_value', from: 'kg', to: 'kWh LHV', multiplier: fuel.lhvKwhPerKg, source: fuel.source.lhvKwhPerKg };
  };
  if (measure === 'kg') return [perKg()];
  if (measure === 'm3') {
    return [{ kind: 'heating_value', from: 'm3', to: 'kWh LHV', multiplier: fuel.lhvKwhPerM3!, source: fuel.source.lhvKwhPerM3 }];
  }
  if (fuel.densityKgPerLitre === null) {
    throw new UnitConversionError(`Cannot convert ${from} to ${to}: no density known for ${fuel.key}`);
  }
  return [densityStep(fuel), perKg()];
}

function densityStep(fuel: FuelProperties): ConversionStep {
  return { kind: 'density', from: 'l', to: 'kg', multiplier: fuel.densityKgPerLitre!, source: fuel.source.densityKgPerLitre };
}

const FUEL_FAMILIES = new Set(['mass', 'volume', 'energy']);

function convertActivity(input: EntryComputationInput): { multiplier: number; steps: ConversionStep[] } {
  const from = input.unit;
  const to = input.factor.unit;
  const fromFamily = unitFamily(from);
  const toFamily = unitFamily(to);
  const steps: ConversionStep[] = [];

  if (fromFamily === 'money' && toFamily === 'money') {
    let multiplier: number;
    try {
      multiplier = conversionFactor(from, to);
      steps.push(...unitStep(from, to));
    } catch {
      const rate = input.exchangeRate;
      if (!rate) throw new UnitConversionError(`Cannot convert ${from} to ${to}: a dated exchange rate is needed`);
      try {
        multiplier = convertMoney(1, from, to, rate);
      } catch (error) {
        throw new UnitConversionError(`Cannot convert ${from} to ${to}: ${(error as Error).message}`);
      }
      steps.push({ kind: 'unit', from, to, multiplier, source: `${rate.source} (${rate.date}): 1 ${rate.base} = ${rate.rate} ${rate.quote}` });
    }
    return { multiplier, steps };
  }

  if (fromFamily === toFamily && fromFamily !== 'energy') {
    return { multiplier: conversionFactor(from, to), steps: unitStep(from, to) };
  }
  if (!FUEL_FAMILIES.has(fromFamily) || !FUEL_FAMILIES.has(toFamily)) {
    throw new UnitConversionError(`Cannot convert ${from} (${fromFamily}) to ${to} (${toFamily})`);
  }

  // Energy bases: the factor's (net when it does not say, the convention of ADEME and IPCC and the basis of the
  // heating values in fuels.ts) and the quantity's (the factor's unless it says otherwise).
  const factorBasis = input.factor.energyBasis ?? 'LHV';
  const quantityBasis = input.quantityEnergyBasis ?? factorBasis;

  if (fromFamily === 'energy' && toFamily === 'energy') {
    steps.push(...unitStep(from, 'kWh'), ...basisStep(quantityBasis, factorBasis, input.fuel), ...unitStep('kWh', to));
  } else if (toFamily === 'energy') {
    // Mass or volume → energy: through the fuel's net heating value, then to the factor's basis.
    const fuel = requireFuel(input.fuel, from, to, 'a heating value');
    const measure = fuelMeasure(from, fuel);
    steps.push(
      ...unitStep(from, measure),
      ...toNetEnergy(fuel, measure, from, to),
      ...basisStep('LHV', factorBasis, input.fuel),
      ...unitStep('kWh', to),
    );
  } else if (fromFamily === 'energy') {
    // Energy → mass or volume: the reverse.
    const fuel = requireFuel(input.fuel, from, to, 'a heating value');
    const measure = fuelMeasure(to, fuel);
    steps.push(
      ...unitStep(from, 'kWh'),
      ...basisStep(quantityBasis, 'LHV', input.fuel),
      ...invert(toNetEnergy(fuel, measure, from, to)),
      ...unitStep(measure, to),
    );
  } else {
    // Mass ↔ volume: the density of a liquid, or the heating values of a gas bought by m³.
    const fuel = requireFuel(input.fuel, from, to, 'a density');
    const fromMeasure = fuelMeasure(from, fuel);
    const toMeasure = fuelMeasure(to, fuel);
    steps.push(...unitStep(from, fromMeasure));
    if (fuel.densityKgPerLitre !== null) {
      steps.push(fromMeasure === 'l' ? densityStep(fuel) : invert([densityStep(fuel)])[0]!);
    } else {
      steps.push(...toNetEnergy(fuel, fromMeasure, from, to), ...invert(toNetEnergy(fuel, toMeasure, from, to)));
    }
    steps.push(...unitStep(toMeasure, to));
  }
  return { multiplier: steps.reduce((product, step) => product * step.multiplier, 1), steps };
}

// ---------------------------------------------------------------------------------------------------------------
// Uncertainty
// ---------------------------------------------------------------------------------------------------------------

function requirePercent(value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`An uncertainty must be a finite percentage ≥ 0, got ${value}`);
}

/** Relative uncertainties of factors multiplied together, combined in quadrature: sqrt(Σ u²); null if none is known. */
export function combineUncertainty(...percents: (number | null | undefined)[]): number | null {
  const known = percents.filter((p): p is number => p !== null && p !== undefined);
  if (known.length === 0) return null;
  known.forEach(requirePercent);
  return Math.sqrt(known.reduce((sum, p) => sum + p * p, 0));
}

/**
 * The sums a database aggregates for `uncertaintyOfSums` (so that a report need not load every row): over the terms,
 * `totalKg` = Σ x_i, `squaredSpreadKg2` = Σ (u_i × x_i)² over the terms with an uncertainty, `knownTerms` = how many
 * terms have one. Sums of disjoint groups add up term by term.
 */
export interface UncertaintySums {
  totalKg: number;
  squaredSpreadKg2: number;
  knownTerms: number;
}

/**
 * Uncertainty of a sum of independent terms from its sums: sqrt(Σ (u_i × x_i)²) / |Σ x_i|, in percent; null when no
 * term has one or the total is zero. The one definition of the total's uncertainty (`totalUncertainty` uses it).
 */
export function uncertaintyOfSums(sums: UncertaintySums): number | null {
  if (!Number.isFinite(sums.squaredSpreadKg2) || sums.squaredSpreadKg2 < 0) {
    throw new RangeError(`A sum of squares must be finite and ≥ 0, got ${sums.squaredSpreadKg2}`);
  }
  if (sums.knownTerms === 0 || sums.totalKg === 0) return null;
  return Math.sqrt(sums.squaredSpreadKg2) / Math.abs(sums.totalKg);
}

/**
 * Uncertainty of a sum of independent terms: sqrt(Σ (u_i × x_i)²) / Σ x_i, in percent; null if no term has one.
 * A term without uncertainty adds to the total but not to its spread. Null too when the total is zero.
 */
export function totalUncertainty(terms: readonly { co2eKg: number; uncertaintyPercent: number | null }[]): number | null {
  const sums: UncertaintySums = { totalKg: 0, squaredSpreadKg2: 0, knownTerms: 0 };
  for (const term of terms) {
    sums.totalKg += term.co2eKg;
    if (term.uncertaintyPercent !== null && term.uncertaintyPercent !== undefined) {
      requirePercent(term.uncertaintyPercent);
      sums.knownTerms += 1;
      sums.squaredSpreadKg2 += (term.uncertaintyPercent * term.co2eKg) ** 2;
    }
  }
  return uncertaintyOfSums(sums);
}

// ---------------------------------------------------------------------------------------------------------------
// Entries
// ---------------------------------------------------------------------------------------------------------------

const DERIVED_CATEGORY: Partial<Record<FactorPartKind, DerivedCategoryKey>> = {
  upstream: 'upstream_fuel_energy',
  transmission_distribution_losses: 'transmission_distribution_losses',
};

/**
 * kg CO2e = converted quantity × factor. The split of a factor's parts:
 * - for an energy bought and used by the company (category kind 'fuel_combustion', i.e. scope 1 stationary or
 *   mobile combustion, and 'electricity' and 'purchased_energy', i.e. scope 2) whose factor has parts, the entry
 *   counts its own parts (combustion and other), and each part belonging to scope 3 category 3 becomes a derived
 *   row: the 'upstream' part (extraction, refining, transport of the fuel; upstream of the electricity: cat. 3 A
 *   and B) in `upstream_fuel_energy`, the 'transmission_distribution_losses' part (cat. 3 C) in
 *   `transmission_distribution_losses`. When the factor lists only derived parts, the entry keeps the rest of the
 *   total;
 * - otherwise (no parts, or a category such as business travel whose upstream stays in its own category), the
 *   entry counts the total and there is nothing derived.
 */
export function computeEntry(input: EntryComputationInput): EntryComputation {
  const { quantity, factor } = input;
  if (!Number.isFinite(quantity) || quantity <= 0) {
    throw new RangeError(`The quantity must be a finite number > 0, got ${quantity}`);
  }
  if (!Number.isFinite(factor.kgCo2ePerUnit)) {
    throw new RangeError(`The factor must be a finite number, got ${factor.kgCo2ePerUnit}`);
  }
  const category = accountingCategory(input.categoryKey);
  if (!category) throw new RangeError(`Unknown accounting category "${input.categoryKey}"`);

  const { multiplier, steps } = convertActivity(input);
  const q = quantity * multiplier;

  const splits =
    factor.parts.length > 0 &&
    (category.kind === 'fuel_combustion' || category.kind === 'electricity' || category.kind === 'purchased_energy');
  let co2eKg = q * factor.kgCo2ePerUnit;
  const derived: EntryComputation['derived'] = [];
  if (splits) {
    let derivedPerUnit = 0;
    let ownPerUnit = 0;
    let hasOwnPart = false;
    for (const part of factor.parts) {
      const target = DERIVED_CATEGORY[part.kind];
      if (target) {
        derivedPerUnit += part.kgCo2ePerUnit;
        const existing = derived.find((d) => d.categoryKey === target && d.partKind === part.kind);
        if (existing) existing.co2eKg += q * part.kgCo2ePerUnit;
        else derived.push({ categoryKey: target, partKind: part.kind, co2eKg: q * part.kgCo2ePerUnit });
      } else {
        hasOwnPart = true;
        ownPerUnit += part.kgCo2ePerUnit;
      }
    }
    co2eKg = q * (hasOwnPart ? ownPerUnit : factor.kgCo2ePerUnit - derivedPerUnit);
  }

  return {
    quantityInFactorUnit: q,
    conversion: { from: input.unit, to: factor.unit, multiplier, steps },
    co2eKg,
    derived,
    uncertaintyPercent: combineUncertainty(input.activityUncertaintyPercent, factor.uncertaintyPercent),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Refrigerants
// ---------------------------------------------------------------------------------------------------------------

export type RefrigerantLeak =
  | { method: 'leak_rate'; chargeKg: number; annualLeakRatePercent: number }
  | { method: 'recharge'; rechargedKg: number };

/**
 * kg of refrigerant released in the year: the charge × the annual leak rate, or the quantity recharged (what
 * leaked had to be topped up). Times the gas's GWP (the factor, kg CO2e per kg) it gives the fugitive emissions.
 */
export function refrigerantReleasedKg(leak: RefrigerantLeak): number {
  const nonNegative = (name: string, value: number) => {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number ≥ 0, got ${value}`);
  };
  if (leak.method === 'recharge') {
    nonNegative('rechargedKg', leak.rechargedKg);
    return leak.rechargedKg;
  }
  nonNegative('chargeKg', leak.chargeKg);
  nonNegative('annualLeakRatePercent', leak.annualLeakRatePercent);
  if (leak.annualLeakRatePercent > 100) {
    throw new RangeError(`annualLeakRatePercent must be at most 100, got ${leak.annualLeakRatePercent}`);
  }
  return (leak.chargeKg * leak.annualLeakRatePercent) / 100;
}
