import type * as echarts from 'echarts';
import { CHART_FONT, PALETTE, render } from './charts.ts';

/**
 * The scenarios report's two charts, by the same ECharts server-side SVG renderer as the other reports (charts.ts),
 * drawn as vectors in the PDF: the marginal abatement cost curve (bars as wide as the tonnes a scenario avoids a
 * year and as high as its cost per tonne, cheapest first) and the portfolio trajectory (three lines by year).
 * Labels and numbers are formatted by the caller in the report's language.
 */

export interface MaccBar {
  label: string;
  start: number;
  end: number;
  cost: number;
}

/** The MACC: x is the cumulative t CO2e avoided a year, y the cost per tonne (EUR); below zero the measure pays. */
export function maccChartSvg(
  bars: readonly MaccBar[],
  formatTonnes: (value: number) => string,
  formatCost: (value: number) => string,
  width: number,
  height: number,
): string {
  const total = bars.at(-1)?.end ?? 0;
  const option: echarts.EChartsOption = {
    grid: { left: 10, right: 24, top: 16, bottom: 8, containLabel: true },
    xAxis: {
      type: 'value',
      min: 0,
      max: total > 0 ? total : 1,
      axisLabel: { color: '#6b7280', formatter: (value: number) => formatTonnes(value), hideOverlap: true },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      axisLabel: { color: '#6b7280', formatter: (value: number) => formatCost(value) },
      splitLine: { lineStyle: { color: '#e5e7eb' } },
    },
    series: [
      {
        type: 'custom',
        renderItem: (params, api) => {
          const index = params.dataIndex;
          const bar = bars[index];
          if (!bar) return null;
          const [x0 = 0, y0 = 0] = api.coord([bar.start, 0]);
          const [x1 = 0, y1 = 0] = api.coord([bar.end, bar.cost]);
          const rect = {
            type: 'rect' as const,
            // A hairline between neighbours so that two scenarios of the same cost still read as two bars.
            shape: { x: Math.min(x0, x1) + 0.5, y: Math.min(y0, y1), width: Math.max(Math.abs(x1 - x0) - 1, 1), height: Math.max(Math.abs(y1 - y0), 1) },
            style: { fill: PALETTE[index % PALETTE.length] },
          };
          // The bar's rank (the table below names it) on the other side of the zero line, where it never covers a bar.
          const rank = {
            type: 'text' as const,
            x: (x0 + x1) / 2,
            y: bar.cost < 0 ? y0 - 4 : y0 + 4,
            style: {
              text: String(index + 1),
              fill: '#111827',
              fontSize: 10,
              fontFamily: CHART_FONT,
              align: 'center' as const,
              verticalAlign: bar.cost < 0 ? ('bottom' as const) : ('top' as const),
            },
          };
          return { type: 'group' as const, children: [rect, rank] };
        },
        encode: { x: [0, 1], y: 2 },
        data: bars.map((bar) => [bar.start, bar.end, bar.cost]),
      },
    ],
  };
  return render(option, width, height);
}

export interface TrajectorySeries {
  name: string;
  values: readonly number[];
  dashed?: boolean;
}

/** Emissions a year from the base year to the end year: one line per series, with a legend above. */
export function trajectoryChartSvg(
  years: readonly number[],
  series: readonly TrajectorySeries[],
  format: (value: number) => string,
  width: number,
  height: number,
): string {
  return render(
    {
      legend: { top: 0, left: 'center', textStyle: { color: '#111827', fontSize: 10 }, itemWidth: 18, itemHeight: 8 },
      grid: { left: 10, right: 24, top: 30, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: years.map(String),
        boundaryGap: false,
        axisLabel: { color: '#111827', hideOverlap: true },
      },
      yAxis: {
        type: 'value',
        axisLabel: { color: '#6b7280', formatter: (value: number) => format(value) },
        splitLine: { lineStyle: { color: '#e5e7eb' } },
      },
      series: series.map((line, index) => ({
        type: 'line',
        name: line.name,
        data: [...line.values],
        showSymbol: false,
        lineStyle: { width: 2, type: line.dashed ? 'dashed' : 'solid', color: PALETTE[index % PALETTE.length] },
        itemStyle: { color: PALETTE[index % PALETTE.length] },
      })),
    },
    width,
    height,
  );
}
