import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { useResendConfirmation } from '../api/auth-mutations';

/** POST /auth/resend-confirmation with the messages of SPEC section 8. */
export function ResendConfirmationButton({ variant = 'secondary', size = 'sm' }: Pick<ButtonProps, 'variant' | 'size'>) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const errorText = useErrorText();
  const resend = useResendConfirmation();
  return (
    <Button
      variant={variant}
      size={size}
      pending={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: () => toast.success(t('resend.success')),
          onError: (error) => toast.error(t('resend.failure'), errorText(error)),
        })
      }
    >
      {t('resend.button')}
    </Button>
  );
}
