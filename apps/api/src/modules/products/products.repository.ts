import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  catalogItems,
  companies,
  companyEnergyPrices,
  emissionFactors,
  energyPriceDefaults,
  entries,
  productGraphVersions,
  productLines,
  products,
  simpleProducts,
  sites,
} from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

export type ProductRow = typeof products.$inferSelect;

/**
 * Marks the company's product graph as changed (a new version): call it inside the transaction that writes products,
 * their lines or a site's country, so the version and the data commit together and a cached tree cannot outlive them.
 */
export async function bumpProductGraphVersion(db: Database, companyId: string): Promise<number> {
  const [row] = await db
    .insert(productGraphVersions)
    .values({ companyId, version: 1 })
    .onConflictDoUpdate({
      target: productGraphVersions.companyId,
      set: { version: sql`${productGraphVersions.version} + 1` },
    })
    .returning({ version: productGraphVersions.version });
  return row!.version;
}

/** What a published report reads besides the product: its company, its site's country, its catalog entry's size. */
export interface PublishedExtras {
  companyName: string;
  siteCountry?: string | null;
  volume?: number | null;
  volumeUnit?: string | null;
  size?: string | null;
}
export type ProductInsert = typeof products.$inferInsert;
export type ProductLineRow = typeof productLines.$inferSelect;
export type ProductLineInsert = typeof productLines.$inferInsert;
export type GraphProduct = Pick<
  ProductRow,
  'id' | 'name' | 'unit' | 'compositionMode' | 'annualProductionVolume' | 'weightPerUnitKg'
> & { country: string };
export type GraphLine = Omit<ProductLineRow, 'spec' | 'position'>;
/** The graph statement's answer: products and lines as JSON text (arrays of text, see graph()). */
interface GraphSqlRow {
  products: string | null;
  lines: string | null;
}
type GraphSqlProduct = [
  string,
  string,
  string,
  ProductRow['compositionMode'],
  string | null,
  string,
  string,
];
type GraphSqlLine = [
  string,
  string,
  ProductLineRow['kind'],
  string,
  string,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
];
export type SimpleProductRow = typeof simpleProducts.$inferSelect;
export type CatalogInsert = typeof catalogItems.$inferInsert;

export interface FactorRow {
  id: string;
  companyId: string | null;
  nameEn: string | null;
  nameFr: string | null;
  source: string;
  datasetVersion: string | null;
  kgCo2ePerUnit: number;
  unit: string;
  year: number | null;
  countryCode: string | null;
  regionCode: string | null;
}

const factorColumns = {
  id: emissionFactors.id,
  companyId: emissionFactors.companyId,
  nameEn: emissionFactors.nameEn,
  nameFr: emissionFactors.nameFr,
  source: emissionFactors.source,
  datasetVersion: emissionFactors.datasetVersion,
  kgCo2ePerUnit: emissionFactors.kgCo2ePerUnit,
  unit: emissionFactors.unit,
  year: emissionFactors.year,
  countryCode: emissionFactors.countryCode,
  regionCode: emissionFactors.regionCode,
};

