/**
 * Prints the counts of docs/decisions/0018-factor-editions-parts-units.md from the carried files:
 * `npx tsx packages/db/scripts/factors-issue8-counts.ts [YYYY-MM-DD]` (default: today, UTC).
 */
import { importFactors } from '../src/factors-import/import-factors.ts';

const today = process.argv[2] ?? new Date().toISOString().slice(0, 10);
const { factors } = await importFactors();
const by = (source: string) => factors.filter((f) => f.source === source);
const ademe = by('ademe-base-carbone');
const valid = ademe.filter((f) => f.status === 'valid');
const expired = valid.filter((f) => f.validTo !== null && f.validTo < today);
console.log(`today ${today}`);
console.log(`ADEME valid ${valid.length}; expired (valid_to < today) ${expired.length}, of which searchable (not a copy of AGRIBALYSE) ${expired.filter((f) => !f.duplicateOfKey).length}`);
console.log(`ADEME reference-year rows (no end of validity) ${valid.filter((f) => f.year !== null && f.validTo === null).length}`);
const replaced = ademe.filter((f) => f.replacedByKey);
console.log(`ADEME replaced_by_key ${replaced.length} (archived ${replaced.filter((f) => f.status === 'archived').length}, expired ${replaced.filter((f) => f.status === 'valid').length})`);
const kwh = valid.filter((f) => f.unit === 'kWh');
const noBasis = kwh.filter((f) => f.energyBasis === null);
const topCategory = (f: (typeof factors)[number]) => f.categoryPathFr[0] ?? '';
const counts = new Map<string, number>();
for (const f of noBasis) counts.set(topCategory(f), (counts.get(topCategory(f)) ?? 0) + 1);
console.log(`ADEME valid kWh ${kwh.length}; without a basis ${noBasis.length}:`, Object.fromEntries(counts));
console.log(`ADEME valid kWh per raw unit "kgCO2e/kWh" given LHV from PEBN fuel rule: ${kwh.filter((f) => f.unitRaw === 'kgCO2e/kWh' && f.energyBasis === 'LHV').length}`);
for (const source of ['ademe-base-carbone', 'agribalyse', 'uk-desnz', 'us-epa-useeio', 'owid-grid-intensity']) {
  const list = by(source);
  const withParts = list.filter((f) => f.parts && f.parts.length > 0);
  const kinds = new Map<string, number>();
  for (const f of withParts) for (const p of f.parts ?? []) kinds.set(p.kind, (kinds.get(p.kind) ?? 0) + 1);
  const linked = withParts.filter((f) => f.parts?.some((p) => p.factorKey)).length;
  const gwp = new Map<string, number>();
  for (const f of list) gwp.set(String(f.gwpBasis), (gwp.get(String(f.gwpBasis)) ?? 0) + 1);
  console.log(`${source}: rows ${list.length}, with parts ${withParts.length} (linked to a row ${linked})`, Object.fromEntries(kinds), 'gwp', Object.fromEntries(gwp));
}
const desnz = by('uk-desnz');
console.log(`DESNZ edition groups ${new Set(desnz.map((f) => f.editionGroup).filter(Boolean)).size}; not latest ${desnz.filter((f) => !f.latestEdition).length}`);
const wtt = desnz.filter((f) => f.year === 2025 && (f.categoryPathEn[0] ?? '').startsWith('WTT-'));
const usedKeys = new Set(desnz.flatMap((f) => (f.parts ?? []).map((p) => p.factorKey)).filter(Boolean));
console.log(`DESNZ 2025 WTT rows ${wtt.length}, linked from a factor ${wtt.filter((f) => usedKeys.has(f.key)).length}; unlinked:`, wtt.filter((f) => !usedKeys.has(f.key)).map((f) => f.sourceId).slice(0, 20));
const td = desnz.filter((f) => f.year === 2025 && ['Transmission and distribution', 'UK electricity T&D for EVs'].includes(f.categoryPathEn[0] ?? ''));
console.log(`DESNZ 2025 T&D rows ${td.length}, linked ${td.filter((f) => usedKeys.has(f.key)).length}`);
const long = factors.filter((f) => String(f.kgCo2ePerUnit).replace(/^-?0\.0*/, '').replace('.', '').length > 10);
console.log(`values with more than 10 significant digits: ${long.length}`, long.slice(0, 5).map((f) => `${f.key} ${f.kgCo2ePerUnit} (${f.sourceValue} ${f.unitRaw})`));
const ademeSum = ademe.filter((f) => f.parts && Math.abs(f.parts.reduce((a, p) => a + p.kgCo2ePerUnit, 0) - f.kgCo2ePerUnit) > 0.01 * Math.abs(f.kgCo2ePerUnit) + 1e-9);
console.log(`ADEME elements whose parts do not sum to the total within 1 %: ${ademeSum.length}`, ademeSum.slice(0, 5).map((f) => f.sourceId));
const tags = ademe.filter((f) => f.tagsFr.length > 0 || f.tagsEn.length > 0).length;
console.log(`ADEME with tags ${tags}; laptop tag:`, ademe.filter((f) => f.tagsEn.some((t) => /laptop/i.test(t))).map((f) => f.sourceId).slice(0, 5));
