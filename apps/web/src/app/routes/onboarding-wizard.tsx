import type { UserProfile } from '@carbon/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { companyQueryOptions, sitesQueryOptions } from '@/features/company/api/company-queries';
import { CompanyProfileForm } from '@/features/company/components/company-profile-form';
import { SitesManager } from '@/features/company/components/sites-manager';
import { stepsStatusQueryOptions, useCompleteOnboarding } from '@/features/onboarding/api/onboarding-queries';
import { CompletionBar, StepsList } from '@/features/onboarding/components/setup-progress';
import { WizardStepper } from '@/features/onboarding/components/wizard-stepper';
import { firstOpenStep, parseWizardStep, type WizardStep } from '@/features/onboarding/wizard-steps';
import { refreshProfile, setProfile, useSession } from '@/lib/auth';
import { useErrorText } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The setup wizard: company profile, then sites, then finish (POST /onboarding/complete). */
export function OnboardingWizardRoute() {
  const session = useSession();
  const profile = session.status === 'signed-in' ? session.profile : null;
  // The app layout renders pages only with a profile; this keeps the types honest.
  if (!profile) return null;
  return <OnboardingWizard profile={profile} />;
}

function OnboardingWizard({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('onboarding');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const companyId = profile.company_id;
  useDocumentTitle(t('wizard.document_title'));

  const company = useQuery(companyQueryOptions(companyId));
  const sites = useQuery(sitesQueryOptions(companyId));
  const steps = useQuery(stepsStatusQueryOptions());
  const complete = useCompleteOnboarding();

  const step: WizardStep = parseWizardStep(searchParams.get('step')) ?? firstOpenStep(steps.data);
  const goTo = (next: WizardStep) => setSearchParams({ step: next });

  const finish = () =>
    complete.mutate(companyId, {
      onSuccess: (status) => {
        // Unlock the app at once from the answer, then take the server's full profile.
        setProfile({ ...profile, pending_setup: status.pending_setup });
        refreshProfile().catch(() => undefined);
        toast.success(t('finish.done'));
        void navigate('/dashboard');
      },
      onError: (error) => toast.error(t('finish.failed'), errorText(error)),
    });

  const loading = company.isPending || sites.isPending || steps.isPending;
  const failed = company.error ?? sites.error ?? steps.error;

  let content;
  if (failed) {
    content = (
      <InlineAlert
        retryLabel={tCommon('actions.retry')}
        onRetry={() => {
          void company.refetch();
          void sites.refetch();
          void steps.refetch();
        }}
      >
        {errorText(failed)}
      </InlineAlert>
    );
  } else if (loading || !company.data || !sites.data || !steps.data) {
    content = <SkeletonBlock label={tCommon('status.loading')} lines={6} />;
  } else if (step === 'company') {
    content = (
      <Card title={t('company.title')} description={t('company.description')}>
        <CompanyProfileForm
          company={company.data}
          defaultYear={new Date().getFullYear() - 1}
          submitLabel={t('wizard.save_and_continue')}
          onSaved={() => goTo('sites')}
        />
      </Card>
    );
  } else if (step === 'sites') {
    const hasSites = sites.data.length > 0;
    content = (
      <Card title={t('sites.title')} description={t('sites.description')}>
        <SitesManager companyId={companyId} sites={sites.data} defaultCountry={company.data.country ?? ''} />
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-neutral-200 pt-4">
          <Button variant="secondary" onClick={() => goTo('company')}>
            {tCommon('actions.back')}
          </Button>
          <div className="flex items-center gap-3">
            {!hasSites && <p className="text-sm text-neutral-600">{t('sites.one_required')}</p>}
            <Button onClick={() => goTo('finish')} disabled={!hasSites}>
              {tCommon('actions.continue')}
            </Button>
          </div>
        </div>
      </Card>
    );
  } else {
    const missing = steps.data.steps.filter((item) => item.required && !item.completed);
    content = (
      <Card title={t('finish.title')} description={steps.data.pending_setup ? t('finish.description') : t('finish.already_done')}>
        <div className="space-y-4">
          <CompletionBar percentage={steps.data.completion_percentage} />
          <StepsList steps={steps.data.steps} />
          {missing.length > 0 && <InlineAlert tone="info">{t('finish.missing')}</InlineAlert>}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-neutral-200 pt-4">
            <Button variant="secondary" onClick={() => goTo('sites')}>
              {tCommon('actions.back')}
            </Button>
            {steps.data.pending_setup ? (
              <Button onClick={finish} pending={complete.isPending} disabled={missing.length > 0}>
                {t('finish.submit')}
              </Button>
            ) : (
              <Link to="/dashboard" className={buttonClasses('primary')}>
                {t('finish.go_to_dashboard')}
              </Link>
            )}
          </div>
        </div>
      </Card>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6 p-6">
      <div className="space-y-3">
        <h1 className="text-2xl font-semibold text-neutral-900">{t('wizard.title')}</h1>
        <p className="text-neutral-700">{t('wizard.lead', { company: profile.company_name })}</p>
        <WizardStepper current={step} />
      </div>
      {content}
    </div>
  );
}
