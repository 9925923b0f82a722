import type { Site } from '@carbon/contracts/companies';
import {
  importEntryFields,
  requiredImportFields,
  type FecResult,
  type ImportMapping,
  type ImportResult,
} from '@carbon/contracts/import';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/field';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ApiError } from '@/lib/api-client';
import { useEmissionsFormat } from '@/lib/emissions-format';
import { useErrorText } from '@/lib/errors';
import { useLocalizedPath } from '@/lib/localized-path';
import { useFormatters } from '@/lib/use-locale';
import {
  importEntitlementsQueryOptions,
  importJobQueryOptions,
  importMappingQueryOptions,
  uploadEntries,
  uploadFec,
} from '../api/import-queries';
import { ImportPreviewTable } from './import-preview-table';

export interface ImportEntriesSectionProps {
  companyId: string;
  year: number;
  sites: readonly Pick<Site, 'id' | 'name'>[];
  /** Viewers see nothing to import. */
  canEdit: boolean;
}

/** Bulk import of ledger entries from a CSV/Excel file, and of a FEC as spend-based entries (Pro and Enterprise). */
export function ImportEntriesSection({ companyId, year, sites, canEdit }: ImportEntriesSectionProps) {
  if (!canEdit) return null;
  return (
    <div className="space-y-4">
      <EntriesImportCard companyId={companyId} year={year} />
      <FecImportCard companyId={companyId} year={year} sites={sites} />
    </div>
  );
}

/** Row errors of a refused write (422 import_rows_invalid): loc ['body', 'file', row, field]. */
function RefusalDetails({ error }: { error: unknown }) {
  const errorText = useErrorText();
  if (!error) return null;
  const rows =
    error instanceof ApiError
      ? error.fieldIssues.filter((issue) => issue.loc[1] === 'file' && issue.loc.length === 4)
      : [];
  return (
    <InlineAlert>
      <p>{errorText(error)}</p>
      {rows.length > 1 && (
        <ul className="mt-1 list-disc pl-5">
          {rows.slice(0, 20).map((issue) => (
            <li
              key={issue.loc.join('.')}
            >{`${String(issue.loc[2])} · ${String(issue.loc[3])}: ${issue.msg}`}</li>
          ))}
        </ul>
      )}
    </InlineAlert>
  );
}

