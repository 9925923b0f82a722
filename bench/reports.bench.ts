/**
 * Reports benchmark (issue 13): the GHG inventory report of a year of 10,000 entries (6 sites, every category,
 * factors of three datasets), rendered as PDF (every entry listed with its factor: about 260 A4 pages) and as an
 * Excel workbook (summary, scope sheets, BEGES, the 10,000 entries with their factors). Targets on this machine:
 * PDF under 3 s, Excel under 2 s. Measured: the wall time to render from the report model (the ledger's reads are
 * the ledger benchmark's business), the process's CPU time over the same span (the figure that holds when other
 * work shares the machine's two cores), and the peak resident memory and heap while each format renders.
 *
 *   npm run bench:reports                    # 10,000 entries, 3 runs per format, English then French
 *   NODE_OPTIONS=--expose-gc npm run bench:reports   # collects garbage before each render (cleaner memory figures)
 *   npm run bench:reports -- --entries=20000 --runs=5 --out=/tmp/reports-bench   # writes the files there
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { ACCOUNTING_CATEGORIES } from '@carbon/carbon/taxonomy';
import type { Inventory } from '@carbon/contracts/ledger';
import type { AppLocale } from '@carbon/i18n/locale';
import type { EntryRow } from '../apps/api/src/modules/ledger/ledger.repository.ts';
import { buildGhgInventoryModel, type InventoryInputs } from '../apps/api/src/modules/reports/report-model.ts';
import { renderPdf } from '../apps/api/src/modules/reports/render/pdf.ts';
import { renderXlsx } from '../apps/api/src/modules/reports/render/xlsx.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, ...value] = arg.replace(/^--/, '').split('=');
    return [name ?? '', value.length ? value.join('=') : 'true'] as const;
  }),
);
const ENTRIES = Number(args.get('entries') ?? 10_000);
const RUNS = Number(args.get('runs') ?? 3);
const OUT = args.get('out');

const round = (value: number) => Number(value.toPrecision(12));

/** A deterministic pseudo-random sequence, so every run renders the same document. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function inputs(locale: AppLocale): InventoryInputs {
  const next = random(42);
  const sites = Array.from({ length: 6 }, (_, index) => ({
    id: `00000000-0000-4000-8000-00000000000${index}`,
    name: ['Lyon plant', 'Paris HQ', 'Lille warehouse', 'Nantes workshop', 'Bordeaux depot', 'Marseille office'][index] ?? '',
    country: 'FR',
    employees: 20 + index * 15,
    surfaceM2: 1_000 + index * 500,
  }));
  const categories = ACCOUNTING_CATEGORIES;
  const sources = [
    { source: 'ademe-base-carbone', version: '23.6' },
    { source: 'uk-desnz', version: '2025' },
    { source: 'owid-grid-intensity', version: '2025-06' },
  ];
  const rows: EntryRow[] = [];
  for (let index = 0; index < ENTRIES; index += 1) {
    const category = categories[index % categories.length]!;
    const source = sources[index % sources.length]!;
    const quantity = round(10 + next() * 5_000);
    const factor = round(0.01 + next() * 3);
    const co2eKg = round(quantity * factor);
    rows.push({
      id: `e${String(index).padStart(8, '0')}`,
      companyId: 'company',
      siteId: sites[index % sites.length]!.id,
      periodYear: 2025,
      category: category.key,
      scope: category.scope,
      scope3Category: category.scope3Category,
      begesItem: category.begesItem,
      quantity,
      unit: 'kWh',
      co2eKg,
      co2eKgMarket: category.scope === 2 ? round(co2eKg * 1.3) : null,
      uncertaintyPercent: index % 4 === 0 ? null : 10 + (index % 30),
      conversion: null,
      label: `Line ${index + 1} — ${category.nameFr} (facture n° ${1000 + index})`,
      details: {},
      marketFactorKgCo2ePerKwh: null,
      derivedFromEntryId: null,
      activityId: null,
      activityKind: null,
      amountEur: null,
      factorId: null,
      factorSource: source.source,
      factorDatasetVersion: source.version,
      factorNameEn: `${category.nameEn} factor ${index % 17}`,
      factorNameFr: `Facteur ${category.nameFr} ${index % 17}`,
      factorKgCo2ePerUnit: factor,
      factorUnit: 'kWh',
      factorUncertaintyPercent: null,
      factorEnergyBasis: null,
      factorParts: null,
      createdAt: new Date(0),
      updatedAt: new Date(0),
    });
  }
  const byCategory = new Map<string, number>();
  const bySite = new Map<string, number>();
  const byScope = { scope1: 0, scope2_location: 0, scope2_market: 0, scope3: 0 };
  for (const row of rows) {
    byCategory.set(row.category, (byCategory.get(row.category) ?? 0) + row.co2eKg);
    bySite.set(row.siteId, (bySite.get(row.siteId) ?? 0) + row.co2eKg);
    if (row.scope === 1) byScope.scope1 += row.co2eKg;
    else if (row.scope === 2) {
      byScope.scope2_location += row.co2eKg;
      byScope.scope2_market += row.co2eKgMarket ?? row.co2eKg;
    } else byScope.scope3 += row.co2eKg;
  }
  const inventory = (year: number, scale: number): Inventory => ({
    period_year: year,
    total_co2e_kg: round((byScope.scope1 + byScope.scope2_location + byScope.scope3) * scale),
    total_co2e_kg_market: round((byScope.scope1 + byScope.scope2_market + byScope.scope3) * scale),
    by_scope: {
      scope1: round(byScope.scope1 * scale),
      scope2_location: round(byScope.scope2_location * scale),
      scope2_market: round(byScope.scope2_market * scale),
      scope3: round(byScope.scope3 * scale),
    },
    by_category: categories.filter((c) => byCategory.has(c.key)).map((c) => ({ key: c.key, scope: c.scope, co2e_kg: round((byCategory.get(c.key) ?? 0) * scale) })),
    by_site: [...bySite].map(([site_id, kg]) => ({ site_id, co2e_kg: round(kg * scale) })),
    uncertainty_percent: 4.2,
  });
  return {
    locale,
    periodYear: 2025,
    generatedAt: new Date('2026-03-01T10:00:00Z'),
    company: { id: 'company', name: 'Démo Industries', country: 'FR', sector: 'manufacturing', employees: 250, annualRevenue: 42_000_000 },
    sites,
    inventory: inventory(2025, 1),
    previous: inventory(2024, 1.08),
    trend: [inventory(2022, 1.2), inventory(2023, 1.15), inventory(2024, 1.08), inventory(2025, 1)],
    categoryStatus: [],
    entries: rows,
    datasets: [
      { source: 'ademe-base-carbone', datasetVersion: '23.6', title: 'Base Empreinte (Base Carbone)', publisher: 'ADEME', licence: 'Licence Ouverte v2.0', licenceUrl: 'https://www.etalab.gouv.fr/licence-ouverte-open-licence', attribution: 'ADEME, Base Empreinte®', gwpBasis: 'AR5' },
    ],
  };
}

interface Measure {
  ms: number;
  /** CPU time of the process (user + system): what the render costs when the machine is shared. */
  cpuMs: number;
  bytes: number;
  peakRssMb: number;
  peakHeapMb: number;
  /** Peak heap above the heap in use when the render started: what the render itself holds. */
  heapGrowthMb: number;
}

