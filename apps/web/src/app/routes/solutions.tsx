import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MethodStepsIllustration } from '@/features/public/components/illustrations/method-steps';
import { ProductTreeIllustration } from '@/features/public/components/illustrations/product-tree';
import { SiteStacksIllustration } from '@/features/public/components/illustrations/site-stacks';
import { CtaBand, MarketingSections, PageHero, RelatedLinks, type LinkTarget, type MarketingSection } from '@/features/public/components/marketing';
import { useLocalizedPath } from '@/lib/localized-path';
import { usePageMeta } from '@/lib/page-meta';

type SolutionKey = 'pcf' | 'supply_chain' | 'carbon_accounting';

function SolutionPage({ page, illustration, related }: { page: SolutionKey; illustration: ReactNode; related: LinkTarget[] }) {
  const { t } = useTranslation('solutions');
  const href = useLocalizedPath();
  usePageMeta({ title: t(`${page}.meta.title`), description: t(`${page}.meta.description`) });
  return (
    <>
      <PageHero eyebrow={t(`${page}.hero.eyebrow`)} title={t(`${page}.hero.title`)} lead={t(`${page}.hero.lead`)} illustration={illustration} />
      <MarketingSections sections={t(`${page}.sections`, { returnObjects: true }) as MarketingSection[]} />
      <RelatedLinks title={t('shared.related')} links={related} />
      <CtaBand
        title={t('shared.cta.title')}
        body={t('shared.cta.body')}
        primary={{ to: '/login?mode=register', label: t('shared.cta.primary') }}
        secondary={{ to: href('/contact'), label: t('shared.cta.secondary') }}
      />
    </>
  );
}

export function ProductCarbonFootprintRoute() {
  const { t } = useTranslation('solutions');
  const href = useLocalizedPath();
  const labels = {
    product: t('pcf.figure.product'),
    component: t('pcf.figure.component'),
    ingredient: t('pcf.figure.ingredient'),
    material: t('pcf.figure.material'),
    energy: t('pcf.figure.energy'),
    transport: t('pcf.figure.transport'),
    packaging: t('pcf.figure.packaging'),
  };
  return (
    <SolutionPage
      page="pcf"
      illustration={<ProductTreeIllustration text={{ title: t('pcf.figure.title'), description: t('pcf.figure.description') }} labels={labels} />}
      related={[
        { to: href('/solutions/supply-chain-emissions'), label: t('pcf.related.supply_chain') },
        { to: href('/outputs'), label: t('pcf.related.outputs') },
        { to: href('/blog/iso-14067-product-carbon-footprint'), label: t('pcf.related.blog_post') },
      ]}
    />
  );
}

export function SupplyChainEmissionsRoute() {
  const { t } = useTranslation('solutions');
  const href = useLocalizedPath();
  return (
    <SolutionPage
      page="supply_chain"
      illustration={
        <MethodStepsIllustration
          text={{ title: t('supply_chain.figure.title'), description: t('supply_chain.figure.description') }}
          labels={{ spend: t('supply_chain.figure.spend'), average: t('supply_chain.figure.average'), supplier: t('supply_chain.figure.supplier') }}
        />
      }
      related={[
        { to: href('/solutions/product-carbon-footprint'), label: t('supply_chain.related.pcf') },
        { to: href('/features/transport'), label: t('supply_chain.related.transport') },
        { to: href('/blog/scope-3-categories-explained'), label: t('supply_chain.related.blog_post') },
      ]}
    />
  );
}

export function CarbonAccountingRoute() {
  const { t } = useTranslation('solutions');
  const href = useLocalizedPath();
  return (
    <SolutionPage
      page="carbon_accounting"
      illustration={<SiteStacksIllustration text={{ title: t('carbon_accounting.figure.title'), description: t('carbon_accounting.figure.description') }} />}
      related={[
        { to: href('/features/reports'), label: t('carbon_accounting.related.reports') },
        { to: href('/features/energy'), label: t('carbon_accounting.related.energy') },
        { to: href('/blog/beges-obligation-france'), label: t('carbon_accounting.related.blog_post') },
      ]}
    />
  );
}
