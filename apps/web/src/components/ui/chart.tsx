import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

/** Fixed hues per scope, the same in every chart, legend and badge (UI.md), contrast AA on white. */
export const SCOPE_COLORS = {
  scope1: '#b45309',
  scope2: '#1d4ed8',
  scope2Market: '#60a5fa',
  scope3: '#7e22ce',
} as const;

/** A bar of an emissions chart: a value in t CO2e (null: not known), or one with its own colour. */
type TonnesBar = number | null | { value: number; itemStyle: { color: string } };

interface TonnesBarOptionInput {
  /** The names along the category axis. */
  categories: readonly string[];
  /** The bar series; with more than one, a legend shows under the chart. */
  series: readonly {
    name?: string;
    stack?: string;
    itemStyle?: { color: string };
    data: readonly TonnesBar[];
  }[];
  /** The value axis' name: t CO2e, or its per-employee form. */
  unit: string;
  /** Decimals of the value axis' labels. */
  decimals: number;
  /** A quantity in kg CO2e in words (the tooltip's figures). */
  emissions: (kg: number) => string;
  /** A number in the user's notation (the value axis' labels). */
  formatNumber: (value: number, digits?: number) => string;
  /** Long category names (scopes) break over lines rather than being dropped. */
  wrapLabels?: boolean;
}

/** Category names that break over lines: spaced so that the lines of one name never run into each other. */
const WRAPPED_LABEL = { interval: 0, overflow: 'break', lineHeight: 14, hideOverlap: false } as const;

/**
 * The width a category label may take in a chart this wide: its slot of the plot (the value axis' labels and the
 * margins take about 64 px) less a gap, so that French names such as "Scope 2 (approche fondée sur le marché)"
 * never overlap their neighbours.
 */
export function categoryLabelWidth(chartWidth: number, categories: number): number {
  return Math.max(36, Math.floor((chartWidth - 64) / Math.max(1, categories)) - 10);
}

/** ECharts' legend metrics (its defaults): the symbol, the gap before the name and between items, a row's height. */
const LEGEND = { symbol: 25, textGap: 5, itemGap: 10, padding: 10, rowHeight: 24 } as const;

/**
 * How many rows a legend takes at this width: the names wrap as ECharts wraps them, so the grid can leave room for
 * every row (French scope names take two rows on a half-width card, and would cover the axis' labels).
 */
export function legendRows(names: readonly string[], chartWidth: number, textWidth: (text: string) => number): number {
  const room = chartWidth - LEGEND.padding;
  let rows = names.length > 0 ? 1 : 0;
  let used = 0;
  for (const name of names) {
    const item = LEGEND.symbol + LEGEND.textGap + textWidth(name);
    if (used > 0 && used + item > room) {
      rows += 1;
      used = 0;
    }
    used += item + LEGEND.itemGap;
  }
  return rows;
}

/** The width of a text in the charts' 12 px sans-serif; an average glyph where no canvas measures (jsdom). */
function measureText(): (text: string) => number {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext?.('2d');
  if (!context) return (text) => text.length * 7;
  context.font = '12px sans-serif';
  return (text) => context.measureText(text).width;
}

/**
 * The room a chart with a legend leaves below its plot (the grid contains the axis' labels, not its name): the
 * legend's rows, and a line for an x-axis name written under the labels (the MACC's "t CO2e avoided a year"), which
 * the legend would cover otherwise.
 */
export function bottomRoom(option: EChartsCoreOption, legendRowCount: number): number {
  const axis = option.xAxis as { name?: string; nameLocation?: string } | undefined;
  const nameBelow = Boolean(axis?.name) && (axis?.nameLocation === 'middle' || axis?.nameLocation === 'center');
  return 8 + legendRowCount * LEGEND.rowHeight + (nameBelow ? AXIS_NAME_ROOM : 0);
}

/** An axis name under the labels: a 12 px line and its gap (with the axis' nameGap at 30, just below the labels). */
const AXIS_NAME_ROOM = 20;

/** What depends on the drawn width: the wrapped category labels' width and the room below for the legend's rows. */
function fittedLayout(option: EChartsCoreOption, chartWidth: number): EChartsCoreOption | null {
  const axis = option.xAxis as { data?: readonly unknown[]; axisLabel?: { overflow?: string } } | undefined;
  const series = (option.series ?? []) as { name?: string }[];
  const fitted: EChartsCoreOption = {};
  if (axis?.data && axis.axisLabel?.overflow === 'break') {
    fitted.xAxis = { axisLabel: { width: categoryLabelWidth(chartWidth, axis.data.length) } };
  }
  if (option.legend) {
    const names = series.flatMap((item) => (item.name ? [item.name] : []));
    fitted.grid = { bottom: bottomRoom(option, legendRows(names, chartWidth, measureText())) };
  }
  return Object.keys(fitted).length > 0 ? fitted : null;
}

/** The option of a bar chart of emissions in t CO2e, the same frame on the dashboard and in analytics. */
export function tonnesBarOption({
  categories,
  series,
  unit,
  decimals,
  emissions,
  formatNumber,
  wrapLabels = false,
}: TonnesBarOptionInput): EChartsCoreOption {
  const legend = series.length > 1;
  return {
    aria: { enabled: true },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: number | null) => (value === null ? '—' : emissions(value * 1000)),
    },
    ...(legend ? { legend: { bottom: 0 } } : {}),
    grid: { left: 8, right: 8, top: 8, bottom: legend ? 32 : 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: categories,
      // Every name is shown, broken over lines within its bar's slot (Chart fits the width to the drawn size); the
      // axis tooltip repeats it whole.
      ...(wrapLabels ? { axisLabel: { ...WRAPPED_LABEL, width: categoryLabelWidth(640, categories.length) } } : {}),
    },
    yAxis: {
      type: 'value',
      name: unit,
      axisLabel: { formatter: (value: number) => formatNumber(value, decimals) },
    },
    series: series.map((item) => ({ type: 'bar', ...item })),
  };
}

interface ChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, for screen readers; the same data is always given as a table beside it. */
  label: string;
  className?: string;
}

/**
 * An ECharts chart (DESIGN.md: one chart library). ECharts is loaded only when a chart is drawn, so neither
 * the public site nor the app's first screen carries it. A chart that cannot be drawn leaves its box empty:
 * the table of the same data beside it stays the reference.
 */
export function Chart({ option, label, className }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let disposed = false;
    let cleanup: (() => void) | undefined;
    import('./echarts-setup')
      .then(({ echarts }) => {
        if (disposed) return;
        const chart = echarts.getInstanceByDom(element) ?? echarts.init(element, null, { renderer: 'svg' });
        const fit = () => {
          const layout = fittedLayout(option, chart.getWidth());
          if (layout) chart.setOption(layout);
        };
        chart.setOption(option, true);
        fit();
        const observer =
          typeof ResizeObserver === 'undefined'
            ? null
            : new ResizeObserver(() => {
                chart.resize();
                fit();
              });
        observer?.observe(element);
        cleanup = () => {
          observer?.disconnect();
          chart.dispose();
        };
      })
      .catch(() => {
        // No chart (an old browser, a failed chunk): the table holds the same figures.
      });
    return () => {
      disposed = true;
      cleanup?.();
    };
  }, [option]);

  return <div ref={box} role="img" aria-label={label} className={cn('h-64 w-full', className)} />;
}
