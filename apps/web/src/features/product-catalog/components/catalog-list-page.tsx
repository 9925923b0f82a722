import { searchMessageKeys } from '@carbon/contracts/emission-factors';
import type { CatalogItem } from '@carbon/contracts/product-catalog';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/field';
import { Popover } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { formatFactorValue } from '@/lib/factor-value';
import { useDebouncedCommit } from '@/lib/use-debounced-commit';
import { useFormatters } from '@/lib/use-locale';
import {
  CATALOG_PAGE_SIZE,
  CATALOG_SEARCH_LIMIT,
  catalogListQueryOptions,
  catalogSearchQueryOptions,
  useDeleteCatalogItem,
} from '../api/catalog-queries';
import { catalogSearchText, pageCount, readCatalogListState, writeCatalogListState, type CatalogListState } from '../list-state';
import { tagLabel } from './tag-picker';

export const NEW_ITEM_PATH = '/product-catalog/edit/new';
export const editItemPath = (id: string) => `/product-catalog/edit/${encodeURIComponent(id)}`;

const columns = ['name', 'category', 'unit', 'price', 'emission', 'tags', 'owner', 'actions'] as const;
const numericColumns = new Set<string>(['price', 'emission']);

interface CatalogListPageProps {
  companyId: string;
  /** Viewers see the catalog but cannot change it (the API answers 403). */
  canEdit: boolean;
}

function MissingValue() {
  const { t } = useTranslation();
  return (
    <span className="text-neutral-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('status.not_provided')}</span>
    </span>
  );
}

function TagChips({ tags }: { tags: CatalogItem['tags'] }) {
  const { locale } = useFormatters();
  return tags.map((tag) => (
    <li key={tag.id} className="rounded bg-neutral-100 px-1.5 py-0.5 text-xs text-neutral-800">
      {tagLabel(tag, locale)}
    </li>
  ));
}

