import type { Product, SimpleProduct } from '@carbon/contracts/products';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDeleteDialog, useDeleteConfirmation } from '@/components/ui/confirm-delete-dialog';
import { cellClasses, DataTable, numberCellClasses, tableLinkClasses } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { RowActions } from '@/components/ui/row-actions';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useLocalizedPath } from '@/lib/localized-path';
import { useFormatters } from '@/lib/use-locale';
import {
  productEntitlementsQueryOptions,
  productsQueryOptions,
  simpleProductsQueryOptions,
  useDeleteProduct,
  useDeleteSimpleProduct,
} from '../api/product-queries';
import { SimpleProductDialog } from './simple-product-form';

interface ProductsListPageProps {
  companyId: string;
  canEdit: boolean;
}

type Pending = { kind: 'composite'; product: Product } | { kind: 'simple'; product: SimpleProduct };

/** Whether the plan lets the company add one more product (null limit: unlimited). */
export function mayCreateProduct(limit: number | null | undefined, used: number | undefined): boolean {
  if (limit === null || limit === undefined) return true;
  return (used ?? 0) < limit;
}

/** /products: the composite and simple products, with view, edit, tree and delete (after a confirmation). */
export function ProductsListPage({ companyId, canEdit }: ProductsListPageProps) {
  const { t } = useTranslation('products');
  const { t: tCommon } = useTranslation();
  const href = useLocalizedPath();
  const format = useFormatters();
  const products = useQuery(productsQueryOptions(companyId));
  const simples = useQuery(simpleProductsQueryOptions(companyId));
  const entitlements = useQuery(productEntitlementsQueryOptions(companyId));
  const deleteProduct = useDeleteProduct(companyId);
  const deleteSimple = useDeleteSimpleProduct(companyId);
  const deletion = useDeleteConfirmation<Pending>({
    remove: (pending, callbacks) =>
      pending.kind === 'composite'
        ? deleteProduct.mutate(pending.product.id, callbacks)
        : deleteSimple.mutate(pending.product.id, callbacks),
    deleted: (pending) => t(pending.kind === 'composite' ? 'messages.deleted_composite' : 'messages.deleted_simple'),
    failed: (pending) =>
      t(pending.kind === 'composite' ? 'messages.delete_composite_failed' : 'messages.delete_simple_failed'),
  });
  const [editingSimple, setEditingSimple] = useState<SimpleProduct | null>(null);

  const allowed = mayCreateProduct(entitlements.data?.limits.products, entitlements.data?.usage.products);
  const createActions = canEdit ? (
    allowed ? (
      <>
        <Link to="/products/new" className={buttonClasses('primary', 'sm')}>
          {t('actions.new')}
        </Link>
        <Link to="/products/simple/new" className={buttonClasses('secondary', 'sm')}>
          {t('actions.new_simple')}
        </Link>
      </>
    ) : (
      <Link to={href('/pricing')} className={buttonClasses('primary', 'sm')}>
        {t('actions.upgrade')}
      </Link>
    )
  ) : null;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-neutral-900">{t('title')}</h1>
          <p className="mt-1 max-w-prose text-neutral-700">{t('description')}</p>
        </div>
        <div className="flex gap-2">{createActions}</div>
      </header>
      {entitlements.data && entitlements.data.limits.products !== null && (
        <p className="text-sm text-neutral-700">
          {t('list.limit', { count: entitlements.data.limits.products, used: entitlements.data.usage.products })}
        </p>
      )}

      <Card title={t('list.composite')}>
        {products.isError ? (
          <InlineAlert onRetry={() => void products.refetch()} retryLabel={tCommon('actions.retry')}>
            {t('messages.fetch_failed')}
          </InlineAlert>
        ) : !products.data ? (
          <SkeletonBlock label={t('list.composite')} />
        ) : products.data.items.length === 0 ? (
          <EmptyState title={t('list.empty_composite')} />
        ) : (
          <DataTable
            caption={t('list.composite')}
            columns={[
              { key: 'name', label: t('list.name') },
              { key: 'category', label: t('list.category') },
              { key: 'footprint', label: t('list.footprint'), numeric: true },
              { key: 'actions', label: t('list.actions') },
            ]}
          >
            {products.data.items.map((product) => (
              <tr key={product.id}>
                <td className={cellClasses}>
                  <Link to={`/products/view/${product.id}`} className={tableLinkClasses}>
                    {product.name}
                  </Link>
                </td>
                <td className={cellClasses}>{product.category}</td>
                <td className={numberCellClasses}>{format.number(product.footprint.kg_co2e_per_unit, 3)}</td>
                <td className={cellClasses}>
                  <RowActions
                    name={product.name}
                    actions={[
                      { label: t('actions.view'), to: `/products/view/${product.id}` },
                      { label: t('actions.tree'), to: `/products/tree/${product.id}` },
                      ...(canEdit
                        ? [
                            { label: t('actions.edit'), to: `/products/edit/${product.id}` },
                            { label: t('actions.delete'), onClick: () => deletion.ask({ kind: 'composite', product }) },
                          ]
                        : []),
                    ]}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </Card>

      <Card title={t('list.simple')}>
        {simples.isError ? (
          <InlineAlert onRetry={() => void simples.refetch()} retryLabel={tCommon('actions.retry')}>
            {t('messages.fetch_failed')}
          </InlineAlert>
        ) : !simples.data ? (
          <SkeletonBlock label={t('list.simple')} />
        ) : simples.data.items.length === 0 ? (
          <EmptyState title={t('list.empty_simple')} />
        ) : (
          <DataTable
            caption={t('list.simple')}
            columns={[
              { key: 'name', label: t('list.name') },
              { key: 'price', label: t('list.price'), numeric: true },
              { key: 'emissions', label: t('list.emissions'), numeric: true },
              { key: 'actions', label: t('list.actions') },
            ]}
          >
            {simples.data.items.map((product) => (
              <tr key={product.id}>
                <td className={cellClasses}>{product.name}</td>
                <td className={numberCellClasses}>{format.currency(product.price_per_unit)}</td>
                <td className={numberCellClasses}>{format.number(product.emissions_per_unit, 3)}</td>
                <td className={cellClasses}>
                  {canEdit && (
                    <RowActions
                      name={product.name}
                      actions={[
                        { label: t('actions.edit'), onClick: () => setEditingSimple(product) },
                        { label: t('actions.delete'), onClick: () => deletion.ask({ kind: 'simple', product }) },
                      ]}
                    />
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </Card>

      {editingSimple && <SimpleProductDialog key={editingSimple.id} companyId={companyId} product={editingSimple} onClose={() => setEditingSimple(null)} />}
      <ConfirmDeleteDialog
        {...deletion.dialog}
        title={t('messages.confirm_delete_title', { name: deletion.pending?.product.name ?? '' })}
        description={deletion.pending?.kind === 'simple' ? t('messages.confirm_delete_simple') : t('messages.confirm_delete_composite')}
        pending={deleteProduct.isPending || deleteSimple.isPending}
      />
    </div>
  );
}
