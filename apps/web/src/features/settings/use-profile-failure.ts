import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { NotSignedInError } from './api/settings-mutations';

/**
 * The toast of a profile save (name, or country and currency) that failed for a reason no field shows: the session
 * ended (SPEC section 8's own words), or the server's message.
 */
export function useProfileFailure(): (error: unknown) => void {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const errorText = useErrorText();
  return (error) => toast.error(t('profile.failed'), error instanceof NotSignedInError ? t('profile.login_required') : errorText(error));
}
