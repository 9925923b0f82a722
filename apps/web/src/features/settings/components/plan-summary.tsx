import { limitedResources, planActions, type Entitlements } from '@carbon/contracts/entitlements';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { icons } from '@/components/ui/icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/errors';
import { useLocalizedPath } from '@/lib/localized-path';
import { useFormatters } from '@/lib/use-locale';
import { entitlementsQueryOptions } from '../api/entitlements-queries';

/**
 * The company's plan, read-only: what it allows and how much of it is used (GET /entitlements), with the way to
 * the plans. Changing plan comes with the subscription screens.
 */
export function PlanSummary({ companyId }: { companyId: string }) {
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const entitlements = useQuery(entitlementsQueryOptions(companyId));
  if (entitlements.isError) {
    return (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void entitlements.refetch()}>
        {errorText(entitlements.error)}
      </InlineAlert>
    );
  }
  if (!entitlements.data) return <SkeletonBlock label={tCommon('status.loading')} lines={4} />;
  return <PlanDetails entitlements={entitlements.data} />;
}

function PlanDetails({ entitlements: { plan, limits, usage } }: { entitlements: Entitlements }) {
  const { t } = useTranslation('settings');
  const { t: tPricing } = useTranslation('pricing');
  const format = useFormatters();
  const localized = useLocalizedPath();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-neutral-700">
          {t('plan.current')} <strong className="ml-1 text-lg font-semibold text-neutral-900">{tPricing(`plans.${plan}.name`)}</strong>
        </p>
        <Link to={localized('/pricing')} className={buttonClasses('secondary', 'sm')}>
          {t('plan.compare')}
        </Link>
      </div>
      <dl aria-label={t('plan.caption')} className="divide-y divide-neutral-100">
        {limitedResources.map((resource) => {
          const limit = limits[resource];
          const used = format.integer(usage[resource]);
          const item = t(`plan.resources.${resource}`);
          return (
            <div key={resource} className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 py-2">
              <dt className="text-neutral-800">{item}</dt>
              <dd className="text-right text-neutral-900 tabular-nums">
                {limit === null ? t('plan.usage_unlimited', { used }) : t('plan.usage', { used, limit: format.integer(limit) })}
              </dd>
              {limit !== null && (
                <dd className="col-span-2">
                  <ProgressBar
                    size="sm"
                    value={(usage[resource] / limit) * 100}
                    label={t('plan.usage_label', { item, used, limit: format.integer(limit) })}
                  />
                </dd>
              )}
            </div>
          );
        })}
        {planActions.map((action) => (
          <div key={action} className="grid grid-cols-[1fr_auto] items-center gap-4 py-2">
            <dt className="text-neutral-800">{t(`plan.actions.${action}`)}</dt>
            <dd className="flex items-center gap-1.5 text-neutral-900">
              {limits[action] ? (
                <icons.check aria-hidden="true" className="size-4 text-accent-700" />
              ) : (
                <icons.circle aria-hidden="true" className="size-4 text-neutral-400" />
              )}
              {limits[action] ? t('plan.included') : t('plan.not_included')}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
