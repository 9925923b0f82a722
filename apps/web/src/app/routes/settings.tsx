import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { PactPartners } from '@/features/pact/components/pact-partners';
import { PactSuppliers } from '@/features/pact/components/pact-suppliers';
import { PactPlanGate } from '@/app/pact-plan-gate';
import { ResendConfirmationButton } from '@/features/auth/components/resend-confirmation-button';
import { ApiKeysPanel } from '@/features/settings/components/api-keys-panel';
import {
  DeleteAccountSection,
  DeleteCompanySection,
  ExportDataSection,
} from '@/features/settings/components/danger-zone';
import { EmailVerificationStatus } from '@/features/settings/components/email-verification-status';
import { PasswordForm } from '@/features/settings/components/password-form';
import { PlanSummary } from '@/features/settings/components/plan-summary';
import { ProfileForm } from '@/features/settings/components/profile-form';
import { RegionForm } from '@/features/settings/components/region-form';
import { TeamSection } from '@/features/team/components/team-card';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

export function SettingsRoute() {
  const { t } = useTranslation('settings');
  const { t: tApiKeys } = useTranslation('apiKeys');
  const { t: tPact } = useTranslation('pact');
  const session = useSession();
  useDocumentTitle(t('document_title'));
  const profile = session.status === 'signed-in' ? session.profile : null;
  if (!profile) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-6">
      <h1 className="text-2xl font-semibold text-neutral-900">{t('title')}</h1>
      <Card title={t('profile.title')} description={t('profile.description')}>
        <ProfileForm profile={profile} />
      </Card>
      <Card title={t('region.title')} description={t('region.description')}>
        <RegionForm profile={profile} />
      </Card>
      <Card title={t('password.title')} description={t('password.description')}>
        <PasswordForm />
      </Card>
      <Card title={t('email.title')}>
        <EmailVerificationStatus
          email={profile.email}
          verified={profile.email_verified}
          action={<ResendConfirmationButton />}
        />
      </Card>
      <Card title={t('plan.title')} description={t('plan.description')}>
        <PlanSummary companyId={profile.company_id} />
      </Card>
      <TeamSection profile={profile} />
      <Card title={tApiKeys('title')} description={tApiKeys('description')}>
        <ApiKeysPanel companyId={profile.company_id} role={profile.role} />
      </Card>
      {(profile.role === 'owner' || profile.role === 'admin') && (
        <Card title={tPact('settings_title')} description={tPact('settings_description')}>
          <PactPlanGate companyId={profile.company_id}>
            <PactPartners companyId={profile.company_id} />
          </PactPlanGate>
        </Card>
      )}
      {/* Suppliers' footprints: owners and admins connect and import, the other members read. */}
      <Card title={tPact('suppliers.title')} description={tPact('suppliers.description')}>
        <PactPlanGate companyId={profile.company_id}>
          <PactSuppliers
            companyId={profile.company_id}
            canManage={profile.role === 'owner' || profile.role === 'admin'}
          />
        </PactPlanGate>
      </Card>
      {profile.role === 'owner' && (
        <Card title={t('export.title')} description={t('export.description')}>
          <ExportDataSection companyId={profile.company_id} />
        </Card>
      )}
      <Card title={t('danger.title')} description={t('danger.description')}>
        <div className="space-y-6">
          {profile.role === 'owner' && <DeleteCompanySection profile={profile} />}
          <DeleteAccountSection />
        </div>
      </Card>
    </div>
  );
}
