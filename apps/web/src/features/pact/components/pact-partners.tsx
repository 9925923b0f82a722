import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/errors';
import type { CreatedPactPartner, PactPartner } from '@carbon/contracts/pact';
import {
  pactPartnersQueryOptions,
  useCreatePactPartner,
  useRevokePactPartner,
  useUpdatePactPartner,
} from '../api/pact-queries';

/**
 * PACT partners in /settings (issue 15): the data recipients that read the footprints the company shares, each with
 * its client credentials. The secret is shown once, right after creation: it is stored hashed.
 */
export function PactPartners({ companyId }: { companyId: string }) {
  const { t } = useTranslation('pact');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const partners = useQuery(pactPartnersQueryOptions(companyId));
  const [created, setCreated] = useState<CreatedPactPartner | null>(null);
  if (partners.isError) {
    // Free plan: the API's own message says so and how to upgrade.
    if (partners.error instanceof ApiError && partners.error.status === 403) {
      return <p className="text-neutral-700">{errorText(partners.error)}</p>;
    }
    return (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void partners.refetch()}>
        {errorText(partners.error)}
      </InlineAlert>
    );
  }
  if (!partners.data) return <SkeletonBlock label={tCommon('status.loading')} lines={3} />;
  return (
    <div className="space-y-6">
      {created && (
        <div role="status" className="rounded-md border border-accent-700 bg-neutral-50 p-4">
          <p className="font-medium text-neutral-900">
            {t('partners.created_title', { name: created.name })}
          </p>
          <p className="mt-1 text-sm text-neutral-700">{t('partners.created_once')}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-neutral-700">{t('partners.client_id')}</dt>
            <dd className="font-mono break-all text-neutral-900">{created.client_id}</dd>
            <dt className="text-neutral-700">{t('partners.client_secret')}</dt>
            <dd className="font-mono break-all text-neutral-900">{created.client_secret}</dd>
          </dl>
          <Button className="mt-3" variant="secondary" size="sm" onClick={() => setCreated(null)}>
            {t('partners.done')}
          </Button>
        </div>
      )}
      <PartnerList partners={partners.data.items} />
      <NewPartnerForm companyId={companyId} onCreated={setCreated} />
    </div>
  );
}

function PartnerList({ partners }: { partners: PactPartner[] }) {
  const { t } = useTranslation('pact');
  const toast = useToast();
  const errorText = useErrorText();
  const revoke = useRevokePactPartner();
  const [revoking, setRevoking] = useState<PactPartner | null>(null);
  const [editing, setEditing] = useState<PactPartner | null>(null);
  if (partners.length === 0) return <p className="text-neutral-700">{t('partners.empty')}</p>;
  return (
    <>
      <ul aria-label={t('partners.list_label')} className="divide-y divide-neutral-100">
        {partners.map((partner) => (
          <li key={partner.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <div>
              <p className="font-medium text-neutral-900">{partner.name}</p>
              <p className="font-mono text-xs text-neutral-700">{partner.client_id}</p>
              {partner.callback_base_url && (
                <p className="text-xs text-neutral-700">{partner.callback_base_url}</p>
              )}
            </div>
            {partner.revoked ? (
              <span className="text-sm text-neutral-700">{t('partners.revoked')}</span>
            ) : (
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setEditing(partner)}
                  aria-label={t('partners.edit_callback_for', { name: partner.name })}
                >
                  {t('partners.edit_callback')}
                </Button>
                <Button variant="danger" size="sm" onClick={() => setRevoking(partner)}>
                  {t('partners.revoke')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing && <CallbackDialog partner={editing} onDone={() => setEditing(null)} />}
      <ConfirmDeleteDialog
        open={revoking !== null}
        title={t('partners.revoke_title', { name: revoking?.name ?? '' })}
        description={t('partners.revoke_description')}
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success(t('partners.revoked_toast', { name: revoking.name }));
              setRevoking(null);
            },
            onError: (error) => toast.error(t('partners.revoke_failed'), errorText(error)),
          });
        }}
      />
    </>
  );
}

/**
 * The partner's callback: where our replies and PublishedEvents go, with the credentials the partner gave us. Set
 * after creation as often as not: a customer that reads our footprints gives us its events credentials once it has
 * connected with ours. The secret is never shown again; it is typed anew with each change of the address.
 */
