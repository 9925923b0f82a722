import type { Site } from '@carbon/contracts/companies';
import type { AccountingCategoryDto, Entry } from '@carbon/contracts/ledger';
import { FUELS } from '@carbon/carbon/ledger';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EnergyBasisField, EntryFormActions } from '@/components/entries/entry-form-parts';
import { SelectField, TextField } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-input';
import { useToast } from '@/components/ui/toast';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { useFormatters, useLocale } from '@/lib/use-locale';
import { useCreateEntry, useUpdateEntry } from '../api/ledger-queries';
import {
  ENERGY_UNITS,
  FUEL_CATEGORIES,
  REFRIGERANT_CATEGORY,
  REFRIGERANT_METHODS,
  UNITS_BY_CATEGORY,
  entryFieldIssues,
  entryFormDefaults,
  entryFormSchema,
  releasedKg,
  toCreateInput,
  toUpdateInput,
  type ChosenFactor,
  type EntryFormInput,
  type EntryFormOutput,
} from '../entry-form';
import { FactorPicker } from './factor-picker';

interface EntryFormProps {
  companyId: string;
  year: number;
  /** The entry being changed, or null to record a new one. */
  entry: Entry | null;
  /** The categories offered (scope 1, never the derived ones). */
  categories: AccountingCategoryDto[];
  sites: Site[];
  /** The site chosen in the top bar, proposed for a new entry. */
  siteId: string | null;
  /** The category a new entry starts on. */
  defaultCategory?: string | undefined;
  onSaved: (entry: Entry, created: boolean) => void;
  onCancel: () => void;
}

function factorOfEntry(entry: Entry | null): ChosenFactor | null {
  if (!entry?.factor.id) return null;
  return {
    id: entry.factor.id,
    name: entry.factor.name ?? entry.factor.id,
    source: entry.factor.source,
    version: entry.factor.dataset_version,
    unit: entry.factor.unit,
    kgCo2ePerUnit: entry.factor.kg_co2e_per_unit,
  };
}

