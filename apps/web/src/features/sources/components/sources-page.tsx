import type { FactorSourcesResponse } from '@carbon/contracts/emission-factors';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/errors';
import { useFormatters } from '@/lib/use-locale';
import { useFactorSources } from '../api/use-factor-sources';

const linkClasses = 'font-medium text-accent-800 underline underline-offset-2';

const columns = [
  { key: 'dataset', numeric: false },
  { key: 'version', numeric: false },
  { key: 'licence', numeric: false },
  { key: 'factors', numeric: true },
  { key: 'rows', numeric: true },
  { key: 'imported_at', numeric: false },
] as const;

function DatasetsTable({ data }: { data: FactorSourcesResponse }) {
  const { t } = useTranslation('sources');
  const format = useFormatters();
  return (
    <div className="relative overflow-x-auto rounded-lg border border-neutral-200">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="bg-neutral-50">
          <tr className="border-b border-neutral-200 text-xs tracking-wide text-neutral-600 uppercase">
            {columns.map(({ key, numeric }) => (
              <th key={key} scope="col" className={numeric ? 'px-3 py-2 text-right font-semibold' : 'px-3 py-2 font-semibold'}>
                {t(`table.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.datasets.map((dataset) => (
            <tr key={`${dataset.source}:${dataset.dataset_version}`} className="border-b border-neutral-100 align-top">
              <th scope="row" className="px-3 py-2 font-normal">
                <span className="block font-medium text-neutral-900">{dataset.title}</span>
                <span className="block text-xs text-neutral-600">{dataset.publisher}</span>
              </th>
              <td className="px-3 py-2 text-neutral-800">{dataset.dataset_version}</td>
              <td className="px-3 py-2 text-neutral-800">
                {dataset.licence_url ? (
                  <a href={dataset.licence_url} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                    {dataset.licence}
                    <span className="sr-only"> {t('opens_new_tab')}</span>
                  </a>
                ) : (
                  dataset.licence
                )}
              </td>
              <td className="px-3 py-2 text-right font-medium text-neutral-900 tabular-nums">{format.integer(dataset.valid_count)}</td>
              <td className="px-3 py-2 text-right text-neutral-700 tabular-nums">{format.integer(dataset.factor_count)}</td>
              <td className="px-3 py-2 whitespace-nowrap text-neutral-800">{format.date(dataset.imported_at)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-neutral-300 bg-neutral-50">
            <th scope="row" colSpan={3} className="px-3 py-2 text-left font-semibold text-neutral-900">
              {t('table.total')}
            </th>
            <td className="px-3 py-2 text-right font-semibold text-neutral-900 tabular-nums">{format.integer(data.total)}</td>
            <td className="px-3 py-2 text-right font-semibold text-neutral-700 tabular-nums">{format.integer(data.total_rows)}</td>
            <td className="px-3 py-2" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function LoadingTable({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3 rounded-lg border border-neutral-200 p-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex gap-4" aria-hidden="true">
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}

/**
 * The climate data the scenario models ship with (packages/carbon/src/scenarios/data/SOURCES.md): not emission
 * factors, so not in the API's list, but their licences (CC BY-SA 4.0, CC BY 4.0) ask for the same credit. Static:
 * shown whatever the factor library's state. The English attributions together are the models' own
 * CLIMATE_DATA_ATTRIBUTION (sources-page.test.tsx checks it).
 */
const MODEL_DATASETS = [
  {
    key: 'sunshine',
    url: 'https://en.wikipedia.org/wiki/List_of_cities_by_sunshine_duration',
    licence: 'CC BY-SA 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
  },
  {
    key: 'geonames',
    url: 'https://www.geonames.org/',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  },
] as const;

function ModelDatasets() {
  const { t } = useTranslation('sources');
  return (
    <section aria-labelledby="sources-models" className="space-y-3 border-t border-neutral-200 pt-6">
      <h2 id="sources-models" className="text-xl font-semibold text-neutral-900">
        {t('models.title')}
      </h2>
      <p className="max-w-3xl text-neutral-700">{t('models.lead')}</p>
      <ul aria-label={t('models.caption')} className="space-y-3">
        {MODEL_DATASETS.map((dataset) => (
          <li key={dataset.key} className="rounded-md border border-neutral-200 bg-neutral-50 p-4">
            <p className="font-medium text-neutral-900">
              <a href={dataset.url} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                {t(`models.${dataset.key}.name`)}
                <span className="sr-only"> {t('opens_new_tab')}</span>
              </a>
            </p>
            <p className="text-xs text-neutral-600">{t(`models.${dataset.key}.publisher`)}</p>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="font-medium text-neutral-700">{t('models.origin')}</dt>
              <dd className="text-neutral-800">{t(`models.${dataset.key}.origin`)}</dd>
              <dt className="font-medium text-neutral-700">{t('models.licence')}</dt>
              <dd className="text-neutral-800">
                <a
                  href={dataset.licenceUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClasses}
                >
                  {dataset.licence}
                  <span className="sr-only"> {t('opens_new_tab')}</span>
                </a>
              </dd>
              <dt className="font-medium text-neutral-700">{t('models.use')}</dt>
              <dd className="text-neutral-800">{t(`models.${dataset.key}.use`)}</dd>
              <dt className="font-medium text-neutral-700">{t('models.attribution')}</dt>
              <dd className="text-neutral-800">{t(`models.${dataset.key}.attribution`)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /sources: the open datasets behind every emission factor, with their versions, licences and attributions. */
export function SourcesPage() {
  const { t } = useTranslation('sources');
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const sources = useFactorSources();

  let content;
  if (sources.status === 'loading') {
    content = <LoadingTable label={tCommon('status.loading')} />;
  } else if (sources.status === 'error') {
    content = (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={sources.retry}>
        {errorText(sources.error)}
      </InlineAlert>
    );
  } else if (sources.data.datasets.length === 0) {
    content = <EmptyState title={t('empty_title')}>{t('empty_body')}</EmptyState>;
  } else {
    const { data } = sources;
    content = (
      <>
        <p className="text-neutral-800">
          {t(data.imported_at ? 'summary' : 'summary_no_date', {
            factors: t('factor_count', { count: data.total, number: format.integer(data.total) }),
            datasets: t('dataset_count', { count: data.datasets.length }),
            date: data.imported_at ? format.date(data.imported_at) : '',
          })}
        </p>
        <DatasetsTable data={data} />
        <p className="text-sm text-neutral-600">{t('counts_note')}</p>

        <section aria-labelledby="sources-attributions" className="space-y-3 pt-4">
          <h2 id="sources-attributions" className="text-xl font-semibold text-neutral-900">
            {t('attributions.title')}
          </h2>
          <p className="text-neutral-700">{t('attributions.lead')}</p>
          <ul className="space-y-3">
            {data.datasets.map((dataset) => (
              <li key={`${dataset.source}:${dataset.dataset_version}`} className="rounded-md border border-neutral-200 bg-neutral-50 p-4">
                <p className="font-medium text-neutral-900">
                  {t('attributions.dataset', { title: dataset.title, version: dataset.dataset_version })}
                </p>
                <p className="mt-1 text-neutral-800">{dataset.attribution}</p>
              </li>
            ))}
          </ul>
        </section>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-12">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight text-neutral-900">{t('title')}</h1>
        <p className="mt-3 max-w-3xl text-neutral-700">{t('lead')}</p>
      </div>
      {content}
      <ModelDatasets />
      <section aria-labelledby="sources-method" className="space-y-2 border-t border-neutral-200 pt-6">
        <h2 id="sources-method" className="text-xl font-semibold text-neutral-900">
          {t('method.title')}
        </h2>
        <p className="max-w-3xl text-neutral-700">{t('method.body')}</p>
        <Link to="/ef-search" className={buttonClasses('secondary', 'md', 'mt-2')}>
          {t('method.search_link')}
        </Link>
      </section>
    </div>
  );
}
