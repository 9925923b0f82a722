import type { UserProfile } from '@carbon/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { refreshProfile } from '@/lib/auth';
import { useErrorText } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { companyQueryOptions } from '../api/company-queries';
import { canEditSites, canManageCompany } from '../company-roles';
import { CompanyDetails } from './company-details';
import { CompanyProfileForm } from './company-profile-form';
import { CompanyProjects } from './company-projects';
import { CompanySites } from './company-sites';
import { DataScreens } from './data-screens';
import { SiteEmissions } from './site-emissions';

interface CompanyPageProps {
  profile: UserProfile;
  /** The workspace's year: each site's emissions are this year's. */
  year: number;
  /**
   * The panels of other features that record data (the Scope 3 categories, the bulk import), composed by
   * app/routes/topology.tsx: a feature never imports another.
   */
  dataPanels?: ReactNode;
}

/**
 * My company (/topology): the company profile, editable by its owners and admins, its sites and projects, which
 * editors may change too, where each site's emissions stand in the year, and the way to every data screen.
 */
export function CompanyPage({ profile, year, dataPanels }: CompanyPageProps) {
  const { t } = useTranslation('app');
  const { t: tOnboarding } = useTranslation('onboarding');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const companyId = profile.company_id;
  const company = useQuery(companyQueryOptions(companyId));
  const manages = canManageCompany(profile.role);
  useDocumentTitle(t('topology.document_title'));

  let profileContent;
  if (company.isError) {
    profileContent = (
      <InlineAlert retryLabel={tCommon('actions.retry')} onRetry={() => void company.refetch()}>
        {errorText(company.error)}
      </InlineAlert>
    );
  } else if (!company.data) {
    profileContent = <SkeletonBlock label={tCommon('status.loading')} lines={6} />;
  } else if (manages) {
    profileContent = (
      <CompanyProfileForm
        // Opens on the company's current values, also after another tab changed them.
        key={company.data.id}
        company={company.data}
        defaultYear={new Date().getFullYear() - 1}
        submitLabel={tCommon('actions.save')}
        // The company's name also rides in the profile (top of the setup pages): take the server's.
        onSaved={() => void refreshProfile().catch(() => undefined)}
      />
    );
  } else {
    profileContent = (
      <div className="space-y-3">
        <p className="text-sm text-neutral-600">{t('topology.profile.read_only')}</p>
        <CompanyDetails company={company.data} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 p-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold text-neutral-900">{t('topology.title')}</h1>
        <p className="text-neutral-700">{t('topology.lead')}</p>
      </div>
      <Card title={tOnboarding('company.title')} description={tOnboarding('company.description')}>
        {profileContent}
      </Card>
      {/* The sites wait for the company: a new site starts in the company's country. */}
      <CompanySites companyId={companyId} defaultCountry={company.data?.country ?? ''} canEdit={canEditSites(profile.role)} />
      <SiteEmissions companyId={companyId} year={year} />
      {dataPanels}
      <CompanyProjects companyId={companyId} canEdit={canEditSites(profile.role)} />
      <DataScreens />
    </div>
  );
}
