import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { icons } from '@/components/ui/icons';

/** Whether the address is confirmed; the resend control is composed in by the route. */
export function EmailVerificationStatus({ email, verified, action }: { email: string; verified: boolean; action: ReactNode }) {
  const { t } = useTranslation('settings');
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div className="flex items-start gap-3">
        {verified ? <icons.check className="mt-0.5 size-5 text-accent-700" /> : <icons.circle className="mt-0.5 size-5 text-neutral-400" />}
        <div>
          <p className="font-medium text-neutral-900">{verified ? t('email.verified') : t('email.not_verified')}</p>
          <p className="text-neutral-700">{verified ? t('email.verified_body', { email }) : t('email.not_verified_body', { email })}</p>
        </div>
      </div>
      {!verified && action}
    </div>
  );
}
