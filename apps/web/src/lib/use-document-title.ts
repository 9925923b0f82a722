import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Each page names itself in the tab and in the history (WCAG 2.4.2). */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const brand = t('brand');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}
