import { ACCOUNTING_CATEGORIES, BEGES_V5_ITEMS, SCOPE3_CATEGORY_NAMES, accountingCategory } from '@carbon/carbon/taxonomy';
import type { CategoryStatusItem } from '@carbon/contracts/category-status';
import type { Inventory } from '@carbon/contracts/ledger';
import { PRODUCT_STAGES, type Product } from '@carbon/contracts/products';
import type {
  BegesGases,
  BegesModel,
  GhgInventoryModel,
  ProductReportModel,
  ReportCategoryLine,
  ReportDataset,
  ReportEntry,
  ReportFactor,
  ReportScope3Category,
  ReportYearTotals,
} from '@carbon/contracts/reports';
import type { AppLocale } from '@carbon/i18n/locale';
import { t } from '../../platform/i18n.ts';
import type { EntryRow } from '../ledger/ledger.repository.ts';
import { addGases, entryGases, reconcile, zeroGases, type FactorGases, type GasKg } from './beges-gases.ts';
import type { CompanyFacts, DatasetFacts, SiteFacts } from './reports.repository.ts';

/**
 * The report models (issue 13): pure functions from what the ledger holds to what a document says. Every total is
 * taken from the ledger's one aggregation (LedgerService.aggregate, the figures of GET /inventory), never summed
 * again here, so every format carries the inventory's totals; the entries only add the detail (counts, the factor
 * behind each line, scope 2 market-based per category, the datasets used).
 */

const round = (value: number) => Number(value.toPrecision(12));
const CUSTOM_SOURCES = new Set(['custom', 'company']);
/** Distinct factors listed per category line; the entries sheet and table list every entry's own. */
const FACTORS_PER_LINE = 12;

export interface InventoryInputs {
  locale: AppLocale;
  periodYear: number;
  generatedAt: Date;
  company: CompanyFacts;
  sites: readonly SiteFacts[];
  inventory: Inventory;
  /** The year before, when it has entries. */
  previous: Inventory | null;
  /** Years with entries up to this one, oldest first (this year included). */
  trend: readonly Inventory[];
  categoryStatus: readonly CategoryStatusItem[];
  entries: readonly EntryRow[];
  datasets: readonly DatasetFacts[];
  /** The BEGES gas split of the entries' factors, by factor id (ReportsRepository.factorGases); BEGES only. */
  factorGases?: ReadonlyMap<string, FactorGases>;
}

function title(locale: AppLocale, key: string, params: Record<string, string | number>): string {
  return t(locale, `reportDocs.titles.${key}`, params);
}

function categoryName(key: string, locale: AppLocale): string {
  const category = accountingCategory(key);
  if (!category) return key;
  return locale === 'fr' ? category.nameFr : category.nameEn;
}

function factorOf(row: EntryRow, locale: AppLocale): ReportFactor {
  return {
    name: (locale === 'fr' ? (row.factorNameFr ?? row.factorNameEn) : (row.factorNameEn ?? row.factorNameFr)) ?? null,
    source: row.factorSource,
    dataset_version: row.factorDatasetVersion,
    kg_co2e_per_unit: row.factorKgCo2ePerUnit,
    unit: row.factorUnit,
  };
}

export function reportEntries(
  rows: readonly EntryRow[],
  sites: readonly SiteFacts[],
  locale: AppLocale,
): ReportEntry[] {
  const siteNames = new Map(sites.map((site) => [site.id, site.name]));
  return rows.map((row) => ({
    id: row.id,
    site_id: row.siteId,
    site_name: siteNames.get(row.siteId) ?? '',
    category: row.category,
    category_name: categoryName(row.category, locale),
    scope: row.scope as 1 | 2 | 3,
    scope3_category: row.scope3Category,
    beges_item: row.begesItem,
    label: row.label,
    quantity: row.quantity,
    unit: row.unit,
    co2e_kg: row.co2eKg,
    co2e_kg_market: row.scope === 2 ? (row.co2eKgMarket ?? row.co2eKg) : null,
    uncertainty_percent: row.uncertaintyPercent,
    factor: factorOf(row, locale),
  }));
}

function yearTotals(inventory: Inventory): ReportYearTotals {
  return {
    period_year: inventory.period_year,
    total_co2e_kg: inventory.total_co2e_kg,
    total_co2e_kg_market: inventory.total_co2e_kg_market,
    scope1_kg: inventory.by_scope.scope1,
    scope2_location_kg: inventory.by_scope.scope2_location,
    scope2_market_kg: inventory.by_scope.scope2_market,
    scope3_kg: inventory.by_scope.scope3,
  };
}

interface CategoryDetail {
  entries: number;
  marketKg: number;
  factors: Map<string, ReportFactor>;
}

