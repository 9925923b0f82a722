/**
 * Loads the emission factor library and the catalog's reference data into the application's database, as the API
 * does at start-up: PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR/pglite (default
 * ./data, like the API). Does nothing costly when the dataset hashes recorded in factor_datasets match the files.
 *
 *   npm run factors:import            # or: npm run factors:import -- --force   (reload even when unchanged)
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectDatabase } from '../src/client.ts';
import { loadReferenceData } from '../src/reference-load.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const url = process.env.DATABASE_URL?.trim();
const force = process.argv.includes('--force');

const opened = performance.now();
const database = url
  ? await connectDatabase({ kind: 'postgresql', url })
  : await connectDatabase({ kind: 'pglite', dataDir: join(resolve(process.env.DATA_DIR?.trim() || join(root, 'data')), 'pglite') });
console.log(`Database: ${database.kind} (opened and migrated in ${Math.round(performance.now() - opened)} ms)`);
try {
  const { factors, catalog } = await loadReferenceData(database.db, { force });
  if (factors.skipped) console.log(`Emission factors: up to date, nothing to do (${factors.elapsedMs} ms)`);
  else
    console.log(
      `Emission factors: ${factors.factorCount} rows, ${factors.written} written, ${factors.archived} archived in ` +
        `${factors.elapsedMs} ms (parse ${factors.phases.parseMs} ms, write ${factors.phases.writeMs} ms, ` +
        `indexes ${factors.phases.indexMs} ms)`,
    );
  console.log(
    `Catalog: ${catalog.tags} tags, ${catalog.items} library items (${catalog.written} written, ` +
      `${catalog.removed} removed) in ${catalog.elapsedMs} ms`,
  );
} finally {
  await database.close();
}
