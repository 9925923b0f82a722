import type { UserProfile } from '@carbon/contracts/auth';
import { countryCodeSchema, currencyCodeSchema, messageKeys } from '@carbon/contracts/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { SelectField, type SelectOption } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useFieldErrorText } from '@/lib/errors';
import { applyFieldIssues } from '@/lib/form-errors';
import { countryOptions, currencyOptions } from '@/lib/regions';
import { useLocale } from '@/lib/use-locale';
import { useUpdateProfile } from '../api/settings-mutations';
import { useProfileFailure } from '../use-profile-failure';

const schema = z.object({
  country: z.string().min(1, { error: messageKeys.country }).pipe(countryCodeSchema),
  currency: z.string().min(1, { error: messageKeys.currency }).pipe(currencyCodeSchema),
});
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;

/** Country and currency of the profile; EUR by default (SPEC section 9). */
export function RegionForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('settings');
  const locale = useLocale();
  const toast = useToast();
  const failed = useProfileFailure();
  const fieldError = useFieldErrorText();
  const update = useUpdateProfile();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { country: profile.country, currency: profile.currency || 'EUR' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        const labelOf = (options: SelectOption[], code: string) => options.find((option) => option.value === code)?.label ?? code;
        toast.success(
          t('region.updated'),
          t('region.updated_detail', { country: labelOf(countryOptions(locale), saved.country), currency: labelOf(currencyOptions(locale), saved.currency) }),
        );
        form.reset({ country: saved.country, currency: saved.currency });
      },
      onError: (error) => {
        if (applyFieldIssues(error, form.setError, ['country', 'currency'])) return;
        failed(error);
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('region.country')}
          required
          placeholder={t('region.choose')}
          options={countryOptions(locale)}
          error={fieldError(errors.country?.message)}
          {...form.register('country')}
        />
        <SelectField
          label={t('region.currency')}
          required
          options={currencyOptions(locale)}
          error={fieldError(errors.currency?.message)}
          {...form.register('currency')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" pending={update.isPending}>
          {t('region.submit')}
        </Button>
      </div>
    </form>
  );
}
