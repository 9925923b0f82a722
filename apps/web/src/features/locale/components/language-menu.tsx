import { supportedLocales, type AppLocale } from '@carbon/i18n/locale';
import { useTranslation } from 'react-i18next';
import { icons } from '@/components/ui/icons';
import { Menu } from '@/components/ui/menu';
import { cn } from '@/lib/cn';
import { changeLocale } from '@/lib/i18n';
import { useLocale } from '@/lib/use-locale';

interface LanguageMenuProps {
  /** Called after the switch, e.g. to remember the choice on the user's profile. */
  onChanged?: (locale: AppLocale) => void;
  className?: string;
}

/** The language menu of the top bar and of the public header (SPEC section 2). */
export function LanguageMenu({ onChanged, className }: LanguageMenuProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Menu
      buttonLabel={t('language.menu_label')}
      buttonClassName={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-neutral-800 hover:bg-neutral-100',
        className,
      )}
      buttonContent={
        <>
          <icons.globe />
          <span aria-hidden="true">{locale.toUpperCase()}</span>
          <icons.chevronDown className="size-3.5" />
        </>
      }
      entries={supportedLocales.map((code) => ({
        key: code,
        label: t(`language.names.${code}`),
        lang: code,
        checked: code === locale,
        onSelect: () => {
          if (code === locale) return;
          void changeLocale(code).then(() => onChanged?.(code));
        },
      }))}
    />
  );
}

/** A plain select for the footer, where a second menu button would be one too many. */
export function LanguageSelect({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-neutral-700">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => void changeLocale(event.target.value === 'fr' ? 'fr' : 'en')}
        className="h-9 rounded-md border border-neutral-300 bg-white px-2 text-sm"
      >
        {supportedLocales.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.names.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
