import { COMMUTING_MODES, type CommutingModeDto } from '@carbon/contracts/commuting';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldFrame, SelectField, TextField, controlClasses } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-input';
import { useFormatters } from '@/lib/use-locale';
import { useCommutingSurvey, useCreateCommuting } from '../api/scope3-queries';
import { initialSiteId, Scope3FormFrame, SiteField, useSaveHandlers, type Scope3FormProps } from './scope3-form';

interface CommutingValues {
  site_id: string;
  method: 'split' | 'survey';
  employees: number | null;
  working_days: number | null;
  remote_days: number | null;
  one_way_km: number | null;
  split: Record<CommutingModeDto, number | null>;
  working_weeks: number | null;
  label: string;
}

const FIELDS = [
  'site_id',
  'employees',
  'working_days',
  'remote_days',
  'one_way_km',
  'mode_split_percent',
  'working_weeks',
  'csv',
  'label',
] as const;
type Field = (typeof FIELDS)[number];

const emptySplit = Object.fromEntries(COMMUTING_MODES.map((mode) => [mode, null])) as Record<
  CommutingModeDto,
  number | null
>;

/** Employee commuting (category 7): a headcount and mode split, or an employee survey uploaded as CSV. */
export function CommutingForm({ companyId, year, sites, siteId, onSaved, onCancel }: Scope3FormProps) {
  const { t } = useTranslation('scope3');
  const format = useFormatters();
  const create = useCreateCommuting();
  const survey = useCommutingSurvey();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const form = useForm<CommutingValues>({
    defaultValues: {
      site_id: initialSiteId({ siteId, sites }),
      method: 'split',
      employees: null,
      working_days: 220,
      remote_days: 0,
      one_way_km: null,
      split: { ...emptySplit },
      working_weeks: 47,
      label: '',
    },
  });
  const [method, split] = useWatch({ control: form.control, name: ['method', 'split'] });
  const total = Object.values(split).reduce<number>(
    (sum, share) => sum + (typeof share === 'number' && !Number.isNaN(share) ? share : 0),
    0,
  );

  // A survey's refused cells (not a field of the form) go under the file field.
  const handlers = useSaveHandlers(FIELDS, onSaved, (issues) =>
    setServerErrors(Object.fromEntries(issues.map((issue) => [issue.field, issue.message]))),
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setServerErrors({});
    const common = { company_id: companyId, site_id: values.site_id, period_year: year, label: values.label };
    if (values.method === 'survey') {
      const csv = file ? await file.text() : undefined;
      survey.mutate(
        {
          ...common,
          working_weeks: values.working_weeks ?? 47,
          ...(csv === undefined ? { rows: [] } : { csv }),
        },
        handlers('csv'),
      );
      return;
    }
    const modeSplit = Object.fromEntries(
      Object.entries(values.split).filter(
        (entry): entry is [CommutingModeDto, number] => typeof entry[1] === 'number' && entry[1] > 0,
      ),
    );
    create.mutate(
      {
        ...common,
        employees: values.employees as number,
        working_days: values.working_days as number,
        remote_days: values.remote_days ?? 0,
        one_way_km: values.one_way_km as number,
        mode_split_percent: modeSplit,
      },
      handlers(),
    );
  });

  return (
    <Scope3FormFrame
      title={t('forms.commuting.title')}
      onSubmit={onSubmit}
      pending={create.isPending || survey.isPending}
      onCancel={onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SiteField sites={sites} error={serverErrors.site_id} {...form.register('site_id')} />
        <SelectField
          label={t('forms.commuting.method')}
          options={[
            { value: 'split', label: t('forms.commuting.by_split') },
            { value: 'survey', label: t('forms.commuting.by_survey') },
          ]}
          {...form.register('method')}
        />
      </div>
      {method === 'split' ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              control={form.control}
              name="employees"
              integer
              label={t('forms.commuting.employees')}
              required
              error={serverErrors.employees}
            />
            <NumberField
              control={form.control}
              name="one_way_km"
              label={t('forms.commuting.one_way_km')}
              required
              error={serverErrors.one_way_km}
            />
            <NumberField
              control={form.control}
              name="working_days"
              integer
              label={t('forms.commuting.working_days')}
              required
              error={serverErrors.working_days}
            />
            <NumberField
              control={form.control}
              name="remote_days"
              integer
              label={t('forms.commuting.remote_days')}
              error={serverErrors.remote_days}
            />
          </div>
          <fieldset className="space-y-3 rounded-md border border-neutral-200 p-4">
            <legend className="px-1 text-sm font-medium text-neutral-800">
              {t('forms.commuting.mode_split')}
            </legend>
            <div className="grid gap-3 sm:grid-cols-4">
              {COMMUTING_MODES.map((mode) => (
                <NumberField
                  key={mode}
                  control={form.control}
                  name={`split.${mode}`}
                  label={t(`forms.commuting.modes.${mode}`)}
                />
              ))}
            </div>
            <p className="text-sm text-neutral-700 tabular-nums" aria-live="polite">
              {t('forms.commuting.split_total', { total: format.number(total) })}
            </p>
            {serverErrors.mode_split_percent && (
              <p role="alert" className="text-sm text-red-700">
                {serverErrors.mode_split_percent}
              </p>
            )}
          </fieldset>
        </>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldFrame
            id={fileId}
            label={t('forms.commuting.survey_file')}
            hint={t('forms.commuting.survey_format')}
            error={serverErrors.csv}
            required
          >
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              className={controlClasses}
              aria-invalid={serverErrors.csv ? true : undefined}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </FieldFrame>
          <NumberField
            control={form.control}
            name="working_weeks"
            label={t('forms.commuting.working_weeks')}
            error={serverErrors.working_weeks}
          />
        </div>
      )}
      <TextField label={t('forms.label')} error={serverErrors.label} {...form.register('label')} />
    </Scope3FormFrame>
  );
}
