import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/errors';
import { useFormatters } from '@/lib/use-locale';
import { testCheckoutQueryOptions, usePayTestCheckout } from '../api/subscription-queries';

/**
 * The built-in test checkout (no Stripe keys; docs/decisions/0032-subscriptions.md): a card form that takes no
 * payment, said plainly at the top. The server decides with Stripe's test cards and sends the outcome to its
 * billing webhook as a signed event, so the subscription goes through the same lifecycle as with Stripe.
 */
export function TestCheckout({ session }: { session: string }) {
  const { t } = useTranslation('subscription');
  const { t: tPricing } = useTranslation('pricing');
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const details = useQuery(testCheckoutQueryOptions(session));
  const pay = usePayTestCheckout();
  const [card, setCard] = useState({ card_number: '', expiry: '', cvc: '' });

  const banner = (
    <div role="note" className="rounded-md border-2 border-amber-400 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{t('test_checkout.banner')}</p>
      <p className="mt-1 text-sm">{t('test_checkout.banner_body')}</p>
    </div>
  );

  if (session === '' || details.isError) {
    return (
      <div className="space-y-4">
        {banner}
        <InlineAlert title={t('test_checkout.invalid_session')}>
          {details.isError ? errorText(details.error) : null}
        </InlineAlert>
        <Link to="/subscription" className={buttonClasses('secondary')}>
          {t('cancelled_checkout.back')}
        </Link>
      </div>
    );
  }
  if (!details.data) return <SkeletonBlock label={tCommon('status.loading')} lines={5} />;

  const { plan, billing_period: period, price_eur: price, company_name: company } = details.data;
  const planName = tPricing(`plans.${plan}.name`);
  const amount = period === 'year' ? t('current.per_year', { price: format.currency(price) }) : t('current.per_month', { price: format.currency(price) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pay.mutate({ session, ...card });
  };

  return (
    <div className="space-y-4">
      {banner}
      <Card title={t('test_checkout.title', { plan: planName })}>
        <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-neutral-700">{t('test_checkout.company')}</dt>
          <dd className="text-neutral-900">{company}</dd>
          <dt className="text-neutral-700">{t('test_checkout.amount')}</dt>
          <dd className="text-neutral-900">
            {amount} {t('current.excl_vat')}
          </dd>
        </dl>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <TextField
            label={t('test_checkout.card_number')}
            inputMode="numeric"
            autoComplete="off"
            placeholder="4242 4242 4242 4242"
            value={card.card_number}
            onChange={(event) => setCard({ ...card, card_number: event.target.value })}
            required
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label={t('test_checkout.expiry')}
              autoComplete="off"
              placeholder="12/34"
              value={card.expiry}
              onChange={(event) => setCard({ ...card, expiry: event.target.value })}
              required
            />
            <TextField
              label={t('test_checkout.cvc')}
              inputMode="numeric"
              autoComplete="off"
              placeholder="123"
              value={card.cvc}
              onChange={(event) => setCard({ ...card, cvc: event.target.value })}
              required
            />
          </div>
          {pay.isError && <InlineAlert>{errorText(pay.error)}</InlineAlert>}
          <div className="flex flex-wrap justify-between gap-3">
            <Link to="/subscription/cancel" className={buttonClasses('secondary')}>
              {t('test_checkout.cancel')}
            </Link>
            <Button type="submit" pending={pay.isPending}>
              {t('test_checkout.pay', { price: format.currency(price) })}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
