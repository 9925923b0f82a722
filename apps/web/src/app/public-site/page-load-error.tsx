import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';

/** The public site's last resort when a page cannot be shown: say so and offer a reload. */
export function PageLoadError() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-20">
      <h1 className="text-2xl font-semibold">{t('error_page.title')}</h1>
      <p className="text-neutral-700">{t('error_page.body')}</p>
      <div>
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          {t('error_page.reload')}
        </button>
      </div>
    </div>
  );
}
