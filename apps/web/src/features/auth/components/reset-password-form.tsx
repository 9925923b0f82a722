import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { InlineAlert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { applyFieldIssues } from '@/lib/form-errors';
import { checkNewPassword, passwordMessages } from '@/lib/password-rules';
import { useResetPassword } from '../api/auth-mutations';

const schema = z
  .object({ new_password: z.string(), confirm_password: z.string() })
  .superRefine((values, ctx) => {
    if (!values.new_password) ctx.addIssue({ code: 'custom', path: ['new_password'], message: passwordMessages.required });
    if (!values.confirm_password) ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: passwordMessages.required });
    if (!values.new_password || !values.confirm_password) return;
    if (values.new_password !== values.confirm_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: passwordMessages.mismatch });
      return;
    }
    checkNewPassword(values.new_password, 'new_password', ctx);
  });
type FormValues = z.infer<typeof schema>;

/** Step two of the reset, from the emailed link: choose the new password. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const reset = useResetPassword();
  const form = useForm<FormValues>({ resolver: zodResolver(schema), defaultValues: { new_password: '', confirm_password: '' } });
  const { errors } = form.formState;

  if (reset.isSuccess) {
    return (
      <div className="space-y-4">
        <InlineAlert tone="success" title={t('reset.success_title')}>
          {t('reset.success_body')}
        </InlineAlert>
        <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
          {t('reset.sign_in')}
        </Link>
      </div>
    );
  }

  const invalidLink = reset.error instanceof ApiError && reset.error.code === 'invalid_or_expired_token';
  // A refused password is said under its field (applyFieldIssues), not a second time above the form.
  const fieldRefused = reset.error instanceof ApiError && reset.error.fieldIssues.length > 0;

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(
      { token, new_password: values.new_password },
      { onError: (error) => applyFieldIssues(error, form.setError, ['new_password']) },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-neutral-700">{t('reset.lead')}</p>
      {reset.isError && !fieldRefused && (
        <InlineAlert>
          {errorText(reset.error)}
          {invalidLink && (
            <>
              {' '}
              <Link to="/reset-password" className="font-medium underline underline-offset-2">
                {t('reset.request_new_link')}
              </Link>
            </>
          )}
        </InlineAlert>
      )}
      <TextField
        label={t('fields.new_password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('register.password_hint')}
        error={fieldError(errors.new_password?.message)}
        {...form.register('new_password')}
      />
      <TextField
        label={t('fields.confirm_password')}
        type="password"
        autoComplete="new-password"
        required
        error={fieldError(errors.confirm_password?.message)}
        {...form.register('confirm_password')}
      />
      <Button type="submit" className="w-full" pending={reset.isPending}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
