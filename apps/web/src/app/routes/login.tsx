import type { TokenResponse } from '@carbon/contracts/auth';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { AuthFrame } from '@/app/layouts/auth-frame';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { pathAfterSignIn, signIn, useSession, type LoginLocationState } from '@/lib/auth';
import { cn } from '@/lib/cn';
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
  const tabRefs = useRef<Record<Mode, HTMLButtonElement | null>>({ 'sign-in': null, register: null });
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

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next: Mode = mode === 'sign-in' ? 'register' : 'sign-in';
    const target: Mode = event.key === 'Home' ? 'sign-in' : event.key === 'End' ? 'register' : next;
    selectMode(target);
    tabRefs.current[target]?.focus();
  };

  const expired = (location.state as LoginLocationState | null)?.expired === true;

  const tab = (value: Mode, label: string) => (
    <button
      ref={(element) => {
        tabRefs.current[value] = element;
      }}
      type="button"
      role="tab"
      id={`auth-tab-${value}`}
      aria-selected={mode === value}
      aria-controls={`auth-panel-${value}`}
      tabIndex={mode === value ? 0 : -1}
      onClick={() => selectMode(value)}
      onKeyDown={onTabKeyDown}
      className={cn(
        'flex-1 rounded-md px-3 py-2 text-sm font-medium',
        mode === value ? 'bg-white text-neutral-900 shadow-sm' : 'text-neutral-700 hover:text-neutral-900',
      )}
    >
      {label}
    </button>
  );

  return (
    <AuthFrame title={mode === 'register' ? t('register.title') : t('login.title')}>
      {expired && (
        <InlineAlert tone="info" className="mb-4">
          {tErrors('session_expired')}
        </InlineAlert>
      )}
      <div role="tablist" aria-label={t('login.tabs_label')} className="mb-6 flex gap-1 rounded-lg bg-neutral-100 p-1">
        {tab('sign-in', t('login.tab'))}
        {tab('register', t('register.tab'))}
      </div>
      {/* Both panels stay mounted (hidden) so switching tabs keeps what was typed. */}
      <div role="tabpanel" id="auth-panel-sign-in" aria-labelledby="auth-tab-sign-in" hidden={mode !== 'sign-in'}>
        <LoginForm onSignedIn={onAuthenticated} />
      </div>
      <div role="tabpanel" id="auth-panel-register" aria-labelledby="auth-tab-register" hidden={mode !== 'register'}>
        <RegisterForm onRegistered={onAuthenticated} />
      </div>
    </AuthFrame>
  );
}
