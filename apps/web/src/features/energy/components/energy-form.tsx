import type { Site } from '@carbon/contracts/companies';
import type { EnergyPrice } from '@carbon/contracts/energy-prices';
import type { Entry } from '@carbon/contracts/ledger';
import { FUELS } from '@carbon/carbon/ledger';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EnergyBasisField, EntryFormActions } from '@/components/entries/entry-form-parts';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-input';
import { useToast } from '@/components/ui/toast';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { formatFactorValue } from '@/lib/factor-value';
import { useFormatters, useLocale } from '@/lib/use-locale';
import {
  CONTRACTS,
  ENERGY,
  ENERGY_KINDS,
  READINGS,
  energyFieldIssues,
  energyFormDefaults,
  energyFormSchema,
  energyKindOf,
  toCreateInput,
  toUpdateInput,
  type EnergyFormInput,
  type EnergyFormOutput,
  type EnergyKind,
} from '../energy';
import { energyDefaultsQueryOptions, useEnergyEntries } from '../api/energy-queries';
import { useLedgerKit, type ChosenFactor } from '../ledger-kit';

interface EnergyFormProps {
  companyId: string;
  year: number;
  entry: Entry | null;
  sites: Site[];
  siteId: string | null;
  /** The year's energy prices; undefined while loading. */
  prices: EnergyPrice[] | undefined;
  pricesFailed: boolean;
  onAdjust: (entry: Entry) => void;
  onSaved: (entry: Entry, created: boolean) => void;
  onCancel: () => void;
}

function factorOfEntry(entry: Entry | null): ChosenFactor | null {
  if (!entry?.factor.id || entry.category === 'electricity') return null;
  return {
    id: entry.factor.id,
    name: entry.factor.name ?? entry.factor.id,
    source: entry.factor.source,
    version: entry.factor.dataset_version,
    unit: entry.factor.unit,
    kgCo2ePerUnit: entry.factor.kg_co2e_per_unit,
  };
}

