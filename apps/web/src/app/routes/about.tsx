import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHero, Section } from '@/features/public/components/marketing';
import { MarketingSections, type MarketingSection } from '@/features/public/components/marketing-page';
import { useLocalizedPath } from '@/lib/localized-path';
import { usePageMeta } from '@/lib/page-meta';

export function AboutRoute() {
  const { t } = useTranslation('about');
  const href = useLocalizedPath();
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <MarketingSections sections={t('sections', { returnObjects: true }) as MarketingSection[]} />
      <Section id="about-contact" title={t('cta.title')} lead={t('cta.body')} band="border-t border-neutral-200 bg-neutral-50" width="narrow">
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={href('/contact')} className={buttonClasses('primary')}>
            {t('cta.contact')}
          </Link>
          <Link to={href('/blog')} className={buttonClasses('secondary')}>
            {t('cta.blog')}
          </Link>
        </div>
      </Section>
    </>
  );
}
