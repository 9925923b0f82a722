import { CATALOG_UNITS, VOLUME_UNITS, WEIGHT_UNITS, type CatalogItem } from '@carbon/contracts/product-catalog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldFrame, SelectField, TextField } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-input';
import { useToast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useErrorText } from '@/lib/errors';
import { applyFieldIssues } from '@/lib/form-errors';
import { countryOptions, currencyOptions } from '@/lib/regions';
import { useLocale } from '@/lib/use-locale';
import { catalogTagsQueryOptions, useCreateCatalogItem, useUpdateCatalogItem } from '../api/catalog-queries';
import {
  catalogFormDefaults,
  catalogFormFields,
  catalogFormSchema,
  toCreateInput,
  toUpdateInput,
  type CatalogFormInput,
  type CatalogFormOutput,
} from '../catalog-form';
import { useCatalogFieldError } from '../use-catalog-field-error';
import { FactorLink } from './factor-link';
import { TagPicker } from './tag-picker';

export const CATALOG_LIST_PATH = '/product-catalog';

interface CatalogItemFormProps {
  /** The item being edited, or null to create one. */
  item: CatalogItem | null;
  companyId: string;
  /** Library items, and every item for a viewer, open read-only. */
  readOnly: boolean;
  defaultCurrency?: string;
  onSaved: (item: CatalogItem, created: boolean) => void;
}

function TextAreaField({
  label,
  error,
  hint,
  ...props
}: { label: ReactNode; error?: string | undefined; hint?: ReactNode; ref?: Ref<HTMLTextAreaElement> } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className="sm:col-span-2">
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={cn(
          'block w-full rounded-md border bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-600',
          error ? 'border-red-600' : 'border-neutral-300',
        )}
        {...props}
      />
    </FieldFrame>
  );
}

