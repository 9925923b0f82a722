import type { ReportScenario, ScenariosReportModel } from '@carbon/contracts/reports';
import type { AppLocale } from '@carbon/i18n/locale';
import { formatFixed, formatKg, formatPercentValue, formatTonnes } from '../report-format.ts';
import { finish, layoutFor, translator, type Tr } from './pdf.ts';
import type { Column, TableRow } from './pdf-layout.ts';
import { maccChartSvg, trajectoryChartSvg } from './scenarios-charts.ts';

/**
 * The scenarios report as a PDF (issue 13): the same cover, contents, running header and page numbers as the other
 * reports (pdf.ts, pdf-layout.ts), then a summary, each scenario with its financials and assumptions, the marginal
 * abatement cost curve (chart and table), the portfolio trajectory (chart and table by year) and the method. Money is
 * printed in whole euros, avoided emissions in kg CO2e a year and the trajectory in t CO2e with three decimals, so each
 * figure reads as GET /scenarios and GET /portfolio give it.
 */

const WIDTH = 505;

function eur(value: number, locale: AppLocale): string {
  return `${formatFixed(value, locale, 0)} EUR`;
}

function payback(value: number | null, locale: AppLocale, tr: Tr): string {
  return value === null ? tr('scen.payback_none') : formatFixed(value, locale, 1);
}

function costPerTonne(value: number | null, locale: AppLocale, tr: Tr): string {
  return value === null ? tr('scen.cost_none') : formatFixed(value, locale, 0);
}

function scenarioDetail(layout: ReturnType<typeof layoutFor>, scenario: ReportScenario, locale: AppLocale, tr: Tr): void {
  const r = scenario.results;
  layout.subheading(`${scenario.name} (${scenario.type_name})`);
  const pairs: [string, string][] = [
    [tr('scen.site'), scenario.site_name],
    ...(scenario.type === 'solar_panels' || scenario.type === 'building_envelope'
      ? [[tr('scen.data_source'), tr(`scen.data_sources.${scenario.data_source}`)] as [string, string]]
      : []),
    [tr('scen.capex'), formatFixed(r.capex_eur, locale, 0)],
    [tr('scen.subsidies'), formatFixed(r.subsidies_eur, locale, 0)],
    [tr('scen.net_capex'), formatFixed(r.net_capex_eur, locale, 0)],
    [tr('scen.opex'), formatFixed(r.annual_opex_eur, locale, 0)],
    [tr('scen.savings'), formatFixed(r.annual_savings_eur, locale, 0)],
    [tr('scen.payback'), payback(r.payback_years, locale, tr)],
    [tr('scen.lifetime'), formatFixed(r.lifetime_years, locale, 0)],
    [tr('scen.discount'), formatPercentValue(r.discount_rate_percent, locale)],
    [tr('scen.npv'), formatFixed(r.npv_eur, locale, 0)],
    [tr('scen.cost_per_t'), costPerTonne(r.cost_per_t_co2e_eur, locale, tr)],
    [tr('scen.baseline_kg'), formatKg(r.baseline_kg_co2e, locale)],
    [tr('scen.scenario_kg'), formatKg(r.scenario_kg_co2e, locale)],
    [tr('scen.avoided_kg'), formatKg(r.annual_avoided_kg_co2e, locale)],
    [tr('scen.lifetime_avoided_t'), formatFixed(r.lifetime_avoided_t_co2e, locale, 3)],
  ];
  layout.keyValues(pairs);
  if (scenario.assumptions.length === 0) {
    layout.paragraph(tr('scen.no_assumptions'), { muted: true });
    return;
  }
  layout.table(
    [
      { header: tr('scen.assumption'), width: 140, wrap: true },
      { header: tr('scen.value'), width: 120, wrap: true },
      { header: tr('scen.source'), width: 245, wrap: true },
    ],
    scenario.assumptions.map((item) => ({ cells: [item.label, item.value, item.source] })),
  );
}

