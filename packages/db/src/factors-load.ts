import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { ademeBaseCarboneDataset } from './factors-import/ademe-base-carbone.ts';
import { agribalyseDataset } from './factors-import/agribalyse.ts';
import type { FactorDataset, NormalisedFactor } from './factors-import/factor.ts';
import { gridIntensityDataset } from './factors-import/grid-intensity.ts';
import { importFactors, type DatasetFileRecord } from './factors-import/import-factors.ts';
import { desnz2024, desnz2025 } from './factors-import/uk-desnz.ts';
import { useeioDataset } from './factors-import/useeio.ts';
import { emissionFactors, factorDatasets, factorSearchWords } from './schema/index.ts';

/**
 * Loads the normalised emission factors (factors-import/) into `emission_factors` and records each dataset in
 * `factor_datasets`. Idempotent: when the files' SHA-256 and the loader version match what the database
 * recorded, nothing is parsed or written (a restart costs one small query and hashing 18 MB of files);
 * otherwise every row is upserted by key, and only rows whose content changed are rewritten and re-indexed.
 */

/** Bump when the mapping of a factor to its row changes, so that unchanged files are loaded again. */
export const FACTOR_LOADER_VERSION = 5;

/** packages/db/reference-data; a bundled server passes the folder it ships (see apps/api/src/main.ts). */
export const DEFAULT_REFERENCE_DATA_DIR = fileURLToPath(new URL('../reference-data/', import.meta.url));

/** The datasets importFactors() reads, for hashing their files without parsing them. */
const CARRIED_DATASETS: readonly FactorDataset[] = [
  ademeBaseCarboneDataset,
  agribalyseDataset,
  desnz2025.dataset,
  desnz2024.dataset,
  useeioDataset,
  gridIntensityDataset,
];

/** Rows per INSERT: PGlite pays a fixed cost per statement, and a batch of 1,000 is about 1.5 MB of JSON. */
const BATCH_SIZE = 1000;

/** Any constant shared by the processes of this application; it names the import's advisory lock. */
const FACTOR_IMPORT_LOCK_KEY = 7_340_212;

export interface FactorLoadOptions {
  /** Folder holding emission-factors/ (and catalog/); defaults to packages/db/reference-data. */
  referenceDataDir?: string;
  /**
   * Load only these keys (tests: a representative subset instead of 25,510 rows). A partial load is never
   * taken for a complete one: the next complete load runs in full.
   */
  keys?: readonly string[];
  /** Load even when the recorded hashes match. */
  force?: boolean;
}

export interface FactorLoadResult {
  /** True when the recorded hashes matched and nothing was done. */
  skipped: boolean;
  /** Library rows in the files (or in the subset). */
  factorCount: number;
  /** Rows inserted or rewritten because their content changed. */
  written: number;
  /** Library rows no longer in any file, now archived (kept: entries may still point at them). */
  archived: number;
  elapsedMs: number;
  /** Where the time went: reading and parsing the files, writing rows, building the search indexes. */
  phases: { parseMs: number; writeMs: number; indexMs: number };
}

interface DatasetFingerprint {
  source: string;
  datasetVersion: string;
  files: DatasetFileRecord[];
}

async function fingerprint(dataset: FactorDataset, factorsDir: string): Promise<DatasetFingerprint> {
  const files = await Promise.all(
    dataset.files.map(async (name) => {
      const buffer = await readFile(join(factorsDir, dataset.directory, name));
      return { name, bytes: buffer.byteLength, sha256: createHash('sha256').update(buffer).digest('hex') };
    }),
  );
  return { source: dataset.source, datasetVersion: dataset.datasetVersion, files };
}

function sameFiles(a: readonly DatasetFileRecord[], b: readonly DatasetFileRecord[]): boolean {
  return a.length === b.length && a.every((file, i) => file.sha256 === b[i]?.sha256 && file.name === b[i]?.name);
}

/** Whether the database already holds exactly these datasets, complete, from this loader version. */
async function isUpToDate(db: Database, current: readonly DatasetFingerprint[]): Promise<boolean> {
  const recorded = await db
    .select({
      source: factorDatasets.source,
      datasetVersion: factorDatasets.datasetVersion,
      files: factorDatasets.files,
      loaderVersion: factorDatasets.loaderVersion,
    })
    .from(factorDatasets);
  if (recorded.length !== current.length) return false;
  for (const dataset of current) {
    const row = recorded.find(
      (r) => r.source === dataset.source && r.datasetVersion === dataset.datasetVersion,
    );
    if (!row || row.loaderVersion !== FACTOR_LOADER_VERSION) return false;
    if (!sameFiles(row.files as DatasetFileRecord[], dataset.files)) return false;
  }
  return true;
}

