import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { productQueryOptions } from '../api/product-queries';
import { ProductWizard } from './product-wizard';
import { ProductNotFound } from './product-view-page';

/** /products/edit/{id}: the wizard on the stored product. */
export function ProductEditPage({ productId, companyId, year, siteName }: { productId: string; companyId: string; year: number; siteName: (siteId: string) => string | null }) {
  const { t } = useTranslation('products');
  const { t: tCommon } = useTranslation();
  const product = useQuery(productQueryOptions(productId));
  if (product.isError) {
    if (product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 422)) return <ProductNotFound />;
    return (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void product.refetch()}>
        {t('messages.fetch_failed')}
      </InlineAlert>
    );
  }
  if (!product.data) return <SkeletonBlock label={tCommon('status.loading')} />;
  return (
    <ProductWizard
      key={product.data.id}
      companyId={companyId}
      siteId={product.data.site_id}
      siteName={siteName(product.data.site_id)}
      year={year}
      product={product.data}
    />
  );
}