/** Products, their lines and simple products, and the rows their lines reference (always within one company). */
export class ProductsRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (repository: ProductsRepository, tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ProductsRepository(tx), tx));
  }

  async siteCountry(companyId: string, siteId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ country: sites.country })
      .from(sites)
      .where(and(eq(sites.id, siteId), eq(sites.companyId, companyId)))
      .limit(1);
    return row?.country ?? null;
  }

  /** A library factor or one of the company's own; another company's is not found. */
  async factor(companyId: string, id: string): Promise<FactorRow | null> {
    const [row] = await this.db
      .select(factorColumns)
      .from(emissionFactors)
      .where(
        and(
          eq(emissionFactors.id, id),
          or(isNull(emissionFactors.companyId), eq(emissionFactors.companyId, companyId)),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async libraryFactorByKey(key: string): Promise<FactorRow | null> {
    const [row] = await this.db
      .select(factorColumns)
      .from(emissionFactors)
      .where(and(eq(emissionFactors.key, key), isNull(emissionFactors.companyId)))
      .limit(1);
    return row ?? null;
  }

  async catalogItem(companyId: string, id: string) {
    const [row] = await this.db
      .select({
        id: catalogItems.id,
        companyId: catalogItems.companyId,
        name: catalogItems.name,
        nameFr: catalogItems.nameFr,
        unit: catalogItems.unit,
        emissionPerUnit: catalogItems.emissionPerUnit,
        emissionFactorId: catalogItems.emissionFactorId,
        countryCode: catalogItems.countryCode,
      })
      .from(catalogItems)
      .where(
        and(
          eq(catalogItems.id, id),
          or(isNull(catalogItems.companyId), eq(catalogItems.companyId, companyId)),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async entry(companyId: string, id: string) {
    const [row] = await this.db
      .select({
        id: entries.id,
        scope: entries.scope,
        category: entries.category,
        periodYear: entries.periodYear,
        co2eKg: entries.co2eKg,
        factorId: entries.factorId,
        factorSource: entries.factorSource,
        factorDatasetVersion: entries.factorDatasetVersion,
        factorNameEn: entries.factorNameEn,
        factorNameFr: entries.factorNameFr,
        factorKgCo2ePerUnit: entries.factorKgCo2ePerUnit,
        factorUnit: entries.factorUnit,
        siteCountry: sites.country,
      })
      .from(entries)
      .innerJoin(sites, eq(sites.id, entries.siteId))
      .where(and(eq(entries.id, id), eq(entries.companyId, companyId)))
      .limit(1);
    return row ?? null;
  }

  async companyPrice(companyId: string, id: string) {
    const [row] = await this.db
      .select()
      .from(companyEnergyPrices)
      .where(and(eq(companyEnergyPrices.id, id), eq(companyEnergyPrices.companyId, companyId)))
      .limit(1);
    return row ?? null;
  }

  async defaultPrice(id: string) {
    const [row] = await this.db
      .select()
      .from(energyPriceDefaults)
      .where(eq(energyPriceDefaults.id, id))
      .limit(1);
    return row ?? null;
  }

  async defaultPriceFor(countryCode: string, year: number, source: string) {
    const [row] = await this.db
      .select()
      .from(energyPriceDefaults)
      .where(
        and(
          eq(energyPriceDefaults.countryCode, countryCode),
          eq(energyPriceDefaults.year, year),
          eq(energyPriceDefaults.source, source as (typeof energyPriceDefaults.$inferSelect)['source']),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /**
   * The products the engine walks, with their site's country and their lines: with `rootId`, only that product and
   * the products it uses, directly or deeper (the tree of one product need not read the rest of the company's
   * graph); without, every product of the company (a save checks cycles and recomputes the products using the saved
   * one). Only the columns the engine reads (not the stored footprints nor the lines' specs: on a large graph they
   * are most of the bytes).
   */
  async graph(companyId: string, rootId?: string): Promise<{ products: GraphProduct[]; lines: GraphLine[] }> {
    // One round trip, and two values: the products and the lines each as one JSON array of arrays of text, parsed
    // here by JSON.parse. Thousands of rows of seventeen columns cost about twice as much to read, and building JSON
    // arrays of typed values (json_build_array) about as much again on PGlite as text arrays (measured in
    // bench/products.bench.ts). Numbers come as PostgreSQL's text (the shortest exact form), booleans as true/false.
    // The recursive part follows sub-product lines from the root; UNION keeps each product once (a product used
    // twice, or a cycle, cannot loop). Everything stays within the company.
    const scope = rootId
      ? sql`with recursive reachable(id) as (
          select ${rootId}::uuid
          union
          select l.sub_product_id from product_lines l join reachable r on l.product_id = r.id
          where l.sub_product_id is not null
        ), scoped as (
          select p.id from reachable r join products p on p.id = r.id where p.company_id = ${companyId}::uuid
        )`
      : sql`with scoped as (select p.id from products p where p.company_id = ${companyId}::uuid)`;
    const result = (await this.db.execute(sql`${scope}
      select
        (select json_agg(array[p.id::text, p.name, p.unit, p.composition_mode, p.annual_production_volume::text,
            p.weight_per_unit_kg::text, s.country])
          from products p join sites s on s.id = p.site_id where p.id in (select id from scoped))::text as products,
        (select json_agg(array[l.product_id::text, l.id::text, l.kind, l.label, l.quantity::text, l.unit,
            l.sub_product_id::text, l.factor_id::text, l.factor_source, l.factor_dataset_version, l.factor_name,
            l.factor_kg_co2e_per_unit::text, l.factor_unit, l.factor_year::text, l.factor_geography,
            l.factor_primary::text, l.share_total_kg_co2e::text] order by l.product_id, l.position)
          from product_lines l where l.product_id in (select id from scoped))::text as lines
    `)) as unknown as { rows: GraphSqlRow[] };
    const row = result.rows[0];
    const num = (value: string | null) => (value === null ? null : Number(value));
    const products: GraphProduct[] = [];
    for (const p of (JSON.parse(row?.products ?? 'null') as GraphSqlProduct[] | null) ?? []) {
      products.push({
        id: p[0],
        name: p[1],
        unit: p[2],
        compositionMode: p[3],
        annualProductionVolume: num(p[4]),
        weightPerUnitKg: Number(p[5]),
        country: p[6],
      });
    }
    const lines: GraphLine[] = [];
    for (const l of (JSON.parse(row?.lines ?? 'null') as GraphSqlLine[] | null) ?? []) {
      lines.push({
        productId: l[0],
        id: l[1],
        kind: l[2],
        label: l[3],
        quantity: Number(l[4]),
        unit: l[5],
        subProductId: l[6],
        factorId: l[7],
        factorSource: l[8],
        factorDatasetVersion: l[9],
        factorName: l[10],
        factorKgCo2ePerUnit: num(l[11]),
        factorUnit: l[12],
        factorYear: num(l[13]),
        factorGeography: l[14],
        factorPrimary: l[15] === null ? null : l[15] === 'true',
        shareTotalKgCo2e: num(l[16]),
      });
    }
    return { products, lines };
  }

  async find(id: string): Promise<ProductRow | null> {
    const [row] = await this.db.select().from(products).where(eq(products.id, id)).limit(1);
    return row ?? null;
  }

  async list(companyId: string, siteId?: string): Promise<ProductRow[]> {
    return this.db
      .select()
      .from(products)
      .where(and(eq(products.companyId, companyId), siteId ? eq(products.siteId, siteId) : undefined))
      .orderBy(asc(products.createdAt), asc(products.id));
  }

  async linesOf(productIds: string[]): Promise<ProductLineRow[]> {
    if (productIds.length === 0) return [];
    return this.db
      .select()
      .from(productLines)
      .where(inArray(productLines.productId, productIds))
      .orderBy(asc(productLines.productId), asc(productLines.position));
  }

  async insert(values: ProductInsert): Promise<ProductRow> {
    const [row] = await this.db.insert(products).values(values).returning();
    return row!;
  }

  async update(id: string, values: Partial<ProductInsert>): Promise<ProductRow> {
    const [row] = await this.db
      .update(products)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(products.id, id))
      .returning();
    return row!;
  }

  async replaceLines(productId: string, lines: ProductLineInsert[]): Promise<void> {
    await this.db.delete(productLines).where(eq(productLines.productId, productId));
    if (lines.length > 0) await this.db.insert(productLines).values(lines);
  }

  /** Names of the products with a line using this one. */
  async usersOf(productId: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ name: products.name })
      .from(productLines)
      .innerJoin(products, eq(products.id, productLines.productId))
      .where(eq(productLines.subProductId, productId));
    return rows.map((row) => row.name);
  }

  /** The company's product-graph version (0 before its first write): one primary-key lookup. */
  async graphVersion(companyId: string): Promise<number> {
    const [row] = await this.db
      .select({ version: productGraphVersions.version })
      .from(productGraphVersions)
      .where(eq(productGraphVersions.companyId, companyId));
    return row?.version ?? 0;
  }

  /** Moves the company's product-graph version; answers the new one (the row is locked until the commit). */
  async bumpGraphVersion(companyId: string): Promise<number> {
    return bumpProductGraphVersion(this.db, companyId);
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(products).where(eq(products.id, id));
  }

  async insertCatalogItem(values: CatalogInsert): Promise<string> {
    const [row] = await this.db.insert(catalogItems).values(values).returning({ id: catalogItems.id });
    return row!.id;
  }

  async updateCatalogItem(id: string, values: Partial<CatalogInsert>): Promise<void> {
    await this.db
      .update(catalogItems)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(catalogItems.id, id));
  }

  async deleteCatalogItem(id: string): Promise<void> {
    await this.db.delete(catalogItems).where(eq(catalogItems.id, id));
  }

  async findPublished(slug: string): Promise<(ProductRow & PublishedExtras) | null> {
    const [row] = await this.db
      .select({
        product: products,
        companyName: companies.name,
        siteCountry: sites.country,
        volume: catalogItems.volume,
        volumeUnit: catalogItems.volumeUnit,
        size: sql<string | null>`coalesce(${catalogItems.sizeLabel}, ${catalogItems.size}, ${catalogItems.dimensions})`,
      })
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .leftJoin(sites, eq(sites.id, products.siteId))
      .leftJoin(catalogItems, eq(catalogItems.id, products.catalogItemId))
      .where(eq(products.publishedSlug, slug))
      .limit(1);
    if (!row) return null;
    const { product, ...extras } = row;
    return { ...product, ...extras };
  }

  // Simple products
  async listSimple(companyId: string): Promise<SimpleProductRow[]> {
    return this.db
      .select()
      .from(simpleProducts)
      .where(eq(simpleProducts.companyId, companyId))
      .orderBy(asc(simpleProducts.createdAt), asc(simpleProducts.id));
  }

  async findSimple(id: string): Promise<SimpleProductRow | null> {
    const [row] = await this.db.select().from(simpleProducts).where(eq(simpleProducts.id, id)).limit(1);
    return row ?? null;
  }

  async insertSimple(values: typeof simpleProducts.$inferInsert): Promise<SimpleProductRow> {
    const [row] = await this.db.insert(simpleProducts).values(values).returning();
    return row!;
  }

  async updateSimple(
    id: string,
    values: Partial<typeof simpleProducts.$inferInsert>,
  ): Promise<SimpleProductRow> {
    const [row] = await this.db
      .update(simpleProducts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(simpleProducts.id, id))
      .returning();
    return row!;
  }

  async deleteSimple(id: string): Promise<void> {
    await this.db.delete(simpleProducts).where(eq(simpleProducts.id, id));
  }

  /**
   * The years in which the product (composite or simple) is recorded as sold in the inventory (sold-product
   * activities, docs/decisions/0030-products-in-inventory.md): such a product cannot be deleted.
   */
  async yearsSoldInInventory(companyId: string, productId: string): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ year: entries.periodYear })
      .from(entries)
      .where(
        and(
          eq(entries.companyId, companyId),
          eq(entries.activityKind, 'sold_product'),
          sql`(${entries.details}->'sold_product'->>'product_id' = ${productId} or ${entries.details}->'sold_product'->>'simple_product_id' = ${productId})`,
        ),
      )
      .orderBy(asc(entries.periodYear));
    return rows.map((row) => row.year);
  }
}