/** A factor as one flat record keyed by column name, the form the upsert reads from JSON. */
export type FactorRecord = Record<string, unknown>;

/** The record of one normalised factor; snake_case JSON for the nested parts, as the API returns them. */
export function factorRecord(factor: NormalisedFactor): FactorRecord {
  const record: FactorRecord = {
    key: factor.key,
    source: factor.source,
    dataset_version: factor.datasetVersion,
    source_id: factor.sourceId,
    name_fr: factor.nameFr,
    name_en: factor.nameEn,
    name_languages: factor.nameLanguages,
    category_path_fr: factor.categoryPathFr,
    category_path_en: factor.categoryPathEn,
    unit: factor.unit,
    unit_family: factor.unitFamily,
    kg_co2e_per_unit: factor.kgCo2ePerUnit,
    country_code: factor.countryCode,
    region_code: factor.regionCode,
    location_fr: factor.locationFr,
    location_en: factor.locationEn,
    year: factor.year,
    status: factor.status,
    ghg_scope: factor.ghgScope,
    duplicate_of_key: factor.duplicateOfKey,
    tags_fr: factor.tagsFr,
    tags_en: factor.tagsEn,
    edition_group: factor.editionGroup,
    latest_edition: factor.latestEdition,
    valid_to: factor.validTo,
    replaced_by_key: factor.replacedByKey,
    energy_basis: factor.energyBasis,
    unit_qualifier: factor.unitQualifier,
    currency: factor.currency,
    price_year: factor.priceYear,
    gwp_basis: factor.gwpBasis,
    parts: factor.parts
      ? factor.parts.map((part) => ({
          kind: part.kind,
          kg_co2e_per_unit: part.kgCo2ePerUnit,
          ...(part.factorKey ? { factor_key: part.factorKey } : {}),
        }))
      : null,
    licence: factor.licence,
    licence_url: factor.licenceUrl,
    attribution: factor.attribution,
    unit_raw: factor.unitRaw,
    source_value: factor.sourceValue,
    gases: factor.gases
      ? {
          co2_fossil: factor.gases.co2Fossil,
          ch4_fossil: factor.gases.ch4Fossil,
          ch4_biogenic: factor.gases.ch4Biogenic,
          ch4: factor.gases.ch4,
          n2o: factor.gases.n2o,
          other: factor.gases.other,
          co2_biogenic: factor.gases.co2Biogenic,
        }
      : null,
    components: factor.components
      ? factor.components.map((c) => ({
          kind: c.kind,
          name_fr: c.nameFr,
          name_en: c.nameEn,
          kg_co2e_per_unit: c.kgCo2ePerUnit,
        }))
      : null,
    lifecycle_stages: factor.lifecycleStages,
    uncertainty_percent: factor.uncertaintyPercent,
    quality: factor.quality,
    quality_scheme: factor.qualityScheme,
    valid_from: factor.validFrom,
    validity_text: factor.validityText,
    comment_fr: factor.commentFr,
    comment_en: factor.commentEn,
    source_metadata: factor.sourceMetadata,
  };
  record.content_hash = createHash('sha256')
    .update(`${FACTOR_LOADER_VERSION}\n${JSON.stringify(record)}`)
    .digest('hex');
  return record;
}

/** emission_factors' imported columns and their SQL types; generated columns follow by themselves. */
const FACTOR_COLUMNS = [
  ['key', 'text'],
  ['source', 'text'],
  ['dataset_version', 'text'],
  ['source_id', 'text'],
  ['name_fr', 'text'],
  ['name_en', 'text'],
  ['name_languages', 'text'],
  ['category_path_fr', 'text[]'],
  ['category_path_en', 'text[]'],
  ['unit', 'text'],
  ['unit_family', 'text'],
  ['kg_co2e_per_unit', 'float8'],
  ['country_code', 'text'],
  ['region_code', 'text'],
  ['location_fr', 'text'],
  ['location_en', 'text'],
  ['year', 'int'],
  ['status', 'text'],
  ['ghg_scope', 'int'],
  ['duplicate_of_key', 'text'],
  ['tags_fr', 'text[]'],
  ['tags_en', 'text[]'],
  ['edition_group', 'text'],
  ['latest_edition', 'boolean'],
  ['valid_to', 'date'],
  ['replaced_by_key', 'text'],
  ['energy_basis', 'text'],
  ['unit_qualifier', 'text'],
  ['currency', 'text'],
  ['price_year', 'int'],
  ['gwp_basis', 'text'],
  ['parts', 'jsonb'],
  ['content_hash', 'text'],
] as const;