/** Create or edit a catalog item (SPEC section 3), with the SPEC's validation messages under the fields. */
export function CatalogItemForm({ item, companyId, readOnly, defaultCurrency = 'EUR', onSaved }: CatalogItemFormProps) {
  const { t } = useTranslation('catalog');
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const errorText = useErrorText();
  const fieldError = useCatalogFieldError();
  const create = useCreateCatalogItem();
  const update = useUpdateCatalogItem(item?.id ?? '');
  const tags = useQuery(catalogTagsQueryOptions());

  const form = useForm<CatalogFormInput, unknown, CatalogFormOutput>({
    resolver: zodResolver(catalogFormSchema),
    defaultValues: catalogFormDefaults(item, defaultCurrency),
  });
  const { errors } = form.formState;
  const error = (name: keyof CatalogFormInput) => fieldError(errors[name]?.message);

  // SPEC section 8: 'Failed to load tags' is a toast; the tag section also keeps a retry in place.
  const tagsFailed = tags.isError;
  useEffect(() => {
    if (tagsFailed) toast.error(t('errors.load_tags_failed'));
  }, [tagsFailed, toast, t]);

  const saving = create.isPending || update.isPending;
  const onSubmit = form.handleSubmit((values) => {
    const onError = (failure: unknown) => {
      if (applyFieldIssues(failure, form.setError, catalogFormFields)) return;
      toast.error(item ? t('errors.update_failed') : t('errors.create_failed'), errorText(failure));
    };
    if (item) {
      update.mutate(toUpdateInput(values), { onSuccess: (saved) => onSaved(saved, false), onError });
    } else {
      create.mutate(toCreateInput(companyId, values), { onSuccess: (saved) => onSaved(saved, true), onError });
    }
  });

  const unitOptions = CATALOG_UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`) }));
  const weightUnitOptions = WEIGHT_UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`) }));
  const volumeUnitOptions = VOLUME_UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`) }));
  const unit = useWatch({ control: form.control, name: 'unit' });
  const factorId = useWatch({ control: form.control, name: 'emission_factor_id' });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={item ? t('form.edit_label', { name: item.name }) : t('form.create_label')}>
      <fieldset disabled={readOnly} className="space-y-6">
        <Card title={t('form.sections.general')} description={t('form.sections.general_hint')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('form.fields.name')} required={!readOnly} error={error('name')} {...form.register('name')} />
            <TextField
              label={t('form.fields.category')}
              required={!readOnly}
              hint={readOnly ? undefined : t('form.hints.category')}
              error={error('category')} {...form.register('category')} />
            <TextField label={t('form.fields.alternative_name')} error={error('alternative_name')} {...form.register('alternative_name')} />
            <TextField label={t('form.fields.product_type')} error={error('product_type')} {...form.register('product_type')} />
            <TextField label={t('form.fields.material_type')} error={error('material_type')} {...form.register('material_type')} />
            <TextAreaField label={t('form.fields.description')} error={error('description')} {...form.register('description')} />
          </div>
        </Card>

        <Card title={t('form.sections.price')}>
          <div className="grid gap-4 sm:grid-cols-3">
            <NumberField
              control={form.control}
              name="price_per_unit"
              label={t('form.fields.price_per_unit')}
              required={!readOnly}
              hint={readOnly && item?.price_per_unit === null ? t('library.no_price') : undefined}
              error={error('price_per_unit')}
            />
            <SelectField label={t('form.fields.currency')} options={currencyOptions(locale)} error={error('currency')} {...form.register('currency')} />
            <SelectField label={t('form.fields.unit')} options={unitOptions} error={error('unit')} {...form.register('unit')} />
          </div>
        </Card>

        <Card title={t('form.sections.emissions')} description={t('form.sections.emissions_hint')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              control={form.control}
              name="emission_per_unit"
              label={t('form.fields.emission_per_unit', { unit: t(`units.${unit}`) })}
              hint={factorId ? t('form.hints.emission_from_factor') : undefined}
              error={error('emission_per_unit')}
            />
            <FactorLink
              factorId={factorId}
              unit={unit}
              companyId={companyId}
              readOnly={readOnly}
              onChange={(next) => form.setValue('emission_factor_id', next, { shouldDirty: true })}
            />
          </div>
        </Card>

        <Card title={t('form.sections.physical')}>
          <div className="grid gap-4 sm:grid-cols-3">
            <NumberField control={form.control} name="weight" label={t('form.fields.weight')} error={error('weight')} />
            <SelectField
              label={t('form.fields.weight_unit')}
              placeholder={t('form.not_set')}
              options={weightUnitOptions}
              error={error('weight_unit')}
              {...form.register('weight_unit')}
            />
            <NumberField control={form.control} name="density" label={t('form.fields.density')} hint={t('form.hints.density')} error={error('density')} />
            <NumberField control={form.control} name="volume" label={t('form.fields.volume')} error={error('volume')} />
            <SelectField
              label={t('form.fields.volume_unit')}
              placeholder={t('form.not_set')}
              options={volumeUnitOptions}
              error={error('volume_unit')}
              {...form.register('volume_unit')}
            />
            <TextField label={t('form.fields.dimensions')} hint={t('form.hints.dimensions')} error={error('dimensions')} {...form.register('dimensions')} />
            <TextField label={t('form.fields.size')} error={error('size')} {...form.register('size')} />
            <TextField label={t('form.fields.size_label')} error={error('size_label')} {...form.register('size_label')} />
          </div>
        </Card>

        <Card title={t('form.sections.origin')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('form.fields.region')} error={error('region')} {...form.register('region')} />
            <SelectField
              label={t('form.fields.country_code')}
              placeholder={t('form.not_set')}
              options={countryOptions(locale)}
              error={error('country_code')}
              {...form.register('country_code')}
            />
            <SelectField
              label={t('form.fields.recyclable')}
              options={[
                { value: '', label: t('form.recyclable.unknown') },
                { value: 'yes', label: t('form.recyclable.yes') },
                { value: 'no', label: t('form.recyclable.no') },
              ]}
              error={error('recyclable')}
              {...form.register('recyclable')}
            />
            <NumberField
              control={form.control}
              name="recycled_content_percent"
              label={t('form.fields.recycled_content_percent')}
              error={error('recycled_content_percent')}
            />
          </div>
        </Card>

        <Card title={t('form.sections.tags')} description={t('form.sections.tags_hint')}>
          <Controller
            control={form.control}
            name="tag_ids"
            render={({ field }) => (
              <TagPicker
                tags={tags.data?.tags}
                status={tags.status}
                onRetry={() => void tags.refetch()}
                errorText={t('errors.load_tags_failed')}
                value={field.value}
                onChange={field.onChange}
                disabled={readOnly}
                locale={locale}
              />
            )}
          />
        </Card>
      </fieldset>

      <div className="flex flex-wrap justify-end gap-2">
        <Link to={CATALOG_LIST_PATH} className={buttonClasses('secondary')}>
          {readOnly ? t('form.back') : tCommon('actions.cancel')}
        </Link>
        {!readOnly && (
          <Button type="submit" pending={saving}>
            {item ? t('form.save') : t('form.create')}
          </Button>
        )}
      </div>
    </form>
  );
}
