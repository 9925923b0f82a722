import type { ProductTreeNode } from '@carbon/contracts/products';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useFormatters } from '@/lib/use-locale';
import { productTreeQueryOptions } from '../api/product-queries';
import { ProductNotFound } from './product-view-page';

type TreeLine = ProductTreeNode['lines'][number];

/** One line of the tree with its share of the root's footprint; a sub-product's line opens to its own lines. */
function TreeItem({ line, rootTotal, parentShare }: { line: TreeLine; rootTotal: number; parentShare: number }) {
  const { t } = useTranslation('products');
  const format = useFormatters();
  const [open, setOpen] = useState(true);
  const share = rootTotal > 0 ? (line.kg_co2e_per_unit / rootTotal) * parentShare : 0;
  const children = line.children?.lines ?? [];
  const childTotal = line.children?.kg_co2e_per_unit ?? 0;
  return (
    <li role="treeitem" aria-expanded={children.length > 0 ? open : undefined} aria-selected={false} className="py-1">
      <div className="flex flex-wrap items-center gap-2">
        {children.length > 0 ? (
          <button
            type="button"
            className="rounded px-1 text-accent-800"
            aria-label={open ? t('actions.collapse', { name: line.label }) : t('actions.expand', { name: line.label })}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? '▾' : '▸'}
          </button>
        ) : (
          <span aria-hidden="true" className="px-1 text-neutral-400">
            •
          </span>
        )}
        <span className="font-medium">{line.label || t(`kinds.${line.kind}`)}</span>
        <span className="text-sm text-neutral-600">{t(`stages.${line.stage}`)}</span>
        <span className="text-sm tabular-nums">
          {format.number(line.kg_co2e_per_unit, 4)} kg CO2e · {t('tree.share', { share: format.percent(share * 100) })}
        </span>
      </div>
      {children.length > 0 && open && (
        <ul role="group" className="ml-6 border-l border-neutral-200 pl-3">
          {children.map((child) => (
            // A sub-product's lines are per unit of the sub-product: its share of the root is its part of the line.
            <TreeItem key={child.id} line={child} rootTotal={childTotal} parentShare={share} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** /products/tree/{id}: the supply chain drawn as a collapsible tree, each node with its share. */
export function ProductTreePage({ productId }: { productId: string }) {
  const { t } = useTranslation('products');
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const tree = useQuery(productTreeQueryOptions(productId));
  if (tree.isError) {
    if (tree.error instanceof ApiError && (tree.error.status === 404 || tree.error.status === 422)) return <ProductNotFound />;
    return (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void tree.refetch()}>
        {t('messages.fetch_failed')}
      </InlineAlert>
    );
  }
  if (!tree.data) return <SkeletonBlock label={tCommon('status.loading')} />;
  const root = tree.data;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-neutral-900">{t('tree.title', { name: root.name })}</h1>
          <p className="mt-1 tabular-nums text-neutral-700">{t('view.total', { value: `${format.number(root.kg_co2e_per_unit, 3)} kg CO2e` })}</p>
        </div>
        <Link to={`/products/view/${root.product_id}`} className={buttonClasses('ghost', 'sm')}>
          {t('actions.view')}
        </Link>
      </header>
      {root.lines.length === 0 ? (
        <EmptyState title={t('messages.no_tree')} />
      ) : (
        <ul role="tree" aria-label={t('tree.title', { name: root.name })} className="rounded-md border border-neutral-200 bg-white p-3">
          {root.lines.map((line) => (
            <TreeItem key={line.id} line={line} rootTotal={root.kg_co2e_per_unit} parentShare={1} />
          ))}
        </ul>
      )}
    </div>
  );
}