/** emission_factor_details' columns (besides factor_id and company_id). */
const DETAIL_COLUMNS = [
  ['licence', 'text'],
  ['licence_url', 'text'],
  ['attribution', 'text'],
  ['unit_raw', 'text'],
  ['source_value', 'float8'],
  ['gases', 'jsonb'],
  ['components', 'jsonb'],
  ['lifecycle_stages', 'jsonb'],
  ['uncertainty_percent', 'float8'],
  ['quality', 'float8'],
  ['quality_scheme', 'text'],
  ['valid_from', 'text'],
  ['validity_text', 'text'],
  ['comment_fr', 'text'],
  ['comment_en', 'text'],
  ['source_metadata', 'jsonb'],
] as const;

/**
 * One statement per batch: rows travel as one JSON parameter unpacked by jsonb_to_recordset (on PGlite about
 * twice as fast as a multi-row VALUES list of 20,000 parameters); a factor whose content hash is unchanged is
 * not rewritten (it is left out before the insert, which would otherwise compute its generated search columns
 * only to find the conflict), and the details of the factors written follow in the same statement.
 */
const upsertSql = (() => {
  const factorNames = FACTOR_COLUMNS.map(([column]) => column);
  const detailNames = DETAIL_COLUMNS.map(([column]) => column);
  const definition = [...FACTOR_COLUMNS, ...DETAIL_COLUMNS].map(([column, type]) => `${column} ${type}`).join(', ');
  const factorUpdates = factorNames
    .filter((column) => column !== 'key')
    .map((column) => `${column} = excluded.${column}`)
    .join(', ');
  const detailUpdates = detailNames.map((column) => `${column} = excluded.${column}`).join(', ');
  const head = sql.raw('WITH x AS MATERIALIZED (SELECT * FROM jsonb_to_recordset(');
  return {
    head,
    /**
     * For a library that held no row when the load began: no key can conflict (keys are unique in the files,
     * and the library key index only covers rows without a company), so plain inserts do the same work
     * without the speculative insertion that ON CONFLICT costs per row.
     */
    freshTail: sql.raw(
      `::jsonb) AS x(${definition})),
      written AS (
        INSERT INTO emission_factors (${factorNames.join(', ')}) SELECT ${factorNames.join(', ')} FROM x
        RETURNING id, key)
      INSERT INTO emission_factor_details (factor_id, company_id, ${detailNames.join(', ')})
      SELECT written.id, NULL, ${detailNames.map((column) => `x.${column}`).join(', ')}
      FROM written JOIN x ON x.key = written.key
      RETURNING 1 AS written`,
    ),
    tail: sql.raw(
      `::jsonb) AS x(${definition})),
      written AS (
        INSERT INTO emission_factors (${factorNames.join(', ')}) SELECT ${factorNames.join(', ')} FROM x
        WHERE NOT EXISTS (SELECT 1 FROM emission_factors f
          WHERE f.key = x.key AND f.company_id IS NULL AND f.content_hash = x.content_hash)
        ON CONFLICT (key) WHERE company_id IS NULL DO UPDATE SET ${factorUpdates}, updated_at = now()
        WHERE emission_factors.content_hash IS DISTINCT FROM excluded.content_hash
        RETURNING id, key)
      INSERT INTO emission_factor_details (factor_id, company_id, ${detailNames.join(', ')})
      SELECT written.id, NULL, ${detailNames.map((column) => `x.${column}`).join(', ')}
      FROM written JOIN x ON x.key = written.key
      ON CONFLICT (factor_id) DO UPDATE SET ${detailUpdates}
      RETURNING 1 AS written`,
    ),
  };
})();

