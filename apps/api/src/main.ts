import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadReferenceData } from '@carbon/db/reference-load';
import { buildApp } from './app.ts';
import { findRepoRoot, loadConfig } from './config/env.ts';
import { openDatabase } from './platform/db.ts';
import { demoCredentials, ensureDemoAccount, ensureDemoLedger } from './platform/demo.ts';
import { ensureDemoProducts } from './platform/demo-products.ts';
import { ensureDemoScenarios } from './platform/demo-scenarios.ts';
import { ensureDemoScope3 } from './platform/demo-scope3.ts';

/**
 * The bundled server (dist/main.js) ships the SQL migrations in dist/migrations; from source the
 * db package finds its own folder.
 */
function bundledMigrationsFolder(): string | undefined {
  const folder = fileURLToPath(new URL('./migrations', import.meta.url));
  return existsSync(`${folder}/meta/_journal.json`) ? folder : undefined;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const migrationsFolder = bundledMigrationsFolder();
  const database = await openDatabase({ ...config, ...(migrationsFolder ? { migrationsFolder } : {}) });
  const embedded = database.kind === 'pglite';
  if (embedded) await ensureDemoAccount(database.db);

  const app = await buildApp({ config, database });
  // The pool survives a lost connection (a restart, a failover); the log says it happened.
  database.onConnectionError((error) => app.log.warn({ err: error }, 'database connection lost; the pool opens a new one'));
  // A promise nobody awaited that fails (a library's background work during a database outage) is logged; by
  // default Node would exit, taking every request in flight with it.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));

  // The emission factor library and the catalog's reference data, from the files in the repository (also when
  // bundled: the bundle runs inside the checkout). Nothing is parsed or written when the recorded hashes match.
  const reference = await loadReferenceData(database.db, {
    referenceDataDir: join(findRepoRoot(), 'packages', 'db', 'reference-data'),
  });
  app.log.info(
    reference.factors.skipped
      ? `Emission factors: up to date (checked in ${reference.factors.elapsedMs} ms)`
      : `Emission factors: ${reference.factors.factorCount} loaded, ${reference.factors.written} written in ${reference.factors.elapsedMs} ms`,
  );
  // The demo company's five years of entries need the factor library: written once, after its load.
  if (embedded) {
    const demoEntries = await ensureDemoLedger(database.db);
    if (demoEntries > 0) app.log.info(`Demo ledger: ${demoEntries} entries written`);
    const demoActivities = await ensureDemoScope3(database.db);
    if (demoActivities > 0) app.log.info(`Demo scope 3: ${demoActivities} activities written`);
    const demoProducts = await ensureDemoProducts(database.db);
    if (demoProducts > 0) app.log.info(`Demo products: ${demoProducts} products written`);
    const demoScenarios = await ensureDemoScenarios(database.db);
    if (demoScenarios > 0) app.log.info(`Demo scenarios: ${demoScenarios} scenarios written`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`App: ${config.appUrl} (API ${config.appUrl}/api/v1, docs ${config.appUrl}/api/docs)`);
  app.log.info(
    `Database: ${embedded ? `embedded PostgreSQL in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}`,
  );
  if (embedded) app.log.info(`Demo account: ${demoCredentials.email} / ${demoCredentials.password}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
