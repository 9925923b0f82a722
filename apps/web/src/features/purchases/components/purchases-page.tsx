import type { CapitalGood, Item, Material, ProductPurchase, Spend } from '@carbon/contracts/purchases';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import { EntriesPageHeader, NoSitesState, type EntriesPageProps } from '@/components/entries/entries-page';
import { EntryFactorCell, EntryRowActions } from '@/components/entries/entry-table-cells';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { Sheet } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { useToast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { useFormatters } from '@/lib/use-locale';
import {
  PURCHASE_TABS,
  purchasesQueryOptions,
  useDeletePurchase,
  type PurchaseLine,
  type PurchaseTab,
} from '../api/purchases-queries';
import {
  ITEM_UNITS,
  MATERIAL_TYPES,
  capitalGoodBody,
  capitalGoodDefaults,
  capitalGoodFormSchema,
  itemBody,
  itemDefaults,
  itemFormSchema,
  lineEntry,
  lineName,
  materialBody,
  materialDefaults,
  materialFormSchema,
  productBody,
  productDefaults,
  productFormSchema,
  spendBody,
  spendDefaults,
  spendFormSchema,
  type CapitalGoodFormOutput,
  type ItemFormOutput,
  type MaterialFormOutput,
  type ProductFormOutput,
  type SpendFormOutput,
} from '../purchases';
import { usePurchasesKit } from '../purchases-kit';
import { PurchaseForm, type FieldSpec, type PurchaseFormProps } from './purchase-form';

type Panel = { tab: PurchaseTab; line: PurchaseLine | null } | null;

/** /purchases: the year's purchases (scope 3 categories 1 and 2) in four tabs, for the top bar's year and site. */
export function PurchasesPage(props: EntriesPageProps) {
  const { t } = useTranslation('purchases');
  const [tab, setTab] = useState<PurchaseTab>('materials');
  const [panel, setPanel] = useState<Panel>(null);
  const { year, sites, siteId, canEdit, sitesReady } = props;
  const noSites = sitesReady && sites.length === 0;
  const siteName = siteId ? (sites.find((site) => site.id === siteId)?.name ?? '') : t('all_sites');

  return (
    <div className="mx-auto max-w-6xl space-y-6 p-6">
      <EntriesPageHeader
        title={t('title')}
        lead={t('lead', { year, site: siteName })}
        action={
          canEdit &&
          !noSites && <Button onClick={() => setPanel({ tab, line: null })}>{t(`tabs.${tab}.add`)}</Button>
        }
      />
      {noSites ? (
        <NoSitesState />
      ) : (
        <Tabs
          label={t('tabs_label')}
          value={tab}
          onValueChange={setTab}
          items={PURCHASE_TABS.map((value) => ({
            value,
            label: t(`tabs.${value}.label`),
            panel: (
              <PurchaseTable
                tab={value}
                {...props}
                onEdit={(line) => setPanel({ tab: value, line })}
                onAdd={() => setPanel({ tab: value, line: null })}
              />
            ),
          }))}
        />
      )}
      <Sheet
        open={panel !== null}
        onClose={() => setPanel(null)}
        title={panel ? t(panel.line ? `tabs.${panel.tab}.edit` : `tabs.${panel.tab}.add`) : ''}
        closeLabel={t('form.close')}
      >
        {panel && (
          <PurchaseDialog {...props} tab={panel.tab} line={panel.line} onDone={() => setPanel(null)} />
        )}
      </Sheet>
    </div>
  );
}

/** The add/edit dialog of a tab. */
export function PurchaseDialog({
  tab,
  line,
  companyId,
  year,
  sites,
  siteId,
  onDone,
}: EntriesPageProps & { tab: PurchaseTab; line: PurchaseLine | null; onDone: () => void }) {
  const { t } = useTranslation('purchases');
  const toast = useToast();
  const { useEmissionsFormat } = usePurchasesKit();
  const emissions = useEmissionsFormat();
  const config = useFormConfig(tab, line, companyId, year, siteId ?? sites[0]?.id ?? null);
  return (
    <PurchaseForm
      key={line?.id ?? 'new'}
      tab={tab}
      companyId={companyId}
      year={year}
      sites={sites}
      line={line}
      label={t(line ? `tabs.${tab}.edit` : `tabs.${tab}.add`)}
      onCancel={onDone}
      onSaved={(saved, created) => {
        onDone();
        toast.success(
          t(created ? 'messages.created' : 'messages.updated', { result: emissions(saved.co2e_kg) }),
          lineName(tab, saved),
        );
      }}
      {...config}
    />
  );
}

type FormConfig = Pick<PurchaseFormProps, 'schema' | 'defaults' | 'fields' | 'toBody'>;

function useFormConfig(
  tab: PurchaseTab,
  line: PurchaseLine | null,
  companyId: string,
  year: number,
  siteId: string | null,
): FormConfig {
  const { t } = useTranslation('purchases');
  const { t: tInventory } = useTranslation('productInventory');
  const { useUnitName } = usePurchasesKit();
  const unitName = useUnitName();
  const search = (values: Record<string, unknown>) => values.factor_mode === 'search';
  const custom = (values: Record<string, unknown>) => values.factor_mode === 'custom';
  const unitOptions = ITEM_UNITS.map((unit) => ({ value: unit, label: unitName(unit) }));
  const perUnitFactorFields: FieldSpec[] = [
    {
      name: 'factor_mode',
      kind: 'select',
      label: t('form.factor_mode'),
      required: true,
      options: (['search', 'custom'] as const).map((value) => ({
        value,
        label: t(`form.factor_modes.${value}`),
      })),
    },
    { name: 'emission_factor_id', kind: 'factor', label: t('form.factor'), visible: search },
    {
      name: 'custom_kg_co2e_per_unit',
      kind: 'number',
      label: t('form.custom_factor_per_unit'),
      required: true,
      visible: custom,
    },
  ];
  if (tab === 'materials') {
    return {
      schema: materialFormSchema,
      defaults: materialDefaults(line as Material | null, siteId),
      toBody: (values) => materialBody(companyId, year, values as MaterialFormOutput),
      fields: [
        {
          name: 'material_type',
          kind: 'select',
          label: t('form.material_type'),
          required: true,
          placeholder: t('form.choose'),
          options: MATERIAL_TYPES.map((value) => ({ value, label: t(`materials.${value}`) })),
        },
        { name: 'name', kind: 'text', label: t('form.name'), required: true },
        { name: 'quantity_tonnes', kind: 'number', label: t('form.quantity_tonnes'), required: true },
        { name: 'supplier', kind: 'text', label: t('form.supplier') },
        {
          name: 'factor_mode',
          kind: 'select',
          label: t('form.factor_mode'),
          required: true,
          hint: t('form.factor_mode_hint'),
          options: (['auto', 'search', 'custom'] as const).map((value) => ({
            value,
            label: t(`form.factor_modes.${value}`),
          })),
        },
        { name: 'emission_factor_id', kind: 'factor', label: t('form.factor'), visible: search },
        {
          name: 'custom_kg_co2e_per_tonne',
          kind: 'number',
          label: t('form.custom_factor_per_tonne'),
          required: true,
          visible: custom,
        },
        {
          name: 'price_mode',
          kind: 'select',
          label: t('form.price_mode'),
          options: [
            { value: '', label: t('form.price_modes.none') },
            { value: 'estimated', label: t('form.price_modes.estimated') },
            { value: 'custom', label: t('form.price_modes.custom') },
          ],
        },
        {
          name: 'price_eur_per_tonne',
          kind: 'number',
          label: t('form.price_eur_per_tonne'),
          required: true,
          visible: (values) => values.price_mode === 'custom',
        },
      ],
    };
  }
  if (tab === 'items') {
    return {
      schema: itemFormSchema,
      defaults: itemDefaults(line as Item | null, siteId),
      toBody: (values) => itemBody(companyId, year, values as ItemFormOutput),
      fields: [
        { name: 'category_level2', kind: 'text', label: t('form.category_level2'), required: true },
        { name: 'category_level3', kind: 'text', label: t('form.category_level3') },
        { name: 'item', kind: 'text', label: t('form.item'), required: true },
        { name: 'quantity', kind: 'number', label: t('form.quantity'), required: true },
        { name: 'unit', kind: 'select', label: t('form.unit'), required: true, options: unitOptions },
        ...perUnitFactorFields,
        { name: 'price_eur_per_unit', kind: 'number', label: t('form.price_eur_per_unit') },
      ],
    };
  }
  if (tab === 'products') {
    return {
      schema: productFormSchema,
      defaults: productDefaults(line as ProductPurchase | null, siteId),
      toBody: (values) => productBody(companyId, year, values as ProductFormOutput),
      fields: [
        { name: 'source_id', kind: 'product', label: tInventory('purchase.product') },
        { name: 'quantity', kind: 'number', label: t('form.quantity'), required: true },
        {
          name: 'unit',
          kind: 'select',
          label: t('form.unit'),
          hint: tInventory('purchase.unit_hint'),
          options: [{ value: '', label: tInventory('purchase.product_unit') }, ...unitOptions],
        },
        { name: 'supplier', kind: 'text', label: t('form.supplier') },
      ],
    };
  }
  if (tab === 'spend') {
    return {
      schema: spendFormSchema,
      defaults: spendDefaults(line as Spend | null, siteId),
      toBody: (values) => spendBody(companyId, year, values as SpendFormOutput),
      fields: [
        {
          name: 'purchase_category',
          kind: 'select',
          label: t('form.purchase_category'),
          required: true,
          options: (['goods', 'services'] as const).map((value) => ({
            value,
            label: t(`form.purchase_categories.${value}`),
          })),
        },
        { name: 'label', kind: 'text', label: t('form.label'), required: true },
        { name: 'amount', kind: 'number', label: t('form.amount'), required: true },
        {
          name: 'currency',
          kind: 'select',
          label: t('form.currency'),
          required: true,
          options: ['EUR', 'USD'].map((value) => ({ value, label: value })),
        },
        {
          name: 'emission_factor_id',
          kind: 'factor',
          label: t('form.monetary_factor'),
          hint: t('form.monetary_factor_hint'),
        },
      ],
    };
  }
  return {
    schema: capitalGoodFormSchema,
    defaults: capitalGoodDefaults(line as CapitalGood | null, siteId),
    // A spread good is rewritten from its purchase year, whichever year's line is edited.
    toBody: (values) =>
      capitalGoodBody(
        companyId,
        (line as CapitalGood | null)?.purchase_year ?? year,
        values as CapitalGoodFormOutput,
      ),
    fields: [
      { name: 'name', kind: 'text', label: t('form.name'), required: true },
      { name: 'quantity', kind: 'number', label: t('form.quantity'), required: true },
      { name: 'unit', kind: 'select', label: t('form.unit'), required: true, options: unitOptions },
      ...perUnitFactorFields,
      { name: 'amount_eur', kind: 'number', label: t('form.amount_eur') },
      {
        name: 'accounting',
        kind: 'select',
        label: t('form.accounting'),
        required: true,
        options: (['purchase_year', 'spread'] as const).map((value) => ({
          value,
          label: t(`form.accountings.${value}`),
        })),
      },
      {
        name: 'useful_life_years',
        kind: 'number',
        integer: true,
        label: t('form.useful_life_years'),
        required: true,
        visible: (values) => values.accounting === 'spread',
      },
    ],
  };
}

/** A tab's table: each line's quantity, factor, emissions (opening its calculation), amount and actions. */
export function PurchaseTable({
  tab,
  companyId,
  year,
  siteId,
  sites,
  canEdit,
  onEdit,
  onAdd,
}: EntriesPageProps & { tab: PurchaseTab; onEdit: (line: PurchaseLine) => void; onAdd: () => void }) {
  const { t } = useTranslation('purchases');
  const toast = useToast();
  const errorText = useErrorText();
  const format = useFormatters();
  const { EntryCalculation, useEmissionsFormat, useUnitName } = usePurchasesKit();
  const emissions = useEmissionsFormat();
  const unitName = useUnitName();
  const lines = useQuery(purchasesQueryOptions(tab, companyId, year, siteId));
  const remove = useDeletePurchase(tab);
  const [opened, setOpened] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PurchaseLine | null>(null);
  const siteOf = (id: string) => sites.find((site) => site.id === id)?.name ?? '';

  if (lines.isError) {
    return (
      <InlineAlert retryLabel={t('retry')} onRetry={() => void lines.refetch()}>
        {t('messages.load_failed')}
      </InlineAlert>
    );
  }
  if (!lines.data) return <SkeletonBlock label={t('loading')} lines={4} />;
  const items = lines.data.items as PurchaseLine[];
  if (items.length === 0) {
    return (
      <EmptyState
        title={t(`tabs.${tab}.empty`, { year })}
        action={canEdit ? <Button onClick={onAdd}>{t(`tabs.${tab}.add`)}</Button> : undefined}
      >
        {t(`tabs.${tab}.body`)}
      </EmptyState>
    );
  }
  const total = items.reduce((sum, line) => sum + line.co2e_kg, 0);

  return (
    <div className="space-y-3">
      {tab === 'spend' && <p className="text-sm text-neutral-700">{t('tabs.spend.precision')}</p>}
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t(`tabs.${tab}.label`)}</caption>
          <thead className="text-xs tracking-wide text-neutral-600 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('table.name')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('table.quantity')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('table.factor')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('table.emissions')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('table.amount')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                <span className="sr-only">{t('table.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200">
            {items.map((line) => {
              const entry = lineEntry(line);
              if (!entry) return null;
              const name = lineName(tab, line);
              const isOpen = opened === line.id;
              return (
                <Fragment key={line.id}>
                  <tr>
                    <td className="py-2 pr-3">
                      <span className="font-medium text-neutral-900">{name}</span>
                      <span className="block text-xs text-neutral-600">
                        {subtitle(tab, line, t)} · {siteOf(line.site_id)}
                      </span>
                    </td>
                    <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                      {quantityText(tab, line, format.number, unitName, t)}
                    </td>
                    <EntryFactorCell entry={entry} />
                    <td className="py-2 pr-3 text-right font-medium whitespace-nowrap tabular-nums">
                      <button
                        type="button"
                        className="text-accent-800 underline underline-offset-2"
                        aria-expanded={isOpen}
                        aria-label={t('table.open_calculation', { name })}
                        onClick={() => setOpened(isOpen ? null : line.id)}
                      >
                        {emissions(line.co2e_kg)}
                      </button>
                    </td>
                    <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                      {line.amount_eur === null ? '—' : format.currency(line.amount_eur)}
                    </td>
                    <EntryRowActions
                      name={name}
                      isOpen={isOpen}
                      onToggleCalculation={() => setOpened(isOpen ? null : line.id)}
                      canEdit={canEdit}
                      onEdit={() => onEdit(line)}
                      onDelete={() => setDeleting(line)}
                    />
                  </tr>
                  {isOpen && (
                    <tr>
                      <td colSpan={6} className="space-y-3 bg-neutral-50 px-3 py-3 text-sm text-neutral-800">
                        <CalculationNotes tab={tab} line={line} />
                        <EntryCalculation entry={entry} derived={[]} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="py-2 pr-3 text-right font-medium">
                {t('table.total')}
              </th>
              <td className="py-2 pr-3 text-right font-semibold tabular-nums">{emissions(total)}</td>
              <td colSpan={2} />
            </tr>
          </tfoot>
        </table>
      </div>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('delete.title', { name: deleting ? lineName(tab, deleting) : '' })}
        description={t('delete.body')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const name = lineName(tab, deleting);
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(t('messages.deleted'), name);
            },
            onError: (failure) => toast.error(t('messages.delete_failed'), errorText(failure)),
          });
        }}
      />
    </div>
  );
}

type T = ReturnType<typeof useTranslation<'purchases'>>['t'];

function subtitle(tab: PurchaseTab, line: PurchaseLine, t: T): string {
  if (tab === 'materials') {
    const material = line as Material;
    return [t(`materials.${material.material_type}` as 'materials.steel'), material.supplier]
      .filter(Boolean)
      .join(' · ');
  }
  if (tab === 'items') {
    const item = line as Item;
    return [item.category_level2, item.category_level3].filter(Boolean).join(' › ');
  }
  if (tab === 'spend')
    return t(
      `form.purchase_categories.${(line as Spend).purchase_category}` as 'form.purchase_categories.goods',
    );
  if (tab === 'products') {
    const product = line as ProductPurchase;
    return [product.product_owner, product.supplier].filter(Boolean).join(' · ');
  }
  const good = line as CapitalGood;
  return good.accounting === 'spread'
    ? t('capital.spread', {
        years: good.useful_life_years ?? 1,
        index: good.year_index + 1,
        purchase: good.purchase_year,
      })
    : t('capital.purchase_year');
}

function quantityText(
  tab: PurchaseTab,
  line: PurchaseLine,
  number: (value: number) => string,
  unitName: (code: string) => string,
  t: T,
): string {
  if (tab === 'materials') return `${number((line as Material).quantity_tonnes)} ${unitName('tonne')}`;
  if (tab === 'spend') return `${number((line as Spend).amount)} ${(line as Spend).currency}`;
  if (tab === 'items') return `${number((line as Item).quantity)} ${unitName((line as Item).unit)}`;
  if (tab === 'products') {
    const product = line as ProductPurchase;
    return `${number(product.quantity)} ${unitName(product.unit)}`;
  }
  const good = line as CapitalGood;
  return `${number(good.quantity)} ${unitName(good.unit)}${good.accounting === 'spread' ? ` ${t('capital.share_hint')}` : ''}`;
}

/** What the form adds to the ledger's calculation: the factor picked and why, the price, the spend steps, the schedule. */
function CalculationNotes({ tab, line }: { tab: PurchaseTab; line: PurchaseLine }) {
  const { t } = useTranslation('purchases');
  const { t: tInventory } = useTranslation('productInventory');
  const format = useFormatters();
  const { useEmissionsFormat } = usePurchasesKit();
  const emissions = useEmissionsFormat();
  const notes: string[] = [];
  if (tab === 'materials') {
    const material = line as Material;
    if (material.factor_reason) notes.push(t('calculation.auto_factor', { reason: material.factor_reason }));
    if (material.price_eur_per_tonne !== null && material.amount_eur !== null) {
      notes.push(
        t('calculation.amount', {
          quantity: format.number(material.quantity_tonnes),
          price: format.currency(material.price_eur_per_tonne),
          amount: format.currency(material.amount_eur),
        }),
      );
    }
    if (material.price_source) notes.push(t('calculation.price_source', { source: material.price_source }));
  } else if (tab === 'spend') {
    const spend = line as Spend;
    notes.push(t('calculation.spend_precision'));
    for (const step of spend.steps) {
      notes.push(
        step.kind === 'currency'
          ? t('calculation.spend_currency', {
              rate: format.number(step.from_value),
              year: step.from_year,
              source: step.source,
            })
          : t('calculation.spend_inflation', {
              from: step.from_year,
              to: step.to_year,
              fromIndex: format.number(step.from_value),
              toIndex: format.number(step.to_value),
              source: step.source,
            }),
      );
    }
    notes.push(
      t('calculation.spend_amount', {
        amount: format.currency(spend.amount_in_factor_year_eur),
        year: spend.factor_price_year ?? '—',
      }),
    );
  } else if (tab === 'products') {
    const product = line as ProductPurchase;
    notes.push(
      tInventory('purchase.calculation', {
        quantity: format.number(product.quantity),
        unit: product.unit,
        factor: format.number(product.kg_co2e_per_unit, 4),
        productUnit: product.product_unit,
        kg: format.number(product.co2e_kg),
      }),
      tInventory('purchase.source', {
        name: product.product_name,
        owner: product.product_owner ?? tInventory('purchase.own_company'),
        source: tInventory(`picker.sources.${product.source_kind}`),
        version: product.source_version ?? '—',
      }),
    );
  } else if (tab === 'capital_goods') {
    const good = line as CapitalGood;
    notes.push(
      good.accounting === 'spread'
        ? t('calculation.capital_spread', {
            total: emissions(good.total_co2e_kg),
            years: good.useful_life_years ?? 1,
            share: emissions(good.co2e_kg),
          })
        : t('calculation.capital_whole', { total: emissions(good.total_co2e_kg) }),
    );
  }
  if (notes.length === 0) return null;
  return (
    <>
      <ul className="list-disc space-y-1 pl-5">
        {notes.map((note, index) => (
          <li key={index}>{note}</li>
        ))}
      </ul>
      {tab === 'products' && <ProductSourceLink line={line as ProductPurchase} />}
    </>
  );
}

/** Where a bought product's footprint comes from: its published report, the catalog, or the company's products. */
function ProductSourceLink({ line }: { line: ProductPurchase }) {
  const { t } = useTranslation('productInventory');
  const href = line.product_report_slug
    ? `/product-reports/${encodeURIComponent(line.product_report_slug)}`
    : line.catalog_item_id
      ? '/product-catalog'
      : '/products';
  return (
    <a href={href} target="_blank" rel="noreferrer" className="text-accent-800 underline underline-offset-2">
      {t('purchase.open_source', { name: line.product_name })}
    </a>
  );
}
