import { emissionFactorEndpoints } from '@carbon/contracts/emission-factors';
import {
  createSoldProductInputSchema,
  soldProductEndpoints,
  updateSoldProductInputSchema,
  USE_PHASE_KINDS,
  type SoldProduct,
} from '@carbon/contracts/product-inventory';
import { WASTE_TYPES } from '@carbon/contracts/waste';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { factorHref, FactorSearchPanel } from '@/components/factors/factor-search-panel';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { ApiError, callApi } from '@/lib/api-client';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { formatLocaleNumber, parseLocaleNumber } from '@/lib/locale-number';
import { useFormatters, useLocale } from '@/lib/use-locale';
import type { AppLocale } from '@carbon/i18n/locale';

export const soldProductKeys = {
  all: ['sold-products'] as const,
  list: (companyId: string, year: number) => ['sold-products', companyId, year] as const,
};

/** What a sold-product record is about: a composite product or a simple product of the company. */
export interface SoldProductTarget {
  kind: 'product' | 'simple_product';
  id: string;
  name: string;
}

type UseKind = (typeof USE_PHASE_KINDS)[number];
type WasteType = (typeof WASTE_TYPES)[number];
interface PickedFactor {
  id: string;
  name: string;
  source: string;
  unit: string;
  kgCo2ePerUnit: number;
}

/** The form's text values (what the user typed, in the locale's number format). */
interface Texts {
  units_sold: string;
  kwh: string;
  litres: string;
  gas: string;
  ghg_kg: string;
  gwp: string;
  release: string;
  recycling: string;
  incineration: string;
  landfill: string;
  weight: string;
  produced: string;
}

function textsOf(record: SoldProduct | null, locale: AppLocale): Texts {
  const n = (value: number | null | undefined) => (value === null || value === undefined ? '' : formatLocaleNumber(value, locale));
  const use = record?.use_phase;
  return {
    units_sold: n(record?.units_sold),
    kwh: use?.kind === 'energy' ? n(use.kwh_per_unit_lifetime) : '',
    litres: use?.kind === 'fuel' ? n(use.litres_per_unit_lifetime) : '',
    gas: use?.kind === 'direct_ghg' ? use.gas : '',
    ghg_kg: use?.kind === 'direct_ghg' ? n(use.ghg_kg_per_unit) : '',
    gwp: use?.kind === 'direct_ghg' ? n(use.gwp) : '',
    release: use?.kind === 'direct_ghg' ? n(use.release_percent) : n(100),
    recycling: n(record?.end_of_life.recycling_percent ?? 100),
    incineration: n(record?.end_of_life.incineration_percent ?? 0),
    landfill: n(record?.end_of_life.landfill_percent ?? 0),
    weight: n(record?.end_of_life.weight_per_unit_kg),
    produced: n(record?.include_materials?.units_produced),
  };
}

/** The factor of the record's use phase, as the picker shows it (from the category 11 line written with it). */
function factorOfRecord(record: SoldProduct | null): PickedFactor | null {
  const use = record?.use_phase;
  const id = use && (use.kind === 'energy' || use.kind === 'fuel') ? use.emission_factor_id : null;
  if (!record || !id) return null;
  const line = record.entries.find((entry) => entry.factor.id === id);
  return {
    id,
    name: line?.factor.name ?? id,
    source: line?.factor.source ?? '',
    unit: line?.factor.unit ?? '',
    kgCo2ePerUnit: line?.factor.kg_co2e_per_unit ?? 0,
  };
}

