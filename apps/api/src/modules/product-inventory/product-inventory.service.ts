import { gridIntensityFor } from '@carbon/carbon/scope2';
import { convertQuantity, isUnitCode } from '@carbon/carbon/units';
import { wasteFactor, type WasteTreatment, type WasteType } from '@carbon/carbon/waste';
import { scope3MessageKeys } from '@carbon/contracts/freight';
import { ledgerMessageKeys, type ListActivitiesQuery } from '@carbon/contracts/ledger';
import {
  productInventoryMessageKeys,
  type CreateSoldProductInput,
  type ExcludedLine,
  type SoldProduct,
  type SoldProductList,
  type UpdateSoldProductInput,
} from '@carbon/contracts/product-inventory';
import type { AppLocale } from '@carbon/i18n/locale';
import type { Database } from '../../platform/db.ts';
import { AppError, bodyFieldError, notFound } from '../../platform/errors.ts';
import { LibraryFactors } from '../freight/library-factors.ts';
import { factorCopyOf, toActivity } from '../ledger/ledger.mapper.ts';
import { LedgerRepository, type FactorCopy } from '../ledger/ledger.repository.ts';
import type { ActivityInput, ActivityLine, ActivityRecord, LedgerService } from '../ledger/ledger.service.ts';
import { packagingWasteType } from './packaging-waste.ts';
import {
  ProductInventoryRepository,
  type InventoryLineRow,
  type InventoryProductRow,
} from './product-inventory.repository.ts';

export const SOLD_PRODUCT_KIND = 'sold_product';

const TREATMENTS = [
  ['recycling', 'recycling_percent'],
  ['incineration', 'incineration_percent'],
  ['landfill', 'landfill_percent'],
] as const satisfies readonly (readonly [WasteTreatment, string])[];

/** The stored form of a record: its input (without the company), kept on each of its lines' details. */
type StoredInput = UpdateSoldProductInput;

const round = (value: number) => Number(value.toPrecision(12));

/**
 * Sold products in the inventory (docs/decisions/0030-products-in-inventory.md): one ledger activity per record, with
 * lines in category 11 (use phase), 12 (end of life of the product and its packaging) and optionally 1 (its bill of
 * materials for the units produced, leaving out what the year's purchases already count).
 */
