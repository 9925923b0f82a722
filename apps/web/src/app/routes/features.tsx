import { useTranslation } from 'react-i18next';
import { ReportSheetIllustration } from '@/features/public/components/illustrations/report-sheet';
import { RouteIllustration } from '@/features/public/components/illustrations/route';
import { TariffSlotsIllustration } from '@/features/public/components/illustrations/tariff-slots';
import { TrajectoryIllustration } from '@/features/public/components/illustrations/trajectory';
import { AreaCards, PageHero, Section } from '@/features/public/components/marketing';
import { MarketingArticle, MarketingCta } from '@/features/public/components/marketing-page';
import { useLocalizedPath } from '@/lib/localized-path';
import { usePageMeta } from '@/lib/page-meta';

export function FeaturesRoute() {
  const { t } = useTranslation('features');
  usePageMeta({ title: t('overview.meta.title'), description: t('overview.meta.description') });
  return (
    <>
      <PageHero eyebrow={t('overview.hero.eyebrow')} title={t('overview.hero.title')} lead={t('overview.hero.lead')} />
      <Section id="features-groups" title={t('overview.groups_title')}>
        <AreaCards
          title={(key) => t(`overview.groups.${key}.title`)}
          body={(key) => t(`overview.groups.${key}.body`)}
          more={t('overview.more')}
        />
      </Section>
      <Section id="features-principles" title={t('overview.principles.title')} band="border-t border-neutral-200 bg-neutral-50">
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {(['traceable', 'units', 'bilingual'] as const).map((key) => (
            <li key={key}>
              <h3 className="font-semibold text-neutral-900">{t(`overview.principles.items.${key}.title`)}</h3>
              <p className="mt-2 text-neutral-700">{t(`overview.principles.items.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <MarketingCta t={t} secondaryTo="/pricing" />
    </>
  );
}

export function EnergyFeatureRoute() {
  const { t } = useTranslation('features');
  const href = useLocalizedPath();
  return (
    <MarketingArticle
      t={t}
      page="energy"
      illustration={(figure) => (
        <TariffSlotsIllustration
          text={figure}
          labels={{
            peak: t('energy.figure.peak'),
            off_peak: t('energy.figure.off_peak'),
            high_season: t('energy.figure.high_season'),
            low_season: t('energy.figure.low_season'),
          }}
        />
      )}
      related={[
        { to: href('/features/scenarios'), label: t('energy.related.scenarios') },
        { to: href('/solutions/carbon-accounting'), label: t('energy.related.carbon_accounting') },
      ]}
      ctaSecondaryTo="/pricing"
    />
  );
}

export function TransportFeatureRoute() {
  const { t } = useTranslation('features');
  const href = useLocalizedPath();
  return (
    <MarketingArticle
      t={t}
      page="transport"
      illustration={(figure) => (
        <RouteIllustration
          text={figure}
          labels={{ origin: t('transport.figure.origin'), destination: t('transport.figure.destination'), formula: t('transport.figure.formula') }}
        />
      )}
      related={[
        { to: href('/features/scenarios'), label: t('transport.related.scenarios') },
        { to: href('/solutions/supply-chain-emissions'), label: t('transport.related.supply_chain') },
      ]}
      ctaSecondaryTo="/pricing"
    />
  );
}

export function ScenariosFeatureRoute() {
  const { t } = useTranslation('features');
  const href = useLocalizedPath();
  return (
    <MarketingArticle
      t={t}
      page="scenarios"
      illustration={(figure) => (
        <TrajectoryIllustration
          text={figure}
          labels={{
            baseline: t('scenarios.figure.baseline'),
            with_scenarios: t('scenarios.figure.with_scenarios'),
            pathway: t('scenarios.figure.pathway'),
          }}
        />
      )}
      related={[
        { to: href('/features/energy'), label: t('scenarios.related.energy') },
        { to: href('/features/reports'), label: t('scenarios.related.reports') },
      ]}
      ctaSecondaryTo="/pricing"
    />
  );
}

export function ReportsFeatureRoute() {
  const { t } = useTranslation('features');
  const href = useLocalizedPath();
  return (
    <MarketingArticle
      t={t}
      page="reports"
      illustration={(figure) => <ReportSheetIllustration text={figure} />}
      related={[
        { to: href('/outputs'), label: t('reports.related.outputs') },
        { to: href('/solutions/carbon-accounting'), label: t('reports.related.carbon_accounting') },
      ]}
      ctaSecondaryTo="/pricing"
    />
  );
}
