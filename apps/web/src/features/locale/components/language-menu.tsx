import { supportedLocales, type AppLocale } from '@carbon/i18n/locale';
import { useTranslation } from 'react-i18next';
import { icons } from '@/components/ui/icons';
import { Menu, MenuRadioGroup } from '@/components/ui/menu';
import { cn } from '@/lib/cn';
import { changeLocale } from '@/lib/i18n';
import { useLocale } from '@/lib/use-locale';

interface LanguageMenuProps {
  /** Called after the switch, e.g. to remember the choice on the user's profile. */
  onChanged?: (locale: AppLocale) => void;
  className?: string;
}

/** The language menu of the top bar and of the sign-in pages (SPEC section 2). */
export function LanguageMenu({ onChanged, className }: LanguageMenuProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Menu
      label={t('language.menu_label')}
      triggerClassName={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-neutral-800 hover:bg-neutral-100',
        className,
      )}
      trigger={
        <>
          <icons.globe />
          <span aria-hidden="true">{locale.toUpperCase()}</span>
          <icons.chevronDown className="size-3.5" />
        </>
      }
    >
      <MenuRadioGroup
        value={locale}
        onValueChange={(code) => {
          if (code !== locale) void changeLocale(code).then(() => onChanged?.(code));
        }}
        options={supportedLocales.map((code) => ({ value: code, label: t(`language.names.${code}`), lang: code }))}
      />
    </Menu>
  );
}
