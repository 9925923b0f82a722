import { join } from 'node:path';
import { connectDatabase, type Database, type DatabaseHandle } from '@carbon/db/client';

export type { Database, DatabaseHandle };

export interface DatabaseSettings {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Set by the bundled server, which ships the migrations beside its code. */
  migrationsFolder?: string;
}

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PostgreSQL (PGlite) kept in DATA_DIR/pglite. */
export function openDatabase(settings: DatabaseSettings): Promise<DatabaseHandle> {
  const common = settings.migrationsFolder ? { migrationsFolder: settings.migrationsFolder } : {};
  if (settings.databaseUrl)
    return connectDatabase({ kind: 'postgresql', url: settings.databaseUrl, ...common });
  return connectDatabase({ kind: 'pglite', dataDir: join(settings.dataDir, 'pglite'), ...common });
}

/**
 * Whether an error is PostgreSQL's unique_violation (23505), possibly wrapped by Drizzle.
 * Both drivers expose the SQLSTATE as `code`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
