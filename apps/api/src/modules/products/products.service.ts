import { randomBytes, randomUUID } from 'node:crypto';
import { FREIGHT_MODE_FACTORS } from '@carbon/carbon/freight';
import { PACKAGING_MATERIAL_INFO } from '@carbon/carbon/packaging';
import {
  computeProductFootprints,
  ProductCycleError,
  ProductLineError,
  productTree,
  type LineFactor,
  type ProductFootprint,
  type ProductLine,
  type ProductNode,
  type ProductTreeNode,
} from '@carbon/carbon/products';
import { isUnitCode, type UnitCode } from '@carbon/carbon/units';
import { wasteFactor } from '@carbon/carbon/waste';
import { scope3MessageKeys } from '@carbon/contracts/freight';
import { CATALOG_UNITS } from '@carbon/contracts/product-catalog';
import {
  productEndpoints,
  productMessageKeys,
  type CreateProductInput,
  type CreateSimpleProductInput,
  type ListProductsQuery,
  type Product,
  type ProductLineInput,
  type ProductList,
  type ProductTreeNode as ProductTreeDto,
  type PublicProductReport,
  type SimpleProduct,
  type SimpleProductList,
  type UpdateProductInput,
  type UpdateSimpleProductInput,
  updateProductInputSchema,
} from '@carbon/contracts/products';
import type { AppLocale } from '@carbon/i18n/locale';
import { z } from 'zod';
import { PreSerializedJson } from '../../platform/endpoints.ts';
import { AppError, bodyFieldError, notFound } from '../../platform/errors.ts';
import { dataEditors, type CompaniesService } from '../companies/companies.service.ts';
import { EntitlementsRepository } from '../entitlements/entitlements.repository.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { LibraryFactors } from '../freight/library-factors.ts';
import { toFootprintDto, toProduct, toPublicReport, toSimpleProduct, toTreeDto } from './products.mapper.ts';
import type {
  FactorRow,
  ProductLineInsert,
  GraphLine,
  GraphProduct,
  ProductRow,
  ProductsRepository,
} from './products.repository.ts';

/** A line resolved against the caller's company: what is stored and what the engine computes with. */
interface ResolvedLine {
  insert: Omit<ProductLineInsert, 'productId' | 'position'> & { id: string };
  engine: ProductLine;
}

const ENERGY_CATEGORIES = new Set(['stationary_combustion']);

function invalidLine(index: number, field: string, messageKey = 'errors.invalid_input'): AppError {
  return bodyFieldError(['lines', index, field], messageKey, 'invalid');
}

function factorCopy(row: FactorRow, lang: AppLocale): LineFactor {
  return {
    id: row.id,
    kgCo2ePerUnit: row.kgCo2ePerUnit,
    unit: row.unit as UnitCode,
    name: (lang === 'fr' ? (row.nameFr ?? row.nameEn) : (row.nameEn ?? row.nameFr)) ?? '',
    source: row.source,
    version: row.datasetVersion,
    year: row.year,
    geography: row.countryCode ?? row.regionCode,
    primary: row.companyId !== null,
  };
}

function factorColumns(factor: LineFactor) {
  return {
    factorId: factor.id ?? null,
    factorSource: factor.source,
    factorDatasetVersion: factor.version,
    factorName: factor.name,
    factorKgCo2ePerUnit: factor.kgCo2ePerUnit,
    factorUnit: factor.unit,
    factorYear: factor.year,
    factorGeography: factor.geography,
    factorPrimary: factor.primary,
  };
}

/** A stored line as the engine takes it (the factor copied at save). */
export function engineLine(row: GraphLine): ProductLine {
  // Each field named rather than spread from a shared `base`: spread-built objects cost the engine several times
  // more to read on a 5,000-line tree (bench/README.md, the cold tree).
  if (row.subProductId) {
    return {
      id: row.id,
      kind: row.kind,
      label: row.label,
      amount: {
        type: 'product',
        productId: row.subProductId,
        quantity: row.quantity,
        unit: row.unit as UnitCode,
      },
    };
  }
  const factor: LineFactor = {
    id: row.factorId,
    kgCo2ePerUnit: row.factorKgCo2ePerUnit ?? 0,
    unit: (row.factorUnit ?? 'unit') as UnitCode,
    name: row.factorName ?? '',
    source: row.factorSource ?? '',
    version: row.factorDatasetVersion,
    year: row.factorYear,
    geography: row.factorGeography,
    primary: row.factorPrimary ?? false,
  };
  if (row.shareTotalKgCo2e !== null) {
    return {
      id: row.id,
      kind: row.kind,
      label: row.label,
      amount: { type: 'share', totalKgCo2e: row.shareTotalKgCo2e, percent: row.quantity, factor },
    };
  }
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    amount: { type: 'factor', quantity: row.quantity, unit: row.unit as UnitCode, factor },
  };
}

