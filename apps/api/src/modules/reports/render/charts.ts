import * as echarts from 'echarts';

/**
 * The documents' charts, drawn by ECharts' server-side SVG renderer (no DOM, no canvas) and placed in the PDF as
 * vectors by svg-to-pdfkit. Labels are formatted by the caller in the report's language; the font family names the
 * one the PDF embeds (render/pdf.ts maps it back to the embedded DejaVu Sans).
 */
export const CHART_FONT = 'DejaVu Sans';
const LABEL_WIDTH = 200;
/**
 * Characters of a category label per line: DejaVu Sans at 10 px averages under 6 px a character in the reports'
 * labels, so 32 stay within the 200 px label column (the SSR renderer cannot measure the embedded font itself).
 */
const LABEL_LINE_CHARS = 32;
const LABEL_LINES = 2;
export const PALETTE = ['#0f766e', '#2563eb', '#7c3aed', '#d97706', '#dc2626', '#0891b2', '#65a30d', '#db2777', '#475569', '#9333ea'];

export interface ChartBar {
  label: string;
  value: number;
}

export function render(option: echarts.EChartsOption, width: number, height: number): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ animation: false, color: PALETTE, textStyle: { fontFamily: CHART_FONT, fontSize: 11 }, ...option });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/**
 * A category label on at most two lines, broken between words: the BEGES categories ("2. Émissions indirectes
 * associées à l'énergie", "4. … aux produits achetés") only differ after the first 30 characters, so cutting them to
 * one line made them read alike. A text longer than two lines ends with an ellipsis.
 */
export function wrapLabel(label: string, lineChars = LABEL_LINE_CHARS, maxLines = LABEL_LINES): string {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= lineChars) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  const kept = lines.slice(0, maxLines).map((text) => (text.length > lineChars ? `${text.slice(0, lineChars - 1)}…` : text));
  if (lines.length > maxLines) {
    const last = kept[maxLines - 1] ?? '';
    kept[maxLines - 1] = `${last.length >= lineChars ? last.slice(0, lineChars - 1) : last}…`;
  }
  return kept.join('\n');
}

/** Horizontal bars, largest first (scope, category, site charts). */
export function barChartSvg(
  bars: readonly ChartBar[],
  format: (value: number) => string,
  width = 500,
  height?: number,
): string {
  const rows = [...bars].reverse();
  const h = height ?? Math.max(120, 34 * rows.length + 40);
  return render(
    {
      // A fixed label column: the SSR renderer has no canvas to measure text with, so `containLabel` misjudges the
      // embedded font's widths; labels are wrapped to the column instead (and not cut again by the renderer's own
      // estimate of their width). The right margin holds the value printed after the longest bar; a negative bar
      // (a figure netting below zero) has its value right of the zero line, clear of the labels' column.
      grid: { left: LABEL_WIDTH + 12, right: 70, top: 10, bottom: 10 },
      xAxis: { type: 'value', axisLabel: { show: false }, splitLine: { lineStyle: { color: '#e5e7eb' } } },
      yAxis: {
        type: 'category',
        data: rows.map((bar) => wrapLabel(bar.label)),
        axisTick: { show: false },
        // The labels stay in their column, left of the bars, also when the zero line moves right for negative bars.
        axisLine: { onZero: false },
        axisLabel: { color: '#111827', fontSize: 10, lineHeight: 12, overflow: 'none' },
      },
      series: [
        {
          type: 'bar',
          data: rows.map((bar, index) => ({
            value: bar.value,
            itemStyle: { color: PALETTE[(rows.length - 1 - index) % PALETTE.length] },
          })),
          barMaxWidth: 22,
          label: { show: true, position: 'right', color: '#111827', formatter: (p) => format(Number(p.value)) },
        },
      ],
    },
    width,
    h,
  );
}

/** Total by year, one point per year (trend chart). */
export function trendChartSvg(
  points: readonly ChartBar[],
  format: (value: number) => string,
  width = 500,
  height = 220,
): string {
  return render(
    {
      grid: { left: 10, right: 30, top: 30, bottom: 10, containLabel: true },
      xAxis: { type: 'category', data: points.map((p) => p.label), axisLabel: { color: '#111827' } },
      yAxis: { type: 'value', axisLabel: { color: '#6b7280', formatter: (value: number) => format(value) }, splitLine: { lineStyle: { color: '#e5e7eb' } } },
      series: [
        {
          type: 'bar',
          data: points.map((p) => p.value),
          barMaxWidth: 40,
          label: { show: true, position: 'top', color: '#111827', formatter: (p) => format(Number(p.value)) },
        },
      ],
    },
    width,
    height,
  );
}
