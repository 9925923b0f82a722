import type { Site } from '@carbon/contracts/companies';
import { accountingEndpoints } from '@carbon/contracts/ledger';
import { formatEmissions } from '@carbon/i18n/format';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { callApi } from '@/lib/api-client';
import { useErrorText } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { sitesQueryOptions } from '../api/company-queries';

/** The company's inventory of a year, under the ledger's own key (so recording an entry refreshes it too). */
function companyInventoryQueryOptions(companyId: string, year: number) {
  return queryOptions({
    queryKey: ['ledger', 'inventory', companyId, year, null] as const,
    queryFn: ({ signal }) => callApi(accountingEndpoints.inventory, { query: { company_id: companyId, period_year: year } }, { signal }),
    enabled: companyId !== '',
  });
}

interface SiteEmissionsProps {
  companyId: string;
  year: number;
}

/**
 * Where each site's emissions stand in the year (GET /inventory, by_site: an entry distributed to sites counts
 * by its shares). A site with nothing recorded says so; each figure opens the dashboard's inventory.
 */
export function SiteEmissions({ companyId, year }: SiteEmissionsProps) {
  const { t } = useTranslation('app');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const locale = useLocale();
  const emissions = (kg: number) => formatEmissions(kg, locale);
  const sites = useQuery(sitesQueryOptions(companyId));
  const inventory = useQuery(companyInventoryQueryOptions(companyId, year));
  const error = sites.error ?? inventory.error;

  let content;
  if (error) {
    content = (
      <InlineAlert
        retryLabel={tCommon('actions.retry')}
        onRetry={() => {
          void sites.refetch();
          void inventory.refetch();
        }}
      >
        {errorText(error)}
      </InlineAlert>
    );
  } else if (!sites.data || !inventory.data) {
    content = <SkeletonBlock label={tCommon('status.loading')} lines={3} />;
  } else if (sites.data.length === 0) {
    content = <p className="text-sm text-neutral-700">{t('topology.emissions.no_sites')}</p>;
  } else {
    const bySite = new Map(inventory.data.by_site.map((row) => [row.site_id, row.co2e_kg]));
    content = (
      <ul className="divide-y divide-neutral-200">
        {sites.data.map((site: Site) => {
          const kg = bySite.get(site.id);
          return (
            <li key={site.id} className="flex items-center justify-between gap-4 py-2 text-sm" data-testid={`site-emissions-${site.id}`}>
              <span className="font-medium text-neutral-900">{site.name}</span>
              {kg === undefined || kg === 0 ? (
                <span className="text-neutral-600">{t('topology.emissions.nothing', { year })}</span>
              ) : (
                <Link
                  to="/dashboard"
                  className="font-medium text-accent-800 tabular-nums underline underline-offset-2"
                  aria-label={t('topology.emissions.open', { name: site.name, value: emissions(kg) })}
                >
                  {emissions(kg)}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card title={t('topology.emissions.title', { year })} description={t('topology.emissions.description')}>
      {content}
    </Card>
  );
}
