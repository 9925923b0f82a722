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
