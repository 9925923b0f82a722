import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import { emissionFactorDetails, emissionFactors, factorDatasets, pactImports } from '@carbon/db/schema';
import type { Database } from '../../platform/db.ts';
import { factorValueOf } from '../pact/pact-units.ts';
import {
  factorSearchStatement,
  searchValues,
  uuidOrNull,
  type FactorSearchParams,
  type SearchValues,
} from './emission-factors.search-sql.ts';

export interface FactorSummaryRow {
  id: string;
  companyId: string | null;
  key: string;
  source: string;
  datasetVersion: string | null;
  nameFr: string | null;
  nameEn: string | null;
  nameLanguages: 'fr+en' | 'fr' | 'en';
  categoryPathFr: string[];
  categoryPathEn: string[];
  unit: string;
  unitFamily: string;
  kgCo2ePerUnit: number;
  countryCode: string | null;
  regionCode: string | null;
  locationFr: string | null;
  locationEn: string | null;
  year: number | null;
  status: 'valid' | 'archived';
  unitQualifier: string | null;
  energyBasis: 'LHV' | 'HHV' | null;
  currency: string | null;
  priceYear: number | null;
  gwpBasis: 'AR4' | 'AR5' | 'AR6' | null;
  /** As stored: [{ kind, kg_co2e_per_unit, factor_key?, factor_id? }] or null (see StoredPart in the mapper). */
  parts: unknown;
  /** ISO date. */
  validTo: string | null;
  editionGroup: string | null;
  latestEdition: boolean;
  /** The unit as published (emission_factor_details.unit_raw). */
  unitRaw: string;
}

export interface FactorSearchRow extends FactorSummaryRow {
  score: number;
}

