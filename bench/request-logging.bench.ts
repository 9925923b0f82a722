/**
 * What request logging costs on light endpoints: requests per second of the API with its logger at `info`
 * (the production default) and `silent`, on GET /api/v1/health and on GET /api/v1/auth/me with a token.
 *
 *   npm run bench:request-logging                                # 10 rounds of 2 s bursts, 10 connections
 *   npm run bench:request-logging -- --duration=5 --connections=20 --rounds=6
 *
 * The API runs twice, once per level, each in a child process of its own (embedded PostgreSQL in memory, the app
 * as `buildApp` builds it, its log written to a file as a process manager would); the load comes from autocannon
 * in this process, over 127.0.0.1, in short bursts that alternate between the two servers, so that whatever else
 * the machine runs weighs on both alike.
 * Prints, per endpoint and level, the median requests/s over the rounds, the p99 latency, the API process's CPU time
 * per request (user + system, from `process.cpuUsage()` around each run: on a shared machine it moves far less than
 * requests/s) and the log bytes written per request; then the machine: CPUs and load average before and after.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync, statSync, closeSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { AppConfig } from '../apps/api/src/config/env.ts';
import { benchAppConfig } from './app-config.ts';

type Level = Extract<AppConfig['logLevel'], 'info' | 'silent'>;
const LEVELS: Level[] = ['info', 'silent'];

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, value] = arg.replace(/^--/, '').split('=');
    return [name ?? '', value ?? 'true'] as const;
  }),
);

interface Ready {
  port: number;
  token: string;
}

/** The child: the API on an in-memory database, with one registered user, listening on 127.0.0.1. */
async function serve(level: Level): Promise<void> {
  const { connectDatabase } = await import('@carbon/db/client');
  const { buildApp } = await import('../apps/api/src/app.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'carbon-bench-logging-'));
  const database = await connectDatabase({ kind: 'pglite' });
  const config = benchAppConfig(dataDir, level);
  const app = await buildApp({ config, database, mailer: { send: async () => undefined } });
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: {
      email: 'bench@example.org',
      // Strong enough for the password rules, and free of the user's names (which the rules refuse).
      password: 'quartz-lantern-meadow-4817',
      first_name: 'Bench',
      last_name: 'Mark',
      company_name: 'Bench SAS',
    },
  });
  // A refused registration would leave every measured request a 401: measure nothing rather than the wrong thing.
  if (registered.statusCode !== 201)
    throw new Error(`registration answered ${registered.statusCode}: ${registered.body}`);
  const { access_token: token } = registered.json() as { access_token: string };
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: Number(new URL(address).port), token } satisfies Ready);
  // The parent asks for this process's CPU time around each run: time per request is what logging adds, and it
  // moves much less than requests/s when other work shares the machine.
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
  logFile: string;
  child: ChildProcess;
}

async function startServer(level: Level, logFile: string): Promise<Server> {
  const out = openSync(logFile, 'w');
  const child = fork(fileURLToPath(import.meta.url), ['--serve', `--level=${level}`], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', out, 'inherit', 'ipc'],
  });
  closeSync(out);
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ready));
    child.once('exit', (code) => reject(new Error(`the API exited (${code}) before listening`)));
  });
  return { ready, logFile, child };
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

interface Run {
  requests: number;
  perSecond: number;
  p99: number;
  errors: number;
  logBytes: number;
  cpuMicros: number;
}

async function load(
  server: Server,
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Run> {
  const connections = Number(args.get('connections') ?? 10);
  const logBefore = statSync(server.logFile).size;
  const cpuBefore = await serverCpuMicros(server);
  const result = await autocannon({ url, headers, connections, duration: seconds });
  const cpuMicros = (await serverCpuMicros(server)) - cpuBefore;
  const logBytes = statSync(server.logFile).size - logBefore;
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    logBytes,
    cpuMicros,
  };
}

