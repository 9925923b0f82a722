/**
 * Product footprints (issue 11, docs/decisions/0027-product-footprints.md): a product is a tree of lines per
 * declared unit — materials or ingredients (a factor, a catalog item, or another product), energy, transport,
 * packaging, waste and distribution. Cradle-to-gate plus distribution where given, broken down by stage and by
 * line, with a mass balance check and a data quality score. Pure functions, no I/O, no clock (the reference year
 * for the factors' age is given).
 */
import { conversionFactor, unitFamily, UnitConversionError, type UnitCode } from '../units/index.ts';

export const PRODUCT_STAGES = [
  'raw_material',
  'energy',
  'transport',
  'packaging',
  'waste',
  'distribution',
] as const;
export type ProductStage = (typeof PRODUCT_STAGES)[number];

export const PRODUCT_LINE_KINDS = [
  'material',
  'energy',
  'transport',
  'packaging',
  'waste',
  'distribution',
] as const;
export type ProductLineKind = (typeof PRODUCT_LINE_KINDS)[number];

export const COMPOSITION_MODES = ['per_unit', 'whole_production'] as const;
export type CompositionMode = (typeof COMPOSITION_MODES)[number];

/** Where each kind of line lands in the breakdown. */
export const STAGE_OF_KIND: Readonly<Record<ProductLineKind, ProductStage>> = Object.freeze({
  material: 'raw_material',
  energy: 'energy',
  transport: 'transport',
  packaging: 'packaging',
  waste: 'waste',
  distribution: 'distribution',
});

/** The factor a line is computed with, as copied at save (like a ledger entry's factor copy). */
export interface LineFactor {
  /** The factor's id where it has one (a library or company factor), for the caller; not used here. */
  id?: string | null;
  kgCo2ePerUnit: number;
  /** The factor's denominator. */
  unit: UnitCode;
  name: string;
  source: string;
  version: string | null;
  /** Reference year of the factor (its age is judged from it); null when unknown. */
  year: number | null;
  /** ISO country code or region of the factor; null when unknown. */
  geography: string | null;
  /** Primary data (the company's own factor, measured entry, own product) versus secondary (a library). */
  primary: boolean;
}

/**
 * What a line amounts to:
 * - `factor`: a quantity in `unit` (per unit of product, or for the whole production in that mode) × a factor;
 * - `product`: a quantity of another product, in that product's unit (or one convertible to it);
 * - `share`: a percentage of a yearly figure of the site (an energy entry's kg CO2e), always for the whole
 *   production, so divided by the annual production volume whatever the composition mode.
 */
export type LineAmount =
  | { type: 'factor'; quantity: number; unit: UnitCode; factor: LineFactor }
  | { type: 'product'; productId: string; quantity: number; unit: UnitCode }
  | { type: 'share'; totalKgCo2e: number; percent: number; factor: LineFactor };

export interface ProductLine {
  id: string;
  kind: ProductLineKind;
  label: string;
  amount: LineAmount;
}

export interface ProductNode {
  id: string;
  name: string;
  /** The declared unit the footprint is per ('unit', 'kg', 'l'...). */
  unit: UnitCode;
  compositionMode: CompositionMode;
  annualProductionVolume: number | null;
  weightPerUnitKg: number | null;
  /** ISO country of the product's site, to judge the factors' geography; null when unknown. */
  country: string | null;
  lines: readonly ProductLine[];
}

export interface LineDataQuality {
  primary: boolean;
  /** Reference year minus the factor's year; null when unknown. */
  ageYears: number | null;
  geography: string | null;
  /** 1 (best) to 5 (worst) on each criterion and overall (their mean), as the PEF data quality rating. */
  originScore: number;
  ageScore: number;
  geographyScore: number;
  score: number;
}

export interface LineFootprint {
  id: string;
  kind: ProductLineKind;
  stage: ProductStage;
  label: string;
  kgCo2ePerUnit: number;
  /** The quantity per unit of product in the line's unit (a share line: the percent / annual volume). */
  quantityPerUnit: number;
  unit: UnitCode | '%';
  /** Mass this line puts in one unit of product (materials and packaging), when its unit says it. */
  massKgPerUnit: number | null;
  factor: LineFactor | null;
  productId: string | null;
  dataQuality: LineDataQuality;
}