export interface FactorDetailRow extends FactorSummaryRow {
  licence: string | null;
  licenceUrl: string | null;
  attribution: string | null;
  sourceId: string | null;
  sourceValue: number;
  gases: unknown;
  components: unknown;
  lifecycleStages: unknown;
  uncertaintyPercent: number | null;
  quality: number | null;
  qualityScheme: string | null;
  validFrom: string | null;
  validityText: string | null;
  ghgScope: number | null;
  duplicateOfKey: string | null;
  replacedByKey: string | null;
  commentFr: string | null;
  commentEn: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface FactorEditionRow {
  id: string;
  key: string;
  datasetVersion: string | null;
  year: number | null;
  kgCo2ePerUnit: number;
  latestEdition: boolean;
}

/** The editions of a factor published in one edition only: itself. */
export function ownEdition(row: FactorDetailRow): FactorEditionRow {
  return {
    id: row.id,
    key: row.key,
    datasetVersion: row.datasetVersion,
    year: row.year,
    kgCo2ePerUnit: row.kgCo2ePerUnit,
    latestEdition: row.latestEdition,
  };
}

/** The detail row and what it links to: its editions, its replacement, the factors its parts are published as. */
export interface FactorDetailView {
  row: FactorDetailRow;
  /** Newest first; just the factor itself when it has one edition. */
  editions: FactorEditionRow[];
  replacedBy: { id: string; key: string; nameFr: string | null; nameEn: string | null } | null;
  /** factor_key of a part → the id of that library factor. */
  partFactorIds: Map<string, string>;
}

/** The fields a company writes on its own factor; the rest of a row is fixed for company factors. */
export interface CompanyFactorValues {
  nameFr: string | null;
  nameEn: string | null;
  nameLanguages: 'fr+en' | 'fr' | 'en';
  categoryPathFr: string[];
  categoryPathEn: string[];
  unit: string;
  unitFamily: string;
  kgCo2ePerUnit: number;
  countryCode: string | null;
  year: number | null;
  uncertaintyPercent: number | null;
  commentFr: string | null;
  commentEn: string | null;
  status: 'valid' | 'archived';
  /** Set only where the company knows it (a supplier's PACT footprint names its IPCC report); else left as is. */
  gwpBasis?: 'AR4' | 'AR5' | 'AR6' | null;
}

function factorFields(values: CompanyFactorValues) {
  return {
    nameFr: values.nameFr,
    nameEn: values.nameEn,
    nameLanguages: values.nameLanguages,
    categoryPathFr: values.categoryPathFr,
    categoryPathEn: values.categoryPathEn,
    unit: values.unit,
    unitFamily: values.unitFamily,
    kgCo2ePerUnit: values.kgCo2ePerUnit,
    countryCode: values.countryCode,
    year: values.year,
    status: values.status,
    ...(values.gwpBasis !== undefined ? { gwpBasis: values.gwpBasis } : {}),
  };
}

/** A company's factor is as its users typed it: the published unit and value are the ones they entered. */
function detailFields(values: CompanyFactorValues) {
  return {
    unitRaw: values.unit,
    sourceValue: values.kgCo2ePerUnit,
    uncertaintyPercent: values.uncertaintyPercent,
    commentFr: values.commentFr,
    commentEn: values.commentEn,
  };
}

export interface DatasetRow {
  source: string;
  datasetVersion: string;
  title: string;
  publisher: string;
  licence: string;
  licenceUrl: string | null;
  attribution: string;
  factorCount: number;
  validCount: number;
  importedAt: Date;
}

const summaryColumns = {
  id: emissionFactors.id,
  companyId: emissionFactors.companyId,
  key: emissionFactors.key,
  source: emissionFactors.source,
  datasetVersion: emissionFactors.datasetVersion,
  nameFr: emissionFactors.nameFr,
  nameEn: emissionFactors.nameEn,
  nameLanguages: emissionFactors.nameLanguages,
  categoryPathFr: emissionFactors.categoryPathFr,
  categoryPathEn: emissionFactors.categoryPathEn,
  unit: emissionFactors.unit,
  unitFamily: emissionFactors.unitFamily,
  kgCo2ePerUnit: emissionFactors.kgCo2ePerUnit,
  countryCode: emissionFactors.countryCode,
  regionCode: emissionFactors.regionCode,
  locationFr: emissionFactors.locationFr,
  locationEn: emissionFactors.locationEn,
  year: emissionFactors.year,
  status: emissionFactors.status,
  unitQualifier: emissionFactors.unitQualifier,
  energyBasis: emissionFactors.energyBasis,
  currency: emissionFactors.currency,
  priceYear: emissionFactors.priceYear,
  gwpBasis: emissionFactors.gwpBasis,
  parts: emissionFactors.parts,
  validTo: emissionFactors.validTo,
  editionGroup: emissionFactors.editionGroup,
  latestEdition: emissionFactors.latestEdition,
};

const detailColumns = {
  ...summaryColumns,
  licence: emissionFactorDetails.licence,
  licenceUrl: emissionFactorDetails.licenceUrl,
  attribution: emissionFactorDetails.attribution,
  sourceId: emissionFactors.sourceId,
  unitRaw: emissionFactorDetails.unitRaw,
  sourceValue: emissionFactorDetails.sourceValue,
  gases: emissionFactorDetails.gases,
  components: emissionFactorDetails.components,
  lifecycleStages: emissionFactorDetails.lifecycleStages,
  uncertaintyPercent: emissionFactorDetails.uncertaintyPercent,
  quality: emissionFactorDetails.quality,
  qualityScheme: emissionFactorDetails.qualityScheme,
  validFrom: emissionFactorDetails.validFrom,
  validityText: emissionFactorDetails.validityText,
  ghgScope: emissionFactors.ghgScope,
  duplicateOfKey: emissionFactors.duplicateOfKey,
  replacedByKey: emissionFactors.replacedByKey,
  commentFr: emissionFactorDetails.commentFr,
  commentEn: emissionFactorDetails.commentEn,
  createdAt: emissionFactors.createdAt,
  updatedAt: emissionFactors.updatedAt,
};

/** A date column as an ISO date: node-postgres returns the text as is, PGlite may return a Date. */
function isoDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

/** The raw row of the search query (snake_case, as the drivers return it) to the row type of this module. */
function searchRowOf(raw: Record<string, unknown>): FactorSearchRow {
  return {
    id: raw.id as string,
    companyId: (raw.company_id as string | null) ?? null,
    key: raw.key as string,
    source: raw.source as string,
    datasetVersion: (raw.dataset_version as string | null) ?? null,
    nameFr: (raw.name_fr as string | null) ?? null,
    nameEn: (raw.name_en as string | null) ?? null,
    nameLanguages: raw.name_languages as FactorSummaryRow['nameLanguages'],
    categoryPathFr: (raw.category_path_fr as string[] | null) ?? [],
    categoryPathEn: (raw.category_path_en as string[] | null) ?? [],
    unit: raw.unit as string,
    unitFamily: raw.unit_family as string,
    kgCo2ePerUnit: Number(raw.kg_co2e_per_unit),
    countryCode: (raw.country_code as string | null) ?? null,
    regionCode: (raw.region_code as string | null) ?? null,
    locationFr: (raw.location_fr as string | null) ?? null,
    locationEn: (raw.location_en as string | null) ?? null,
    year: raw.year === null || raw.year === undefined ? null : Number(raw.year),
    status: raw.status as FactorSummaryRow['status'],
    unitQualifier: (raw.unit_qualifier as string | null) ?? null,
    energyBasis: (raw.energy_basis as FactorSummaryRow['energyBasis']) ?? null,
    currency: (raw.currency as string | null) ?? null,
    priceYear: raw.price_year === null || raw.price_year === undefined ? null : Number(raw.price_year),
    gwpBasis: (raw.gwp_basis as FactorSummaryRow['gwpBasis']) ?? null,
    parts: raw.parts ?? null,
    validTo: isoDate(raw.valid_to),
    editionGroup: (raw.edition_group as string | null) ?? null,
    latestEdition: raw.latest_edition === undefined ? true : Boolean(raw.latest_edition),
    // Every factor has its details row; the canonical unit stands in should one be missing.
    unitRaw: (raw.unit_raw as string | null) ?? (raw.unit as string),
    score: Number(raw.score),
  };
}

function partFactorKeys(parts: unknown): string[] {
  if (!Array.isArray(parts)) return [];
  return parts
    .map((part) => (part as { factor_key?: unknown }).factor_key)
    .filter((key): key is string => typeof key === 'string');
}

export class EmissionFactorsRepository {
  constructor(private readonly db: Database) {}

