import type {
  BegesModel,
  GhgInventoryModel,
  ProductReportModel,
  ReportDataset,
  ReportEntry,
  ReportFactor,
  ReportModel,
} from '@carbon/contracts/reports';
import type { AppLocale } from '@carbon/i18n/locale';
import { t } from '../../../platform/i18n.ts';
import {
  formatFixed,
  formatLongDate,
  formatPercentValue,
  formatQuantity,
  formatTonnes,
} from '../report-format.ts';
import { barChartSvg, trendChartSvg } from './charts.ts';
import { PdfLayout, type Column, type TableRow } from './pdf-layout.ts';

/**
 * The PDF of each report kind (issue 13 section 2): a cover with the table of contents, then one section per part of
 * the GHG Protocol layout (or the BEGES table, or the product's footprint), charts as vectors, and every entry with
 * the factor it was computed with. Emissions are printed in t CO2e with three decimals, so each total reads to the
 * kilogram as GET /inventory gives it.
 */

export type Tr = (key: string, params?: Record<string, string | number>) => string;

export function translator(locale: AppLocale): Tr {
  return (key, params) => t(locale, `reportDocs.${key}`, params);
}

function tonnes(kg: number, locale: AppLocale, tr: Tr): string {
  return `${formatTonnes(kg, locale)} ${tr('common.unit_t')}`;
}

/** "Label: text" with French typography's space before the colon ("Libellé : texte"). */
export function colon(locale: AppLocale): string {
  return locale === 'fr' ? '\u00a0: ' : ': ';
}

function factorText(factor: ReportFactor, locale: AppLocale): string {
  const version = factor.dataset_version ? ` ${factor.dataset_version}` : '';
  const name = factor.name ? `${factor.name}${colon(locale)}` : '';
  return `${name}${formatQuantity(factor.kg_co2e_per_unit, locale)} kg CO2e/${factor.unit} (${factor.source}${version})`;
}

/** A catalog entry of another namespace, or the raw value when it has none. */
function labelOr(key: string, raw: string, locale: AppLocale): string {
  const label = t(locale, key);
  return label === key ? raw : label;
}

/** A unit code as the ledger screens name it ("unit" → "unité" in French); the code itself when unnamed. */
function unitLabel(code: string, locale: AppLocale): string {
  return labelOr(`app.ledger.units.${code}`, code, locale);
}

function share(part: number, total: number, locale: AppLocale): string {
  return total === 0 ? '' : formatPercentValue((part / total) * 100, locale);
}

export function layoutFor(model: ReportModel, tr: Tr): PdfLayout {
  const layout = new PdfLayout({
    title: model.title,
    company: model.company.name,
    year: model.period_year,
    headerRight: model.title,
    locale: model.locale,
  });
  layout.cover([
    model.company.name,
    tr('common.year_value', { year: model.period_year }),
    tr('common.generated', { date: formatLongDate(model.generated_at, model.locale) }),
  ]);
  return layout;
}

export function finish(layout: PdfLayout, tr: Tr): Promise<Buffer> {
  return layout.finish({ contents: tr('common.contents'), page: (page, pages) => tr('common.page', { page, pages }) });
}

