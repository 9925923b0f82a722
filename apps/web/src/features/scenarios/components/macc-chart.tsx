import { SCENARIO_TYPES, type Macc, type ScenarioType } from '@carbon/contracts/scenarios';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/ui/chart';
import { cellClasses, DataTable, numberCellClasses } from '@/components/ui/data-table';
import { useScenarioFigures } from '../figures';

/** One hue per scenario type, the same in the curve and its legend (the table beside it names the type too). */
export const TYPE_COLORS: Record<ScenarioType, string> = {
  solar_panels: '#b45309',
  heating_system: '#b91c1c',
  building_envelope: '#1d4ed8',
  commute_enhanced: '#047857',
};

type MaccItem = Macc['items'][number];

/**
 * The option of the abatement cost curve: one bar per scenario, cheapest tonne first, as wide as the tonnes it
 * avoids a year and as high as its cost per tonne (below zero: it saves money). Bars are drawn by a custom series
 * on a value axis, since a bar chart cannot vary its bars' widths.
 */
export function maccOption(
  items: readonly MaccItem[],
  words: { typeName: (type: ScenarioType) => string; xAxis: string; yAxis: string; tooltip: (item: MaccItem) => string; number: (value: number) => string },
): EChartsCoreOption {
  const types = SCENARIO_TYPES.filter((type) => items.some((item) => item.type === type));
  return {
    aria: { enabled: true },
    tooltip: {
      trigger: 'item',
      formatter: (params: { data: { item: MaccItem } }) => words.tooltip(params.data.item),
    },
    legend: { bottom: 0 },
    // Chart sets the grid's bottom from the legend's rows and this axis' name (bottomRoom), so the two never overlap.
    grid: { left: 8, right: 24, top: 24, bottom: 52, containLabel: true },
    xAxis: {
      type: 'value',
      name: words.xAxis,
      nameLocation: 'middle',
      // Below the axis' labels (about 22 px under the axis), not on them.
      nameGap: 30,
      min: 0,
      max: items.length > 0 ? items[items.length - 1]!.cumulative_end_t_co2e : 1,
      axisLabel: { formatter: (value: number) => words.number(value) },
    },
    yAxis: { type: 'value', name: words.yAxis, axisLabel: { formatter: (value: number) => words.number(value) } },
    series: types.map((type) => ({
      type: 'custom',
      name: words.typeName(type),
      itemStyle: { color: TYPE_COLORS[type] },
      encode: { x: [0, 1], y: 2 },
      renderItem: (
        _params: unknown,
        api: { value: (dimension: number) => number; coord: (point: [number, number]) => [number, number]; visual: (key: string) => string },
      ) => {
        const [left, zero] = api.coord([api.value(0), 0]);
        const [right, top] = api.coord([api.value(1), api.value(2)]);
        return {
          type: 'rect',
          shape: { x: left, y: Math.min(zero, top), width: Math.max(1, right - left), height: Math.abs(zero - top) },
          style: { fill: api.visual('color'), stroke: '#ffffff', lineWidth: 1 },
        };
      },
      data: items
        .filter((item) => item.type === type)
        .map((item) => ({ name: item.name, value: [item.cumulative_start_t_co2e, item.cumulative_end_t_co2e, item.cost_per_t_co2e_eur], item })),
    })),
  };
}

/** The company's abatement cost curve (MACC) and the same figures as a table. */
export function MaccChart({ macc }: { macc: Macc }) {
  const { t } = useTranslation('scenarios');
  const figures = useScenarioFigures();
  const option = useMemo(
    () =>
      maccOption(macc.items, {
        typeName: (type) => t(`types.${type}`),
        xAxis: t('macc.x_axis'),
        yAxis: t('macc.y_axis'),
        number: (value) => figures.number(value, 0),
        tooltip: (item) =>
          t('macc.tooltip', {
            name: item.name,
            avoided: figures.tonnesPerYear(item.annual_avoided_t_co2e),
            cost: figures.costPerTonne(item.cost_per_t_co2e_eur),
          }),
      }),
    [macc.items, t, figures],
  );
  return (
    <div className="space-y-4">
      <Chart option={option} label={t('macc.chart_label')} className="h-80" />
      <DataTable
        caption={t('macc.table')}
        columns={[
          { key: 'rank', label: t('macc.rank'), numeric: true },
          { key: 'name', label: t('list.name') },
          { key: 'avoided', label: t('list.avoided'), numeric: true },
          { key: 'cost', label: t('list.cost_per_tonne'), numeric: true },
          { key: 'cumulative', label: t('macc.cumulative'), numeric: true },
        ]}
      >
        {macc.items.map((item, index) => (
          <tr key={item.scenario_id}>
            <td className={numberCellClasses}>{index + 1}</td>
            <td className={cellClasses}>
              {item.name} <span className="text-neutral-600">· {t(`types.${item.type}`)}</span>
            </td>
            <td className={numberCellClasses}>{figures.tonnesPerYear(item.annual_avoided_t_co2e)}</td>
            <td className={numberCellClasses}>{figures.costPerTonne(item.cost_per_t_co2e_eur)}</td>
            <td className={numberCellClasses}>{figures.tonnesPerYear(item.cumulative_end_t_co2e)}</td>
          </tr>
        ))}
      </DataTable>
      {macc.excluded.length > 0 && (
        <p className="text-sm text-neutral-700">{t('macc.excluded', { names: macc.excluded.map((item) => item.name).join(', ') })}</p>
      )}
    </div>
  );
}
