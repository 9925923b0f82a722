import { accountingCategory } from '@carbon/carbon/taxonomy';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useEmissionsFormat } from '@/lib/emissions-format';
import { useErrorText } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { categoryStatusQueryOptions } from '../api/scope3-queries';
import { StatusBadge } from './status-badge';

/** The dashboard's compact view of the scope 3 categories: counts by status, then each category's badge. */
export function Scope3StatusList({ companyId, year }: { companyId: string; year: number }) {
  const { t } = useTranslation('scope3');
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const emissions = useEmissionsFormat();
  const statuses = useQuery(categoryStatusQueryOptions(companyId, year));
  const items = statuses.data?.items ?? [];
  const count = (status: string) => items.filter((item) => item.status === status).length;

  return (
    <Card
      title={t('dashboard.title')}
      description={
        statuses.data
          ? t('dashboard.summary', {
              recorded: count('recorded'),
              not_relevant: count('not_relevant'),
              missing: count('missing'),
            })
          : undefined
      }
      actions={
        <Link to="/topology" className={buttonClasses('secondary', 'sm')}>
          {t('dashboard.open')}
        </Link>
      }
    >
      {statuses.isError ? (
        <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void statuses.refetch()}>
          {errorText(statuses.error)}
        </InlineAlert>
      ) : !statuses.data ? (
        <SkeletonBlock label={tCommon('status.loading')} />
      ) : (
        <ul className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {items.map((item) => {
            const category = accountingCategory(item.category);
            const name = category ? (locale === 'fr' ? category.nameFr : category.nameEn) : item.category;
            return (
              <li key={item.category} className="flex items-center justify-between gap-2 py-1">
                <span className="min-w-0 truncate text-neutral-800">
                  <span className="text-neutral-600 tabular-nums">{item.scope3_category}.</span> {name}
                </span>
                <span className="flex items-center gap-2 whitespace-nowrap">
                  {item.status === 'recorded' && (
                    <span className="text-neutral-700 tabular-nums">{emissions(item.co2e_kg)}</span>
                  )}
                  <StatusBadge status={item.status} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
