import { paidPlanIds, type PaidPlanId, type Subscription } from '@carbon/contracts/subscriptions';
import { plans, yearlySavingsPercent, type BillingPeriod } from '@carbon/contracts/plans';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { ApiError, clientErrorCodes } from '@/lib/api-client';
import { useErrorText } from '@/lib/errors';
import { useFormatters } from '@/lib/use-locale';
import {
  subscriptionQueryOptions,
  useCancelSubscription,
  useOpenPortal,
  useStartCheckout,
} from '../api/subscription-queries';

interface SubscriptionPageProps {
  companyId: string;
  /** Owners and admins manage billing (the API refuses others with 403); others see the plan only. */
  canManage: boolean;
  /** The monthly/yearly toggle of the pricing page (composed in app/, since a feature never imports another). */
  renderBillingToggle: (period: BillingPeriod, onChange: (period: BillingPeriod) => void) => ReactNode;
}

/** Did the API answer (a refusal), or was it never reached? SPEC section 8 words the two differently. */
function reachedServer(error: unknown): boolean {
  return error instanceof ApiError && error.code !== clientErrorCodes.network && error.code !== clientErrorCodes.timeout;
}

/** /subscription (SPEC sections 2 and 4): the current plan and its state, cancelling, and the choice of a plan. */
export function SubscriptionPage({ companyId, canManage, renderBillingToggle }: SubscriptionPageProps) {
  const { t } = useTranslation('subscription');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const subscription = useQuery(subscriptionQueryOptions(companyId));
  if (subscription.isError) {
    return (
      <InlineAlert
        title={t('messages.load_failed')}
        retryLabel={tCommon('actions.retry')}
        onRetry={() => void subscription.refetch()}
      >
        {errorText(subscription.error)}
      </InlineAlert>
    );
  }
  if (!subscription.data) return <SkeletonBlock label={tCommon('status.loading')} lines={6} />;
  return (
    <div className="space-y-6">
      <CurrentPlan companyId={companyId} subscription={subscription.data} canManage={canManage} />
      <PlanChoice
        companyId={companyId}
        subscription={subscription.data}
        canManage={canManage}
        renderBillingToggle={renderBillingToggle}
      />
    </div>
  );
}

function CurrentPlan({
  companyId,
  subscription,
  canManage,
}: {
  companyId: string;
  subscription: Subscription;
  canManage: boolean;
}) {
  const { t } = useTranslation('subscription');
  const { t: tPricing } = useTranslation('pricing');
  const format = useFormatters();
  const toast = useToast();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription(companyId);
  const portal = useOpenPortal();
  const planName = tPricing(`plans.${subscription.plan}.name`);
  const endDate = subscription.current_period_end ? format.date(subscription.current_period_end) : '';

  if (subscription.plan === 'free') {
    return (
      <Card title={t('current.title')}>
        <p className="text-lg font-semibold text-neutral-900">{t('free_plan')}</p>
        {subscription.status === 'canceled' && <p className="mt-2 text-neutral-700">{t('lapsed_notice')}</p>}
      </Card>
    );
  }

  const price = format.currency(subscription.price_eur);
  const rows: [string, string][] = [
    [t('current.plan'), planName],
    [t('current.status'), t(`statuses.${subscription.status}`)],
    [t('current.period'), subscription.billing_period ? t(`periods.${subscription.billing_period}`) : '—'],
    [
      t('current.price'),
      `${subscription.billing_period === 'year' ? t('current.per_year', { price }) : t('current.per_month', { price })} ${t('current.excl_vat')}`,
    ],
    [subscription.cancel_at_period_end ? t('current.access_until') : t('current.next_billing'), endDate],
  ];

  return (
    <Card title={t('current.title')}>
      <dl className="divide-y divide-neutral-100" aria-label={t('current.title')}>
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[1fr_auto] gap-4 py-2">
            <dt className="text-neutral-700">{label}</dt>
            <dd className="text-right font-medium text-neutral-900">{value}</dd>
          </div>
        ))}
      </dl>
      {subscription.status === 'past_due' && (
        <InlineAlert className="mt-4" title={t('past_due.title')}>
          <p>{t('past_due.body', { plan: planName })}</p>
          {canManage && (
            <Button
              className="mt-2"
              size="sm"
              pending={portal.isPending}
              onClick={() =>
                portal.mutate(companyId, {
                  onError: (error) => toast.error(t('messages.start_checkout_failed'), errorText(error)),
                })
              }
            >
              {t('past_due.action')}
            </Button>
          )}
        </InlineAlert>
      )}
      {subscription.cancel_at_period_end && (
        <InlineAlert className="mt-4" tone="info">
          {t('cancelled_notice', { plan: planName, date: endDate })}
        </InlineAlert>
      )}
      {canManage && !subscription.cancel_at_period_end && (
        <div className="mt-4 flex justify-end">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('cancel.action')}
          </Button>
        </div>
      )}
      <Dialog
        open={confirming}
        alert
        onClose={() => setConfirming(false)}
        title={t('cancel.confirm_title')}
        description={t('cancel.confirm_body', { plan: planName, date: endDate })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} data-autofocus>
              {t('cancel.keep')}
            </Button>
            <Button
              variant="danger"
              pending={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    toast.success(t('messages.cancelled'));
                  },
                  onError: (error) => {
                    // Closed first: an open modal hides the rest of the page, the toast included, from assistive tech.
                    setConfirming(false);
                    toast.error(t('messages.cancel_failed'), errorText(error));
                  },
                })
              }
            >
              {t('cancel.confirm')}
            </Button>
          </>
        }
      />
    </Card>
  );
}