export function engineNode(
  row: Omit<GraphProduct, 'country'>,
  country: string | null,
  lines: ProductLine[],
): ProductNode {
  return {
    id: row.id,
    name: row.name,
    unit: row.unit as UnitCode,
    compositionMode: row.compositionMode,
    annualProductionVolume: row.annualProductionVolume,
    weightPerUnitKg: row.weightPerUnitKg,
    country,
    lines,
  };
}

/** After a product save committed: the company and the products whose stored footprint it wrote. */
export type ProductsSavedListener = (companyId: string, productIds: readonly string[]) => Promise<void>;

/**
 * Composite products (issue 11; docs/decisions/0027-product-footprints.md). A product's footprint is computed by
 * the engine at save, from its lines and the current footprints of the sub-products it uses, and stored; saving a
 * product also recomputes and stores the products that use it, directly or deeper. The tree is computed on read.
 */
export class ProductsService {
  constructor(
    private readonly repository: ProductsRepository,
    private readonly companies: CompaniesService,
    private readonly entitlements: EntitlementsService,
    private readonly libraryFactors: LibraryFactors,
    private readonly clock: () => Date = () => new Date(),
    /** Told after a save committed, with the products whose footprint it stored (PACT versions, decision 0035). */
    private readonly savedListener: ProductsSavedListener | null = null,
  ) {}

  private readonly treeCache = new TreeCache();

  async list(userId: string, query: ListProductsQuery): Promise<ProductList> {
    await this.companies.requireRole(userId, query.company_id);
    const rows = await this.repository.list(query.company_id, query.site_id);
    const lines = await this.repository.linesOf(rows.map((row) => row.id));
    return {
      items: rows.map((row) =>
        toProduct(
          row,
          lines.filter((line) => line.productId === row.id),
        ),
      ),
    };
  }

  async get(userId: string, id: string): Promise<Product> {
    const row = await this.readable(userId, id);
    return toProduct(row, await this.repository.linesOf([row.id]));
  }

  async tree(userId: string, id: string, readable?: ProductRow): Promise<ProductTreeDto> {
    const row = readable ?? (await this.readable(userId, id));
    return (await this.buildTree(row)).dto;
  }

  /**
   * The tree as JSON text, checked against the endpoint's schema, from an in-process cache while the company's
   * product-graph version is the one it was built at (every write to products, lines or a site's country moves it in
   * its own transaction). The version is read before the graph: a tree built from newer data than its version is
   * only rebuilt once more, never served stale. The engine's reference year (data-quality ages) is part of the key.
   */
  async treeJson(userId: string, id: string): Promise<PreSerializedJson> {
    const row = await this.readable(userId, id);
    return new PreSerializedJson(await this.cachedTreeJson(row));
  }

  private treeKey(companyId: string, productId: string): string {
    return `${companyId}:${productId}:${this.clock().getUTCFullYear()}`;
  }

  private async cachedTreeJson(row: ProductRow): Promise<string> {
    const version = await this.repository.graphVersion(row.companyId);
    const key = this.treeKey(row.companyId, row.id);
    const cached = this.treeCache.get(key, version);
    if (cached !== undefined) return cached;
    const { dto, productIds } = await this.buildTree(row);
    const json = JSON.stringify(z.encode(productEndpoints.tree.success.schema, dto));
    this.treeCache.set(key, { companyId: row.companyId, version, json, productIds });
    return json;
  }

