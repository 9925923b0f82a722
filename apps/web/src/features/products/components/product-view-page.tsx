import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { productQueryOptions, usePublishProduct } from '../api/product-queries';
import { FootprintView } from './footprint-view';

export function ProductNotFound() {
  const { t } = useTranslation('products');
  return (
    <EmptyState
      title={<span role="heading" aria-level={1}>{t('messages.not_found')}</span>}
      action={
        <Link to="/products" className={buttonClasses('secondary', 'sm')}>
          {t('actions.back')}
        </Link>
      }
    />
  );
}

/** /products/view/{id}: the product, its footprint by stage and by line. */
export function ProductViewPage({
  productId,
  companyId,
  canEdit,
  inventorySection,
}: {
  productId: string;
  companyId: string;
  canEdit: boolean;
  /** The "In the inventory" section, composed by the route (features/product-inventory). */
  inventorySection?: (product: { id: string; site_id: string; name: string }) => React.ReactNode;
}) {
  const { t } = useTranslation('products');
  const { t: tCommon } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const product = useQuery(productQueryOptions(productId));
  const publish = usePublishProduct(companyId, productId);
  if (product.isError) {
    if (product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 422)) return <ProductNotFound />;
    return (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void product.refetch()}>
        {t('messages.fetch_failed')}
      </InlineAlert>
    );
  }
  if (!product.data) return <SkeletonBlock label={tCommon('status.loading')} />;
  const item = product.data;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-neutral-900">{item.name}</h1>
          <p className="mt-1 text-neutral-700">
            {item.category}
            {item.processing_state ? ` · ${t(`states.${item.processing_state}`)}` : ''}
          </p>
          {item.description && <p className="mt-1 max-w-prose text-neutral-700">{item.description}</p>}
          {item.published_slug && <p className="mt-1 text-sm text-neutral-700">{t('publish.published', { slug: item.published_slug })}</p>}
        </div>
        <div className="flex gap-2">
          <Link to="/products" className={buttonClasses('ghost', 'sm')}>
            {t('actions.back')}
          </Link>
          <Link to={`/products/tree/${item.id}`} className={buttonClasses('secondary', 'sm')}>
            {t('actions.tree')}
          </Link>
          {canEdit && (
            <Button
              variant="secondary"
              size="sm"
              pending={publish.isPending}
              onClick={() =>
                publish.mutate(!item.published_slug, {
                  onSuccess: (answer) =>
                    toast.success(answer ? t('publish.published', { slug: answer.slug }) : t('publish.unpublished')),
                  onError: (error) => toast.error(t('publish.publish_failed'), errorText(error)),
                })
              }
            >
              {item.published_slug ? t('publish.unpublish') : t('publish.publish')}
            </Button>
          )}
          {canEdit && (
            <Link to={`/products/edit/${item.id}`} className={buttonClasses('primary', 'sm')}>
              {t('actions.edit')}
            </Link>
          )}
        </div>
      </header>
      <FootprintView name={item.name} unit={item.unit} footprint={item.footprint} />
      {inventorySection?.(item)}
    </div>
  );
}
