import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  catalogItems,
  companies,
  companyEnergyPrices,
  emissionFactors,
  energyPriceDefaults,
  entries,
  productLines,
  products,
  simpleProducts,
  sites,
} from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';

export type ProductRow = typeof products.$inferSelect;
/** What a published report reads besides the product: its company, its site's country, its catalog entry's size. */
export interface PublishedExtras {
  companyName: string;
  originCountry?: string | null;
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
interface GraphSqlRow {
  id: string;
  name: string;
  unit: string;
  composition_mode: ProductRow['compositionMode'];
  annual_production_volume: number | string | null;
  weight_per_unit_kg: number | string;
  country: string;
  lines: GraphSqlLine[] | string;
}
type GraphSqlLine = [
  string,
  ProductLineRow['kind'],
  string,
  number,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  number | null,
  string | null,
  number | null,
  string | null,
  boolean | null,
  number | null,
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
   * Every product of the company with its site's country, and all their lines: the graph footprints walk. Only
   * the columns the engine reads (not the stored footprints nor the lines' specs: on a large graph they are most of
   * the bytes).
   */
  async graph(companyId: string): Promise<{ products: GraphProduct[]; lines: GraphLine[] }> {
    // One round trip; each product's lines come as one JSON array of arrays (parsed by JSON.parse, much faster than
    // thousands of rows of seventeen columns).
    const result = (await this.db.execute(sql`
      select p.id, p.name, p.unit, p.composition_mode, p.annual_production_volume, p.weight_per_unit_kg, s.country,
        coalesce((
          select json_agg(json_build_array(l.id, l.kind, l.label, l.quantity, l.unit, l.sub_product_id, l.factor_id,
            l.factor_source, l.factor_dataset_version, l.factor_name, l.factor_kg_co2e_per_unit, l.factor_unit,
            l.factor_year, l.factor_geography, l.factor_primary, l.share_total_kg_co2e) order by l.position)
          from product_lines l where l.product_id = p.id
        ), '[]'::json) as lines
      from products p join sites s on s.id = p.site_id
      where p.company_id = ${companyId}::uuid
    `)) as unknown as { rows: GraphSqlRow[] };
    const products: GraphProduct[] = [];
    const lines: GraphLine[] = [];
    for (const row of result.rows) {
      products.push({
        id: row.id,
        name: row.name,
        unit: row.unit,
        compositionMode: row.composition_mode,
        annualProductionVolume:
          row.annual_production_volume === null ? null : Number(row.annual_production_volume),
        weightPerUnitKg: Number(row.weight_per_unit_kg),
        country: row.country,
      });
      const raw = typeof row.lines === 'string' ? (JSON.parse(row.lines) as GraphSqlLine[]) : row.lines;
      for (const l of raw) {
        lines.push({
          id: l[0],
          productId: row.id,
          kind: l[1],
          label: l[2],
          quantity: l[3],
          unit: l[4],
          subProductId: l[5],
          factorId: l[6],
          factorSource: l[7],
          factorDatasetVersion: l[8],
          factorName: l[9],
          factorKgCo2ePerUnit: l[10],
          factorUnit: l[11],
          factorYear: l[12],
          factorGeography: l[13],
          factorPrimary: l[14],
          shareTotalKgCo2e: l[15],
        });
      }
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
        originCountry: sites.country,
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