export type DataQualityRating = 'excellent' | 'very_good' | 'good' | 'fair' | 'poor';

export interface ProductDataQuality {
  /** Emission-weighted mean of the lines' scores, 1 (best) to 5; a sub-product line weighs its own score. */
  score: number;
  rating: DataQualityRating;
  primarySharePercent: number;
}

export interface MassBalance {
  declaredKg: number | null;
  /** Sum of the masses of the material and packaging lines per unit. */
  linesKg: number;
  /** (lines − declared) / declared × 100; null without a declared weight. */
  differencePercent: number | null;
  /** True when the difference is beyond MASS_BALANCE_TOLERANCE_PERCENT: a warning, never an error. */
  warning: boolean;
}

export interface ProductFootprint {
  productId: string;
  kgCo2ePerUnit: number;
  byStage: Record<ProductStage, number>;
  lines: LineFootprint[];
  dataQuality: ProductDataQuality;
  massBalance: MassBalance;
  warnings: ProductWarning[];
}

export type ProductWarning = {
  code: 'mass_balance';
  declaredKg: number;
  linesKg: number;
  differencePercent: number;
};

export const MASS_BALANCE_TOLERANCE_PERCENT = 10;

/** A product that contains itself: the path of names from it back to itself, and its line that starts it. */
export class ProductCycleError extends Error {
  override name = 'ProductCycleError';
  constructor(
    readonly path: readonly string[],
    readonly pathIds: readonly string[],
    /** Index of the root product's line through which the cycle runs. */
    readonly lineIndex: number,
  ) {
    super(`Product contains itself: ${path.join(' → ')}`);
  }
}

/** A line that cannot be computed: its index in its product, which field, why. */
export class ProductLineError extends Error {
  override name = 'ProductLineError';
  constructor(
    readonly productId: string,
    readonly lineIndex: number,
    readonly field: 'unit' | 'product_id' | 'quantity',
    readonly reason: 'unit_incompatible' | 'product_not_found' | 'volume_required',
  ) {
    super(`Line ${lineIndex} of product ${productId}: ${reason} (${field})`);
  }
}

export type ProductLookup = (id: string) => ProductNode | undefined;

/**
 * The first cycle reachable from `rootId`, or null: depth-first over the product lines, the path closed on the
 * product met twice (`A → B → A`, or `A → B → C → B`).
 */
export function findProductCycle(
  rootId: string,
  lookup: ProductLookup,
): { pathIds: string[]; lineIndex: number } | null {
  const onPath = new Map<string, number>();
  const done = new Set<string>();
  const path: string[] = [];
  let rootLine = -1;
  const visit = (id: string, depth: number): string[] | null => {
    const at = onPath.get(id);
    if (at !== undefined) return [...path.slice(at), id];
    if (done.has(id)) return null;
    const node = lookup(id);
    if (!node) return null;
    onPath.set(id, path.length);
    path.push(id);
    for (let i = 0; i < node.lines.length; i += 1) {
      const amount = node.lines[i]!.amount;
      if (amount.type !== 'product') continue;
      if (depth === 0) rootLine = i;
      const found = visit(amount.productId, depth + 1);
      if (found) return found;
    }
    path.pop();
    onPath.delete(id);
    done.add(id);
    return null;
  };
  const found = visit(rootId, 0);
  return found ? { pathIds: found, lineIndex: rootLine } : null;
}

/** Throws ProductCycleError naming the path by product names. */
export function assertNoCycle(rootId: string, lookup: ProductLookup): void {
  const cycle = findProductCycle(rootId, lookup);
  if (cycle) {
    const names = cycle.pathIds.map((id) => lookup(id)?.name ?? id);
    throw new ProductCycleError(names, cycle.pathIds, cycle.lineIndex);
  }
}

