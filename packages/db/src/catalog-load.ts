import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { convertFactorDenominator, type UnitCode, isUnitCode } from '@carbon/carbon/units';
import type { Database } from './client.ts';
import { DEFAULT_REFERENCE_DATA_DIR } from './factors-load.ts';
import { catalogItems, catalogTags, emissionFactors } from './schema/index.ts';

/**
 * Loads the product catalog's reference data: the fixed bilingual tag vocabulary (catalog/tags.json) and the
 * library's curated items (catalog/library-items.json), each linked to a library factor whose kg CO2e per
 * unit it copies, converted to the item's unit. Upserts by slug and by item key, and writes only what changed,
 * so running it at every start costs three small queries.
 */

export const TAG_CATEGORIES = ['material', 'certification', 'lifecycle', 'category'] as const;
type TagCategory = (typeof TAG_CATEGORIES)[number];

interface TagEntry {
  slug: string;
  en: string;
  fr: string;
}

type TagsFile = Record<TagCategory, TagEntry[]>;

export interface LibraryItemEntry {
  key: string;
  /** Slug of a `category` tag; its labels are the item's category in each language. */
  category: string;
  name_en: string;
  name_fr: string;
  material_type: string | null;
  product_type?: string;
  unit: 'kg' | 'g' | 'tonne' | 'unit' | 'l' | 'm3' | 'kWh';
  factor_key: string;
  /** `${category}:${slug}` of tags.json. */
  tags: string[];
  /** Only where the factor's own name states it (a "recycled" material is 100 %). */
  recycled_content_percent?: number;
}

interface LibraryItemsFile {
  items: LibraryItemEntry[];
}

export interface CatalogLoadOptions {
  referenceDataDir?: string;
}

export interface CatalogLoadResult {
  tags: number;
  items: number;
  /** Items inserted or rewritten because something changed (names, factor value…). */
  written: number;
  removed: number;
  elapsedMs: number;
}

async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

export async function readLibraryItems(referenceDataDir = DEFAULT_REFERENCE_DATA_DIR): Promise<LibraryItemEntry[]> {
  return (await readJson<LibraryItemsFile>(join(referenceDataDir, 'catalog', 'library-items.json'))).items;
}

/** The factor keys the library items use: a test that loads a subset of the library includes these. */
export async function libraryCatalogFactorKeys(referenceDataDir = DEFAULT_REFERENCE_DATA_DIR): Promise<string[]> {
  return [...new Set((await readLibraryItems(referenceDataDir)).map((item) => item.factor_key))];
}

const tagRef = (category: string, slug: string) => `${category}:${slug}`;