  /** The product's tree from its sub-graph, and the ids of the products in it (what can change it). */
  private async buildTree(row: ProductRow): Promise<{ dto: ProductTreeDto; productIds: string[] }> {
    // Only the product and what it uses, directly or deeper: the rest of the company's graph cannot change its tree.
    const { nodes, lookup } = await this.graph(row.companyId, row.id);
    let footprints: Map<string, ProductFootprint>;
    try {
      footprints = this.compute(row.id, lookup);
    } catch (error) {
      throw this.engineError(error, row.id);
    }
    return {
      dto: toTreeDto(productTree(row.id, lookup, footprints) as ProductTreeNode),
      productIds: [...nodes.keys()],
    };
  }

  /**
   * After a products write committed (moving the version from `before` to `after`): the cached trees that do not
   * contain a changed product stay valid at `after`, and the ones that do are rebuilt now, so the first view after a
   * save through the API is served from the cache with the new numbers. Only when no other write came in between
   * (after = before + 1): `before` was read before the write read the graph, so the trees cached at `before` were
   * built from the same data, and the changed products are all that differ; otherwise the version check drops them.
   * A tree contains a changed product exactly when the product is in its sub-graph, so its parents, directly or
   * deeper, are always among the rebuilt ones. Other API processes see the new version and rebuild on first view.
   */
  private async refreshTrees(companyId: string, before: number, after: number, changed: string[]): Promise<void> {
    if (after !== before + 1) return;
    const stale = this.treeCache.advance(companyId, before, after, new Set(changed));
    const year = `:${this.clock().getUTCFullYear()}`;
    // The most recently viewed first, a few at most: each one costs the write a sub-graph read and a computation.
    for (const key of stale.filter((k) => k.endsWith(year)).slice(0, MAX_TREES_REBUILT_ON_WRITE)) {
      const productId = key.slice(companyId.length + 1, -year.length);
      const row = await this.repository.find(productId);
      if (!row || row.companyId !== companyId) continue;
      try {
        await this.cachedTreeJson(row);
      } catch {
        // The tree answers its own error on its next view (e.g. a unit its parent line can no longer convert).
      }
    }
  }

  async create(userId: string, body: CreateProductInput, lang: AppLocale): Promise<Product> {
    await this.companies.requireRole(userId, body.company_id, dataEditors);
    const id = randomUUID();
    return this.save(body.company_id, id, body, lang, null);
  }

  async update(userId: string, id: string, body: UpdateProductInput, lang: AppLocale): Promise<Product> {
    const existing = await this.writable(userId, id);
    return this.save(existing.companyId, id, body, lang, existing);
  }

  /**
   * Saves a product again as it is, so that its lines copy their factors as they are now and its footprint (and the
   * products using it) is recomputed: what a user does by opening the product and saving it. Used when a company
   * factor takes a supplier's newer PACT footprint (decision 0035).
   */
  async resave(userId: string, id: string, lang: AppLocale): Promise<Product> {
    const existing = await this.writable(userId, id);
    const current = toProduct(existing, await this.repository.linesOf([id]));
    const body = updateProductInputSchema.parse({
      ...current,
      lines: current.lines.map(({ id: _id, position: _position, ...line }) => line),
    });
    return this.save(existing.companyId, id, body, lang, existing);
  }

  async delete(userId: string, id: string): Promise<void> {
    const existing = await this.writable(userId, id);
    const before = await this.repository.graphVersion(existing.companyId);
    const after = await this.repository.transaction(async (repository) => {
      await assertNotSold(repository, existing.companyId, id);
      const users = await repository.usersOf(id);
      if (users.length > 0) {
        throw new AppError(409, 'product_in_use', {
          messageKey: productMessageKeys.inUse,
          messageParams: { products: users.join(', ') },
        });
      }
      const version = await repository.bumpGraphVersion(existing.companyId);
      await repository.delete(id);
      // Deleting a product removes its catalog entry (SPEC section 7).
      if (existing.catalogItemId) await repository.deleteCatalogItem(existing.catalogItemId);
      return version;
    });
    // A product used by another cannot be deleted, so only its own tree contained it.
    await this.refreshTrees(existing.companyId, before, after, [id]);
  }

