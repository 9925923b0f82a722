import type { PublicProductReport } from '@carbon/contracts/products';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/errors';
import { useFormatters } from '@/lib/use-locale';
import { REPORT_LIST_PAGE_SIZE as PAGE_SIZE } from '../api/preloaded';
import { usePublicReports, usePublishedReports } from '../api/use-public-product-reports';

const STAGES = ['raw_material', 'packaging', 'transport', 'energy', 'waste', 'distribution'] as const;
const linkClasses = 'font-medium text-accent-800 underline underline-offset-2';

/** Two or more reports side by side: one column a report, one row a fact. */
function Comparison({ slugs }: { slugs: readonly string[] }) {
  const { t } = useTranslation('productReports');
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const state = usePublicReports(slugs);
  if (state.status === 'error') {
    return <InlineAlert title={errorText(state.error)} retryLabel={tCommon('actions.retry')} onRetry={state.retry} />;
  }
  if (state.status !== 'success') return <p className="text-neutral-700">{t('compare.loading')}</p>;
  const reports = state.data;
  const rows: [string, (report: PublicProductReport) => string][] = [
    [t('columns.company'), (r) => r.company_name],
    [t('columns.category'), (r) => r.category],
    [t('report.fields.unit'), (r) => r.unit],
    [t('columns.emissions'), (r) => `${format.number(r.kg_co2e_per_unit, 3)} ${t('report.per_unit', { unit: r.unit })}`],
    [t('report.fields.weight'), (r) => `${format.number(r.weight_per_unit_kg, 3)} kg`],
    [t('report.fields.cost'), (r) => (r.cost_per_unit === null ? t('report.fields.not_stated') : format.currency(r.cost_per_unit, r.currency))],
    ...STAGES.map((stage): [string, (report: PublicProductReport) => string] => [
      t(`report.stages.${stage}`),
      (r) => format.number(r.by_stage[stage], 3),
    ]),
  ];
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold text-neutral-900">{t('compare.heading')}</h2>
      <div className="mt-4 overflow-x-auto rounded-lg border border-neutral-200">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('compare.caption')}</caption>
          <thead className="bg-neutral-50">
            <tr>
              <td />
              {reports.map((report) => (
                <th key={report.slug} scope="col" className="px-3 py-2 font-semibold">
                  <Link to={`/product-reports/${report.slug}`} className={linkClasses}>
                    {report.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label} className="border-t border-neutral-100">
                <th scope="row" className="px-3 py-2 font-normal text-neutral-700">{label}</th>
                {reports.map((report) => (
                  <td key={report.slug} className="px-3 py-2 tabular-nums">{value(report)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** /product-reports: the published reports, with checkboxes to compare two or more side by side. */
export function ReportList() {
  const { t } = useTranslation('productReports');
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [compared, setCompared] = useState<string[]>([]);
  const state = usePublishedReports(PAGE_SIZE, offset);
  const toggle = (slug: string) =>
    setSelected((current) => (current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug]));

  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-semibold text-neutral-900">{t('list.heading')}</h1>
      <p className="mt-3 text-neutral-700">{t('list.intro')}</p>
      <p className="mt-2">
        <Link to="/product-match" className={linkClasses}>
          {t('list.match_link')}
        </Link>
      </p>
      <div className="mt-8">
        {state.status === 'error' ? (
          <InlineAlert title={errorText(state.error)} retryLabel={tCommon('actions.retry')} onRetry={state.retry} />
        ) : state.status !== 'success' ? (
          <Skeleton className="h-40 w-full" />
        ) : state.data.items.length === 0 ? (
          <EmptyState title={t('list.empty')} />
        ) : (
          <>
            <div className="overflow-x-auto rounded-lg border border-neutral-200">
              <table className="w-full border-collapse text-left text-sm">
                <thead className="bg-neutral-50">
                  <tr className="border-b border-neutral-200 text-xs tracking-wide text-neutral-600 uppercase">
                    <td className="px-3 py-2" />
                    <th scope="col" className="px-3 py-2">{t('columns.product')}</th>
                    <th scope="col" className="px-3 py-2">{t('columns.category')}</th>
                    <th scope="col" className="px-3 py-2">{t('columns.company')}</th>
                    <th scope="col" className="px-3 py-2 text-right">{t('columns.emissions')}</th>
                    <th scope="col" className="px-3 py-2">{t('columns.published')}</th>
                  </tr>
                </thead>
                <tbody>
                  {state.data.items.map((item) => (
                    <tr key={item.slug} className="border-b border-neutral-100">
                      <td className="px-3 py-2">
                        <input
                          type="checkbox"
                          aria-label={t('list.select', { name: item.name })}
                          checked={selected.includes(item.slug)}
                          onChange={() => toggle(item.slug)}
                        />
                      </td>
                      <th scope="row" className="px-3 py-2 font-normal">
                        <Link to={`/product-reports/${item.slug}`} className={linkClasses}>
                          {item.name}
                        </Link>
                      </th>
                      <td className="px-3 py-2">{item.category}</td>
                      <td className="px-3 py-2">{item.company_name}</td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {format.number(item.kg_co2e_per_unit, 3)} {t('report.per_unit', { unit: item.unit })}
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">{format.date(item.published_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <button
                type="button"
                className={buttonClasses('primary', 'md')}
                disabled={selected.length < 2}
                onClick={() => setCompared(selected)}
              >
                {t('list.compare', { count: selected.length })}
              </button>
              {selected.length < 2 ? <span className="text-sm text-neutral-600">{t('list.compare_hint')}</span> : null}
              {compared.length > 0 ? (
                <button type="button" className={buttonClasses('secondary', 'md')} onClick={() => { setCompared([]); setSelected([]); }}>
                  {t('list.clear')}
                </button>
              ) : null}
              <span className="ml-auto flex gap-2">
                <button type="button" className={buttonClasses('secondary', 'sm')} disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
                  {t('list.previous')}
                </button>
                <button
                  type="button"
                  className={buttonClasses('secondary', 'sm')}
                  disabled={offset + PAGE_SIZE >= state.data.total}
                  onClick={() => setOffset(offset + PAGE_SIZE)}
                >
                  {t('list.next')}
                </button>
              </span>
            </div>
          </>
        )}
      </div>
      {compared.length >= 2 ? <Comparison slugs={compared} /> : null}
    </div>
  );
}