export async function loadCatalogLibrary(db: Database, options: CatalogLoadOptions = {}): Promise<CatalogLoadResult> {
  const started = performance.now();
  const dir = join(options.referenceDataDir ?? DEFAULT_REFERENCE_DATA_DIR, 'catalog');
  const tagsFile = await readJson<TagsFile>(join(dir, 'tags.json'));
  const items = (await readJson<LibraryItemsFile>(join(dir, 'library-items.json'))).items;

  const tagRows = TAG_CATEGORIES.flatMap((category) =>
    (tagsFile[category] ?? []).map((tag, index) => ({
      category,
      slug: tag.slug,
      labelEn: tag.en,
      labelFr: tag.fr,
      sortOrder: index,
    })),
  );

  return db.transaction(async (tx) => {
    await tx
      .insert(catalogTags)
      .values(tagRows)
      .onConflictDoUpdate({
        target: [catalogTags.category, catalogTags.slug],
        set: {
          labelEn: sql`excluded.label_en`,
          labelFr: sql`excluded.label_fr`,
          sortOrder: sql`excluded.sort_order`,
        },
        setWhere: sql`(${catalogTags.labelEn}, ${catalogTags.labelFr}, ${catalogTags.sortOrder}) IS DISTINCT FROM (excluded.label_en, excluded.label_fr, excluded.sort_order)`,
      });
    const tags = await tx
      .select({
        id: catalogTags.id,
        category: catalogTags.category,
        slug: catalogTags.slug,
        labelEn: catalogTags.labelEn,
        labelFr: catalogTags.labelFr,
      })
      .from(catalogTags);
    const tagByRef = new Map(tags.map((tag) => [tagRef(tag.category, tag.slug), tag]));

    const factorKeys = [...new Set(items.map((item) => item.factor_key))];
    const factors = await tx
      .select({
        id: emissionFactors.id,
        key: emissionFactors.key,
        unit: emissionFactors.unit,
        kgCo2ePerUnit: emissionFactors.kgCo2ePerUnit,
      })
      .from(emissionFactors)
      .where(and(isNull(emissionFactors.companyId), inArray(emissionFactors.key, factorKeys)));
    const factorByKey = new Map(factors.map((factor) => [factor.key, factor]));
    const missing = factorKeys.filter((key) => !factorByKey.has(key));
    if (missing.length > 0) {
      throw new Error(`Library catalog items name factors that are not in the library: ${missing.join(', ')}`);
    }

    const rows = items.map((item) => {
      const factor = factorByKey.get(item.factor_key)!;
      const category = tagByRef.get(tagRef('category', item.category));
      if (!category) throw new Error(`Library catalog item ${item.key}: unknown category ${item.category}`);
      const tagIds = item.tags.map((ref) => {
        const tag = tagByRef.get(ref);
        if (!tag) throw new Error(`Library catalog item ${item.key}: unknown tag ${ref}`);
        return tag.id;
      });
      if (!isUnitCode(factor.unit)) throw new Error(`Factor ${factor.key} has an unknown unit ${factor.unit}`);
      // Throws when the units measure different things (a per-unit factor for a per-kg item): caught at load.
      const emission = convertFactorDenominator(factor.kgCo2ePerUnit, factor.unit, item.unit satisfies UnitCode);
      return {
        companyId: null,
        libraryKey: item.key,
        category: category.labelEn,
        categoryFr: category.labelFr,
        name: item.name_en,
        nameFr: item.name_fr,
        pricePerUnit: null,
        currency: 'EUR',
        unit: item.unit,
        alternativeName: null,
        materialType: item.material_type,
        productType: item.product_type ?? null,
        emissionPerUnit: Number(emission.toPrecision(12)),
        emissionFactorId: factor.id,
        recycledContentPercent: item.recycled_content_percent ?? null,
        tagIds,
      };
    });

    const written = await tx
      .insert(catalogItems)
      .values(rows)
      .onConflictDoUpdate({
        target: catalogItems.libraryKey,
        targetWhere: sql`company_id IS NULL`,
        set: {
          category: sql`excluded.category`,
          categoryFr: sql`excluded.category_fr`,
          name: sql`excluded.name`,
          nameFr: sql`excluded.name_fr`,
          unit: sql`excluded.unit`,
          materialType: sql`excluded.material_type`,
          productType: sql`excluded.product_type`,
          emissionPerUnit: sql`excluded.emission_per_unit`,
          emissionFactorId: sql`excluded.emission_factor_id`,
          recycledContentPercent: sql`excluded.recycled_content_percent`,
          tagIds: sql`excluded.tag_ids`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${catalogItems.category}, ${catalogItems.categoryFr}, ${catalogItems.name}, ${catalogItems.nameFr},
          ${catalogItems.unit}, ${catalogItems.materialType}, ${catalogItems.productType}, ${catalogItems.emissionPerUnit},
          ${catalogItems.emissionFactorId}, ${catalogItems.recycledContentPercent}, ${catalogItems.tagIds})
          IS DISTINCT FROM (excluded.category, excluded.category_fr, excluded.name, excluded.name_fr, excluded.unit,
          excluded.material_type, excluded.product_type, excluded.emission_per_unit, excluded.emission_factor_id,
          excluded.recycled_content_percent, excluded.tag_ids)`,
      })
      .returning({ id: catalogItems.id });

    const removed = await tx
      .delete(catalogItems)
      .where(
        and(
          isNull(catalogItems.companyId),
          notInArray(
            catalogItems.libraryKey,
            items.map((item) => item.key),
          ),
        ),
      )
      .returning({ id: catalogItems.id });

    return {
      tags: tagRows.length,
      items: rows.length,
      written: written.length,
      removed: removed.length,
      elapsedMs: Math.round(performance.now() - started),
    };
  });
}
