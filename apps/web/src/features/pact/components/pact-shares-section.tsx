import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/errors';
import {
  pactPartnersQueryOptions,
  pactSharesQueryOptions,
  useCreatePactShare,
  useDeletePactShare,
} from '../api/pact-queries';

function urns(text: string): string[] | undefined {
  const values = text
    .split(/[\s,]+/)
    .map((v) => v.trim())
    .filter(Boolean);
  return values.length > 0 ? values : undefined;
}

/** "Share with a partner" on the product page (issue 15): who sees this product's footprint over PACT. */
export function PactSharesSection({ companyId, productId }: { companyId: string; productId: string }) {
  const { t } = useTranslation('pact');
  const { t: tCommon } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const shares = useQuery(pactSharesQueryOptions(companyId, productId));
  const partners = useQuery(pactPartnersQueryOptions(companyId));
  const create = useCreatePactShare();
  const remove = useDeletePactShare();
  const [partnerId, setPartnerId] = useState('');
  const [productIds, setProductIds] = useState('');
  const [classifications, setClassifications] = useState('');
  if (shares.isError && shares.error instanceof ApiError && shares.error.status === 403) {
    return (
      <Card title={t('shares.title')}>
        <p className="text-neutral-700">{errorText(shares.error)}</p>
      </Card>
    );
  }
  const shared = new Set(shares.data?.items.map((s) => s.partner_id));
  const available = (partners.data?.items ?? []).filter((p) => !p.revoked && !shared.has(p.id));
  const fieldError = (field: string) =>
    create.error instanceof ApiError
      ? create.error.fieldIssues.find((issue) => issue.loc.includes(field))?.msg
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        company_id: companyId,
        partner_id: partnerId,
        product_id: productId,
        product_ids: urns(productIds),
        product_classifications: urns(classifications),
      },
      {
        onSuccess: (share) => {
          toast.success(t('shares.added', { name: share.partner_name }));
          setPartnerId('');
        },
        onError: (error) => {
          if (!(error instanceof ApiError && error.fieldIssues.length > 0))
            toast.error(t('shares.add_failed'), errorText(error));
        },
      },
    );
  };
  return (
    <Card title={t('shares.title')} description={t('shares.description')}>
      {!shares.data ? (
        <SkeletonBlock label={tCommon('status.loading')} lines={2} />
      ) : shares.data.items.length === 0 ? (
        <p className="text-neutral-700">{t('shares.empty')}</p>
      ) : (
        <ul aria-label={t('shares.list_label')} className="divide-y divide-neutral-100">
          {shares.data.items.map((share) => (
            <li key={share.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <div>
                <p className="font-medium text-neutral-900">{share.partner_name}</p>
                {share.footprint_id && (
                  <p className="font-mono text-xs text-neutral-700">
                    {t('shares.footprint_id', { id: share.footprint_id })}
                  </p>
                )}
              </div>
              <Button
                variant="secondary"
                size="sm"
                pending={remove.isPending && remove.variables === share.id}
                onClick={() =>
                  remove.mutate(share.id, {
                    onSuccess: () => toast.success(t('shares.removed', { name: share.partner_name })),
                    onError: (error) => toast.error(t('shares.remove_failed'), errorText(error)),
                  })
                }
              >
                {t('shares.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {available.length > 0 ? (
        <form onSubmit={submit} className="mt-4 space-y-3 border-t border-neutral-100 pt-4" noValidate>
          <SelectField
            label={t('shares.partner')}
            placeholder={t('shares.choose_partner')}
            options={available.map((p) => ({ value: p.id, label: p.name }))}
            value={partnerId}
            onChange={(e) => setPartnerId(e.target.value)}
            required
            error={fieldError('partner_id')}
          />
          <TextField
            label={t('shares.product_ids')}
            hint={t('shares.product_ids_hint')}
            value={productIds}
            onChange={(e) => setProductIds(e.target.value)}
            error={fieldError('product_ids')}
          />
          <TextField
            label={t('shares.classifications')}
            hint={t('shares.classifications_hint')}
            value={classifications}
            onChange={(e) => setClassifications(e.target.value)}
            error={fieldError('product_classifications')}
          />
          <Button type="submit" size="sm" pending={create.isPending} disabled={partnerId === ''}>
            {t('shares.add')}
          </Button>
        </form>
      ) : (
        partners.data && <p className="mt-4 text-sm text-neutral-700">{t('shares.no_partner')}</p>
      )}
    </Card>
  );
}
