import type { Site } from '@carbon/contracts/companies';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-input';
import { useToast } from '@/components/ui/toast';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { applyFieldIssues } from '@/lib/form-errors';
import { cn } from '@/lib/cn';
import { countryOptions } from '@/lib/regions';
import { useLocale } from '@/lib/use-locale';
import { useCreateSite, useUpdateSite } from '../api/company-queries';
import { emptySiteForm, siteFormSchema, siteFormValues, type SiteFormInput, type SiteFormOutput } from '../company-forms';

const fieldNames = ['name', 'address', 'country', 'surface_m2', 'employees'] as const;

interface SiteFormProps {
  companyId: string;
  /** The site to edit (PATCH /sites/{id}); without it the form adds a site (POST /sites). */
  site?: Site;
  /** The country a new site starts with: the company's. */
  defaultCountry: string;
  /** Called after a save, and by the Cancel button (shown only when given). */
  onDone?: () => void;
  className?: string;
}

/** The one form of a site, to add one (setup wizard, My company) or edit one (My company). */
export function SiteForm({ companyId, site, defaultCountry, onDone, className }: SiteFormProps) {
  const { t } = useTranslation('onboarding');
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const create = useCreateSite(companyId);
  const update = useUpdateSite(companyId);
  const form = useForm<SiteFormInput, unknown, SiteFormOutput>({
    resolver: zodResolver(siteFormSchema),
    defaultValues: site ? siteFormValues(site) : emptySiteForm(defaultCountry),
  });
  const { errors } = form.formState;

  // Awaited rather than mutate callbacks: adding the first site unmounts this form (the list replaces
  // it), and TanStack Query drops the per-call callbacks of an unmounted observer, so the
  // confirmation would be lost.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (site) {
        const saved = await update.mutateAsync({ siteId: site.id, input: values });
        toast.success(t('sites.updated', { name: saved.name }));
        form.reset(siteFormValues(saved));
      } else {
        const saved = await create.mutateAsync(values);
        toast.success(t('sites.added', { name: saved.name }));
        form.reset(emptySiteForm(values.country));
      }
      onDone?.();
    } catch (error) {
      if (!applyFieldIssues(error, form.setError, fieldNames)) {
        toast.error(site ? t('sites.update_failed') : t('sites.add_failed'), errorText(error));
      }
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={cn('space-y-4', className)}
      aria-label={site ? t('sites.edit_form_label', { name: site.name }) : t('sites.form_label')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('sites.fields.name')} required data-autofocus error={fieldError(errors.name?.message)} {...form.register('name')} />
        <SelectField
          label={t('sites.fields.country')}
          required
          placeholder={t('company.choose')}
          options={countryOptions(locale)}
          error={fieldError(errors.country?.message)}
          {...form.register('country')}
        />
        <TextField
          label={t('sites.fields.address')}
          autoComplete="street-address"
          containerClassName="sm:col-span-2"
          error={fieldError(errors.address?.message)}
          {...form.register('address')}
        />
        <NumberField control={form.control} name="surface_m2" label={t('sites.fields.surface_m2')} error={fieldError(errors.surface_m2?.message)} />
        <NumberField
          control={form.control}
          name="employees"
          label={t('sites.fields.employees')}
          integer
          error={fieldError(errors.employees?.message)}
        />
      </div>
      <div className="flex justify-end gap-2">
        {onDone && (
          <Button variant="ghost" onClick={onDone}>
            {tCommon('actions.cancel')}
          </Button>
        )}
        <Button type="submit" pending={site ? update.isPending : create.isPending}>
          {site ? t('sites.save') : t('sites.add')}
        </Button>
      </div>
    </form>
  );
}
