import type { SoldProduct } from '@carbon/contracts/product-inventory';
import { soldProductEndpoints } from '@carbon/contracts/product-inventory';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { TextField } from '@/components/ui/field';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { callApi } from '@/lib/api-client';
import { useErrorText } from '@/lib/errors';
import { useFormatters } from '@/lib/use-locale';
import { SoldProductForm, soldProductKeys } from './sold-product-form';

/** The year's sold-product records of a company (GET /sold-products). */
export function useSoldProducts(companyId: string, year: number) {
  return useQuery({
    queryKey: soldProductKeys.list(companyId, year),
    enabled: Number.isInteger(year) && year > 1900 && year < 2200,
    queryFn: ({ signal }) =>
      callApi(soldProductEndpoints.list, { query: { company_id: companyId, period_year: year } }, { signal }),
  });
}

/**
 * /products/view/{id}, "In the inventory": the units of this product sold in a year, their use phase and end of life,
 * optionally its materials, with the category 1/11/12 lines written (each opening to its quantity × factor) and the
 * lines left out because a purchase of the year already counts them (docs/decisions/0030-products-in-inventory.md).
 */
export function SoldProductsSection({
  companyId,
  siteId,
  productId,
  productName,
  initialYear,
  canEdit,
}: {
  companyId: string;
  siteId: string;
  productId: string;
  productName: string;
  /** The year shown first (the top bar's). */
  initialYear: number;
  canEdit: boolean;
}) {
  const { t } = useTranslation('productInventory');
  const toast = useToast();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [year, setYear] = useState(String(initialYear));
  const [editing, setEditing] = useState<SoldProduct | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SoldProduct | null>(null);
  const periodYear = Number(year);
  const list = useSoldProducts(companyId, periodYear);
  const remove = useMutation({
    mutationFn: (id: string) => callApi(soldProductEndpoints.delete, { params: { id } }),
    onSuccess: () => {
      setDeleting(null);
      toast.success(t('deleted'));
      void client.invalidateQueries({ queryKey: soldProductKeys.all });
      void client.invalidateQueries({ queryKey: ['ledger'] });
    },
    onError: (error) => toast.error(t('delete_failed'), errorText(error)),
  });
  const records = (list.data?.items ?? []).filter((record) => record.product_id === productId);
  const target = { kind: 'product' as const, id: productId, name: productName };
  return (
    <Card title={t('title')}>
      <section className="space-y-4">
        <p className="max-w-prose text-sm text-neutral-700">{t('intro')}</p>
        <TextField
          label={t('fields.period_year')}
          inputMode="numeric"
          value={year}
          onChange={(event) => {
            setYear(event.target.value);
            setEditing(null);
          }}
        />
        {list.isError ? (
          <InlineAlert retryLabel={t('retry')} onRetry={() => void list.refetch()}>
            {t('load_failed')}
          </InlineAlert>
        ) : !list.data ? (
          <SkeletonBlock label={t('loading')} />
        ) : records.length === 0 ? (
          <p className="text-sm text-neutral-700">{t('empty', { year: periodYear })}</p>
        ) : (
          <ul className="space-y-3">
            {records.map((record) => (
              <SoldRecord
                key={record.id}
                record={record}
                canEdit={canEdit}
                onEdit={() => setEditing(record)}
                onDelete={() => setDeleting(record)}
              />
            ))}
          </ul>
        )}
        {canEdit && editing === null && list.data && (
          <Button variant="secondary" onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        )}
        {canEdit && editing !== null && (
          <div className="rounded border border-neutral-200 p-3">
            <h3 className="mb-3 font-medium text-neutral-900">
              {t(editing === 'new' ? 'add_named' : 'edit_named', { name: productName })}
            </h3>
            <SoldProductForm
              key={editing === 'new' ? `new-${periodYear}` : editing.id}
              companyId={companyId}
              siteId={editing === 'new' ? siteId : editing.site_id}
              year={editing === 'new' ? periodYear : editing.period_year}
              target={target}
              record={editing === 'new' ? null : editing}
              onSaved={() => setEditing(null)}
              onCancel={() => setEditing(null)}
            />
          </div>
        )}
      </section>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('delete_title', { year: deleting?.period_year ?? '' })}
        description={t('delete_body')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </Card>
  );
}

/** A record: its figures per category, its lines (quantity × factor, source) and the lines left out. */
export function SoldRecord({
  record,
  canEdit,
  onEdit,
  onDelete,
}: {
  record: SoldProduct;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('productInventory');
  const format = useFormatters();
  return (
    <li className="rounded border border-neutral-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-neutral-900">
          {t('record', { year: record.period_year, units: format.number(record.units_sold), total: format.number(record.co2e_kg) })}
        </p>
        {canEdit && (
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" aria-label={t('edit_record', { year: record.period_year })} onClick={onEdit}>
              {t('edit')}
            </Button>
            <Button variant="ghost" size="sm" aria-label={t('delete_record', { year: record.period_year })} onClick={onDelete}>
              {t('delete')}
            </Button>
          </div>
        )}
      </div>
      <p className="text-sm text-neutral-700">
        {(['purchased_goods', 'use_sold_products', 'end_of_life_sold_products'] as const)
          .map((key) => t('category_total', { category: t(`categories.${key}`), kg: format.number(record.by_category[key]) }))
          .join(' · ')}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-accent-800 underline underline-offset-2">{t('lines_summary', { count: record.entries.length })}</summary>
        <ul className="mt-1 space-y-1">
          {record.entries.map((entry) => (
            <li key={entry.id}>
              {t('entry', {
                label: entry.label,
                quantity: format.number(entry.quantity),
                unit: entry.unit,
                factor: format.number(entry.factor.kg_co2e_per_unit, 4),
                factorUnit: entry.factor.unit,
                source: [entry.factor.name, entry.factor.source, entry.factor.dataset_version].filter(Boolean).join(', '),
                kg: format.number(entry.co2e_kg),
              })}
            </li>
          ))}
        </ul>
      </details>
      {record.excluded_lines.length > 0 && (
        <div className="mt-2 text-sm">
          <p className="font-medium text-neutral-900">{t('excluded_title')}</p>
          <ul>
            {record.excluded_lines.map((line) => (
              <li key={`${line.label}-${line.entry_id}`}>{t('excluded', { label: line.label, kg: format.number(line.co2e_kg) })}</li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
