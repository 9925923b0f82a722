/**
 * A packaging line (SPEC section 3, Packaging): how many kg of packaging were bought, what factor applies per kg and
 * what it cost. Pure: the API reads the catalog item and the factor, then asks this module; a combination it cannot
 * compute is answered with the reason, and the API answers 422 invalid_packaging.
 */

export type QuantityMode = 'units' | 'weight';
export type PriceMode = 'database' | 'custom' | 'estimated';

/** Why a packaging line cannot be computed (each answers invalid_packaging). */
export type PackagingRefusal =
  | 'units_without_unit_weight'
  | 'per_unit_factor_without_unit_weight'
  | 'material_without_factor'
  | 'database_price_without_catalog_item'
  | 'catalog_item_without_price'
  | 'catalog_price_per_unit_without_unit_weight'
  | 'no_estimated_price'
  | 'custom_price_missing';

export class PackagingConfigurationError extends Error {
  constructor(readonly reason: PackagingRefusal) {
    super(`invalid packaging configuration: ${reason}`);
    this.name = 'PackagingConfigurationError';
  }
}

export interface PackagingQuantityInput {
  mode: QuantityMode;
  /** Number of packaging units (mode 'units'). */
  units?: number | null;
  /** Weight of one unit in kg (needed in mode 'units', and to spread a per-unit factor or price over kg). */
  unitWeightKg?: number | null;
  /** Total weight in kg (mode 'weight'). */
  totalWeightKg?: number | null;
}

export interface PackagingQuantity {
  /** kg of packaging: units × unit weight, or the total weight. */
  kg: number;
  /** Units when known (typed, or total weight ÷ unit weight); null when no unit weight is known. */
  units: number | null;
  unitWeightKg: number | null;
}

const round = (value: number) => Number(value.toPrecision(12));
const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** kg of packaging and, where the unit weight says, the number of units. */
export function packagingQuantity(input: PackagingQuantityInput): PackagingQuantity {
  const unitWeightKg = positive(input.unitWeightKg) ? input.unitWeightKg : null;
  if (input.mode === 'units') {
    if (unitWeightKg === null) throw new PackagingConfigurationError('units_without_unit_weight');
    const units = input.units ?? 0;
    return { kg: round(units * unitWeightKg), units, unitWeightKg };
  }
  const kg = input.totalWeightKg ?? 0;
  return { kg, units: unitWeightKg === null ? null : round(kg / unitWeightKg), unitWeightKg };
}

/** A factor as the line's source gives it: per kg of packaging, or per unit (a catalog item's emission per unit). */
export type PackagingFactorValue = { per: 'kg'; kgCo2ePerKg: number } | { per: 'unit'; kgCo2ePerUnit: number };

/**
 * The factor per kg of packaging the ledger line takes (its quantity is always kg): a per-unit factor is spread over
 * the unit's weight (kg CO2e per unit ÷ kg per unit), which needs a unit weight.
 */
export function factorPerKg(factor: PackagingFactorValue, quantity: PackagingQuantity): number {
  if (factor.per === 'kg') return factor.kgCo2ePerKg;
  if (quantity.unitWeightKg === null) throw new PackagingConfigurationError('per_unit_factor_without_unit_weight');
  return round(factor.kgCo2ePerUnit / quantity.unitWeightKg);
}

/** kg CO2e of the line: kg of packaging × factor per kg. */
export function packagingEmissionsKg(quantity: PackagingQuantity, kgCo2ePerKg: number): number {
  return round(quantity.kg * kgCo2ePerKg);
}

/** A catalog item's price: per unit of packaging, or per kg (its unit). */
export interface CatalogPrice {
  pricePerUnit: number | null;
  unit: 'unit' | 'kg' | 'g' | 'tonne' | string;
}

export interface PackagingPriceInput {
  mode: PriceMode;
  /** mode 'database': the chosen catalog item's price, or null when no item was chosen. */
  catalog?: CatalogPrice | null;
  /** mode 'custom': the price typed, EUR for the whole line. */
  customPriceEur?: number | null;
  /** mode 'estimated': EUR per kg of packaging (derived from the priced catalog items of the material), or null. */
  estimatedEurPerKg?: number | null;
}

const KG_PER: Record<string, number> = { kg: 1, g: 0.001, tonne: 1000 };

/** EUR of the line in the chosen price mode. */
export function packagingPriceEur(input: PackagingPriceInput, quantity: PackagingQuantity): number {
  switch (input.mode) {
    case 'custom':
      if (input.customPriceEur === null || input.customPriceEur === undefined || input.customPriceEur < 0) {
        throw new PackagingConfigurationError('custom_price_missing');
      }
      return input.customPriceEur;
    case 'estimated':
      if (!positive(input.estimatedEurPerKg)) throw new PackagingConfigurationError('no_estimated_price');
      return round(quantity.kg * input.estimatedEurPerKg);
    case 'database': {
      if (!input.catalog) throw new PackagingConfigurationError('database_price_without_catalog_item');
      const price = input.catalog.pricePerUnit;
      if (price === null || price < 0) throw new PackagingConfigurationError('catalog_item_without_price');
      if (input.catalog.unit === 'unit') {
        if (quantity.units === null) throw new PackagingConfigurationError('catalog_price_per_unit_without_unit_weight');
        return round(quantity.units * price);
      }
      const kgPerUnit = KG_PER[input.catalog.unit];
      // A price per litre or m³ cannot be put on kg of packaging.
      if (kgPerUnit === undefined) throw new PackagingConfigurationError('catalog_item_without_price');
      return round((quantity.kg / kgPerUnit) * price);
    }
  }
}

/**
 * EUR per kg estimated from priced catalog items of the same material: the mean of their prices per kg (an item
 * priced per unit counts through its weight). Null when none can say.
 */
export function estimatedEurPerKg(
  items: readonly { pricePerUnit: number | null; unit: string; weightKg: number | null }[],
): number | null {
  const perKg = items.flatMap((item) => {
    if (item.pricePerUnit === null || item.pricePerUnit < 0) return [];
    if (item.unit === 'unit') return positive(item.weightKg) ? [item.pricePerUnit / item.weightKg] : [];
    const kgPerUnit = KG_PER[item.unit];
    return kgPerUnit === undefined ? [] : [item.pricePerUnit / kgPerUnit];
  });
  if (perKg.length === 0) return null;
  return round(perKg.reduce((a, b) => a + b, 0) / perKg.length);
}

/** A catalog item's weight in kg from its weight and weight unit, or null. */
export function weightInKg(weight: number | null, unit: string | null): number | null {
  if (!positive(weight)) return null;
  const factor = unit === 'lb' ? 0.45359237 : KG_PER[unit ?? 'kg'];
  return factor === undefined ? null : round(weight * factor);
}