async function upsertBatch(db: Database, records: readonly FactorRecord[], fresh: boolean): Promise<number> {
  const tail = fresh ? upsertSql.freshTail : upsertSql.tail;
  const result = (await db.execute(sql`${upsertSql.head}${JSON.stringify(records)}${tail}`)) as unknown as {
    rows: unknown[];
  };
  return result.rows.length;
}

/**
 * The search indexes of emission_factors (GIN), as PostgreSQL reports them. Filling an empty library is much
 * faster with them dropped and built once at the end than maintained row by row; reading their definitions
 * from the catalog keeps them exactly as the migrations created them.
 */
async function searchIndexDefinitions(db: Database): Promise<{ name: string; definition: string }[]> {
  const result = (await db.execute(
    sql`SELECT indexname AS name, indexdef AS definition FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename = 'emission_factors' AND indexdef LIKE '% USING gin %'`,
  )) as unknown as { rows: { name: string; definition: string }[] };
  return result.rows;
}

/**
 * The words search may correct a misspelt query word to: every word of the library's names, category paths,
 * places and unit words, in the same normal form as the search text. Numbers are left out (codes are not
 * corrected). Rebuilt whole: a few hundred milliseconds, and only when the library changed.
 */
async function rebuildSearchWords(db: Database): Promise<void> {
  await db.delete(factorSearchWords);
  await db.execute(sql`
    INSERT INTO factor_search_words (word)
    SELECT DISTINCT w.word
    FROM emission_factors f,
      regexp_split_to_table(
        f.search_text || ' ' || cl_norm(cl_join(f.category_path_fr) || ' ' || cl_join(f.category_path_en) || ' '
          || coalesce(f.location_fr, '') || ' ' || coalesce(f.location_en, '')) || ' ' || cl_unit_words(f.unit),
        '[^[:alnum:]]+') AS w(word)
    WHERE f.company_id IS NULL AND f.duplicate_of_key IS NULL AND length(w.word) >= 3 AND w.word !~ '^[0-9]+$'`);
}

function skippedResult(elapsedMs: number): FactorLoadResult {
  return { skipped: true, factorCount: 0, written: 0, archived: 0, elapsedMs, phases: { parseMs: 0, writeMs: 0, indexMs: 0 } };
}

function isSearchable(factor: NormalisedFactor): boolean {
  return factor.status === 'valid' && factor.duplicateOfKey === null && factor.latestEdition;
}

/**
 * Writes into each part the id of the library factor its factor_key names (a DESNZ well-to-tank row), so that
 * search results carry it without a lookup. Ids survive re-imports (rows are upserted by key); run after every
 * load, since a linked row may have been written in a later batch than the row that links to it.
 */
async function linkPartFactorIds(db: Database): Promise<void> {
  await db.execute(sql`
    UPDATE emission_factors f SET parts = linked.parts
    FROM (
      SELECT f2.id, jsonb_agg(
          CASE WHEN p.part ? 'factor_key' THEN p.part || jsonb_build_object('factor_id', t.id) ELSE p.part END
          ORDER BY p.ord) AS parts
      FROM emission_factors f2
      CROSS JOIN LATERAL jsonb_array_elements(f2.parts) WITH ORDINALITY AS p(part, ord)
      LEFT JOIN emission_factors t ON t.company_id IS NULL AND t.key = p.part->>'factor_key'
      WHERE f2.company_id IS NULL AND jsonb_typeof(f2.parts) = 'array'
        AND jsonb_path_exists(f2.parts, '$[*].factor_key')
      GROUP BY f2.id
    ) linked
    WHERE f.id = linked.id AND f.parts IS DISTINCT FROM linked.parts`);
}

/**
 * Brings the library in line with the carried datasets. Several API processes may start at once against one
 * server: an advisory lock serialises them, and whoever comes second finds the work done.
 */