function ageScore(ageYears: number | null): number {
  if (ageYears === null) return 5;
  if (ageYears <= 2) return 1;
  if (ageYears <= 5) return 2;
  if (ageYears <= 10) return 3;
  return 4;
}

function geographyScore(factorGeography: string | null, country: string | null): number {
  if (!factorGeography) return 5;
  if (country && factorGeography.toUpperCase() === country.toUpperCase()) return 1;
  return 3;
}

/** A line's data quality from its factor (origin, age against `referenceYear`, geography against the product's). */
export function lineDataQuality(
  factor: LineFactor,
  referenceYear: number,
  country: string | null,
): LineDataQuality {
  const ageYears = factor.year === null ? null : Math.max(0, referenceYear - factor.year);
  const originScore = factor.primary ? 1 : 3;
  const age = ageScore(ageYears);
  const geo = geographyScore(factor.geography, country);
  return {
    primary: factor.primary,
    ageYears,
    geography: factor.geography,
    originScore,
    ageScore: age,
    geographyScore: geo,
    score: (originScore + age + geo) / 3,
  };
}

/** PEF data quality rating bands (DQR ≤ 1.6 excellent, ≤ 2 very good, ≤ 3 good, ≤ 4 fair, else poor). */
export function dataQualityRating(score: number): DataQualityRating {
  if (score <= 1.6) return 'excellent';
  if (score <= 2) return 'very_good';
  if (score <= 3) return 'good';
  if (score <= 4) return 'fair';
  return 'poor';
}

function convertOrThrow(productId: string, lineIndex: number, from: UnitCode, to: UnitCode): number {
  try {
    return conversionFactor(from, to);
  } catch (error) {
    if (error instanceof UnitConversionError) {
      throw new ProductLineError(productId, lineIndex, 'unit', 'unit_incompatible');
    }
    throw error;
  }
}

function massKg(quantity: number, unit: UnitCode): number | null {
  return unitFamily(unit) === 'mass' ? quantity * conversionFactor(unit, 'kg') : null;
}

const emptyStages = (): Record<ProductStage, number> => ({
  raw_material: 0,
  energy: 0,
  transport: 0,
  packaging: 0,
  waste: 0,
  distribution: 0,
});

export interface FootprintOptions {
  /** The year the factors' age is judged from (the API passes the current year). */
  referenceYear: number;
}

/**
 * Footprints of `rootId` and of every product under it (memoised: a product used twice is computed once).
 * Throws ProductCycleError before computing anything when a product contains itself, ProductLineError for a
 * line that cannot be computed (a unit that cannot convert, a missing sub-product, no annual volume where needed).
 */
export function computeProductFootprints(
  rootId: string,
  lookup: ProductLookup,
  options: FootprintOptions,
): Map<string, ProductFootprint> {
  assertNoCycle(rootId, lookup);
  const memo = new Map<string, ProductFootprint>();
  const compute = (id: string): ProductFootprint => {
    const known = memo.get(id);
    if (known) return known;
    const node = lookup(id);
    if (!node) throw new ProductLineError(id, -1, 'product_id', 'product_not_found');
    const result = footprintOfNode(
      node,
      (childId, lineIndex) => {
        const child = lookup(childId);
        if (!child) throw new ProductLineError(node.id, lineIndex, 'product_id', 'product_not_found');
        return { node: child, footprint: compute(childId) };
      },
      options,
    );
    memo.set(id, result);
    return result;
  };
  compute(rootId);
  return memo;
}