function datasetsSection(layout: PdfLayout, datasets: readonly ReportDataset[], locale: AppLocale, tr: Tr): void {
  layout.subheading(tr('methodology.datasets'));
  const columns: Column[] = [
    { header: tr('methodology.dataset'), width: 150, wrap: true },
    { header: tr('common.version'), width: 60 },
    { header: tr('methodology.licence'), width: 95, wrap: true },
    { header: tr('methodology.gwp_basis'), width: 50 },
    { header: tr('common.entries'), width: 55, align: 'right' },
    { header: tr('common.emissions_t'), width: 95, align: 'right' },
  ];
  layout.table(
    columns,
    datasets.map((d) => ({
      cells: [
        d.title ?? d.source,
        d.dataset_version ?? '',
        d.licence ?? '',
        d.gwp_basis ?? '',
        formatFixed(d.entries, locale, 0),
        formatTonnes(d.co2e_kg, locale),
      ],
    })),
  );
  const attributed = datasets.filter((d) => d.attribution);
  if (attributed.length > 0) {
    layout.subheading(tr('methodology.attribution'));
    for (const d of attributed) {
      const licence = d.licence ? ` ${tr('methodology.licence')}${colon(locale)}${d.licence}${d.licence_url ? ` (${d.licence_url})` : ''}.` : '';
      layout.paragraph(`${d.title ?? d.source} ${d.dataset_version ?? ''}${colon(locale)}${d.attribution}${licence}`, { size: 8 });
    }
  }
}

function entriesSection(layout: PdfLayout, entries: readonly ReportEntry[], locale: AppLocale, tr: Tr): void {
  const columns: Column[] = [
    { header: tr('common.category'), width: 78 },
    { header: tr('common.label'), width: 104 },
    { header: tr('common.quantity'), width: 56, align: 'right' },
    { header: tr('common.unit'), width: 34 },
    { header: tr('common.factor_short'), width: 68, align: 'right' },
    { header: tr('common.unit'), width: 35 },
    { header: tr('common.source'), width: 72 },
    { header: tr('common.emissions_kg'), width: 58, align: 'right' },
  ];
  const rows: TableRow[] = entries.map((entry) => ({
    cells: [
      entry.category_name,
      entry.label || entry.factor.name || '',
      formatQuantity(entry.quantity, locale),
      entry.unit,
      formatQuantity(entry.factor.kg_co2e_per_unit, locale),
      entry.factor.unit,
      entry.factor.dataset_version ? `${entry.factor.source} ${entry.factor.dataset_version}` : entry.factor.source,
      formatFixed(entry.co2e_kg, locale, 2),
    ],
  }));
  layout.table(columns, rows);
}

