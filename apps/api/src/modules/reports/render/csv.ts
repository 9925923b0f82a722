import type { ReportModel } from '@carbon/contracts/reports';
import type { AppLocale } from '@carbon/i18n/locale';
import { t } from '../../../platform/i18n.ts';
import { ENTRY_HEADER_KEYS, entryRow } from './entry-row.ts';

/**
 * The CSV of each report kind (issue 13 section 2), for a spreadsheet to open as is: UTF-8 with a byte-order mark,
 * comma-separated with point decimals in English, semicolon-separated with comma decimals in French (what Excel
 * expects in each locale). Numbers carry no thousands separator, so they read as numbers. One row per entry (with its
 * factor and source) for the inventory; one row per item for the BEGES table; one row per line for a product.
 */

const BOM = '\uFEFF';

function separators(locale: AppLocale): { field: string; decimal: string } {
  return locale === 'fr' ? { field: ';', decimal: ',' } : { field: ',', decimal: '.' };
}

/** Plain decimal notation (no exponent), at most 6 decimals. */
function numberText(value: number, decimal: string): string {
  const fixed = Number.isInteger(value) ? String(value) : value.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
  return decimal === '.' ? fixed : fixed.replace('.', decimal);
}

function cellText(value: string | number | null, field: string, decimal: string): string {
  if (value === null) return '';
  if (typeof value === 'number') return numberText(value, decimal);
  // A text a spreadsheet would run as a formula is kept as text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(field) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[], locale: AppLocale): Buffer {
  const { field, decimal } = separators(locale);
  const lines = [header, ...rows].map((row) => row.map((cell) => cellText(cell, field, decimal)).join(field));
  return Buffer.from(`${BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The scenarios report has its own sections (scenarios-csv.ts), written with `toCsv`. */
export function renderCsv(model: Exclude<ReportModel, { kind: 'scenarios' }>): Buffer {
  const locale = model.locale;
  const tr = (key: string) => t(locale, `reportDocs.${key}`);
  switch (model.kind) {
    case 'ghg_inventory':
    case 'beges': {
      if (model.kind === 'beges') {
        // The gas columns (t CO2e) sum with "not split" to the item's total; biogenic CO2 is beside the total.
        return toCsv(
          [
            tr('beges.code'),
            tr('beges.name'),
            tr('beges.ghg_protocol'),
            tr('common.entries'),
            tr('beges.co2_fossil_t'),
            tr('beges.ch4_t'),
            tr('beges.n2o_t'),
            tr('beges.other_t'),
            tr('beges.not_split_t'),
            tr('beges.co2e_t'),
            tr('beges.co2_biogenic_t'),
            tr('beges.uncertainty_t'),
            tr('common.emissions_kg'),
          ],
          model.categories.flatMap((category) =>
            category.items.map((item) => [
              item.code,
              item.name,
              item.ghg_protocol,
              item.entries,
              item.gases.co2_fossil_t,
              item.gases.ch4_t,
              item.gases.n2o_t,
              item.gases.other_t,
              item.gases.not_split_t,
              item.co2e_t,
              item.gases.co2_biogenic_t,
              item.uncertainty_t,
              item.co2e_kg,
            ]),
          ),
          locale,
        );
      }
      return toCsv(
        ENTRY_HEADER_KEYS.map((key) => tr(key)),
        model.entries.map(entryRow),
        locale,
      );
    }
    case 'product':
      return toCsv(
        [
          tr('common.label'),
          tr('product.stage'),
          tr('product.quantity_per_unit'),
          tr('common.unit'),
          tr('common.factor'),
          tr('common.factor_value'),
          tr('common.factor_unit'),
          tr('common.source'),
          tr('common.version'),
          tr('product.per_unit'),
        ],
        model.footprint.lines.map((line) => [
          line.label,
          t(locale, `products.stages.${line.stage}`),
          line.quantity_per_unit,
          line.unit,
          line.factor?.name ?? null,
          line.factor?.kg_co2e_per_unit ?? null,
          line.factor?.unit ?? null,
          line.factor?.source ?? null,
          line.factor?.version ?? null,
          line.kg_co2e_per_unit,
        ]),
        locale,
      );
  }
}