/** The footprint of one product; its sub-products come from `child`. */
export function footprintOfNode(
  node: ProductNode,
  child: (productId: string, lineIndex: number) => { node: ProductNode; footprint: ProductFootprint },
  options: FootprintOptions,
): ProductFootprint {
  const volume = node.annualProductionVolume;
  const perUnitDivisor = (lineIndex: number, always: boolean): number => {
    if (!always && node.compositionMode === 'per_unit') return 1;
    if (volume === null || !(volume > 0)) {
      throw new ProductLineError(node.id, lineIndex, 'quantity', 'volume_required');
    }
    return volume;
  };
  const byStage = emptyStages();
  const lines: LineFootprint[] = [];
  let weighted = 0;
  let weights = 0;
  let scoreSum = 0;
  let primaryKg = 0;
  let totalAbs = 0;
  let linesKg = 0;
  node.lines.forEach((line, index) => {
    const stage = STAGE_OF_KIND[line.kind];
    const amount = line.amount;
    let kg: number;
    let quantityPerUnit: number;
    let unit: UnitCode | '%';
    let mass: number | null = null;
    let factor: LineFactor | null = null;
    let quality: LineDataQuality;
    let productId: string | null = null;
    if (amount.type === 'factor') {
      quantityPerUnit = amount.quantity / perUnitDivisor(index, false);
      unit = amount.unit;
      const toFactorUnit = convertOrThrow(node.id, index, amount.unit, amount.factor.unit);
      kg = quantityPerUnit * toFactorUnit * amount.factor.kgCo2ePerUnit;
      mass = massKg(quantityPerUnit, amount.unit);
      factor = amount.factor;
      quality = lineDataQuality(amount.factor, options.referenceYear, node.country);
    } else if (amount.type === 'share') {
      quantityPerUnit = amount.percent / perUnitDivisor(index, true);
      unit = '%';
      kg = (amount.totalKgCo2e * amount.percent) / 100 / perUnitDivisor(index, true);
      factor = amount.factor;
      quality = lineDataQuality(amount.factor, options.referenceYear, node.country);
    } else {
      const sub = child(amount.productId, index);
      productId = amount.productId;
      quantityPerUnit = amount.quantity / perUnitDivisor(index, false);
      unit = amount.unit;
      const inSubUnits = quantityPerUnit * convertOrThrow(node.id, index, amount.unit, sub.node.unit);
      kg = inSubUnits * sub.footprint.kgCo2ePerUnit;
      mass =
        massKg(quantityPerUnit, amount.unit) ??
        (sub.node.weightPerUnitKg !== null && unitFamily(sub.node.unit) === 'count'
          ? inSubUnits * sub.node.weightPerUnitKg
          : null);
      const subScore = sub.footprint.dataQuality.score;
      quality = {
        primary: true,
        ageYears: null,
        geography: sub.node.country,
        originScore: 1,
        ageScore: subScore,
        geographyScore: subScore,
        score: subScore,
      };
      primaryKg += Math.abs(kg) * (sub.footprint.dataQuality.primarySharePercent / 100);
    }
    if (amount.type !== 'product' && factor?.primary) primaryKg += Math.abs(kg);
    byStage[stage] += kg;
    if ((line.kind === 'material' || line.kind === 'packaging') && mass !== null) linesKg += mass;
    weighted += Math.abs(kg) * quality.score;
    weights += Math.abs(kg);
    scoreSum += quality.score;
    totalAbs += Math.abs(kg);
    lines.push({
      id: line.id,
      kind: line.kind,
      stage,
      label: line.label,
      kgCo2ePerUnit: kg,
      quantityPerUnit,
      unit,
      massKgPerUnit: mass,
      factor,
      productId,
      dataQuality: quality,
    });
  });
  const kgCo2ePerUnit = PRODUCT_STAGES.reduce((sum, stage) => sum + byStage[stage], 0);
  const score = weights > 0 ? weighted / weights : lines.length > 0 ? scoreSum / lines.length : 5;
  const declared = node.weightPerUnitKg;
  const differencePercent =
    declared !== null && declared > 0 ? ((linesKg - declared) / declared) * 100 : null;
  const warning = differencePercent !== null && Math.abs(differencePercent) > MASS_BALANCE_TOLERANCE_PERCENT;
  const warnings: ProductWarning[] = warning
    ? [{ code: 'mass_balance', declaredKg: declared!, linesKg, differencePercent: differencePercent! }]
    : [];
  return {
    productId: node.id,
    kgCo2ePerUnit,
    byStage,
    lines,
    dataQuality: {
      score,
      rating: dataQualityRating(score),
      primarySharePercent: totalAbs > 0 ? (primaryKg / totalAbs) * 100 : 0,
    },
    massBalance: { declaredKg: declared, linesKg, differencePercent, warning },
    warnings,
  };
}

