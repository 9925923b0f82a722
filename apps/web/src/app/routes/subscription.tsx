import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BillingToggle } from '@/features/pricing/components/pricing-plans';
import { CheckoutCancelled, CheckoutSuccess } from '@/features/subscription/components/checkout-result';
import { SubscriptionPage } from '@/features/subscription/components/subscription-page';
import { TestCheckout } from '@/features/subscription/components/test-checkout';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Owners and admins manage billing (SPEC section 6; the API refuses the others with 403). */
const billingManagers = new Set(['owner', 'admin']);

/** /subscription (SPEC section 2): plan, state, cancellation and the choice of a plan. */
export function SubscriptionRoute() {
  const { t } = useTranslation('subscription');
  const session = useSession();
  useDocumentTitle(t('document_title'));
  const profile = session.status === 'signed-in' ? session.profile : null;
  if (!profile) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-6">
      <h1 className="text-2xl font-semibold text-neutral-900">{t('title')}</h1>
      <SubscriptionPage
        companyId={profile.company_id}
        canManage={billingManagers.has(profile.role)}
        renderBillingToggle={(period, onChange) => <BillingToggle period={period} onChange={onChange} />}
      />
    </div>
  );
}

export function SubscriptionSuccessRoute() {
  const { t } = useTranslation('subscription');
  const session = useSession();
  useDocumentTitle(t('success.document_title'));
  const profile = session.status === 'signed-in' ? session.profile : null;
  if (!profile) return null;
  return (
    <div className="mx-auto max-w-3xl p-6">
      <CheckoutSuccess companyId={profile.company_id} />
    </div>
  );
}

export function SubscriptionCancelRoute() {
  const { t } = useTranslation('subscription');
  useDocumentTitle(t('cancelled_checkout.document_title'));
  return (
    <div className="mx-auto max-w-3xl p-6">
      <CheckoutCancelled />
    </div>
  );
}

/** The built-in test checkout, reached from POST /subscription/checkout when the server has no Stripe keys. */
export function TestCheckoutRoute() {
  const { t } = useTranslation('subscription');
  const [params] = useSearchParams();
  useDocumentTitle(t('test_checkout.document_title'));
  return (
    <div className="mx-auto max-w-xl p-6">
      <TestCheckout session={params.get('session') ?? ''} />
    </div>
  );
}
