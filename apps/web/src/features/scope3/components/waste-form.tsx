import { WASTE_TREATMENTS, WASTE_TYPES } from '@carbon/contracts/waste';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-input';
import { useCreateWaste } from '../api/scope3-queries';
import { initialSiteId, Scope3FormFrame, SiteField, useSaveHandlers, type Scope3FormProps } from './scope3-form';

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
  const create = useCreateWaste();
  const form = useForm<WasteValues>({
    defaultValues: {
      site_id: initialSiteId({ siteId, sites }),
      waste_type: 'mixed_commercial',
      treatment: 'incineration',
      mass_tonnes: null,
      label: '',
    },
  });
  const { errors } = form.formState;
  const handlers = useSaveHandlers(FIELDS, onSaved, (issues) => {
    for (const issue of issues) form.setError(issue.field, { type: 'server', message: issue.message });
  });

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
      handlers(),
    );
  });

  return (
    <Scope3FormFrame title={t('forms.waste.title')} onSubmit={onSubmit} pending={create.isPending} onCancel={onCancel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SiteField sites={sites} error={errors.site_id?.message} {...form.register('site_id')} />
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
    </Scope3FormFrame>
  );
}
