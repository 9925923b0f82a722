import type { UserProfile } from '@carbon/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { InventoryOverview } from '@/features/ledger/components/inventory-overview';
import { companyQueryOptions, sitesQueryOptions } from '@/features/company/api/company-queries';
import { SitesTable } from '@/features/company/components/sites-table';
import { stepsStatusQueryOptions } from '@/features/onboarding/api/onboarding-queries';
import { CompletionBar, StepsList } from '@/features/onboarding/components/setup-progress';
import { useWorkspace } from '@/features/workspace/workspace-context';
import { Scope3StatusList } from '@/features/scope3/components/scope3-status-list';
import { useSession } from '@/lib/auth';
import { useErrorText } from '@/lib/errors';
import { countryName } from '@/lib/regions';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormatters } from '@/lib/use-locale';

export function DashboardRoute() {
  const session = useSession();
  const profile = session.status === 'signed-in' ? session.profile : null;
  if (!profile) return null;
  return <Dashboard profile={profile} />;
}

/**
 * The year's inventory of the selected site(s) (from the ledger), then what setup gave: the company, its sites
 * and the setup status.
 */
function Dashboard({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('app');
  const { t: tOnboarding } = useTranslation('onboarding');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const format = useFormatters();
  const workspace = useWorkspace();
  const { year, siteId } = workspace;
  useDocumentTitle(t('dashboard.document_title'));

  const company = useQuery(companyQueryOptions(profile.company_id));
  const sites = useQuery(sitesQueryOptions(profile.company_id));
  const steps = useQuery(stepsStatusQueryOptions());

  const retry = (refetch: () => unknown) => (
    <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void refetch()}>
      {errorText(company.error ?? sites.error ?? steps.error)}
    </InlineAlert>
  );
  const loading = <SkeletonBlock label={tCommon('status.loading')} />;
  const notSet = <span className="font-normal text-neutral-500">{tOnboarding('summary.not_set')}</span>;

  const companyDetails = company.data && [
    { key: 'sector', label: tOnboarding('company.fields.sector'), value: company.data.sector ? tOnboarding(`sectors.${company.data.sector}`) : notSet },
    { key: 'country', label: tOnboarding('company.fields.country'), value: company.data.country ? countryName(company.data.country, format.locale) : notSet },
    { key: 'employees', label: tOnboarding('company.fields.employees'), value: company.data.employees === null ? notSet : format.integer(company.data.employees) },
    {
      key: 'revenue',
      label: tOnboarding('company.fields.annual_revenue'),
      value: company.data.annual_revenue === null ? notSet : format.currency(company.data.annual_revenue),
    },
    {
      key: 'reporting_year',
      label: tOnboarding('company.fields.reporting_year'),
      value: company.data.reporting_year === null ? notSet : String(company.data.reporting_year),
    },
  ];

  return (
    <div className="mx-auto max-w-6xl space-y-6 p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-neutral-900">{t('dashboard.title')}</h1>
          <p className="mt-1 text-neutral-700">{t('dashboard.lead', { company: company.data?.name ?? profile.company_name, year })}</p>
        </div>
        <Link to="/scope1" className={buttonClasses('secondary', 'sm')}>
          {t('dashboard.inventory.scope1_link')}
        </Link>
      </div>

      <InventoryOverview
        companyId={profile.company_id}
        year={year}
        siteId={siteId}
        sites={workspace.sites}
        onSelectYear={workspace.setYear}
        onSelectSite={workspace.selectSite}
      />

      <Scope3StatusList companyId={profile.company_id} year={year} />

      <div className="grid gap-6 lg:grid-cols-3">
        <Card
          title={t('dashboard.company.title')}
          className="lg:col-span-2"
          actions={
            <Link to="/topology" className={buttonClasses('secondary', 'sm')}>
              {t('dashboard.company.edit')}
            </Link>
          }
        >
          {company.isError ? (
            retry(company.refetch)
          ) : !company.data || !companyDetails ? (
            loading
          ) : (
            <>
              <p className="text-lg font-semibold text-neutral-900">{company.data.name}</p>
              <dl className="mt-3 grid gap-4 sm:grid-cols-3">
                {companyDetails.map((detail) => (
                  <div key={detail.key}>
                    <dt className="text-xs font-medium tracking-wide text-neutral-600 uppercase">{detail.label}</dt>
                    <dd className="mt-1 font-medium text-neutral-900 tabular-nums">{detail.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </Card>

        <Card
          title={t('dashboard.setup.title')}
          actions={
            <Link to="/onboarding" className={buttonClasses('secondary', 'sm')}>
              {t('dashboard.setup.open')}
            </Link>
          }
        >
          {steps.isError ? (
            retry(steps.refetch)
          ) : !steps.data ? (
            loading
          ) : (
            <div className="space-y-4">
              <CompletionBar percentage={steps.data.completion_percentage} />
              <StepsList steps={steps.data.steps} />
            </div>
          )}
        </Card>
      </div>

      <Card
        title={t('dashboard.sites.title')}
        description={sites.data ? t('dashboard.sites.count', { number: sites.data.length }) : undefined}
        actions={
          <Link to="/topology" className={buttonClasses('secondary', 'sm')}>
            {t('dashboard.sites.manage')}
          </Link>
        }
      >
        {sites.isError ? (
          retry(sites.refetch)
        ) : !sites.data ? (
          loading
        ) : sites.data.length === 0 ? (
          <EmptyState
            title={tOnboarding('sites.empty_title')}
            action={
              <Link to="/onboarding-wizard?step=sites" className={buttonClasses('primary', 'sm')}>
                {tOnboarding('steps.sites.action')}
              </Link>
            }
          >
            {tOnboarding('sites.empty_body')}
          </EmptyState>
        ) : (
          <SitesTable sites={sites.data} caption={t('dashboard.sites.title')} />
        )}
      </Card>
    </div>
  );
}
