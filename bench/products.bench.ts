/**
 * Product footprint benchmark (issue 11): a 5,000-line product tree (1,111 products on four levels: a root of 10
 * assemblies of 10 parts of 10 leaves; each leaf has 4 factor lines, each part and assembly 10 sub-product lines
 * and 2 factor lines), computed
 *   1. in the engine (@carbon/carbon/products: footprints of every product and the nested tree), target p95 < 20 ms;
 *   2. over HTTP on 127.0.0.1, one request at a time, on embedded PostgreSQL (PGlite) and on a PostgreSQL server:
 *      GET /products/{root}/tree warm (repeated views: the JSON cached at the company's product-graph version) and
 *      cold (a write before each request: the sub-graph read and recomputed), POST /products of a product using the root
 *      (the tree computed at save), GET /products/{root}; target p95 < 100 ms. Also the first view after a save of
 *      a leaf through the API (PUT /products/{leaf}: the save rebuilds the cached trees containing it), and that PUT.
 *
 *   npm run bench:products                          # engine, PGlite and the server (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
 *   npm run bench:products -- --only=engine         # or --only=pglite, --only=postgresql; --requests=N
 *   npm run bench:products -- --unrelated-trees=2   # the company also holds 2 other trees the same size
 *
 * The servers listen on a free port of 127.0.0.1 (port 0) and the PostgreSQL database has a random name, so runs in
 * other worktrees do not clash.
 *
 * The products are written with plain INSERTs (the API's own path would resolve each factor line against the
 * library one request at a time, which is not what is measured here), their footprints computed by the engine.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import {
  computeProductFootprints,
  productTree,
  type LineFactor,
  type ProductLine,
  type ProductNode,
} from '@carbon/carbon/products';
import { productTreeSchema } from '@carbon/contracts/products';
import { safeEncode } from 'zod';
import { connectDatabase, type DatabaseHandle } from '@carbon/db/client';
import { productLines, products } from '@carbon/db/schema';
import { buildApp } from '../apps/api/src/app.ts';
import { toFootprintDto, toTreeDto } from '../apps/api/src/modules/products/products.mapper.ts';
import {
  bumpProductGraphVersion,
  ProductsRepository,
} from '../apps/api/src/modules/products/products.repository.ts';
import { engineLine, engineNode } from '../apps/api/src/modules/products/products.service.ts';
import { createServerDatabase } from '../apps/api/test/helpers/server-database.ts';
import { benchAppConfig } from './app-config.ts';
import { setCompanyPlan } from '../apps/api/test/helpers/plan.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, ...value] = arg.replace(/^--/, '').split('=');
    return [name ?? '', value.length ? value.join('=') : 'true'] as const;
  }),
);
const REQUESTS = Number(args.get('requests') ?? 100);
const only = args.get('only');
/** Unrelated trees of the same size written beside the measured one in the same company (the tree reads only its own). */
const UNRELATED = Number(args.get('unrelated-trees') ?? 0);
const serverUrl = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  return `  ${label.padEnd(48)} p50 ${f(percentile(sorted, 50))}   p95 ${f(percentile(sorted, 95))}   p99 ${f(percentile(sorted, 99))}`;
}

const factor = (i: number): LineFactor => ({
  id: null,
  kgCo2ePerUnit: 0.5 + (i % 7) * 0.25,
  unit: 'kg',
  name: `Material ${i % 50}`,
  source: 'bench',
  version: '1',
  year: 2020 + (i % 6),
  geography: i % 3 === 0 ? 'FR' : 'DE',
  primary: i % 4 === 0,
});

