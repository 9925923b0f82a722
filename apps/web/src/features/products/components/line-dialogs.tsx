import type { CatalogSearchItem } from '@carbon/contracts/product-catalog';
import { FREIGHT_MODES } from '@carbon/contracts/freight';
import { PACKAGING_MATERIALS } from '@carbon/contracts/packaging';
import { PRODUCT_UNITS, type Product, type ProductLineInput } from '@carbon/contracts/products';
import { WASTE_TREATMENTS, WASTE_TYPES } from '@carbon/contracts/waste';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactorSearchPanel } from '@/components/factors/factor-search-panel';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/field';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { formatLocaleNumber, parseLocaleNumber } from '@/lib/locale-number';
import { useFormatters, useLocale } from '@/lib/use-locale';
import {
  catalogSearchQueryOptions,
  energyPricesQueryOptions,
  factorSearchQueryOptions,
  siteEnergyEntriesQueryOptions,
} from '../api/product-queries';

export type LineDialogKind = 'material' | 'item' | 'product' | 'energy' | 'packaging' | 'transport' | 'waste' | 'distribution';

interface LineDialogProps {
  kind: LineDialogKind | null;
  companyId: string;
  siteId: string;
  year: number;
  /** The company's other products, for a sub-product line (the product being edited is left out). */
  products: readonly Product[];
  /** Whether quantities are per unit of product or for the whole annual production. */
  wholeProduction?: boolean;
  /** The product's other lines (an entry's share already allocated to this product lowers the maximum). */
  otherLines?: readonly ProductLineInput[];
  /**
   * A line being edited: its kind's dialog opens on it, and confirming gives the changed line (the caller puts it in
   * the same place) instead of adding one.
   */
  initial?: ProductLineInput | null;
  onAdd: (line: ProductLineInput) => void;
  onClose: () => void;
}

function Footer({ onClose, onAdd, editing }: { onClose: () => void; onAdd: () => void; editing: boolean }) {
  const { t } = useTranslation('products');
  return (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('actions.cancel')}
      </Button>
      <Button onClick={onAdd}>{editing ? t('actions.update_line') : t('actions.add')}</Button>
    </>
  );
}

/** The line being edited when it is of the dialog's kind (a dialog opened to add one has none). */
function editedLine<K extends ProductLineInput['kind']>(
  initial: ProductLineInput | null | undefined,
  kind: K,
): Extract<ProductLineInput, { kind: K }> | null {
  return initial && initial.kind === kind ? (initial as Extract<ProductLineInput, { kind: K }>) : null;
}

/** A number of the line as the form's text, in the user's locale without grouping (as typed). */
function asText(value: number | null | undefined, locale: ReturnType<typeof useLocale>): string {
  return value === null || value === undefined ? '' : formatLocaleNumber(value, locale, { grouping: false });
}

function usePositive() {
  const locale = useLocale();
  return (raw: string): number | null => {
    const value = parseLocaleNumber(raw, locale);
    return value !== null && value > 0 ? value : null;
  };
}

