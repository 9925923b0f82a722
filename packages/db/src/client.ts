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
  /**
   * Tells of a server connection the pool lost (a restart, a failover, a terminated session): the pool drops
   * it and opens a new one for the next query, so the listener only reports it. Returns its removal.
   */
  onConnectionError(listener: (error: Error) => void): () => void;
}

/**
 * How long a query waits for a connection (a new one, or a free one of a busy pool) before failing. Without
 * it, a request made while the server is unreachable would wait forever instead of answering 503.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

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
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    const listeners = new Set<(error: Error) => void>();
    const report = (error: Error) => {
      for (const listener of listeners) listener(error);
    };
    // An 'error' event with no listener exits Node. A client whose connection dies (57P01 when the server
    // restarts) emits one on itself, and the pool repeats it when the client was idle. Either way the pool
    // discards the client, and the query that used it, if any, rejects on its own. Reported once, from the client.
    pool.on('connect', (client) => client.on('error', report));
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    try {
      await withMigrationLock(options.url, () => migratePg(db, { migrationsFolder: folder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: 'postgresql',
      close: () => pool.end(),
      onConnectionError: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
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
  // In-process: there is no connection to lose.
  return { db, kind: 'pglite', close: () => client.close(), onConnectionError: () => () => undefined };
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
