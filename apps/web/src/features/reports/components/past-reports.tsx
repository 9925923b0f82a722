import type { Report } from '@carbon/contracts/reports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cellClasses, DataTable, numberCellClasses } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { reportJobQueryOptions, reportsQueryOptions, saveReportFile } from '../api/report-queries';
import { formatDateTime, formatFileSize } from '../format';

/** The company's past reports, newest first, each one downloadable again once its file exists. */
export function PastReports({ companyId }: { companyId: string }) {
  const { t } = useTranslation('reports');
  const errorText = useErrorText();
  const reports = useQuery(reportsQueryOptions(companyId));

  return (
    <Card title={t('past.title')} description={t('past.description')}>
      {reports.isError ? (
        <InlineAlert onRetry={() => void reports.refetch()} retryLabel={t('actions.retry')}>
          {errorText(reports.error)}
        </InlineAlert>
      ) : !reports.data ? (
        <SkeletonBlock label={t('past.title')} />
      ) : reports.data.items.length === 0 ? (
        <EmptyState title={t('past.empty_title')}>{t('past.empty_body')}</EmptyState>
      ) : (
        <DataTable
          caption={t('past.title')}
          columns={[
            { key: 'kind', label: t('past.columns.kind') },
            { key: 'year', label: t('past.columns.year'), numeric: true },
            { key: 'format', label: t('past.columns.format') },
            { key: 'language', label: t('past.columns.language') },
            { key: 'size', label: t('past.columns.size'), numeric: true },
            { key: 'created', label: t('past.columns.created') },
            { key: 'file', label: t('past.columns.file') },
          ]}
        >
          {reports.data.items.map((report) => (
            <PastReportRow key={report.id} report={report} />
          ))}
        </DataTable>
      )}
    </Card>
  );
}

function PastReportRow({ report }: { report: Report }) {
  const { t } = useTranslation('reports');
  const locale = useLocale();
  const errorText = useErrorText();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setError(null);
    setSaving(true);
    try {
      await saveReportFile(report.id, report.file_name);
    } catch (caught) {
      setError(caught);
    } finally {
      setSaving(false);
    }
  };
  const kind = t(`kinds.${report.kind}`);
  return (
    <tr data-testid="past-report">
      <th scope="row" className={`${cellClasses} font-normal`}>
        {kind}
        {report.product_name && <span className="block text-neutral-600">{report.product_name}</span>}
      </th>
      <td className={numberCellClasses}>{report.period_year}</td>
      <td className={cellClasses}>{t(`formats.${report.format}`)}</td>
      <td className={cellClasses}>{t(`languages.${report.locale}`)}</td>
      <td className={numberCellClasses}>{report.size_bytes === null ? '—' : formatFileSize(report.size_bytes, locale)}</td>
      <td className={`${cellClasses} whitespace-nowrap`}>{formatDateTime(report.created_at, locale)}</td>
      <td className={cellClasses}>
        {report.status === 'succeeded' && report.download_url ? (
          <>
            <Button variant="ghost" size="sm" pending={saving} onClick={() => void download()} aria-label={t('actions.download_file', { name: report.file_name })}>
              {t('actions.download')}
            </Button>
            {error !== null && <p className="mt-1 text-xs text-red-700">{errorText(error)}</p>}
          </>
        ) : report.status === 'failed' ? (
          <span className="text-red-700">{t('past.status.failed')}</span>
        ) : (
          <RunningReport report={report} />
        )}
      </td>
    </tr>
  );
}

/** A report still being produced (perhaps asked for before the user went elsewhere): its job's progress. */
function RunningReport({ report }: { report: Report }) {
  const { t } = useTranslation('reports');
  const job = useQuery(reportJobQueryOptions(report.job_id ?? ''));
  const label = t(`past.status.${report.status}`);
  return (
    <div className="min-w-24 space-y-1">
      <span className="text-neutral-700">{label}</span>
      {report.job_id && <ProgressBar size="sm" value={(job.data?.progress ?? 0) * 100} label={t('past.progress', { name: report.file_name })} />}
    </div>
  );
}
