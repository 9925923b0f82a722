import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { ResendConfirmationButton } from '@/features/auth/components/resend-confirmation-button';
import { SitesTable } from '@/features/company/components/sites-table';
import { onboardingSummaryQueryOptions } from '@/features/onboarding/api/onboarding-queries';
import { SetupSummary } from '@/features/onboarding/components/setup-summary';
import { useWorkspace } from '@/features/workspace/workspace-context';
import { useSession } from '@/lib/auth';
import { useErrorText } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /onboarding and /onboarding-dashboard: the setup summary for the year chosen in the top bar. */
function SetupSummaryPage() {
  const { t } = useTranslation('onboarding');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const session = useSession();
  const profile = session.status === 'signed-in' ? session.profile : null;
  const { year } = useWorkspace();
  const summary = useQuery(onboardingSummaryQueryOptions(profile?.company_id ?? '', year));
  useDocumentTitle(t('summary.document_title'));
  const pending = profile?.pending_setup ?? true;

  let body;
  if (summary.isError) {
    body = (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void summary.refetch()}>
        {errorText(summary.error)}
      </InlineAlert>
    );
  } else if (!summary.data) {
    body = <SkeletonBlock label={tCommon('status.loading')} lines={6} />;
  } else {
    const sites = summary.data.charts_data.sites.map((site) => ({ ...site, id: site.site_id, country: '' }));
    body = (
      <SetupSummary
        data={summary.data}
        renderStepAction={(step) => (step.key === 'email_verification' ? <ResendConfirmationButton /> : undefined)}
        sitesTable={
          sites.length === 0 ? (
            <EmptyState
              title={t('sites.empty_title')}
              action={
                <Link to="/onboarding-wizard?step=sites" className={buttonClasses('primary', 'sm')}>
                  {t('steps.sites.action')}
                </Link>
              }
            >
              {t('sites.empty_body')}
            </EmptyState>
          ) : (
            <SitesTable sites={sites} caption={t('summary.sites_title')} hideCountry />
          )
        }
      />
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-neutral-900">{t('summary.title')}</h1>
          <p className="mt-1 text-neutral-700">{pending ? t('summary.lead_pending') : t('summary.lead_done')}</p>
        </div>
        {pending ? (
          <Link to="/onboarding-wizard" className={buttonClasses('primary')}>
            {t('summary.continue_setup')}
          </Link>
        ) : (
          <Link to="/dashboard" className={buttonClasses('primary')}>
            {t('finish.go_to_dashboard')}
          </Link>
        )}
      </div>
      {body}
    </div>
  );
}

export function OnboardingRoute() {
  return <SetupSummaryPage />;
}

export function OnboardingDashboardRoute() {
  return <SetupSummaryPage />;
}