/** The energy consumption dialog: site, energy, quantity read on a meter or an invoice, contract, factor, price. */
export function EnergyForm({
  companyId,
  year,
  entry,
  sites,
  siteId,
  prices,
  pricesFailed,
  onAdjust,
  onSaved,
  onCancel,
}: EnergyFormProps) {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const format = useFormatters();
  const toast = useToast();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const { useUnitName, useCreateEntry, useUpdateEntry, FactorPicker } = useLedgerKit();
  const unitName = useUnitName();
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const [chosen, setChosen] = useState<ChosenFactor | null>(() => factorOfEntry(entry));
  // Electricity: a factor of the search replaces the grid only once the user asks for it.
  const [ownElectricityFactor, setOwnElectricityFactor] = useState(false);

  const form = useForm<EnergyFormInput, unknown, EnergyFormOutput>({
    resolver: zodResolver(energyFormSchema),
    defaultValues: energyFormDefaults(entry, { kind: 'electricity', siteId }),
  });
  const { errors } = form.formState;
  const error = (name: keyof EnergyFormInput) => {
    const message = errors[name]?.message;
    return message?.startsWith('energy.')
      ? t(message as 'energy.validation.price_required')
      : fieldError(message);
  };
  const [kind, unit, contract, selectedSite] = useWatch({
    control: form.control,
    name: ['kind', 'unit', 'contract', 'site_id'],
  });
  const definition = ENERGY[kind];

  // The factor the API proposes for the energy in the site's country (ADEME natural gas per kWh PCI in France…),
  // until the user picks another through the search.
  const defaults = useQuery({
    ...energyDefaultsQueryOptions(companyId, selectedSite || null, year),
    enabled: !entry && kind !== 'electricity',
  });
  const proposedFactor =
    !entry && chosen === null ? defaults.data?.items.find((item) => item.energy === kind)?.factor : undefined;
  const proposed: ChosenFactor | null = proposedFactor
    ? {
        id: proposedFactor.id,
        name: proposedFactor.name ?? proposedFactor.id,
        source: proposedFactor.source,
        version: proposedFactor.dataset_version,
        unit: proposedFactor.unit,
        kgCo2ePerUnit: proposedFactor.kg_co2e_per_unit,
      }
    : null;
  const factor = kind === 'electricity' && !ownElectricityFactor ? null : (chosen ?? proposed);

  const sourcePrices = definition.priceSource
    ? (prices ?? []).filter((price) => price.source === definition.priceSource)
    : [];
  const pricesOffered = sourcePrices.length > 0;
  // The chosen site's energy lines of the year, to adjust one rather than record it twice.
  const siteLines = useEnergyEntries(companyId, year, selectedSite || null);
  const entries = selectedSite ? siteLines.data : [];
  const entriesFailed = siteLines.isError;
  const siteEntries = (entries ?? []).filter(
    (line) => line.site_id === selectedSite && line.id !== entry?.id,
  );

  const units = [...new Set([...(entry ? [entry.unit] : []), ...definition.units])];
  const energyUnit = ['Wh', 'kWh', 'MWh', 'GWh', 'MJ', 'GJ', 'therm'].includes(unit);

  const saving = create.isPending || update.isPending;
  const submit = form.handleSubmit((values) => {
    const onError = (failure: unknown) => {
      const issues = energyFieldIssues(failure);
      for (const issue of issues) form.setError(issue.field, { type: 'server', message: issue.message });
      if (issues.length > 0) return;
      toast.error(
        entry ? t('energy.messages.update_failed') : t('energy.messages.add_failed'),
        errorText(failure),
      );
    };
    if (entry)
      update.mutate(
        { id: entry.id, input: toUpdateInput(entry, values) },
        { onSuccess: (saved) => onSaved(saved, false), onError },
      );
    else
      create.mutate(toCreateInput(companyId, year, values), {
        onSuccess: (saved) => onSaved(saved, true),
        onError,
      });
  });
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    form.setValue('emission_factor_id', factor?.id ?? '');
    form.setValue('prices_offered', pricesOffered);
    return submit(event);
  };

  const kindOptions = ENERGY_KINDS.map((value) => ({ value, label: t(`energy.kinds.${value}`) }));
  const siteOptions = sites.map((site) => ({ value: site.id, label: site.name }));
  const fuelOptions = definition.fuels.map((key) => ({
    value: key,
    label: locale === 'fr' ? (FUELS[key]?.nameFr ?? key) : (FUELS[key]?.nameEn ?? key),
  }));
  const priceOptions = sourcePrices.map((price) => ({
    value: price.id,
    label: t('energy.form.price_option', {
      name: priceName(price, t),
      price: formatFactorValue(price.price_eur_per_kwh, locale),
    }),
  }));

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={entry ? t('energy.form.edit_label') : t('energy.form.create_label')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('energy.form.site')}
          required
          placeholder={t('energy.form.site_placeholder')}
          options={siteOptions}
          error={error('site_id')}
          {...form.register('site_id')}
        />
        <SelectField
          label={t('energy.form.kind')}
          required
          options={kindOptions}
          error={error('kind')}
          disabled={entry !== null}
          {...form.register('kind', {
            onChange: (event: { target: { value: string } }) => {
              const next = ENERGY[event.target.value as EnergyKind];
              if (!next.units.includes(form.getValues('unit'))) form.setValue('unit', next.units[0] ?? 'kWh');
              form.setValue('fuel', next.fuels[0] ?? '');
              form.setValue('energy_basis', event.target.value === 'natural_gas' ? 'HHV' : '');
              form.setValue('price_id', '');
              setChosen(null);
              setOwnElectricityFactor(false);
            },
          })}
        />
      </div>

      {!entry && (
        <section
          aria-labelledby="energy-existing"
          className="space-y-2 rounded-md border border-neutral-200 p-3 text-sm"
        >
          <h3 id="energy-existing" className="font-medium text-neutral-800">
            {t('energy.form.existing_title')}
          </h3>
          {entriesFailed ? (
            <p role="alert" className="text-red-700">
              {t('energy.messages.entries_failed')}
            </p>
          ) : entries === undefined ? null : siteEntries.length === 0 ? (
            <p className="text-neutral-700">{t('energy.messages.no_entries')}</p>
          ) : (
            <ul className="divide-y divide-neutral-200">
              {siteEntries.map((line) => {
                const name = line.label || t(`energy.kinds.${energyKindOf(line) ?? 'electricity'}`);
                return (
                  <li key={line.id} className="flex items-center justify-between gap-3 py-1.5">
                    <span>
                      {name} ·{' '}
                      <span className="tabular-nums">
                        {format.number(line.quantity)} {unitName(line.unit)}
                      </span>
                    </span>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('energy.form.adjust_named', { name })}
                      onClick={() => onAdjust(line)}
                    >
                      {t('energy.form.adjust')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          control={form.control}
          name="quantity"
          label={t('energy.form.quantity')}
          required
          error={error('quantity')}
        />
        <SelectField
          label={t('energy.form.unit')}
          required
          options={units.map((code) => ({ value: code, label: unitName(code) }))}
          error={error('unit')}
          {...form.register('unit')}
        />
        <SelectField
          label={t('energy.form.reading')}
          options={READINGS.map((value) => ({ value, label: t(`energy.readings.${value}`) }))}
          {...form.register('reading')}
        />
        {kind === 'wood' && (
          <SelectField
            label={t('energy.form.fuel')}
            options={fuelOptions}
            error={error('fuel')}
            {...form.register('fuel')}
          />
        )}
        {energyUnit && kind !== 'electricity' && (
          <EnergyBasisField
            label={t('energy.form.energy_basis')}
            hint={kind === 'natural_gas' ? t('energy.form.energy_basis_hint') : undefined}
            error={error('energy_basis')}
            {...form.register('energy_basis')}
          />
        )}
      </div>

      {kind === 'electricity' && (
        <fieldset className="space-y-3 rounded-md border border-neutral-200 p-4">
          <legend className="px-1 text-sm font-medium text-neutral-800">{t('energy.form.contract')}</legend>
          <div className="flex flex-col gap-2">
            {CONTRACTS.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-neutral-800">
                <input type="radio" value={value} {...form.register('contract')} />
                {t(`energy.contracts.${value}`)}
              </label>
            ))}
          </div>
          {contract === 'supplier' && (
            <NumberField
              control={form.control}
              name="supplier_factor"
              label={t('energy.form.supplier_factor')}
              hint={t('energy.form.supplier_factor_hint')}
              required
              error={error('supplier_factor')}
            />
          )}
          {contract === 'guarantees' && (
            <p className="text-sm text-neutral-700">{t('energy.form.guarantees_hint')}</p>
          )}
        </fieldset>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        {kind === 'electricity' && !ownElectricityFactor ? (
          <div className="space-y-2 text-sm sm:col-span-2">
            <p className="font-medium text-neutral-800">{t('ledger.form.factor')}</p>
            <p className="text-neutral-700">
              {entry
                ? t('energy.form.electricity_factor_kept', { name: entry.factor.name ?? '' })
                : t('energy.form.grid_factor', { year })}
            </p>
            <Button variant="secondary" size="sm" onClick={() => setOwnElectricityFactor(true)}>
              {t('ledger.form.change_factor')}
            </Button>
          </div>
        ) : (
          <FactorPicker
            key={`${kind}-${factor?.id ?? 'none'}`}
            companyId={companyId}
            factor={factor}
            error={error('emission_factor_id')}
            onChange={(picked) => {
              setChosen(picked);
              form.clearErrors('emission_factor_id');
            }}
          />
        )}
      </div>

      {definition.priceSource !== null && (
        <div className="space-y-2 text-sm">
          {pricesFailed ? (
            <p role="alert" className="text-red-700">
              {t('energy.messages.prices_failed')}
            </p>
          ) : prices !== undefined && !pricesOffered ? (
            <p className="text-neutral-700">
              {t('energy.messages.no_prices')}{' '}
              <Link to="/prices" className="font-medium text-accent-800 underline underline-offset-2">
                {t('energy.form.configure_prices')}
              </Link>
            </p>
          ) : (
            <SelectField
              label={t('energy.form.price')}
              hint={t('energy.form.price_hint')}
              required
              placeholder={t('energy.form.price_placeholder')}
              options={priceOptions}
              error={error('price_id')}
              {...form.register('price_id')}
            />
          )}
        </div>
      )}

      <TextField
        label={t('energy.form.label')}
        hint={t('energy.form.label_hint')}
        error={error('label')}
        {...form.register('label')}
      />

      <EntryFormActions
        editing={entry !== null}
        submitLabel={t('energy.form.submit')}
        saving={saving}
        onCancel={onCancel}
      />
    </form>
  );
}

/** A price's name: a custom price's own, the company's tariff, or the default's publisher and country. */
export function priceName(
  price: EnergyPrice,
  t: (
    key: 'energy.prices.tariff' | 'energy.prices.default' | 'energy.prices.default_fallback',
    options?: Record<string, string>,
  ) => string,
): string {
  if (price.kind === 'tariff') return t('energy.prices.tariff');
  if (price.kind === 'custom') return price.name ?? '';
  const words = { name: price.reference?.publisher ?? price.name ?? '', country: price.country_code ?? '' };
  // A default of an earlier year, applied until the year's is published: its year is said.
  return price.fallback
    ? t('energy.prices.default_fallback', { ...words, year: String(price.year) })
    : t('energy.prices.default', words);
}
