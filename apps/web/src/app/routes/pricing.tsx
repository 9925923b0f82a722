import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHero } from '@/features/public/components/marketing';
import { PricingPlans, usePriceValues } from '@/features/pricing/components/pricing-plans';
import { useLocalizedPath } from '@/lib/localized-path';
import { usePageMeta } from '@/lib/page-meta';

export function PricingRoute() {
  const { t } = useTranslation('pricing');
  const href = useLocalizedPath();
  const values = usePriceValues();
  usePageMeta({ title: t('meta.title'), description: t('meta.description', values) });
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <PricingPlans />
      <p className="mx-auto max-w-6xl px-4 pb-12 text-center">
        <Link to={href('/contact')} className="font-medium text-accent-800 underline underline-offset-4">
          {t('cta.contact')}
        </Link>
      </p>
    </>
  );
}