  /**
   * One statement (built in emission-factors.search-sql.ts), three candidate stages, each from an index: every word
   * of the query (or one of its synonyms) in either stemmed vector; then, only when that finds almost nothing
   * (FEW_RESULTS) and a word was misspelt, every word corrected (each misspelt word replaced by the closest word of
   * the library, found by trigrams in a small word list); then, only when still almost nothing, the factors holding
   * some of the words. Candidates are ranked cheaply, and the best RERANK_POOL get the full score.
   *
   * The statement text never changes (every value is a parameter), so on a PostgreSQL server it runs as a named
   * prepared statement: each connection plans it once instead of on every search. PGlite runs it unnamed.
   */
  async search(
    params: FactorSearchParams,
    values: SearchValues = searchValues(params),
  ): Promise<{ rows: FactorSearchRow[]; libraryTotal: number | null }> {
    this.searchStatement ??= this.prepareSearch();
    const result = (await this.searchStatement.execute(values as unknown as Record<string, unknown>)) as unknown as { rows: Record<string, unknown>[] } | Record<string, unknown>[];
    const list = Array.isArray(result) ? result : result.rows;
    return {
      rows: list.map(searchRowOf),
      libraryTotal: list.length > 0 ? Number(list[0]!.library_total) : null,
    };
  }

