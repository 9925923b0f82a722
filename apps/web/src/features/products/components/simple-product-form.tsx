import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { parseLocaleNumber } from '@/lib/locale-number';
import { productMessageKeys } from '@carbon/contracts/products';
import { messageKeys } from '@carbon/contracts/common';
import { useLocale } from '@/lib/use-locale';
import { useCreateSimpleProduct } from '../api/product-queries';

/** /products/simple/new: a name, a price and an emission per unit. */
export function SimpleProductForm({ companyId }: { companyId: string }) {
  const { t } = useTranslation('products');
  const fieldError = useFieldErrorText();
  const errorText = useErrorText();
  const toast = useToast();
  const navigate = useNavigate();
  const locale = useLocale();
  const create = useCreateSimpleProduct(companyId);
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [emissions, setEmissions] = useState('');
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
    create.mutate(
      { company_id: companyId, name: name.trim(), price_per_unit: pricePerUnit, emissions_per_unit: emissionsPerUnit },
      {
        onSuccess: () => {
          toast.success(t('messages.simple_created'));
          void navigate('/products');
        },
        onError: (error) => toast.error(t('messages.save_simple_failed'), errorText(error)),
      },
    );
  };

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-neutral-900">{t('simple.title')}</h1>
      <Card title={t('simple.title')}>
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
          <TextField label={t('simple.emissions')} required inputMode="decimal" value={emissions} error={fieldError(errors.emissions)} onChange={(event) => setEmissions(event.target.value)} />
          <div className="flex justify-end gap-2 sm:col-span-3">
            <Button variant="secondary" onClick={() => void navigate('/products')}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" pending={create.isPending}>
              {t('simple.save')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
