import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { applyFieldIssues } from '@/lib/form-errors';
import { useChangePassword, NotSignedInError } from '../api/settings-mutations';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '../password-form-schema';

const empty: ChangePasswordFormValues = { current_password: '', new_password: '', confirm_password: '' };

export function PasswordForm() {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormValues>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: empty });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(
      { current_password: values.current_password, new_password: values.new_password },
      {
        onSuccess: () => {
          toast.success(t('password.updated'));
          form.reset(empty);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'wrong_current_password') {
            form.setError('current_password', { type: 'server', message: error.message });
          }
          // A refused new password (too common, contains the email...) is said under its field.
          if (applyFieldIssues(error, form.setError, ['current_password', 'new_password'])) return;
          const detail = error instanceof NotSignedInError ? t('password.login_required') : errorText(error);
          toast.error(t('password.failed'), detail);
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {errors.root?.message && <InlineAlert>{fieldError(errors.root.message)}</InlineAlert>}
      <TextField
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        required
        error={fieldError(errors.current_password?.message)}
        {...form.register('current_password')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('password.hint')}
          error={fieldError(errors.new_password?.message)}
          {...form.register('new_password')}
        />
        <TextField
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
          required
          error={fieldError(errors.confirm_password?.message)}
          {...form.register('confirm_password')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" pending={change.isPending}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
