import type { Site } from '@carbon/contracts/companies';
import { FACTOR_MODES, PACKAGING_MATERIALS, PRICE_MODES, type Packaging } from '@carbon/contracts/packaging';
import type { CatalogSearchItem } from '@carbon/contracts/product-catalog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/alert';
import { SelectField, TextField } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-input';
import { ApiError } from '@/lib/api-client';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { useSavePackaging } from '../api/packaging-queries';
import { usePackagingKit, type ChosenFactor } from '../packaging-kit';
import {
  invalidConfiguration,
  packagingFieldIssues,
  packagingFormDefaults,
  packagingFormSchema,
  prefillFromItem,
  toPackagingInput,
  type PackagingFormInput,
  type PackagingFormOutput,
} from '../packaging-form';

/** Messages of the packaging namespace ('packaging.validation.…') and of the errors namespace, in words. */
export function usePackagingFieldError(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('packaging');
  const fieldError = useFieldErrorText();
  return useCallback(
    (message: string | undefined) => {
      if (message?.startsWith('packaging.')) return t(message.slice('packaging.'.length) as 'title');
      return fieldError(message);
    },
    [t, fieldError],
  );
}

interface PackagingFormProps {
  companyId: string;
  year: number;
  /** The site the line is on (the top bar's). */
  siteId: string;
  sites: Site[];
  /** The line being changed, or null for a new one. */
  line: Packaging | null;
  /** A catalog item picked in the search, to prefill a new line. */
  item?: CatalogSearchItem | null;
  onSaved: (line: Packaging, created: boolean) => void;
  onCancel: () => void;
}

function factorOfLine(line: Packaging | null): ChosenFactor | null {
  const factor = line?.factor_mode === 'search' ? line.entries[0]?.factor : null;
  if (!factor?.id) return null;
  return {
    id: factor.id,
    name: factor.name ?? factor.id,
    source: factor.source,
    version: factor.dataset_version,
    unit: factor.unit,
    kgCo2ePerUnit: factor.kg_co2e_per_unit,
  };
}

