import {
  COMPOSITION_MODES,
  PROCESSING_STATES,
  PRODUCT_UNITS,
  productMessageKeys,
  type CreateProductInput,
  type Product,
  type ProductLineInput,
} from '@carbon/contracts/products';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { formatLocaleNumber, parseLocaleNumber } from '@/lib/locale-number';
import { countryOptions } from '@/lib/regions';
import { useFormatters, useLocale } from '@/lib/use-locale';
import { productsQueryOptions, useCreateProduct, useUpdateProduct } from '../api/product-queries';
import { LineDialog, type LineDialogKind } from './line-dialogs';

interface ProductWizardProps {
  companyId: string;
  /** The top bar's site (null: none chosen); an edited product keeps its own site. */
  siteId: string | null;
  siteName: string | null;
  year: number;
  /** The product being edited, or null for a new one. */
  product: Product | null;
}

type Unit = (typeof PRODUCT_UNITS)[number];
type Info = {
  name: string;
  unit: Unit;
  description: string;
  category: string;
  weight: string;
  volume: string;
  revenue: string;
  processingState: string;
  compositionMode: (typeof COMPOSITION_MODES)[number];
  isComponent: boolean;
  isFinalProduct: boolean;
  /** Optional facts of the public report: volume of one unit (l), its size (cm), where it comes from. */
  unitVolume: string;
  length: string;
  width: string;
  height: string;
  originCountry: string;
};
type InfoErrors = Partial<
  Record<'site' | 'name' | 'category' | 'weight' | 'volume' | 'unitVolume' | 'length' | 'width' | 'height', string>
>;
const SIZE_FIELDS = ['length', 'width', 'height'] as const;

/** A stored line back to its input (the API echoes every input field, with its id and position). */
function toInput(line: Product['lines'][number]): ProductLineInput {
  const { id: _id, position: _position, ...rest } = line as Record<string, unknown>;
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest))
    if (value !== null || key === 'processing_phase') input[key] = value;
  return input as ProductLineInput;
}

/** The SPEC section 5 checks of the Info step, as the contract's message keys. */
export function validateInfo(
  siteId: string | null,
  info: Pick<Info, 'name' | 'category' | 'weight' | 'volume' | 'compositionMode'> &
    Partial<Pick<Info, 'unitVolume' | 'length' | 'width' | 'height'>>,
  parse: (raw: string) => number | null,
): InfoErrors {
  const errors: InfoErrors = {};
  if (!siteId) errors.site = 'site';
  if (!info.name.trim()) errors.name = productMessageKeys.nameRequired;
  if (!info.category.trim()) errors.category = productMessageKeys.categoryRequired;
  const weight = parse(info.weight);
  if (weight === null || weight <= 0) errors.weight = productMessageKeys.weightPositive;
  const volume = parse(info.volume);
  if (info.volume.trim() !== '' && (volume === null || volume <= 0))
    errors.volume = productMessageKeys.greaterThanZero;
  else if (info.compositionMode === 'whole_production' && volume === null)
    errors.volume = productMessageKeys.volumeRequired;
  // Optional, but when given a number greater than 0; the size is the three sides or none.
  for (const key of ['unitVolume', ...SIZE_FIELDS] as const) {
    const raw = info[key] ?? '';
    const value = parse(raw);
    // `!(value > 0)` also refuses NaN, what the parser gives for text that is not a number.
    if (raw.trim() !== '' && !((value ?? Number.NaN) > 0)) errors[key] = productMessageKeys.greaterThanZero;
  }
  const sides = SIZE_FIELDS.filter((key) => (info[key] ?? '').trim() !== '');
  if (sides.length > 0 && sides.length < 3)
    for (const key of SIZE_FIELDS) if (!(info[key] ?? '').trim()) errors[key] = productMessageKeys.greaterThanZero;
  return errors;
}

