/**
 * Request-time product report pages (docs/decisions/0028, "Request-time pages"): the time the server spends rendering
 * one page, the React tree of apps/web/src/entry-server.tsx with its data and the template, without the database read.
 * It loads the build's renderer (apps/web/dist-server, so `npm run build -w apps/web` first) exactly as the server does
 * (apps/api/src/platform/request-pages.ts), warms it up, then renders a report of `--lines=N` lines (default 12) and the
 * list page of 20 reports, in English and French, `--renders=N` times each (default 500), one at a time.
 *
 *   npm run build -w apps/web && npx tsx bench/report-pages.bench.ts [--renders=500] [--lines=12]
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { PublicProductReport } from '@carbon/contracts/products';
import type { PublicReportList } from '@carbon/contracts/public-products';
import { loadRequestPages, type PageAnswer } from '../apps/api/src/platform/request-pages.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, ...value] = arg.replace(/^--/, '').split('=');
    return [name ?? '', value.join('=') || 'true'] as const;
  }),
);
const RENDERS = Number(args.get('renders') ?? 500);
const LINES = Number(args.get('lines') ?? 12);
const rendererDir = join(import.meta.dirname, '..', 'apps', 'web', 'dist-server');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
  return `  ${label.padEnd(40)} p50 ${f(percentile(sorted, 50))}   p95 ${f(percentile(sorted, 95))}   p99 ${f(percentile(sorted, 99))}`;
}

const stages = ['raw_material', 'packaging', 'transport', 'energy', 'waste', 'distribution'] as const;
const kinds = ['material', 'packaging', 'transport', 'energy', 'waste', 'distribution'] as const;

const report: PublicProductReport = {
  slug: 'bench0000001',
  name: 'Étagère industrielle 2000 × 1000 × 500',
  description: 'Cinq plateaux en acier galvanisé, montants en profilé aluminium, charge 250 kg par plateau.',
  unit: 'unit',
  weight_per_unit_kg: 43.6,
  category: 'Rayonnages',
  processing_state: 'packaged',
  company_name: 'Demo Industries SAS',
  cost_per_unit: 389,
  currency: 'EUR',
  kg_co2e_per_unit: 170.592,
  by_stage: { raw_material: 150.1, energy: 4.2, transport: 6.3, packaging: 3.1, waste: 0.4, distribution: 6.492 },
  lines: Array.from({ length: LINES }, (_, i) => ({
    kind: kinds[i % kinds.length]!,
    stage: stages[i % stages.length]!,
    label: `Line ${i + 1}`,
    kg_co2e_per_unit: 1.5 + i,
    quantity_per_unit: 0.75 * (i + 1),
    unit: 'kg',
    factor: { name: `Factor ${i + 1}`, source: 'ADEME Base Carbone', version: '23.6', unit: 'kg', kg_co2e_per_unit: 2.1 },
  })),
  data_quality: { score: 2.4, rating: 'good' },
  published_at: '2026-11-20T10:00:00.000Z',
  origin_country: 'FR',
  volume: 1000,
  volume_unit: 'l',
  size: null,
  dimensions_cm: { length: 200, width: 100, height: 50 },
};

const list: PublicReportList = {
  items: Array.from({ length: 20 }, (_, i) => ({
    slug: `bench${String(i).padStart(7, '0')}`,
    name: `Product ${i + 1}`,
    category: 'Rayonnages',
    unit: 'unit',
    kg_co2e_per_unit: 10 + i * 3.25,
    company_name: 'Demo Industries SAS',
    published_at: '2026-11-20T10:00:00.000Z',
  })),
  total: 20,
  limit: 20,
  offset: 0,
};

async function main(): Promise<void> {
  if (!existsSync(join(rendererDir, 'entry-server.js'))) {
    console.error(`No renderer in ${rendererDir}: run \`npm run build -w apps/web\` first.`);
    process.exit(2);
  }
  const pages = (await loadRequestPages(rendererDir, 'https://example.org'))!;
  const cases: { label: string; path: string; answers: Record<string, PageAnswer>; notFound?: boolean }[] = [
    { label: `report (${LINES} lines)`, path: `product-reports/${report.slug}`, answers: { [`report:${report.slug}`]: { data: report } } },
    { label: 'list (20 reports)', path: 'product-reports', answers: { 'list:20:0': { data: list } } },
    { label: 'not found (404)', path: 'product-reports/gone', answers: { 'report:gone': { status: 404 } }, notFound: true },
  ];
  console.log(`Request-time report pages: ${RENDERS} renders per case and language (load average ${loadavg()[0]!.toFixed(2)})`);
  for (const entry of cases) {
    for (const locale of ['en', 'fr'] as const) {
      const input = { path: entry.path, locale, answers: entry.answers, notFound: entry.notFound };
      for (let i = 0; i < 20; i += 1) await pages.render(input);
      const samples: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RENDERS; i += 1) {
        const page = await pages.render(input);
        samples.push(page.renderMs);
        bytes = page.html.length;
      }
      console.log(`${summary(`${entry.label}, ${locale}`, samples)}   ${(bytes / 1024).toFixed(0)} KiB`);
    }
  }
}

await main();