async function main(): Promise<void> {
  const seconds = Number(args.get('duration') ?? 2);
  const rounds = Number(args.get('rounds') ?? 10);
  const dir = mkdtempSync(join(tmpdir(), 'carbon-bench-logs-'));
  const loadBefore = loadavg();
  const results = new Map<string, Run[]>();
  // Both servers run for the whole benchmark and take turns in short bursts, so that whatever else the machine
  // does weighs on both alike.
  const servers = new Map<Level, Server>();
  try {
    for (const level of LEVELS) servers.set(level, await startServer(level, join(dir, `${level}.log`)));
    const endpoints = (server: Server): [string, string, Record<string, string>][] => {
      const base = `http://127.0.0.1:${server.ready.port}/api/v1`;
      return [
        ['GET /api/v1/health', `${base}/health`, {}],
        ['GET /api/v1/auth/me', `${base}/auth/me`, { authorization: `Bearer ${server.ready.token}` }],
      ];
    };
    // Warm-up: the JIT, the database pages, the first log lines.
    for (const server of servers.values()) {
      for (const [, url, headers] of endpoints(server)) await load(server, url, headers, 2);
    }
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? LEVELS : [...LEVELS].reverse();
      for (const endpoint of [0, 1]) {
        for (const level of order) {
          const server = servers.get(level)!;
          const [name, url, headers] = endpoints(server)[endpoint]!;
          const run = await load(server, url, headers, seconds);
          const key = `${name}|${level}`;
          results.set(key, [...(results.get(key) ?? []), run]);
          console.error(
            `round ${round + 1}/${rounds} ${name} ${level}: ${Math.round(run.perSecond)} req/s, ` +
              `${Math.round(run.cpuMicros / run.requests)} µs CPU per request`,
          );
        }
      }
    }
  } finally {
    for (const server of servers.values()) await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
  const loadAfter = loadavg();

  /** The median, robust to a round that another process on the machine slowed down. */
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  const sum = (runs: Run[], field: keyof Run) => runs.reduce((total, run) => total + run[field], 0);
  /** Server CPU time per request, the median over the rounds of an endpoint and level. */
  const cpuPerRequest = (runs: Run[]) => median(runs.map((run) => run.cpuMicros / run.requests));
  console.log(`\n${seconds} s per run, ${args.get('connections') ?? 10} connections, ${rounds} rounds\n`);
  console.log(
    '| endpoint | log level | requests/s (median) | p99 latency | server CPU per request | log bytes per request | errors |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [key, runs] of results) {
    const [name, level] = key.split('|');
    console.log(
      `| ${name} | ${level} | ${Math.round(median(runs.map((run) => run.perSecond)))} | ` +
        `${median(runs.map((run) => run.p99)).toFixed(1)} ms | ${Math.round(cpuPerRequest(runs))} µs | ` +
        `${Math.round(sum(runs, 'logBytes') / sum(runs, 'requests'))} | ${sum(runs, 'errors')} |`,
    );
  }
  for (const name of new Set([...results.keys()].map((key) => key.split('|')[0]))) {
    const info = results.get(`${name}|info`) ?? [];
    const silent = results.get(`${name}|silent`) ?? [];
    const throughput =
      (median(silent.map((run) => run.perSecond)) - median(info.map((run) => run.perSecond))) /
      median(silent.map((run) => run.perSecond));
    const cpu = (cpuPerRequest(info) - cpuPerRequest(silent)) / cpuPerRequest(info);
    console.log(
      `${name}: logging at info takes ${(cpu * 100).toFixed(1)} % of the server's CPU per request ` +
        `(requests/s ${(throughput * 100).toFixed(1)} % lower)`,
    );
  }
  const cpu = cpus();
  console.log(
    `\nMachine: ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, Node ${process.version}; load average (1, 5, 15 min) ` +
      `before ${loadBefore.map((value) => value.toFixed(2)).join(', ')}, after ${loadAfter.map((value) => value.toFixed(2)).join(', ')}`,
  );
}

if (args.has('serve')) {
  await serve((args.get('level') as Level | undefined) ?? 'info');
} else {
  await main();
}
