import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthFrame } from '@/app/layouts/auth-frame';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Without ?token= the page asks for a link; with it, it sets the new password. */
export function ResetPasswordRoute() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const title = token ? t('reset.title') : t('forgot.title');
  useDocumentTitle(title);
  return <AuthFrame title={title}>{token ? <ResetPasswordForm token={token} /> : <ForgotPasswordForm />}</AuthFrame>;
}
