import { forgotPasswordInputSchema } from '@carbon/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { useForgotPassword } from '../api/auth-mutations';

const schema = z.object({ email: forgotPasswordInputSchema.shape.email });
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

/** Step one of the reset: ask for a link. The answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const forgot = useForgotPassword();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  if (forgot.isSuccess) {
    return (
      <div className="space-y-4">
        <InlineAlert tone="success" title={t('forgot.sent_title')}>
          {t('forgot.sent_body', { email: forgot.variables.email })}
        </InlineAlert>
        <Link to="/login" className="inline-block text-sm font-medium text-accent-800 underline-offset-2 hover:underline">
          {t('forgot.back_to_sign_in')}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={form.handleSubmit((values) => forgot.mutate({ email: values.email, locale }))} noValidate className="space-y-4">
      <p className="text-neutral-700">{t('forgot.lead')}</p>
      {forgot.isError && <InlineAlert>{errorText(forgot.error)}</InlineAlert>}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        error={fieldError(form.formState.errors.email?.message)}
        {...form.register('email')}
      />
      <Button type="submit" className="w-full" pending={forgot.isPending}>
        {t('forgot.submit')}
      </Button>
      <Link to="/login" className="inline-block text-sm font-medium text-accent-800 underline-offset-2 hover:underline">
        {t('forgot.back_to_sign_in')}
      </Link>
    </form>
  );
}
