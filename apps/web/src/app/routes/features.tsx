import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { icons, type IconName } from '@/components/ui/icons';
import { ReportSheetIllustration } from '@/features/public/components/illustrations/report-sheet';
import { RouteIllustration } from '@/features/public/components/illustrations/route';
import { TariffSlotsIllustration } from '@/features/public/components/illustrations/tariff-slots';
import { TrajectoryIllustration } from '@/features/public/components/illustrations/trajectory';
import { CtaBand, MarketingSections, PageHero, RelatedLinks, type MarketingSection } from '@/features/public/components/marketing';
import { useLocalizedPath } from '@/lib/localized-path';
import { usePageMeta } from '@/lib/page-meta';

const groups: { key: 'energy' | 'transport' | 'scenarios' | 'reports' | 'inventory' | 'products'; to: string; icon: IconName }[] = [
  { key: 'inventory', to: '/solutions/carbon-accounting', icon: 'company' },
  { key: 'products', to: '/solutions/product-carbon-footprint', icon: 'products' },
  { key: 'energy', to: '/features/energy', icon: 'dashboard' },
  { key: 'transport', to: '/features/transport', icon: 'portfolio' },
  { key: 'scenarios', to: '/features/scenarios', icon: 'scenarios' },
  { key: 'reports', to: '/features/reports', icon: 'reports' },
];

function FeaturesCta() {
  const { t } = useTranslation('features');
  const href = useLocalizedPath();
  return (
    <CtaBand
      title={t('shared.cta.title')}
      body={t('shared.cta.body')}
      primary={{ to: '/login?mode=register', label: t('shared.cta.primary') }}
      secondary={{ to: href('/pricing'), label: t('shared.cta.secondary') }}
    />
  );
}

export function FeaturesRoute() {
  const { t } = useTranslation('features');
  const href = useLocalizedPath();
  usePageMeta({ title: t('overview.meta.title'), description: t('overview.meta.description') });
  return (
    <>
      <PageHero eyebrow={t('overview.hero.eyebrow')} title={t('overview.hero.title')} lead={t('overview.hero.lead')} />
      <section aria-labelledby="features-groups" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id="features-groups" className="text-2xl font-semibold text-neutral-900">
          {t('overview.groups_title')}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map(({ key, to, icon }) => {
            const Icon = icons[icon];
            return (
              <li key={key} className="flex flex-col rounded-lg border border-neutral-200 bg-white p-5">
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-9 items-center justify-center rounded-md bg-accent-50 text-accent-800">
                    <Icon className="size-5" />
                  </span>
                  <h3 className="text-base font-semibold text-neutral-900">{t(`overview.groups.${key}.title`)}</h3>
                </div>
                <p className="mt-3 flex-1 text-neutral-700">{t(`overview.groups.${key}.body`)}</p>
                <Link to={href(to)} className="mt-4 text-sm font-medium text-accent-800 underline underline-offset-4">
                  {t('overview.more')}
                  <span className="sr-only">: {t(`overview.groups.${key}.title`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="features-principles" className="border-t border-neutral-200 bg-neutral-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h2 id="features-principles" className="text-2xl font-semibold text-neutral-900">
            {t('overview.principles.title')}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {(['traceable', 'units', 'bilingual'] as const).map((key) => (
              <li key={key}>
                <h3 className="font-semibold text-neutral-900">{t(`overview.principles.items.${key}.title`)}</h3>
                <p className="mt-2 text-neutral-700">{t(`overview.principles.items.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <FeaturesCta />
    </>
  );
}

type DetailKey = 'energy' | 'transport' | 'scenarios' | 'reports';

function useDetail(key: DetailKey) {
  const { t } = useTranslation('features');
  usePageMeta({ title: t(`${key}.meta.title`), description: t(`${key}.meta.description`) });
  return {
    t,
    hero: { eyebrow: t(`${key}.hero.eyebrow`), title: t(`${key}.hero.title`), lead: t(`${key}.hero.lead`) },
    sections: t(`${key}.sections`, { returnObjects: true }) as MarketingSection[],
    figure: { title: t(`${key}.figure.title`), description: t(`${key}.figure.description`) },
  };
}

export function EnergyFeatureRoute() {
  const { t, hero, sections, figure } = useDetail('energy');
  const href = useLocalizedPath();
  return (
    <>
      <PageHero
        {...hero}
        illustration={
          <TariffSlotsIllustration
            text={figure}
            labels={{
              peak: t('energy.figure.peak'),
              off_peak: t('energy.figure.off_peak'),
              high_season: t('energy.figure.high_season'),
              low_season: t('energy.figure.low_season'),
            }}
          />
        }
      />
      <MarketingSections sections={sections} />
      <RelatedLinks
        title={t('shared.related')}
        links={[
          { to: href('/features/scenarios'), label: t('energy.related.scenarios') },
          { to: href('/solutions/carbon-accounting'), label: t('energy.related.carbon_accounting') },
        ]}
      />
      <FeaturesCta />
    </>
  );
}

export function TransportFeatureRoute() {
  const { t, hero, sections, figure } = useDetail('transport');
  const href = useLocalizedPath();
  return (
    <>
      <PageHero
        {...hero}
        illustration={
          <RouteIllustration
            text={figure}
            labels={{ origin: t('transport.figure.origin'), destination: t('transport.figure.destination'), formula: t('transport.figure.formula') }}
          />
        }
      />
      <MarketingSections sections={sections} />
      <RelatedLinks
        title={t('shared.related')}
        links={[
          { to: href('/features/scenarios'), label: t('transport.related.scenarios') },
          { to: href('/solutions/supply-chain-emissions'), label: t('transport.related.supply_chain') },
        ]}
      />
      <FeaturesCta />
    </>
  );
}

export function ScenariosFeatureRoute() {
  const { t, hero, sections, figure } = useDetail('scenarios');
  const href = useLocalizedPath();
  return (
    <>
      <PageHero
        {...hero}
        illustration={
          <TrajectoryIllustration
            text={figure}
            labels={{
              baseline: t('scenarios.figure.baseline'),
              with_scenarios: t('scenarios.figure.with_scenarios'),
              pathway: t('scenarios.figure.pathway'),
            }}
          />
        }
      />
      <MarketingSections sections={sections} />
      <RelatedLinks
        title={t('shared.related')}
        links={[
          { to: href('/features/energy'), label: t('scenarios.related.energy') },
          { to: href('/features/reports'), label: t('scenarios.related.reports') },
        ]}
      />
      <FeaturesCta />
    </>
  );
}

export function ReportsFeatureRoute() {
  const { t, hero, sections, figure } = useDetail('reports');
  const href = useLocalizedPath();
  return (
    <>
      <PageHero {...hero} illustration={<ReportSheetIllustration text={figure} />} />
      <MarketingSections sections={sections} />
      <RelatedLinks
        title={t('shared.related')}
        links={[
          { to: href('/outputs'), label: t('reports.related.outputs') },
          { to: href('/solutions/carbon-accounting'), label: t('reports.related.carbon_accounting') },
        ]}
      />
      <FeaturesCta />
    </>
  );
}