/** Records or changes a scope 1 entry: category, factor (through the factor search), quantity and unit, label. */
export function EntryForm({ companyId, year, entry, categories, sites, siteId, defaultCategory, onSaved, onCancel }: EntryFormProps) {
  const { t } = useTranslation('app');
  const { t: tFactors } = useTranslation('factors');
  const locale = useLocale();
  const format = useFormatters();
  const toast = useToast();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const [factor, setFactor] = useState<ChosenFactor | null>(() => factorOfEntry(entry));

  const form = useForm<EntryFormInput, unknown, EntryFormOutput>({
    resolver: zodResolver(entryFormSchema),
    defaultValues: entryFormDefaults(entry, { category: defaultCategory, siteId }),
  });
  const { errors } = form.formState;
  const error = (name: keyof EntryFormInput) => fieldError(errors[name]?.message);
  const category = useWatch({ control: form.control, name: 'category' });
  const unit = useWatch({ control: form.control, name: 'unit' });
  const method = useWatch({ control: form.control, name: 'refrigerant_method' });
  const [chargeKg, leakRate, rechargedKg] = useWatch({ control: form.control, name: ['charge_kg', 'leak_rate_percent', 'recharged_kg'] });
  const refrigerant = category === REFRIGERANT_CATEGORY;
  const released = refrigerant
    ? releasedKg({ refrigerant_method: method, charge_kg: chargeKg, leak_rate_percent: leakRate, recharged_kg: rechargedKg })
    : null;

  // The entry's own unit and the factor's stay offered, so opening an entry never changes its unit silently.
  const units = [...new Set([...(entry ? [entry.unit] : []), ...(factor ? [factor.unit] : []), ...(UNITS_BY_CATEGORY[category] ?? ['kg'])])];
  const unitName = (code: string) => t(`ledger.units.${code.replaceAll('.', '_')}` as 'ledger.units.kg', { defaultValue: tFactors(`units.${code}` as 'units.kg', { defaultValue: code }) });

  const saving = create.isPending || update.isPending;
  const onSubmit = form.handleSubmit((values) => {
    const onError = (failure: unknown) => {
      const issues = entryFieldIssues(failure, values);
      for (const issue of issues) form.setError(issue.field, { type: 'server', message: issue.message });
      if (issues.length > 0) return;
      toast.error(entry ? t('ledger.toasts.update_failed') : t('ledger.toasts.create_failed'), errorText(failure));
    };
    if (entry) {
      update.mutate({ id: entry.id, input: toUpdateInput(entry, values) }, { onSuccess: (saved) => onSaved(saved, false), onError });
    } else {
      create.mutate(toCreateInput(companyId, year, values), { onSuccess: (saved) => onSaved(saved, true), onError });
    }
  });

  const categoryOptions = categories.map((item) => ({ value: item.key, label: locale === 'fr' ? item.name_fr : item.name_en }));
  const fuelOptions = Object.values(FUELS).map((fuel) => ({ value: fuel.key, label: locale === 'fr' ? fuel.nameFr : fuel.nameEn }));
  const siteOptions = sites.map((site) => ({ value: site.id, label: site.name }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={entry ? t('ledger.form.edit_label') : t('ledger.form.create_label')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('ledger.form.category')}
          required
          options={categoryOptions}
          error={error('category')}
          {...form.register('category', {
            onChange: (event: { target: { value: string } }) => {
              const next = event.target.value;
              const offered = UNITS_BY_CATEGORY[next] ?? [];
              if (!offered.includes(form.getValues('unit'))) form.setValue('unit', offered[0] ?? 'kg');
              if (!FUEL_CATEGORIES.includes(next)) form.setValue('fuel', '');
            },
          })}
        />
        <SelectField
          label={t('ledger.form.site')}
          required
          placeholder={t('ledger.form.site_placeholder')}
          options={siteOptions}
          error={error('site_id')}
          {...form.register('site_id')}
        />
        <FactorPicker
          companyId={companyId}
          factor={factor}
          error={error('emission_factor_id')}
          onChange={(chosen) => {
            setFactor(chosen);
            form.setValue('emission_factor_id', chosen.id, { shouldValidate: form.formState.isSubmitted });
            if (!refrigerant && !(UNITS_BY_CATEGORY[category] ?? []).includes(form.getValues('unit'))) form.setValue('unit', chosen.unit);
          }}
        />
        {FUEL_CATEGORIES.includes(category) && (
          <SelectField
            label={t('ledger.form.fuel')}
            hint={t('ledger.form.fuel_hint')}
            placeholder={t('ledger.form.fuel_none')}
            options={fuelOptions}
            error={error('fuel')}
            {...form.register('fuel')}
          />
        )}
      </div>

      {refrigerant ? (
        <fieldset className="space-y-4 rounded-md border border-neutral-200 p-4">
          <legend className="px-1 text-sm font-medium text-neutral-800">{t('ledger.form.refrigerant.method')}</legend>
          <div className="flex flex-wrap gap-4">
            {REFRIGERANT_METHODS.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-neutral-800">
                <input type="radio" value={value} {...form.register('refrigerant_method')} />
                {t(`ledger.form.refrigerant.methods.${value}`)}
              </label>
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {method === 'leak_rate' ? (
              <>
                <NumberField control={form.control} name="charge_kg" label={t('ledger.form.refrigerant.charge_kg')} required error={error('charge_kg')} />
                <NumberField
                  control={form.control}
                  name="leak_rate_percent"
                  label={t('ledger.form.refrigerant.leak_rate_percent')}
                  hint={t('ledger.form.refrigerant.leak_rate_hint')}
                  required
                  error={error('leak_rate_percent')}
                />
              </>
            ) : (
              <NumberField
                control={form.control}
                name="recharged_kg"
                label={t('ledger.form.refrigerant.recharged_kg')}
                hint={t('ledger.form.refrigerant.recharged_hint')}
                required
                error={error('recharged_kg')}
              />
            )}
          </div>
          <p className="text-sm text-neutral-800" aria-live="polite">
            {released === null
              ? t('ledger.form.refrigerant.released_pending')
              : t('ledger.form.refrigerant.released', { quantity: format.number(released), unit: unitName('kg') })}
          </p>
        </fieldset>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField control={form.control} name="quantity" label={t('ledger.form.quantity')} required error={error('quantity')} />
          <SelectField
            label={t('ledger.form.unit')}
            required
            options={units.map((code) => ({ value: code, label: unitName(code) }))}
            error={error('unit')}
            {...form.register('unit')}
          />
          {ENERGY_UNITS.includes(unit) && (
            <EnergyBasisField
              label={t('ledger.form.energy_basis')}
              hint={t('ledger.form.energy_basis_hint')}
              error={error('energy_basis')}
              {...form.register('energy_basis')}
            />
          )}
        </div>
      )}

      <TextField label={t('ledger.form.label')} hint={t('ledger.form.label_hint')} error={error('label')} {...form.register('label')} />

      <EntryFormActions editing={entry !== null} submitLabel={t('ledger.form.submit')} saving={saving} onCancel={onCancel} />
    </form>
  );
}
