import type { EnergySource } from '@carbon/contracts/energy-prices';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-input';
import { useToast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { applyFieldIssues } from '@/lib/form-errors';
import { useCreateCustomPrice } from '../api/energy-prices-queries';
import { usePriceFieldError } from '../format';
import {
  CUSTOM_PRICE_FIELDS,
  customPriceFormDefaults,
  customPriceFormSchema,
  toCreateCustomInput,
  type CustomPriceFormInput,
  type CustomPriceFormOutput,
} from '../price-forms';

interface CustomPriceFormProps {
  companyId: string;
  year: number;
  source: EnergySource;
  onSaved: () => void;
  onCancel: () => void;
}

/** A named price of the company's own (a supply contract, a fuel delivery): EUR per kWh and kg CO2e per kWh. */
export function CustomPriceForm({ companyId, year, source, onSaved, onCancel }: CustomPriceFormProps) {
  const { t } = useTranslation('app');
  const toast = useToast();
  const errorText = useErrorText();
  const fieldError = usePriceFieldError();
  const create = useCreateCustomPrice();
  const form = useForm<CustomPriceFormInput, unknown, CustomPriceFormOutput>({
    resolver: zodResolver(customPriceFormSchema),
    defaultValues: customPriceFormDefaults,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    create.mutate(toCreateCustomInput(companyId, year, source, values), {
      onSuccess: (saved) => {
        toast.success(t('prices.custom_created'), saved.name ?? undefined);
        onSaved();
      },
      onError: (failure) => {
        if (applyFieldIssues(failure, form.setError, CUSTOM_PRICE_FIELDS)) return;
        toast.error(t('prices.save_failed'), errorText(failure));
      },
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={t('prices.custom.title', { year })}
    >
      <TextField
        label={t('prices.custom.name')}
        hint={t('prices.custom.name_hint')}
        required
        autoComplete="off"
        error={fieldError(errors.name?.message)}
        {...form.register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          control={form.control}
          name="price_eur_per_kwh"
          label={t('prices.custom.price')}
          required
          error={fieldError(errors.price_eur_per_kwh?.message)}
        />
        <NumberField
          control={form.control}
          name="emission_kg_co2e_per_kwh"
          label={t('prices.custom.emission')}
          hint={t('prices.custom.emission_hint')}
          required
          error={fieldError(errors.emission_kg_co2e_per_kwh?.message)}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('prices.custom.cancel')}
        </Button>
        <Button type="submit" pending={create.isPending}>
          {t('prices.custom.save')}
        </Button>
      </div>
    </form>
  );
}
