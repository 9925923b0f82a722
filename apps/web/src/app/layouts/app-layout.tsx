import type { UserProfile } from '@carbon/contracts/auth';
import { settingsEndpoints } from '@carbon/contracts/settings';
import type { AppLocale } from '@carbon/i18n/locale';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { companyQueryOptions, sitesQueryOptions } from '@/features/company/api/company-queries';
import { LanguageMenu } from '@/features/locale/components/language-menu';
import { stepsStatusQueryOptions } from '@/features/onboarding/api/onboarding-queries';
import { startsCollapsed } from '@/features/shell/nav-items';
import { NavDrawer } from '@/features/shell/components/nav-drawer';
import { Sidebar } from '@/features/shell/components/sidebar';
import { TopBar } from '@/features/shell/components/top-bar';
import { UserMenu } from '@/features/shell/components/user-menu';
import { myCompaniesQueryOptions, useSwitchCompany } from '@/features/team/api/team-api';
import { TutorialOverlay } from '@/features/tutorial/components/tutorial-overlay';
import { SiteSelect } from '@/features/workspace/components/site-select';
import { YearSelect } from '@/features/workspace/components/year-select';
import { WorkspaceProvider } from '@/features/workspace/workspace-context';
import { callApi } from '@/lib/api-client';
import { refreshProfile, signOut, useSession, type LoginLocationState } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useErrorText } from '@/lib/errors';
import { queryKeys } from '@/lib/query-keys';
import { isAppPath, UNKNOWN_PATH_ROUTE_ID } from '../app-paths';
import { RouteFallback } from './root-layout';

/** A visitor's unknown address is the public site's business: its frame, its not-found page. */
const PublicNotFound = lazy(() => import('./public-layout').then((m) => ({ default: m.PublicNotFoundPage })));

/**
 * Protected area (SPEC section 4): visitors go to /login, remembering where they were going. Unknown
 * addresses fall here too: signed in, they get the not-found page inside the app; a visitor gets the
 * public not-found page, unless the address is under an app screen's path.
 */
export function AppLayout() {
  const session = useSession();
  const location = useLocation();
  const unknownPath = useMatches().some((match) => match.id === UNKNOWN_PATH_ROUTE_ID);
  if (session.status === 'signed-out') {
    if (unknownPath && !isAppPath(location.pathname)) return <PublicNotFound />;
    // After the Log out action the next person starts fresh; otherwise come back here after sign-in.
    const state: LoginLocationState | undefined =
      session.reason === 'user' ? undefined : { from: location, expired: session.reason === 'expired' };
    return <Navigate to="/login" replace state={state} />;
  }
  if (!session.profile) return <ProfileLoader />;
  return <AppShell profile={session.profile} />;
}

/** Only when the token carried no usable profile: wait for GET /auth/me. */
function ProfileLoader() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const query = useQuery({ queryKey: queryKeys.me, queryFn: refreshProfile });
  return (
    <main className="mx-auto max-w-xl p-6">
      {query.isError ? (
        <InlineAlert retryLabel={t('actions.retry')} onRetry={() => void query.refetch()}>
          {errorText(query.error)}
        </InlineAlert>
      ) : (
        <SkeletonBlock label={t('status.loading')} />
      )}
    </main>
  );
}

function AppShell({ profile }: { profile: UserProfile }) {
  const { t: tCommon } = useTranslation();
  const { t: tTeam } = useTranslation('team');
  const toast = useToast();
  const errorText = useErrorText();
  const location = useLocation();
  const navigate = useNavigate();
  const sidebarId = useId();
  const companyId = profile.company_id;
  const pendingSetup = profile.pending_setup;

  const section = startsCollapsed(location.pathname) ? 'setup' : 'app';
  const [sidebar, setSidebar] = useState({ section, collapsed: section === 'setup' });
  // Entering or leaving the setup pages resets the sidebar to that section's default.
  if (sidebar.section !== section) setSidebar({ section, collapsed: section === 'setup' });

  // The setup percentage is shown only while setup is pending.
  const steps = useQuery({ ...stepsStatusQueryOptions(), enabled: pendingSetup });
  const company = useQuery(companyQueryOptions(companyId));
  const sites = useQuery(sitesQueryOptions(companyId));

  const onSignOut = () => {
    signOut();
    void navigate('/login', { replace: true });
  };

  // The companies the user belongs to, for the switcher of the user menu (a switch starts a fresh cache).
  const myCompanies = useQuery(myCompaniesQueryOptions());
  const switchCompany = useSwitchCompany();
  const onSwitchCompany = (nextCompanyId: string) =>
    switchCompany.mutate(nextCompanyId, {
      onSuccess: (session) => {
        toast.success(tTeam('switcher.switched', { company: session.user.company_name }));
        void navigate(session.user.pending_setup ? '/onboarding' : '/dashboard');
      },
      onError: (error) => toast.error(tTeam('switcher.failed'), errorText(error)),
    });

  const rememberLocale = (locale: AppLocale) => {
    // Emails follow the profile's language; a failure here must not disturb the switch itself.
    callApi(settingsEndpoints.updateProfile, { body: { locale } }).catch(() => undefined);
  };

  const sidebarProps = { locked: pendingSetup, completion: pendingSetup ? steps.data?.completion_percentage : undefined };

  return (
    <WorkspaceProvider key={companyId} companyId={companyId} companyReportingYear={company.data?.reporting_year} sites={sites.data} sitesStatus={sites.status}>
      <div className="flex h-dvh flex-col bg-neutral-50">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {tCommon('actions.skip_to_content')}
        </a>
        <TopBar
          sidebarId={sidebarId}
          sidebarCollapsed={sidebar.collapsed}
          onToggleSidebar={() => setSidebar((current) => ({ ...current, collapsed: !current.collapsed }))}
          homePath={pendingSetup ? '/onboarding' : '/dashboard'}
          drawer={
            <NavDrawer>
              <Sidebar collapsed={false} {...sidebarProps} className="min-h-0 flex-1" />
            </NavDrawer>
          }
          selectors={
            <>
              <YearSelect />
              <SiteSelect />
            </>
          }
          menus={
            <>
              <LanguageMenu onChanged={rememberLocale} />
              {/* The switcher shows once the user belongs to more than one company. */}
              {myCompanies.data && myCompanies.data.items.length > 1 ? (
                <UserMenu email={profile.email} onSignOut={onSignOut} companies={myCompanies.data.items} onSwitchCompany={onSwitchCompany} />
              ) : (
                <UserMenu email={profile.email} onSignOut={onSignOut} />
              )}
            </>
          }
        />
        <div className="flex min-h-0 flex-1">
          <Sidebar
            id={sidebarId}
            collapsed={sidebar.collapsed}
            {...sidebarProps}
            className={cn('hidden border-r border-neutral-200 transition-[width] duration-150 lg:block', sidebar.collapsed ? 'w-16' : 'w-60')}
          />
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 overflow-y-auto outline-none">
            <Suspense fallback={<RouteFallback />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
      <TutorialOverlay enabled={pendingSetup} />
    </WorkspaceProvider>
  );
}
