import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { entitlementsQueryOptions } from '@/features/settings/api/entitlements-queries';
import { useLocalizedPath } from '@/lib/localized-path';

/**
 * PACT exchange is API access (issue 15: Pro and Enterprise). On a plan without it the screens say so and offer the
 * plans, instead of asking the API for partners or shares it would refuse with 403. In app/ because it joins two
 * features: PACT and the plan.
 */
export function PactPlanGate({ companyId, children }: { companyId: string; children: ReactNode }) {
  const { t } = useTranslation('pact');
  const { t: tCommon } = useTranslation();
  const { t: tPricing } = useTranslation('pricing');
  const localized = useLocalizedPath();
  const entitlements = useQuery(entitlementsQueryOptions(companyId));
  if (!entitlements.data) return <SkeletonBlock label={tCommon('status.loading')} lines={2} />;
  if (entitlements.data.limits.api_access) return <>{children}</>;
  return (
    <InlineAlert tone="info">
      <p>{t('plan_required', { plan: tPricing(`plans.${entitlements.data.plan}.name`) })}</p>
      <Link to={localized('/pricing')} className={buttonClasses('secondary', 'sm', 'mt-2')}>
        {t('compare_plans')}
      </Link>
    </InlineAlert>
  );
}
