import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldFrame, controlClasses } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { useSetCategoryStatus } from '../api/scope3-queries';

interface NotRelevantDialogProps {
  companyId: string;
  year: number;
  category: { key: string; name: string } | null;
  onClose: () => void;
}

/** Marks a category not relevant for the year, with the reason the report will give. */
export function NotRelevantDialog({ companyId, year, category, onClose }: NotRelevantDialogProps) {
  const { t } = useTranslation('scope3');
  const toast = useToast();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const setStatus = useSetCategoryStatus();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };

  const submit = () => {
    if (!category) return;
    if (reason.trim() === '') {
      setError(fieldError('errors.not_relevant_reason_required'));
      return;
    }
    setError(undefined);
    setStatus.mutate(
      { company_id: companyId, period_year: year, category: category.key, status: 'not_relevant', reason },
      {
        onSuccess: () => {
          toast.success(t('not_relevant_dialog.saved'));
          close();
        },
        onError: (failure) => {
          const issue =
            failure instanceof ApiError && failure.status === 422 ? failure.fieldIssues[0] : undefined;
          if (issue) setError(issue.msg);
          else toast.error(t('not_relevant_dialog.failed'), errorText(failure));
        },
      },
    );
  };

  return (
    <Dialog
      open={category !== null}
      onClose={close}
      title={t('not_relevant_dialog.title', { name: category?.name ?? '' })}
      description={t('not_relevant_dialog.description')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('not_relevant_dialog.cancel')}
          </Button>
          <Button pending={setStatus.isPending} onClick={submit}>
            {t('not_relevant_dialog.submit')}
          </Button>
        </>
      }
    >
      <FieldFrame id={id} label={t('not_relevant_dialog.reason')} error={error} required>
        <textarea
          id={id}
          rows={3}
          value={reason}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={controlClasses}
          onChange={(event) => setReason(event.target.value)}
        />
      </FieldFrame>
    </Dialog>
  );
}
