import { PRODUCT_STAGES, type Footprint } from '@carbon/contracts/products';
import type { EChartsCoreOption } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { factorHref } from '@/components/factors/factor-search-panel';
import { Card } from '@/components/ui/card';
import { Chart } from '@/components/ui/chart';
import { cellClasses, DataTable, numberCellClasses, tableLinkClasses } from '@/components/ui/data-table';
import { useFormatters } from '@/lib/use-locale';

/** The footprint per unit: a chart by stage and the table of lines, each figure opening to how it was made. */
export function FootprintView({
  name,
  unit,
  footprint,
}: {
  name: string;
  unit: string;
  footprint: Footprint;
}) {
  const { t } = useTranslation('products');
  const { t: tApp } = useTranslation('app');
  // The declared unit in words ("unit" → "unité"), from the ledger's unit names of the shared app catalog.
  const unitName = (code: string) =>
    tApp(`ledger.units.${code.replaceAll('.', '_')}` as 'ledger.units.kg', { defaultValue: code });
  const format = useFormatters();
  const total = footprint.kg_co2e_per_unit;
  const share = (value: number) => (total > 0 ? format.percent((value / total) * 100) : '—');
  const stages = PRODUCT_STAGES.map((stage) => ({
    stage,
    name: t(`stages.${stage}`),
    value: footprint.by_stage[stage],
  }));
  const option: EChartsCoreOption = {
    aria: { enabled: true },
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => `${format.number(value, 3)} kg CO2e` },
    grid: { left: 8, right: 8, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', name: 'kg CO2e' },
    yAxis: { type: 'category', data: stages.map((item) => item.name) },
    series: [{ type: 'bar', data: stages.map((item) => item.value) }],
  };

  return (
    <div className="space-y-6">
      <Card
        title={t('view.footprint', { unit: unitName(unit) })}
        description={t('view.total', { value: `${format.number(total, 3)} kg CO2e` })}
      >
        <p className="mb-3 text-sm text-neutral-700">
          {t('view.data_quality_value', {
            rating: t(`view.ratings.${footprint.data_quality.rating}`),
            score: format.number(footprint.data_quality.score, 1),
          })}
        </p>
        {footprint.mass_balance.warning && footprint.mass_balance.declared_kg !== null && (
          <p role="status" className="mb-3 text-sm text-amber-800">
            {t('view.mass_warning', {
              lines: format.number(footprint.mass_balance.lines_kg, 3),
              declared: format.number(footprint.mass_balance.declared_kg, 3),
              difference: format.number(footprint.mass_balance.difference_percent ?? 0, 1),
            })}
          </p>
        )}
        <h3 className="font-medium">{t('view.by_stage')}</h3>
        <Chart option={option} label={t('view.chart_label', { name })} className="h-64" />
        <DataTable
          caption={t('view.by_stage')}
          columns={[
            { key: 'stage', label: t('view.stage') },
            { key: 'co2e', label: t('view.co2e'), numeric: true },
            { key: 'share', label: t('view.share'), numeric: true },
          ]}
        >
          {stages.map((item) => (
            <tr key={item.stage}>
              <td className={cellClasses}>{item.name}</td>
              <td className={numberCellClasses}>{format.number(item.value, 3)}</td>
              <td className={numberCellClasses}>{share(item.value)}</td>
            </tr>
          ))}
        </DataTable>
      </Card>

      <Card title={t('view.lines')}>
        <DataTable
          caption={t('view.lines')}
          columns={[
            { key: 'line', label: t('view.line') },
            { key: 'stage', label: t('view.stage') },
            { key: 'quantity', label: t('view.quantity'), numeric: true },
            { key: 'co2e', label: t('view.co2e'), numeric: true },
          ]}
        >
          {footprint.lines.map((line) => (
            <tr key={line.id}>
              <td className={cellClasses}>
                {line.product_id ? (
                  <Link to={`/products/view/${line.product_id}`} className={tableLinkClasses}>
                    {line.label}
                  </Link>
                ) : (
                  line.label
                )}
              </td>
              <td className={cellClasses}>{t(`stages.${line.stage}`)}</td>
              <td className={numberCellClasses}>
                {format.number(line.quantity_per_unit, 4)} {line.unit}
              </td>
              <td className={numberCellClasses}>
                <details>
                  <summary className="cursor-pointer" aria-label={`${t('view.how')}: ${line.label}`}>
                    {format.number(line.kg_co2e_per_unit, 4)}
                  </summary>
                  <div className="mt-1 space-y-1 text-left text-xs whitespace-normal text-neutral-700">
                    {line.factor ? (
                      <>
                        <p>
                          {t('view.calculation', {
                            quantity: format.number(line.quantity_per_unit, 4),
                            unit: line.unit,
                            factor: format.number(line.factor.kg_co2e_per_unit, 4),
                            factor_unit: line.factor.unit,
                            value: format.number(line.kg_co2e_per_unit, 4),
                          })}
                        </p>
                        <p>
                          {t('view.factor')}:{' '}
                          {line.factor.id ? (
                            <Link to={factorHref(line.factor.id)} className={tableLinkClasses}>
                              {line.factor.name}
                            </Link>
                          ) : (
                            line.factor.name
                          )}
                        </p>
                        <p>
                          {t('view.source')}: {line.factor.source}
                          {line.factor.version ? ` · ${t('view.version')} ${line.factor.version}` : ''}
                        </p>
                      </>
                    ) : (
                      <p>{t('view.no_factor')}</p>
                    )}
                  </div>
                </details>
              </td>
            </tr>
          ))}
        </DataTable>
      </Card>
    </div>
  );
}