/** The factor search of the use phase: electricity (energy units) or a fuel (volume units). */
function factorSearchOptions(query: string, lang: AppLocale, companyId: string, family: 'energy' | 'volume') {
  const search = { q: query, limit: 10, min_score: 0, lang, company_id: companyId, unit_family: family } as const;
  return queryOptions({
    queryKey: ['emission-factors', 'search', search] as const,
    queryFn: ({ signal }) => callApi(emissionFactorEndpoints.search, { query: search }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A contract or API issue path (['end_of_life', 'landfill_percent']) as the form's field key. */
const fieldKey = (path: readonly PropertyKey[]) => path.map(String).join('.');

interface SoldProductFormProps {
  companyId: string;
  siteId: string;
  year: number;
  target: SoldProductTarget;
  /** The record being edited (PUT), or null to record units sold (POST). */
  record: SoldProduct | null;
  onSaved: (record: SoldProduct) => void;
  onCancel?: () => void;
}

/**
 * Units of a product sold in a year (docs/decisions/0030-products-in-inventory.md): its use phase (electricity,
 * fuel or a greenhouse gas released; category 11), its end of life (category 12) and optionally the bill of
 * materials of the units produced (category 1). Checked with the API's own schema before sending; the API's 422
 * is shown under the field it names.
 */
export function SoldProductForm({ companyId, siteId, year, target, record, onSaved, onCancel }: SoldProductFormProps) {
  const { t } = useTranslation('productInventory');
  const locale = useLocale();
  const format = useFormatters();
  const toast = useToast();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const client = useQueryClient();
  const factorHeading = useId();
  const [texts, setTexts] = useState<Texts>(() => textsOf(record, locale));
  const [useKind, setUseKind] = useState<UseKind>(record?.use_phase.kind ?? 'none');
  const [factor, setFactor] = useState<PickedFactor | null>(() => factorOfRecord(record));
  const [choosingFactor, setChoosingFactor] = useState(false);
  const [wasteType, setWasteType] = useState<WasteType>(record?.end_of_life.waste_type ?? 'metals');
  const [packaging, setPackaging] = useState(record?.end_of_life.include_packaging ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const simple = target.kind === 'simple_product';

  const set = (key: keyof Texts) => (event: { target: { value: string } }) =>
    setTexts((current) => ({ ...current, [key]: event.target.value }));
  // Empty is "missing" (undefined), so the schema says "required"; unreadable text is NaN, "invalid".
  const number = (text: string) => (text.trim() === '' ? undefined : (parseLocaleNumber(text, locale) ?? Number.NaN));

  const body = () => {
    const usePhase =
      useKind === 'energy'
        ? { kind: 'energy' as const, kwh_per_unit_lifetime: number(texts.kwh), emission_factor_id: factor?.id ?? null }
        : useKind === 'fuel'
          ? { kind: 'fuel' as const, litres_per_unit_lifetime: number(texts.litres), emission_factor_id: factor?.id }
          : useKind === 'direct_ghg'
            ? {
                kind: 'direct_ghg' as const,
                ghg_kg_per_unit: number(texts.ghg_kg),
                gwp: number(texts.gwp),
                release_percent: number(texts.release) ?? 100,
                gas: texts.gas.trim(),
              }
            : { kind: 'none' as const };
    return {
      site_id: siteId,
      period_year: year,
      product_id: simple ? null : target.id,
      simple_product_id: simple ? target.id : null,
      units_sold: number(texts.units_sold),
      use_phase: usePhase,
      end_of_life: {
        waste_type: wasteType,
        recycling_percent: number(texts.recycling),
        incineration_percent: number(texts.incineration),
        landfill_percent: number(texts.landfill),
        include_packaging: packaging,
        weight_per_unit_kg: number(texts.weight) ?? null,
      },
      include_materials: !simple && texts.produced.trim() ? { units_produced: number(texts.produced) } : null,
    };
  };

  const save = useMutation({
    mutationFn: (valid: ReturnType<typeof updateSoldProductInputSchema.parse>) =>
      record
        ? callApi(soldProductEndpoints.update, { params: { id: record.id }, body: valid })
        : callApi(soldProductEndpoints.create, {
            body: createSoldProductInputSchema.parse({ ...valid, company_id: companyId }),
          }),
    onSuccess: (saved) => {
      toast.success(t(record ? 'updated' : 'saved'), saved.product_name);
      void client.invalidateQueries({ queryKey: soldProductKeys.all });
      void client.invalidateQueries({ queryKey: ['ledger'] });
      onSaved(saved);
    },
    onError: (failure) => {
      const issues =
        failure instanceof ApiError && failure.status === 422
          ? failure.fieldIssues.filter((issue) => issue.loc[0] === 'body' && issue.loc.length > 1)
          : [];
      if (issues.length > 0) {
        setErrors(Object.fromEntries(issues.map((issue) => [fieldKey(issue.loc.slice(1)), issue.msg])));
      } else {
        toast.error(t('save_failed'), errorText(failure));
      }
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    const parsed = updateSoldProductInputSchema.safeParse(body());
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = fieldKey(issue.path);
        next[key] ??= fieldError(issue.message) ?? issue.message;
      }
    }
    // A simple product has no weight of its own: the API would answer 422 on the same field.
    if (simple && !texts.weight.trim()) next['end_of_life.weight_per_unit_kg'] = fieldError('errors.sold_product_weight_required') ?? '';
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    save.mutate(parsed.data);
  };

  const error = (key: string) => errors[key];
  const numberField = (key: keyof Texts, label: string, errorKey: string, required = true, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      inputMode="decimal"
      required={required}
      value={texts[key]}
      onChange={set(key)}
      error={error(errorKey)}
    />
  );
  const family = useKind === 'fuel' ? 'volume' : 'energy';

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t(record ? 'edit_named' : 'add_named', { name: target.name })}>
      <div className="grid gap-4 sm:grid-cols-2">
        {error('product_id') && (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
            {error('product_id')}
          </p>
        )}
        {numberField('units_sold', t('fields.units_sold'), 'units_sold')}
        <SelectField
          label={t('fields.use_phase')}
          required
          hint={t('hints.use_phase')}
          options={USE_PHASE_KINDS.map((kind) => ({ value: kind, label: t(`use_kinds.${kind}`) }))}
          value={useKind}
          onChange={(event) => {
            setUseKind(event.target.value as UseKind);
            // An electricity factor does not fit a fuel, nor the reverse.
            setFactor(null);
          }}
        />
        {useKind === 'energy' && numberField('kwh', t('fields.kwh_per_unit_lifetime'), 'use_phase.kwh_per_unit_lifetime')}
        {useKind === 'fuel' && numberField('litres', t('fields.litres_per_unit_lifetime'), 'use_phase.litres_per_unit_lifetime')}
        {useKind === 'direct_ghg' && (
          <>
            <TextField label={t('fields.gas')} value={texts.gas} onChange={set('gas')} error={error('use_phase.gas')} />
            {numberField('ghg_kg', t('fields.ghg_kg_per_unit'), 'use_phase.ghg_kg_per_unit')}
            {numberField('gwp', t('fields.gwp'), 'use_phase.gwp', true, t('hints.gwp'))}
            {numberField('release', t('fields.release_percent'), 'use_phase.release_percent', false, t('hints.release_percent'))}
          </>
        )}
        {(useKind === 'energy' || useKind === 'fuel') && (
          <div className="space-y-2 text-sm sm:col-span-2">
            <p id={factorHeading} className="font-medium text-neutral-800">
              {t(useKind === 'energy' ? 'factor.electricity' : 'factor.fuel')}
              {useKind === 'fuel' && (
                <span aria-hidden="true" className="text-red-700">
                  *
                </span>
              )}
            </p>
            {factor ? (
              <p>
                <a href={factorHref(factor.id)} target="_blank" rel="noreferrer" className="font-medium text-accent-800 underline underline-offset-2">
                  {factor.name}
                </a>{' '}
                <span className="text-neutral-700 tabular-nums">
                  {t('factor.value', { value: format.number(factor.kgCo2ePerUnit, 4), unit: factor.unit, source: factor.source })}
                </span>
              </p>
            ) : (
              <p className="text-neutral-600">{t(useKind === 'energy' ? 'factor.grid_default' : 'factor.none')}</p>
            )}
            {error('use_phase.emission_factor_id') && (
              <p className="text-xs font-medium text-red-700">{error('use_phase.emission_factor_id')}</p>
            )}
            <Button variant="secondary" size="sm" aria-expanded={choosingFactor} onClick={() => setChoosingFactor((open) => !open)}>
              {t(factor ? 'factor.change' : 'factor.choose')}
            </Button>
            {choosingFactor && (
              <FactorSearchPanel
                labelledBy={factorHeading}
                searchOptions={(query) => factorSearchOptions(query, locale, companyId, family)}
                texts={{
                  searchLabel: t('factor.search'),
                  searchHint: t(useKind === 'energy' ? 'factor.search_hint_energy' : 'factor.search_hint_fuel'),
                  empty: (query) => t('factor.empty', { query }),
                  use: t('factor.use'),
                  useNamed: (name) => t('factor.use_named', { name }),
                }}
                summary={(item) =>
                  t('factor.value', { value: format.number(item.kg_co2e_per_unit, 4), unit: item.unit_label, source: item.source })
                }
                onPick={(item) => {
                  setFactor({ id: item.id, name: item.name, source: item.source, unit: item.unit_label, kgCo2ePerUnit: item.kg_co2e_per_unit });
                  setChoosingFactor(false);
                  setErrors(({ ['use_phase.emission_factor_id']: _removed, ...rest }) => rest);
                }}
              />
            )}
          </div>
        )}
        <SelectField
          label={t('fields.waste_type')}
          required
          options={WASTE_TYPES.map((type) => ({ value: type, label: t(`waste_types.${type}`) }))}
          value={wasteType}
          onChange={(event) => setWasteType(event.target.value as WasteType)}
          error={error('end_of_life.waste_type')}
        />
        {numberField(
          'weight',
          t('fields.weight_per_unit_kg'),
          'end_of_life.weight_per_unit_kg',
          simple,
          simple ? undefined : t('hints.weight_per_unit_kg'),
        )}
        {numberField('recycling', t('fields.recycling_percent'), 'end_of_life.recycling_percent')}
        {numberField('incineration', t('fields.incineration_percent'), 'end_of_life.incineration_percent')}
        {numberField('landfill', t('fields.landfill_percent'), 'end_of_life.landfill_percent', true, t('hints.shares'))}
        <label className="flex items-center gap-2 self-end text-sm text-neutral-900">
          <input type="checkbox" checked={packaging} onChange={(event) => setPackaging(event.target.checked)} />
          {t('fields.include_packaging')}
        </label>
        {!simple &&
          numberField('produced', t('fields.units_produced'), 'include_materials.units_produced', false, t('hints.units_produced'))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={save.isPending}>
          {t(record ? 'save' : 'add')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
