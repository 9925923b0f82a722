import { useTranslation } from 'react-i18next';
import { Menu, MenuItem, MenuLink, MenuSeparator } from '@/components/ui/menu';
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
      label={t('user_menu.label')}
      tooltip={email}
      triggerClassName="inline-flex size-9 items-center justify-center rounded-full bg-accent-700 text-sm font-semibold text-white hover:bg-accent-800"
      trigger={<span aria-hidden="true">{initial}</span>}
    >
      <MenuLink to="/settings">{t('user_menu.settings')}</MenuLink>
      {subscriptionLink.built ? <MenuLink to={subscriptionLink.to}>{t('user_menu.subscription')}</MenuLink> : null}
      <MenuSeparator />
      <MenuItem onSelect={onSignOut}>{t('user_menu.logout')}</MenuItem>
    </Menu>
  );
}