function EntriesImportCard({ companyId, year }: { companyId: string; year: number }) {
  const { t } = useTranslation('import');
  const emissions = useEmissionsFormat();
  const queryClient = useQueryClient();
  const remembered = useQuery(importMappingQueryOptions(companyId));
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [written, setWritten] = useState<number | null>(null);
  const hintId = useId();

  const previewMutation = useMutation({
    mutationFn: (next: { file: File; mapping: ImportMapping | null }) =>
      uploadEntries({ companyId, year, file: next.file, mapping: next.mapping, dryRun: true }),
    onSuccess: (answer) => {
      if ('job_id' in answer) return;
      setPreview(answer);
      // Prefilled from the mapping the server used: the remembered one, or the file's headers named like the fields.
      setMapping((current) => current ?? answer.mapping);
    },
  });
  const confirmMutation = useMutation({
    mutationFn: () => uploadEntries({ companyId, year, file: file!, mapping, dryRun: false }),
    onSuccess: async (answer) => {
      if ('job_id' in answer) setJobId(answer.job_id);
      else setWritten(answer.written);
      await queryClient.invalidateQueries();
    },
  });
  const job = useQuery({ ...importJobQueryOptions(jobId ?? ''), enabled: jobId !== null });

  const reset = () => {
    setFile(null);
    setMapping(null);
    setPreview(null);
    setJobId(null);
    setWritten(null);
    previewMutation.reset();
    confirmMutation.reset();
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    reset();
    setFile(chosen);
    if (chosen) previewMutation.mutate({ file: chosen, mapping: null });
  };

  const onMap = (field: (typeof importEntryFields)[number], header: string) => {
    const next: ImportMapping = { ...(mapping ?? {}) };
    if (header === '') delete next[field];
    else next[field] = header;
    setMapping(next);
  };

  const jobWritten = job.data?.status === 'succeeded' ? Number(job.data.result?.written ?? 0) : null;
  const headers = preview?.headers ?? [];
  const mappingComplete = requiredImportFields.every((field) => mapping?.[field]);

  return (
    <Card title={t('entries.title')} description={t('entries.description')}>
      <div className="space-y-4">
        <div>
          <label className="block">
            <span className="font-medium text-neutral-800">{t('entries.file_label')}</span>
            <input
              type="file"
              accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={onFile}
              aria-describedby={hintId}
              className="mt-1 block"
            />
          </label>
          <p id={hintId} className="mt-1 text-sm text-neutral-600">
            {t('entries.file_hint')}
          </p>
        </div>
        {previewMutation.error && <RefusalDetails error={previewMutation.error} />}
        {preview && headers.length > 0 && (
          <fieldset className="space-y-2">
            <legend className="font-medium text-neutral-800">{t('entries.mapping_title')}</legend>
            <p className="text-sm text-neutral-600">{t('entries.mapping_hint')}</p>
            <div className="grid gap-3 sm:grid-cols-3">
              {importEntryFields.map((field) => (
                <SelectField
                  key={field}
                  label={t(`entries.fields.${field}`)}
                  required={requiredImportFields.includes(field)}
                  value={mapping?.[field] ?? ''}
                  placeholder={t('entries.not_mapped')}
                  options={headers.map((header) => ({ value: header, label: header }))}
                  onChange={(event) => onMap(field, event.target.value)}
                />
              ))}
            </div>
            <Button
              variant="secondary"
              disabled={!file || !mappingComplete}
              pending={previewMutation.isPending}
              onClick={() =>
                file && previewMutation.mutate({ file, mapping: mapping ?? remembered.data?.mapping ?? null })
              }
            >
              {t('entries.preview')}
            </Button>
          </fieldset>
        )}
        {preview && preview.results.length > 0 && (
          <div className="space-y-2">
            <p className="font-medium">
              {t('entries.summary', {
                valid: preview.valid,
                count: preview.rows,
                total: emissions(preview.total_co2e_kg),
              })}
            </p>
            {preview.errors.length > 0 && <InlineAlert tone="info">{t('entries.errors_block')}</InlineAlert>}
            <ImportPreviewTable result={preview} />
          </div>
        )}
        {confirmMutation.error && <RefusalDetails error={confirmMutation.error} />}
        {jobId && job.data && job.data.status !== 'succeeded' && job.data.status !== 'failed' && (
          <ProgressBar value={job.data.progress * 100} label={t('entries.job_running')} />
        )}
        {job.data?.status === 'failed' && (
          <InlineAlert>{job.data.error?.detail ?? t('entries.job_failed')}</InlineAlert>
        )}
        {(written !== null || jobWritten !== null) && (
          <InlineAlert tone="success">
            {t('entries.written', { count: written ?? jobWritten ?? 0 })}
          </InlineAlert>
        )}
        <div className="flex flex-wrap gap-2">
          {preview && preview.errors.length === 0 && preview.valid > 0 && written === null && !jobId && (
            <Button pending={confirmMutation.isPending} onClick={() => confirmMutation.mutate()}>
              {t('entries.confirm', { count: preview.valid })}
            </Button>
          )}
          {file && (
            <Button variant="ghost" onClick={reset}>
              {t('entries.start_over')}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}

function FecImportCard({
  companyId,
  year,
  sites,
}: {
  companyId: string;
  year: number;
  sites: readonly Pick<Site, 'id' | 'name'>[];
}) {
  const { t } = useTranslation('import');
  const emissions = useEmissionsFormat();
  const format = useFormatters();
  const href = useLocalizedPath();
  const queryClient = useQueryClient();
  const entitlements = useQuery(importEntitlementsQueryOptions(companyId));
  const [file, setFile] = useState<File | null>(null);
  const [siteId, setSiteId] = useState(sites[0]?.id ?? '');
  const [review, setReview] = useState<FecResult | null>(null);
  const [written, setWritten] = useState<number | null>(null);
  const reviewMutation = useMutation({
    mutationFn: () => uploadFec({ companyId, year, siteId, file: file!, dryRun: true }),
    onSuccess: setReview,
  });
  const confirmMutation = useMutation({
    mutationFn: () => uploadFec({ companyId, year, siteId, file: file!, dryRun: false }),
    onSuccess: async (answer) => {
      setWritten(answer.written);
      await queryClient.invalidateQueries();
    },
  });

  if (entitlements.data && !entitlements.data.limits.invoice_import) {
    return (
      <Card title={t('fec.title')} description={t('fec.description')}>
        <InlineAlert tone="info">
          {t('fec.upgrade')}{' '}
          <Link to={href('/pricing')} className="underline">
            {t('fec.upgrade_link')}
          </Link>
        </InlineAlert>
      </Card>
    );
  }

  return (
    <Card title={t('fec.title')} description={t('fec.description')}>
      <div className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="block">
            <span className="font-medium text-neutral-800">{t('fec.file_label')}</span>
            <input
              type="file"
              accept=".txt,.csv,text/plain"
              className="mt-1 block"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setReview(null);
                setWritten(null);
              }}
            />
          </label>
          <SelectField
            label={t('fec.site_label')}
            value={siteId}
            options={sites.map((site) => ({ value: site.id, label: site.name }))}
            onChange={(event) => setSiteId(event.target.value)}
          />
        </div>
        <Button
          variant="secondary"
          disabled={!file || !siteId}
          pending={reviewMutation.isPending}
          onClick={() => reviewMutation.mutate()}
        >
          {t('fec.review')}
        </Button>
        {reviewMutation.error && <RefusalDetails error={reviewMutation.error} />}
        {review && (
          <div className="space-y-2 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-neutral-200 text-neutral-600">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    {t('fec.columns.account')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('fec.columns.label')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('fec.columns.amount')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('fec.columns.factor')}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t('fec.columns.co2e')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {review.lines.map((line) => (
                  <tr key={line.account} className="border-b border-neutral-100 align-top">
                    <td className="py-2 pr-3 tabular-nums">{line.account}</td>
                    <td className="py-2 pr-3">{line.label}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{format.currency(line.amount_eur)}</td>
                    <td className="py-2 pr-3">
                      {line.factor.name}
                      <span className="block text-neutral-600">
                        {t('fec.factor_value', {
                          value: format.number(line.factor.kg_co2e_per_unit),
                          unit: line.factor.unit,
                        })}{' '}
                        · {line.factor.source}
                      </span>
                    </td>
                    <td className="py-2 text-right tabular-nums">{emissions(line.co2e_kg)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="font-medium">{t('fec.total', { total: emissions(review.total_co2e_kg) })}</p>
            {review.unmapped.length > 0 && (
              <details>
                <summary>{t('fec.unmapped_title')}</summary>
                <p className="text-sm text-neutral-600">{t('fec.unmapped_hint')}</p>
                <ul className="text-sm">
                  {review.unmapped.map((line) => (
                    <li
                      key={line.account}
                    >{`${line.account} ${line.label}: ${format.currency(line.amount_eur)}`}</li>
                  ))}
                </ul>
              </details>
            )}
            {written === null ? (
              <Button pending={confirmMutation.isPending} onClick={() => confirmMutation.mutate()}>
                {t('fec.confirm', { count: review.lines.length })}
              </Button>
            ) : (
              <InlineAlert tone="success">{t('fec.written', { count: written })}</InlineAlert>
            )}
            {confirmMutation.error && <RefusalDetails error={confirmMutation.error} />}
          </div>
        )}
      </div>
    </Card>
  );
}
