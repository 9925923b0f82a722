import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { cellClasses, DataTable, tableLinkClasses } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { applyFieldIssues } from '@/lib/form-errors';
import { useFormatters } from '@/lib/use-locale';
import {
  createPactSupplierInputSchema,
  type CreatedPactSupplier,
  type PactSupplier,
} from '@carbon/contracts/pact-suppliers';
import {
  pactSuppliersQueryOptions,
  useCreatePactSupplier,
  useDeletePactSupplier,
} from '../api/pact-supplier-queries';

/** Where a supplier's footprints and the company's imports are shown (app/route-table.tsx). */
export const pactSupplierPath = (id: string) => `/settings/pact/suppliers/${id}`;
export const PACT_IMPORTS_PATH = '/settings/pact/imports';

const formSchema = createPactSupplierInputSchema.omit({ company_id: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = ['name', 'base_url', 'client_id', 'client_secret'] as const;

/**
 * "PACT suppliers" in /settings (issue 15 section 2): the company's connections to its suppliers' PACT APIs. Owners
 * and admins connect and remove them; the other members read the list. On connection, the credentials the supplier
 * needs to notify us of new footprints are shown once, in a dialog.
 */
export function PactSuppliers({ companyId, canManage }: { companyId: string; canManage: boolean }) {
  const { t } = useTranslation('pact');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const suppliers = useQuery(pactSuppliersQueryOptions(companyId));
  const [created, setCreated] = useState<CreatedPactSupplier | null>(null);
  let list;
  if (suppliers.isError) {
    list =
      suppliers.error instanceof ApiError && suppliers.error.status === 403 ? (
        <p className="text-neutral-700">{errorText(suppliers.error)}</p>
      ) : (
        <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void suppliers.refetch()}>
          {errorText(suppliers.error)}
        </InlineAlert>
      );
  } else if (!suppliers.data) {
    list = <SkeletonBlock label={tCommon('status.loading')} lines={3} />;
  } else {
    list = <SupplierList suppliers={suppliers.data.items} canManage={canManage} />;
  }
  return (
    <div className="space-y-6">
      {list}
      <p className="text-sm">
        <Link to={PACT_IMPORTS_PATH} className={tableLinkClasses}>
          {t('suppliers.all_imports')}
        </Link>
      </p>
      {canManage && <NewSupplierForm companyId={companyId} onCreated={setCreated} />}
      {created && <CreatedSupplierDialog created={created} onDone={() => setCreated(null)} />}
    </div>
  );
}

function SupplierList({ suppliers, canManage }: { suppliers: PactSupplier[]; canManage: boolean }) {
  const { t } = useTranslation('pact');
  const format = useFormatters();
  const toast = useToast();
  const errorText = useErrorText();
  const remove = useDeletePactSupplier();
  const [removing, setRemoving] = useState<PactSupplier | null>(null);
  if (suppliers.length === 0) {
    return (
      <p className="text-neutral-700">{canManage ? t('suppliers.empty') : t('suppliers.empty_read_only')}</p>
    );
  }
  const columns = [
    { key: 'name', label: t('suppliers.columns.name') },
    { key: 'base_url', label: t('suppliers.columns.base_url') },
    { key: 'last_refreshed', label: t('suppliers.columns.last_refreshed') },
    { key: 'actions', label: <span className="sr-only">{t('suppliers.columns.actions')}</span> },
  ];
  return (
    <>
      <DataTable caption={t('suppliers.caption')} columns={columns}>
        {suppliers.map((supplier) => (
          <tr key={supplier.id}>
            <td className={cellClasses}>
              <Link
                to={pactSupplierPath(supplier.id)}
                className={tableLinkClasses}
                aria-label={t('suppliers.open_label', { name: supplier.name })}
              >
                {supplier.name}
              </Link>
            </td>
            <td className={`${cellClasses} font-mono text-xs break-all`}>{supplier.base_url}</td>
            <td className={cellClasses}>
              {supplier.last_refreshed_at
                ? format.date(supplier.last_refreshed_at)
                : t('suppliers.never_refreshed')}
              {supplier.last_error && (
                <p className="text-xs text-red-700">
                  {t('suppliers.last_error', { error: supplier.last_error })}
                </p>
              )}
            </td>
            <td className={`${cellClasses} text-right whitespace-nowrap`}>
              {canManage && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('suppliers.remove_label', { name: supplier.name })}
                  onClick={() => setRemoving(supplier)}
                >
                  {t('suppliers.remove')}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <ConfirmDeleteDialog
        open={removing !== null}
        title={t('suppliers.remove_title', { name: removing?.name ?? '' })}
        description={t('suppliers.remove_description')}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const supplier = removing;
          remove.mutate(supplier.id, {
            onSuccess: () => toast.success(t('suppliers.removed', { name: supplier.name })),
            onError: (error) => toast.error(t('suppliers.remove_failed'), errorText(error)),
            onSettled: () => setRemoving(null),
          });
        }}
      />
    </>
  );
}

function NewSupplierForm({
  companyId,
  onCreated,
}: {
  companyId: string;
  onCreated: (supplier: CreatedPactSupplier) => void;
}) {
  const { t } = useTranslation('pact');
  const toast = useToast();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const create = useCreatePactSupplier();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', base_url: '', client_id: '', client_secret: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      { company_id: companyId, ...values },
      {
        onSuccess: (supplier) => {
          form.reset();
          onCreated(supplier);
        },
        onError: (error) => {
          if (applyFieldIssues(error, form.setError, FIELDS)) return;
          toast.error(t('suppliers.create_failed'), errorText(error));
        },
      },
    ),
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('suppliers.new')}
      className="space-y-3 border-t border-neutral-100 pt-4"
    >
      <h3 className="font-semibold text-neutral-900">{t('suppliers.new')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('suppliers.name')}
          required
          maxLength={200}
          error={fieldError(errors.name?.message)}
          {...form.register('name')}
        />
        <TextField
          label={t('suppliers.base_url')}
          hint={t('suppliers.base_url_hint')}
          required
          type="url"
          inputMode="url"
          autoComplete="off"
          error={fieldError(errors.base_url?.message)}
          {...form.register('base_url')}
        />
        <TextField
          label={t('suppliers.client_id')}
          required
          autoComplete="off"
          error={fieldError(errors.client_id?.message)}
          {...form.register('client_id')}
        />
        <TextField
          label={t('suppliers.client_secret')}
          required
          type="password"
          autoComplete="new-password"
          error={fieldError(errors.client_secret?.message)}
          {...form.register('client_secret')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" pending={create.isPending}>
          {t('suppliers.create')}
        </Button>
      </div>
    </form>
  );
}

