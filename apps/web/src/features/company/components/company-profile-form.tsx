import { sectorSchema, type Company } from '@carbon/contracts/companies';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-input';
import { useToast } from '@/components/ui/toast';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { applyFieldIssues } from '@/lib/form-errors';
import { countryOptions } from '@/lib/regions';
import { useLocale } from '@/lib/use-locale';
import { useUpdateCompany } from '../api/company-queries';
import {
  companyProfileDefaults,
  companyProfileFormSchema,
  type CompanyProfileFormInput,
  type CompanyProfileFormOutput,
} from '../company-forms';

interface CompanyProfileFormProps {
  company: Company;
  defaultYear: number;
  submitLabel: string;
  onSaved: () => void;
}

const fieldNames = ['name', 'sector', 'country', 'employees', 'annual_revenue', 'reporting_year'] as const;

/** The company_profile step: PATCH /companies/{id}. */
export function CompanyProfileForm({ company, defaultYear, submitLabel, onSaved }: CompanyProfileFormProps) {
  const { t } = useTranslation('onboarding');
  const locale = useLocale();
  const toast = useToast();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const update = useUpdateCompany(company.id);
  const form = useForm<CompanyProfileFormInput, unknown, CompanyProfileFormOutput>({
    resolver: zodResolver(companyProfileFormSchema),
    defaultValues: companyProfileDefaults(company, defaultYear),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success(t('company.saved'));
        onSaved();
      },
      onError: (error) => {
        if (!applyFieldIssues(error, form.setError, fieldNames)) toast.error(t('company.save_failed'), errorText(error));
      },
    }),
  );

  const sectorOptions = sectorSchema.options.map((sector) => ({ value: sector, label: t(`sectors.${sector}`) }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label={t('company.fields.name')} required autoComplete="organization" error={fieldError(errors.name?.message)} {...form.register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('company.fields.sector')}
          required
          placeholder={t('company.choose')}
          options={sectorOptions}
          error={fieldError(errors.sector?.message)}
          {...form.register('sector')}
        />
        <SelectField
          label={t('company.fields.country')}
          required
          placeholder={t('company.choose')}
          options={countryOptions(locale)}
          error={fieldError(errors.country?.message)}
          {...form.register('country')}
        />
        <NumberField
          control={form.control}
          name="employees"
          label={t('company.fields.employees')}
          required
          integer
          error={fieldError(errors.employees?.message)}
        />
        <NumberField
          control={form.control}
          name="annual_revenue"
          label={t('company.fields.annual_revenue')}
          required
          hint={t('company.fields.annual_revenue_hint')}
          error={fieldError(errors.annual_revenue?.message)}
        />
        <NumberField
          control={form.control}
          name="reporting_year"
          label={t('company.fields.reporting_year')}
          required
          integer
          grouping={false}
          hint={t('company.fields.reporting_year_hint')}
          error={fieldError(errors.reporting_year?.message)}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" pending={update.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