  async publish(userId: string, id: string): Promise<{ slug: string; published_at: string }> {
    const existing = await this.writable(userId, id);
    if (existing.publishedSlug && existing.publishedAt) {
      return { slug: existing.publishedSlug, published_at: existing.publishedAt.toISOString() };
    }
    const slug = randomBytes(9).toString('base64url');
    const row = await this.repository.update(id, { publishedSlug: slug, publishedAt: this.clock() });
    return { slug, published_at: row.publishedAt!.toISOString() };
  }

  async unpublish(userId: string, id: string): Promise<void> {
    await this.writable(userId, id);
    await this.repository.update(id, { publishedSlug: null, publishedAt: null });
  }

  async publicReport(slug: string): Promise<PublicProductReport> {
    const row = await this.repository.findPublished(slug);
    if (!row || !row.publishedAt) throw notFound();
    return toPublicReport(row);
  }

  private async readable(userId: string, id: string): Promise<ProductRow> {
    const row = await this.repository.find(id);
    if (!row) throw notFound();
    await this.companies.requireRole(userId, row.companyId);
    return row;
  }

  private async writable(userId: string, id: string): Promise<ProductRow> {
    const row = await this.repository.find(id);
    if (!row) throw notFound();
    await this.companies.requireRole(userId, row.companyId, dataEditors);
    return row;
  }

  private async graph(companyId: string, rootId?: string) {
    const { products, lines } = await this.repository.graph(companyId, rootId);
    const linesBy = new Map<string, ProductLine[]>();
    for (const line of lines) {
      const list = linesBy.get(line.productId) ?? [];
      list.push(engineLine(line));
      linesBy.set(line.productId, list);
    }
    const nodes = new Map<string, ProductNode>();
    for (const product of products) {
      nodes.set(product.id, engineNode(product, product.country, linesBy.get(product.id) ?? []));
    }
    return { nodes, lookup: (id: string) => nodes.get(id) };
  }

  private compute(rootId: string, lookup: (id: string) => ProductNode | undefined) {
    return computeProductFootprints(rootId, lookup, { referenceYear: this.clock().getUTCFullYear() });
  }

  private async save(
    companyId: string,
    id: string,
    body: UpdateProductInput,
    lang: AppLocale,
    existing: ProductRow | null,
  ): Promise<Product> {
    const country = await this.repository.siteCountry(companyId, body.site_id);
    if (country === null) throw notFound();
    const resolved: ResolvedLine[] = [];
    for (const [index, line] of body.lines.entries()) {
      resolved.push(await this.resolveLine(companyId, country, line, index, lang));
    }
    // Read before the graph: the cached trees at this version were built from the data this save starts from.
    const before = await this.repository.graphVersion(companyId);
    const { nodes, lookup } = await this.graph(companyId);
    const node: ProductNode = {
      id,
      name: body.name,
      unit: body.unit as UnitCode,
      compositionMode: body.composition_mode,
      annualProductionVolume: body.annual_production_volume,
      weightPerUnitKg: body.weight_per_unit_kg,
      country,
      lines: resolved.map((line) => line.engine),
    };
    nodes.set(id, node);
    let footprints: Map<string, ProductFootprint>;
    try {
      footprints = this.compute(id, lookup);
    } catch (error) {
      throw this.engineError(error, id);
    }
    const footprint = footprints.get(id)!;
    // The products using this one, directly or deeper, are recomputed now (before writing anything): a change that
    // breaks one of them (a unit it can no longer convert) is refused on this product's unit.
    const ancestors: { id: string; footprint: ProductFootprint }[] = [];
    if (existing) {
      for (const ancestorId of ancestorsOf(id, nodes)) {
        try {
          ancestors.push({ id: ancestorId, footprint: this.compute(ancestorId, lookup).get(ancestorId)! });
        } catch (error) {
          if (error instanceof ProductLineError) {
            throw bodyFieldError(['unit'], productMessageKeys.unitIncompatible, 'used_by_product');
          }
          throw error;
        }
      }
    }
    const values = {
      siteId: body.site_id,
      name: body.name,
      unit: body.unit,
      description: body.description,
      annualProductionVolume: body.annual_production_volume,
      weightPerUnitKg: body.weight_per_unit_kg,
      revenuePerUnitEur: body.revenue_per_unit_eur,
      currency: body.currency,
      isComponent: body.is_component,
      isFinalProduct: body.is_final_product,
      category: body.category,
      processingState: body.processing_state,
      compositionMode: body.composition_mode,
      volumePerUnitL: body.volume_per_unit_l,
      dimensionsCm: body.dimensions_cm,
      originCountry: body.origin_country,
      footprint: toFootprintDto(footprint),
    };
    let after = 0;
    const saved = await this.repository.transaction(async (repository, tx) => {
      let row: ProductRow;
      if (existing) {
        row = await repository.update(id, values);
      } else {
        await this.entitlements.assertWithinLimit(companyId, 'products', new EntitlementsRepository(tx));
        row = await repository.insert({ id, companyId, ...values });
      }
      after = await repository.bumpGraphVersion(companyId);
      await repository.replaceLines(
        id,
        resolved.map((line, position) => ({ ...line.insert, productId: id, position })),
      );
      row = await this.syncCatalog(repository, row, footprint.kgCo2ePerUnit);
      for (const ancestor of ancestors) {
        const updated = await repository.update(ancestor.id, {
          footprint: toFootprintDto(ancestor.footprint),
        });
        await this.syncCatalog(repository, updated, ancestor.footprint.kgCo2ePerUnit);
      }
      return row;
    });
    const changed = [id, ...ancestors.map((ancestor) => ancestor.id)];
    await this.refreshTrees(companyId, before, after, changed);
    await this.savedListener?.(companyId, changed);
    return toProduct(saved, await this.repository.linesOf([id]));
  }

