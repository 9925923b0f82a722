import { FREIGHT_MODES, type FreightModeDto } from '@carbon/contracts/freight';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-input';
import { useFormatters } from '@/lib/use-locale';
import { useCreateFreight } from '../api/scope3-queries';
import { initialSiteId, Scope3FormFrame, SiteField, useSaveHandlers, type Scope3FormProps } from './scope3-form';

interface FreightValues {
  site_id: string;
  direction: 'upstream' | 'downstream';
  mode: FreightModeDto;
  by: 'tonne_km' | 'distance';
  tonne_km: number | null;
  distance_km: number | null;
  mass_tonnes: number | null;
  from: string;
  to: string;
  label: string;
}

const FIELDS = [
  'site_id',
  'direction',
  'mode',
  'tonne_km',
  'distance_km',
  'mass_tonnes',
  'from',
  'to',
  'label',
] as const;

/** A freight shipment (categories 4 and 9): mode, t·km or distance × mass, from and to. */
export function FreightForm({
  companyId,
  year,
  sites,
  siteId,
  category,
  onSaved,
  onCancel,
}: Scope3FormProps) {
  const { t } = useTranslation('scope3');
  const format = useFormatters();
  const create = useCreateFreight();
  const form = useForm<FreightValues>({
    defaultValues: {
      site_id: initialSiteId({ siteId, sites }),
      direction: category === 'downstream_transport' ? 'downstream' : 'upstream',
      mode: 'hgv_articulated',
      by: 'distance',
      tonne_km: null,
      distance_km: null,
      mass_tonnes: null,
      from: '',
      to: '',
      label: '',
    },
  });
  const { errors } = form.formState;
  const handlers = useSaveHandlers(FIELDS, onSaved, (issues) => {
    for (const issue of issues) form.setError(issue.field, { type: 'server', message: issue.message });
  });
  const [by, distance, mass] = useWatch({
    control: form.control,
    name: ['by', 'distance_km', 'mass_tonnes'],
  });
  const preview =
    typeof distance === 'number' && typeof mass === 'number' && distance > 0 && mass > 0
      ? distance * mass
      : null;

  const onSubmit = form.handleSubmit((values) => {
    const quantity =
      values.by === 'tonne_km'
        ? { tonne_km: values.tonne_km ?? undefined }
        : { distance_km: values.distance_km ?? undefined, mass_tonnes: values.mass_tonnes ?? undefined };
    create.mutate(
      {
        company_id: companyId,
        site_id: values.site_id,
        period_year: year,
        direction: values.direction,
        mode: values.mode,
        ...quantity,
        from: values.from,
        to: values.to,
        label: values.label,
      },
      handlers(),
    );
  });

  return (
    <Scope3FormFrame title={t('forms.freight.title')} onSubmit={onSubmit} pending={create.isPending} onCancel={onCancel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SiteField sites={sites} error={errors.site_id?.message} {...form.register('site_id')} />
        <SelectField
          label={t('forms.freight.direction')}
          required
          options={(['upstream', 'downstream'] as const).map((value) => ({
            value,
            label: t(`forms.freight.directions.${value}`),
          }))}
          error={errors.direction?.message}
          {...form.register('direction')}
        />
        <SelectField
          label={t('forms.freight.mode')}
          required
          options={FREIGHT_MODES.map((value) => ({ value, label: t(`forms.freight.modes.${value}`) }))}
          error={errors.mode?.message}
          {...form.register('mode')}
        />
        <SelectField
          label={t('forms.freight.quantity')}
          options={[
            { value: 'distance', label: t('forms.freight.by_distance') },
            { value: 'tonne_km', label: t('forms.freight.by_tonne_km') },
          ]}
          {...form.register('by')}
        />
        {by === 'tonne_km' ? (
          <NumberField
            control={form.control}
            name="tonne_km"
            label={t('forms.freight.tonne_km')}
            required
            error={errors.tonne_km?.message}
          />
        ) : (
          <>
            <NumberField
              control={form.control}
              name="distance_km"
              label={t('forms.freight.distance_km')}
              required
              error={errors.distance_km?.message}
            />
            <NumberField
              control={form.control}
              name="mass_tonnes"
              label={t('forms.freight.mass_tonnes')}
              required
              error={errors.mass_tonnes?.message}
            />
          </>
        )}
        <TextField label={t('forms.freight.from')} error={errors.from?.message} {...form.register('from')} />
        <TextField label={t('forms.freight.to')} error={errors.to?.message} {...form.register('to')} />
      </div>
      {by === 'distance' && preview !== null && (
        <p className="text-sm text-neutral-700 tabular-nums" aria-live="polite">
          {t('forms.freight.preview', { tonneKm: format.number(preview) })}
        </p>
      )}
      <TextField label={t('forms.label')} error={errors.label?.message} {...form.register('label')} />
    </Scope3FormFrame>
  );
}