async function ghgInventoryPdf(model: GhgInventoryModel): Promise<Buffer> {
  const locale = model.locale;
  const tr = translator(locale);
  const layout = layoutFor(model, tr);
  const { totals } = model;
  const total = totals.total_co2e_kg;

  // Summary
  layout.section(tr('sections.summary'));
  const summary: [string, string][] = [
    [tr('summary.total_location'), tonnes(total, locale, tr)],
    [tr('summary.total_market'), tonnes(totals.total_co2e_kg_market, locale, tr)],
    [
      tr('summary.range'),
      totals.uncertainty_percent === null || totals.low_co2e_kg === null || totals.high_co2e_kg === null
        ? tr('summary.no_uncertainty')
        : tr('summary.range_value', {
            low: tonnes(totals.low_co2e_kg, locale, tr),
            high: tonnes(totals.high_co2e_kg, locale, tr),
            percent: formatPercentValue(totals.uncertainty_percent, locale),
          }),
    ],
  ];
  layout.keyValues(summary, { large: true });
  layout.table(
    [
      { header: tr('common.scope'), width: 245 },
      { header: tr('common.emissions_t'), width: 130, align: 'right' },
      { header: tr('common.share'), width: 130, align: 'right' },
    ],
    [
      { cells: [tr('summary.scope1'), formatTonnes(totals.scope1_kg, locale), share(totals.scope1_kg, total, locale)] },
      {
        cells: [
          tr('summary.scope2_location'),
          formatTonnes(totals.scope2_location_kg, locale),
          share(totals.scope2_location_kg, total, locale),
        ],
      },
      { cells: [tr('summary.scope2_market'), formatTonnes(totals.scope2_market_kg, locale), ''] },
      { cells: [tr('summary.scope3'), formatTonnes(totals.scope3_kg, locale), share(totals.scope3_kg, total, locale)] },
      { cells: [tr('summary.total_location'), formatTonnes(total, locale), formatPercentValue(100, locale)], options: { bold: true, shade: true } },
    ],
  );
  const previousYear = model.period_year - 1;
  layout.keyValues([
    [
      tr('summary.previous', { year: previousYear }),
      model.previous ? tonnes(model.previous.total_co2e_kg, locale, tr) : tr('summary.no_previous', { year: previousYear }),
    ],
    ...(model.change_percent !== null
      ? [[tr('summary.change', { year: previousYear }), `${model.change_percent > 0 ? '+' : ''}${formatPercentValue(model.change_percent, locale)}`] as [string, string]]
      : []),
    [
      tr('intensity.per_employee'),
      model.intensity.kg_per_employee === null
        ? tr('intensity.missing_employees')
        : `${formatFixed(model.intensity.kg_per_employee, locale, 1)} kg CO2e`,
    ],
    [
      tr('intensity.per_million'),
      model.intensity.kg_per_million_eur === null
        ? tr('intensity.missing_revenue')
        : `${formatFixed(model.intensity.kg_per_million_eur, locale, 1)} kg CO2e`,
    ],
  ]);

  // Charts
  layout.section(tr('sections.charts'));
  const t3 = (kg: number) => formatFixed(kg / 1000, locale, 1);
  layout.chart(
    tr('charts.by_scope'),
    barChartSvg(
      [
        { label: tr('summary.scope1'), value: totals.scope1_kg },
        { label: tr('summary.scope2_location'), value: totals.scope2_location_kg },
        { label: tr('summary.scope2_market'), value: totals.scope2_market_kg },
        { label: tr('summary.scope3'), value: totals.scope3_kg },
      ],
      t3,
      505,
      160,
    ),
    505,
    160,
  );
  const categories = [...model.scope1, ...model.scope2, ...model.scope3.flatMap((c) => c.lines)]
    .filter((line) => line.co2e_kg > 0)
    .sort((a, b) => b.co2e_kg - a.co2e_kg)
    .slice(0, 10);
  if (categories.length > 0) {
    const height = 34 * categories.length + 30;
    layout.chart(tr('charts.by_category'), barChartSvg(categories.map((c) => ({ label: c.name, value: c.co2e_kg })), t3, 505, height), 505, height);
  }
  const sites = model.boundary.sites.filter((s) => s.co2e_kg > 0).sort((a, b) => b.co2e_kg - a.co2e_kg).slice(0, 10);
  if (sites.length > 0) {
    const height = 34 * sites.length + 30;
    layout.chart(tr('charts.by_site'), barChartSvg(sites.map((s) => ({ label: s.name, value: s.co2e_kg })), t3, 505, height), 505, height);
  }
  if (model.trend.length > 0) {
    layout.chart(
      tr('charts.trend'),
      trendChartSvg(model.trend.map((y) => ({ label: String(y.period_year), value: y.total_co2e_kg })), t3, 505, 200),
      505,
      200,
    );
  }

  // Boundary
  layout.section(tr('sections.boundary'));
  layout.keyValues([
    [tr('common.company'), model.company.name],
    [tr('boundary.country'), model.company.country ?? tr('common.not_given')],
    [tr('boundary.sector'), model.company.sector ? labelOr(`onboarding.sectors.${model.company.sector}`, model.company.sector, locale) : tr('common.not_given')],
    [tr('boundary.employees'), model.company.employees === null ? tr('common.not_given') : formatFixed(model.company.employees, locale, 0)],
    [tr('boundary.revenue'), model.company.annual_revenue === null ? tr('common.not_given') : formatFixed(model.company.annual_revenue, locale, 0)],
    [tr('boundary.approach'), tr(`boundary.${model.boundary.consolidation_approach}`)],
  ]);
  layout.subheading(tr('boundary.sites'));
  layout.table(
    [
      { header: tr('common.site'), width: 185 },
      { header: tr('boundary.country'), width: 60 },
      { header: tr('boundary.employees'), width: 70, align: 'right' },
      { header: tr('boundary.surface'), width: 80, align: 'right' },
      { header: tr('common.emissions_t'), width: 110, align: 'right' },
    ],
    model.boundary.sites.map((site) => ({
      cells: [
        site.name,
        site.country,
        site.employees === null ? '' : formatFixed(site.employees, locale, 0),
        site.surface_m2 === null ? '' : formatFixed(site.surface_m2, locale, 0),
        formatTonnes(site.co2e_kg, locale),
      ],
    })),
  );

  // Scope 1
  const lineRows = (lines: GhgInventoryModel['scope1'], market: boolean): TableRow[] =>
    lines.map((line) => ({
      cells: [
        line.name,
        formatFixed(line.entries, locale, 0),
        formatTonnes(line.co2e_kg, locale),
        ...(market ? [formatTonnes(line.co2e_kg_market ?? line.co2e_kg, locale)] : [share(line.co2e_kg, total, locale)]),
      ],
      options: line.factors.length > 0 ? { note: `${tr('common.factor')}${colon(locale)}${line.factors.map((f) => factorText(f, locale)).join(' · ')}` } : {},
    }));
  layout.section(tr('sections.scope1'));
  layout.table(
    [
      { header: tr('common.category'), width: 245 },
      { header: tr('common.entries'), width: 60, align: 'right' },
      { header: tr('common.emissions_t'), width: 110, align: 'right' },
      { header: tr('common.share'), width: 90, align: 'right' },
    ],
    [
      ...lineRows(model.scope1, false),
      { cells: [tr('common.total'), '', formatTonnes(totals.scope1_kg, locale), share(totals.scope1_kg, total, locale)], options: { bold: true, shade: true } },
    ],
  );

  // Scope 2
  layout.section(tr('sections.scope2'));
  layout.paragraph(tr('scope2.note'), { muted: true });
  layout.table(
    [
      { header: tr('common.category'), width: 215 },
      { header: tr('common.entries'), width: 60, align: 'right' },
      { header: tr('scope2.location').replace('kg', 't'), width: 115, align: 'right' },
      { header: tr('scope2.market').replace('kg', 't'), width: 115, align: 'right' },
    ],
    [
      ...lineRows(model.scope2, true),
      {
        cells: [tr('common.total'), '', formatTonnes(totals.scope2_location_kg, locale), formatTonnes(totals.scope2_market_kg, locale)],
        options: { bold: true, shade: true },
      },
    ],
  );

  // Scope 3
  layout.section(tr('sections.scope3'));
  const scope3Rows: TableRow[] = [];
  for (const category of model.scope3) {
    scope3Rows.push({
      cells: [
        String(category.number),
        category.name,
        tr(`scope3.${category.status}`),
        formatFixed(category.entries, locale, 0),
        formatTonnes(category.co2e_kg, locale),
      ],
    });
    for (const line of category.lines) {
      if (line.entries === 0 && line.co2e_kg === 0) continue;
      scope3Rows.push({
        cells: ['', `  ${line.name}`, '', formatFixed(line.entries, locale, 0), formatTonnes(line.co2e_kg, locale)],
        options: line.factors.length > 0 ? { note: `${tr('common.factor')}${colon(locale)}${line.factors.map((f) => factorText(f, locale)).join(' · ')}` } : {},
      });
    }
  }
  scope3Rows.push({ cells: ['', tr('common.total'), '', '', formatTonnes(totals.scope3_kg, locale)], options: { bold: true, shade: true } });
  layout.table(
    [
      { header: tr('scope3.number'), width: 30 },
      { header: tr('common.scope3_category'), width: 240 },
      { header: tr('scope3.status'), width: 105 },
      { header: tr('common.entries'), width: 45, align: 'right' },
      { header: tr('common.emissions_t'), width: 85, align: 'right' },
    ],
    scope3Rows,
  );
  const excluded = model.scope3.filter((c) => c.status !== 'recorded');
  if (excluded.length > 0) {
    layout.subheading(tr('scope3.excluded_title'));
    layout.table(
      [
        { header: tr('scope3.number'), width: 30 },
        { header: tr('common.scope3_category'), width: 200 },
        { header: tr('scope3.status'), width: 105 },
        { header: tr('scope3.reason'), width: 170, wrap: true },
      ],
      excluded.map((c) => ({ cells: [String(c.number), c.name, tr(`scope3.${c.status}`), c.reason ?? ''] })),
    );
  }

  // Year over year
  layout.section(tr('sections.trend'));
  layout.table(
    [
      { header: tr('trend.year'), width: 60 },
      { header: tr('summary.scope1'), width: 85, align: 'right' },
      { header: tr('summary.scope2_location'), width: 100, align: 'right' },
      { header: tr('summary.scope3'), width: 85, align: 'right' },
      { header: tr('trend.total'), width: 100, align: 'right' },
      { header: tr('trend.change'), width: 75, align: 'right' },
    ],
    model.trend.map((year, index) => {
      const before = index > 0 ? model.trend[index - 1] : undefined;
      const change =
        before && before.total_co2e_kg !== 0 && before.period_year === year.period_year - 1
          ? formatPercentValue(((year.total_co2e_kg - before.total_co2e_kg) / before.total_co2e_kg) * 100, locale)
          : '';
      return {
        cells: [
          String(year.period_year),
          formatTonnes(year.scope1_kg, locale),
          formatTonnes(year.scope2_location_kg, locale),
          formatTonnes(year.scope3_kg, locale),
          formatTonnes(year.total_co2e_kg, locale),
          change,
        ],
        options: year.period_year === model.period_year ? { bold: true } : {},
      };
    }),
  );
  layout.subheading(tr('sections.intensity'));
  layout.keyValues([
    [tr('boundary.employees'), model.intensity.employees === null ? tr('intensity.missing_employees') : formatFixed(model.intensity.employees, locale, 0)],
    [tr('intensity.per_employee'), model.intensity.kg_per_employee === null ? '—' : formatFixed(model.intensity.kg_per_employee, locale, 1)],
    [tr('boundary.revenue'), model.intensity.annual_revenue_eur === null ? tr('intensity.missing_revenue') : formatFixed(model.intensity.annual_revenue_eur, locale, 0)],
    [tr('intensity.per_million'), model.intensity.kg_per_million_eur === null ? '—' : formatFixed(model.intensity.kg_per_million_eur, locale, 1)],
  ]);

  // Methodology
  layout.section(tr('sections.methodology'));
  layout.keyValues([
    [tr('methodology.standard'), tr('methodology.standard_text')],
    [tr('methodology.gwp'), `${tr('methodology.gwp_text')} ${model.methodology.gwp}`],
    [tr('methodology.calculation'), tr('methodology.calculation_text')],
  ]);
  datasetsSection(layout, model.methodology.datasets, locale, tr);

  // Entries
  layout.section(`${tr('sections.entries')} (${formatFixed(model.entry_count, locale, 0)})`);
  entriesSection(layout, model.entries, locale, tr);
  return finish(layout, tr);
}

