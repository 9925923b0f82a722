import type { ScenariosReportModel } from '@carbon/contracts/reports';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Chart } from '@/components/ui/chart';
import { cellClasses, DataTable, numberCellClasses } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useEmissionsFormat } from '@/lib/emissions-format';
import { useFormatters } from '@/lib/use-locale';
import { useReportsKit } from '../reports-kit';

/**
 * What the scenarios report says (GET /reports/preview, kind scenarios): the totals, each scenario's financials and
 * assumptions (worded in the document's language by the API), the abatement cost curve and the portfolio trajectory,
 * drawn by the scenarios and portfolio screens' own chart (through the reports kit), numbers in the reader's notation.
 */
export function ScenariosPreview({ model }: { model: ScenariosReportModel }) {
  const { t } = useTranslation('reports');
  const format = useFormatters();
  const emissions = useEmissionsFormat();
  const { MaccChart, trajectoryOption } = useReportsKit();
  const { totals, portfolio } = model;
  const money = (value: number) => format.currency(value);
  const option = useMemo(
    () =>
      trajectoryOption(portfolio, {
        baseline: t('scen.columns.baseline'),
        withScenarios: t('scen.columns.with_scenarios'),
        pathway: t('scen.columns.pathway'),
        unit: 't CO2e',
        emissions,
        number: (value) => format.number(value, 0),
      }),
    [trajectoryOption, portfolio, t, emissions, format],
  );

  return (
    <section aria-label={t('preview.title')} className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold text-neutral-900">{model.title}</h2>
        <p className="text-neutral-700">{t('preview.subtitle', { company: model.company.name, year: model.period_year })}</p>
      </div>

      {model.scenarios.length === 0 ? (
        <Card title={t('scen.summary')}>
          <EmptyState title={t('scen.none')} />
        </Card>
      ) : (
        <>
          <Card title={t('scen.summary')}>
            <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {(
                [
                  ['total_avoided', emissions(totals.annual_avoided_kg_co2e)],
                  ['total_net_capex', money(totals.net_capex_eur)],
                  ['total_savings', money(totals.annual_savings_eur)],
                  ['total_npv', money(totals.npv_eur)],
                ] as const
              ).map(([key, text]) => (
                <div key={key}>
                  <dt className="text-xs font-medium tracking-wide text-neutral-600 uppercase">{t(`scen.${key}`)}</dt>
                  <dd className="mt-1 text-2xl tabular-nums" data-testid={`scenarios-${key}`}>
                    {text}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>

          <Card title={t('scen.financials')}>
            <DataTable
              caption={t('scen.financials')}
              columns={[
                { key: 'name', label: t('scen.columns.name') },
                { key: 'type', label: t('scen.columns.type') },
                { key: 'net_capex', label: t('scen.columns.net_capex'), numeric: true },
                { key: 'savings', label: t('scen.columns.savings'), numeric: true },
                { key: 'payback', label: t('scen.columns.payback'), numeric: true },
                { key: 'npv', label: t('scen.columns.npv'), numeric: true },
                { key: 'cost', label: t('scen.columns.cost_per_t'), numeric: true },
                { key: 'avoided', label: t('scen.columns.avoided'), numeric: true },
              ]}
            >
              {model.scenarios.map((scenario) => {
                const r = scenario.results;
                return (
                  <tr key={scenario.id} data-testid="report-scenario">
                    <th scope="row" className={`${cellClasses} font-normal`}>
                      {scenario.name}
                      <span className="block text-neutral-600">{scenario.site_name}</span>
                    </th>
                    <td className={cellClasses}>{scenario.type_name}</td>
                    <td className={numberCellClasses}>{money(r.net_capex_eur)}</td>
                    <td className={numberCellClasses}>{money(r.annual_savings_eur)}</td>
                    <td className={numberCellClasses}>
                      {r.payback_years === null
                        ? t('scen.payback_none')
                        : t('scen.payback_years', { count: r.payback_years, value: format.number(r.payback_years, 1) })}
                    </td>
                    <td className={numberCellClasses} data-testid="report-scenario-npv">
                      {money(r.npv_eur)}
                    </td>
                    <td className={numberCellClasses}>
                      {r.cost_per_t_co2e_eur === null ? t('scen.cost_none') : t('scen.per_t', { value: money(r.cost_per_t_co2e_eur) })}
                    </td>
                    <td className={numberCellClasses} data-testid="report-scenario-avoided">
                      {emissions(r.annual_avoided_kg_co2e)}
                    </td>
                  </tr>
                );
              })}
            </DataTable>
            <div className="mt-4 space-y-2">
              {model.scenarios.map((scenario) => (
                <details key={scenario.id}>
                  <summary className="cursor-pointer text-sm text-accent-800">{t('scen.assumptions', { name: scenario.name })}</summary>
                  <DataTable
                    caption={t('scen.assumptions', { name: scenario.name })}
                    columns={[
                      { key: 'assumption', label: t('scen.columns.assumption') },
                      { key: 'value', label: t('scen.columns.value') },
                      { key: 'source', label: t('scen.columns.source') },
                    ]}
                  >
                    {scenario.assumptions.map((item) => (
                      <tr key={item.key}>
                        <td className={cellClasses}>{item.label}</td>
                        <td className={`${cellClasses} tabular-nums`}>{item.value}</td>
                        <td className={`${cellClasses} text-neutral-700`}>{item.source}</td>
                      </tr>
                    ))}
                  </DataTable>
                </details>
              ))}
            </div>
          </Card>

          <Card title={t('scen.macc')}>
            <MaccChart macc={model.macc} />
          </Card>
        </>
      )}

      <Card title={t('scen.trajectory')}>
        {portfolio.projections.length === 0 ? (
          <EmptyState title={t('scen.no_base_year')} />
        ) : (
          <div className="space-y-4">
            <Chart option={option} label={t('scen.trajectory_chart')} className="h-80" />
            <DataTable
              caption={t('scen.trajectory')}
              columns={[
                { key: 'year', label: t('scen.columns.year') },
                { key: 'baseline', label: t('scen.columns.baseline'), numeric: true },
                { key: 'with', label: t('scen.columns.with_scenarios'), numeric: true },
                { key: 'pathway', label: t('scen.columns.pathway'), numeric: true },
              ]}
            >
              {portfolio.projections.map((row) => (
                <tr key={row.year} data-testid="report-trajectory-year">
                  <th scope="row" className={`${cellClasses} font-normal`}>
                    {row.year}
                  </th>
                  <td className={numberCellClasses}>{emissions(row.baseline_kg)}</td>
                  <td className={numberCellClasses}>{emissions(row.with_scenarios_kg)}</td>
                  <td className={numberCellClasses}>{emissions(row.pathway_1_5c_kg)}</td>
                </tr>
              ))}
            </DataTable>
          </div>
        )}
      </Card>
    </section>
  );
}