  /**
   * A final product is listed in the company's catalog as an item with its emission per unit, so it can be reused
   * like any item; it follows the product (updated at each save, removed when the product stops being final or is
   * deleted).
   */
  private async syncCatalog(
    repository: ProductsRepository,
    row: ProductRow,
    kgPerUnit: number,
  ): Promise<ProductRow> {
    const unit = (CATALOG_UNITS as readonly string[]).includes(row.unit) ? row.unit : 'unit';
    const item = {
      category: row.category,
      name: row.name,
      pricePerUnit: row.revenuePerUnitEur,
      currency: row.currency,
      unit,
      description: row.description || null,
      productType: 'product',
      emissionPerUnit: kgPerUnit,
      weight: row.weightPerUnitKg,
      weightUnit: 'kg',
    };
    if (row.isFinalProduct) {
      if (row.catalogItemId) {
        await repository.updateCatalogItem(row.catalogItemId, item);
        return row;
      }
      const catalogItemId = await repository.insertCatalogItem({ companyId: row.companyId, ...item });
      return repository.update(row.id, { catalogItemId });
    }
    if (row.catalogItemId) {
      const updated = await repository.update(row.id, { catalogItemId: null });
      await repository.deleteCatalogItem(row.catalogItemId);
      return updated;
    }
    return row;
  }

  private engineError(error: unknown, rootId: string): unknown {
    if (error instanceof ProductCycleError) {
      return new AppError(422, 'validation_error', {
        issues: [
          {
            loc: ['body', 'lines', error.lineIndex, 'product_id'],
            messageKey: productMessageKeys.cycle,
            type: 'product_cycle',
            messageParams: { path: error.path.join(' → ') },
          },
        ],
      });
    }
    if (error instanceof ProductLineError) {
      if (error.reason === 'volume_required') {
        return bodyFieldError(
          ['annual_production_volume'],
          productMessageKeys.volumeRequired,
          'volume_required',
        );
      }
      if (error.productId === rootId && error.lineIndex >= 0) {
        return bodyFieldError(
          ['lines', error.lineIndex, error.field],
          productMessageKeys.unitIncompatible,
          error.reason,
        );
      }
      return bodyFieldError(['lines'], 'errors.invalid_input', error.reason);
    }
    return error;
  }

