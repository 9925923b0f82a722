import { DEFAULT_COST_PER_KM_EUR, HOTEL_FACTORS, SPEND_MODES, TRAVEL_MODES } from '@carbon/carbon/travel';
import type { BusinessTravel, BusinessTravelInput } from '@carbon/contracts/business-travel';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { formatLocaleNumber, parseLocaleNumber } from '@/lib/locale-number';
import { useLocale } from '@/lib/use-locale';
import { useToast } from '@/components/ui/toast';
import { useSaveBusinessTravel } from '../api/business-travel-queries';

export interface BusinessTravelDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  companyId: string;
  siteId: string;
  periodYear: number;
  /** The report to edit; a new one when absent. */
  activity?: BusinessTravel;
}

type EntryMode = 'distance' | 'spend';

/** The form's fields as typed, in the user's notation. */
interface FormText {
  entryMode: EntryMode;
  distance: Record<(typeof TRAVEL_MODES)[number], string>;
  totalSpend: string;
  split: Record<(typeof SPEND_MODES)[number], string>;
  costs: Record<(typeof SPEND_MODES)[number], string>;
  businessClass: string;
  evShare: string;
  rf: boolean;
  hotelNights: string;
  hotelCountry: string;
}

function initialText(activity: BusinessTravel | undefined, locale: ReturnType<typeof useLocale>): FormText {
  const show = (value: number | null | undefined) =>
    typeof value === 'number' && value !== 0 ? formatLocaleNumber(value, locale) : '';
  const split = activity?.spend_split_percent;
  const overrides = activity?.cost_per_km_overrides;
  const spend = activity?.entry_mode === 'spend';
  return {
    entryMode: activity?.entry_mode ?? 'distance',
    distance: {
      short_flight: spend ? '' : show(activity?.distance_km.short_flight),
      medium_flight: spend ? '' : show(activity?.distance_km.medium_flight),
      long_flight: spend ? '' : show(activity?.distance_km.long_flight),
      rail: spend ? '' : show(activity?.distance_km.rail),
      car: spend ? '' : show(activity?.distance_km.car),
    },
    totalSpend: show(activity?.total_spend),
    split: {
      flights: split ? String(split.flights) : '',
      rail: split ? String(split.rail) : '',
      car: split ? String(split.car) : '',
    },
    costs: { flights: show(overrides?.flights), rail: show(overrides?.rail), car: show(overrides?.car) },
    businessClass: activity ? String(activity.business_class_percent) : '0',
    evShare: activity ? String(activity.car_ev_share_percent) : '0',
    rf: activity?.include_radiative_forcing ?? true,
    hotelNights: show(activity?.hotel_nights),
    hotelCountry: activity?.hotel_country ?? '',
  };
}

/**
 * The business travel entry form (scope 3 cat. 6): distances per mode or a spend split across modes, the business
 * class and electric car shares, radiative forcing, hotel nights. The API answers what is wrong, field by field.
 */
