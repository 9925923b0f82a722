import type { Site } from '@carbon/contracts/companies';
import { productEndpoints, simpleProductEndpoints } from '@carbon/contracts/products';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/field';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { callApi } from '@/lib/api-client';
import { SoldProductForm, type SoldProductTarget } from './sold-product-form';

interface SoldProductPickerFormProps {
  companyId: string;
  year: number;
  sites: Site[];
  /** The top bar's site, proposed for a simple product (a composite product is made on its own site). */
  siteId: string | null;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The Scope 3 panel's "Add" of categories 11 and 12: pick one of the company's products (composite or simple), then
 * the same sold-products form as the product's page.
 */
export function SoldProductPickerForm({ companyId, year, sites, siteId, onSaved, onCancel }: SoldProductPickerFormProps) {
  const { t } = useTranslation('productInventory');
  const [choice, setChoice] = useState('');
  const [simpleSite, setSimpleSite] = useState(siteId ?? sites[0]?.id ?? '');
  const products = useQuery({
    queryKey: ['products', 'list', companyId],
    queryFn: ({ signal }) => callApi(productEndpoints.list, { query: { company_id: companyId } }, { signal }),
  });
  const simple = useQuery({
    queryKey: ['simple-products', companyId],
    queryFn: ({ signal }) => callApi(simpleProductEndpoints.list, { query: { company_id: companyId } }, { signal }),
  });
  if (products.isError || simple.isError) {
    return (
      <InlineAlert retryLabel={t('retry')} onRetry={() => void Promise.all([products.refetch(), simple.refetch()])}>
        {t('load_failed')}
      </InlineAlert>
    );
  }
  if (!products.data || !simple.data) return <SkeletonBlock label={t('loading')} />;
  if (products.data.items.length === 0 && simple.data.items.length === 0) {
    return (
      <EmptyState title={t('scope3.no_products')} action={
          <Link className="text-accent-800 underline underline-offset-2" to="/products">
            {t('scope3.open_products')}
          </Link>
        }>
        {t('scope3.no_products_body')}
      </EmptyState>
    );
  }
  const [kind, id] = choice.split(':') as [SoldProductTarget['kind'] | '', string | undefined];
  const composite = kind === 'product' ? products.data.items.find((item) => item.id === id) : undefined;
  const simpleProduct = kind === 'simple_product' ? simple.data.items.find((item) => item.id === id) : undefined;
  const target: SoldProductTarget | null = composite
    ? { kind: 'product', id: composite.id, name: composite.name }
    : simpleProduct
      ? { kind: 'simple_product', id: simpleProduct.id, name: simpleProduct.name }
      : null;
  const site = composite ? composite.site_id : simpleSite;

  return (
    <div className="space-y-4">
      <p className="text-sm text-neutral-700">{t('scope3.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('scope3.product')}
          required
          placeholder={t('scope3.choose')}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          options={[
            ...products.data.items.map((item) => ({ value: `product:${item.id}`, label: item.name })),
            ...simple.data.items.map((item) => ({ value: `simple_product:${item.id}`, label: t('scope3.simple', { name: item.name }) })),
          ]}
        />
        {simpleProduct && (
          <SelectField
            label={t('scope3.site')}
            required
            value={simpleSite}
            onChange={(event) => setSimpleSite(event.target.value)}
            options={sites.map((item) => ({ value: item.id, label: item.name }))}
          />
        )}
      </div>
      {target && site && (
        <SoldProductForm
          key={choice}
          companyId={companyId}
          siteId={site}
          year={year}
          target={target}
          record={null}
          onSaved={onSaved}
          onCancel={onCancel}
        />
      )}
    </div>
  );
}
