import { REPORT_FORMATS, REPORT_KINDS, reportJobResultSchema, reportMessageKeys, type ReportFormat, type ReportKind } from '@carbon/contracts/reports';
import { supportedLocales, type AppLocale } from '@carbon/i18n/locale';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/field';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ApiError } from '@/lib/api-client';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { useLocalizedPath } from '@/lib/localized-path';
import { useReportErrorText } from '../errors';
import { reportEntitlementsQueryOptions, reportJobQueryOptions, reportKeys, reportProductsQueryOptions, saveReportFile, useCreateReport } from '../api/report-queries';

/** What the user asks for: the report, its year and product, and the file's format and language. */
export interface ReportChoice {
  kind: ReportKind;
  year: number;
  /** The product of a product footprint report; null until one is chosen. */
  productId: string | null;
  format: ReportFormat;
  locale: AppLocale;
}

interface ExportCardProps {
  companyId: string;
  years: readonly number[];
  choice: ReportChoice;
  onChange: (choice: ReportChoice) => void;
}

/** The language names are written in their own language, as language menus do. */
const LANGUAGE_NAMES: Record<AppLocale, string> = { en: 'English', fr: 'Français' };

/**
 * Choose a report, its year, format and language, then Export: the job's progress, then the file to download.
 * On a plan without exports (Free), the upgrade offer stands where the Export button would be (SPEC section 6).
 */
export function ExportCard({ companyId, years, choice, onChange }: ExportCardProps) {
  const { t } = useTranslation('reports');
  const errorText = useReportErrorText();
  const fieldErrorText = useFieldErrorText();
  const href = useLocalizedPath();
  const entitlements = useQuery(reportEntitlementsQueryOptions(companyId));
  const products = useQuery({ ...reportProductsQueryOptions(companyId), enabled: companyId !== '' && choice.kind === 'product' });
  const create = useCreateReport(companyId);
  const [jobId, setJobId] = useState<string | null>(null);
  const [productMissing, setProductMissing] = useState(false);

  const exportAllowed = entitlements.data?.limits.export;
  const refusedByPlan = create.error instanceof ApiError && create.error.code === 'plan_limit';

  const change = (next: Partial<ReportChoice>) => {
    // A new choice starts a new export: the previous progress and message are about another file.
    create.reset();
    setJobId(null);
    if (next.productId) setProductMissing(false);
    onChange({ ...choice, ...next });
  };

  const submit = () => {
    if (choice.kind === 'product' && !choice.productId) {
      setProductMissing(true);
      return;
    }
    setJobId(null);
    create.mutate(
      {
        company_id: companyId,
        period_year: choice.year,
        kind: choice.kind,
        format: choice.format,
        locale: choice.locale,
        ...(choice.kind === 'product' && choice.productId ? { product_id: choice.productId } : {}),
      },
      { onSuccess: (started) => setJobId(started.job_id) },
    );
  };

  const upgrade = (
    <div className="space-y-3" data-testid="reports-upgrade">
      <InlineAlert tone="info" title={t('upgrade.title')}>
        {t('upgrade.body')}
      </InlineAlert>
      <Link to={href('/pricing')} className={buttonClasses('primary')}>
        {t('upgrade.action')}
      </Link>
    </div>
  );

  return (
    <Card title={t('export.title')} description={t('export.description')}>
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <SelectField
            label={t('export.kind')}
            containerClassName="sm:col-span-2"
            value={choice.kind}
            options={REPORT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            onChange={(event) => change({ kind: event.target.value as ReportKind })}
          />
          <SelectField
            label={t('export.year')}
            value={String(choice.year)}
            options={years.map((year) => ({ value: String(year), label: String(year) }))}
            onChange={(event) => change({ year: Number(event.target.value) })}
          />
          <SelectField
            label={t('export.format')}
            value={choice.format}
            options={REPORT_FORMATS.map((format) => ({ value: format, label: t(`formats.${format}`) }))}
            onChange={(event) => change({ format: event.target.value as ReportFormat })}
          />
          <SelectField
            label={t('export.language')}
            hint={t('export.language_hint')}
            value={choice.locale}
            options={supportedLocales.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
            onChange={(event) => change({ locale: event.target.value as AppLocale })}
          />
        </div>
        {choice.kind === 'product' && (
          <SelectField
            label={t('export.product')}
            required
            containerClassName="max-w-md"
            value={choice.productId ?? ''}
            placeholder={products.data && products.data.items.length === 0 ? t('export.no_products') : t('export.product_placeholder')}
            options={(products.data?.items ?? []).map((product) => ({ value: product.id, label: product.name }))}
            error={productMissing ? fieldErrorText(reportMessageKeys.productRequired) : undefined}
            onChange={(event) => change({ productId: event.target.value === '' ? null : event.target.value })}
          />
        )}
        <div className="space-y-1 text-sm">
          <p className="text-neutral-700">{t(`kind_descriptions.${choice.kind}`)}</p>
          {choice.kind !== 'product' && <p className="text-neutral-600">{t('export.sites_note')}</p>}
        </div>

        {exportAllowed === false || refusedByPlan ? (
          upgrade
        ) : (
          // Until the plan is known the button waits; if it cannot be read, the server's answer decides.
          <Button type="submit" pending={create.isPending} disabled={entitlements.isPending}>
            {t('export.submit')}
          </Button>
        )}

        {create.error && !refusedByPlan && <InlineAlert>{errorText(create.error)}</InlineAlert>}
        {jobId && <ExportProgress jobId={jobId} />}
      </form>
    </Card>
  );
}

/** The export's job: queued, running (a moving bar), then the file to download, or why it failed. */
export function ExportProgress({ jobId }: { jobId: string }) {
  const { t } = useTranslation('reports');
  const errorText = useErrorText();
  const job = useQuery(reportJobQueryOptions(jobId));
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const finished = job.data?.status === 'succeeded' || job.data?.status === 'failed';
  // The past reports say the same at once, rather than at their next poll.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: reportKeys.lists });
  }, [finished, queryClient]);

  if (job.isError) return <InlineAlert onRetry={() => void job.refetch()} retryLabel={t('actions.retry')}>{errorText(job.error)}</InlineAlert>;
  const data = job.data;
  if (!data || data.status === 'queued' || data.status === 'running') {
    const label = data?.status === 'running' ? t('progress.running') : t('progress.queued');
    return (
      <div className="space-y-1" aria-live="polite">
        <p className="text-sm text-neutral-800">{label}</p>
        <ProgressBar value={(data?.progress ?? 0) * 100} label={t('progress.label')} />
      </div>
    );
  }
  if (data.status === 'failed') {
    return <InlineAlert title={t('progress.failed')}>{data.error?.detail ?? t('progress.failed_body')}</InlineAlert>;
  }
  const result = reportJobResultSchema.safeParse(data.result);
  if (!result.success) return <InlineAlert>{t('progress.failed_body')}</InlineAlert>;
  const { report_id: reportId, file_name: fileName } = result.data;
  const download = async () => {
    setDownloadError(null);
    setSaving(true);
    try {
      await saveReportFile(reportId, fileName);
    } catch (error) {
      setDownloadError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="space-y-2">
      <InlineAlert tone="success" title={t('progress.ready')}>
        <span className="break-all">{fileName}</span>
      </InlineAlert>
      <Button variant="secondary" pending={saving} onClick={() => void download()} aria-label={t('actions.download_file', { name: fileName })}>
        {t('actions.download')}
      </Button>
      {downloadError !== null && <InlineAlert>{errorText(downloadError)}</InlineAlert>}
    </div>
  );
}