/** Material (by factor), catalog item or sub-product: a source, a quantity per unit and its unit. */
function MaterialDialog({ kind, companyId, products, wholeProduction = false, initial: edited = null, onAdd, onClose }: LineDialogProps & { kind: 'material' | 'item' | 'product' }) {
  const { t } = useTranslation('products');
  const locale = useLocale();
  const initial = editedLine(edited, 'material');
  const format = useFormatters();
  const positive = usePositive();
  const headingId = useId();
  const initialId = initial ? (initial.emission_factor_id ?? initial.catalog_item_id ?? initial.product_id ?? null) : null;
  const [source, setSource] = useState<{ id: string; name: string; unit: string } | null>(
    initial && initialId ? { id: initialId, name: initial.label, unit: initial.unit } : null,
  );
  const [quantity, setQuantity] = useState(initial ? formatLocaleNumber(initial.quantity, locale, { grouping: false }) : '');
  const [unit, setUnit] = useState<(typeof PRODUCT_UNITS)[number]>(initial?.unit ?? 'kg');
  const [error, setError] = useState<string | null>(null);
  const title = initial ? t('material.edit_title') : kind === 'material' ? t('material.title') : kind === 'item' ? t('material.item_title') : t('material.product_title');
  const texts = {
    searchLabel: kind === 'material' ? t('material.search') : t('material.catalog_search'),
    searchHint: kind === 'material' ? t('material.search_hint') : t('material.catalog_hint'),
    empty: (query: string) => t('material.empty', { query }),
    use: t('material.use'),
    useNamed: (name: string) => t('material.use_named', { name }),
  };

  const add = () => {
    const value = positive(quantity);
    if (!source) return setError(t('material.choose_first'));
    if (value === null) return setError(t('energy.quantity_invalid'));
    const key = kind === 'material' ? 'emission_factor_id' : kind === 'item' ? 'catalog_item_id' : 'product_id';
    onAdd({ kind: 'material', label: source.name, [key]: source.id, quantity: value, unit } as ProductLineInput);
  };

  return (
    <Dialog open onClose={onClose} title={title} footer={<Footer onClose={onClose} onAdd={add} editing={initial !== null} />}>
      <div className="space-y-3">
        <h3 id={headingId} className="font-medium">
          {kind === 'product' ? t('material.product') : t('material.factor')}
        </h3>
        {kind === 'material' && (
          <FactorSearchPanel
            labelledBy={headingId}
            searchOptions={(query) => factorSearchQueryOptions(query, locale, companyId)}
            texts={texts}
            summary={(item) => `${format.number(item.kg_co2e_per_unit, 4)} kg CO2e/${item.unit_label} · ${item.source}`}
            onPick={(item) => {
              setSource({ id: item.id, name: item.name, unit: item.unit });
              setError(null);
            }}
          />
        )}
        {kind === 'item' && (
          <CatalogSearch
            labelledBy={headingId}
            companyId={companyId}
            texts={texts}
            onPick={(item) => {
              setSource({ id: item.id, name: item.name, unit: item.unit });
              setError(null);
            }}
          />
        )}
        {kind === 'product' && (
          <SelectField
            label={t('material.product')}
            placeholder=""
            options={products.map((product) => ({ value: product.id, label: product.name }))}
            value={source?.id ?? ''}
            onChange={(event) => {
              const product = products.find((item) => item.id === event.target.value);
              setSource(product ? { id: product.id, name: product.name, unit: product.unit } : null);
            }}
          />
        )}
        {source && <p className="text-sm text-neutral-700">{t('material.chosen', { name: source.name })}</p>}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={wholeProduction ? t('material.quantity_whole') : t('material.quantity')} inputMode="decimal" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
          <SelectField
            label={t('material.unit')}
            options={PRODUCT_UNITS.map((code) => ({ value: code, label: code }))}
            value={unit}
            onChange={(event) => setUnit(event.target.value as (typeof PRODUCT_UNITS)[number])}
          />
        </div>
        {error && <p role="alert" className="text-sm font-medium text-red-700">{error}</p>}
      </div>
    </Dialog>
  );
}

