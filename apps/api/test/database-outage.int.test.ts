import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '@carbon/db/client';
import { buildApp } from '../src/app.ts';
import { createServerDatabase, type ServerDatabase } from './helpers/server-database.ts';
import { TcpProxy } from './helpers/tcp-proxy.ts';
import { CapturedMail, register, testConfig, type RegisteredUser } from './helpers/test-app.ts';

/**
 * The database goes away under a stream of writes and comes back (issue 7, defect 9: a PostgreSQL restart killed
 * the API process). The app reaches its own database through a proxy of this test's: the outage terminates the
 * app's server sessions (`pg_terminate_backend`, the 57P01 a restart sends to idle pool clients) and cuts the
 * proxy's connections, then refuses new ones for a while. Nothing else on the server is touched.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.info(
    'database-outage.int.test.ts skipped: TEST_DATABASE_URL is not set (PGlite has no server to restart)',
  );
}

const OUTAGE_MS = 2_000;
/** How soon after the database is back a write must succeed again. */
const RECOVERY_LIMIT_MS = 5_000;
const PAUSE_BETWEEN_WRITES_MS = 15;

const unavailable = {
  en: { detail: 'The database is unavailable. Please try again in a moment.', code: 'database_unavailable' },
  fr: {
    detail: 'La base de données est indisponible. Veuillez réessayer dans un instant.',
    code: 'database_unavailable',
  },
};

interface Write {
  name: string;
  lang: 'en' | 'fr';
  at: number;
  status: number;
  body: unknown;
}

describe.skipIf(!serverUrl)('the database restarts under a stream of writes', () => {
  let server: ServerDatabase;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let user: RegisteredUser;
  const connectionErrors: Error[] = [];

  beforeAll(async () => {
    server = await createServerDatabase(serverUrl!);
    const target = new URL(server.url);
    proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.start();
    const viaProxy = new URL(server.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    database = await connectDatabase({ kind: 'postgresql', url: viaProxy.toString(), maxConnections: 4 });
    database.onConnectionError((error) => connectionErrors.push(error));
    app = await buildApp({ config: testConfig(), database, mailer: new CapturedMail(), logger: false });
    await app.ready();
    user = await register(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await server?.drop();
  });

  function health(lang: 'en' | 'fr' = 'en') {
    return app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'accept-language': lang } });
  }

  it('answers 503 while it is away, loses no acknowledged write, and recovers by itself', async () => {
    const writes: Write[] = [];
    let stopped = false;
    const stream = (async () => {
      for (let n = 0; !stopped; n += 1) {
        const lang = n % 2 === 0 ? 'en' : 'fr';
        const name = `Site ${n}`;
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/sites',
          headers: { authorization: `Bearer ${user.access_token}`, 'accept-language': lang },
          payload: { company_id: user.user.company_id, name, country: 'FR' },
        });
        writes.push({ name, lang, at: Date.now(), status: response.statusCode, body: response.json() });
        await sleep(PAUSE_BETWEEN_WRITES_MS);
      }
    })();
    const acknowledged = () => writes.filter((write) => write.status === 201).length;
    const waitFor = async (done: () => boolean, limitMs: number) => {
      for (const started = Date.now(); !done() && Date.now() - started < limitMs;) await sleep(20);
    };

    await waitFor(() => acknowledged() >= 20, 10_000);
    const before = acknowledged();
    // A server's pool keeps idle connections between requests: a few concurrent reads open some beside the
    // writer's. An idle client ended by the server is what used to take the process down.
    await Promise.all(Array.from({ length: 4 }, () => health()));

    // Down: no new connection gets through, and every session of the app's is ended by the server.
    const downAt = Date.now();
    proxy.refuseNew();
    const terminated = await server.admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [server.name],
    );
    await sleep(200);
    proxy.cutAll();
    await sleep(OUTAGE_MS / 2);
    const healthDown = await health('fr');
    await sleep(OUTAGE_MS / 2);

    const upAt = Date.now();
    proxy.restore();
    await waitFor(
      () => writes.some((write) => write.at > upAt && write.status === 201),
      RECOVERY_LIMIT_MS + 5_000,
    );
    await waitFor(() => acknowledged() >= before + 20, 10_000);
    stopped = true;
    await stream;

    // The outage happened, and the pool saw its idle sessions ended by the server (the event that used to crash).
    expect(terminated.rowCount).toBeGreaterThan(0);
    expect(connectionErrors.some((error) => (error as { code?: string }).code === '57P01')).toBe(true);

    const failed = writes.filter((write) => write.status !== 201);
    expect(failed.length).toBeGreaterThan(0);
    for (const write of failed) {
      expect(write.status, JSON.stringify(write.body)).toBe(503);
      expect(write.body).toEqual(unavailable[write.lang]);
      expect(write.at).toBeGreaterThanOrEqual(downAt);
    }
    expect(healthDown.statusCode).toBe(503);
    expect(healthDown.json()).toEqual(unavailable.fr);

    const firstAfter = writes.find((write) => write.at > upAt && write.status === 201);
    expect(firstAfter, 'no write succeeded after the database came back').toBeDefined();
    expect(firstAfter!.at - upAt).toBeLessThan(RECOVERY_LIMIT_MS);

    // Every write acknowledged with 201 is in the database, read over a connection of the test's own.
    const names = writes.filter((write) => write.status === 201).map((write) => write.name);
    const reader = new pg.Client({ connectionString: server.url });
    await reader.connect();
    const rows = await reader.query<{ name: string }>('select name from sites where company_id = $1', [
      user.user.company_id,
    ]);
    await reader.end();
    const inDatabase = new Set(rows.rows.map((row) => row.name));
    expect(names.filter((name) => !inDatabase.has(name))).toEqual([]);

    expect((await health()).statusCode).toBe(200);
  });
});
