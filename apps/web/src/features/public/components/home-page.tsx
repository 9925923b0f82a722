import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { icons, type IconName } from '@/components/ui/icons';

const capabilities: { key: 'inventory' | 'products' | 'scenarios' | 'reports'; icon: IconName }[] = [
  { key: 'inventory', icon: 'company' },
  { key: 'products', icon: 'products' },
  { key: 'scenarios', icon: 'scenarios' },
  { key: 'reports', icon: 'reports' },
];

const steps = ['setup', 'record', 'act'] as const;

export function HomePage() {
  const { t } = useTranslation('public');
  return (
    <>
      <section className="border-b border-neutral-200 bg-neutral-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold text-accent-800">{t('home.hero.eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl text-3xl font-semibold tracking-tight text-neutral-900 sm:text-4xl">{t('home.hero.title')}</h1>
          <p className="mt-4 max-w-2xl text-base text-neutral-700">{t('home.hero.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/login?mode=register" className={buttonClasses('primary')}>
              {t('home.cta.create_account')}
            </Link>
            <Link to="/login" className={buttonClasses('secondary')}>
              {t('home.cta.sign_in')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="home-capabilities" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="home-capabilities" className="text-2xl font-semibold text-neutral-900">
          {t('home.capabilities.title')}
        </h2>
        <p className="mt-2 max-w-2xl text-neutral-700">{t('home.capabilities.lead')}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {capabilities.map(({ key, icon }) => {
            const Icon = icons[icon];
            return (
              <li key={key} className="rounded-lg border border-neutral-200 bg-white p-5">
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-9 items-center justify-center rounded-md bg-accent-50 text-accent-800">
                    <Icon className="size-5" />
                  </span>
                  <h3 className="text-base font-semibold text-neutral-900">{t(`home.capabilities.items.${key}.title`)}</h3>
                </div>
                <p className="mt-3 text-neutral-700">{t(`home.capabilities.items.${key}.body`)}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="home-traceable" className="border-y border-neutral-200 bg-neutral-50">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 md:grid-cols-2">
          <div>
            <h2 id="home-traceable" className="text-2xl font-semibold text-neutral-900">
              {t('home.traceable.title')}
            </h2>
            <p className="mt-3 text-neutral-700">{t('home.traceable.body')}</p>
          </div>
          <ul className="space-y-3">
            {(['factors', 'units', 'languages'] as const).map((key) => (
              <li key={key} className="flex gap-3">
                <icons.check className="mt-1 size-4 shrink-0 text-accent-700" />
                <span className="text-neutral-800">{t(`home.traceable.points.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="home-steps" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="home-steps" className="text-2xl font-semibold text-neutral-900">
          {t('home.steps.title')}
        </h2>
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {steps.map((key, index) => (
            <li key={key} className="rounded-lg border border-neutral-200 bg-white p-5">
              <span className="text-sm font-semibold text-accent-800">{t('home.steps.step_label', { number: index + 1 })}</span>
              <h3 className="mt-1 text-base font-semibold text-neutral-900">{t(`home.steps.items.${key}.title`)}</h3>
              <p className="mt-2 text-neutral-700">{t(`home.steps.items.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="home-start" className="bg-accent-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="home-start" className="text-2xl font-semibold">
              {t('home.final_cta.title')}
            </h2>
            <p className="mt-2 max-w-xl text-accent-100">{t('home.final_cta.body')}</p>
          </div>
          <Link to="/login?mode=register" className={buttonClasses('secondary', 'md', 'border-white')}>
            {t('home.cta.create_account')}
          </Link>
        </div>
      </section>
    </>
  );
}