/** Records or changes a packaging line: material, size or name, quantity, factor mode and price mode. */
export function PackagingForm({ companyId, year, siteId, line, item, onSaved, onCancel }: PackagingFormProps) {
  const { t } = useTranslation('packaging');
  const { t: tErrors } = useTranslation('errors');
  const errorText = useErrorText();
  const fieldError = usePackagingFieldError();
  const save = useSavePackaging();
  const { FactorPicker } = usePackagingKit();
  const [factor, setFactor] = useState<ChosenFactor | null>(() => factorOfLine(line));
  const [problem, setProblem] = useState<string | null>(null);

  const form = useForm<PackagingFormInput, unknown, PackagingFormOutput>({
    resolver: zodResolver(packagingFormSchema),
    defaultValues: item ? prefillFromItem(packagingFormDefaults(null), item) : packagingFormDefaults(line),
  });
  const { errors } = form.formState;
  const error = (name: keyof PackagingFormInput) => fieldError(errors[name]?.message);
  const [quantityMode, factorMode, priceMode] = useWatch({ control: form.control, name: ['quantity_mode', 'factor_mode', 'price_mode'] });
  const catalogItemId = useWatch({ control: form.control, name: 'catalog_item_id' });

  const onSubmit = form.handleSubmit((values) => {
    setProblem(null);
    if (invalidConfiguration(values)) {
      setProblem(tErrors('invalid_packaging'));
      return;
    }
    save.mutate(
      { id: line?.id ?? null, input: toPackagingInput(companyId, siteId, year, values) },
      {
        onSuccess: (saved) => onSaved(saved, line === null),
        onError: (failure) => {
          const issues = packagingFieldIssues(failure);
          for (const issue of issues) form.setError(issue.field, { type: 'server', message: issue.message });
          if (issues.length > 0) return;
          setProblem(failure instanceof ApiError && failure.code === 'invalid_packaging' ? failure.message : errorText(failure));
        },
      },
    );
  });

  const materialOptions = PACKAGING_MATERIALS.map((value) => ({ value, label: t(`materials.${value}`) }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={line ? t('form.edit') : t('form.new')}>
      {catalogItemId && item && <p className="text-sm text-neutral-700">{t('form.from_catalog', { name: item.name })}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('fields.material')}
          required
          placeholder="—"
          options={materialOptions}
          error={error('material')}
          {...form.register('material')}
        />
        <TextField label={t('fields.size')} error={error('size')} {...form.register('size')} />
        <TextField label={t('fields.name')} error={error('name')} {...form.register('name')} />
        <TextField label={t('fields.region')} error={error('region')} {...form.register('region')} />
      </div>

      <fieldset className="space-y-3 rounded-md border border-neutral-200 p-4">
        <legend className="px-1 text-sm font-medium text-neutral-800">{t('fields.quantity_mode')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['units', 'weight'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-neutral-800">
              <input type="radio" value={value} {...form.register('quantity_mode')} />
              {t(value === 'units' ? 'fields.by_units' : 'fields.by_weight')}
            </label>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {quantityMode === 'units' ? (
            <NumberField control={form.control} name="units" label={t('fields.units')} required error={error('units')} />
          ) : (
            <NumberField control={form.control} name="total_weight_kg" label={t('fields.total_weight_kg')} required error={error('total_weight_kg')} />
          )}
          <NumberField control={form.control} name="unit_weight_kg" label={t('fields.unit_weight_kg')} error={error('unit_weight_kg')} />
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <label className="flex items-center gap-2 text-sm text-neutral-800">
          <input type="checkbox" {...form.register('recyclable')} />
          {t('fields.recyclable')}
        </label>
        <NumberField
          control={form.control}
          name="recycled_content_percent"
          label={t('fields.recycled_content_percent')}
          error={error('recycled_content_percent')}
        />
      </div>

      <fieldset className="space-y-3 rounded-md border border-neutral-200 p-4">
        <legend className="px-1 text-sm font-medium text-neutral-800">{t('fields.factor_mode')}</legend>
        <div className="flex flex-wrap gap-4">
          {FACTOR_MODES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-neutral-800">
              <input type="radio" value={value} {...form.register('factor_mode')} />
              {t(`factor_modes.${value}`)}
            </label>
          ))}
        </div>
        {factorMode === 'search' && (
          <FactorPicker
            companyId={companyId}
            factor={factor}
            error={error('emission_factor_id')}
            onChange={(chosen) => {
              setFactor(chosen);
              form.setValue('emission_factor_id', chosen.id, { shouldValidate: form.formState.isSubmitted });
            }}
          />
        )}
        {factorMode === 'custom' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField control={form.control} name="custom_factor_value" label={t('fields.custom_factor')} required error={error('custom_factor_value')} />
            <SelectField
              label={t('fields.custom_factor_per')}
              options={[
                { value: 'kg', label: t('fields.per_kg') },
                { value: 'unit', label: t('fields.per_unit') },
              ]}
              {...form.register('custom_factor_per')}
            />
          </div>
        )}
      </fieldset>

      <fieldset className="space-y-3 rounded-md border border-neutral-200 p-4">
        <legend className="px-1 text-sm font-medium text-neutral-800">{t('fields.price_mode')}</legend>
        <div className="flex flex-wrap gap-4">
          {PRICE_MODES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-neutral-800">
              <input type="radio" value={value} {...form.register('price_mode')} />
              {t(`price_modes.${value}`)}
            </label>
          ))}
        </div>
        {priceMode === 'custom' && (
          <NumberField control={form.control} name="price_eur" label={t('fields.price_eur')} required error={error('price_eur')} />
        )}
      </fieldset>

      {problem && <InlineAlert>{problem}</InlineAlert>}

      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" pending={save.isPending}>
          {line ? t('actions.save') : t('actions.add')}
        </Button>
      </div>
    </form>
  );
}