export class ProductInventoryService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly db: Database,
  ) {}

  async list(userId: string, query: ListActivitiesQuery, lang: AppLocale): Promise<SoldProductList> {
    const records = await this.ledger.listActivities(
      userId,
      {
        companyId: query.company_id,
        periodYear: query.period_year,
        siteId: query.site_id,
        kind: SOLD_PRODUCT_KIND,
      },
      lang,
    );
    return { items: records.map(toSoldProduct) };
  }

  async get(userId: string, id: string, lang: AppLocale): Promise<SoldProduct> {
    return toSoldProduct(await this.ledger.getActivity(userId, id, SOLD_PRODUCT_KIND, lang));
  }

  async create(userId: string, body: CreateSoldProductInput, lang: AppLocale): Promise<SoldProduct> {
    const { company_id: companyId, ...input } = body;
    const activity = await this.activityInput(companyId, input, lang);
    return toSoldProduct(await this.ledger.createActivity(userId, activity, lang));
  }

  async update(
    userId: string,
    id: string,
    body: UpdateSoldProductInput,
    lang: AppLocale,
  ): Promise<SoldProduct> {
    const current = await this.ledger.getActivity(userId, id, SOLD_PRODUCT_KIND, lang);
    const activity = await this.activityInput(current.companyId, body, lang);
    return toSoldProduct(await this.ledger.replaceActivity(userId, id, activity, lang));
  }

  delete(userId: string, id: string): Promise<void> {
    return this.ledger.deleteActivity(userId, id, SOLD_PRODUCT_KIND);
  }

  /**
   * Recomputes every sold-product record of these company-years from its stored input, so its category-1 lines
   * follow the purchases of the year (a purchased material leaves the bill of materials, a deleted purchase brings
   * it back). Runs with the caller's ledger and database: inside the purchase's transaction.
   */
  async reconcile(
    userId: string,
    years: readonly { companyId: string; periodYear: number }[],
    lang: AppLocale,
  ): Promise<void> {
    const repository = new ProductInventoryRepository(this.db);
    for (const { companyId, periodYear } of years) {
      for (const id of await repository.soldProductActivities(companyId, periodYear, SOLD_PRODUCT_KIND)) {
        const record = await this.ledger.getActivity(userId, id, SOLD_PRODUCT_KIND, lang);
        const stored = storedInputOf(record);
        if (!stored) continue;
        const activity = await this.activityInput(companyId, stored, lang);
        await this.ledger.replaceActivity(userId, id, activity, lang);
      }
    }
  }

  /** The record's lines, computed from its input; every id is looked up within the company (another's: 404). */
  private async activityInput(
    companyId: string,
    input: StoredInput,
    lang: AppLocale,
  ): Promise<ActivityInput> {
    const repository = new ProductInventoryRepository(this.db);
    const library = new LibraryFactors(this.db);
    const country = await repository.siteCountry(companyId, input.site_id);
    if (!country) throw notFound();
    let product: InventoryProductRow | null = null;
    let name: string;
    if (input.product_id) {
      product = await repository.product(companyId, input.product_id);
      if (!product) throw notFound();
      name = product.name;
    } else {
      const simple = await repository.simpleProduct(companyId, input.simple_product_id ?? '');
      if (!simple) throw notFound();
      name = simple.name;
      if (input.include_materials) {
        throw bodyFieldError(
          ['include_materials'],
          productInventoryMessageKeys.noBillOfMaterials,
          'no_bill_of_materials',
        );
      }
    }
    const weightKg = input.end_of_life.weight_per_unit_kg ?? product?.weightPerUnitKg ?? null;
    if (weightKg === null) {
      throw bodyFieldError(
        ['end_of_life', 'weight_per_unit_kg'],
        productInventoryMessageKeys.weightRequired,
        'required',
      );
    }
    const fr = lang === 'fr';
    const units = input.units_sold;
    const lines: ActivityLine[] = [];
    const common = (part: string) => ({ part, product_name: name, sold_product: input });

    // Category 11: the direct use phase of the units sold over their lifetime.
    const use = input.use_phase;
    if (use.kind === 'energy') {
      const factor = use.emission_factor_id
        ? { emissionFactorId: use.emission_factor_id }
        : { copy: await this.gridFactor(country, input.period_year) };
      lines.push({
        category: 'use_sold_products',
        quantity: round(units * use.kwh_per_unit_lifetime),
        unit: 'kWh',
        factor,
        label: `${name} — ${fr ? 'électricité en utilisation' : 'electricity in use'}`,
        details: { ...common('use'), per_unit: use.kwh_per_unit_lifetime, units },
        loc: ['use_phase', 'emission_factor_id'],
      });
    } else if (use.kind === 'fuel') {
      lines.push({
        category: 'use_sold_products',
        quantity: round(units * use.litres_per_unit_lifetime),
        unit: 'l',
        factor: { emissionFactorId: use.emission_factor_id },
        label: `${name} — ${fr ? 'combustible en utilisation' : 'fuel in use'}`,
        details: { ...common('use'), per_unit: use.litres_per_unit_lifetime, units },
        loc: ['use_phase', 'emission_factor_id'],
      });
    } else if (use.kind === 'direct_ghg') {
      const gas = use.gas.trim();
      lines.push({
        category: 'use_sold_products',
        quantity: round((units * use.ghg_kg_per_unit * use.release_percent) / 100),
        unit: 'kg',
        factor: {
          custom: {
            kg_co2e_per_unit: use.gwp,
            unit: 'kg',
            name: `${gas || (fr ? 'Gaz' : 'Gas')} — GWP ${use.gwp}`,
          },
        },
        label: `${name} — ${fr ? 'gaz émis en utilisation' : 'gas released in use'}`,
        details: {
          ...common('use'),
          per_unit: use.ghg_kg_per_unit,
          release_percent: use.release_percent,
          units,
        },
        loc: ['use_phase', 'ghg_kg_per_unit'],
      });
    }

    // Category 12: the mass sold (and its packaging) × each treatment's share × the library's waste factor.
    const eol = input.end_of_life;
    const masses: { wasteType: WasteType; kgPerUnit: number; label: string; loc: (string | number)[] }[] = [
      { wasteType: eol.waste_type, kgPerUnit: weightKg, label: name, loc: ['end_of_life', 'waste_type'] },
    ];
    if (eol.include_packaging && product) {
      const packaging = (await repository.linesOf([product.id])).filter((line) => line.kind === 'packaging');
      for (const line of packaging) {
        const spec = line.spec as { material?: string; weight_kg?: number };
        masses.push({
          wasteType: packagingWasteType(spec.material ?? 'other'),
          kgPerUnit: perUnit(product, line.quantity),
          label: line.label || spec.material || 'packaging',
          loc: ['end_of_life', 'include_packaging'],
        });
      }
    }
    for (const mass of masses) {
      for (const [treatment, field] of TREATMENTS) {
        const share = eol[field];
        if (share <= 0) continue;
        const mapping = wasteFactor(mass.wasteType, treatment);
        const loc = mass.loc[1] === 'waste_type' ? ['end_of_life', field] : mass.loc;
        if (!mapping) throw bodyFieldError(loc, scope3MessageKeys.wasteTreatmentUnavailable, 'not_available');
        lines.push({
          category: 'end_of_life_sold_products',
          // units × kg per unit × share, in tonnes (the waste factors are per tonne).
          quantity: round((units * mass.kgPerUnit * share) / 100 / 1000),
          unit: 'tonne',
          factor: { emissionFactorId: await library.idOf(mapping.key, loc) },
          label: `${mass.label} — ${treatmentLabel(treatment, fr)}`,
          details: {
            ...common('end_of_life'),
            waste_type: mass.wasteType,
            treatment,
            share_percent: share,
            kg_per_unit: mass.kgPerUnit,
            units,
            factor_key: mapping.key,
          },
          loc,
        });
      }
    }

    // Category 1 (optional): the bill of materials of the units produced, without what purchases already count.
    const excluded: Omit<ExcludedLine, 'co2e_kg'>[] = [];
    const excludedCopies: { factor: FactorCopy; quantity: number; unit: string }[] = [];
    if (input.include_materials && product) {
      const uses = await repository.category1Uses(companyId, input.period_year, SOLD_PRODUCT_KIND);
      const byFactor = new Map<string, string>();
      const byItem = new Map<string, string>();
      for (const use of uses) {
        if (use.factorId && !byFactor.has(use.factorId)) byFactor.set(use.factorId, use.entryId);
        if (use.catalogItemId && !byItem.has(use.catalogItemId)) byItem.set(use.catalogItemId, use.entryId);
      }
      const leaves = await this.billOfMaterials(repository, companyId, product);
      for (const leaf of leaves) {
        const quantity = round(leaf.perUnit * input.include_materials.units_produced);
        const spec = leaf.line.spec as { emission_factor_id?: string; catalog_item_id?: string };
        const factorId =
          spec.emission_factor_id ?? (leaf.line.kind === 'packaging' ? leaf.line.factorId : null);
        const entryId =
          (factorId ? byFactor.get(factorId) : undefined) ??
          (spec.catalog_item_id ? byItem.get(spec.catalog_item_id) : undefined);
        const label = leaf.path.length > 0 ? `${leaf.label} (${leaf.path.join(' → ')})` : leaf.label;
        const copy = lineFactorCopy(leaf.line, factorId);
        if (entryId) {
          excluded.push({ label, reason: 'already_purchased', entry_id: entryId });
          excludedCopies.push({ factor: copy, quantity, unit: leaf.line.unit });
          continue;
        }
        lines.push({
          category: 'purchased_goods',
          quantity,
          unit: leaf.line.unit,
          factor: { copy },
          label,
          details: {
            ...common('materials'),
            per_unit: leaf.perUnit,
            units_produced: input.include_materials.units_produced,
            emission_factor_id: spec.emission_factor_id ?? null,
            catalog_item_id: spec.catalog_item_id ?? null,
            product_line_id: leaf.line.id,
          },
          loc: ['include_materials', 'units_produced'],
        });
      }
    }
    // What an excluded line would have added, so the screen can say what was not counted twice.
    const excludedLines: ExcludedLine[] = excluded.map((line, index) => {
      const copy = excludedCopies[index]!;
      let kg = 0;
      if (isUnitCode(copy.unit) && isUnitCode(copy.factor.factorUnit)) {
        try {
          kg = round(
            convertQuantity(copy.quantity, copy.unit, copy.factor.factorUnit) *
              copy.factor.factorKgCo2ePerUnit,
          );
        } catch {
          kg = 0;
        }
      }
      return { ...line, co2e_kg: kg };
    });
    for (const line of lines) line.details = { ...line.details, excluded_lines: excludedLines };
    return {
      companyId,
      siteId: input.site_id,
      periodYear: input.period_year,
      kind: SOLD_PRODUCT_KIND,
      lines,
    };
  }

  /**
   * The material and packaging lines of a product per unit, its own sub-products expanded to their lines (the
   * company makes them, so their materials are what it buys). Energy, transport, waste and distribution lines are not
   * purchases: the site's energy is scope 1/2, transport category 4, waste category 5 of the company's own records.
   */
  private async billOfMaterials(
    repository: ProductInventoryRepository,
    companyId: string,
    root: InventoryProductRow,
  ): Promise<{ line: InventoryLineRow; perUnit: number; label: string; path: string[] }[]> {
    const all = await repository.companyProducts(companyId);
    const byId = new Map(all.map((p) => [p.id, p]));
    const lines = await repository.linesOf(all.map((p) => p.id));
    const linesOf = new Map<string, InventoryLineRow[]>();
    for (const line of lines) linesOf.set(line.productId, [...(linesOf.get(line.productId) ?? []), line]);
    const leaves: { line: InventoryLineRow; perUnit: number; label: string; path: string[] }[] = [];
    const walk = (product: InventoryProductRow, multiplier: number, path: string[], seen: Set<string>) => {
      for (const line of linesOf.get(product.id) ?? []) {
        if (line.kind !== 'material' && line.kind !== 'packaging') continue;
        const quantity = perUnit(product, line.quantity) * multiplier;
        if (line.subProductId) {
          const sub = byId.get(line.subProductId);
          // A cycle cannot be saved (decision 0027); the guard only keeps a damaged graph from looping.
          if (!sub || seen.has(sub.id)) continue;
          const inSubUnits =
            isUnitCode(line.unit) && isUnitCode(sub.unit)
              ? convertQuantity(quantity, line.unit, sub.unit)
              : quantity;
          walk(sub, inSubUnits, [...path, sub.name], new Set([...seen, sub.id]));
          continue;
        }
        if (line.factorKgCo2ePerUnit === null || !line.factorUnit) continue;
        leaves.push({
          line,
          perUnit: quantity,
          label: line.label || line.factorName || line.kind,
          path,
        });
      }
    };
    walk(root, 1, [], new Set([root.id]));
    return leaves;
  }

  /** The grid intensity of the country for the year (or the latest before), as the ledger picks it for electricity. */
  private async gridFactor(country: string, year: number): Promise<FactorCopy> {
    const series = await new LedgerRepository(this.db).gridIntensities(country);
    const points = series.flatMap((row) =>
      row.year === null ? [] : [{ year: row.year, kgPerKwh: row.kgCo2ePerUnit }],
    );
    const chosen = gridIntensityFor(points, year);
    const row = chosen && series.find((candidate) => candidate.year === chosen.year);
    if (!row) {
      throw bodyFieldError(
        ['use_phase', 'emission_factor_id'],
        ledgerMessageKeys.noGridFactor,
        'no_grid_factor',
      );
    }
    return factorCopyOf(row);
  }
}