  private async resolveLine(
    companyId: string,
    country: string,
    line: ProductLineInput,
    index: number,
    lang: AppLocale,
  ): Promise<ResolvedLine> {
    const lineId = randomUUID();
    const base = { id: lineId, kind: line.kind, label: line.label, spec: line as Record<string, unknown> };
    const withFactor = (quantity: number, unit: UnitCode, factor: LineFactor): ResolvedLine => {
      if (!isUnitCode(factor.unit)) throw invalidLine(index, 'unit', productMessageKeys.unitIncompatible);
      return {
        insert: {
          ...base,
          quantity,
          unit,
          subProductId: null,
          shareTotalKgCo2e: null,
          ...factorColumns(factor),
        },
        engine: {
          id: lineId,
          kind: line.kind,
          label: line.label,
          amount: { type: 'factor', quantity, unit, factor },
        },
      };
    };
    const library = async (key: string, field: string): Promise<LineFactor> => {
      const factorId = await this.libraryFactors.idOf(key, ['lines', index, field]);
      const row = await this.repository.factor(companyId, factorId);
      if (!row)
        throw bodyFieldError(
          ['lines', index, field],
          scope3MessageKeys.factorNotInLibrary,
          'factor_not_in_library',
        );
      return factorCopy(row, lang);
    };
    switch (line.kind) {
      case 'material': {
        const unit = line.unit as UnitCode;
        if (line.product_id !== undefined) {
          const sub = await this.repository.find(line.product_id);
          if (!sub || sub.companyId !== companyId) throw notFound();
          return {
            insert: {
              ...base,
              quantity: line.quantity,
              unit,
              subProductId: sub.id,
              shareTotalKgCo2e: null,
            },
            engine: {
              id: lineId,
              kind: 'material',
              label: line.label || sub.name,
              amount: { type: 'product', productId: sub.id, quantity: line.quantity, unit },
            },
          };
        }
        if (line.catalog_item_id !== undefined) {
          const item = await this.repository.catalogItem(companyId, line.catalog_item_id);
          if (!item) throw notFound();
          if (item.emissionPerUnit === null) throw invalidLine(index, 'catalog_item_id');
          const linked = item.emissionFactorId
            ? await this.repository.factor(companyId, item.emissionFactorId)
            : null;
          const factor: LineFactor = {
            id: item.emissionFactorId,
            kgCo2ePerUnit: item.emissionPerUnit,
            unit: item.unit as UnitCode,
            name: (lang === 'fr' ? item.nameFr : null) ?? item.name,
            source: linked?.source ?? 'product_catalog',
            version: linked?.datasetVersion ?? null,
            year: linked?.year ?? null,
            geography: item.countryCode ?? linked?.countryCode ?? linked?.regionCode ?? null,
            primary: item.companyId !== null,
          };
          const resolved = withFactor(line.quantity, unit, factor);
          if (!line.label) resolved.engine.label = resolved.insert.label = factor.name;
          return resolved;
        }
        const row = await this.repository.factor(companyId, line.emission_factor_id!);
        if (!row) throw notFound();
        const resolved = withFactor(line.quantity, unit, factorCopy(row, lang));
        if (!line.label) resolved.engine.label = resolved.insert.label = factorCopy(row, lang).name;
        return resolved;
      }
      case 'energy': {
        if (line.entry_id !== undefined) {
          const entry = await this.repository.entry(companyId, line.entry_id);
          if (!entry) throw notFound();
          if (entry.scope !== 2 && !ENERGY_CATEGORIES.has(entry.category))
            throw invalidLine(index, 'entry_id');
          const factor: LineFactor = {
            id: entry.factorId,
            kgCo2ePerUnit: entry.factorKgCo2ePerUnit,
            unit: entry.factorUnit as UnitCode,
            name:
              (lang === 'fr'
                ? (entry.factorNameFr ?? entry.factorNameEn)
                : (entry.factorNameEn ?? entry.factorNameFr)) ?? '',
            source: entry.factorSource,
            version: entry.factorDatasetVersion,
            year: entry.periodYear,
            geography: entry.siteCountry,
            // The site's own measured consumption: primary data.
            primary: true,
          };
          const percent = line.allocation_percent!;
          return {
            insert: {
              ...base,
              quantity: percent,
              unit: '%',
              subProductId: null,
              shareTotalKgCo2e: entry.co2eKg,
              ...factorColumns(factor),
            },
            engine: {
              id: lineId,
              kind: 'energy',
              label: line.label || factor.name,
              amount: { type: 'share', totalKgCo2e: entry.co2eKg, percent, factor },
            },
          };
        }
        const factor = await this.priceFactor(companyId, country, line.energy_price_id!, index, lang);
        const resolved = withFactor(line.quantity_kwh!, 'kWh', factor);
        if (!line.label) resolved.engine.label = resolved.insert.label = line.processing_phase ?? factor.name;
        return resolved;
      }
      case 'transport':
      case 'distribution': {
        const factor = await library(FREIGHT_MODE_FACTORS[line.mode].key, 'mode');
        const route = [line.from, line.to].filter((part) => part !== '').join(' → ');
        const resolved = withFactor(line.tonne_km, 't.km', factor);
        if (!line.label) resolved.engine.label = resolved.insert.label = route || line.mode;
        return resolved;
      }
      case 'packaging': {
        const key = PACKAGING_MATERIAL_INFO[line.material].factorKey;
        if (!key) throw invalidLine(index, 'material', 'errors.invalid_packaging');
        const resolved = withFactor(line.weight_kg, 'kg', await library(key, 'material'));
        if (!line.label) resolved.engine.label = resolved.insert.label = line.material;
        return resolved;
      }
      case 'waste': {
        const ref = wasteFactor(line.waste_type, line.treatment);
        if (!ref) throw invalidLine(index, 'treatment', scope3MessageKeys.wasteTreatmentUnavailable);
        const resolved = withFactor(line.mass_kg, 'kg', await library(ref.key, 'treatment'));
        if (!line.label)
          resolved.engine.label = resolved.insert.label = `${line.waste_type} · ${line.treatment}`;
        return resolved;
      }
    }
  }

