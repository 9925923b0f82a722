import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useLocalizedPath } from '@/lib/localized-path';
import { ScopeBarsIllustration } from './illustrations/scope-bars';
import { AreaCards, CheckList, CtaBand, PageHero, Section } from './marketing';

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

      <Section id="home-audience" title={t('home.audience.title')} lead={t('home.audience.lead')}>
        <CheckList className="mt-6 max-w-3xl" items={[t('home.audience.items.beges'), t('home.audience.items.customers'), t('home.audience.items.csrd')]} />
      </Section>

      <Section id="home-capabilities" title={t('home.capabilities.title')} band="border-t border-neutral-200">
        <p className="mt-2 max-w-2xl text-neutral-700">{t('home.capabilities.lead')}</p>
        <AreaCards
          title={(key) => t(`home.capabilities.items.${key}.title`)}
          body={(key) => t(`home.capabilities.items.${key}.body`)}
          more={t('home.capabilities.more')}
        />
      </Section>

      <Section id="home-library" title={t('home.library.title')} lead={t('home.library.lead')} band="border-y border-neutral-200 bg-neutral-50">
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
      </Section>

      <section aria-labelledby="home-traceable" className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:py-16 md:grid-cols-2">
        <div>
          <h2 id="home-traceable" className="text-2xl font-semibold text-neutral-900">
            {t('home.traceable.title')}
          </h2>
          <p className="mt-3 text-neutral-700">{t('home.traceable.body')}</p>
        </div>
        <CheckList items={[t('home.traceable.points.factors'), t('home.traceable.points.units'), t('home.traceable.points.languages')]} />
      </section>

      <Section id="home-steps" title={t('home.steps.title')} band="border-t border-neutral-200">
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {steps.map((key, index) => (
            <li key={key} className="rounded-lg border border-neutral-200 bg-white p-5">
              <span className="text-sm font-semibold text-accent-800">{t('home.steps.step_label', { number: index + 1 })}</span>
              <h3 className="mt-1 text-base font-semibold text-neutral-900">{t(`home.steps.items.${key}.title`)}</h3>
              <p className="mt-2 text-neutral-700">{t(`home.steps.items.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand
        title={t('home.final_cta.title')}
        body={t('home.final_cta.body')}
        primary={{ to: '/login?mode=register', label: t('home.cta.create_account') }}
        secondary={{ to: href('/pricing'), label: t('home.cta.see_pricing') }}
      />
    </>
  );
}
