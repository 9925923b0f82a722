import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { DATA_SCREENS } from '../data-screens';

/** My company as the entry point to every data screen that exists (issue 9 §3). */
export function DataScreens() {
  const { t } = useTranslation('app');
  const screens = DATA_SCREENS.filter((screen) => screen.built);
  return (
    <Card title={t('topology.screens.title')} description={t('topology.screens.description')}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {screens.map((screen) => (
          <li key={screen.key} className="rounded-md border border-neutral-200 p-3">
            <Link to={screen.to} className="font-medium text-accent-800 underline underline-offset-2">
              {t(`topology.screens.${screen.key}.label`)}
            </Link>
            <p className="mt-1 text-sm text-neutral-700">{t(`topology.screens.${screen.key}.body`)}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
