import type { EChartsCoreOption } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from './card';
import { Chart } from './chart';
import { cellClasses, DataTable, numberCellClasses, tableLinkClasses } from './data-table';

export interface ScopeBreakdownRow {
  key: string;
  label: string;
  /** The scope's hue (SCOPE_COLORS), the same in the chart and as the row's swatch. */
  color: string;
  /** The row's emissions, in words. */
  figure: string;
  /** Where the figure leads (the entries that make it), with the link's accessible name; none: plain text. */
  link: { to: string; label: string } | null;
}

interface ScopeBreakdownCardProps {
  title: string;
  /** The chart's accessible name. */
  chartLabel: string;
  option: EChartsCoreOption;
  rows: readonly ScopeBreakdownRow[];
  /** Prefix of each figure cell's test id (`${prefix}-${row.key}`). */
  testIdPrefix: string;
}

/** A year's emissions by scope (scope 2 by both methods): a bar chart and the table of the same figures. */
export function ScopeBreakdownCard({
  title,
  chartLabel,
  option,
  rows,
  testIdPrefix,
}: ScopeBreakdownCardProps) {
  const { t } = useTranslation('app');
  return (
    <Card title={title} description={t('dashboard.inventory.by_scope_note')}>
      <Chart option={option} label={chartLabel} />
      <DataTable
        caption={title}
        columns={[
          { key: 'scope', label: t('dashboard.inventory.scope') },
          { key: 'emissions', label: t('ledger.table.emissions'), numeric: true },
        ]}
      >
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={`${cellClasses} font-normal`}>
              <span
                aria-hidden="true"
                className="mr-2 inline-block size-2.5 rounded-sm"
                style={{ backgroundColor: row.color }}
              />
              {row.label}
            </th>
            <td className={numberCellClasses} data-testid={`${testIdPrefix}-${row.key}`}>
              {row.link ? (
                <Link to={row.link.to} className={tableLinkClasses} aria-label={row.link.label}>
                  {row.figure}
                </Link>
              ) : (
                row.figure
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </Card>
  );
}