/** The tree: ids, nodes by id, the root's id, and the number of lines. */
function buildTree(): { nodes: Map<string, ProductNode>; rootId: string; lineCount: number } {
  const nodes = new Map<string, ProductNode>();
  let lineCount = 0;
  let serial = 0;
  const add = (name: string, children: string[], factorLines: number): string => {
    const id = randomUUID();
    const lines: ProductLine[] = [];
    for (const child of children) {
      lines.push({
        id: randomUUID(),
        kind: 'material',
        label: '',
        amount: { type: 'product', productId: child, quantity: 1, unit: 'unit' },
      });
    }
    for (let i = 0; i < factorLines; i += 1) {
      serial += 1;
      lines.push({
        id: randomUUID(),
        kind: i % 4 === 3 ? 'packaging' : 'material',
        label: '',
        amount: { type: 'factor', quantity: 0.1 + (serial % 5) * 0.05, unit: 'kg', factor: factor(serial) },
      });
    }
    lineCount += lines.length;
    nodes.set(id, {
      id,
      name,
      unit: 'unit',
      compositionMode: 'per_unit',
      annualProductionVolume: null,
      weightPerUnitKg: 1,
      country: 'FR',
      lines,
    });
    return id;
  };
  const assemblies: string[] = [];
  for (let a = 0; a < 10; a += 1) {
    const parts: string[] = [];
    for (let p = 0; p < 10; p += 1) {
      const leaves: string[] = [];
      for (let l = 0; l < 10; l += 1) leaves.push(add(`Leaf ${a}.${p}.${l}`, [], 4));
      parts.push(add(`Part ${a}.${p}`, leaves, 2));
    }
    assemblies.push(add(`Assembly ${a}`, parts, 2));
  }
  const rootId = add('Root', assemblies, 2);
  return { nodes, rootId, lineCount };
}

function engineBench(): void {
  const { nodes, rootId, lineCount } = buildTree();
  const lookup = (id: string) => nodes.get(id);
  console.log(`\n== Engine: ${nodes.size} products, ${lineCount} lines`);
  const run = () =>
    productTree(rootId, lookup, computeProductFootprints(rootId, lookup, { referenceYear: 2026 }));
  for (let i = 0; i < 20; i += 1) run();
  const times: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  console.log(summary('footprints + tree (target p95 < 20 ms)', times));
}

async function seed(database: DatabaseHandle, companyId: string, siteId: string): Promise<string> {
  const { nodes, rootId } = buildTree();
  const lookup = (id: string) => nodes.get(id);
  const footprints = computeProductFootprints(rootId, lookup, { referenceYear: 2026 });
  const productRows = [...nodes.values()].map((node) => ({
    id: node.id,
    companyId,
    siteId,
    name: node.name,
    unit: node.unit,
    weightPerUnitKg: node.weightPerUnitKg ?? 1,
    category: 'Bench',
    compositionMode: node.compositionMode,
    isFinalProduct: false,
    footprint: toFootprintDto(footprints.get(node.id)!),
  }));
  // Children before parents: the sub-product foreign key.
  for (let i = 0; i < productRows.length; i += 200)
    await database.db.insert(products).values(productRows.slice(i, i + 200));
  const lineRows = [...nodes.values()].flatMap((node) =>
    node.lines.map((line, position) => {
      const amount = line.amount;
      const base = {
        id: line.id,
        productId: node.id,
        position,
        kind: line.kind,
        label: line.label,
        spec: {},
      };
      if (amount.type === 'product') {
        return { ...base, quantity: amount.quantity, unit: amount.unit, subProductId: amount.productId };
      }
      if (amount.type !== 'factor') throw new Error('unexpected line');
      const f = amount.factor;
      return {
        ...base,
        quantity: amount.quantity,
        unit: amount.unit,
        factorSource: f.source,
        factorDatasetVersion: f.version,
        factorName: f.name,
        factorKgCo2ePerUnit: f.kgCo2ePerUnit,
        factorUnit: f.unit,
        factorYear: f.year,
        factorGeography: f.geography,
        factorPrimary: f.primary,
      };
    }),
  );
  for (let i = 0; i < lineRows.length; i += 500)
    await database.db.insert(productLines).values(lineRows.slice(i, i + 500));
  // Written around the service: the product-graph version moves as a save would move it.
  await bumpProductGraphVersion(database.db, companyId);
  return rootId;
}