function detailsByCategory(entries: readonly ReportEntry[]): Map<string, CategoryDetail> {
  const details = new Map<string, CategoryDetail>();
  for (const entry of entries) {
    let detail = details.get(entry.category);
    if (!detail) {
      detail = { entries: 0, marketKg: 0, factors: new Map() };
      details.set(entry.category, detail);
    }
    detail.entries += 1;
    detail.marketKg += entry.co2e_kg_market ?? entry.co2e_kg;
    const key = `${entry.factor.source}|${entry.factor.dataset_version ?? ''}|${entry.factor.name ?? ''}|${entry.factor.kg_co2e_per_unit}|${entry.factor.unit}`;
    if (detail.factors.size < FACTORS_PER_LINE && !detail.factors.has(key)) detail.factors.set(key, entry.factor);
  }
  return details;
}

function categoryLine(
  key: string,
  co2eKg: number,
  details: Map<string, CategoryDetail>,
  locale: AppLocale,
  withMarket: boolean,
): ReportCategoryLine {
  const detail = details.get(key);
  return {
    category: key,
    name: categoryName(key, locale),
    co2e_kg: co2eKg,
    co2e_kg_market: withMarket ? round(detail?.marketKg ?? co2eKg) : null,
    entries: detail?.entries ?? 0,
    factors: [...(detail?.factors.values() ?? [])],
  };
}

/** The datasets behind the entries, with the library's licence and attribution texts. */
export function datasetsUsed(
  entries: readonly { co2e_kg: number; factor: ReportFactor }[],
  library: readonly DatasetFacts[],
  locale: AppLocale,
): ReportDataset[] {
  const used = new Map<string, ReportDataset>();
  for (const entry of entries) {
    const { source, dataset_version: version } = entry.factor;
    const key = `${source}|${version ?? ''}`;
    let dataset = used.get(key);
    if (!dataset) {
      const facts =
        library.find((d) => d.source === source && d.datasetVersion === version) ??
        library.find((d) => d.source === source);
      const own = CUSTOM_SOURCES.has(source);
      dataset = {
        source,
        dataset_version: version,
        title:
          facts?.title ??
          (own ? t(locale, source === 'custom' ? 'reportDocs.methodology.custom' : 'reportDocs.methodology.company_factor') : null),
        publisher: facts?.publisher ?? null,
        licence: facts?.licence ?? null,
        licence_url: facts?.licenceUrl ?? null,
        attribution: facts?.attribution ?? null,
        gwp_basis: facts?.gwpBasis ?? null,
        entries: 0,
        co2e_kg: 0,
      };
      used.set(key, dataset);
    }
    dataset.entries += 1;
    dataset.co2e_kg += entry.co2e_kg;
  }
  return [...used.values()]
    .map((dataset) => ({ ...dataset, co2e_kg: round(dataset.co2e_kg) }))
    .sort((a, b) => b.co2e_kg - a.co2e_kg || a.source.localeCompare(b.source));
}

function gwpOf(datasets: readonly ReportDataset[], locale: AppLocale): string {
  const bases = [...new Set(datasets.map((d) => d.gwp_basis).filter((b): b is string => !!b))].sort();
  return bases.length > 0 ? bases.join(', ') : t(locale, 'reportDocs.common.not_given');
}

function scope3Categories(
  inventory: Inventory,
  statuses: readonly CategoryStatusItem[],
  details: Map<string, CategoryDetail>,
  locale: AppLocale,
): ReportScope3Category[] {
  const byCategory = new Map(inventory.by_category.map((line) => [line.key, line.co2e_kg]));
  const result: ReportScope3Category[] = [];
  for (let number = 1; number <= 15; number += 1) {
    const keys = ACCOUNTING_CATEGORIES.filter((c) => c.scope3Category === number).map((c) => c.key);
    const lines = keys
      .filter((key) => byCategory.has(key) || details.has(key))
      .map((key) => categoryLine(key, byCategory.get(key) ?? 0, details, locale, false));
    const own = statuses.filter((s) => keys.includes(s.category));
    const recorded = lines.some((line) => line.entries > 0) || own.some((s) => s.status === 'recorded');
    const excluded = own.filter((s) => s.status === 'not_relevant');
    const status = recorded ? 'recorded' : excluded.length > 0 ? 'not_relevant' : 'missing';
    const names = SCOPE3_CATEGORY_NAMES[number];
    result.push({
      number,
      name: names ? names[locale] : String(number),
      status,
      reason:
        status === 'not_relevant'
          ? [...new Set(excluded.map((s) => s.reason).filter((r): r is string => !!r))].join(' ; ') || null
          : null,
      co2e_kg: round(lines.reduce((sum, line) => sum + line.co2e_kg, 0)),
      entries: lines.reduce((sum, line) => sum + line.entries, 0),
      lines,
    });
  }
  return result;
}

