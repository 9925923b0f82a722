/**
 * Scratch databases on a PostgreSQL server, for the integration tests and the benchmarks: no test runner needed.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ServerDatabase {
  name: string;
  url: string;
  /** A connection to the server's maintenance database, outside any pool of the app's. */
  admin: pg.Client;
  /** Drops the database once its sessions have ended (close the app's pool first). */
  drop: () => Promise<void>;
}

/** A fresh, empty database on the PostgreSQL server at serverUrl, named after `prefix`. */
export async function createServerDatabase(serverUrl: string, prefix = 't'): Promise<ServerDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    admin,
    drop: async () => {
      // pool.end() resolves before its sockets are closed; dropping at once would kill those sessions
      // and surface their "terminating connection" errors in the test run.
      for (let waited = 0; waited < 5_000; waited += 50) {
        const { rows } = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