/**
 * Where GET /products/{root}/tree spends its time, step by step in this process (what the endpoint does, without
 * HTTP): the sub-graph read (one statement), the engine's nodes, footprints and tree, the mapping to the API's
 * words, the response schema's check (zod) and JSON.stringify. Factor names are not translated on read (the line
 * keeps the name copied at save), so no step for it.
 */
async function profileTree(database: DatabaseHandle, companyId: string, rootId: string): Promise<void> {
  const repository = new ProductsRepository(database.db);
  const steps = new Map<string, number[]>();
  const step = async <T>(name: string, work: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    steps.set(name, [...(steps.get(name) ?? []), performance.now() - started]);
    return result;
  };
  for (let i = 0; i < Math.max(20, Math.min(REQUESTS, 60)); i += 1) {
    const graph = await step('  sub-graph read (SQL + parse)', () => repository.graph(companyId, rootId));
    const lookup = await step('  engine nodes', () => {
      const linesBy = new Map<string, ProductLine[]>();
      for (const line of graph.lines) {
        const list = linesBy.get(line.productId) ?? [];
        list.push(engineLine(line));
        linesBy.set(line.productId, list);
      }
      const nodes = new Map(graph.products.map((p) => [p.id, engineNode(p, p.country, linesBy.get(p.id) ?? [])]));
      return (id: string) => nodes.get(id);
    });
    const footprints = await step('  engine footprints', () =>
      computeProductFootprints(rootId, lookup, { referenceYear: 2026 }),
    );
    const tree = await step('  engine tree', () => productTree(rootId, lookup, footprints));
    const dto = await step('  mapping to the API (toTreeDto)', () => toTreeDto(tree));
    const encoded = await step('  response schema check (zod encode)', () => safeEncode(productTreeSchema, dto));
    await step('  JSON.stringify', () => JSON.stringify(encoded.data));
  }
  console.log('  GET /products/{root}/tree, step by step in process:');
  for (const [name, times] of steps) console.log(summary(name, times.slice(5)));
}