  /**
   * What a search's results depend on besides its query, read in one cheap statement (three index lookups): the
   * library's import, today's date (validity), the searching company's own factors, and the country that leads.
   * Equal states give equal results, which lets the service reuse a search it has just run (see SearchMemo).
   */
  async searchState(userId: string | null, companyId: string | null): Promise<string> {
    const company = uuidOrNull(companyId);
    const user = uuidOrNull(userId);
    const result = (await this.db.execute(sql`
      SELECT concat_ws('|',
        (SELECT coalesce(max(imported_at)::text, '') || ':' || count(*) || ':' || coalesce(sum(valid_count), 0)
         FROM factor_datasets),
        CURRENT_DATE::text,
        (SELECT coalesce(max(updated_at)::text, '') || ':' || count(*) FROM emission_factors
         WHERE company_id = ${company}::uuid),
        coalesce((SELECT c.country FROM companies c WHERE c.id = ${company}::uuid),
          (SELECT c.country FROM memberships m JOIN companies c ON c.id = m.company_id
           WHERE m.user_id = ${user}::uuid ORDER BY m.created_at, m.company_id LIMIT 1), '')) AS state`)) as unknown as {
      rows: { state: string }[];
    };
    return result.rows[0]?.state ?? '';
  }

  private searchStatement: { execute(values: Record<string, unknown>): Promise<unknown> } | undefined;

  /** The statement rendered once, with named placeholders, and its name (from its text) for the server. */
  private prepareSearch(): { execute(values: Record<string, unknown>): Promise<unknown> } {
    const internals = this.db as unknown as { dialect: PgDialect; _: { session: PgSession } };
    const query = internals.dialect.sqlToQuery(factorSearchStatement());
    const name = `factor_search_${createHash('sha256').update(query.sql).digest('hex').slice(0, 16)}`;
    return internals._.session.prepareQuery(query, undefined, name, false);
  }

  async findById(id: string): Promise<FactorDetailRow | null> {
    const [row] = await this.db
      .select(detailColumns)
      .from(emissionFactors)
      .innerJoin(emissionFactorDetails, eq(emissionFactorDetails.factorId, emissionFactors.id))
      .where(eq(emissionFactors.id, id))
      .limit(1);
    return row ? { ...(row as FactorDetailRow), validTo: isoDate(row.validTo) } : null;
  }

  /**
   * The detail and the library rows it links to. Links are by key, which survives a re-import; only library
   * rows (company_id NULL) are linked, so a company's factor never shows through another's page.
   */
  async findDetailView(id: string): Promise<FactorDetailView | null> {
    const row = await this.findById(id);
    if (!row) return null;
    const editionColumns = {
      id: emissionFactors.id,
      key: emissionFactors.key,
      datasetVersion: emissionFactors.datasetVersion,
      year: emissionFactors.year,
      kgCo2ePerUnit: emissionFactors.kgCo2ePerUnit,
      latestEdition: emissionFactors.latestEdition,
    };
    const editions: FactorEditionRow[] =
      row.editionGroup && row.companyId === null
        ? await this.db
            .select(editionColumns)
            .from(emissionFactors)
            .where(and(isNull(emissionFactors.companyId), eq(emissionFactors.editionGroup, row.editionGroup)))
            .orderBy(desc(emissionFactors.year), desc(emissionFactors.datasetVersion), emissionFactors.key)
        : [ownEdition(row)];
    const partKeys = partFactorKeys(row.parts);
    const linkedKeys = [...partKeys, ...(row.replacedByKey ? [row.replacedByKey] : [])];
    const linked =
      linkedKeys.length === 0
        ? []
        : await this.db
            .select({
              id: emissionFactors.id,
              key: emissionFactors.key,
              nameFr: emissionFactors.nameFr,
              nameEn: emissionFactors.nameEn,
            })
            .from(emissionFactors)
            .where(and(isNull(emissionFactors.companyId), inArray(emissionFactors.key, linkedKeys)));
    const byKey = new Map(linked.map((f) => [f.key, f]));
    const replacedBy = row.replacedByKey ? (byKey.get(row.replacedByKey) ?? null) : null;
    const partFactorIds = new Map<string, string>();
    for (const key of partKeys) {
      const factor = byKey.get(key);
      if (factor) partFactorIds.set(key, factor.id);
    }
    return { row, editions, replacedBy, partFactorIds };
  }

