import type { PactSupplier, SupplierFootprint } from '@carbon/contracts/pact-suppliers';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cellClasses, DataTable, numberCellClasses, tableLinkClasses } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { useFormatters } from '@/lib/use-locale';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  pactImportsQueryOptions,
  pactSupplierFootprintsQueryOptions,
  pactSuppliersQueryOptions,
  useCreatePactImport,
  useRefreshPactSupplier,
} from '../api/pact-supplier-queries';
import { factorUnitKey, formatPactDay, formatPactPeriodEnd, formatPactValue } from '../pact-format';
import { factorPath, PactImportsTable } from './pact-imports';

interface PactSupplierPageProps {
  companyId: string;
  supplierId: string;
  /** Owners and admins import, refresh and apply newer versions; the other members read. */
  canManage: boolean;
}

/**
 * /settings/pact/suppliers/:id (issue 15 section 2): the footprints a supplier shares with us, read live from its
 * PACT API, each importable as a company emission factor, and what we imported from it, with the newer versions a
 * refresh or the supplier's PublishedEvent revealed.
 */
export function PactSupplierPage({ companyId, supplierId, canManage }: PactSupplierPageProps) {
  const { t } = useTranslation('pact');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const suppliers = useQuery(pactSuppliersQueryOptions(companyId));
  const supplier = suppliers.data?.items.find((item) => item.id === supplierId);
  useDocumentTitle(
    supplier ? `${supplier.name} · ${t('supplier_page.document_title')}` : t('supplier_page.document_title'),
  );

  let body;
  if (suppliers.isError) {
    body = (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void suppliers.refetch()}>
        {errorText(suppliers.error)}
      </InlineAlert>
    );
  } else if (!suppliers.data) {
    body = <SkeletonBlock label={tCommon('status.loading')} lines={6} />;
  } else if (!supplier) {
    body = <InlineAlert tone="info">{t('supplier_page.not_found')}</InlineAlert>;
  } else {
    body = <SupplierDetail companyId={companyId} supplier={supplier} canManage={canManage} />;
  }
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link to="/settings" className={tableLinkClasses}>
          {t('supplier_page.back')}
        </Link>
      </p>
      {body}
    </div>
  );
}

function SupplierDetail({
  companyId,
  supplier,
  canManage,
}: {
  companyId: string;
  supplier: PactSupplier;
  canManage: boolean;
}) {
  const { t } = useTranslation('pact');
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const toast = useToast();
  const errorText = useErrorText();
  const refresh = useRefreshPactSupplier();
  const imports = useQuery(pactImportsQueryOptions(companyId));
  const ours = imports.data?.items.filter((item) => item.supplier_id === supplier.id);

  const onRefresh = () =>
    refresh.mutate(supplier.id, {
      onSuccess: (answer) => {
        const newer = answer.items.filter((item) => item.newer_footprint !== null).length;
        toast.success(
          newer > 0
            ? t('supplier_page.refreshed_newer', {
                name: supplier.name,
                count: newer,
                number: format.integer(newer),
              })
            : t('supplier_page.refreshed', { name: supplier.name }),
        );
      },
      onError: (error) => toast.error(t('supplier_page.refresh_failed'), errorText(error)),
    });

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold wrap-anywhere text-neutral-900">{supplier.name}</h1>
          <p className="mt-1 text-sm break-all text-neutral-700">
            {t('supplier_page.base_url', { url: supplier.base_url })}
          </p>
          {supplier.last_refreshed_at && (
            <p className="text-sm text-neutral-700">
              {t('supplier_page.last_refreshed', { date: format.date(supplier.last_refreshed_at) })}
            </p>
          )}
          {supplier.last_error && (
            <p className="text-sm text-red-700">
              {t('suppliers.last_error', { error: supplier.last_error })}
            </p>
          )}
        </div>
        {canManage && (
          <Button variant="secondary" pending={refresh.isPending} onClick={onRefresh}>
            {t('supplier_page.refresh')}
          </Button>
        )}
      </div>

      <Card
        title={t('supplier_page.footprints_title')}
        description={t('supplier_page.footprints_description', { name: supplier.name })}
      >
        <Footprints companyId={companyId} supplier={supplier} canManage={canManage} />
      </Card>

      <Card title={t('supplier_page.imports_title', { name: supplier.name })}>
        {imports.isError ? (
          <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void imports.refetch()}>
            {errorText(imports.error)}
          </InlineAlert>
        ) : !ours ? (
          <SkeletonBlock label={tCommon('status.loading')} lines={2} />
        ) : ours.length === 0 ? (
          <p className="text-neutral-700">{t('imports.empty')}</p>
        ) : (
          <PactImportsTable
            imports={ours}
            canManage={canManage}
            caption={t('supplier_page.imports_title', { name: supplier.name })}
            showSupplier={false}
          />
        )}
      </Card>
    </>
  );
}