/** /products/new and /products/edit/{id}: the two-step wizard, Info then Flow (French: Infos, Flux). */
export function ProductWizard({ companyId, siteId: topSiteId, siteName, year, product }: ProductWizardProps) {
  const { t } = useTranslation('products');
  const fieldError = useFieldErrorText();
  const errorText = useErrorText();
  const toast = useToast();
  const navigate = useNavigate();
  const locale = useLocale();
  const format = useFormatters();
  const parse = (raw: string) => parseLocaleNumber(raw, locale);
  const siteId = product?.site_id ?? topSiteId;
  const products = useQuery(productsQueryOptions(companyId));
  const create = useCreateProduct(companyId);
  const update = useUpdateProduct(companyId, product?.id ?? '');
  const [step, setStep] = useState<0 | 1>(0);
  const [dialog, setDialog] = useState<LineDialogKind | null>(null);
  /** The index of the line being edited, if any (its dialog replaces it in place). */
  const [editing, setEditing] = useState<number | null>(null);
  const [infoErrors, setInfoErrors] = useState<InfoErrors>({});
  const [linesError, setLinesError] = useState<string | undefined>();
  const num = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : formatLocaleNumber(value, locale, { grouping: false });
  const [info, setInfo] = useState<Info>({
    name: product?.name ?? '',
    unit: (product?.unit as Unit | undefined) ?? 'unit',
    description: product?.description ?? '',
    category: product?.category ?? '',
    weight: num(product?.weight_per_unit_kg),
    volume: num(product?.annual_production_volume),
    revenue: num(product?.revenue_per_unit_eur),
    processingState: product?.processing_state ?? '',
    compositionMode: product?.composition_mode ?? 'per_unit',
    isComponent: product?.is_component ?? false,
    isFinalProduct: product?.is_final_product ?? true,
    unitVolume: num(product?.volume_per_unit_l),
    length: num(product?.dimensions_cm?.length),
    width: num(product?.dimensions_cm?.width),
    height: num(product?.dimensions_cm?.height),
    originCountry: product?.origin_country ?? '',
  });
  const [lines, setLines] = useState<ProductLineInput[]>(() => product?.lines.map(toInput) ?? []);
  const set = <K extends keyof Info>(key: K, value: Info[K]) =>
    setInfo((current) => ({ ...current, [key]: value }));

  const next = () => {
    const errors = validateInfo(siteId, info, parse);
    setInfoErrors(errors);
    if (Object.keys(errors).length === 0) setStep(1);
  };

  const save = () => {
    if (!lines.some((line) => line.kind === 'material')) {
      setLinesError(productMessageKeys.materialRequired);
      return;
    }
    const errors = validateInfo(siteId, info, parse);
    if (Object.keys(errors).length > 0 || !siteId) {
      setInfoErrors(errors);
      setStep(0);
      return;
    }
    const body = {
      site_id: siteId,
      name: info.name.trim(),
      unit: info.unit,
      description: info.description,
      annual_production_volume: parse(info.volume),
      weight_per_unit_kg: parse(info.weight) ?? 0,
      revenue_per_unit_eur: parse(info.revenue),
      currency: 'EUR',
      is_component: info.isComponent,
      is_final_product: info.isFinalProduct,
      category: info.category.trim(),
      processing_state: (info.processingState || null) as CreateProductInput['processing_state'],
      composition_mode: info.compositionMode,
      lines,
      volume_per_unit_l: parse(info.unitVolume),
      dimensions_cm: SIZE_FIELDS.every((key) => parse(info[key]) !== null)
        ? { length: parse(info.length)!, width: parse(info.width)!, height: parse(info.height)! }
        : null,
      origin_country: info.originCountry || null,
    };
    const onError = (error: unknown) => toast.error(t('messages.save_failed'), errorText(error));
    if (product) {
      update.mutate(body, {
        onSuccess: (saved) => {
          toast.success(t('messages.updated'));
          void navigate(`/products/view/${saved.id}`);
        },
        onError,
      });
    } else {
      create.mutate(
        { company_id: companyId, ...body },
        {
          onSuccess: (saved) => {
            toast.success(t('messages.created'));
            void navigate(`/products/view/${saved.id}`);
          },
          onError,
        },
      );
    }
  };

  const stepNames = [t('wizard.step_info'), t('wizard.step_flow')];
  const lineQuantity = (line: ProductLineInput): string => {
    switch (line.kind) {
      case 'material':
        return `${format.number(line.quantity)} ${line.unit}`;
      case 'energy':
        return line.allocation_percent !== undefined
          ? `${format.number(line.allocation_percent)} %`
          : `${format.number(line.quantity_kwh ?? 0)} kWh`;
      case 'packaging':
        return `${format.number(line.weight_kg)} kg`;
      case 'waste':
        return `${format.number(line.mass_kg)} kg`;
      default:
        return `${format.number(line.tonne_km)} t.km`;
    }
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-neutral-900">
          {product ? t('wizard.title_edit', { name: product.name }) : t('wizard.title_new')}
        </h1>
        <nav aria-label={t('wizard.steps')} className="mt-3">
          <ol className="flex gap-4">
            {stepNames.map((name, index) => (
              <li
                key={name}
                aria-current={index === step ? 'step' : undefined}
                className={index === step ? 'font-semibold text-accent-800' : 'text-neutral-600'}
              >
                {index + 1}. {name}
              </li>
            ))}
          </ol>
        </nav>
        <p className="sr-only">{t('wizard.step_of', { current: step + 1, total: 2 })}</p>
      </header>

      {step === 0 ? (
        <Card
          title={t('wizard.step_info')}
          description={siteName ? t('wizard.site', { name: siteName }) : undefined}
        >
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              next();
            }}
          >
            {infoErrors.site && <InlineAlert>{t('messages.site_required')}</InlineAlert>}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('wizard.name')}
                required
                value={info.name}
                error={fieldError(infoErrors.name)}
                onChange={(event) => set('name', event.target.value)}
              />
              <TextField
                label={t('wizard.category')}
                required
                value={info.category}
                error={fieldError(infoErrors.category)}
                onChange={(event) => set('category', event.target.value)}
              />
              <TextField
                label={t('wizard.weight')}
                required
                inputMode="decimal"
                value={info.weight}
                error={fieldError(infoErrors.weight)}
                onChange={(event) => set('weight', event.target.value)}
              />
              <SelectField
                label={t('wizard.unit')}
                options={PRODUCT_UNITS.map((code) => ({ value: code, label: code }))}
                value={info.unit}
                onChange={(event) => set('unit', event.target.value as Unit)}
              />
              <TextField
                label={t('wizard.volume')}
                inputMode="decimal"
                value={info.volume}
                error={fieldError(infoErrors.volume)}
                onChange={(event) => set('volume', event.target.value)}
              />
              <TextField
                label={t('wizard.revenue')}
                inputMode="decimal"
                value={info.revenue}
                onChange={(event) => set('revenue', event.target.value)}
              />
              <SelectField
                label={t('wizard.processing_state')}
                placeholder=""
                options={PROCESSING_STATES.map((code) => ({ value: code, label: t(`states.${code}`) }))}
                value={info.processingState}
                onChange={(event) => set('processingState', event.target.value)}
              />
              <SelectField
                label={t('wizard.composition_mode')}
                options={COMPOSITION_MODES.map((code) => ({ value: code, label: t(`modes.${code}`) }))}
                value={info.compositionMode}
                onChange={(event) => set('compositionMode', event.target.value as Info['compositionMode'])}
              />
              <TextField
                label={t('wizard.unit_volume')}
                inputMode="decimal"
                value={info.unitVolume}
                error={fieldError(infoErrors.unitVolume)}
                onChange={(event) => set('unitVolume', event.target.value)}
              />
              <SelectField
                label={t('wizard.origin_country')}
                placeholder=""
                options={countryOptions(locale)}
                value={info.originCountry}
                onChange={(event) => set('originCountry', event.target.value)}
              />
            </div>
            <fieldset className="grid gap-4 sm:grid-cols-3">
              <legend className="mb-2 text-sm font-medium text-neutral-800">{t('wizard.size')}</legend>
              {SIZE_FIELDS.map((key) => (
                <TextField
                  key={key}
                  label={t(`wizard.${key}`)}
                  inputMode="decimal"
                  value={info[key]}
                  error={fieldError(infoErrors[key])}
                  onChange={(event) => set(key, event.target.value)}
                />
              ))}
            </fieldset>
            <TextField
              label={t('wizard.description')}
              value={info.description}
              onChange={(event) => set('description', event.target.value)}
            />
            <div className="flex flex-wrap gap-6">
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={info.isComponent}
                  onChange={(event) => set('isComponent', event.target.checked)}
                />
                {t('wizard.is_component')}
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={info.isFinalProduct}
                  onChange={(event) => set('isFinalProduct', event.target.checked)}
                />
                {t('wizard.is_final_product')}
              </label>
            </div>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => void navigate('/products')}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit">{t('actions.next')}</Button>
            </div>
          </form>
        </Card>
      ) : (
        <Card title={t('wizard.step_flow')}>
          <div className="space-y-4">
            <div className="flex flex-wrap gap-2">
              {(
                [
                  ['material', 'add_material'],
                  ['item', 'add_item'],
                  ['product', 'add_product'],
                  ['energy', 'add_energy'],
                  ['packaging', 'add_packaging'],
                  ['transport', 'add_transport'],
                  ['waste', 'add_waste'],
                  ['distribution', 'add_distribution'],
                ] as const
              ).map(([kind, label]) => (
                <Button key={kind} variant="secondary" size="sm" onClick={() => setDialog(kind)}>
                  {t(`actions.${label}`)}
                </Button>
              ))}
            </div>
            <h3 className="font-medium">{t('wizard.lines')}</h3>
            {lines.length === 0 ? (
              <p className="text-neutral-700">{t('wizard.no_lines')}</p>
            ) : (
              <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200">
                {lines.map((line, index) => (
                  <li key={index} className="flex items-center justify-between gap-3 px-3 py-2">
                    <span>
                      <span className="text-neutral-600">{t(`kinds.${line.kind}`)}</span> ·{' '}
                      <span className="font-medium">{line.label || t(`kinds.${line.kind}`)}</span> ·{' '}
                      <span className="tabular-nums">{lineQuantity(line)}</span>
                    </span>
                    <span className="flex gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('actions.edit_line', { label: line.label || t(`kinds.${line.kind}`) })}
                        onClick={() => {
                          // The dialog of the line's kind opens on it; what it gives back takes its place.
                          setEditing(index);
                          setDialog(
                            line.kind !== 'material'
                              ? line.kind
                              : line.emission_factor_id
                                ? 'material'
                                : line.catalog_item_id
                                  ? 'item'
                                  : 'product',
                          );
                        }}
                      >
                        {t('actions.edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('actions.remove_line', {
                          label: line.label || t(`kinds.${line.kind}`),
                        })}
                        onClick={() => setLines((current) => current.filter((_, at) => at !== index))}
                      >
                        ×
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {linesError && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {fieldError(linesError)}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setStep(0)}>
                {t('actions.previous')}
              </Button>
              <Button pending={create.isPending || update.isPending} onClick={save}>
                {t('actions.save')}
              </Button>
            </div>
          </div>
        </Card>
      )}

      {siteId && (
        <LineDialog
          kind={dialog}
          companyId={companyId}
          siteId={siteId}
          year={year}
          products={(products.data?.items ?? []).filter((item) => item.id !== product?.id)}
          wholeProduction={info.compositionMode === 'whole_production'}
          otherLines={lines.filter((_, at) => at !== editing)}
          initial={editing !== null ? (lines[editing] ?? null) : null}
          onClose={() => {
            setDialog(null);
            setEditing(null);
          }}
          onAdd={(line) => {
            setLines((current) =>
              editing === null
                ? [...current, line]
                : current.map((item, at) => (at === editing ? line : item)),
            );
            setLinesError(undefined);
            setDialog(null);
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
