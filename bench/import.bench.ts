/**
 * Bulk import benchmark (issue 10): a CSV of 50,000 entries of one company (one site, one library factor) sent to
 * POST /api/v1/entries/import through HTTP on 127.0.0.1: first the dry run (parse, check and compute every row,
 * the preview's answer), then the confirmed import, which runs as a job (GET /jobs/{id} polled until it ends).
 * Prints rows per second of each phase and the process's peak memory (RSS, API and database in one process on
 * PGlite).
 *
 *   npm run bench:import                        # PGlite (embedded, in memory)
 *   npm run bench:import -- --rows=N --only=postgresql   # a PostgreSQL server from DATABASE_URL
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase, type DatabaseHandle } from '@carbon/db/client';
import { loadFactorLibrary } from '@carbon/db/factors-load';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { createServerDatabase } from '../apps/api/test/helpers/server-database.ts';
import { benchAppConfig } from './app-config.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, ...value] = arg.replace(/^--/, '').split('=');
    return [name ?? '', value.length ? value.join('=') : 'true'] as const;
  }),
);
const ROWS = Number(args.get('rows') ?? 50_000);
const only = args.get('only') ?? 'pglite';
const FACTOR_KEY = 'ademe-base-carbone:20719';
const serverUrl = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 20);
sampler.unref();
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function multipart(fields: Record<string, string>, file: Buffer): { body: Buffer; type: string } {
  const boundary = `----bench${randomBytes(6).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="entries.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

async function benchmark(kind: string, open: () => Promise<DatabaseHandle>): Promise<void> {
  console.log(`\n== ${kind}: ${ROWS.toLocaleString('en')} rows (load average ${loadavg()[0]!.toFixed(1)})`);
  const database = await open();
  await loadFactorLibrary(database.db, { keys: [FACTOR_KEY] });
  const [factor] = (
    (await database.db.execute(
      sql`select id from emission_factors where key = ${FACTOR_KEY}`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  const dataDir = mkdtempSync(join(tmpdir(), 'carbon-bench-'));
  const app = await buildApp({ config: benchAppConfig(dataDir), database, logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
    const registered = await fetch(`${base}/auth/register`, {
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
    const auth = { authorization: `Bearer ${token}` };
    const me = (await (await fetch(`${base}/auth/me`, { headers: auth })).json()) as { company_id: string };
    const site = (await (
      await fetch(`${base}/sites`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ company_id: me.company_id, name: 'Plant', country: 'FR' }),
      })
    ).json()) as { id: string };
    const lines = ['site_id,category,quantity,unit,emission_factor_id,label'];
    for (let i = 0; i < ROWS; i += 1) {
      lines.push(
        `${site.id},purchased_goods,${(1 + (i % 97) * 0.5).toFixed(1)},tonne,${factor!.id},Concrete delivery ${i + 1}`,
      );
    }
    const file = Buffer.from(lines.join('\n') + '\n');
    console.log(`  file: ${mb(file.length)} CSV`);
    const send = async (dryRun: boolean) => {
      const { body, type } = multipart(
        { company_id: me.company_id, period_year: '2025', dry_run: String(dryRun) },
        file,
      );
      const response = await fetch(`${base}/entries/import`, {
        method: 'POST',
        headers: { ...auth, 'content-type': type },
        body,
      });
      if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
      return (await response.json()) as Record<string, unknown>;
    };

    const rssBefore = process.memoryUsage.rss();
    peakRss = rssBefore;
    let started = performance.now();
    const preview = await send(true);
    const previewMs = performance.now() - started;
    console.log(
      `  dry run:  ${(previewMs / 1000).toFixed(2)} s, ${Math.round(ROWS / (previewMs / 1000)).toLocaleString('en')} rows/s ` +
        `(valid ${String(preview.valid)}, errors ${(preview.errors as unknown[]).length}); peak RSS ${mb(peakRss)} (before ${mb(rssBefore)})`,
    );

    peakRss = process.memoryUsage.rss();
    started = performance.now();
    const { job_id: jobId } = (await send(false)) as { job_id: string };
    let job: { status: string; progress: number; result: { written?: number } | null };
    for (;;) {
      job = (await (await fetch(`${base}/jobs/${jobId}`, { headers: auth })).json()) as typeof job;
      if (job.status === 'succeeded' || job.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const importMs = performance.now() - started;
    const [count] = (
      (await database.db.execute(
        sql`select count(*)::int as n from entries where company_id = ${me.company_id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    console.log(
      `  import:   ${(importMs / 1000).toFixed(2)} s, ${Math.round(ROWS / (importMs / 1000)).toLocaleString('en')} rows/s ` +
        `(job ${job.status}, ${String(job.result?.written)} written, ${count!.n} entries in the table); peak RSS ${mb(peakRss)}`,
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (only === 'pglite')
  await benchmark('PGlite (embedded, in memory)', () => connectDatabase({ kind: 'pglite' }));
if (only === 'postgresql') {
  const server = await createServerDatabase(serverUrl);
  try {
    await benchmark('PostgreSQL server', () => connectDatabase({ kind: 'postgresql', url: server.url }));
  } finally {
    await server.drop();
  }
}
