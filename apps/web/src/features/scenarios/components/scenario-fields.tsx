import type { Site } from '@carbon/contracts/companies';
import type { ScenarioType, WizardConfig } from '@carbon/contracts/scenarios';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-input';
import { useFieldErrorText } from '@/lib/errors';
import { FORM_SECTIONS, OPTION_LISTS, type FieldSpec, type ScenarioFormValues } from '../scenario-form';

interface ScenarioFieldsProps {
  type: ScenarioType;
  /** Where the site's location comes from (the coordinates' hint); null when it has none. */
  locationSource: Site['location_source'];
  config: WizardConfig;
  form: UseFormReturn<ScenarioFormValues, unknown, unknown>;
}

function inputError(errors: FieldErrors<ScenarioFormValues>, name: string): string | undefined {
  const inputs = errors.inputs as Record<string, { message?: string } | undefined> | undefined;
  return inputs?.[name]?.message;
}

/** The name, then the type's fields section by section, with the option lists of the wizard config. */
export function ScenarioFields({ type, locationSource, config, form }: ScenarioFieldsProps) {
  const { t } = useTranslation('scenarios');
  const fieldError = useFieldErrorText();
  const { errors } = form.formState;

  const renderField = (field: FieldSpec) => {
    const label = t(`fields.${field.name}` as 'fields.capacity_kwp');
    const hint =
      field.name === 'latitude' || field.name === 'longitude'
        ? t(`hints.location.${locationSource ?? 'none'}`)
        : field.optional
          ? t(`hints.${field.name}` as 'hints.lifetime_years', { defaultValue: t('hints.optional') })
          : undefined;
    const error = fieldError(inputError(errors, field.name));
    if (field.kind === 'select') {
      const values: readonly string[] = config.options[field.options] ?? OPTION_LISTS[field.options];
      return (
        <SelectField
          key={field.name}
          label={label}
          hint={hint}
          error={error}
          required={!field.optional}
          placeholder={field.optional ? t('wizard.default_option') : undefined}
          options={values.map((value) => ({ value, label: t(`options.${field.options}.${value}` as 'options.window_types.single') }))}
          {...form.register(`inputs.${field.name}`)}
        />
      );
    }
    return (
      <NumberField
        key={field.name}
        control={form.control}
        name={`inputs.${field.name}`}
        label={label}
        hint={hint}
        error={error}
        required={!field.optional}
        integer={field.integer}
        grouping={field.name !== 'latitude' && field.name !== 'longitude'}
      />
    );
  };

  return (
    <div className="space-y-6">
      <TextField label={t('wizard.name')} required error={fieldError(errors.name?.message)} {...form.register('name')} />
      {FORM_SECTIONS[type].map((section) => (
        <fieldset key={section.key} className="space-y-3">
          <legend className="mb-2 font-medium text-neutral-900">{t(`sections.${section.key}` as 'sections.costs')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">{section.fields.map(renderField)}</div>
        </fieldset>
      ))}
    </div>
  );
}
