import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { AuthFrame } from '@/app/layouts/auth-frame';
import { useAcceptInvitation } from '@/features/team/api/team-api';
import { homePathFor, signOut, useSession, type LoginLocationState } from '@/lib/auth';
import { ApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /invitations/accept?token=… (issue 14, section 2). Signed out, the page sends the visitor to sign in or create an
 * account, remembering this address so they come back here; signed in, it joins the company as the invited address.
 */
export function AcceptInvitationRoute() {
  const { t } = useTranslation('team');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const toast = useToast();
  const errorText = useErrorText();
  const accept = useAcceptInvitation();
  useDocumentTitle(t('accept.document_title'));
  const token = searchParams.get('token');

  if (!token) {
    return (
      <AuthFrame title={t('accept.title')}>
        <InlineAlert>{t('accept.missing_token')}</InlineAlert>
      </AuthFrame>
    );
  }

  if (session.status !== 'signed-in') {
    // The login page returns to `from` after signing in or creating an account.
    const state: LoginLocationState = { from: { pathname: location.pathname, search: location.search } };
    return (
      <AuthFrame title={t('accept.title')}>
        <p className="text-neutral-700">{t('accept.signed_out')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/login" state={state} className={buttonClasses('primary')}>
            {t('accept.sign_in')}
          </Link>
          <Link to="/login?mode=register" state={state} className={buttonClasses('secondary')}>
            {t('accept.create_account')}
          </Link>
        </div>
      </AuthFrame>
    );
  }

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: (response) => {
        toast.success(
          t('accept.joined', { company: response.user.company_name }),
          t('accept.joined_detail', { role: t(`roles.${response.user.role}`) }),
        );
        void navigate(homePathFor(response.user), { replace: true });
      },
    });

  const mismatch = accept.error instanceof ApiError && accept.error.code === 'invitation_email_mismatch';
  return (
    <AuthFrame title={t('accept.title')}>
      <p className="text-neutral-700">{t('accept.signed_in_as', { email: session.profile?.email ?? '' })}</p>
      <p className="mt-2 text-neutral-700">{t('accept.intro')}</p>
      {accept.isError && <InlineAlert className="mt-4">{errorText(accept.error)}</InlineAlert>}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={onAccept} pending={accept.isPending}>
          {t('accept.submit')}
        </Button>
        {mismatch && (
          <Button
            variant="secondary"
            onClick={() => {
              signOut();
              void navigate('/login', { replace: true, state: { from: { pathname: location.pathname, search: location.search } } });
            }}
          >
            {t('accept.other_account')}
          </Button>
        )}
      </div>
    </AuthFrame>
  );
}
