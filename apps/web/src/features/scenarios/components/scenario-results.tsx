import type { ScenarioResults, ScenarioType } from '@carbon/contracts/scenarios';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Chart } from '@/components/ui/chart';
import { cellClasses, DataTable, numberCellClasses } from '@/components/ui/data-table';
import { useEmissionsFormat } from '@/lib/emissions-format';
import { useFormatters } from '@/lib/use-locale';
import { monthNames, useScenarioFigures } from '../figures';
import { AssumptionsTable, DataSourceNote, FigureButton, FIGURES, useFigureText, type Computed } from './scenario-explain';

/** The solar production month by month: a chart and the same figures as a table. */
function MonthlyProduction({ monthly }: { monthly: readonly number[] }) {
  const { t } = useTranslation('scenarios');
  const format = useFormatters();
  const figures = useScenarioFigures();
  const months = monthNames(format.locale);
  const option = useMemo<EChartsCoreOption>(
    () => ({
      aria: { enabled: true },
      tooltip: { trigger: 'axis', valueFormatter: (value: number) => figures.kwh(value) },
      grid: { left: 8, right: 8, top: 24, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: months },
      yAxis: { type: 'value', name: 'kWh', axisLabel: { formatter: (value: number) => format.number(value, 0) } },
      series: [{ type: 'bar', name: t('preview.production'), itemStyle: { color: '#b45309' }, data: [...monthly] }],
    }),
    [monthly, months, t, format, figures],
  );
  return (
    <div className="space-y-3">
      <h3 className="font-medium">{t('preview.monthly_title')}</h3>
      <Chart option={option} label={t('preview.monthly_chart_label')} className="h-64" />
      <details>
        <summary className="cursor-pointer text-sm text-accent-800">{t('preview.monthly_table')}</summary>
        <DataTable
          caption={t('preview.monthly_title')}
          columns={[
            { key: 'month', label: t('preview.month') },
            { key: 'kwh', label: t('preview.production'), numeric: true },
          ]}
        >
          {monthly.map((kwh, index) => (
            <tr key={months[index]}>
              <td className={cellClasses}>{months[index]}</td>
              <td className={numberCellClasses}>{figures.kwh(kwh)}</td>
            </tr>
          ))}
        </DataTable>
      </details>
    </div>
  );
}

type Detail = [key: string, text: string];

/** The physical results of the type (production, heat, distances), each in its unit. */
function useDetails(results: ScenarioResults): Detail[] {
  const { t } = useTranslation('scenarios');
  const format = useFormatters();
  const figures = useScenarioFigures();
  const emissions = useEmissionsFormat();
  const r = results;
  const rows: [string, number | undefined, (value: number) => string][] = [
    ['annual_production_kwh', r.annual_production_kwh, figures.kwh],
    ['specific_yield_kwh_per_kwp', r.specific_yield_kwh_per_kwp, (v) => t('figures.kwh_per_kwp', { value: format.number(v, 0) })],
    ['self_consumed_kwh', r.self_consumed_kwh, figures.kwh],
    ['exported_kwh', r.exported_kwh, figures.kwh],
    ['plane_irradiation_kwh_per_m2', r.plane_irradiation_kwh_per_m2, (v) => t('figures.kwh_per_m2', { value: format.number(v, 0) })],
    ['performance_ratio', r.performance_ratio, (v) => format.number(v, 2)],
    ['annual_heat_demand_kwh', r.annual_heat_demand_kwh, figures.kwh],
    ['current_energy_kwh', r.current_energy_kwh, figures.kwh],
    ['replacement_energy_kwh', r.replacement_energy_kwh, figures.kwh],
    ['current_efficiency_percent', r.current_efficiency_percent, (v) => figures.percentOf(v)],
    ['replacement_efficiency_percent', r.replacement_efficiency_percent, (v) => figures.percentOf(v)],
    ['refrigerant_leakage_kg_co2e', r.refrigerant_leakage_kg_co2e, emissions],
    ['heat_loss_before_w_per_k', r.heat_loss_before_w_per_k, (v) => `${format.number(v, 0)} W/K`],
    ['heat_loss_after_w_per_k', r.heat_loss_after_w_per_k, (v) => `${format.number(v, 0)} W/K`],
    ['heating_degree_days', r.heating_degree_days, (v) => t('figures.degree_days', { value: format.number(v, 0) })],
    ['heat_demand_after_kwh', r.heat_demand_after_kwh, figures.kwh],
    ['energy_saved_kwh', r.energy_saved_kwh, figures.kwh],
    ['baseline_car_km', r.baseline_car_km, (v) => `${format.number(v, 0)} km`],
    ['scenario_car_km', r.scenario_car_km, (v) => `${format.number(v, 0)} km`],
    ['baseline_kg_co2e', r.baseline_kg_co2e, emissions],
    ['scenario_kg_co2e', r.scenario_kg_co2e, emissions],
    ['lifetime_avoided_t_co2e', r.lifetime_avoided_t_co2e, (v) => emissions(v * 1000)],
    ['capex_eur', r.capex_eur, figures.money],
    ['subsidies_eur', r.subsidies_eur, figures.money],
    ['annual_opex_eur', r.annual_opex_eur, figures.money],
  ];
  const details: Detail[] = rows.flatMap(([key, value, show]) => (value === undefined ? [] : [[key, show(value)] as Detail]));
  if (r.heat_demand_source) details.push(['heat_demand_source', t(`preview.heat_demand_sources.${r.heat_demand_source}`)]);
  return details;
}

interface ScenarioResultsViewProps {
  type: ScenarioType;
  name: string;
  computed: Computed;
}

/** The preview of a scenario: its key figures (each opening to how it was made), what the model found, its assumptions. */
export function ScenarioResultsView({ type, name, computed }: ScenarioResultsViewProps) {
  const { t } = useTranslation('scenarios');
  const figureText = useFigureText();
  const details = useDetails(computed.results);
  const monthly = computed.results.monthly_production_kwh;
  return (
    <div className="space-y-6">
      <Card title={t('preview.key_figures')} description={<DataSourceNote computed={computed} />}>
        <dl className="grid gap-4 sm:grid-cols-3">
          {FIGURES.map((figure) => (
            <div key={figure} className="rounded-md border border-neutral-200 p-3">
              <dt className="text-sm text-neutral-700">{t(`list.${figure}`)}</dt>
              <dd className="mt-1 text-lg font-semibold text-neutral-900">
                <FigureButton figure={figure} computed={computed} name={name} text={figureText(figure, computed)} />
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title={t(`preview.details_title.${type}`)}>
        <div className="space-y-6">
          {type === 'solar_panels' && monthly && <MonthlyProduction monthly={monthly} />}
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {details.map(([key, text]) => (
              <div key={key} className="flex justify-between gap-3 border-b border-neutral-100 py-1">
                <dt className="text-neutral-700">{t(`preview.details.${key}` as 'preview.details.capex_eur')}</dt>
                <dd className="text-right font-medium tabular-nums">{text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Card>
      <Card title={t('explain.assumptions')}>
        <AssumptionsTable assumptions={computed.assumptions} caption={t('explain.assumptions')} />
      </Card>
    </div>
  );
}
