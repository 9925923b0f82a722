import { productCatalogEndpoints } from '@carbon/contracts/product-catalog';
import { simpleProductEndpoints } from '@carbon/contracts/products';
import { publicProductsEndpoints } from '@carbon/contracts/public-products';
import type { PRODUCT_PURCHASE_SOURCES } from '@carbon/contracts/purchases';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { callApi } from '@/lib/api-client';
import { useDebouncedCommit } from '@/lib/use-debounced-commit';
import { useFormatters, useLocale } from '@/lib/use-locale';

/** A product with a footprint per unit a purchase can point to (docs/decisions/0030-products-in-inventory.md). */
export interface ChosenProduct {
  sourceKind: (typeof PRODUCT_PURCHASE_SOURCES)[number];
  /** The simple product's or catalog item's id, or the report's slug. */
  id: string;
  name: string;
  unit: string;
  kgCo2ePerUnit: number | null;
  /** Who made it: a report's company, "the library", or null for the company's own. */
  owner: string | null;
}

/** Published reports shown a page at a time while nothing is typed (GET /public/product-reports). */
export const REPORTS_PAGE_SIZE = 10;
const MIN_QUERY_LENGTH = 2;

/** Where a chosen product opens: its report, its catalog item, or the company's products. */
export function productHref(product: Pick<ChosenProduct, 'sourceKind' | 'id'>): string {
  if (product.sourceKind === 'product_report') return `/product-reports/${encodeURIComponent(product.id)}`;
  // The catalog has no page per item: its list, where the item's figures and source are shown.
  if (product.sourceKind === 'catalog_item') return '/product-catalog';
  return '/products';
}

interface ProductPickerProps {
  companyId: string;
  product: ChosenProduct | null;
  /** The field's message, already in words. */
  error?: string | undefined;
  onChange: (product: ChosenProduct) => void;
}

/**
 * The product of a bought-product line: the company's simple products, the product catalog (library and own items,
 * GET /product-catalog/search) and suppliers' published reports (GET /public/product-match; while nothing is typed,
 * the newest reports a page at a time, GET /public/product-reports).
 */