/**
 * The nested composition of a product, for GET /products/{id}/tree. A node's own figures are per unit of itself
 * (its lines' kg CO2e too); a sub-product's node also says what it puts in one unit of its parent (the quantity of
 * it the parent's line uses, in its own unit, times its figures, stage by stage: the parent line's kg CO2e), and how
 * many of its units one unit of the root holds, by which any of its figures becomes one per unit of the root (what
 * a tree drawn for the root shows, consistent with the shares).
 */
export interface ProductTreeNode {
  productId: string;
  name: string;
  unit: UnitCode;
  kgCo2ePerUnit: number;
  byStage: Record<ProductStage, number>;
  /** Units of this product (in its own unit) in one unit of the parent; null for the root. */
  quantityPerParentUnit: number | null;
  /** kg CO2e it puts in one unit of the parent (the parent line's kg CO2e); null for the root. */
  kgCo2ePerParentUnit: number | null;
  /** Its stages × quantityPerParentUnit (they add up to kgCo2ePerParentUnit); null for the root. */
  byStagePerParentUnit: Record<ProductStage, number> | null;
  /** Units of this product in one unit of the root: the product of the quantities on the path (1 for the root). */
  quantityPerRootUnit: number;
  lines: (LineFootprint & { children: ProductTreeNode | null })[];
}

function scaledStages(byStage: Record<ProductStage, number>, factor: number): Record<ProductStage, number> {
  return {
    raw_material: byStage.raw_material * factor,
    energy: byStage.energy * factor,
    transport: byStage.transport * factor,
    packaging: byStage.packaging * factor,
    waste: byStage.waste * factor,
    distribution: byStage.distribution * factor,
  };
}

export function productTree(
  rootId: string,
  lookup: ProductLookup,
  footprints: Map<string, ProductFootprint>,
): ProductTreeNode {
  const build = (id: string, parentLine: LineFootprint | null, parentPerRoot: number): ProductTreeNode => {
    const node = lookup(id);
    const footprint = footprints.get(id);
    if (!node || !footprint) throw new ProductLineError(id, -1, 'product_id', 'product_not_found');
    // The parent line's quantity per unit of the parent, in this product's unit (the engine converted it the same
    // way to compute the line's kg CO2e, so the conversion is known to exist).
    const quantity =
      parentLine === null
        ? null
        : parentLine.quantityPerUnit * conversionFactor(parentLine.unit as UnitCode, node.unit);
    const perRoot = quantity === null ? 1 : parentPerRoot * quantity;
    return {
      productId: id,
      name: node.name,
      unit: node.unit,
      kgCo2ePerUnit: footprint.kgCo2ePerUnit,
      byStage: footprint.byStage,
      quantityPerParentUnit: quantity,
      kgCo2ePerParentUnit: parentLine === null ? null : parentLine.kgCo2ePerUnit,
      byStagePerParentUnit: quantity === null ? null : scaledStages(footprint.byStage, quantity),
      quantityPerRootUnit: perRoot,
      // Every field named rather than `{ ...line, children }`: objects built by spread here were several times
      // slower to build and to read afterwards (the mapping to the API), on a 5,000-line tree (bench/README.md).
      lines: footprint.lines.map((line) => ({
        id: line.id,
        kind: line.kind,
        stage: line.stage,
        label: line.label,
        kgCo2ePerUnit: line.kgCo2ePerUnit,
        quantityPerUnit: line.quantityPerUnit,
        unit: line.unit,
        massKgPerUnit: line.massKgPerUnit,
        factor: line.factor,
        productId: line.productId,
        dataQuality: line.dataQuality,
        children: line.productId ? build(line.productId, line, perRoot) : null,
      })),
    };
  };
  return build(rootId, null, 1);
}
