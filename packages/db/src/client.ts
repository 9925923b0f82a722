import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/**
 * The query builder both drivers share; repositories are written against it.
 * The common base class (not a union of the two drivers) keeps method calls and transactions callable,
 * and a transaction is itself a Database, so repositories work inside and outside one.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgresql';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

interface CommonOptions {
  /** Where the SQL migrations are; a bundled server ships a copy beside its code. */
  migrationsFolder?: string;
}

export type ConnectOptions =
  | (CommonOptions & { kind: 'postgresql'; url: string; maxConnections?: number })
  /** dataDir undefined means in memory (tests). */
  | (CommonOptions & { kind: 'pglite'; dataDir?: string });

/**
 * Opens the database and applies pending migrations.
 * PGlite needs its extensions passed at creation, or CREATE EXTENSION fails.
 */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  const folder = options.migrationsFolder ?? migrationsFolder;
  if (options.kind === 'postgresql') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    const db = drizzlePg(pool, { schema });
    try {
      await withMigrationLock(options.url, () => migratePg(db, { migrationsFolder: folder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgresql', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? 'memory://', { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: folder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Any constant shared by every process of this application; it names the advisory lock. */
const MIGRATION_LOCK_KEY = 7_340_211;

/**
 * Several API processes may start at once against one server; the advisory lock makes the
 * others wait while the first applies the migrations, instead of racing on the same DDL.
 * It is held on its own connection so that a pool of size 1 cannot deadlock.
 */
async function withMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    await lock.end();
  }
}