export function BusinessTravelDialog({
  open,
  onOpenChange,
  companyId,
  siteId,
  periodYear,
  activity,
}: BusinessTravelDialogProps) {
  const { t } = useTranslation('travel');
  const { t: tErrors } = useTranslation('errors');
  const locale = useLocale();
  const toast = useToast();
  const save = useSaveBusinessTravel();
  const formId = useId();
  const [text, setText] = useState<FormText>(() => initialText(activity, locale));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<{ open: boolean; id: string | undefined }>({
    open,
    id: activity?.id,
  });
  if (shownFor.open !== open || shownFor.id !== activity?.id) {
    // A new opening starts from the report (or an empty form), without the last attempt's errors.
    setShownFor({ open, id: activity?.id });
    if (open) {
      setText(initialText(activity, locale));
      setErrors({});
      setFailure(null);
    }
  }

  const invalidNumber = tErrors('invalid_input');
  const number = (raw: string, path: string, found: Record<string, string>): number | undefined => {
    if (raw.trim() === '') return undefined;
    const value = parseLocaleNumber(raw, locale);
    if (value === null || Number.isNaN(value)) {
      found[path] = invalidNumber;
      return undefined;
    }
    return value;
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const spend = text.entryMode === 'spend';
    const input: BusinessTravelInput = {
      company_id: companyId,
      site_id: siteId,
      period_year: periodYear,
      entry_mode: text.entryMode,
      currency: 'EUR',
      business_class_percent: number(text.businessClass, 'business_class_percent', found) ?? 0,
      car_ev_share_percent: number(text.evShare, 'car_ev_share_percent', found) ?? 0,
      include_radiative_forcing: text.rf,
      hotel_nights: number(text.hotelNights, 'hotel_nights', found) ?? null,
      hotel_country: text.hotelCountry || null,
    };
    if (spend) {
      input.total_spend = number(text.totalSpend, 'total_spend', found) ?? null;
      input.spend_split_percent = {
        flights: number(text.split.flights, 'spend_split_percent.flights', found) ?? 0,
        rail: number(text.split.rail, 'spend_split_percent.rail', found) ?? 0,
        car: number(text.split.car, 'spend_split_percent.car', found) ?? 0,
      };
      const costs = Object.fromEntries(
        SPEND_MODES.flatMap((mode) => {
          const value = number(text.costs[mode], `cost_per_km_overrides.${mode}`, found);
          return value === undefined ? [] : [[mode, value]];
        }),
      );
      input.cost_per_km_overrides = Object.keys(costs).length > 0 ? costs : null;
    } else {
      input.distance_km = Object.fromEntries(
        TRAVEL_MODES.flatMap((mode) => {
          const value = number(text.distance[mode], `distance_km.${mode}`, found);
          return value === undefined ? [] : [[mode, value]];
        }),
      );
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: activity?.id, input },
      {
        onSuccess: () => {
          toast.success(t('dialog.saved'));
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldIssues.length > 0) {
            setErrors(
              Object.fromEntries(
                error.fieldIssues.map((issue) => [
                  issue.loc.filter((part) => part !== 'body').join('.'),
                  issue.msg,
                ]),
              ),
            );
          } else {
            setFailure(error instanceof Error ? error.message : t('dialog.error'));
          }
        },
      },
    );
  }

  const numberField = (
    label: ReactNode,
    value: string,
    onChange: (value: string) => void,
    path: string,
    hint?: ReactNode,
  ) => (
    <TextField
      label={label}
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={errors[path]}
    />
  );
  const regionName = new Intl.DisplayNames([locale], { type: 'region' });
  const countries = Object.keys(HOTEL_FACTORS)
    .map((code) => ({ code, name: regionName.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));

  return (
    <Dialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={activity ? t('dialog.title_edit') : t('dialog.title_new')}
      description={t('dialog.description')}
      className="max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} pending={save.isPending}>
            {t('dialog.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="mt-4 space-y-4">
        {failure && <InlineAlert title={t('dialog.error')}>{failure}</InlineAlert>}
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-neutral-800">{t('dialog.entry_mode')}</legend>
          <div className="flex gap-4">
            {(['distance', 'spend'] as const).map((mode) => (
              <label key={mode} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${formId}-mode`}
                  checked={text.entryMode === mode}
                  onChange={() => setText({ ...text, entryMode: mode })}
                />
                {mode === 'distance' ? t('dialog.entry_mode_distance') : t('dialog.entry_mode_spend')}
              </label>
            ))}
          </div>
        </fieldset>

        {text.entryMode === 'distance' ? (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-neutral-800">{t('dialog.distance_legend')}</legend>
            {errors.distance_km && <p className="text-xs font-medium text-red-700">{errors.distance_km}</p>}
            <div className="grid gap-3 sm:grid-cols-2">
              {TRAVEL_MODES.map((mode) => (
                <div key={mode}>
                  {numberField(
                    `${t(`modes.${mode}`)} (km)`,
                    text.distance[mode],
                    (value) => setText({ ...text, distance: { ...text.distance, [mode]: value } }),
                    `distance_km.${mode}`,
                  )}
                </div>
              ))}
            </div>
          </fieldset>
        ) : (
          <>
            {numberField(
              t('dialog.total_spend'),
              text.totalSpend,
              (value) => setText({ ...text, totalSpend: value }),
              'total_spend',
            )}
            {errors.currency && <p className="text-xs font-medium text-red-700">{errors.currency}</p>}
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-neutral-800">{t('dialog.split_legend')}</legend>
              {errors.spend_split_percent && (
                <p role="alert" className="text-xs font-medium text-red-700">
                  {errors.spend_split_percent}
                </p>
              )}
              <div className="grid gap-3 sm:grid-cols-3">
                {SPEND_MODES.map((mode) => (
                  <div key={mode}>
                    {numberField(
                      `${t(`modes.${mode}`)} (%)`,
                      text.split[mode],
                      (value) => setText({ ...text, split: { ...text.split, [mode]: value } }),
                      `spend_split_percent.${mode}`,
                    )}
                  </div>
                ))}
              </div>
            </fieldset>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-neutral-800">{t('dialog.cost_legend')}</legend>
              <div className="grid gap-3 sm:grid-cols-3">
                {SPEND_MODES.map((mode) => (
                  <div key={mode}>
                    {numberField(
                      `${t(`modes.${mode}`)} (EUR/km)`,
                      text.costs[mode],
                      (value) => setText({ ...text, costs: { ...text.costs, [mode]: value } }),
                      `cost_per_km_overrides.${mode}`,
                      t('dialog.cost_default', {
                        value: formatLocaleNumber(DEFAULT_COST_PER_KM_EUR[mode], locale),
                      }),
                    )}
                  </div>
                ))}
              </div>
            </fieldset>
          </>
        )}

        <div className="grid gap-3 sm:grid-cols-2">
          {numberField(
            t('dialog.business_class_percent'),
            text.businessClass,
            (value) => setText({ ...text, businessClass: value }),
            'business_class_percent',
            t('dialog.business_class_hint'),
          )}
          {numberField(
            t('dialog.car_ev_share_percent'),
            text.evShare,
            (value) => setText({ ...text, evShare: value }),
            'car_ev_share_percent',
          )}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={text.rf}
            onChange={(event) => setText({ ...text, rf: event.target.checked })}
          />
          {t('dialog.include_radiative_forcing')}
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          {numberField(
            t('dialog.hotel_nights'),
            text.hotelNights,
            (value) => setText({ ...text, hotelNights: value }),
            'hotel_nights',
          )}
          <div className="space-y-1">
            <label htmlFor={`${formId}-country`} className="block text-sm font-medium text-neutral-800">
              {t('dialog.hotel_country')}
            </label>
            <select
              id={`${formId}-country`}
              className="block h-10 w-full rounded-md border border-neutral-300 bg-white px-3 text-sm"
              value={text.hotelCountry}
              aria-invalid={errors.hotel_country ? true : undefined}
              onChange={(event) => setText({ ...text, hotelCountry: event.target.value })}
            >
              <option value="">{t('dialog.hotel_country_none')}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
            {errors.hotel_country && (
              <p className="text-xs font-medium text-red-700">{errors.hotel_country}</p>
            )}
          </div>
        </div>
      </form>
    </Dialog>
  );
}
