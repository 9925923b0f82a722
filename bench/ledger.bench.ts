/**
 * Ledger benchmark (issue 9): 100,000 entries of one company over 10 sites and 5 years, on embedded PostgreSQL
 * (PGlite) and on a PostgreSQL server. Prints p50/p95/p99 of the inventory aggregation (GET /inventory, a year,
 * and a year and a site) and of the entries list (GET /entries, first page of 100 and a page deep in the year, and
 * filtered by scope), each through HTTP on 127.0.0.1, one request at a time.
 *
 *   npm run bench:ledger                        # both; the server from DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres
 *   npm run bench:ledger -- --only=pglite       # or --only=postgresql; --entries=N --requests=N
 *
 * The entries are written with one INSERT … SELECT generate_series per year (the ledger's own insert path computes
 * each entry with the engine, which is not what is measured here); their values follow the shape of real ones: a
 * mix of scope 1, 2 and 3 categories, a factor copied into each, derived scope 3 cat. 3 rows for the fuels.
 * Target (issue 9): p95 under 100 ms on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { connectDatabase, type DatabaseHandle } from '@carbon/db/client';
import { buildApp } from '../apps/api/src/app.ts';
import { createServerDatabase } from '../apps/api/test/helpers/server-database.ts';
import { benchAppConfig } from './app-config.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, ...value] = arg.replace(/^--/, '').split('=');
    return [name ?? '', value.length ? value.join('=') : 'true'] as const;
  }),
);
const ENTRIES = Number(args.get('entries') ?? 100_000);
const REQUESTS = Number(args.get('requests') ?? 200);
const SITES = 10;
const YEARS = 5;
const only = args.get('only');
const serverUrl = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Categories in the proportions of a manufacturer's ledger: many purchases and trips, fewer fuel and power lines. */
const CATEGORY_MIX = [
  { key: 'stationary_combustion', scope: 1, s3: null, beges: '1.1', weight: 8 },
  { key: 'mobile_combustion', scope: 1, s3: null, beges: '1.2', weight: 8 },
  { key: 'fugitive_emissions', scope: 1, s3: null, beges: '1.4', weight: 2 },
  { key: 'electricity', scope: 2, s3: null, beges: '2.1', weight: 6 },
  { key: 'heat_steam', scope: 2, s3: null, beges: '2.2', weight: 2 },
  { key: 'purchased_goods', scope: 3, s3: 1, beges: '4.1', weight: 30 },
  { key: 'business_travel', scope: 3, s3: 6, beges: '3.5', weight: 20 },
  { key: 'upstream_transport', scope: 3, s3: 4, beges: '3.1', weight: 10 },
  { key: 'waste', scope: 3, s3: 5, beges: '4.3', weight: 6 },
  { key: 'upstream_fuel_energy', scope: 3, s3: 3, beges: '4.1', weight: 8 },
] as const;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  return `  ${label.padEnd(44)} p50 ${f(percentile(sorted, 50))}   p95 ${f(percentile(sorted, 95))}   p99 ${f(percentile(sorted, 99))}`;
}

/** The categories as a SQL VALUES list, each repeated by its weight, for picking by row number. */
function categoryValues() {
  const rows = CATEGORY_MIX.flatMap((c) => Array.from({ length: c.weight }, () => c));
  return {
    count: rows.length,
    values: sql.join(
      rows.map(
        (c, index) =>
          sql`(${index}::int, ${c.key}::text, ${c.scope}::int, ${c.s3}::int, ${c.beges}::text)`,
      ),
      sql`, `,
    ),
  };
}

async function seed(database: DatabaseHandle, companyId: string, siteIds: string[], firstYear: number): Promise<void> {
  const { count, values } = categoryValues();
  const perYear = Math.ceil(ENTRIES / YEARS);
  for (let y = 0; y < YEARS; y += 1) {
    const year = firstYear + y;
    await database.db.execute(sql`
      INSERT INTO entries (company_id, site_id, period_year, category, scope, scope3_category, beges_item, quantity,
        unit, co2e_kg, co2e_kg_market, uncertainty_percent, factor_source, factor_dataset_version, factor_name_en,
        factor_name_fr, factor_kg_co2e_per_unit, factor_unit, factor_uncertainty_percent, conversion, label, details,
        created_at)
      SELECT ${companyId}::uuid, (${sql.raw(`ARRAY[${siteIds.map((id) => `'${id}'::uuid`).join(',')}]`)})[1 + (n % ${SITES})],
        ${year}, c.key, c.scope, c.s3, c.beges, q.quantity, 'kWh', q.quantity * 0.2,
        CASE WHEN c.scope = 2 THEN q.quantity * 0.3 END, 10, 'ademe-base-carbone', '23.6',
        'Bench factor ' || c.key, 'Facteur de banc ' || c.key, 0.2, 'kWh', 10,
        '{"from":"kWh","to":"kWh","multiplier":1,"steps":[]}'::jsonb, 'line ' || n, '{}'::jsonb,
        timestamp '2020-01-01' + n * interval '1 second'
      FROM generate_series(1, ${perYear}) AS n
      CROSS JOIN LATERAL (SELECT 100 + (n * 7919) % 10000 AS quantity) q
      JOIN (VALUES ${values}) AS c(i, key, scope, s3, beges) ON c.i = n % ${count}`);
  }
  await database.db.execute(sql`ANALYZE entries`);
}

