/**
 * Factor search under load: GET /api/v1/emission-factors/search driven by autocannon with many connections at
 * once, on PostgreSQL and on embedded PostgreSQL (PGlite), with the full library loaded and a signed-in user.
 *
 *   npm run bench:search-load                                  # both; 50 connections, 20 s per load
 *   npm run bench:search-load -- --only=postgresql             # or --only=pglite
 *   npm run bench:search-load -- --connections=20 --duration=10 --query=gazole --lang=fr
 *
 * Three loads per database, each after a 3 s warm-up: (a) one query repeated (`--query`, default "diesel" in
 * English), (b) the queries of the relevance set (apps/api/test/fixtures/factor-relevance-cases.ts), 313 texts in
 * both languages, in a fixed shuffled order shared by all connections, so that no two requests in a row are alike,
 * (c) the same queries, each request with its own negligible min_score so that no result can be reused.
 * Every request carries the user's bearer token and asks for 20 results, the search screen's default.
 *
 * The API runs in a child process (buildApp as the server builds it, logger silent) so that autocannon, in this
 * process, does not share its event loop. PostgreSQL: the server from DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres, in a fresh database of its own, dropped at the end.
 * Prints per database and load: requests/s (answered), latency p50/p95/p99 (from every response's time; a request
 * that times out, after 30 s, counts as 30 s), errors among the requests sent (failed connections, timeouts and
 * non-2xx answers), and the API process's CPU time per answered request.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SEARCH_DEFAULT_LIMIT } from '@carbon/contracts/emission-factors';
import { RELEVANCE_CASES } from '../apps/api/test/fixtures/factor-relevance-cases.ts';
import { createServerDatabase } from '../apps/api/test/helpers/server-database.ts';
import { benchAppConfig } from './app-config.ts';

type Kind = 'pglite' | 'postgresql';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    // Split at the first '=' only: a database URL may hold more.
    const [name, ...value] = arg.replace(/^--/, '').split('=');
    return [name ?? '', value.length ? value.join('=') : 'true'] as const;
  }),
);
const CONNECTIONS = Number(args.get('connections') ?? 50);
const DURATION_S = Number(args.get('duration') ?? 20);
const WARM_UP_S = 3;
/** autocannon's time limit per request; a request that reaches it counts in the percentiles at this value. */
const TIMEOUT_S = 30;
const REPEATED = { q: args.get('query') ?? 'diesel', lang: args.get('lang') ?? 'en' };
const serverUrl = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

interface Ready {
  port: number;
  token: string;
  factorCount: number;
  loadMs: number;
}

/** The child: the API on its database, the library loaded, one registered user, listening on 127.0.0.1. */
async function serve(kind: Kind, url: string | undefined): Promise<void> {
  const { connectDatabase } = await import('@carbon/db/client');
  const { loadReferenceData } = await import('@carbon/db/reference-load');
  const { buildApp } = await import('../apps/api/src/app.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'carbon-bench-search-load-'));
  const database =
    kind === 'pglite'
      ? await connectDatabase({ kind: 'pglite' })
      : await connectDatabase({ kind: 'postgresql', url: url ?? '' });
  const started = performance.now();
  const loaded = await loadReferenceData(database.db);
  const loadMs = Math.round(performance.now() - started);
  const app = await buildApp({
    config: benchAppConfig(dataDir),
    database,
    mailer: { send: async () => undefined },
  });
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: {
      email: `bench-${randomBytes(4).toString('hex')}@example.org`,
      // The password may not contain the user's names (password_contains_name).
      password: 'correct horse battery staple',
      first_name: 'Ada',
      last_name: 'Lovelace',
      company_name: 'Bench SAS',
    },
  });
  if (registered.statusCode !== 201)
    throw new Error(`register answered ${registered.statusCode}: ${registered.body}`);
  const { access_token: token } = registered.json() as { access_token: string };
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({
    port: Number(new URL(address).port),
    token,
    factorCount: loaded.factors.factorCount,
    loadMs,
  } satisfies Ready);
  // CPU time around each load: what a request costs the API process, steadier than requests/s on a shared machine.
  process.on('message', () => {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
  });
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  });
}

interface Server {
  ready: Ready;
  child: ChildProcess;
}

async function startServer(kind: Kind, url?: string): Promise<Server> {
  const child = fork(
    fileURLToPath(import.meta.url),
    ['--serve', `--kind=${kind}`, ...(url ? [`--url=${url}`] : [])],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ready));
    child.once('exit', (code) => reject(new Error(`the API exited (${code}) before listening`)));
  });
  return { ready, child };
}

function serverCpuMicros(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.child.once('message', (message) => resolve((message as { cpuMicros: number }).cpuMicros));
    server.child.send('cpu');
  });
}

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.disconnect();
  await exited;
}

function searchPath(q: string, lang: string, minScore?: number): string {
  const params = new URLSearchParams({ q, lang, limit: String(SEARCH_DEFAULT_LIMIT) });
  if (minScore !== undefined) params.set('min_score', minScore.toFixed(7));
  return `/api/v1/emission-factors/search?${params}`;
}

/** A fixed pseudo-random sequence (mulberry32), so that every run sends the queries in the same order. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const ROTATING_PATHS = (() => {
  const next = random(2026);
  const paths = RELEVANCE_CASES.map((c) => searchPath(c.q, c.lang));
  for (let i = paths.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [paths[i], paths[j]] = [paths[j]!, paths[i]!];
  }
  return paths;
})();

interface Load {
  name: string;
  /** The path of the next request; called once per request. */
  nextPath: () => string;
}