function Footprints({
  companyId,
  supplier,
  canManage,
}: {
  companyId: string;
  supplier: PactSupplier;
  canManage: boolean;
}) {
  const { t } = useTranslation('pact');
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const toast = useToast();
  const errorText = useErrorText();
  const footprints = useQuery(pactSupplierFootprintsQueryOptions(supplier.id));
  const create = useCreatePactImport();

  if (footprints.isError) {
    return (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void footprints.refetch()}>
        {t('supplier_page.footprints_error', { error: errorText(footprints.error) })}
      </InlineAlert>
    );
  }
  if (!footprints.data) return <SkeletonBlock label={tCommon('status.loading')} lines={4} />;
  const skipped = footprints.data.skipped ?? 0;
  // Footprints the API left out (not PACT v3, or a declared unit with no factor unit): said, so none goes unnoticed.
  const skippedNote =
    skipped > 0 ? (
      <p role="note" className="mt-3 text-sm text-neutral-700">
        {t('supplier_page.footprints_skipped', { count: skipped, number: format.integer(skipped) })}
      </p>
    ) : null;
  if (footprints.data.items.length === 0) {
    return (
      <>
        <EmptyState title={t('supplier_page.footprints_empty', { name: supplier.name })} />
        {skippedNote}
      </>
    );
  }

  const onImport = (footprint: SupplierFootprint) =>
    create.mutate(
      { company_id: companyId, supplier_id: supplier.id, footprint_id: footprint.id },
      {
        onSuccess: (created) => toast.success(t('supplier_page.import_done', { name: created.factor_name })),
        onError: (error) => toast.error(t('supplier_page.import_failed'), errorText(error)),
      },
    );

  const columns = [
    { key: 'product', label: t('supplier_page.columns.product') },
    { key: 'declared_unit', label: t('supplier_page.columns.declared_unit') },
    { key: 'kg_per_unit', label: t('supplier_page.columns.kg_per_unit'), numeric: true },
    { key: 'reference_period', label: t('supplier_page.columns.reference_period') },
    { key: 'status', label: t('supplier_page.columns.status') },
    { key: 'geography', label: t('supplier_page.columns.geography') },
    { key: 'actions', label: <span className="sr-only">{t('supplier_page.columns.actions')}</span> },
  ];
  return (
    <>
      <DataTable
        caption={t('supplier_page.footprints_caption', { name: supplier.name })}
        columns={columns}
        focusableFrame
      >
        {footprints.data.items.map((footprint) => {
          const unit = t(`factor_units.${factorUnitKey(footprint.factor_unit)}`, {
            defaultValue: footprint.factor_unit,
          });
          const deprecated = footprint.status !== 'Active';
          return (
            <tr key={footprint.id} className={deprecated ? 'text-neutral-500' : undefined}>
              <td className={`${cellClasses} min-w-44`}>
                <span className="block font-medium">{footprint.product_name}</span>
                <span className="block font-mono text-xs break-all text-neutral-600">{footprint.id}</span>
              </td>
              <td className={`${cellClasses} whitespace-nowrap`}>
                {t('supplier_page.declared_unit_value', {
                  amount: formatPactValue(footprint.declared_unit_amount, format.locale),
                  unit: t(`declared_units.${footprint.declared_unit}`, {
                    defaultValue: footprint.declared_unit,
                  }),
                })}
              </td>
              <td className={numberCellClasses}>
                {formatPactValue(footprint.kg_co2e_per_factor_unit, format.locale)}
                <span className="block text-xs text-neutral-600">
                  {t('supplier_page.per_factor_unit', { unit })}
                </span>
              </td>
              <td className={`${cellClasses} whitespace-nowrap`}>
                {t('supplier_page.period', {
                  from: formatPactDay(footprint.reference_period_start, format.locale),
                  to: formatPactPeriodEnd(footprint.reference_period_end, format.locale),
                })}
              </td>
              <td className={cellClasses}>
                {t(`supplier_page.statuses.${footprint.status}`, { defaultValue: footprint.status })}
              </td>
              <td className={cellClasses}>{footprint.geography ?? t('supplier_page.no_geography')}</td>
              <td className={`${cellClasses} text-right whitespace-nowrap`}>
                {footprint.imported_as ? (
                  <Link
                    to={factorPath(footprint.imported_as.emission_factor_id)}
                    className={tableLinkClasses}
                    aria-label={t('supplier_page.open_factor_label', { name: footprint.product_name })}
                  >
                    {t('supplier_page.imported')}
                  </Link>
                ) : (
                  canManage &&
                  !deprecated && (
                    <Button
                      size="sm"
                      variant="secondary"
                      pending={create.isPending && create.variables.footprint_id === footprint.id}
                      aria-label={t('supplier_page.import_label', { name: footprint.product_name })}
                      onClick={() => onImport(footprint)}
                    >
                      {t('supplier_page.import')}
                    </Button>
                  )
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
      {skippedNote}
    </>
  );
}

/** /settings/pact/imports: every footprint the company imported, whichever supplier it came from. */
export function PactImportsPage({ companyId, canManage }: { companyId: string; canManage: boolean }) {
  const { t } = useTranslation('pact');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const imports = useQuery(pactImportsQueryOptions(companyId));
  useDocumentTitle(t('imports.document_title'));
  let body;
  if (imports.isError) {
    body = (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void imports.refetch()}>
        {errorText(imports.error)}
      </InlineAlert>
    );
  } else if (!imports.data) {
    body = <SkeletonBlock label={tCommon('status.loading')} lines={4} />;
  } else if (imports.data.items.length === 0) {
    body = (
      <EmptyState
        title={t('imports.empty')}
        action={
          <Link to="/settings" className={tableLinkClasses}>
            {t('supplier_page.back')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <PactImportsTable imports={imports.data.items} canManage={canManage} caption={t('imports.caption')} />
    );
  }
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link to="/settings" className={tableLinkClasses}>
          {t('supplier_page.back')}
        </Link>
      </p>
      <div>
        <h1 className="text-2xl font-semibold text-neutral-900">{t('imports.title')}</h1>
        <p className="mt-1 max-w-3xl text-neutral-700">{t('imports.description')}</p>
      </div>
      {body}
    </div>
  );
}
