import { CONTACT_LIMITS, contactMessageInputSchema, type ContactMessage, type ContactMessageInput } from '@carbon/contracts/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldFrame, TextField } from '@/components/ui/field';
import { ApiError, clientErrorCodes } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useFieldErrorText } from '@/lib/errors';
import { applyFieldIssues } from '@/lib/form-errors';
import { useLocalizedPath } from '@/lib/localized-path';
import { useHydrated } from '@/lib/use-hydrated';
import { useLocale } from '@/lib/use-locale';
import { sendContactMessage } from '../api/send-contact-message';

type FailureKind = 'rate_limited' | 'network' | 'generic';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

function TextAreaField({ label, hint, error, required, className, ref, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <textarea
        ref={ref}
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={cn(
          'block w-full rounded-md border bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs',
          error ? 'border-red-600' : 'border-neutral-300',
          className,
        )}
        {...props}
      />
    </FieldFrame>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

function CheckboxField({ label, error, ref, ...props }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-2">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-neutral-400 accent-accent-700"
          {...props}
        />
        <label htmlFor={id} className="text-sm text-neutral-800">
          {label}
          <span aria-hidden="true" className="text-red-700">
            {'\u00a0*'}
          </span>
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="pl-6 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function failureOf(error: unknown): FailureKind {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'rate_limited';
    if (error.code === clientErrorCodes.network || error.code === clientErrorCodes.timeout) return 'network';
  }
  return 'generic';
}

const fields = ['name', 'email', 'company', 'subject', 'message', 'consent'] as const;

/**
 * The contact form of SPEC section 2: checked in the browser with the same contract the API applies
 * (packages/contracts/src/contact.ts), so both refuse the same input with the same words.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const hydrated = useHydrated();
  const locale = useLocale();
  const href = useLocalizedPath();
  const fieldError = useFieldErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<FailureKind | null>(null);
  const empty: ContactMessageInput = { name: '', email: '', company: '', subject: '', message: '', consent: false, locale };
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sendContactMessage({ ...values, locale });
      setSentTo(values.email);
      form.reset(empty);
    } catch (error) {
      if (!applyFieldIssues(error, form.setError, fields)) setFailure(failureOf(error));
    }
  });

  if (sentTo) {
    return (
      <div className="space-y-4">
        <InlineAlert tone="success" title={t('success.title')}>
          {t('success.body', { email: sentTo })}
        </InlineAlert>
        <Button variant="secondary" onClick={() => setSentTo(null)}>
          {t('success.another')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('form.legend')}>
      <p className="text-sm text-neutral-600">{t('form.required_note')}</p>
      {failure && <InlineAlert title={t('failure.title')}>{t(`failure.${failure}`)}</InlineAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.name')}
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          error={fieldError(errors.name?.message)}
          {...form.register('name')}
        />
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          error={fieldError(errors.email?.message)}
          {...form.register('email')}
        />
      </div>
      <TextField
        label={t('form.company')}
        hint={t('form.company_hint')}
        autoComplete="organization"
        maxLength={CONTACT_LIMITS.company}
        error={fieldError(errors.company?.message)}
        {...form.register('company')}
      />
      <TextField
        label={t('form.subject')}
        required
        maxLength={CONTACT_LIMITS.subject}
        error={fieldError(errors.subject?.message)}
        {...form.register('subject')}
      />
      <TextAreaField
        label={t('form.message')}
        hint={t('form.message_hint')}
        required
        rows={7}
        maxLength={CONTACT_LIMITS.messageMax}
        error={fieldError(errors.message?.message)}
        {...form.register('message')}
      />
      <CheckboxField label={t('form.consent')} error={fieldError(errors.consent?.message)} {...form.register('consent')} />
      <p className="text-sm text-neutral-700">
        <Trans
          t={t}
          i18nKey="form.privacy"
          components={{ privacy: <Link to={href('/legal/privacy')} className="font-medium text-accent-800 underline underline-offset-2" /> }}
        />
      </p>
      <noscript>
        <p className="text-sm text-neutral-700">{t('form.needs_javascript')}</p>
      </noscript>
      <div className="flex justify-end">
        <Button type="submit" pending={isSubmitting} disabled={!hydrated}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