async function begesPdf(model: BegesModel): Promise<Buffer> {
  const locale = model.locale;
  const tr = translator(locale);
  const layout = layoutFor(model, tr);
  // The table with its gas columns is wider than an upright A4: its pages are landscape (0031, "Gas columns").
  layout.orientation('landscape');
  layout.section(tr('sections.beges_table'));
  layout.paragraph(model.method, { muted: true });
  const t3 = (value: number | null) => (value === null ? '' : formatFixed(value, locale, 3));
  const gasCells = (gases: BegesModel['total_gases']) => [
    t3(gases.co2_fossil_t),
    t3(gases.ch4_t),
    t3(gases.n2o_t),
    t3(gases.other_t),
    t3(gases.not_split_t),
  ];
  const rows: TableRow[] = [];
  for (const category of model.categories) {
    rows.push({
      cells: [
        String(category.number),
        category.name,
        '',
        ...gasCells(category.gases),
        formatTonnes(category.co2e_kg, locale),
        t3(category.gases.co2_biogenic_t),
        '',
      ],
      options: { bold: true, shade: true },
    });
    for (const item of category.items) {
      rows.push({
        cells: [
          item.code,
          item.name,
          item.ghg_protocol,
          ...gasCells(item.gases),
          formatTonnes(item.co2e_kg, locale),
          t3(item.gases.co2_biogenic_t),
          t3(item.uncertainty_t),
        ],
      });
    }
  }
  rows.push({
    cells: [
      '',
      tr('common.total'),
      '',
      ...gasCells(model.total_gases),
      formatTonnes(model.total_co2e_kg, locale),
      t3(model.total_gases.co2_biogenic_t),
      '',
    ],
    options: { bold: true, shade: true },
  });
  // The unit on a line of its own under the gas's name, the same in every column.
  const number = (header: string, width: number): Column => ({
    header: header.replace(/ \(t CO2e\)$/, '\n(t CO2e)'),
    width,
    align: 'right',
  });
  layout.table(
    [
      { header: tr('beges.code'), width: 30 },
      { header: tr('beges.name'), width: 207, wrap: true },
      { header: tr('beges.ghg_protocol'), width: 74, wrap: true },
      number(tr('beges.co2_fossil_t'), 54),
      number(tr('beges.ch4_t'), 50),
      number(tr('beges.n2o_t'), 50),
      number(tr('beges.other_t'), 54),
      number(tr('beges.not_split_t'), 56),
      number(tr('beges.co2e_t'), 56),
      number(tr('beges.co2_biogenic_t'), 60),
      number(tr('beges.uncertainty_t'), 60),
    ],
    rows,
  );
  layout.paragraph(tr('beges.note_gases'), { muted: true });
  layout.paragraph(tr('beges.note_market', { value: tonnes(model.scope2_market_co2e_kg, locale, tr) }), { muted: true });
  layout.paragraph(tr('beges.note_offsets'), { muted: true });
  layout.orientation('portrait');
  const bars = model.categories.map((c) => ({ label: `${c.number}. ${c.name}`, value: c.co2e_kg }));
  layout.chart(tr('charts.by_category'), barChartSvg(bars, (kg) => formatFixed(kg / 1000, locale, 1), 505, 230), 505, 230);
  layout.section(tr('sections.methodology'));
  layout.keyValues([
    [tr('methodology.gwp'), `${tr('methodology.gwp_text')} ${model.methodology.gwp}`],
    [tr('methodology.calculation'), tr('methodology.calculation_text')],
  ]);
  datasetsSection(layout, model.methodology.datasets, locale, tr);
  layout.section(`${tr('sections.entries')} (${formatFixed(model.entry_count, locale, 0)})`);
  entriesSection(layout, model.entries, locale, tr);
  return finish(layout, tr);
}