export async function loadFactorLibrary(db: Database, options: FactorLoadOptions = {}): Promise<FactorLoadResult> {
  const started = performance.now();
  const referenceDataDir = options.referenceDataDir ?? DEFAULT_REFERENCE_DATA_DIR;
  const factorsDir = join(referenceDataDir, 'emission-factors');
  const partial = options.keys !== undefined;
  const current = await Promise.all(CARRIED_DATASETS.map((dataset) => fingerprint(dataset, factorsDir)));
  const elapsed = () => Math.round(performance.now() - started);

  if (!partial && !options.force && (await isUpToDate(db, current))) {
    return skippedResult(elapsed());
  }

  const parseStarted = performance.now();
  const imported = await importFactors({ dataDir: factorsDir });
  const parseMs = Math.round(performance.now() - parseStarted);
  const wanted = options.keys ? new Set(options.keys) : null;
  const factors = wanted ? imported.factors.filter((f) => wanted.has(f.key)) : imported.factors;
  if (wanted && factors.length !== wanted.size) {
    const found = new Set(factors.map((f) => f.key));
    throw new Error(`Unknown factor keys: ${[...wanted].filter((k) => !found.has(k)).join(', ')}`);
  }

  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FACTOR_IMPORT_LOCK_KEY})`);
    if (!partial && !options.force && (await isUpToDate(tx, current))) {
      return skippedResult(elapsed());
    }

    const [{ libraryRows } = { libraryRows: 0 }] = await tx
      .select({ libraryRows: sql<number>`count(*)::int` })
      .from(emissionFactors)
      .where(isNull(emissionFactors.companyId));
    const rebuildIndexes = libraryRows === 0 ? await searchIndexDefinitions(tx) : [];
    for (const index of rebuildIndexes) await tx.execute(sql.raw(`DROP INDEX "${index.name}"`));

    let written = 0;
    const writeStarted = performance.now();
    for (let i = 0; i < factors.length; i += BATCH_SIZE) {
      written += await upsertBatch(tx, factors.slice(i, i + BATCH_SIZE).map(factorRecord), libraryRows === 0);
    }
    const indexStarted = performance.now();
    for (const index of rebuildIndexes) await tx.execute(sql.raw(index.definition));
    const phases = {
      parseMs,
      writeMs: Math.round(indexStarted - writeStarted),
      indexMs: Math.round(performance.now() - indexStarted),
    };

    let archived = 0;
    if (!partial) {
      // A key that left the files stays readable (an entry may use it) but leaves search.
      const keys = factors.map((f) => f.key);
      const stale = await tx
        .update(emissionFactors)
        .set({ status: 'archived', contentHash: null, updatedAt: sql`now()` })
        .where(
          and(
            isNull(emissionFactors.companyId),
            eq(emissionFactors.status, 'valid'),
            sql`${emissionFactors.key} NOT IN (SELECT jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`,
          ),
        )
        .returning({ id: emissionFactors.id });
      archived = stale.length;
    }

    // Fresh statistics before the part links, or the planner takes the freshly written table for an empty one and
    // finds each part's factor_key by scanning it whole (48 s instead of 1 s on PGlite); search needs them too, or it
    // takes its index scans for full scans of an unknown table.
    await tx.execute(sql`ANALYZE emission_factors`);
    await linkPartFactorIds(tx);
    await rebuildSearchWords(tx);
    await tx.execute(sql`ANALYZE factor_search_words`);
    // The import's rows wait in the full-text and trigram indexes' pending lists (GIN's fast update), which every
    // search reads in full: 18,000 entries after a full import made a three-word search's index scans 20–45 ms
    // instead of under 1 ms. Moving them into the indexes now spares every search until autovacuum would.
    await tx.execute(sql`SELECT gin_clean_pending_list(i.indexrelid)
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
      WHERE a.amname = 'gin' AND i.indrelid IN ('emission_factors'::regclass, 'factor_search_words'::regclass)`);

    await tx.delete(factorDatasets);
    const perDataset = (source: string, version: string) =>
      factors.filter((f) => f.source === source && f.datasetVersion === version);
    await tx.insert(factorDatasets).values(
      imported.datasets.map((dataset) => {
        const rows = perDataset(dataset.source, dataset.datasetVersion);
        return {
          source: dataset.source,
          datasetVersion: dataset.datasetVersion,
          title: dataset.title,
          publisher: dataset.publisher,
          licence: dataset.licence,
          licenceUrl: dataset.licenceUrl,
          attribution: dataset.attribution,
          directory: dataset.directory,
          files: dataset.fileRecords,
          // A partial load records -1 as its version, so that the next complete load never skips.
          loaderVersion: partial ? -1 : FACTOR_LOADER_VERSION,
          factorCount: rows.length,
          validCount: rows.filter(isSearchable).length,
          gwpBasis: dataset.gwpBasis,
        };
      }),
    );
    return { skipped: false, factorCount: factors.length, written, archived, elapsedMs: elapsed(), phases };
  });
}