/** The product catalog's search (GET /product-catalog/search) in the FactorSearchPanel's frame. */
function CatalogSearch({
  labelledBy,
  companyId,
  texts,
  onPick,
}: {
  labelledBy: string;
  companyId: string;
  texts: { searchLabel: string; searchHint: string; empty: (query: string) => string; use: string; useNamed: (name: string) => string };
  onPick: (item: CatalogSearchItem) => void;
}) {
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const asked = query.trim().length >= 2;
  const results = useQuery({ ...catalogSearchQueryOptions(query.trim(), locale, companyId), enabled: asked });
  return (
    <div role="group" aria-labelledby={labelledBy} className="space-y-3 rounded-md border border-neutral-200 bg-neutral-50 p-3">
      <TextField label={texts.searchLabel} hint={texts.searchHint} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
      {asked &&
        (!results.data ? (
          <SkeletonBlock label={texts.searchLabel} />
        ) : results.data.items.length === 0 ? (
          <p className="text-neutral-700">{texts.empty(query.trim())}</p>
        ) : (
          <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200 bg-white">
            {results.data.items.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="font-medium text-neutral-900">{item.name}</span>
                <Button variant="secondary" size="sm" aria-label={texts.useNamed(item.name)} onClick={() => onPick(item)}>
                  {texts.use}
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

/**
 * SPEC section 8's energy dialog: a share of one of the site's energy entries of the year (scope 2 and stationary
 * combustion), or a new line from an energy price with a quantity per unit.
 */
export function EnergyDialog({ companyId, siteId, year, otherLines = [], initial: edited = null, onAdd, onClose }: Omit<LineDialogProps, 'kind' | 'products'>) {
  const { t } = useTranslation('products');
  const format = useFormatters();
  const positive = usePositive();
  const locale = useLocale();
  const initial = editedLine(edited, 'energy');
  const [mode, setMode] = useState<'entry' | 'price'>(initial?.energy_price_id !== undefined ? 'price' : 'entry');
  const entries = useQuery({ ...siteEnergyEntriesQueryOptions(companyId, year, siteId), enabled: mode === 'entry' });
  const prices = useQuery({ ...energyPricesQueryOptions(companyId, year), enabled: mode === 'price' });
  const [entryId, setEntryId] = useState(initial?.entry_id ?? '');
  const [allocation, setAllocation] = useState(asText(initial?.allocation_percent, locale));
  const [priceId, setPriceId] = useState(initial?.energy_price_id ?? '');
  const [quantity, setQuantity] = useState(asText(initial?.quantity_kwh, locale));
  const [phase, setPhase] = useState(initial?.processing_phase ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const add = () => {
    const next: Record<string, string> = {};
    if (mode === 'entry') {
      const share = parseLocaleNumber(allocation, locale);
      if (!entryId) next.entry = t('energy.entry_required');
      // The entry's share this product already holds in its other lines lowers what is left to allocate.
      const taken = otherLines.reduce((sum, line) => (line.kind === 'energy' && line.entry_id === entryId ? sum + (line.allocation_percent ?? 0) : sum), 0);
      const max = Math.max(0, 100 - taken);
      if (share === null || share <= 0 || share > max) next.allocation = t('energy.allocation_invalid', { max: formatLocaleNumber(max, locale) });
      setErrors(next);
      if (Object.keys(next).length > 0 || share === null) return;
      const entry = entries.data?.find((item) => item.id === entryId);
      onAdd({ kind: 'energy', label: entry?.label ?? '', entry_id: entryId, allocation_percent: share, processing_phase: phase || null });
    } else {
      const kwh = positive(quantity);
      if (!priceId) next.price = t('energy.price_required');
      if (kwh === null) next.quantity = t('energy.quantity_invalid');
      setErrors(next);
      if (Object.keys(next).length > 0 || kwh === null) return;
      const price = prices.data?.items.find((item) => item.id === priceId);
      onAdd({ kind: 'energy', label: price?.name ?? price?.source ?? '', energy_price_id: priceId, quantity_kwh: kwh, processing_phase: phase || null });
    }
  };

  return (
    <Dialog open onClose={onClose} title={initial ? t('energy.edit_title') : t('energy.title')} footer={<Footer onClose={onClose} onAdd={add} editing={initial !== null} />}>
      <div className="space-y-3">
        <fieldset className="flex flex-wrap gap-4">
          <legend className="sr-only">{initial ? t('energy.edit_title') : t('energy.title')}</legend>
          {(['entry', 'price'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name="energy-mode" checked={mode === value} onChange={() => setMode(value)} />
              {value === 'entry' ? t('energy.from_entry') : t('energy.from_price')}
            </label>
          ))}
        </fieldset>
        {mode === 'entry' ? (
          entries.isError ? (
            <InlineAlert>{t('energy.fetch_failed')}</InlineAlert>
          ) : !entries.data ? (
            <SkeletonBlock label={t('energy.entry')} />
          ) : entries.data.length === 0 ? (
            <p className="text-neutral-700">{t('energy.no_entries')}</p>
          ) : (
            <>
              <SelectField
                label={t('energy.entry')}
                placeholder=""
                error={errors.entry}
                options={entries.data.map((entry) => ({ value: entry.id, label: `${entry.label} · ${format.number(entry.quantity)} ${entry.unit}` }))}
                value={entryId}
                onChange={(event) => setEntryId(event.target.value)}
              />
              <TextField label={t('energy.allocation')} inputMode="decimal" value={allocation} error={errors.allocation} onChange={(event) => setAllocation(event.target.value)} />
            </>
          )
        ) : prices.isError ? (
          <InlineAlert>{t('energy.prices_fetch_failed')}</InlineAlert>
        ) : !prices.data ? (
          <SkeletonBlock label={t('energy.price')} />
        ) : prices.data.items.length === 0 ? (
          <p className="text-neutral-700">{t('energy.no_prices')}</p>
        ) : (
          <>
            <SelectField
              label={t('energy.price')}
              placeholder=""
              error={errors.price}
              options={prices.data.items.map((price) => ({
                value: price.id,
                label: `${price.name ?? price.source} · ${price.year} · ${format.number(price.price_eur_per_kwh, 4)} €/kWh`,
              }))}
              value={priceId}
              onChange={(event) => setPriceId(event.target.value)}
            />
            <TextField label={t('energy.quantity_kwh')} inputMode="decimal" value={quantity} error={errors.quantity} onChange={(event) => setQuantity(event.target.value)} />
          </>
        )}
        <TextField label={t('energy.phase')} value={phase} onChange={(event) => setPhase(event.target.value)} />
      </div>
    </Dialog>
  );
}

/** Packaging: a material found by a search over the packaging materials, and its weight per unit. */
function PackagingDialog({ initial: edited = null, onAdd, onClose }: Pick<LineDialogProps, 'initial' | 'onAdd' | 'onClose'>) {
  const { t } = useTranslation('products');
  const { t: tPackaging } = useTranslation('packaging');
  const positive = usePositive();
  const locale = useLocale();
  const initial = editedLine(edited, 'packaging');
  const [query, setQuery] = useState('');
  const [material, setMaterial] = useState<(typeof PACKAGING_MATERIALS)[number] | ''>(initial?.material ?? '');
  const [weight, setWeight] = useState(asText(initial?.weight_kg, locale));
  const [error, setError] = useState<string | null>(null);
  const name = (code: string) => tPackaging(`materials.${code}` as 'materials.cardboard', { defaultValue: code });
  const matches = PACKAGING_MATERIALS.filter((code) => name(code).toLowerCase().includes(query.trim().toLowerCase()));
  const add = () => {
    const value = positive(weight);
    if (!material) return setError(t('material.choose_first'));
    if (value === null) return setError(t('energy.quantity_invalid'));
    onAdd({ kind: 'packaging', label: name(material), material, weight_kg: value });
  };
  return (
    <Dialog open onClose={onClose} title={initial ? t('packaging.edit_title') : t('packaging.title')} footer={<Footer onClose={onClose} onAdd={add} editing={initial !== null} />}>
      <div className="space-y-3">
        <TextField label={t('packaging.search')} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
        {matches.length === 0 ? (
          <p className="text-neutral-700">{t('packaging.none')}</p>
        ) : (
          <SelectField
            label={t('packaging.material')}
            placeholder=""
            options={matches.map((code) => ({ value: code, label: name(code) }))}
            value={material}
            onChange={(event) => setMaterial(event.target.value as (typeof PACKAGING_MATERIALS)[number])}
          />
        )}
        <TextField label={t('packaging.weight')} inputMode="decimal" value={weight} onChange={(event) => setWeight(event.target.value)} />
        {error && <p role="alert" className="text-sm font-medium text-red-700">{error}</p>}
      </div>
    </Dialog>
  );
}

function FreightDialog({ kind, initial: edited = null, onAdd, onClose }: { kind: 'transport' | 'distribution' } & Pick<LineDialogProps, 'initial' | 'onAdd' | 'onClose'>) {
  const { t } = useTranslation('products');
  const { t: tScope3 } = useTranslation('scope3');
  const positive = usePositive();
  const locale = useLocale();
  const initial = editedLine(edited, kind);
  const [from, setFrom] = useState(initial?.from ?? '');
  const [to, setTo] = useState(initial?.to ?? '');
  const [tonneKm, setTonneKm] = useState(asText(initial?.tonne_km, locale));
  const [mode, setMode] = useState<(typeof FREIGHT_MODES)[number]>(initial?.mode ?? FREIGHT_MODES[0]);
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const value = positive(tonneKm);
    if (value === null) return setError(t('energy.quantity_invalid'));
    onAdd({ kind, label: [from, to].filter(Boolean).join(' → '), from, to, tonne_km: value, mode });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={
        kind === 'transport'
          ? initial
            ? t('freight.edit_transport')
            : t('actions.add_transport')
          : initial
            ? t('freight.edit_distribution')
            : t('actions.add_distribution')
      }
      footer={<Footer onClose={onClose} onAdd={add} editing={initial !== null} />}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('freight.from')} value={from} onChange={(event) => setFrom(event.target.value)} />
        <TextField label={t('freight.to')} value={to} onChange={(event) => setTo(event.target.value)} />
        <TextField label={t('freight.tonne_km')} inputMode="decimal" value={tonneKm} error={error ?? undefined} onChange={(event) => setTonneKm(event.target.value)} />
        <SelectField
          label={t('freight.mode')}
          options={FREIGHT_MODES.map((code) => ({ value: code, label: tScope3(`forms.freight.modes.${code}` as 'title', { defaultValue: code }) }))}
          value={mode}
          onChange={(event) => setMode(event.target.value as (typeof FREIGHT_MODES)[number])}
        />
      </div>
    </Dialog>
  );
}

function WasteDialog({ initial: edited = null, onAdd, onClose }: Pick<LineDialogProps, 'initial' | 'onAdd' | 'onClose'>) {
  const { t } = useTranslation('products');
  const { t: tScope3 } = useTranslation('scope3');
  const positive = usePositive();
  const locale = useLocale();
  const initial = editedLine(edited, 'waste');
  const [type, setType] = useState<(typeof WASTE_TYPES)[number]>(initial?.waste_type ?? WASTE_TYPES[0]);
  const [treatment, setTreatment] = useState<(typeof WASTE_TREATMENTS)[number]>(initial?.treatment ?? WASTE_TREATMENTS[0]);
  const [mass, setMass] = useState(asText(initial?.mass_kg, locale));
  const [error, setError] = useState<string | null>(null);
  const typeName = (code: string) => tScope3(`forms.waste.types.${code}` as 'title', { defaultValue: code });
  const add = () => {
    const value = positive(mass);
    if (value === null) return setError(t('energy.quantity_invalid'));
    onAdd({ kind: 'waste', label: typeName(type), waste_type: type, treatment, mass_kg: value });
  };
  return (
    <Dialog open onClose={onClose} title={initial ? t('waste.edit_title') : t('actions.add_waste')} footer={<Footer onClose={onClose} onAdd={add} editing={initial !== null} />}>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={t('waste.type')} options={WASTE_TYPES.map((code) => ({ value: code, label: typeName(code) }))} value={type} onChange={(event) => setType(event.target.value as (typeof WASTE_TYPES)[number])} />
        <SelectField
          label={t('waste.treatment')}
          options={WASTE_TREATMENTS.map((code) => ({ value: code, label: tScope3(`forms.waste.treatments.${code}` as 'title', { defaultValue: code }) }))}
          value={treatment}
          onChange={(event) => setTreatment(event.target.value as (typeof WASTE_TREATMENTS)[number])}
        />
        <TextField label={t('waste.mass')} inputMode="decimal" value={mass} error={error ?? undefined} onChange={(event) => setMass(event.target.value)} />
      </div>
    </Dialog>
  );
}

/** The add (or edit, given `initial`) form of the chosen line kind (nothing when none is open). */
export function LineDialog(props: LineDialogProps) {
  const { kind } = props;
  if (kind === null) return null;
  if (kind === 'material' || kind === 'item' || kind === 'product') return <MaterialDialog {...props} kind={kind} />;
  if (kind === 'energy') return <EnergyDialog {...props} />;
  if (kind === 'packaging') return <PackagingDialog {...props} />;
  if (kind === 'waste') return <WasteDialog {...props} />;
  return <FreightDialog {...props} kind={kind} />;
}
