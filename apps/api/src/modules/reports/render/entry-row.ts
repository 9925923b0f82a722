import type { ReportEntry } from '@carbon/contracts/reports';

/**
 * One entry as a row of the CSV and of the workbook's entries sheet (issue 13: "one row per entry with its factor"):
 * the same 16 columns in the same order in both files, so a reader can switch from one to the other.
 */

/** The columns' headers (`reportDocs.*` keys), in order. */
export const ENTRY_HEADER_KEYS = [
  'common.scope',
  'common.category',
  'common.scope3_category',
  'common.beges_item',
  'common.site',
  'common.label',
  'common.quantity',
  'common.unit',
  'common.factor',
  'common.factor_value',
  'common.factor_unit',
  'common.source',
  'common.version',
  'common.emissions_kg',
  'common.market_kg',
  'common.uncertainty',
] as const;

export type EntryHeaderKey = (typeof ENTRY_HEADER_KEYS)[number];

export type EntryCell = string | number | null;

export function entryRow(entry: ReportEntry): EntryCell[] {
  return [
    entry.scope,
    entry.category_name,
    entry.scope3_category,
    entry.beges_item,
    entry.site_name,
    entry.label,
    entry.quantity,
    entry.unit,
    entry.factor.name,
    entry.factor.kg_co2e_per_unit,
    entry.factor.unit,
    entry.factor.source,
    entry.factor.dataset_version,
    entry.co2e_kg,
    entry.co2e_kg_market,
    entry.uncertainty_percent,
  ];
}
