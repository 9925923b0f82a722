import { WASTE_TREATMENTS, WASTE_TYPES } from '@carbon/contracts/waste';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-input';
import { useToast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { useCreateWaste } from '../api/scope3-queries';
import { formFieldIssues } from '../form-errors';
import type { Scope3FormProps } from './freight-form';

interface WasteValues {
  site_id: string;
  waste_type: (typeof WASTE_TYPES)[number];
  treatment: (typeof WASTE_TREATMENTS)[number];
  mass_tonnes: number | null;
  label: string;
}

const FIELDS = ['site_id', 'waste_type', 'treatment', 'mass_tonnes', 'label'] as const;

/** Waste generated in operations (category 5): type, treatment, mass. */
export function WasteForm({ companyId, year, sites, siteId, onSaved, onCancel }: Scope3FormProps) {
  const { t } = useTranslation('scope3');
  const toast = useToast();
  const errorText = useErrorText();
  const create = useCreateWaste();
  const form = useForm<WasteValues>({
    defaultValues: {
      site_id: siteId ?? sites[0]?.id ?? '',
      waste_type: 'mixed_commercial',
      treatment: 'incineration',
      mass_tonnes: null,
      label: '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    create.mutate(
      {
        company_id: companyId,
        site_id: values.site_id,
        period_year: year,
        waste_type: values.waste_type,
        treatment: values.treatment,
        mass_tonnes: values.mass_tonnes as number,
        label: values.label,
      },
      {
        onSuccess: () => {
          toast.success(t('forms.saved'));
          onSaved();
        },
        onError: (failure) => {
          const issues = formFieldIssues(failure, FIELDS);
          for (const issue of issues) form.setError(issue.field, { type: 'server', message: issue.message });
          if (issues.length === 0) toast.error(t('forms.failed'), errorText(failure));
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('forms.waste.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('forms.site')}
          required
          placeholder={t('forms.site_placeholder')}
          options={sites.map((site) => ({ value: site.id, label: site.name }))}
          error={errors.site_id?.message}
          {...form.register('site_id')}
        />
        <SelectField
          label={t('forms.waste.waste_type')}
          required
          options={WASTE_TYPES.map((value) => ({ value, label: t(`forms.waste.types.${value}`) }))}
          error={errors.waste_type?.message}
          {...form.register('waste_type')}
        />
        <SelectField
          label={t('forms.waste.treatment')}
          required
          options={WASTE_TREATMENTS.map((value) => ({ value, label: t(`forms.waste.treatments.${value}`) }))}
          error={errors.treatment?.message}
          {...form.register('treatment')}
        />
        <NumberField
          control={form.control}
          name="mass_tonnes"
          label={t('forms.waste.mass_tonnes')}
          required
          error={errors.mass_tonnes?.message}
        />
      </div>
      <TextField label={t('forms.label')} error={errors.label?.message} {...form.register('label')} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('forms.cancel')}
        </Button>
        <Button type="submit" pending={create.isPending}>
          {t('forms.save')}
        </Button>
      </div>
    </form>
  );
}