async function httpBench(kind: 'pglite' | 'postgresql', open: () => Promise<DatabaseHandle>): Promise<void> {
  console.log(`\n== HTTP, ${kind === 'pglite' ? 'PGlite (embedded, in memory)' : 'PostgreSQL server'}`);
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
    await setCompanyPlan(database.db, companyId, 'enterprise');
    const site = await fetch(`${base}/api/v1/sites`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ company_id: companyId, name: 'Plant', country: 'FR' }),
    });
    const siteId = ((await site.json()) as { id: string }).id;
    const started = performance.now();
    const rootId = await seed(database, companyId, siteId);
    for (let i = 0; i < UNRELATED; i += 1) await seed(database, companyId, siteId);
    console.log(
      `  tree written in ${Math.round(performance.now() - started)} ms${UNRELATED ? ` (with ${UNRELATED} unrelated tree(s) of the same size in the company)` : ''}`,
    );

    const measure = async (
      label: string,
      request: () => Promise<Response>,
      status: number,
      before?: () => Promise<void>,
    ) => {
      for (let i = 0; i < 5; i += 1) {
        await before?.();
        await (await request()).arrayBuffer();
      }
      const times: number[] = [];
      // The process's CPU time (user + system) during each request: the server, PGlite and the client share this
      // process, so on a loaded shared machine it tells what the request costs when wall time does not.
      const cpu: number[] = [];
      for (let i = 0; i < REQUESTS; i += 1) {
        await before?.();
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const response = await request();
        await response.arrayBuffer();
        times.push(performance.now() - t0);
        const used = process.cpuUsage(c0);
        cpu.push((used.user + used.system) / 1000);
        if (response.status !== status) throw new Error(`${label} answered ${response.status}`);
      }
      console.log(summary(label, times));
      console.log(summary('    CPU time of the same requests', cpu));
    };
    const getTree = () => fetch(`${base}/api/v1/products/${rootId}/tree`, { headers });
    // Warm: repeated views, nothing written in between (the tree cached at the company's product-graph version).
    await measure('GET /products/{root}/tree, warm (cache valid)', getTree, 200);
    // Cold: the first view after a write. Before each request, one of the root's factor lines changes quantity and
    // the version moves, in one transaction (what a save does), untimed; the request then reads and computes anew.
    let flip = 0;
    const writeThenGet = async () => {
      flip += 1;
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`update product_lines set quantity = ${0.1 + (flip % 2) * 0.05}
          where product_id = ${rootId}::uuid and sub_product_id is null and position = 10`);
        await bumpProductGraphVersion(tx, companyId);
      });
    };
    await measure('GET /products/{root}/tree, cold (after a write)', getTree, 200, writeThenGet);
    // The first view after a save through the API: before each request, a leaf of the tree is saved (PUT, untimed
    // here, its own figure below), which recomputes its parents up to the root and rebuilds the root's cached tree.
    const factor = await fetch(`${base}/api/v1/emission-factors`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        company_id: companyId,
        name_en: 'Bench steel',
        unit: 'kg',
        kg_co2e_per_unit: 1.9,
        country_code: 'FR',
        year: 2025,
      }),
    });
    const factorId = ((await factor.json()) as { id: string }).id;
    const [leaf] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.companyId, companyId), eq(products.name, 'Leaf 0.0.0')));
    const putTimes: number[] = [];
    const putCpu: number[] = [];
    const saveLeafThenGet = async () => {
      flip += 1;
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const saved = await fetch(`${base}/api/v1/products/${leaf!.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          site_id: siteId,
          name: 'Leaf 0.0.0',
          unit: 'unit',
          weight_per_unit_kg: 1,
          category: 'Bench',
          is_final_product: false,
          lines: [{ kind: 'material', emission_factor_id: factorId, quantity: 0.1 + (flip % 2) * 0.05, unit: 'kg' }],
        }),
      });
      await saved.arrayBuffer();
      putTimes.push(performance.now() - t0);
      const used = process.cpuUsage(c0);
      putCpu.push((used.user + used.system) / 1000);
      if (saved.status !== 200) throw new Error(`PUT /products/{leaf} answered ${saved.status}`);
    };
    await measure('GET /products/{root}/tree, after a save of a leaf (API)', getTree, 200, saveLeafThenGet);
    console.log(summary('PUT /products/{leaf} (the save before each view)', putTimes.slice(5)));
    console.log(summary('    CPU time of the same requests', putCpu.slice(5)));
    await profileTree(database, companyId, rootId);
    await measure('GET /products/{root}', () => fetch(`${base}/api/v1/products/${rootId}`, { headers }), 200);
    await measure(
      'POST /products (2 × the root: the tree at save)',
      () =>
        fetch(`${base}/api/v1/products`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            company_id: companyId,
            site_id: siteId,
            name: 'Pack of two',
            weight_per_unit_kg: 2,
            category: 'Bench',
            is_final_product: false,
            lines: [{ kind: 'material', product_id: rootId, quantity: 2, unit: 'unit' }],
          }),
        }),
      201,
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Product footprint benchmark, Node ${process.version}, ${REQUESTS} requests per HTTP measure; load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')}`,
);
if (!only || only === 'engine') engineBench();
if (!only || only === 'pglite') await httpBench('pglite', () => connectDatabase({ kind: 'pglite' }));
if (!only || only === 'postgresql') {
  const database = await createServerDatabase(serverUrl, 'bench_products');
  try {
    await httpBench('postgresql', () => connectDatabase({ kind: 'postgresql', url: database.url }));
  } finally {
    await database.drop();
  }
}
