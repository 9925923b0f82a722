import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useErrorText } from '@/lib/errors';
import { subscriptionQueryOptions } from '../api/subscription-queries';

/**
 * /subscription/success: where the checkout comes back after paying. The webhook may land a moment after the
 * customer, so the subscription is read again until it shows a paid plan (a few seconds at most).
 */
export function CheckoutSuccess({ companyId }: { companyId: string }) {
  const { t } = useTranslation('subscription');
  const { t: tPricing } = useTranslation('pricing');
  const errorText = useErrorText();
  const subscription = useQuery({
    ...subscriptionQueryOptions(companyId),
    refetchInterval: (query) => (query.state.data && query.state.data.plan !== 'free' ? false : 2_000),
  });
  const plan = subscription.data?.plan;
  return (
    <Card title={t('success.title')}>
      <p className="text-neutral-800">{t('success.body')}</p>
      {subscription.isError ? (
        <InlineAlert className="mt-4" title={t('messages.fetch_failed')}>
          {errorText(subscription.error)}
        </InlineAlert>
      ) : (
        <p className="mt-2 font-medium text-neutral-900" role="status">
          {plan && plan !== 'free' ? t('success.active', { plan: tPricing(`plans.${plan}.name`) }) : t('success.pending')}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/subscription" className={buttonClasses('primary')}>
          {t('success.back')}
        </Link>
        <Link to="/dashboard" className={buttonClasses('secondary')}>
          {t('success.dashboard')}
        </Link>
      </div>
    </Card>
  );
}

/** /subscription/cancel: the customer left the checkout; nothing was paid and nothing changed. */
export function CheckoutCancelled() {
  const { t } = useTranslation('subscription');
  return (
    <Card title={t('cancelled_checkout.title')}>
      <p className="text-neutral-800">{t('cancelled_checkout.body')}</p>
      <div className="mt-6">
        <Link to="/subscription" className={buttonClasses('primary')}>
          {t('cancelled_checkout.back')}
        </Link>
      </div>
    </Card>
  );
}
