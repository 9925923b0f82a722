import { useTranslation } from 'react-i18next';
import { MethodStepsIllustration } from '@/features/public/components/illustrations/method-steps';
import { ProductTreeIllustration } from '@/features/public/components/illustrations/product-tree';
import { SiteStacksIllustration } from '@/features/public/components/illustrations/site-stacks';
import { MarketingArticle } from '@/features/public/components/marketing-page';
import { useLocalizedPath } from '@/lib/localized-path';

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
    <MarketingArticle
      t={t}
      page="pcf"
      illustration={(figure) => <ProductTreeIllustration text={figure} labels={labels} />}
      related={[
        { to: href('/solutions/supply-chain-emissions'), label: t('pcf.related.supply_chain') },
        { to: href('/outputs'), label: t('pcf.related.outputs') },
        { to: href('/blog/iso-14067-product-carbon-footprint'), label: t('pcf.related.blog_post') },
      ]}
      ctaSecondaryTo="/contact"
    />
  );
}

export function SupplyChainEmissionsRoute() {
  const { t } = useTranslation('solutions');
  const href = useLocalizedPath();
  return (
    <MarketingArticle
      t={t}
      page="supply_chain"
      illustration={(figure) => (
        <MethodStepsIllustration
          text={figure}
          labels={{ spend: t('supply_chain.figure.spend'), average: t('supply_chain.figure.average'), supplier: t('supply_chain.figure.supplier') }}
        />
      )}
      related={[
        { to: href('/solutions/product-carbon-footprint'), label: t('supply_chain.related.pcf') },
        { to: href('/features/transport'), label: t('supply_chain.related.transport') },
        { to: href('/blog/scope-3-categories-explained'), label: t('supply_chain.related.blog_post') },
      ]}
      ctaSecondaryTo="/contact"
    />
  );
}

export function CarbonAccountingRoute() {
  const { t } = useTranslation('solutions');
  const href = useLocalizedPath();
  return (
    <MarketingArticle
      t={t}
      page="carbon_accounting"
      illustration={(figure) => <SiteStacksIllustration text={figure} />}
      related={[
        { to: href('/features/reports'), label: t('carbon_accounting.related.reports') },
        { to: href('/features/energy'), label: t('carbon_accounting.related.energy') },
        { to: href('/blog/beges-obligation-france'), label: t('carbon_accounting.related.blog_post') },
      ]}
      ctaSecondaryTo="/contact"
    />
  );
}