/** A quantity of a product's line per declared unit: whole-production quantities are divided by the annual volume. */
function perUnit(product: InventoryProductRow, quantity: number): number {
  if (product.compositionMode === 'whole_production') {
    const volume = product.annualProductionVolume ?? 0;
    return volume > 0 ? quantity / volume : 0;
  }
  return quantity;
}

/** The product line's factor as copied when the product was saved (a library factor keeps its id to be re-read). */
function lineFactorCopy(line: InventoryLineRow, factorId: string | null): FactorCopy {
  return {
    factorId,
    factorSource: line.factorSource ?? 'product',
    factorDatasetVersion: line.factorDatasetVersion,
    factorNameEn: line.factorName,
    factorNameFr: line.factorName,
    factorKgCo2ePerUnit: line.factorKgCo2ePerUnit ?? 0,
    factorUnit: line.factorUnit ?? line.unit,
    factorUncertaintyPercent: null,
    factorEnergyBasis: null,
    factorParts: null,
  };
}

function treatmentLabel(treatment: WasteTreatment, fr: boolean): string {
  const labels: Record<string, [string, string]> = {
    recycling: ['recycling', 'recyclage'],
    incineration: ['incineration', 'incinération'],
    landfill: ['landfill', 'enfouissement'],
  };
  const pair = labels[treatment] ?? [treatment, treatment];
  return fr ? pair[1] : pair[0];
}

