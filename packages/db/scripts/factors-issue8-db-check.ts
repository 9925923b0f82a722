/**
 * Loads the whole library into an in-memory PGlite as a start-up does, then loads it again, and prints what the
 * database holds for issue 8 (editions, validity, parts linked by id, catalog links):
 * `npx tsx packages/db/scripts/factors-issue8-db-check.ts`.
 */
import { sql } from 'drizzle-orm';
import { loadCatalogLibrary } from '../src/catalog-load.ts';
import { connectDatabase } from '../src/client.ts';
import { loadFactorLibrary } from '../src/factors-load.ts';

const handle = await connectDatabase({ kind: 'pglite' });
const first = await loadFactorLibrary(handle.db);
const catalog = await loadCatalogLibrary(handle.db);
const again = await loadFactorLibrary(handle.db);
console.log('first load', first.factorCount, 'rows', first.elapsedMs, 'ms; second load skipped:', again.skipped, '; catalog items', catalog.items);
const rows = async (query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
console.log(await rows(sql`
  SELECT source, count(*)::int AS rows, count(*) FILTER (WHERE searchable)::int AS searchable,
    count(*) FILTER (WHERE status = 'valid' AND valid_to < current_date)::int AS expired,
    count(*) FILTER (WHERE status = 'valid' AND valid_to < current_date AND searchable)::int AS expired_searchable,
    count(*) FILTER (WHERE NOT latest_edition)::int AS older_editions,
    count(*) FILTER (WHERE replaced_by_key IS NOT NULL)::int AS replaced,
    count(*) FILTER (WHERE parts IS NOT NULL)::int AS with_parts,
    count(*) FILTER (WHERE jsonb_path_exists(parts, '$[*] ? (@.factor_key != null && @.factor_id == null)'))::int AS unresolved_part_links
  FROM emission_factors WHERE company_id IS NULL GROUP BY source ORDER BY source`));
console.log(await rows(sql`
  SELECT count(*)::int AS catalog_items,
    count(*) FILTER (WHERE f.source = 'ademe-base-carbone')::int AS on_ademe,
    count(*) FILTER (WHERE f.status = 'valid' AND f.valid_to < current_date)::int AS on_expired
  FROM catalog_items c JOIN emission_factors f ON f.id = c.emission_factor_id WHERE c.company_id IS NULL`));
console.log(await rows(sql`SELECT source, dataset_version, gwp_basis, factor_count, valid_count FROM factor_datasets ORDER BY 1, 2`));
await handle.close();
