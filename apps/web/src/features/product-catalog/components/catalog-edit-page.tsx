import type { CatalogItem } from '@carbon/contracts/product-catalog';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { catalogItemQueryOptions } from '../api/catalog-queries';
import { CATALOG_LIST_PATH, CatalogItemForm } from './catalog-item-form';

export const NEW_ITEM_ID = 'new';

interface CatalogEditPageProps {
  /** 'new' to create an item. */
  itemId: string;
  companyId: string;
  canEdit: boolean;
  defaultCurrency: string;
}

function PageTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function BackLink() {
  const { t } = useTranslation('catalog');
  return (
    <Link to={CATALOG_LIST_PATH} className="text-sm font-medium text-accent-800 underline underline-offset-2">
      {t('edit.back_to_list')}
    </Link>
  );
}

function EditForm({ item, companyId, canEdit, defaultCurrency }: { item: CatalogItem | null } & Omit<CatalogEditPageProps, 'itemId'>) {
  const { t } = useTranslation('catalog');
  const toast = useToast();
  const navigate = useNavigate();
  const library = item !== null && item.company_id === null;
  const readOnly = library || !canEdit;
  const title = item === null ? t('edit.title_new') : readOnly ? item.name : t('edit.title_edit', { name: item.name });
  useDocumentTitle(title);

  return (
    <div className="mx-auto max-w-4xl space-y-6 p-6">
      <div className="space-y-2">
        <BackLink />
        <h1 className="text-2xl font-semibold text-neutral-900">{title}</h1>
        {item === null && <p className="text-neutral-700">{t('edit.lead_new')}</p>}
        {library && (
          <InlineAlert tone="info" title={t('library.read_only')}>
            {t('edit.library_notice')}
          </InlineAlert>
        )}
        {!library && readOnly && (
          <InlineAlert tone="info" title={t('edit.viewer_title')}>
            {t('edit.viewer_notice')}
          </InlineAlert>
        )}
      </div>
      <CatalogItemForm
        key={item?.id ?? NEW_ITEM_ID}
        item={item}
        companyId={companyId}
        readOnly={readOnly}
        defaultCurrency={defaultCurrency}
        onSaved={(saved, created) => {
          toast.success(created ? t('edit.created', { name: saved.name }) : t('edit.updated', { name: saved.name }));
          void navigate(CATALOG_LIST_PATH);
        }}
      />
    </div>
  );
}

/** /product-catalog/edit/{id}: create (id 'new'), edit a company item, or read a library item. */
export function CatalogEditPage({ itemId, companyId, canEdit, defaultCurrency }: CatalogEditPageProps) {
  const { t } = useTranslation('catalog');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const isNew = itemId === NEW_ITEM_ID;
  const item = useQuery({ ...catalogItemQueryOptions(itemId), enabled: !isNew });

  if (isNew) {
    if (!canEdit) {
      return (
        <div className="mx-auto max-w-4xl space-y-4 p-6">
          <PageTitle title={t('edit.title_new')} />
          <BackLink />
          <InlineAlert tone="info" title={t('edit.viewer_title')}>
            {t('edit.viewer_cannot_create')}
          </InlineAlert>
        </div>
      );
    }
    return <EditForm item={null} companyId={companyId} canEdit={canEdit} defaultCurrency={defaultCurrency} />;
  }

  if (item.isError) {
    const notFound = item.error instanceof ApiError && item.error.status === 404;
    return (
      <div className="mx-auto max-w-4xl space-y-4 p-6">
        <PageTitle title={notFound ? t('edit.not_found_title') : t('edit.document_title')} />
        <BackLink />
        {notFound ? (
          <EmptyState
            title={t('edit.not_found_title')}
            action={
              <Link to={CATALOG_LIST_PATH} className={buttonClasses('secondary', 'sm')}>
                {t('edit.back_to_list')}
              </Link>
            }
          >
            {t('edit.not_found_body')}
          </EmptyState>
        ) : (
          <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void item.refetch()}>
            {errorText(item.error)}
          </InlineAlert>
        )}
      </div>
    );
  }
  if (!item.data) {
    return (
      <div className="mx-auto max-w-4xl p-6">
        <PageTitle title={t('edit.document_title')} />
        <SkeletonBlock label={tCommon('status.loading')} lines={8} />
      </div>
    );
  }
  return <EditForm item={item.data} companyId={companyId} canEdit={canEdit} defaultCurrency={defaultCurrency} />;
}
