import type { UserProfile } from '@carbon/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useToast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import {
  endSession,
  exportJobQueryOptions,
  parseExportResult,
  saveExportFile,
  useDeleteAccount,
  useDeleteCompany,
  useStartExport,
} from '../api/account-mutations';
import { PasswordConfirmDialog } from './password-confirm-dialog';

/** "Delete my account": the password, then the account is gone and the session ends. */
export function DeleteAccountSection() {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const remove = useDeleteAccount();
  const close = () => {
    setOpen(false);
    remove.reset();
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-700">{t('danger.account_body')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('danger.account_button')}
      </Button>
      <PasswordConfirmDialog
        open={open}
        title={t('danger.account_title')}
        description={t('danger.account_confirm')}
        confirmLabel={t('danger.account_submit')}
        pending={remove.isPending}
        error={remove.error}
        onCancel={close}
        onConfirm={(password) =>
          remove.mutate(password, {
            onSuccess: () => {
              setOpen(false);
              toast.success(t('danger.account_deleted'));
              endSession();
            },
          })
        }
      />
    </div>
  );
}

/** "Delete company" (owner only): the company and all its data, and the owner's account when it was their only one. */
export function DeleteCompanySection({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const remove = useDeleteCompany(profile.company_id);
  const close = () => {
    setOpen(false);
    remove.reset();
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-700">
        {t('danger.company_body', { company: profile.company_name })}
      </p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('danger.company_button')}
      </Button>
      <PasswordConfirmDialog
        open={open}
        title={t('danger.company_title', { company: profile.company_name })}
        description={t('danger.company_confirm', { company: profile.company_name })}
        confirmLabel={t('danger.company_submit')}
        pending={remove.isPending}
        error={remove.error}
        onCancel={close}
        onConfirm={(password) =>
          remove.mutate(password, {
            onSuccess: () => {
              setOpen(false);
              toast.success(t('danger.company_deleted', { company: profile.company_name }));
              endSession();
            },
          })
        }
      />
    </div>
  );
}

/** "Export all data" (owner only): the job's progress, then the ZIP to download. */
export function ExportDataSection({ companyId }: { companyId: string }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const start = useStartExport(companyId);
  const jobId = start.data?.job_id ?? '';
  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-700">{t('export.body')}</p>
      <Button variant="secondary" pending={start.isPending} onClick={() => start.mutate()}>
        {t('export.button')}
      </Button>
      {start.isError && <InlineAlert>{errorText(start.error)}</InlineAlert>}
      {jobId !== '' && <ExportJob key={jobId} companyId={companyId} jobId={jobId} />}
    </div>
  );
}

function ExportJob({ companyId, jobId }: { companyId: string; jobId: string }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const job = useQuery(exportJobQueryOptions(jobId));
  const [saving, setSaving] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  if (job.isError) return <InlineAlert>{errorText(job.error)}</InlineAlert>;
  const data = job.data;
  if (!data || data.status === 'queued' || data.status === 'running') {
    return (
      <div className="space-y-1" aria-live="polite">
        <p className="text-sm text-neutral-800">
          {data?.status === 'running' ? t('export.running') : t('export.queued')}
        </p>
        <ProgressBar value={(data?.progress ?? 0) * 100} label={t('export.progress')} />
      </div>
    );
  }
  if (data.status === 'failed')
    return <InlineAlert title={t('export.failed')}>{data.error?.detail ?? t('export.failed')}</InlineAlert>;
  const result = parseExportResult(data.result);
  if (!result.success) return <InlineAlert>{t('export.failed')}</InlineAlert>;
  const { export_id: exportId, file_name: fileName } = result.data;
  const download = async () => {
    setDownloadError(null);
    setSaving(true);
    try {
      await saveExportFile(companyId, exportId, fileName);
    } catch (error) {
      setDownloadError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="space-y-2">
      <InlineAlert tone="success" title={t('export.ready')}>
        <span className="break-all">{fileName}</span>
      </InlineAlert>
      <Button pending={saving} onClick={() => void download()}>
        {t('export.download')}
      </Button>
      {downloadError !== null && <InlineAlert>{errorText(downloadError)}</InlineAlert>}
    </div>
  );
}