function CatalogRow({ item, canEdit, onDelete }: { item: CatalogItem; canEdit: boolean; onDelete: (item: CatalogItem) => void }) {
  const { t } = useTranslation('catalog');
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const own = item.company_id !== null;
  const editable = own && canEdit;
  const shownTags = item.tags.slice(0, 3);
  return (
    <tr className="border-b border-neutral-100 align-top last:border-b-0 hover:bg-neutral-50">
      <th scope="row" className="max-w-xs px-3 py-2 text-left font-normal">
        <Link to={editItemPath(item.id)} className="font-medium text-accent-800 underline-offset-2 hover:underline">
          {item.name}
        </Link>
        {item.alternative_name && <span className="block text-xs text-neutral-600">{item.alternative_name}</span>}
      </th>
      <td className="px-3 py-2 text-neutral-800">{item.category}</td>
      <td className="px-3 py-2 text-neutral-800">{t(`units.${item.unit}`)}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap text-neutral-800 tabular-nums">
        {item.price_per_unit === null ? <MissingValue /> : format.currency(item.price_per_unit, item.currency)}
      </td>
      <td className="px-3 py-2 text-right whitespace-nowrap text-neutral-900 tabular-nums">
        {item.emission_per_unit === null ? <MissingValue /> : formatFactorValue(item.emission_per_unit, format.locale)}
      </td>
      <td className="px-3 py-2">
        {shownTags.length === 0 ? (
          <MissingValue />
        ) : (
          <ul className="flex flex-wrap gap-1">
            <TagChips tags={shownTags} />
            {item.tags.length > shownTags.length && (
              <li>
                <Popover
                  label={t('list.all_tags', { name: item.name })}
                  trigger={
                    <button
                      type="button"
                      aria-label={t('list.more_tags_named', { count: item.tags.length - shownTags.length, name: item.name })}
                      className="rounded px-1 text-xs text-accent-800 underline underline-offset-2 hover:text-accent-900"
                    >
                      {t('list.more_tags', { count: item.tags.length - shownTags.length })}
                    </button>
                  }
                >
                  <ul className="flex max-w-64 flex-wrap gap-1">
                    <TagChips tags={item.tags} />
                  </ul>
                </Popover>
              </li>
            )}
          </ul>
        )}
      </td>
      <td className="px-3 py-2">
        {own ? (
          <span className="rounded bg-accent-50 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-accent-900">{t('list.owner_company')}</span>
        ) : (
          <span className="rounded bg-neutral-100 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-neutral-700">{t('list.owner_library')}</span>
        )}
      </td>
      <td className="px-3 py-2 text-right whitespace-nowrap">
        <div className="flex justify-end gap-1">
          <Link to={editItemPath(item.id)} className={buttonClasses('ghost', 'sm')} aria-label={t(editable ? 'list.edit_named' : 'list.view_named', { name: item.name })}>
            {editable ? t('list.edit') : t('list.view')}
          </Link>
          {editable && (
            <Button variant="ghost" size="sm" aria-label={t('list.delete_named', { name: item.name })} onClick={() => onDelete(item)}>
              {tCommon('actions.delete')}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

function CatalogTable({ items, caption, busy, canEdit, onDelete }: { items: CatalogItem[]; caption: string; busy: boolean; canEdit: boolean; onDelete: (item: CatalogItem) => void }) {
  const { t } = useTranslation('catalog');
  return (
    <div className={cn('relative overflow-x-auto rounded-lg border border-neutral-200 bg-white transition-opacity', busy && 'opacity-60')} aria-busy={busy || undefined}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-neutral-200 text-xs tracking-wide text-neutral-600 uppercase">
            {columns.map((column) => (
              <th key={column} scope="col" className={cn('sticky top-0 bg-white px-3 py-2 font-semibold', numericColumns.has(column) || column === 'actions' ? 'text-right' : 'text-left')}>
                {column === 'actions' ? <span className="sr-only">{t('list.columns.actions')}</span> : t(`list.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <CatalogRow key={item.id} item={item} canEdit={canEdit} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TableSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3 rounded-lg border border-neutral-200 bg-white p-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} aria-hidden="true" className="flex gap-4">
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-12" />
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}

/** /product-catalog: the company's items and the library's, browsed by page or searched by name. */
export function CatalogListPage({ companyId, canEdit }: CatalogListPageProps) {
  const { t } = useTranslation('catalog');
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const toast = useToast();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readCatalogListState(params), [params]);
  const update = useCallback(
    (patch: Partial<CatalogListState>) => setParams((current) => writeCatalogListState({ ...readCatalogListState(current), ...patch }), { replace: true }),
    [setParams],
  );
  // A new search starts from the first page.
  const commitQuery = useCallback((q: string) => update({ q, page: 1 }), [update]);
  const [draft, setDraft, flush] = useDebouncedCommit(state.q, commitQuery);

  const searchText = catalogSearchText(state.q);
  const list = useQuery({ ...catalogListQueryOptions(companyId, state.page), enabled: searchText === null });
  const search = useQuery({ ...catalogSearchQueryOptions(companyId, searchText ?? '', format.locale), enabled: searchText !== null });
  const active = searchText === null ? list : search;
  const items = searchText === null ? list.data?.items : search.data?.items;

  const remove = useDeleteCatalogItem();
  const [toDelete, setToDelete] = useState<CatalogItem | null>(null);
  const confirmDelete = () => {
    if (!toDelete) return;
    const item = toDelete;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.success(t('list.deleted', { name: item.name }));
        setToDelete(null);
      },
      onError: (error) => {
        toast.error(t('errors.delete_failed'), errorText(error));
        setToDelete(null);
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    flush();
  };

  const tooShort = draft.trim().length === 1 && state.q.trim().length === 1;
  const newItem = canEdit ? (
    <Link to={NEW_ITEM_PATH} className={buttonClasses('primary')}>
      {t('list.new_item')}
    </Link>
  ) : null;

  let status: string | null = null;
  if (searchText !== null && search.data && !search.isPlaceholderData) {
    status =
      search.data.count >= CATALOG_SEARCH_LIMIT
        ? t('list.search_count_capped', { number: format.integer(search.data.count), query: search.data.query })
        : t('list.search_count', { count: search.data.count, number: format.integer(search.data.count), query: search.data.query });
  } else if (searchText === null && list.data && list.data.total > 0) {
    const from = (state.page - 1) * CATALOG_PAGE_SIZE + 1;
    status = t('list.range', {
      from: format.integer(Math.min(from, list.data.total)),
      to: format.integer(Math.min(from + list.data.items.length - 1, list.data.total)),
      total: format.integer(list.data.total),
    });
  }

  let content;
  if (active.isError) {
    content = (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void active.refetch()}>
        {errorText(active.error)}
      </InlineAlert>
    );
  } else if (!items) {
    content = <TableSkeleton label={tCommon('status.loading')} />;
  } else if (items.length === 0 && !active.isPlaceholderData) {
    content =
      searchText === null && state.page > 1 ? (
        <EmptyState
          title={t('list.page_empty_title')}
          action={
            <Button variant="secondary" size="sm" onClick={() => update({ page: 1 })}>
              {t('list.first_page')}
            </Button>
          }
        />
      ) : searchText === null ? (
        <EmptyState title={t('list.empty_title')} action={newItem}>
          {t('list.empty_body')}
        </EmptyState>
      ) : (
        <EmptyState title={t('list.search_empty_title', { query: searchText })} action={newItem}>
          {t('list.search_empty_body')}
        </EmptyState>
      );
  } else {
    content = (
      <CatalogTable
        items={items}
        caption={searchText === null ? t('list.caption') : t('list.search_caption', { query: searchText })}
        busy={active.isPlaceholderData}
        canEdit={canEdit}
        onDelete={setToDelete}
      />
    );
  }

  const pages = list.data ? pageCount(list.data.total, CATALOG_PAGE_SIZE) : 1;

  return (
    <div className="mx-auto max-w-7xl space-y-4 p-6">
      <div>
        <h1 className="text-2xl font-semibold text-neutral-900">{t('list.title')}</h1>
        <p className="mt-1 max-w-3xl text-neutral-700">{t('list.lead')}</p>
      </div>

      <div className="flex flex-wrap items-start justify-between gap-4 rounded-lg border border-neutral-200 bg-white p-4">
        <form role="search" aria-label={t('list.search_form_label')} onSubmit={onSubmit} noValidate className="w-full max-w-md">
          <TextField
            label={t('list.search_label')}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('list.search_placeholder')}
            hint={t('list.search_hint')}
            error={tooShort ? fieldError(searchMessageKeys.queryTooShort) : undefined}
            autoComplete="off"
            maxLength={200}
          />
        </form>
        {newItem && <div className="pt-6">{newItem}</div>}
      </div>

      <section aria-labelledby="catalog-items-heading" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="catalog-items-heading" className="text-base font-semibold text-neutral-900">
            {searchText === null ? t('list.items_heading') : t('list.results_heading')}
          </h2>
          <p className="text-sm text-neutral-700" aria-live="polite">
            {status}
          </p>
        </div>
        {content}
        {searchText === null && list.data && pages > 1 && (
          <nav aria-label={t('list.pagination')} className="flex items-center justify-between gap-2">
            <Button variant="secondary" size="sm" disabled={state.page <= 1} onClick={() => update({ page: state.page - 1 })}>
              {t('list.previous_page')}
            </Button>
            <p className="text-sm text-neutral-700 tabular-nums">{t('list.page_of', { page: format.integer(state.page), pages: format.integer(pages) })}</p>
            <Button variant="secondary" size="sm" disabled={state.page >= pages} onClick={() => update({ page: state.page + 1 })}>
              {t('list.next_page')}
            </Button>
          </nav>
        )}
      </section>

      <ConfirmDeleteDialog
        open={toDelete !== null}
        title={t('list.delete_title', { name: toDelete?.name ?? '' })}
        description={t('list.delete_body')}
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