export async function scenariosPdf(model: ScenariosReportModel): Promise<Buffer> {
  const locale = model.locale;
  const tr = translator(locale);
  const layout = layoutFor(model, tr);
  const { totals, macc, portfolio } = model;

  // Summary: the totals of every scenario, then one line per scenario.
  layout.section(tr('sections.scenarios_summary'));
  if (model.scenarios.length === 0) {
    layout.paragraph(tr('scen.none'));
  } else {
    layout.keyValues(
      [
        [tr('scen.total_avoided'), `${formatKg(totals.annual_avoided_kg_co2e, locale)} kg CO2e`],
        [tr('scen.total_net_capex'), eur(totals.net_capex_eur, locale)],
        [tr('scen.total_savings'), eur(totals.annual_savings_eur, locale)],
        [tr('scen.total_npv'), eur(totals.npv_eur, locale)],
      ],
      { large: true },
    );
    // The short headers of a seven-column table (the detail below gives each figure its full name).
    const columns: Column[] = [
      { header: tr('scen.name'), width: 145, wrap: true },
      { header: tr('scen.short_net_capex'), width: 72, align: 'right' },
      { header: tr('scen.short_payback'), width: 60, align: 'right' },
      { header: tr('scen.short_npv'), width: 72, align: 'right' },
      { header: tr('scen.short_cost'), width: 72, align: 'right' },
      { header: tr('scen.short_avoided'), width: 84, align: 'right' },
    ];
    const rows: TableRow[] = model.scenarios.map((s) => ({
      cells: [
        s.name,
        formatFixed(s.results.net_capex_eur, locale, 0),
        payback(s.results.payback_years, locale, tr),
        formatFixed(s.results.npv_eur, locale, 0),
        costPerTonne(s.results.cost_per_t_co2e_eur, locale, tr),
        formatKg(s.results.annual_avoided_kg_co2e, locale),
      ],
    }));
    rows.push({
      cells: [
        tr('common.total'),
        formatFixed(totals.net_capex_eur, locale, 0),
        '',
        formatFixed(totals.npv_eur, locale, 0),
        '',
        formatKg(totals.annual_avoided_kg_co2e, locale),
      ],
      options: { bold: true, shade: true },
    });
    layout.table(columns, rows);
  }

  // Each scenario: its financials and the assumptions they rest on.
  if (model.scenarios.length > 0) {
    layout.section(tr('sections.scenarios_financials'));
    for (const scenario of model.scenarios) scenarioDetail(layout, scenario, locale, tr);
  }

  // MACC: its heading and note start on the page that has room for the chart, never alone at the foot of a page.
  if (macc.items.length > 0) layout.ensure(360);
  layout.section(tr('sections.macc'));
  if (macc.items.length === 0) {
    layout.paragraph(tr('scen.macc_empty'), { muted: true });
  } else {
    layout.paragraph(tr('scen.macc_note'), { muted: true });
    layout.chart(
      tr('scen.chart_macc'),
      maccChartSvg(
        macc.items.map((item) => ({
          label: item.name,
          start: item.cumulative_start_t_co2e,
          end: item.cumulative_end_t_co2e,
          cost: item.cost_per_t_co2e_eur,
        })),
        // One decimal on the tonnes axis only when the whole curve spans less than 10 t (every tick alike).
        (value) => formatFixed(value, locale, macc.total_avoided_t_co2e < 10 ? 1 : 0),
        (value) => formatFixed(value, locale, 0),
        WIDTH,
        230,
      ),
      WIDTH,
      230,
    );
    layout.table(
      [
        { header: tr('scen.rank'), width: 35, align: 'right' },
        { header: tr('scen.name'), width: 160, wrap: true },
        { header: tr('scen.avoided_t'), width: 75, align: 'right' },
        { header: tr('scen.cost_per_t'), width: 75, align: 'right' },
        { header: tr('scen.cumulative_start'), width: 80, align: 'right' },
        { header: tr('scen.cumulative_end'), width: 80, align: 'right' },
      ],
      [
        ...macc.items.map((item, index) => ({
          cells: [
            String(index + 1),
            item.name,
            formatFixed(item.annual_avoided_t_co2e, locale, 3),
            formatFixed(item.cost_per_t_co2e_eur, locale, 0),
            formatFixed(item.cumulative_start_t_co2e, locale, 3),
            formatFixed(item.cumulative_end_t_co2e, locale, 3),
          ],
        })),
        {
          cells: ['', tr('scen.macc_total'), formatFixed(macc.total_avoided_t_co2e, locale, 3), '', '', ''],
          options: { bold: true, shade: true },
        },
      ],
    );
  }
  if (macc.excluded.length > 0) {
    layout.paragraph(tr('scen.macc_excluded', { names: macc.excluded.map((item) => item.name).join(', ') }), { muted: true });
  }

  // Portfolio trajectory
  layout.section(tr('sections.trajectory'));
  layout.keyValues([
    [
      tr('scen.base_year'),
      portfolio.base_year === null
        ? tr('scen.no_base_year')
        : tr('scen.base_year_value', { year: portfolio.base_year, value: `${formatTonnes(portfolio.base_year_kg, locale)} ${tr('common.unit_t')}` }),
    ],
    [tr('scen.growth'), tr('scen.growth_value', { value: formatPercentValue(portfolio.growth_rate_percent, locale) })],
    [tr('scen.end_year'), String(portfolio.end_year)],
    [tr('scen.pathway'), tr('scen.pathway_value', { value: formatPercentValue(portfolio.pathway_reduction_percent_per_year, locale) })],
  ]);
  layout.subheading(tr('scen.in_portfolio'));
  if (portfolio.scenarios.length === 0) {
    layout.paragraph(tr('scen.no_portfolio_scenarios'), { muted: true });
  } else {
    layout.table(
      [
        { header: tr('scen.name'), width: 215, wrap: true },
        { header: tr('scen.start_year'), width: 90, align: 'right' },
        { header: tr('scen.ramp_up'), width: 90, align: 'right' },
        { header: tr('scen.avoided_kg'), width: 110, align: 'right' },
      ],
      portfolio.scenarios.map((item) => ({
        cells: [item.name, String(item.start_year), formatFixed(item.ramp_up_years, locale, 0), formatKg(item.annual_avoided_kg_co2e, locale)],
      })),
    );
  }
  if (portfolio.projections.length > 0) {
    const t1 = (value: number) => formatFixed(value, locale, 0);
    layout.chart(
      tr('scen.chart_trajectory'),
      trajectoryChartSvg(
        portfolio.projections.map((p) => p.year),
        [
          { name: tr('scen.series_baseline'), values: portfolio.projections.map((p) => p.baseline_kg / 1000) },
          { name: tr('scen.series_with'), values: portfolio.projections.map((p) => p.with_scenarios_kg / 1000) },
          { name: tr('scen.series_pathway'), values: portfolio.projections.map((p) => p.pathway_1_5c_kg / 1000), dashed: true },
        ],
        t1,
        WIDTH,
        230,
      ),
      WIDTH,
      230,
    );
    layout.table(
      [
        { header: tr('scen.year'), width: 65 },
        { header: tr('scen.baseline_t'), width: 110, align: 'right' },
        { header: tr('scen.with_scenarios_t'), width: 110, align: 'right' },
        { header: tr('scen.pathway_t'), width: 110, align: 'right' },
        { header: tr('scen.gap_t'), width: 110, align: 'right' },
      ],
      portfolio.projections.map((p) => ({
        cells: [
          String(p.year),
          formatTonnes(p.baseline_kg, locale),
          formatTonnes(p.with_scenarios_kg, locale),
          formatTonnes(p.pathway_1_5c_kg, locale),
          formatTonnes(p.with_scenarios_kg - p.pathway_1_5c_kg, locale),
        ],
      })),
    );
  }

  // Method
  layout.section(tr('sections.scenarios_method'));
  layout.paragraph(tr('scen.method_figures'));
  layout.paragraph(tr('scen.method_financials'));
  layout.paragraph(tr('scen.method_trajectory'));
  return finish(layout, tr);
}
