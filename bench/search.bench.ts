/**
 * Emission factor search benchmark: 1,000 mixed queries against the full library, on embedded PostgreSQL (PGlite)
 * and on a PostgreSQL server. Prints p50/p95/p99 of the search service (the SQL and the mapping, no HTTP) and of the
 * HTTP endpoint (a listening server on 127.0.0.1 driven by fetch, one request at a time), plus the time to load
 * the library into a fresh database and the cost of a restart when nothing changed.
 *
 *   npm run bench:search                       # both; the server from DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres
 *   npm run bench:search -- --only=pglite      # or --only=postgresql; --queries=N
 *
 * On the server it works in a fresh database of its own, dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SearchFactorsQuery } from '@carbon/contracts/emission-factors';
import { connectDatabase, type DatabaseHandle } from '@carbon/db/client';
import { loadReferenceData } from '@carbon/db/reference-load';
import { buildApp } from '../apps/api/src/app.ts';
import { CompaniesRepository } from '../apps/api/src/modules/companies/companies.repository.ts';
import { CompaniesService } from '../apps/api/src/modules/companies/companies.service.ts';
import { EmissionFactorsRepository } from '../apps/api/src/modules/emission-factors/emission-factors.repository.ts';
import { EmissionFactorsService } from '../apps/api/src/modules/emission-factors/emission-factors.service.ts';
import { createServerDatabase } from '../apps/api/test/helpers/server-database.ts';
import { benchAppConfig } from './app-config.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, value] = arg.replace(/^--/, '').split('=');
    return [name ?? '', value ?? 'true'] as const;
  }),
);
const QUERY_COUNT = Number(args.get('queries') ?? 1000);
const only = args.get('only');
const serverUrl = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

/** What users type: materials, energy, travel, food, codes, typos, in both languages, sometimes filtered. */
const BASE_QUERIES: { q: string; lang: 'en' | 'fr' }[] = [
  ...[
    'concrete', 'steel', 'recycled steel', 'aluminium', 'aluminum', 'cement', 'cardboard packaging', 'office paper',
    'PET plastic', 'glass', 'wood pallet', 'diesel litre', 'petrol', 'natural gas kWh', 'electricity',
    'electricity France 2023', 'electricity Germany', 'UK electricity', 'heat network', 'long-haul flight business class',
    'short-haul flight economy', 'rail passenger km', 'high speed train', 'hotel night', 'taxi', 'bus', 'average petrol car km',
    'electric car', 'ferry foot passenger', 'container ship freight', 'HGV diesel tonne km', 'van', 'portable computer',
    'smartphone', 'printer', 'refrigerant R-410A', 'SF6', 'methane', 'water supply', 'waste landfill', 'composting',
    'computer programming services', 'legal services', 'beef', 'whole milk', 'cheese', 'ground coffee', 'raw rice',
    'chocolate', 'bread', 'apple', 'wheat flour', 'concret', 'alumnium', 'electricty', 'smartphnoe', '20719', 'co2',
  ].map((q) => ({ q, lang: 'en' as const })),
  ...[
    'béton', 'beton arme', 'acier neuf', 'ciment portland', 'carton neuf', 'ramette papier A4', 'verre neuf', 'bois',
    'gazole', 'essence', 'gaz naturel', 'fioul domestique', 'électricité', 'électricité France 2023', 'réseau de chaleur',
    'vol long courrier classe affaires', 'avion passagers', 'TGV', 'train', "nuit d'hôtel", 'voiture électrique',
    'camion', 'ordinateur portable', 'téléphone', 'climatisation', 'déchets ménagers', 'incinération', 'boeuf',
    'bœuf haché', 'poulet', 'lait', 'fromage', 'pomme de terre', 'tomate crue', 'café', 'riz', 'pain', 'vin', 'chocolat',
    'eau en bouteille', 'électrcité', 'ciment', 'papier', 'plastique', 'services informatiques', 'restauration',
  ].map((q) => ({ q, lang: 'fr' as const })),
];

const FILTERS: Partial<SearchFactorsQuery>[] = [
  {},
  {},
  {},
  { source: 'ademe-base-carbone' },
  { source: 'uk-desnz', year: 2025 },
  { unit_family: 'mass' },
  { country: 'FR' },
  { scope: 3 },
  { include_archived: true },
  { min_score: 0.5 },
];
const LIMITS = [10, 20, 20, 50] as const;