/** The company as every report states it. */
function companyBlock(company: CompanyFacts): GhgInventoryModel['company'] {
  return {
    id: company.id,
    name: company.name,
    country: company.country,
    sector: company.sector,
    employees: company.employees,
    annual_revenue: company.annualRevenue,
  };
}

/**
 * The entries a model lists: all of them for a document, the largest `max` for the preview (largest emissions first,
 * ties by id, so the same entries come back each time).
 */
function largestEntries(entries: ReportEntry[], max: number | undefined): ReportEntry[] {
  if (max === undefined) return entries;
  return [...entries].sort((a, b) => b.co2e_kg - a.co2e_kg || a.id.localeCompare(b.id)).slice(0, max);
}

export function buildGhgInventoryModel(input: InventoryInputs, maxEntries?: number): GhgInventoryModel {
  const { locale, inventory } = input;
  const entries = reportEntries(input.entries, input.sites, locale);
  const details = detailsByCategory(entries);
  const byCategory = new Map(inventory.by_category.map((line) => [line.key, line.co2e_kg]));
  const scopeLines = (scope: 1 | 2) =>
    ACCOUNTING_CATEGORIES.filter((c) => c.scope === scope && (byCategory.has(c.key) || details.has(c.key))).map((c) =>
      categoryLine(c.key, byCategory.get(c.key) ?? 0, details, locale, scope === 2),
    );
  const total = inventory.total_co2e_kg;
  const uncertainty = inventory.uncertainty_percent;
  const siteKg = new Map(inventory.by_site.map((site) => [site.site_id, site.co2e_kg]));
  const datasets = datasetsUsed(entries, input.datasets, locale);
  const previous = input.previous ? yearTotals(input.previous) : null;
  const employees = input.company.employees;
  const revenue = input.company.annualRevenue;
  return {
    kind: 'ghg_inventory',
    locale,
    period_year: input.periodYear,
    generated_at: input.generatedAt.toISOString(),
    company: companyBlock(input.company),
    title: title(locale, 'ghg_inventory', { year: input.periodYear }),
    boundary: {
      consolidation_approach: 'operational_control',
      sites: input.sites.map((site) => ({
        id: site.id,
        name: site.name,
        country: site.country,
        employees: site.employees,
        surface_m2: site.surfaceM2,
        co2e_kg: siteKg.get(site.id) ?? 0,
      })),
    },
    totals: {
      ...yearTotals(inventory),
      uncertainty_percent: uncertainty,
      low_co2e_kg: uncertainty === null ? null : round(total * (1 - uncertainty / 100)),
      high_co2e_kg: uncertainty === null ? null : round(total * (1 + uncertainty / 100)),
    },
    scope1: scopeLines(1),
    scope2: scopeLines(2),
    scope3: scope3Categories(inventory, input.categoryStatus, details, locale),
    previous,
    change_percent:
      previous && previous.total_co2e_kg !== 0
        ? round(((total - previous.total_co2e_kg) / previous.total_co2e_kg) * 100)
        : null,
    trend: input.trend.map(yearTotals),
    intensity: {
      employees,
      kg_per_employee: employees ? round(total / employees) : null,
      annual_revenue_eur: revenue,
      kg_per_million_eur: revenue ? round(total / (revenue / 1_000_000)) : null,
    },
    methodology: { gwp: gwpOf(datasets, locale), datasets },
    entry_count: entries.length,
    entries: largestEntries(entries, maxEntries),
  };
}

/** kg by gas to the model's t CO2e, against the line's total from the inventory (see reconcile). */
function gasesT(gases: GasKg, totalKg: number): BegesGases {
  const g = reconcile(gases, totalKg);
  // Below a microgram is floating-point residue of the sums (an "other gases" of 1e-16 t), not an emission.
  const tonnes = (kg: number) => (Math.abs(kg) < 1e-9 ? 0 : round(kg / 1000));
  return {
    co2_fossil_t: tonnes(g.co2Fossil),
    ch4_t: tonnes(g.ch4),
    n2o_t: tonnes(g.n2o),
    other_t: tonnes(g.other),
    not_split_t: tonnes(g.notSplit),
    co2_biogenic_t: tonnes(g.co2Biogenic),
  };
}