/** The credentials the supplier needs to send us its PublishedEvents: the secret is shown here only. */
function CreatedSupplierDialog({ created, onDone }: { created: CreatedPactSupplier; onDone: () => void }) {
  const { t } = useTranslation('pact');
  const rows = [
    { key: 'events_base_url', label: t('suppliers.events_base_url'), value: created.events_base_url },
    { key: 'events_client_id', label: t('suppliers.events_client_id'), value: created.events_client_id },
    {
      key: 'events_client_secret',
      label: t('suppliers.events_client_secret'),
      value: created.events_client_secret,
    },
  ];
  return (
    <Dialog
      open
      alert
      onClose={onDone}
      className="max-w-lg"
      title={t('suppliers.created_title', { name: created.name })}
      description={t('suppliers.created_body', { name: created.name })}
      footer={
        <Button onClick={onDone} data-autofocus>
          {t('suppliers.done')}
        </Button>
      }
    >
      <div className="mt-4 space-y-3">
        {rows.map((row) => (
          <CopyField key={row.key} label={row.label} value={row.value} />
        ))}
      </div>
    </Dialog>
  );
}

function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('pact');
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      // The clipboard needs a secure context and may be refused: the field stays there to copy by hand.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(value);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div>
      <div className="flex items-end gap-2">
        <TextField
          label={label}
          readOnly
          value={value}
          containerClassName="min-w-0 flex-1"
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="secondary"
          size="sm"
          className="mb-1"
          aria-label={t('suppliers.copy_label', { field: label })}
          onClick={() => void copy()}
        >
          {t('suppliers.copy')}
        </Button>
      </div>
      <p role="status" className="mt-1 text-xs text-neutral-700">
        {status === 'copied'
          ? t('suppliers.copied', { field: label })
          : status === 'failed'
            ? t('suppliers.copy_failed')
            : ''}
      </p>
    </div>
  );
}
