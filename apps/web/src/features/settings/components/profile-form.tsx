import type { UserProfile } from '@carbon/contracts/auth';
import { requiredText } from '@carbon/contracts/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useFieldErrorText } from '@/lib/errors';
import { applyFieldIssues } from '@/lib/form-errors';
import { useUpdateProfile } from '../api/settings-mutations';
import { useProfileFailure } from '../use-profile-failure';

const schema = z.object({ first_name: requiredText(100), last_name: requiredText(100) });
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

export function ProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const failed = useProfileFailure();
  const fieldError = useFieldErrorText();
  const update = useUpdateProfile();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { first_name: profile.first_name, last_name: profile.last_name },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        toast.success(t('profile.updated'), t('profile.updated_detail', { name: `${saved.first_name} ${saved.last_name}` }));
        form.reset({ first_name: saved.first_name, last_name: saved.last_name });
      },
      onError: (error) => {
        if (applyFieldIssues(error, form.setError, ['first_name', 'last_name'])) return;
        failed(error);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('profile.first_name')} autoComplete="given-name" required error={fieldError(errors.first_name?.message)} {...form.register('first_name')} />
        <TextField label={t('profile.last_name')} autoComplete="family-name" required error={fieldError(errors.last_name?.message)} {...form.register('last_name')} />
      </div>
      <TextField label={t('profile.email')} type="email" value={profile.email} readOnly hint={t('profile.email_hint')} />
      <div className="flex justify-end">
        <Button type="submit" pending={update.isPending}>
          {t('profile.submit')}
        </Button>
      </div>
    </form>
  );
}
