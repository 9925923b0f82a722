import { PRODUCT_STAGES, type ProductTreeNode } from '@carbon/contracts/products';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatLocaleNumber } from '@/lib/locale-number';
import { useFormatters, useLocale } from '@/lib/use-locale';
import { productTreeQueryOptions } from '../api/product-queries';
import { ProductNotFound } from './product-view-page';

type TreeLine = ProductTreeNode['lines'][number];

/**
 * One line of the tree. Its main figure is what it puts in one unit of the root product (its kg CO2e per unit of the
 * product holding it × the units of that product in one unit of the root), so the figures add up along the tree like
 * the shares; a sub-product also shows the quantity of it used times its own figure per unit, and its stages scaled
 * the same way; a line deeper than the root's own shows its figure per unit of the product holding it.
 */
function TreeItem({ line, owner, root }: { line: TreeLine; owner: ProductTreeNode; root: ProductTreeNode }) {
  const { t } = useTranslation('products');
  const { t: tApp } = useTranslation('app');
  const unitName = (code: string) =>
    tApp(`ledger.units.${code.replaceAll('.', '_')}` as 'ledger.units.kg', { defaultValue: code });
  const format = useFormatters();
  const locale = useLocale();
  const [open, setOpen] = useState(true);
  const perRoot = owner.quantity_per_root_unit;
  const value = line.kg_co2e_per_unit * perRoot;
  const share = root.kg_co2e_per_unit > 0 ? value / root.kg_co2e_per_unit : 0;
  const child = line.children;
  const children = child?.lines ?? [];
  const ownerIsRoot = owner === root;
  const per = (kg: number, node: ProductTreeNode) =>
    t('tree.per', { value: format.number(kg, 4), unit: unitName(node.unit), name: node.name });
  const stages = child?.by_stage_per_parent_unit
    ? PRODUCT_STAGES.filter((stage) => child.by_stage_per_parent_unit![stage] !== 0).map(
        (stage) => `${t(`stages.${stage}`)} ${format.number(child.by_stage_per_parent_unit![stage] * perRoot, 4)}`,
      )
    : [];
  return (
    <li role="treeitem" aria-expanded={children.length > 0 ? open : undefined} aria-selected={false} className="py-1">
      <div className="flex flex-wrap items-center gap-2">
        {children.length > 0 ? (
          <button
            type="button"
            className="rounded px-1 text-accent-800"
            aria-label={open ? t('actions.collapse', { name: line.label }) : t('actions.expand', { name: line.label })}
            onClick={() => setOpen((current) => !current)}
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
          {per(value, root)} · {t('tree.share', { share: format.percent(share * 100) })}
        </span>
      </div>
      {(child || !ownerIsRoot) && (
        <p className="ml-7 text-sm tabular-nums text-neutral-600">
          {child && child.quantity_per_parent_unit !== null
            ? t('tree.sub_product', {
                // As few digits as it has (2, 0.25), at most 6 significant: a converted quantity can carry float noise.
                quantity: formatLocaleNumber(Number(child.quantity_per_parent_unit.toPrecision(6)), locale),
                value: format.number(child.kg_co2e_per_unit, 4),
                unit: unitName(child.unit),
                name: child.name,
              })
            : null}
          {child && !ownerIsRoot ? ' = ' : null}
          {!ownerIsRoot ? per(line.kg_co2e_per_unit, owner) : null}
          {stages.length > 0 ? (
            <span className="block">{t('tree.by_stage', { unit: unitName(root.unit), name: root.name, stages: stages.join(' · ') })}</span>
          ) : null}
        </p>
      )}
      {child && children.length > 0 && open && (
        <ul role="group" className="ml-6 border-l border-neutral-200 pl-3">
          {children.map((item) => (
            <TreeItem key={item.id} line={item} owner={child} root={root} />
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
            <TreeItem key={line.id} line={line} owner={root} root={root} />
          ))}
        </ul>
      )}
    </div>
  );
}