async function productPdf(model: ProductReportModel): Promise<Buffer> {
  const locale = model.locale;
  const tr = translator(locale);
  const layout = layoutFor(model, tr);
  const { product, footprint } = model;
  layout.section(tr('sections.product'));
  layout.keyValues(
    [
      [tr('product.footprint'), `${formatQuantity(footprint.kg_co2e_per_unit, locale)} kg CO2e / ${unitLabel(product.unit, locale)}`],
      [tr('product.declared_unit'), tr('product.declared_unit_value', { unit: unitLabel(product.unit, locale), name: product.name })],
    ],
    { large: true },
  );
  layout.keyValues([
    [tr('product.weight'), formatQuantity(product.weight_per_unit_kg, locale)],
    [tr('product.category'), product.category],
    [tr('product.site'), product.site_name ?? tr('common.not_given')],
    ...(product.description ? [[tr('common.label'), product.description] as [string, string]] : []),
  ]);
  layout.section(tr('sections.stages'));
  layout.table(
    [
      { header: tr('product.stage'), width: 235 },
      { header: tr('product.per_unit'), width: 150, align: 'right' },
      { header: tr('common.share'), width: 120, align: 'right' },
    ],
    [
      ...model.stages.map((stage) => ({
        cells: [stage.name, formatQuantity(stage.co2e_kg, locale), formatPercentValue(stage.share_percent, locale)],
      })),
      {
        cells: [tr('common.total'), formatQuantity(footprint.kg_co2e_per_unit, locale), formatPercentValue(100, locale)],
        options: { bold: true, shade: true },
      },
    ],
  );
  layout.chart(
    tr('sections.stages'),
    barChartSvg(model.stages.map((s) => ({ label: s.name, value: s.co2e_kg })), (v) => formatQuantity(v, locale), 505, 230),
    505,
    230,
  );
  layout.section(tr('sections.lines'));
  layout.table(
    [
      { header: tr('common.label'), width: 130 },
      { header: tr('product.stage'), width: 70 },
      { header: tr('product.quantity_per_unit'), width: 65, align: 'right' },
      { header: tr('common.unit'), width: 35 },
      { header: tr('common.factor'), width: 145 },
      { header: tr('product.per_unit'), width: 60, align: 'right' },
    ],
    footprint.lines.map((line) => ({
      cells: [
        line.label,
        t(locale, `products.stages.${line.stage}`),
        formatQuantity(line.quantity_per_unit, locale),
        line.unit,
        line.factor ? `${line.factor.name} (${line.factor.source}${line.factor.version ? ` ${line.factor.version}` : ''})` : '',
        formatQuantity(line.kg_co2e_per_unit, locale),
      ],
      options: line.factor
        ? { note: `${tr('common.factor')}${colon(locale)}${formatQuantity(line.factor.kg_co2e_per_unit, locale)} kg CO2e/${line.factor.unit}` }
        : {},
    })),
  );
  layout.section(tr('sections.data_quality'));
  const quality = footprint.data_quality;
  layout.keyValues([
    [tr('product.quality_score'), formatFixed(quality.score, locale, 1)],
    [tr('product.quality_rating'), tr(`product.ratings.${quality.rating}`)],
    [tr('product.primary_share'), formatPercentValue(quality.primary_share_percent, locale)],
    ...(footprint.mass_balance.declared_kg !== null && footprint.mass_balance.difference_percent !== null
      ? [
          [
            '',
            tr('product.mass_balance', {
              declared: formatQuantity(footprint.mass_balance.declared_kg, locale),
              lines: formatQuantity(footprint.mass_balance.lines_kg, locale),
              difference: formatFixed(footprint.mass_balance.difference_percent, locale, 1),
            }),
          ] as [string, string],
        ]
      : []),
  ]);
  layout.section(tr('sections.method'));
  layout.keyValues([
    [tr('methodology.standard'), model.method.standard],
    [tr('product.statements.boundary_title'), model.method.boundary],
    [tr('methodology.gwp'), model.method.gwp],
  ]);
  for (const statement of model.method.statements) {
    layout.subheading(statement.title);
    layout.paragraph(statement.text);
  }
  datasetsSection(layout, model.methodology.datasets, locale, tr);
  return finish(layout, tr);
}

/** The scenarios report has its own renderer (scenarios-pdf.ts), which reuses this file's cover and contents. */
export function renderPdf(model: Exclude<ReportModel, { kind: 'scenarios' }>): Promise<Buffer> {
  switch (model.kind) {
    case 'ghg_inventory':
      return ghgInventoryPdf(model);
    case 'beges':
      return begesPdf(model);
    case 'product':
      return productPdf(model);
  }
}