export function ProductPicker({ companyId, product, error, onChange }: ProductPickerProps) {
  const { t } = useTranslation('productInventory');
  const format = useFormatters();
  const locale = useLocale();
  const headingId = useId();
  const errorId = useId();
  const [choosing, setChoosing] = useState(product === null);
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useDebouncedCommit(query, setQuery);
  const text = query.trim();
  const asked = text.length >= MIN_QUERY_LENGTH;

  const simple = useQuery({
    queryKey: ['simple-products', companyId],
    queryFn: ({ signal }) => callApi(simpleProductEndpoints.list, { query: { company_id: companyId } }, { signal }),
    enabled: choosing,
  });
  const catalog = useQuery({
    queryKey: ['product-catalog', 'search', companyId, text, locale],
    queryFn: ({ signal }) =>
      callApi(
        productCatalogEndpoints.search,
        { query: { q: text, limit: 10, min_score: 0, lang: locale, company_id: companyId } },
        { signal },
      ),
    enabled: choosing && asked,
    placeholderData: keepPreviousData,
  });
  const match = useQuery({
    queryKey: ['public-product-match', text, locale],
    queryFn: ({ signal }) =>
      callApi(publicProductsEndpoints.match, { query: { q: text, lang: locale, limit: 10 } }, { signal }),
    enabled: choosing && asked,
    placeholderData: keepPreviousData,
  });
  const newest = useInfiniteQuery({
    queryKey: ['public-product-reports', REPORTS_PAGE_SIZE],
    queryFn: ({ pageParam, signal }) =>
      callApi(
        publicProductsEndpoints.list,
        { query: { limit: REPORTS_PAGE_SIZE, offset: pageParam } },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.items.length < last.total ? last.offset + last.items.length : undefined,
    enabled: choosing && !asked,
  });

  const lower = text.toLowerCase();
  const simpleChoices: ChosenProduct[] = (simple.data?.items ?? [])
    .filter((item) => !asked || item.name.toLowerCase().includes(lower))
    .map((item) => ({
      sourceKind: 'simple_product',
      id: item.id,
      name: item.name,
      unit: 'unit',
      kgCo2ePerUnit: item.emissions_per_unit,
      owner: null,
    }));
  const catalogChoices: ChosenProduct[] = asked
    ? (catalog.data?.items ?? []).map((item) => ({
        sourceKind: 'catalog_item',
        id: item.id,
        name: item.name,
        unit: item.unit,
        kgCo2ePerUnit: item.emission_per_unit,
        owner: item.company_id ? null : t('picker.library'),
      }))
    : [];
  const reportItems = asked
    ? (match.data?.items ?? []).flatMap((item) => (item.kind === 'report' && item.slug ? [{ ...item, slug: item.slug }] : []))
    : (newest.data?.pages ?? []).flatMap((page) => page.items);
  const reportChoices: ChosenProduct[] = reportItems.map((item) => ({
    sourceKind: 'product_report',
    id: item.slug,
    name: item.name,
    unit: item.unit,
    kgCo2ePerUnit: item.kg_co2e_per_unit,
    owner: item.company_name,
  }));

  const failed = simple.isError || (asked ? catalog.isError || match.isError : newest.isError);
  const loading = !simple.data || (asked ? !catalog.data || !match.data : !newest.data);
  const all = [...simpleChoices, ...catalogChoices, ...reportChoices];
  const describe = (item: ChosenProduct) =>
    [
      item.kgCo2ePerUnit === null
        ? t('picker.no_footprint')
        : t('picker.per_unit', { value: format.number(item.kgCo2ePerUnit, 4), unit: item.unit }),
      item.owner,
      t(`picker.sources.${item.sourceKind}`),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <div className="space-y-2 text-sm sm:col-span-2" aria-describedby={error ? errorId : undefined}>
      <p id={headingId} className="font-medium text-neutral-800">
        {t('purchase.product')}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </p>
      {product ? (
        <div>
          <a href={productHref(product)} target="_blank" rel="noreferrer" className="font-medium text-accent-800 underline underline-offset-2">
            {product.name}
          </a>
          <p className="text-neutral-700 tabular-nums">{describe(product)}</p>
        </div>
      ) : (
        <p className="text-neutral-600">{t('picker.none')}</p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      {product && (
        <Button variant="secondary" size="sm" aria-expanded={choosing} onClick={() => setChoosing((open) => !open)}>
          {t('picker.change')}
        </Button>
      )}
      {choosing && (
        <div role="group" aria-labelledby={headingId} className="space-y-3 rounded-md border border-neutral-200 bg-neutral-50 p-3">
          <TextField
            label={t('picker.search')}
            hint={t('picker.search_hint')}
            type="search"
            value={draft}
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches; it must not submit the form around the picker.
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
          {failed ? (
            <InlineAlert>{t('picker.failed')}</InlineAlert>
          ) : loading ? (
            <SkeletonBlock label={t('picker.loading')} />
          ) : all.length === 0 ? (
            <p className="text-neutral-700">{asked ? t('picker.empty', { query: text }) : t('picker.empty_all')}</p>
          ) : (
            <>
              {!asked && <p className="text-neutral-700">{t('picker.browse_hint')}</p>}
              <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200 bg-white">
                {all.map((item) => (
                  <li key={`${item.sourceKind}-${item.id}`} className="flex items-center justify-between gap-3 px-3 py-2">
                    <span>
                      <span className="block font-medium text-neutral-900">{item.name}</span>
                      <span className="block text-xs text-neutral-600 tabular-nums">{describe(item)}</span>
                    </span>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={item.kgCo2ePerUnit === null}
                      aria-label={t('picker.use_named', { name: item.name })}
                      onClick={() => {
                        onChange(item);
                        setChoosing(false);
                      }}
                    >
                      {t('picker.use')}
                    </Button>
                  </li>
                ))}
              </ul>
              {!asked && newest.hasNextPage && (
                <Button variant="secondary" size="sm" pending={newest.isFetchingNextPage} onClick={() => void newest.fetchNextPage()}>
                  {t('picker.more')}
                </Button>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
