import type { TokenResponse } from '@carbon/contracts/auth';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { AuthFrame } from '@/app/layouts/auth-frame';
import { Tabs } from '@/components/ui/tabs';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { pathAfterSignIn, signIn, useSession, type LoginLocationState } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

type Mode = 'sign-in' | 'register';

/** Sign in and create account on one page (SPEC section 2), as two tabs; ?mode=register opens the second. */
export function LoginRoute() {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: Mode = searchParams.get('mode') === 'register' ? 'register' : 'sign-in';
  useDocumentTitle(mode === 'register' ? t('register.document_title') : t('login.document_title'));

  if (session.status === 'signed-in') {
    return <Navigate to={pathAfterSignIn(location.state, session.profile)} replace />;
  }

  const onAuthenticated = (response: TokenResponse) => {
    signIn(response);
    void navigate(pathAfterSignIn(location.state, response.user), { replace: true });
  };

  const selectMode = (next: Mode) => {
    // Keep the origin (state.from) while switching tabs.
    setSearchParams(next === 'register' ? { mode: 'register' } : {}, { replace: true, state: location.state });
  };

  const expired = (location.state as LoginLocationState | null)?.expired === true;

  return (
    <AuthFrame title={mode === 'register' ? t('register.title') : t('login.title')}>
      {expired && (
        <InlineAlert tone="info" className="mb-4">
          {tErrors('session_expired')}
        </InlineAlert>
      )}
      <Tabs
        label={t('login.tabs_label')}
        value={mode}
        onValueChange={selectMode}
        items={[
          { value: 'sign-in', label: t('login.tab'), panel: <LoginForm onSignedIn={onAuthenticated} /> },
          { value: 'register', label: t('register.tab'), panel: <RegisterForm onRegistered={onAuthenticated} /> },
        ]}
      />
    </AuthFrame>
  );
}
