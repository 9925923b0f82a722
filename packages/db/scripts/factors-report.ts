/**
 * Runs the emission-factor import pipeline without a database and prints what it produced:
 * datasets (version, files, hashes), counts per source, status, unit and name languages, and the time taken.
 *
 *   npx tsx packages/db/scripts/factors-report.ts
 */
import { performance } from 'node:perf_hooks';
import { importFactors } from '../src/factors-import/import-factors';
import type { NormalisedFactor } from '../src/factors-import/factor';

function countBy<T>(items: readonly T[], keyOf: (item: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

function printCounts(title: string, rows: [string, number][]): void {
  console.log(`\n${title}`);
  const width = Math.max(...rows.map(([k]) => k.length), 10);
  for (const [key, count] of rows) console.log(`  ${key.padEnd(width)}  ${String(count).padStart(6)}`);
}

const started = performance.now();
const { factors, datasets } = await importFactors();
const elapsedMs = performance.now() - started;

console.log('Datasets');
for (const d of datasets) {
  console.log(`  ${d.source} ${d.datasetVersion}: ${d.factorCount} factors — ${d.licence}`);
  for (const f of d.fileRecords)
    console.log(`    ${f.name}  ${f.bytes} bytes  sha256 ${f.sha256.slice(0, 16)}…`);
}

const sourceVersion = (f: NormalisedFactor) => `${f.source} ${f.datasetVersion}`;
printCounts(
  'Factors per source and status',
  countBy(factors, (f) => `${sourceVersion(f)} / ${f.status}`),
);
printCounts(
  'Factors per source',
  countBy(factors, (f) => f.source),
);
printCounts(
  'Factors per status',
  countBy(factors, (f) => f.status),
);
printCounts(
  'Factors per normalised unit',
  countBy(factors, (f) => f.unit),
);
printCounts(
  'Names available in',
  countBy(factors, (f) => `${f.source} / ${f.nameLanguages}`),
);
printCounts(
  'Offered for new entries (valid, not a duplicate of another row)',
  countBy(
    factors.filter((f) => f.status === 'valid' && f.duplicateOfKey === null),
    (f) => f.source,
  ),
);
printCounts(
  'Rows pointing at a preferred duplicate',
  countBy(
    factors.filter((f) => f.duplicateOfKey !== null),
    (f) => f.source,
  ),
);
console.log(`\nTotal: ${factors.length} factors`);
console.log(`Import time (read, parse, normalise, sort): ${(elapsedMs / 1000).toFixed(2)} s`);