export function buildBegesModel(input: InventoryInputs, maxEntries?: number): BegesModel {
  const { locale, inventory } = input;
  const entries = reportEntries(input.entries, input.sites, locale);
  const factorGases = input.factorGases ?? new Map<string, FactorGases>();
  const gasesByItem = new Map<string, GasKg>();
  for (const row of input.entries) {
    gasesByItem.set(row.begesItem, addGases(gasesByItem.get(row.begesItem) ?? zeroGases(), entryGases(row, factorGases)));
  }
  const totalGases = zeroGases();
  const byCategory = new Map(inventory.by_category.map((line) => [line.key, line.co2e_kg]));
  const codes = Object.keys(BEGES_V5_ITEMS);
  const datasets = datasetsUsed(entries, input.datasets, locale);
  const categories = [1, 2, 3, 4, 5, 6].map((number) => {
    const items = codes
      .filter((code) => BEGES_V5_ITEMS[code]?.category === number)
      .map((code) => {
        const keys = ACCOUNTING_CATEGORIES.filter((c) => c.begesItem === code).map((c) => c.key);
        const kg = round(keys.reduce((sum, key) => sum + (byCategory.get(key) ?? 0), 0));
        const own = entries.filter((entry) => entry.beges_item === code);
        const known = own.filter((entry) => entry.uncertainty_percent !== null);
        const spreadKg = Math.sqrt(
          known.reduce((sum, entry) => sum + ((entry.uncertainty_percent ?? 0) * entry.co2e_kg) ** 2, 0),
        ) / 100;
        return {
          code,
          name: t(locale, `reportDocs.beges.items.${code.replace('.', '_')}`),
          ghg_protocol: t(locale, `reportDocs.beges.mapping.${code.replace('.', '_')}`),
          co2e_t: round(kg / 1000),
          co2e_kg: kg,
          uncertainty_t: known.length > 0 ? round(spreadKg / 1000) : null,
          entries: own.length,
          gases: gasesT(gasesByItem.get(code) ?? zeroGases(), kg),
        };
      });
    const kg = round(items.reduce((sum, item) => sum + item.co2e_kg, 0));
    const categoryGases = zeroGases();
    for (const item of items) addGases(categoryGases, gasesByItem.get(item.code) ?? zeroGases());
    addGases(totalGases, categoryGases);
    return {
      number,
      name: t(locale, `reportDocs.beges.categories.${number}`),
      co2e_t: round(kg / 1000),
      co2e_kg: kg,
      gases: gasesT(categoryGases, kg),
      items,
    };
  });
  return {
    kind: 'beges',
    locale,
    period_year: input.periodYear,
    generated_at: input.generatedAt.toISOString(),
    company: companyBlock(input.company),
    title: title(locale, 'beges', { year: input.periodYear }),
    method: t(locale, 'reportDocs.beges.method'),
    categories,
    total_co2e_t: round(inventory.total_co2e_kg / 1000),
    total_co2e_kg: inventory.total_co2e_kg,
    total_gases: gasesT(totalGases, inventory.total_co2e_kg),
    scope2_market_co2e_kg: inventory.by_scope.scope2_market,
    methodology: { gwp: gwpOf(datasets, locale), datasets },
    entry_count: entries.length,
    entries: largestEntries(entries, maxEntries),
  };
}

export interface ProductInputs {
  locale: AppLocale;
  periodYear: number;
  generatedAt: Date;
  company: CompanyFacts;
  product: Product;
  siteName: string | null;
  datasets: readonly DatasetFacts[];
}

const STATEMENTS = ['unit', 'boundary', 'allocation', 'quality', 'limits'] as const;

export function buildProductModel(input: ProductInputs): ProductReportModel {
  const { locale, product } = input;
  const footprint = product.footprint;
  const total = footprint.kg_co2e_per_unit;
  const lineFactors = footprint.lines.flatMap((line) =>
    line.factor
      ? [
          {
            co2e_kg: line.kg_co2e_per_unit,
            factor: {
              name: line.factor.name,
              source: line.factor.source,
              dataset_version: line.factor.version,
              kg_co2e_per_unit: line.factor.kg_co2e_per_unit,
              unit: line.factor.unit,
            },
          },
        ]
      : [],
  );
  const datasets = datasetsUsed(lineFactors, input.datasets, locale);
  return {
    kind: 'product',
    locale,
    period_year: input.periodYear,
    generated_at: input.generatedAt.toISOString(),
    company: companyBlock(input.company),
    title: title(locale, 'product', { name: product.name }),
    product: {
      id: product.id,
      name: product.name,
      description: product.description,
      unit: product.unit,
      weight_per_unit_kg: product.weight_per_unit_kg,
      category: product.category,
      site_name: input.siteName,
    },
    footprint,
    stages: PRODUCT_STAGES.map((stage) => ({
      stage,
      name: t(locale, `products.stages.${stage}`),
      co2e_kg: footprint.by_stage[stage],
      share_percent: total === 0 ? 0 : round((footprint.by_stage[stage] / total) * 100),
    })),
    method: {
      standard: t(locale, 'reportDocs.product.standard'),
      boundary: t(locale, 'reportDocs.product.boundary'),
      gwp: gwpOf(datasets, locale),
      statements: STATEMENTS.map((key) => ({
        title: t(locale, `reportDocs.product.statements.${key}_title`),
        text: t(locale, `reportDocs.product.statements.${key}_text`),
      })),
    },
    methodology: { datasets },
  };
}
