import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { icons, type IconName } from '@/components/ui/icons';
import { useLocalizedPath } from '@/lib/localized-path';
import { ScopeBarsIllustration } from './illustrations/scope-bars';
import { CheckList, CtaBand, PageHero } from './marketing';

const capabilities: { key: 'inventory' | 'products' | 'energy' | 'transport' | 'scenarios' | 'reports'; icon: IconName; to: string }[] = [
  { key: 'inventory', icon: 'company', to: '/solutions/carbon-accounting' },
  { key: 'products', icon: 'products', to: '/solutions/product-carbon-footprint' },
  { key: 'energy', icon: 'dashboard', to: '/features/energy' },
  { key: 'transport', icon: 'portfolio', to: '/features/transport' },
  { key: 'scenarios', icon: 'scenarios', to: '/features/scenarios' },
  { key: 'reports', icon: 'reports', to: '/features/reports' },
];

const sources = ['base_carbone', 'agribalyse', 'desnz', 'useeio', 'grid'] as const;
const steps = ['setup', 'record', 'act'] as const;

export function HomePage() {
  const { t } = useTranslation('public');
  const href = useLocalizedPath();
  return (
    <>
      <PageHero
        eyebrow={t('home.hero.eyebrow')}
        title={t('home.hero.title')}
        lead={t('home.hero.lead')}
        actions={
          <>
            <Link to="/login?mode=register" className={buttonClasses('primary')}>
              {t('home.cta.create_account')}
            </Link>
            <Link to={href('/product')} className={buttonClasses('secondary')}>
              {t('home.cta.how_it_works')}
            </Link>
          </>
        }
        illustration={
          <ScopeBarsIllustration
            text={{ title: t('home.figure.title'), description: t('home.figure.description') }}
            labels={{ scope1: t('home.figure.scope1'), scope2: t('home.figure.scope2'), scope3: t('home.figure.scope3'), factor: t('home.figure.factor') }}
          />
        }
      />

      <section aria-labelledby="home-audience" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id="home-audience" className="text-2xl font-semibold text-neutral-900">
          {t('home.audience.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-neutral-700">{t('home.audience.lead')}</p>
        <CheckList className="mt-6 max-w-3xl" items={[t('home.audience.items.beges'), t('home.audience.items.customers'), t('home.audience.items.csrd')]} />
      </section>

      <section aria-labelledby="home-capabilities" className="border-t border-neutral-200">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h2 id="home-capabilities" className="text-2xl font-semibold text-neutral-900">
            {t('home.capabilities.title')}
          </h2>
          <p className="mt-2 max-w-2xl text-neutral-700">{t('home.capabilities.lead')}</p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {capabilities.map(({ key, icon, to }) => {
              const Icon = icons[icon];
              return (
                <li key={key} className="flex flex-col rounded-lg border border-neutral-200 bg-white p-5">
                  <div className="flex items-center gap-3">
                    <span className="inline-flex size-9 items-center justify-center rounded-md bg-accent-50 text-accent-800">
                      <Icon className="size-5" />
                    </span>
                    <h3 className="text-base font-semibold text-neutral-900">{t(`home.capabilities.items.${key}.title`)}</h3>
                  </div>
                  <p className="mt-3 flex-1 text-neutral-700">{t(`home.capabilities.items.${key}.body`)}</p>
                  <Link to={href(to)} className="mt-4 text-sm font-medium text-accent-800 underline underline-offset-4">
                    {t('home.capabilities.more')}
                    <span className="sr-only">: {t(`home.capabilities.items.${key}.title`)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="home-library" className="border-y border-neutral-200 bg-neutral-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h2 id="home-library" className="text-2xl font-semibold text-neutral-900">
            {t('home.library.title')}
          </h2>
          <p className="mt-2 max-w-3xl text-neutral-700">{t('home.library.lead')}</p>
          <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {sources.map((key) => (
              <div key={key} className="rounded-lg border border-neutral-200 bg-white p-4">
                <dt className="font-semibold text-neutral-900">{t(`home.library.sources.${key}.name`)}</dt>
                <dd className="mt-1 text-neutral-700">{t(`home.library.sources.${key}.detail`)}</dd>
              </div>
            ))}
          </dl>
          <Link to={href('/sources')} className="mt-6 inline-block font-medium text-accent-800 underline underline-offset-4">
            {t('home.library.link')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="home-traceable" className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:py-16 md:grid-cols-2">
        <div>
          <h2 id="home-traceable" className="text-2xl font-semibold text-neutral-900">
            {t('home.traceable.title')}
          </h2>
          <p className="mt-3 text-neutral-700">{t('home.traceable.body')}</p>
        </div>
        <CheckList items={[t('home.traceable.points.factors'), t('home.traceable.points.units'), t('home.traceable.points.languages')]} />
      </section>

      <section aria-labelledby="home-steps" className="border-t border-neutral-200">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
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
        </div>
      </section>

      <CtaBand
        title={t('home.final_cta.title')}
        body={t('home.final_cta.body')}
        primary={{ to: '/login?mode=register', label: t('home.cta.create_account') }}
        secondary={{ to: href('/pricing'), label: t('home.cta.see_pricing') }}
      />
    </>
  );
}
