import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/errors';
import { useVerifyEmail } from '../api/auth-mutations';

interface VerifyEmailStatusProps {
  token: string | null;
  signedIn: boolean;
  onVerified: () => void;
}

export function VerifyEmailStatus({ token, signedIn, onVerified }: VerifyEmailStatusProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // The token is single-use: development StrictMode runs effects twice, so send it once per token.
  const sentFor = useRef<string | null>(null);
  const onVerifiedRef = useRef(onVerified);
  useEffect(() => {
    onVerifiedRef.current = onVerified;
  }, [onVerified]);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token, { onSuccess: () => onVerifiedRef.current() });
  }, [token, mutate]);

  const onward = signedIn ? (
    <Link to="/dashboard" className={buttonClasses('primary', 'md', 'w-full')}>
      {t('verify.continue')}
    </Link>
  ) : (
    <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
      {t('verify.sign_in')}
    </Link>
  );

  if (!token) {
    return (
      <div className="space-y-4">
        <InlineAlert title={t('verify.failure_title')}>{t('verify.missing_token')}</InlineAlert>
        {onward}
      </div>
    );
  }
  if (verify.isSuccess) {
    return (
      <div className="space-y-4">
        <InlineAlert tone="success" title={t('verify.success_title')}>
          {t('verify.success_body')}
        </InlineAlert>
        {onward}
      </div>
    );
  }
  if (verify.isError) {
    return (
      <div className="space-y-4">
        <InlineAlert title={t('verify.failure_title')}>{errorText(verify.error)}</InlineAlert>
        <p className="text-neutral-700">{signedIn ? t('verify.failure_help_signed_in') : t('verify.failure_help')}</p>
        {signedIn ? (
          <Link to="/onboarding" className={buttonClasses('primary', 'md', 'w-full')}>
            {t('verify.resend_link')}
          </Link>
        ) : (
          onward
        )}
      </div>
    );
  }
  return <SkeletonBlock label={t('verify.verifying')} />;
}
