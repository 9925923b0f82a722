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

/** The error and the errors it wraps (Drizzle wraps the driver's in `cause`). */
function* causes(error: unknown): Generator<Error & { code?: unknown }> {
  for (let current: unknown = error; current instanceof Error; current = current.cause) yield current;
}

/**
 * Whether an error is PostgreSQL's unique_violation (23505), possibly wrapped by Drizzle.
 * Both drivers expose the SQLSTATE as `code`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (const current of causes(error)) if (current.code === '23505') return true;
  return false;
}

/** Node's codes for a server that cannot be reached or that dropped the connection. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of a server going away or not yet back: admin_shutdown (57P01, a restart or a terminated session),
 * crash_shutdown (57P02), cannot_connect_now (57P03, starting up or in recovery), too_many_connections (53300),
 * and the connection_exception class (08xxx).
 */
const UNAVAILABLE_SQLSTATES = /^(57P0[123]|53300|08...)$/;
/** node-postgres raises these as plain errors, without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * Whether a request failed because the database server is unreachable or restarting (answered 503 so that
 * clients retry), rather than because of the query itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of causes(error)) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code)) return true;
    if (UNAVAILABLE_MESSAGES.some((message) => current.message.startsWith(message))) return true;
  }
  return false;
}