async function benchmark(kind: 'pglite' | 'postgresql', open: () => Promise<DatabaseHandle>): Promise<void> {
  console.log(`\n== ${kind === 'pglite' ? 'PGlite (embedded, in memory)' : 'PostgreSQL server'}`);
  const database = await open();
  const dataDir = mkdtempSync(join(tmpdir(), 'carbon-bench-'));
  const app = await buildApp({ config: benchAppConfig(dataDir), database, logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const registered = await fetch(`${base}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-${randomBytes(4).toString('hex')}@example.org`,
        password: 'correct horse battery',
        first_name: 'Bench',
        last_name: 'Mark',
        company_name: 'Bench',
      }),
    });
    const { access_token: token } = (await registered.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const me = (await (await fetch(`${base}/api/v1/auth/me`, { headers })).json()) as { company_id: string };
    const companyId = me.company_id;
    const siteIds: string[] = [];
    for (let s = 0; s < SITES; s += 1) {
      const response = await fetch(`${base}/api/v1/sites`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ company_id: companyId, name: `Site ${s + 1}`, country: 'FR' }),
      });
      if (response.status !== 201) throw new Error(`site: ${response.status} ${await response.text()}`);
      siteIds.push(((await response.json()) as { id: string }).id);
    }
    const lastYear = new Date().getFullYear() - 1;
    const firstYear = lastYear - YEARS + 1;
    let started = performance.now();
    await seed(database, companyId, siteIds, firstYear);
    const [{ count } = { count: 0 }] = (
      (await database.db.execute(sql`SELECT count(*)::int AS count FROM entries WHERE company_id = ${companyId}::uuid`)) as unknown as {
        rows: { count: number }[];
      }
    ).rows;
    console.log(`  ${count} entries over ${SITES} sites and ${YEARS} years written in ${Math.round(performance.now() - started)} ms`);

    const year = (i: number) => firstYear + (i % YEARS);
    const loads: [string, (i: number) => string][] = [
      ['GET /inventory (a year)', (i) => `/api/v1/inventory?company_id=${companyId}&period_year=${year(i)}`],
      [
        'GET /inventory (a year, a site)',
        (i) => `/api/v1/inventory?company_id=${companyId}&period_year=${year(i)}&site_id=${siteIds[i % SITES]}`,
      ],
      ['GET /entries (a year, first 100)', (i) => `/api/v1/entries?company_id=${companyId}&period_year=${year(i)}`],
      [
        'GET /entries (a year, 100 from offset 15,000)',
        (i) => `/api/v1/entries?company_id=${companyId}&period_year=${year(i)}&offset=15000`,
      ],
      [
        'GET /entries (a year, scope 1, a site)',
        (i) => `/api/v1/entries?company_id=${companyId}&period_year=${year(i)}&scope=1&site_id=${siteIds[i % SITES]}`,
      ],
    ];
    for (const [label, path] of loads) {
      for (let i = 0; i < 10; i += 1) await (await fetch(`${base}${path(i)}`, { headers })).arrayBuffer();
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i += 1) {
        started = performance.now();
        const response = await fetch(`${base}${path(i)}`, { headers });
        await response.arrayBuffer();
        times.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`${path(i)} answered ${response.status}`);
      }
      console.log(summary(label, times));
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Ledger benchmark, Node ${process.version}, ${ENTRIES} entries, ${REQUESTS} requests per measure; load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')}`,
);
if (only !== 'postgresql') await benchmark('pglite', () => connectDatabase({ kind: 'pglite' }));
if (only !== 'pglite') {
  const database = await createServerDatabase(serverUrl, 'bench_ledger');
  try {
    await benchmark('postgresql', () => connectDatabase({ kind: 'postgresql', url: database.url }));
  } finally {
    await database.drop();
  }
}
