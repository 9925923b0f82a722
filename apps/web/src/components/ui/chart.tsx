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
      ...(wrapLabels ? { axisLabel: { interval: 0, width: 90, overflow: 'break' } } : {}),
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
        chart.setOption(option, true);
        const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.resize());
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