/** A fixed pseudo-random sequence (mulberry32), so every run times the same 1,000 queries. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function queries(count: number): SearchFactorsQuery[] {
  const next = random(8008);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, () => {
    const base = pick(BASE_QUERIES);
    return {
      q: base.q,
      lang: base.lang,
      limit: pick(LIMITS),
      min_score: 0,
      include_archived: false,
      ...pick(FILTERS),
    };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  const f = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
  return `  ${label.padEnd(26)} p50 ${f(percentile(sorted, 50))}   p95 ${f(percentile(sorted, 95))}   p99 ${f(percentile(sorted, 99))}   mean ${f(mean)}   max ${f(sorted.at(-1)!)}`;
}

function urlOf(query: SearchFactorsQuery): string {
  const params = new URLSearchParams({ q: query.q, lang: query.lang ?? 'en', limit: String(query.limit) });
  for (const key of ['source', 'unit_family', 'country', 'year', 'scope'] as const) {
    if (query[key] !== undefined) params.set(key, String(query[key]));
  }
  if (query.include_archived) params.set('include_archived', 'true');
  if (query.min_score) params.set('min_score', String(query.min_score));
  return `/api/v1/emission-factors/search?${params}`;
}

async function benchmark(kind: 'pglite' | 'postgresql', open: () => Promise<DatabaseHandle>): Promise<void> {
  console.log(`\n== ${kind === 'pglite' ? 'PGlite (embedded, in memory)' : 'PostgreSQL server'}`);
  let started = performance.now();
  const database = await open();
  console.log(`  open + migrations          ${Math.round(performance.now() - started)} ms`);
  const dataDir = mkdtempSync(join(tmpdir(), 'carbon-bench-'));
  try {
    started = performance.now();
    const first = await loadReferenceData(database.db);
    const { parseMs, writeMs, indexMs } = first.factors.phases;
    console.log(
      `  first load                 ${Math.round(performance.now() - started)} ms: ${first.factors.factorCount} factors ` +
        `(parse ${parseMs} ms, write ${writeMs} ms, indexes ${indexMs} ms), ${first.catalog.items} catalog items`,
    );
    started = performance.now();
    const again = await loadReferenceData(database.db);
    console.log(
      `  restart, nothing changed   ${Math.round(performance.now() - started)} ms (factors skipped: ${again.factors.skipped})`,
    );

    const companies = new CompaniesService(new CompaniesRepository(database.db));
    const service = new EmissionFactorsService(new EmissionFactorsRepository(database.db), companies);
    const config = benchAppConfig(dataDir);
    const app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
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
      const list = queries(QUERY_COUNT);
      let results = 0;

      for (const query of list.slice(0, 50)) await service.search('bench', query, query.lang ?? 'en');
      const serviceTimes: number[] = [];
      for (const query of list) {
        const t0 = performance.now();
        const result = await service.search('bench', query, query.lang ?? 'en');
        serviceTimes.push(performance.now() - t0);
        results += result.count;
      }

      const headers = { authorization: `Bearer ${token}` };
      for (const query of list.slice(0, 50)) await (await fetch(`${base}${urlOf(query)}`, { headers })).arrayBuffer();
      const httpTimes: number[] = [];
      for (const query of list) {
        const t0 = performance.now();
        const response = await fetch(`${base}${urlOf(query)}`, { headers });
        await response.arrayBuffer();
        httpTimes.push(performance.now() - t0);
        if (response.status !== 200) throw new Error(`${urlOf(query)} answered ${response.status}`);
      }

      console.log(`  ${list.length} queries (${new Set(list.map((q) => q.q)).size} distinct texts), ${(results / list.length).toFixed(1)} results each on average`);
      console.log(summary('search service', serviceTimes));
      console.log(summary('HTTP GET /search', httpTimes));
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Factor search benchmark, Node ${process.version}, ${QUERY_COUNT} queries per database`);
if (only !== 'postgresql') await benchmark('pglite', () => connectDatabase({ kind: 'pglite' }));
if (only !== 'pglite') {
  const database = await createServerDatabase(serverUrl, 'bench_search');
  try {
    await benchmark('postgresql', () => connectDatabase({ kind: 'postgresql', url: database.url }));
  } finally {
    await database.drop();
  }
}