interface Run {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Requests sent, answered or not. */
  sent: number;
  /** Failed connections, timeouts and non-2xx answers. */
  errors: number;
  timeouts: number;
  cpuMsPerRequest: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
    : Number.NaN;
}

async function run(server: Server, load: Load, seconds: number): Promise<Run> {
  const cpuBefore = await serverCpuMicros(server);
  const latencies: number[] = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${server.ready.port}`,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: TIMEOUT_S,
    headers: { authorization: `Bearer ${server.ready.token}` },
    requests: [
      {
        setupRequest: (request) => {
          request.path = load.nextPath();
          return request;
        },
      },
    ],
  });
  instance.on('response', (_client, _statusCode, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  const cpuMicros = (await serverCpuMicros(server)) - cpuBefore;
  // A timed-out request has no response time; leaving it out would hide the slowest requests from the percentiles.
  for (let i = 0; i < result.timeouts; i += 1) latencies.push(TIMEOUT_S * 1000);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    sent: result.requests.sent,
    // autocannon counts a timeout among its errors too.
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    cpuMsPerRequest: cpuMicros / 1000 / Math.max(1, result.requests.total),
  };
}

async function benchmark(kind: Kind, url?: string): Promise<[string, Run][]> {
  const label = kind === 'pglite' ? 'PGlite (embedded, in memory)' : 'PostgreSQL server';
  console.error(`\n== ${label}: starting the API and loading the library…`);
  const server = await startServer(kind, url);
  console.error(
    `   ${server.ready.factorCount} factors loaded in ${server.ready.loadMs} ms; API on port ${server.ready.port}`,
  );
  const repeated = searchPath(REPEATED.q, REPEATED.lang);
  let cursor = 0;
  let fresh = 0;
  const loads: Load[] = [
    { name: `one query repeated ("${REPEATED.q}", ${REPEATED.lang})`, nextPath: () => repeated },
    {
      name: `rotating relevance-set queries (${ROTATING_PATHS.length})`,
      nextPath: () => ROTATING_PATHS[cursor++ % ROTATING_PATHS.length]!,
    },
    {
      // The service reuses a result while the database state is unchanged (SearchMemo), so the rotating load
      // is mostly served from it after its first round. Here every request carries its own negligible
      // min_score (n × 10⁻⁷, far below any result's score, so the same results): no result can be reused and
      // every request runs the search statement, the cost of a query nobody typed before.
      name: `relevance-set queries, none reused (${RELEVANCE_CASES.length})`,
      nextPath: () => {
        fresh += 1;
        const c = RELEVANCE_CASES[fresh % RELEVANCE_CASES.length]!;
        return searchPath(c.q, c.lang, fresh * 1e-7);
      },
    },
  ];
  const runs: [string, Run][] = [];
  try {
    // One request first: a load of refused requests (a wrong token, a bad query) would measure nothing.
    for (const path of [repeated, ROTATING_PATHS[0]!]) {
      const response = await fetch(`http://127.0.0.1:${server.ready.port}${path}`, {
        headers: { authorization: `Bearer ${server.ready.token}` },
      });
      if (response.status !== 200)
        throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    }
    for (const load of loads) {
      await run(server, load, WARM_UP_S);
      const result = await run(server, load, DURATION_S);
      console.error(
        `   ${load.name}: ${Math.round(result.perSecond)} req/s, p99 ${result.p99.toFixed(1)} ms`,
      );
      runs.push([`| ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${load.name}`, result]);
    }
  } finally {
    await stopServer(server);
  }
  return runs;
}

async function withServerDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const database = await createServerDatabase(serverUrl, 'bench_search_load');
  try {
    return await work(database.url);
  } finally {
    await database.drop();
  }
}

async function main(): Promise<void> {
  const only = args.get('only');
  const loadBefore = loadavg();
  const rows: [string, Run][] = [];
  if (only !== 'pglite') rows.push(...(await withServerDatabase((url) => benchmark('postgresql', url))));
  if (only !== 'postgresql') rows.push(...(await benchmark('pglite')));
  const loadAfter = loadavg();
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `\nGET /api/v1/emission-factors/search, ${CONNECTIONS} connections, ${DURATION_S} s per load (after ${WARM_UP_S} s of warm-up), limit ${SEARCH_DEFAULT_LIMIT}\n`,
  );
  console.log('| database | load | requests/s | p50 | p95 | p99 | errors | API CPU per request |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [label, r] of rows) {
    console.log(
      `${label} | ${Math.round(r.perSecond)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} of ${r.sent}${r.timeouts ? ` (${r.timeouts} timeouts)` : ''} | ${ms(r.cpuMsPerRequest)} |`,
    );
  }
  const cpu = cpus();
  console.log(
    `\nMachine: ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, Node ${process.version}; load average (1, 5, 15 min) ` +
      `before ${loadBefore.map((value) => value.toFixed(2)).join(', ')}, after ${loadAfter.map((value) => value.toFixed(2)).join(', ')}`,
  );
}

if (args.has('serve')) {
  await serve((args.get('kind') as Kind | undefined) ?? 'pglite', args.get('url'));
} else {
  await main();
}
