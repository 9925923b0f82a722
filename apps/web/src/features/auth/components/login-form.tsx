import { loginInputSchema, type TokenResponse } from '@carbon/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { applyFieldIssues } from '@/lib/form-errors';
import { useLogin } from '../api/auth-mutations';

type LoginFormInput = z.input<typeof loginInputSchema>;
type LoginFormOutput = z.output<typeof loginInputSchema>;

export function LoginForm({ onSignedIn }: { onSignedIn: (response: TokenResponse) => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const login = useLogin();
  const form = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const failure = login.isError && !(login.error instanceof ApiError && login.error.fieldIssues.length > 0) ? login.error : null;
  const failureRef = useRef<HTMLDivElement>(null);

  // A refused sign-in takes the focus to its message, so that a screen reader user hears why at once.
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => applyFieldIssues(error, form.setError, ['email', 'password']),
    }),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Each attempt starts clean: the previous refusal goes, even when this attempt stops at a field error.
    login.reset();
    void submit(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {failure && (
        <div ref={failureRef} tabIndex={-1} className="outline-none">
          <InlineAlert>{errorText(failure)}</InlineAlert>
        </div>
      )}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        error={fieldError(errors.email?.message)}
        {...form.register('email')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        required
        error={fieldError(errors.password?.message)}
        {...form.register('password')}
      />
      <div className="flex justify-end">
        <Link to="/reset-password" className="text-sm font-medium text-accent-800 underline-offset-2 hover:underline">
          {t('login.forgot_password')}
        </Link>
      </div>
      <Button type="submit" className="w-full" pending={login.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
