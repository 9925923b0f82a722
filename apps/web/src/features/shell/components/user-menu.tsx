import { useTranslation } from 'react-i18next';
import { Menu, MenuItem, MenuLink, MenuRadioGroup, MenuSeparator } from '@/components/ui/menu';
import { subscriptionLink } from '../nav-items';

/** A company the user belongs to, for the switcher. */
export interface UserMenuCompany {
  company_id: string;
  company_name: string;
  current: boolean;
}

interface UserMenuProps {
  email: string;
  onSignOut: () => void;
  /** The user's companies; with more than one, the menu lets them switch (issue 14, section 2). */
  companies?: readonly UserMenuCompany[];
  onSwitchCompany?: (companyId: string) => void;
}

/** Avatar with the email initial; Settings, Manage Subscription (once its screen exists), Log out (SPEC section 2). */
export function UserMenu({ email, onSignOut, companies = [], onSwitchCompany }: UserMenuProps) {
  const { t } = useTranslation('app');
  const initial = email.trim().charAt(0).toUpperCase() || '?';
  const current = companies.find((company) => company.current);
  return (
    <Menu
      label={t('user_menu.label')}
      tooltip={current ? `${email} · ${current.company_name}` : email}
      triggerClassName="inline-flex size-9 items-center justify-center rounded-full bg-accent-700 text-sm font-semibold text-white hover:bg-accent-800"
      trigger={<span aria-hidden="true">{initial}</span>}
    >
      {companies.length > 1 && onSwitchCompany && current ? (
        <>
          <p className="px-3 pt-1 pb-1 text-xs font-medium text-neutral-600">{t('user_menu.companies')}</p>
          <MenuRadioGroup
            value={current.company_id}
            onValueChange={(companyId) => {
              if (companyId !== current.company_id) onSwitchCompany(companyId);
            }}
            options={companies.map((company) => ({ value: company.company_id, label: company.company_name }))}
          />
          <MenuSeparator />
        </>
      ) : null}
      <MenuLink to="/settings">{t('user_menu.settings')}</MenuLink>
      {subscriptionLink.built ? <MenuLink to={subscriptionLink.to}>{t('user_menu.subscription')}</MenuLink> : null}
      <MenuSeparator />
      <MenuItem onSelect={onSignOut}>{t('user_menu.logout')}</MenuItem>
    </Menu>
  );
}
