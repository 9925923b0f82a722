import { registerInputSchema, type TokenResponse } from '@carbon/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { applyFieldIssues } from '@/lib/form-errors';
import { useLocale } from '@/lib/use-locale';
import { useRegister } from '../api/auth-mutations';

type RegisterFormInput = z.input<typeof registerInputSchema>;
type RegisterFormOutput = z.output<typeof registerInputSchema>;

const fields = ['first_name', 'last_name', 'company_name', 'email', 'password'] as const;

export function RegisterForm({ onRegistered }: { onRegistered: (response: TokenResponse) => void }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const register = useRegister();
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerInputSchema),
    defaultValues: { first_name: '', last_name: '', company_name: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    register.reset();
    register.mutate(
      { ...values, locale },
      {
        onSuccess: onRegistered,
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'email_taken') {
            form.setError('email', { type: 'server', message: error.message });
            return;
          }
          applyFieldIssues(error, form.setError, fields);
        },
      },
    );
  });

  // A message placed under a field needs no second copy above the form.
  const showFormError =
    register.isError && !(register.error instanceof ApiError && (register.error.code === 'email_taken' || register.error.fieldIssues.length > 0));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {showFormError && <InlineAlert>{errorText(register.error)}</InlineAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.first_name')} autoComplete="given-name" required error={fieldError(errors.first_name?.message)} {...form.register('first_name')} />
        <TextField label={t('fields.last_name')} autoComplete="family-name" required error={fieldError(errors.last_name?.message)} {...form.register('last_name')} />
      </div>
      <TextField
        label={t('fields.company_name')}
        autoComplete="organization"
        required
        error={fieldError(errors.company_name?.message)}
        {...form.register('company_name')}
      />
      <TextField label={t('fields.email')} type="email" autoComplete="email" required error={fieldError(errors.email?.message)} {...form.register('email')} />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('register.password_hint')}
        error={fieldError(errors.password?.message)}
        {...form.register('password')}
      />
      <p className="text-xs text-neutral-600">
        <Trans
          t={t}
          i18nKey="register.consent"
          components={{
            terms: <Link to="/legal/terms" className="font-medium text-accent-800 underline underline-offset-2" />,
            privacy: <Link to="/legal/privacy" className="font-medium text-accent-800 underline underline-offset-2" />,
          }}
        />
      </p>
      <Button type="submit" className="w-full" pending={register.isPending}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
