import { useTranslation } from 'react-i18next';
import { Menu } from '@/components/ui/menu';
import { subscriptionLink } from '../nav-items';

interface UserMenuProps {
  email: string;
  onSignOut: () => void;
}

/** Avatar with the email initial; Settings, Manage Subscription (once its screen exists), Log out (SPEC section 2). */
export function UserMenu({ email, onSignOut }: UserMenuProps) {
  const { t } = useTranslation('app');
  const initial = email.trim().charAt(0).toUpperCase() || '?';
  return (
    <Menu
      buttonLabel={t('user_menu.label')}
      buttonClassName="inline-flex size-9 items-center justify-center rounded-full bg-accent-700 text-sm font-semibold text-white hover:bg-accent-800"
      buttonContent={
        <span aria-hidden="true" title={email}>
          {initial}
        </span>
      }
      entries={[
        { key: 'settings', to: '/settings', label: t('user_menu.settings') },
        ...(subscriptionLink.built ? [{ key: 'subscription', to: subscriptionLink.to, label: t('user_menu.subscription') }] : []),
        { key: 'logout', onSelect: onSignOut, label: t('user_menu.logout') },
      ]}
    />
  );
}
