import type { PublicProductReport } from '@carbon/contracts/products';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/errors';
import { metaDescription, usePageMeta } from '@/lib/page-meta';
import { countryName } from '@/lib/regions';
import { useFormatters } from '@/lib/use-locale';
import { usePublicReport } from '../api/use-public-product-reports';

type TabKey = 'category' | 'detailed' | 'supply_chain';
const STAGES = ['raw_material', 'packaging', 'transport', 'energy', 'waste', 'distribution'] as const;
const linkClasses = 'font-medium text-accent-800 underline underline-offset-2';

/** The fewest decimals (up to 3) that show a stated measure as the company gave it: 3.2 l, 200 cm, 0.125 l. */
function decimalsOf(value: number): number {
  for (let digits = 0; digits < 3; digits += 1) if (Number(value.toFixed(digits)) === value) return digits;
  return 3;
}

function Facts({ rows }: { rows: readonly [string, string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="border-b border-neutral-100 pb-2">
          <dt className="text-xs tracking-wide text-neutral-600 uppercase">{label}</dt>
          <dd className="mt-1 text-neutral-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Method() {
  const { t } = useTranslation('productReports');
  return (
    <section className="mt-8 rounded-lg border border-neutral-200 bg-neutral-50 p-4 text-sm text-neutral-800">
      <h2 className="font-semibold text-neutral-900">{t('report.method_heading')}</h2>
      <p className="mt-2">{t('report.method')}</p>
      <p className="mt-2">{t('report.limits')}</p>
    </section>
  );
}

export function ReportBody({ report }: { report: PublicProductReport }) {
  const { t } = useTranslation('productReports');
  const format = useFormatters();
  const [tab, setTab] = useState<TabKey>('category');
  const notStated = t('report.fields.not_stated');
  const kg = (value: number) => format.number(value, 3);
  const emissions = `${kg(report.kg_co2e_per_unit)} ${t('report.per_unit', { unit: report.unit })}`;
  const cost = report.cost_per_unit === null ? notStated : format.currency(report.cost_per_unit, report.currency);
  const routes = report.lines.filter((line) => line.kind === 'transport').map((line) => line.label);
  const origin = [report.origin_country ? countryName(report.origin_country, format.locale) : null, ...routes].filter(Boolean).join(' · ');
  const volume =
    report.volume === null || report.volume === undefined ? notStated : `${format.number(report.volume, decimalsOf(report.volume))} ${report.volume_unit ?? ''}`.trim();
  const dimensions = report.dimensions_cm;
  const size = dimensions
    ? t('report.size_cm', {
        length: format.number(dimensions.length, decimalsOf(dimensions.length)),
        width: format.number(dimensions.width, decimalsOf(dimensions.width)),
        height: format.number(dimensions.height, decimalsOf(dimensions.height)),
      })
    : report.size || notStated;

  const categoryPanel = (
    <Facts
      rows={[
        [t('report.fields.category'), report.category],
        [t('report.fields.processing_state'), report.processing_state ? t(`report.processing_states.${report.processing_state}`) : notStated],
        [t('report.fields.unit'), report.unit],
        [t('report.fields.emissions'), emissions],
        [t('report.fields.cost'), cost],
        [t('report.fields.quality'), `${report.data_quality.rating} (${format.number(report.data_quality.score, 1)})`],
      ]}
    />
  );

  const detailedPanel = (
    <div className="space-y-6">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-neutral-900">{t('report.stage_caption')}</caption>
        <tbody>
          {STAGES.map((stage) => (
            <tr key={stage} className="border-b border-neutral-100">
              <th scope="row" className="py-2 pr-3 font-normal text-neutral-800">
                {t(`report.stages.${stage}`)}
              </th>
              <td className="py-2 text-right tabular-nums">{kg(report.by_stage[stage])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-neutral-900">{t('report.lines_caption')}</caption>
          <thead>
            <tr className="border-b border-neutral-200 text-xs text-neutral-600 uppercase">
              <th scope="col" className="py-2 pr-3">{t('report.line.label')}</th>
              <th scope="col" className="py-2 pr-3">{t('report.line.stage')}</th>
              <th scope="col" className="py-2 pr-3 text-right">{t('report.line.quantity')}</th>
              <th scope="col" className="py-2 pr-3">{t('report.line.factor')}</th>
              <th scope="col" className="py-2 pr-3">{t('report.line.source')}</th>
              <th scope="col" className="py-2 text-right">{t('report.line.emissions')}</th>
            </tr>
          </thead>
          <tbody>
            {report.lines.map((line, index) => (
              <tr key={index} className="border-b border-neutral-100 align-top">
                <th scope="row" className="py-2 pr-3 font-normal">{line.label}</th>
                <td className="py-2 pr-3">{t(`report.stages.${line.stage}`)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {format.number(line.quantity_per_unit, 4)} {line.unit}
                </td>
                <td className="py-2 pr-3">
                  {line.factor
                    ? `${line.factor.name} · ${format.number(line.factor.kg_co2e_per_unit, 4)} kg CO2e/${line.factor.unit}`
                    : t('report.line.no_factor')}
                </td>
                <td className="py-2 pr-3">
                  {line.factor ? [line.factor.source, line.factor.version].filter(Boolean).join(' ') : '—'}
                </td>
                <td className="py-2 text-right tabular-nums">{kg(line.kg_co2e_per_unit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );

  const supplyChainPanel = (
    <Facts
      rows={[
        [t('report.fields.origin'), origin || notStated],
        [t('report.fields.weight'), `${format.number(report.weight_per_unit_kg, 3)} kg`],
        [t('report.fields.volume'), volume],
        [t('report.fields.size'), size],
        [t('report.fields.emissions'), emissions],
        [t('report.fields.cost'), cost],
      ]}
    />
  );

  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <Link to="/product-reports" className={linkClasses}>
        {t('report.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-semibold text-neutral-900">{report.name}</h1>
      <p className="mt-2 text-neutral-700">
        {t('report.by_company', { company: report.company_name, date: format.date(report.published_at) })}
      </p>
      {report.description ? <p className="mt-3 text-neutral-800">{report.description}</p> : null}
      <p className="mt-6 text-4xl font-semibold text-neutral-900 tabular-nums">
        {kg(report.kg_co2e_per_unit)} <span className="text-base font-normal text-neutral-700">{t('report.per_unit', { unit: report.unit })}</span>
      </p>
      <Tabs
        className="mt-8"
        label={t('report.tabs_label')}
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'category', label: t('report.tabs.category'), panel: categoryPanel },
          { value: 'detailed', label: t('report.tabs.detailed'), panel: detailedPanel },
          { value: 'supply_chain', label: t('report.tabs.supply_chain'), panel: supplyChainPanel },
        ]}
      />
      <Method />
    </article>
  );
}

function ReportMeta({ report }: { report: PublicProductReport }) {
  const { t } = useTranslation('productReports');
  const format = useFormatters();
  // The figure first, so it survives the description's cut at about 160 characters; then the company's own words.
  const figure = t('report.meta_fallback', {
    name: report.name,
    company: report.company_name,
    value: format.number(report.kg_co2e_per_unit, 3),
    unit: report.unit,
  });
  usePageMeta({
    title: t('report.document_title', { name: report.name }),
    description: metaDescription(report.description ? `${figure} ${report.description}` : figure),
  });
  return null;
}

/** /product-reports/{slug}: rendered client-side in the public layout; an unknown or withdrawn slug is the public 404. */
export function ReportPage({ slug, notFound }: { slug: string; /** The public not-found page (app/routes). */ notFound: ReactNode }) {
  const { t } = useTranslation('productReports');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const state = usePublicReport(slug);
  if (state.status === 'error' && state.error instanceof ApiError && (state.error.status === 404 || state.error.status === 422)) {
    return notFound;
  }
  if (state.status === 'error') {
    return (
      <div className="mx-auto max-w-4xl px-4 py-12">
        <InlineAlert title={errorText(state.error)} retryLabel={tCommon('actions.retry')} onRetry={state.retry} />
      </div>
    );
  }
  if (state.status !== 'success') {
    return (
      <div className="mx-auto max-w-4xl px-4 py-12" aria-busy="true">
        <span className="sr-only">{t('report.loading')}</span>
        <Skeleton className="h-10 w-2/3" />
      </div>
    );
  }
  return (
    <>
      <ReportMeta report={state.data} />
      <ReportBody report={state.data} />
    </>
  );
}
