import { TARIFF_FAMILY_SLOTS, type EnergyPrice, type EnergySource } from '@carbon/contracts/energy-prices';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-input';
import { useToast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { useSetTariff } from '../api/energy-prices-queries';
import { usePriceFieldError } from '../format';
import {
  familiesFor,
  tariffFormDefaults,
  tariffFormSchema,
  tariffSlotIssues,
  toSetTariffInput,
  type TariffFormValues,
} from '../price-forms';

interface TariffFormProps {
  companyId: string;
  year: number;
  source: EnergySource;
  /** The company's tariff for the year and source, if it has one. */
  tariff: EnergyPrice | undefined;
  onSaved: () => void;
  onCancel: () => void;
}

/** The company's tariff for a year and source: its family, then one price per slot of that family. */
export function TariffForm({ companyId, year, source, tariff, onSaved, onCancel }: TariffFormProps) {
  const { t } = useTranslation('app');
  const toast = useToast();
  const errorText = useErrorText();
  const fieldError = usePriceFieldError();
  const save = useSetTariff();
  const families = familiesFor(source);

  const form = useForm<TariffFormValues>({
    resolver: zodResolver(tariffFormSchema),
    defaultValues: tariffFormDefaults(tariff),
  });
  const family = useWatch({ control: form.control, name: 'tariff_family' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const input = toSetTariffInput(companyId, year, source, values);
    save.mutate(input, {
      onSuccess: () => {
        toast.success(t('prices.tariff_updated'));
        onSaved();
      },
      onError: (failure) => {
        const issues = tariffSlotIssues(failure, input);
        for (const issue of issues)
          form.setError(`slots.${issue.slot}`, { type: 'server', message: issue.message });
        if (issues.length === 0) toast.error(t('prices.update_failed'), errorText(failure));
      },
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={t('prices.tariff.title', { year })}
    >
      {families.length > 1 && (
        <SelectField
          label={t('prices.tariff.family')}
          required
          options={families.map((value) => ({ value, label: t(`prices.tariff_families.${value}`) }))}
          {...form.register('tariff_family', { onChange: () => form.clearErrors('slots') })}
        />
      )}
      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-medium text-neutral-800">
          {t('prices.tariff.slots_legend')}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {TARIFF_FAMILY_SLOTS[family].map((slot) => (
            <NumberField
              key={`${family}-${slot}`}
              control={form.control}
              name={`slots.${slot}`}
              label={t(`prices.slots.${slot}`)}
              required
              error={fieldError(errors.slots?.[slot]?.message)}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('prices.tariff.cancel')}
        </Button>
        <Button type="submit" pending={save.isPending}>
          {t('prices.tariff.save')}
        </Button>
      </div>
    </form>
  );
}