  /** An energy price's emission per kWh: a company's custom price, its tariff (the country default's), or a default. */
  private async priceFactor(
    companyId: string,
    country: string,
    priceId: string,
    index: number,
    lang: AppLocale,
  ): Promise<LineFactor> {
    const loc = ['lines', index, 'energy_price_id'];
    const own = await this.repository.companyPrice(companyId, priceId);
    if (own && own.emissionKgCo2ePerKwh !== null) {
      return {
        id: null,
        kgCo2ePerUnit: own.emissionKgCo2ePerKwh,
        unit: 'kWh',
        name: own.name ?? `${own.source} ${own.year}`,
        source: 'company_energy_price',
        version: null,
        year: own.year,
        geography: null,
        primary: true,
      };
    }
    let fallback = own ? null : await this.repository.defaultPrice(priceId);
    if (own) {
      // A tariff carries no emission: the default of the product site's country for that year and source has it.
      fallback = await this.repository.defaultPriceFor(country, own.year, own.source);
      if (!fallback) throw bodyFieldError(loc, scope3MessageKeys.factorNotInLibrary, 'factor_not_in_library');
    }
    if (!fallback) throw notFound();
    if (!fallback.emissionFactorKey)
      throw bodyFieldError(loc, scope3MessageKeys.factorNotInLibrary, 'factor_not_in_library');
    const row = await this.repository.libraryFactorByKey(fallback.emissionFactorKey);
    if (!row) throw bodyFieldError(loc, scope3MessageKeys.factorNotInLibrary, 'factor_not_in_library');
    return { ...factorCopy(row, lang), geography: row.countryCode ?? fallback.countryCode };
  }

  // Simple products -------------------------------------------------------------------------------------------------

  async listSimple(userId: string, companyId: string): Promise<SimpleProductList> {
    await this.companies.requireRole(userId, companyId);
    return { items: (await this.repository.listSimple(companyId)).map(toSimpleProduct) };
  }

  async getSimple(userId: string, id: string): Promise<SimpleProduct> {
    const row = await this.repository.findSimple(id);
    if (!row) throw notFound();
    await this.companies.requireRole(userId, row.companyId);
    return toSimpleProduct(row);
  }

  async createSimple(userId: string, body: CreateSimpleProductInput): Promise<SimpleProduct> {
    await this.companies.requireRole(userId, body.company_id, dataEditors);
    const row = await this.repository.transaction(async (repository, tx) => {
      await this.entitlements.assertWithinLimit(body.company_id, 'products', new EntitlementsRepository(tx));
      return repository.insertSimple({
        companyId: body.company_id,
        name: body.name,
        pricePerUnit: body.price_per_unit,
        emissionsPerUnit: body.emissions_per_unit,
      });
    });
    return toSimpleProduct(row);
  }

