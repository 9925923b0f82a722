import { messageKeys } from '@carbon/contracts/common';
import { productMessageKeys, type SimpleProduct } from '@carbon/contracts/products';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { formatLocaleNumber, parseLocaleNumber } from '@/lib/locale-number';
import { useLocale } from '@/lib/use-locale';
import { useCreateSimpleProduct, useUpdateSimpleProduct } from '../api/product-queries';

type Values = { name: string; price_per_unit: number; emissions_per_unit: number };

/** The simple product's three fields, checked before they are sent. */
function SimpleProductFields({
  initial,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: SimpleProduct | null;
  pending: boolean;
  submitLabel: string;
  onSubmit: (values: Values) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('products');
  const fieldError = useFieldErrorText();
  const locale = useLocale();
  const num = (value: number | undefined) => (value === undefined ? '' : formatLocaleNumber(value, locale, { grouping: false }));
  const [name, setName] = useState(initial?.name ?? '');
  const [price, setPrice] = useState(num(initial?.price_per_unit));
  const [emissions, setEmissions] = useState(num(initial?.emissions_per_unit));
  const [errors, setErrors] = useState<Partial<Record<'name' | 'price' | 'emissions', string>>>({});

  const submit = () => {
    const pricePerUnit = parseLocaleNumber(price, locale);
    const emissionsPerUnit = parseLocaleNumber(emissions, locale);
    const next: typeof errors = {};
    if (!name.trim()) next.name = productMessageKeys.nameRequired;
    if (pricePerUnit === null || pricePerUnit < 0) next.price = messageKeys.mustBePositive;
    if (emissionsPerUnit === null || emissionsPerUnit < 0) next.emissions = messageKeys.mustBePositive;
    setErrors(next);
    if (Object.keys(next).length > 0 || pricePerUnit === null || emissionsPerUnit === null) return;
    onSubmit({ name: name.trim(), price_per_unit: pricePerUnit, emissions_per_unit: emissionsPerUnit });
  };

  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField label={t('simple.name')} required value={name} error={fieldError(errors.name)} onChange={(event) => setName(event.target.value)} />
      <TextField label={t('simple.price')} required inputMode="decimal" value={price} error={fieldError(errors.price)} onChange={(event) => setPrice(event.target.value)} />
      <TextField
        label={t('simple.emissions')}
        required
        inputMode="decimal"
        value={emissions}
        error={fieldError(errors.emissions)}
        onChange={(event) => setEmissions(event.target.value)}
      />
      <div className="flex justify-end gap-2 sm:col-span-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" pending={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** /products/simple/new: a name, a price and an emission per unit. */
export function SimpleProductForm({ companyId }: { companyId: string }) {
  const { t } = useTranslation('products');
  const errorText = useErrorText();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateSimpleProduct(companyId);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-neutral-900">{t('simple.title')}</h1>
      <Card title={t('simple.title')}>
        <SimpleProductFields
          initial={null}
          pending={create.isPending}
          submitLabel={t('simple.save')}
          onCancel={() => void navigate('/products')}
          onSubmit={(values) =>
            create.mutate(
              { company_id: companyId, ...values },
              {
                onSuccess: () => {
                  toast.success(t('messages.simple_created'));
                  void navigate('/products');
                },
                onError: (error) => toast.error(t('messages.save_simple_failed'), errorText(error)),
              },
            )
          }
        />
      </Card>
    </div>
  );
}

/** The list's edit of a simple product (PATCH /simple-products/{id}), in a dialog. */
export function SimpleProductDialog({ companyId, product, onClose }: { companyId: string; product: SimpleProduct; onClose: () => void }) {
  const { t } = useTranslation('products');
  const errorText = useErrorText();
  const toast = useToast();
  const update = useUpdateSimpleProduct(companyId, product.id);
  return (
    <Dialog open onClose={onClose} title={t('simple.edit_title', { name: product.name })}>
      <SimpleProductFields
        initial={product}
        pending={update.isPending}
        submitLabel={t('simple.save')}
        onCancel={onClose}
        onSubmit={(values) =>
          update.mutate(values, {
            onSuccess: () => {
              toast.success(t('messages.simple_updated'));
              onClose();
            },
            onError: (error) => toast.error(t('messages.save_simple_failed'), errorText(error)),
          })
        }
      />
    </Dialog>
  );
}