async function measure(render: () => Promise<Buffer>): Promise<Measure & { file: Buffer }> {
  (globalThis as { gc?: () => void }).gc?.();
  let peakRss = process.memoryUsage().rss;
  const startHeap = process.memoryUsage().heapUsed;
  let peakHeap = startHeap;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  }, 5);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const file = await render();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  clearInterval(sampler);
  const usage = process.memoryUsage();
  peakRss = Math.max(peakRss, usage.rss);
  peakHeap = Math.max(peakHeap, usage.heapUsed);
  return {
    ms,
    cpuMs,
    bytes: file.length,
    peakRssMb: peakRss / 1024 / 1024,
    peakHeapMb: peakHeap / 1024 / 1024,
    heapGrowthMb: (peakHeap - startHeap) / 1024 / 1024,
    file,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

console.log(
  `reports benchmark: ${ENTRIES.toLocaleString('en')} entries, ${RUNS} runs per format, node ${process.version}, ` +
    `${availableParallelism()} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`,
);
let failed = false;
for (const locale of ['en', 'fr'] as const) {
  const started = performance.now();
  const model = buildGhgInventoryModel(inputs(locale));
  console.log(`  ${locale}: model built in ${(performance.now() - started).toFixed(0)} ms`);
  for (const [format, render, target] of [
    ['pdf', () => renderPdf(model), 3_000],
    ['xlsx', () => renderXlsx(model), 2_000],
  ] as const) {
    const runs: Measure[] = [];
    let file: Buffer | null = null;
    for (let run = 0; run < RUNS; run += 1) {
      const result = await measure(render);
      runs.push(result);
      file = result.file;
    }
    const ms = median(runs.map((r) => r.ms));
    const ok = ms < target;
    if (!ok) failed = true;
    console.log(
      `  ${locale} ${format.padEnd(4)} median ${ms.toFixed(0).padStart(5)} ms (runs: ${runs.map((r) => r.ms.toFixed(0)).join(', ')} ms; target < ${target} ms ${ok ? 'met' : 'MISSED'}), ` +
        `CPU ${median(runs.map((r) => r.cpuMs)).toFixed(0)} ms, ` +
        `${(runs[0]!.bytes / 1024 / 1024).toFixed(2)} MB, peak RSS ${Math.max(...runs.map((r) => r.peakRssMb)).toFixed(0)} MB, peak heap ${Math.max(...runs.map((r) => r.peakHeapMb)).toFixed(0)} MB (+${Math.max(...runs.map((r) => r.heapGrowthMb)).toFixed(0)} MB during the render)`,
    );
    if (OUT && file) {
      mkdirSync(OUT, { recursive: true });
      writeFileSync(join(OUT, `ghg-inventory-${locale}.${format}`), file);
    }
  }
}
process.exitCode = failed ? 1 : 0;
