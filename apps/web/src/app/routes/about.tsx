import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { MarketingSections, PageHero, type MarketingSection } from '@/features/public/components/marketing';
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
      <section aria-labelledby="about-contact" className="border-t border-neutral-200 bg-neutral-50">
        <div className="mx-auto max-w-3xl px-4 py-12">
          <h2 id="about-contact" className="text-2xl font-semibold text-neutral-900">
            {t('cta.title')}
          </h2>
          <p className="mt-2 text-neutral-700">{t('cta.body')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={href('/contact')} className={buttonClasses('primary')}>
              {t('cta.contact')}
            </Link>
            <Link to={href('/blog')} className={buttonClasses('secondary')}>
              {t('cta.blog')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