function storedInputOf(record: ActivityRecord): StoredInput | null {
  for (const entry of record.entries) {
    const stored = (entry.details as Record<string, unknown>).sold_product;
    if (stored && typeof stored === 'object') return stored as StoredInput;
  }
  return null;
}

export function toSoldProduct(record: ActivityRecord): SoldProduct {
  const input = storedInputOf(record);
  if (!input) throw new AppError(500, 'internal_error');
  const details = (record.entries[0]?.details ?? {}) as Record<string, unknown>;
  const byCategory = { purchased_goods: 0, use_sold_products: 0, end_of_life_sold_products: 0 };
  for (const entry of record.entries) {
    if (entry.category in byCategory) byCategory[entry.category as keyof typeof byCategory] += entry.co2e_kg;
  }
  return {
    ...toActivity(record),
    product_id: input.product_id ?? null,
    simple_product_id: input.simple_product_id ?? null,
    product_name: typeof details.product_name === 'string' ? details.product_name : '',
    units_sold: input.units_sold,
    use_phase: input.use_phase,
    end_of_life: { ...input.end_of_life, weight_per_unit_kg: input.end_of_life.weight_per_unit_kg ?? null },
    include_materials: input.include_materials ?? null,
    by_category: {
      purchased_goods: round(byCategory.purchased_goods),
      use_sold_products: round(byCategory.use_sold_products),
      end_of_life_sold_products: round(byCategory.end_of_life_sold_products),
    },
    excluded_lines: Array.isArray(details.excluded_lines) ? (details.excluded_lines as ExcludedLine[]) : [],
  };
}
