import type { Site } from '@carbon/contracts/companies';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EntryFormActions } from '@/components/entries/entry-form-parts';
import { SelectField, TextField } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-input';
import { useToast } from '@/components/ui/toast';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { useSavePurchase, type PurchaseLine, type PurchaseTab } from '../api/purchases-queries';
import { lineEntry, serverFieldIssues } from '../purchases';
import type { ProductPurchase } from '@carbon/contracts/purchases';
import { usePurchasesKit, type ChosenFactor, type ChosenProduct } from '../purchases-kit';

type Values = Record<string, unknown>;

/** One field of a purchase form. */
export interface FieldSpec {
  name: string;
  kind: 'text' | 'number' | 'select' | 'factor' | 'product';
  label: string;
  required?: boolean;
  hint?: string;
  options?: { value: string; label: string }[];
  placeholder?: string;
  integer?: boolean;
  /** Shown only when this says so (the factor search in search mode…). */
  visible?: (values: Values) => boolean;
}

export interface PurchaseFormProps {
  tab: PurchaseTab;
  companyId: string;
  year: number;
  sites: Site[];
  line: PurchaseLine | null;
  schema: z.ZodType;
  defaults: Values;
  fields: FieldSpec[];
  toBody: (values: Values) => unknown;
  label: string;
  onSaved: (line: PurchaseLine, created: boolean) => void;
  onCancel: () => void;
}

function factorOfLine(line: PurchaseLine | null): ChosenFactor | null {
  const entry = line ? lineEntry(line) : undefined;
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

/** The product a bought-product line points to, as the picker shows it. */
function productOfLine(tab: PurchaseTab, line: PurchaseLine | null): ChosenProduct | null {
  if (tab !== 'products' || !line) return null;
  const product = line as ProductPurchase;
  return {
    sourceKind: product.source_kind,
    id: product.simple_product_id ?? product.catalog_item_id ?? product.product_report_slug ?? '',
    name: product.product_name,
    unit: product.product_unit,
    kgCo2ePerUnit: product.kg_co2e_per_unit,
    owner: product.product_owner,
  };
}

/** A purchase dialog: the tab's fields, its validation (SPEC messages per field), the API's 422 shown on its field. */
export function PurchaseForm({
  tab,
  companyId,
  sites,
  line,
  schema,
  defaults,
  fields,
  toBody,
  label,
  onSaved,
  onCancel,
}: PurchaseFormProps) {
  const { t } = useTranslation('purchases');
  const toast = useToast();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const { FactorPicker, ProductPicker } = usePurchasesKit();
  const save = useSavePurchase(tab);
  const [chosen, setChosen] = useState<ChosenFactor | null>(() => (tab === 'products' ? null : factorOfLine(line)));
  const [product, setProduct] = useState<ChosenProduct | null>(() => productOfLine(tab, line));
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
    defaultValues: defaults,
  });
  const values = useWatch({ control: form.control }) as Values;
  const { errors } = form.formState;
  const error = (name: string) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? fieldError(message) : undefined;
  };

  const submit = form.handleSubmit((valid) => {
    save.mutate(
      { id: line?.id ?? null, body: toBody(valid) as never },
      {
        onSuccess: (saved) => onSaved(saved, line === null),
        onError: (failure) => {
          const issues = serverFieldIssues(failure).filter((issue) =>
            fields.some((field) => field.name === issue.field),
          );
          for (const issue of issues) form.setError(issue.field, { type: 'server', message: issue.message });
          if (issues.length === 0) toast.error(t('messages.save_failed'), errorText(failure));
        },
      },
    );
  });
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (fields.some((field) => field.kind === 'factor'))
      form.setValue('emission_factor_id', chosen?.id ?? '');
    return submit(event);
  };

  const siteOptions = sites.map((site) => ({ value: site.id, label: site.name }));
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={label}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('form.site')}
          required
          placeholder={t('form.site_placeholder')}
          options={siteOptions}
          error={error('site_id')}
          {...form.register('site_id')}
        />
        {fields.map((field) => {
          if (field.visible && !field.visible(values)) return null;
          if (field.kind === 'factor') {
            return (
              <FactorPicker
                key={field.name}
                companyId={companyId}
                factor={chosen}
                error={error('emission_factor_id')}
                onChange={(factor) => {
                  setChosen(factor);
                  form.setValue('emission_factor_id', factor.id);
                  form.clearErrors('emission_factor_id');
                }}
              />
            );
          }
          if (field.kind === 'product') {
            return (
              <ProductPicker
                key={field.name}
                companyId={companyId}
                product={product}
                error={error('source_id')}
                onChange={(picked) => {
                  setProduct(picked);
                  form.setValue('source_kind', picked.sourceKind);
                  form.setValue('source_id', picked.id);
                  form.clearErrors('source_id');
                }}
              />
            );
          }
          if (field.kind === 'number') {
            return (
              <NumberField
                key={field.name}
                control={form.control}
                name={field.name}
                label={field.label}
                hint={field.hint}
                required={field.required}
                integer={field.integer}
                error={error(field.name)}
              />
            );
          }
          if (field.kind === 'select') {
            return (
              <SelectField
                key={field.name}
                label={field.label}
                hint={field.hint}
                required={field.required}
                placeholder={field.placeholder}
                options={field.options ?? []}
                error={error(field.name)}
                {...form.register(field.name)}
              />
            );
          }
          return (
            <TextField
              key={field.name}
              label={field.label}
              hint={field.hint}
              required={field.required}
              error={error(field.name)}
              {...form.register(field.name)}
            />
          );
        })}
      </div>
      <EntryFormActions
        editing={line !== null}
        submitLabel={label}
        saving={save.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