  async insertCompanyFactor(companyId: string, id: string, values: CompanyFactorValues): Promise<FactorDetailRow> {
    await this.db.transaction(async (tx) => {
      await tx.insert(emissionFactors).values({
        id,
        companyId,
        key: `company:${id}`,
        source: 'company',
        ...factorFields(values),
      });
      await tx.insert(emissionFactorDetails).values({ factorId: id, companyId, ...detailFields(values) });
    });
    const row = await this.findById(id);
    if (!row) throw new Error('factor insert returned no row');
    return row;
  }

  /** Scoped by company as well as id: a library row (company_id NULL) or another tenant's never matches. */
  async updateCompanyFactor(
    companyId: string,
    id: string,
    values: CompanyFactorValues,
  ): Promise<FactorDetailRow | null> {
    const updated = await this.db.transaction(async (tx) => {
      const rows = await tx
        .update(emissionFactors)
        .set({ ...factorFields(values), updatedAt: sql`now()` })
        .where(and(eq(emissionFactors.companyId, companyId), eq(emissionFactors.id, id)))
        .returning({ id: emissionFactors.id });
      if (rows.length === 0) return false;
      await tx
        .update(emissionFactorDetails)
        .set(detailFields(values))
        .where(and(eq(emissionFactorDetails.companyId, companyId), eq(emissionFactorDetails.factorId, id)));
      return true;
    });
    return updated ? this.findById(id) : null;
  }

  /** The supplier footprint a company factor was imported from (decision 0035), if any. */
  async pactImportOf(
    companyId: string,
    factorId: string,
  ): Promise<{
    import_id: string;
    supplier_name: string;
    footprint_id: string;
    newer_footprint_id: string | null;
    newer_kg_co2e_per_unit: string | null;
  } | null> {
    const [row] = await this.db
      .select()
      .from(pactImports)
      .where(and(eq(pactImports.companyId, companyId), eq(pactImports.emissionFactorId, factorId)));
    if (!row) return null;
    return {
      import_id: row.id,
      supplier_name: row.supplierName,
      footprint_id: row.footprintId,
      newer_footprint_id: row.newerFootprintId,
      newer_kg_co2e_per_unit: row.newerFootprint ? (factorValueOf(row.newerFootprint)?.value ?? null) : null,
    };
  }

  /** Its details go with it (ON DELETE CASCADE). */
  async deleteCompanyFactor(companyId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(emissionFactors)
      .where(and(eq(emissionFactors.companyId, companyId), eq(emissionFactors.id, id)))
      .returning({ id: emissionFactors.id });
    return rows.length > 0;
  }

  async listDatasets(): Promise<DatasetRow[]> {
    return this.db
      .select({
        source: factorDatasets.source,
        datasetVersion: factorDatasets.datasetVersion,
        title: factorDatasets.title,
        publisher: factorDatasets.publisher,
        licence: factorDatasets.licence,
        licenceUrl: factorDatasets.licenceUrl,
        attribution: factorDatasets.attribution,
        factorCount: factorDatasets.factorCount,
        validCount: factorDatasets.validCount,
        importedAt: factorDatasets.importedAt,
      })
      .from(factorDatasets)
      .orderBy(factorDatasets.source, sql`${factorDatasets.datasetVersion} DESC`);
  }

  /** Library rows (archived and duplicates included) and searchable ones, from the import's dataset records. */
  async libraryCounts(): Promise<{ rows: number; searchable: number }> {
    const [row] = await this.db
      .select({
        rows: sql<number>`coalesce(sum(${factorDatasets.factorCount}), 0)::int`,
        searchable: sql<number>`coalesce(sum(${factorDatasets.validCount}), 0)::int`,
      })
      .from(factorDatasets);
    return { rows: row?.rows ?? 0, searchable: row?.searchable ?? 0 };
  }
}