  async updateSimple(userId: string, id: string, body: UpdateSimpleProductInput): Promise<SimpleProduct> {
    const row = await this.repository.findSimple(id);
    if (!row) throw notFound();
    await this.companies.requireRole(userId, row.companyId, dataEditors);
    return toSimpleProduct(
      await this.repository.updateSimple(id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.price_per_unit !== undefined ? { pricePerUnit: body.price_per_unit } : {}),
        ...(body.emissions_per_unit !== undefined ? { emissionsPerUnit: body.emissions_per_unit } : {}),
      }),
    );
  }

  async deleteSimple(userId: string, id: string): Promise<void> {
    const row = await this.repository.findSimple(id);
    if (!row) throw notFound();
    await this.companies.requireRole(userId, row.companyId, dataEditors);
    await assertNotSold(this.repository, row.companyId, id);
    await this.repository.deleteSimple(id);
  }
}

/** The products that use `id`, directly or deeper, nearest first (each once). */
function ancestorsOf(id: string, nodes: Map<string, ProductNode>): string[] {
  const parents = new Map<string, string[]>();
  for (const node of nodes.values()) {
    for (const line of node.lines) {
      if (line.amount.type !== 'product') continue;
      const list = parents.get(line.amount.productId) ?? [];
      list.push(node.id);
      parents.set(line.amount.productId, list);
    }
  }
  const seen = new Set<string>([id]);
  const order: string[] = [];
  const queue = [id];
  while (queue.length > 0) {
    for (const parent of parents.get(queue.shift()!) ?? []) {
      if (seen.has(parent)) continue;
      seen.add(parent);
      order.push(parent);
      queue.push(parent);
    }
  }
  return order;
}

/** A product recorded as sold in the inventory is not deleted under its records (409, naming the years). */
async function assertNotSold(repository: ProductsRepository, companyId: string, id: string): Promise<void> {
  const years = await repository.yearsSoldInInventory(companyId, id);
  if (years.length > 0) {
    throw new AppError(409, 'product_sold_in_inventory', {
      messageKey: 'errors.product_sold_in_inventory',
      messageParams: { years: years.join(', ') },
    });
  }
}

/** How many cached trees a products write rebuilds before answering (the others are rebuilt on their next view). */
const MAX_TREES_REBUILT_ON_WRITE = 8;

interface TreeCacheEntry {
  companyId: string;
  version: number;
  json: string;
  /** The products of the tree's sub-graph: a write to any other product of the company cannot change it. */
  productIds: readonly string[];
}

/**
 * Product trees as JSON text, each with the product-graph version it was built at; least recently used first out,
 * bounded by count and by characters (a 5,000-node tree is a few megabytes of text).
 */
export class TreeCache {
  private readonly entries = new Map<string, TreeCacheEntry>();
  private chars = 0;

  constructor(
    private readonly maxEntries = 200,
    private readonly maxChars = 64 * 1024 * 1024,
  ) {}

  get(key: string, version: number): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.remove(key);
      return undefined;
    }
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.json;
  }

  set(key: string, entry: TreeCacheEntry): void {
    this.remove(key);
    if (entry.json.length > this.maxChars) return;
    this.entries.set(key, entry);
    this.chars += entry.json.length;
    while (this.entries.size > this.maxEntries || this.chars > this.maxChars) {
      this.remove(this.entries.keys().next().value!);
    }
  }

  /**
   * The company's graph moved from `from` to `to` by a write of the `changed` products only: its trees at `from`
   * without any of them are valid at `to`; the ones with one are removed, and their keys returned, the most recently
   * used first (the caller may rebuild them).
   */
  advance(companyId: string, from: number, to: number, changed: ReadonlySet<string>): string[] {
    const removed: string[] = [];
    for (const [key, entry] of this.entries) {
      if (entry.companyId !== companyId || entry.version !== from) continue;
      if (entry.productIds.some((id) => changed.has(id))) {
        removed.push(key);
        this.remove(key);
      } else {
        entry.version = to;
      }
    }
    return removed.reverse();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.chars -= entry.json.length;
    this.entries.delete(key);
  }
}
