import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/errors';

interface PasswordConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  /** The API's refusal of the last attempt (wrong password, owner of a company...), said in the dialog. */
  error: unknown;
  onCancel: () => void;
  onConfirm: (password: string) => void;
}

/** An irreversible deletion, confirmed by the user's password (an alert dialog: a click outside does not close it). */
export function PasswordConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pending,
  error,
  onCancel,
  onConfirm,
}: PasswordConfirmDialogProps) {
  const { t: tc } = useTranslation();
  const formId = useId();
  return (
    <Dialog
      open={open}
      alert
      onClose={onCancel}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {tc('actions.cancel')}
          </Button>
          <Button variant="danger" type="submit" form={formId} pending={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <PasswordForm formId={formId} error={error} onConfirm={onConfirm} />
    </Dialog>
  );
}

/** The dialog's content, mounted while it is open: a closed dialog forgets what was typed. */
function PasswordForm({
  formId,
  error,
  onConfirm,
}: {
  formId: string;
  error: unknown;
  onConfirm: (password: string) => void;
}) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setMissing(true);
      return;
    }
    onConfirm(password);
  };
  // The wrong password is said under the field; any other refusal (owner of a company...) above it.
  const passwordIssue =
    error instanceof ApiError ? error.fieldIssues.find((issue) => issue.loc.includes('password')) : undefined;
  const fieldError = missing ? t('danger.password_required') : passwordIssue?.msg;
  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-3">
      {error !== null && error !== undefined && passwordIssue === undefined && (
        <InlineAlert>{errorText(error)}</InlineAlert>
      )}
      <TextField
        label={t('danger.password')}
        type="password"
        autoComplete="current-password"
        required
        // The password first: an empty one confirms nothing, so Enter cannot delete by accident.
        data-autofocus
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setMissing(false);
        }}
        error={fieldError}
      />
    </form>
  );
}
