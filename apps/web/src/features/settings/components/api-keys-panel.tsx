import {
  apiKeyRoles,
  createApiKeyInputSchema,
  type ApiKey,
  type ApiKeyRole,
  type CreatedApiKey,
} from '@carbon/contracts/api-keys';
import type { Role } from '@carbon/contracts/auth';
import type { PlanId } from '@carbon/contracts/plans';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { InlineAlert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { cellClasses, DataTable } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/field';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { useErrorText, useFieldErrorText } from '@/lib/errors';
import { applyFieldIssues } from '@/lib/form-errors';
import { useLocalizedPath } from '@/lib/localized-path';
import { useFormatters } from '@/lib/use-locale';
import { apiKeysQueryOptions, useCreateApiKey, useRevokeApiKey } from '../api/api-keys-queries';
import { entitlementsQueryOptions } from '../api/entitlements-queries';

/** Where the API documentation is served (apps/api/src/platform/openapi.ts), next to the app. */
export const API_DOCS_PATH = '/api/docs';

const formSchema = createApiKeyInputSchema.pick({ name: true, role: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * Issue 14 section 3: the company's API keys in /settings. Owners and admins list, create and revoke them; a new
 * key is shown once, with a copy button. A company whose plan lacks API access still sees (and can revoke) the keys
 * it made, and is told how to get access back.
 */
export function ApiKeysPanel({ companyId, role }: { companyId: string; role: Role }) {
  const { t } = useTranslation('apiKeys');
  const manager = role === 'owner' || role === 'admin';
  return (
    <div className="space-y-4">
      <p className="text-sm text-neutral-700">
        {t('docs_hint')}{' '}
        <a href={API_DOCS_PATH} className="font-medium text-accent-800 underline underline-offset-2">
          {t('docs_link')}
        </a>
      </p>
      {manager ? (
        <ManagedKeys companyId={companyId} />
      ) : (
        <p className="text-neutral-700">{t('managers_only')}</p>
      )}
    </div>
  );
}

function ManagedKeys({ companyId }: { companyId: string }) {
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const keys = useQuery(apiKeysQueryOptions(companyId));
  const entitlements = useQuery(entitlementsQueryOptions(companyId));
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  if (keys.isError) {
    return (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void keys.refetch()}>
        {errorText(keys.error)}
      </InlineAlert>
    );
  }
  if (!keys.data || !entitlements.data) return <SkeletonBlock label={tCommon('status.loading')} lines={3} />;
  return (
    <div className="space-y-6">
      {created && <NewKey created={created} onDone={() => setCreated(null)} />}
      {entitlements.data.limits.api_access ? (
        <CreateKeyForm companyId={companyId} onCreated={setCreated} />
      ) : (
        <PlanRequired plan={entitlements.data.plan} />
      )}
      <KeyList companyId={companyId} keys={keys.data} />
    </div>
  );
}

function PlanRequired({ plan }: { plan: PlanId }) {
  const { t } = useTranslation('apiKeys');
  const { t: tPricing } = useTranslation('pricing');
  const localized = useLocalizedPath();
  return (
    <InlineAlert tone="info">
      <p>{t('plan_required', { plan: tPricing(`plans.${plan}.name`) })}</p>
      <Link to={localized('/pricing')} className={buttonClasses('secondary', 'sm', 'mt-2')}>
        {t('compare_plans')}
      </Link>
    </InlineAlert>
  );
}

function CreateKeyForm({
  companyId,
  onCreated,
}: {
  companyId: string;
  onCreated: (key: CreatedApiKey) => void;
}) {
  const { t } = useTranslation('apiKeys');
  const toast = useToast();
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const create = useCreateApiKey(companyId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', role: 'viewer' },
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (key) => {
        toast.success(t('create.created'));
        form.reset({ name: '', role: values.role });
        onCreated(key);
      },
      onError: (error) => {
        if (applyFieldIssues(error, form.setError, ['name', 'role'])) return;
        toast.error(t('create.failed'), errorText(error));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('create.title')}>
      <h3 className="font-semibold text-neutral-900">{t('create.title')}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('create.name')}
          hint={t('create.name_hint')}
          required
          maxLength={100}
          error={fieldError(errors.name?.message)}
          {...form.register('name')}
        />
        <SelectField
          label={t('create.role')}
          required
          hint={apiKeyRoles.includes(role as ApiKeyRole) ? t(`role_hints.${role as ApiKeyRole}`) : undefined}
          options={apiKeyRoles.map((value) => ({ value, label: t(`roles.${value}`) }))}
          error={fieldError(errors.role?.message)}
          {...form.register('role')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" pending={create.isPending}>
          {t('create.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The key, once: it is not stored in the clear, so it cannot be shown again after this. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation('apiKeys');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyKey = async () => {
    try {
      // The clipboard needs a secure context and may be refused: the field stays there to copy by hand.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(created.key);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <InlineAlert tone="success" title={t('new_key.title', { name: created.name })}>
      <div className="space-y-3">
        <p>{t('new_key.warning')}</p>
        <TextField
          label={t('new_key.label')}
          readOnly
          value={created.key}
          className="font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => void copyKey()}>
            {t('new_key.copy')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDone}>
            {t('new_key.done')}
          </Button>
          <p role="status" className="text-sm">
            {copy === 'copied' ? t('new_key.copied') : copy === 'failed' ? t('new_key.copy_failed') : ''}
          </p>
        </div>
      </div>
    </InlineAlert>
  );
}

function KeyList({ companyId, keys }: { companyId: string; keys: readonly ApiKey[] }) {
  const { t } = useTranslation('apiKeys');
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const toast = useToast();
  const errorText = useErrorText();
  const revoke = useRevokeApiKey(companyId);
  const [confirming, setConfirming] = useState<ApiKey | null>(null);
  if (keys.length === 0) return <p className="text-neutral-700">{t('empty')}</p>;
  const columns = [
    { key: 'name', label: t('columns.name') },
    { key: 'role', label: t('columns.role') },
    { key: 'prefix', label: t('columns.prefix') },
    { key: 'created', label: t('columns.created') },
    { key: 'last_used', label: t('columns.last_used') },
    { key: 'actions', label: <span className="sr-only">{t('columns.actions')}</span> },
  ];
  const onConfirm = () => {
    if (!confirming) return;
    revoke.mutate(confirming.id, {
      onSuccess: () => {
        toast.success(t('revoke.done'));
        setConfirming(null);
      },
      onError: (error) => toast.error(t('revoke.failed'), errorText(error)),
    });
  };
  return (
    <>
      <DataTable caption={t('caption')} columns={columns} focusableFrame>
        {keys.map((key) => (
          <tr key={key.id} className={key.revoked_at ? 'text-neutral-500' : undefined}>
            <td className={cellClasses}>{key.name}</td>
            <td className={cellClasses}>{t(`roles.${key.role}`)}</td>
            <td className={cellClasses}>
              <code className="whitespace-nowrap">{key.prefix}…</code>
            </td>
            <td className={`${cellClasses} whitespace-nowrap`}>{format.date(key.created_at)}</td>
            <td className={`${cellClasses} whitespace-nowrap`}>
              {key.last_used_at ? format.date(key.last_used_at) : t('never_used')}
            </td>
            <td className={`${cellClasses} text-right whitespace-nowrap`}>
              {key.revoked_at ? (
                t('revoked_on', { date: format.date(key.revoked_at) })
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('revoke.action_label', { name: key.name })}
                  onClick={() => setConfirming(key)}
                >
                  {t('revoke.action')}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <Dialog
        open={confirming !== null}
        alert
        onClose={() => setConfirming(null)}
        title={t('revoke.title', { name: confirming?.name ?? '' })}
        description={t('revoke.description')}
        footer={
          <>
            {/* Cancel has the focus, so Enter never revokes by accident (as ConfirmDeleteDialog). */}
            <Button variant="secondary" onClick={() => setConfirming(null)} data-autofocus>
              {tCommon('actions.cancel')}
            </Button>
            <Button variant="danger" pending={revoke.isPending} onClick={onConfirm}>
              {t('revoke.confirm')}
            </Button>
          </>
        }
      />
    </>
  );
}
