import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { ResendConfirmationButton } from '@/features/auth/components/resend-confirmation-button';
import { DeleteAccountSection, DeleteCompanySection, ExportDataSection } from '@/features/settings/components/danger-zone';
import { EmailVerificationStatus } from '@/features/settings/components/email-verification-status';
import { PasswordForm } from '@/features/settings/components/password-form';
import { PlanSummary } from '@/features/settings/components/plan-summary';
import { ProfileForm } from '@/features/settings/components/profile-form';
import { RegionForm } from '@/features/settings/components/region-form';
import { useSession } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

export function SettingsRoute() {
  const { t } = useTranslation('settings');
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
        <EmailVerificationStatus email={profile.email} verified={profile.email_verified} action={<ResendConfirmationButton />} />
      </Card>
      <Card title={t('plan.title')} description={t('plan.description')}>
        <PlanSummary companyId={profile.company_id} />
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