function PlanChoice({
  companyId,
  subscription,
  canManage,
  renderBillingToggle,
}: {
  companyId: string;
  subscription: Subscription;
  canManage: boolean;
  renderBillingToggle: SubscriptionPageProps['renderBillingToggle'];
}) {
  const { t } = useTranslation('subscription');
  const { t: tPricing } = useTranslation('pricing');
  const format = useFormatters();
  const toast = useToast();
  const errorText = useErrorText();
  const [period, setPeriod] = useState<BillingPeriod>(subscription.billing_period ?? 'month');
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  // On a paid plan a new checkout would start a second subscription (the API answers 409 subscription_exists):
  // plan and period changes go through the billing portal, which changes the subscription in place.
  const subscribed = subscription.plan !== 'free';
  const start = (plan: PaidPlanId) =>
    checkout.mutate(
      { company_id: companyId, plan, billing_period: period },
      {
        onError: (error) =>
          toast.error(
            reachedServer(error) ? t('messages.create_checkout_failed') : t('messages.start_checkout_failed'),
            errorText(error),
          ),
      },
    );
  const isCurrent = (plan: PaidPlanId) =>
    subscription.plan === plan &&
    subscription.billing_period === period &&
    !subscription.cancel_at_period_end &&
    subscription.status !== 'past_due';

  return (
    <Card title={t('choose.title')}>
      {!canManage && <p className="mb-4 text-neutral-700">{t('manage_only')}</p>}
      {canManage && subscribed && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-neutral-700">{t('choose.change_in_portal')}</p>
          <Button
            variant="secondary"
            pending={portal.isPending}
            onClick={() =>
              portal.mutate(companyId, {
                onError: (error) => toast.error(t('messages.start_checkout_failed'), errorText(error)),
              })
            }
          >
            {t('choose.open_portal')}
          </Button>
        </div>
      )}
      <div className="flex justify-center">{renderBillingToggle(period, setPeriod)}</div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {paidPlanIds.map((id) => {
          const plan = plans[id];
          const name = tPricing(`plans.${id}.name`);
          return (
            <li key={id} aria-label={name} className="flex flex-col rounded-lg border border-neutral-200 p-4">
              <h3 className="text-lg font-semibold text-neutral-900">{name}</h3>
              <p className="mt-2 text-2xl font-semibold text-neutral-900 tabular-nums">
                {format.currency(plan.pricesCents[period] / 100)}
                <span className="ml-1 text-sm font-normal text-neutral-700">
                  {period === 'month' ? t('choose.per_month') : t('choose.per_year')} {t('current.excl_vat')}
                </span>
              </p>
              {period === 'year' && (
                <p className="mt-1 text-sm font-medium text-accent-800">
                  {t('choose.saves', { percent: yearlySavingsPercent(plan) })}
                </p>
              )}
              <div className="mt-4 flex-1" />
              {isCurrent(id) ? (
                <p className="text-sm font-medium text-neutral-700">{t('choose.current')}</p>
              ) : (
                canManage &&
                !subscribed && (
                  <Button
                    pending={checkout.isPending && checkout.variables.plan === id}
                    disabled={checkout.isPending}
                    onClick={() => start(id)}
                  >
                    {t('choose.subscribe', { plan: name })}
                  </Button>
                )
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