function CallbackDialog({ partner, onDone }: { partner: PactPartner; onDone: () => void }) {
  const { t } = useTranslation('pact');
  const { t: tCommon } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const update = useUpdatePactPartner();
  const [url, setUrl] = useState(partner.callback_base_url ?? '');
  const [clientId, setClientId] = useState(partner.callback_client_id ?? '');
  const [secret, setSecret] = useState('');
  const fieldError = (field: string) =>
    update.error instanceof ApiError
      ? update.error.fieldIssues.find((issue) => issue.loc.at(-1) === field)?.msg
      : undefined;
  const formError =
    update.error && !(update.error instanceof ApiError && update.error.fieldIssues.length > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        id: partner.id,
        body: {
          callback_base_url: url.trim() || null,
          callback_client_id: clientId.trim() || null,
          callback_client_secret: secret || null,
        },
      },
      {
        onSuccess: () => {
          toast.success(t('partners.callback_saved', { name: partner.name }));
          onDone();
        },
      },
    );
  };
  return (
    <Dialog
      open
      onClose={onDone}
      className="max-w-lg"
      title={t('partners.callback_title', { name: partner.name })}
      description={t('partners.callback_description')}
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-3">
        <TextField
          label={t('partners.callback_base_url')}
          hint={t('partners.callback_hint')}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={fieldError('callback_base_url')}
        />
        <TextField
          label={t('partners.callback_client_id')}
          value={clientId}
          onChange={(e) => setClientId(e.target.value)}
          autoComplete="off"
        />
        <TextField
          label={t('partners.callback_client_secret')}
          hint={t('partners.callback_secret_hint')}
          type="password"
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
          autoComplete="new-password"
        />
        {formError && <p className="text-sm font-medium text-red-700">{errorText(update.error)}</p>}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onDone}>
            {tCommon('actions.cancel')}
          </Button>
          <Button type="submit" pending={update.isPending}>
            {t('partners.callback_save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function NewPartnerForm({
  companyId,
  onCreated,
}: {
  companyId: string;
  onCreated: (p: CreatedPactPartner) => void;
}) {
  const { t } = useTranslation('pact');
  const errorText = useErrorText();
  const create = useCreatePactPartner();
  const [name, setName] = useState('');
  const [callbackUrl, setCallbackUrl] = useState('');
  const [callbackId, setCallbackId] = useState('');
  const [callbackSecret, setCallbackSecret] = useState('');
  const fieldError = (field: string) =>
    create.error instanceof ApiError
      ? create.error.fieldIssues.find((issue) => issue.loc.at(-1) === field)?.msg
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        company_id: companyId,
        name,
        callback_base_url: callbackUrl.trim() || null,
        callback_client_id: callbackId.trim() || null,
        callback_client_secret: callbackSecret || null,
      },
      {
        onSuccess: (answer) => {
          onCreated(answer);
          setName('');
          setCallbackUrl('');
          setCallbackId('');
          setCallbackSecret('');
        },
      },
    );
  };
  const formError =
    create.error && !(create.error instanceof ApiError && create.error.fieldIssues.length > 0);
  return (
    <form onSubmit={submit} className="space-y-3 border-t border-neutral-100 pt-4" noValidate>
      <h3 className="font-semibold text-neutral-900">{t('partners.new')}</h3>
      <TextField
        label={t('partners.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        error={fieldError('name')}
      />
      <TextField
        label={t('partners.callback_base_url')}
        hint={t('partners.callback_hint')}
        value={callbackUrl}
        onChange={(e) => setCallbackUrl(e.target.value)}
        error={fieldError('callback_base_url')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('partners.callback_client_id')}
          value={callbackId}
          onChange={(e) => setCallbackId(e.target.value)}
          autoComplete="off"
        />
        <TextField
          label={t('partners.callback_client_secret')}
          type="password"
          value={callbackSecret}
          onChange={(e) => setCallbackSecret(e.target.value)}
          autoComplete="new-password"
        />
      </div>
      {formError && <p className="text-sm font-medium text-red-700">{errorText(create.error)}</p>}
      <div className="flex justify-end">
        <Button type="submit" pending={create.isPending}>
          {t('partners.create')}
        </Button>
      </div>
    </form>
  );
}
