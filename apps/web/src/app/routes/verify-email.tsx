import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthFrame } from '@/app/layouts/auth-frame';
import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status';
import { refreshProfile, useSession } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';

export function VerifyEmailRoute() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const session = useSession();
  const queryClient = useQueryClient();
  useDocumentTitle(t('verify.document_title'));
  const signedIn = session.status === 'signed-in';

  const onVerified = useCallback(() => {
    if (!signedIn) return;
    // The profile and the setup steps both show the verification status.
    refreshProfile().catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: queryKeys.onboarding });
  }, [signedIn, queryClient]);

  return (
    <AuthFrame title={t('verify.title')}>
      <VerifyEmailStatus token={searchParams.get('token')} signedIn={signedIn} onVerified={onVerified} />
    </AuthFrame>
  );
}
