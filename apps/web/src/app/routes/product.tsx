import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { AppWindowIllustration } from '@/features/public/components/illustrations/app-window';
import { ReportSheetIllustration } from '@/features/public/components/illustrations/report-sheet';
import { PageHero, Section } from '@/features/public/components/marketing';
import { MarketingArticle, MarketingCta, RelatedLinks } from '@/features/public/components/marketing-page';
import { useLocalizedPath } from '@/lib/localized-path';
import { usePageMeta } from '@/lib/page-meta';

export function ProductRoute() {
  const { t } = useTranslation('product');
  const href = useLocalizedPath();
  return (
    <MarketingArticle
      t={t}
      page="product"
      illustration={(figure) => <AppWindowIllustration text={figure} />}
      related={[
        { to: href('/features'), label: t('product.related.features') },
        { to: href('/pricing'), label: t('product.related.pricing') },
      ]}
      ctaSecondaryTo="/pricing"
    />
  );
}

const outputKeys = ['inventory', 'beges', 'product', 'public_report', 'scenarios', 'analytics'] as const;
const formatKeys = ['pdf', 'csv', 'excel'] as const;

export function OutputsRoute() {
  const { t } = useTranslation('product');
  const href = useLocalizedPath();
  usePageMeta({ title: t('outputs.meta.title'), description: t('outputs.meta.description') });
  return (
    <>
      <PageHero
        eyebrow={t('outputs.hero.eyebrow')}
        title={t('outputs.hero.title')}
        lead={t('outputs.hero.lead')}
        illustration={<ReportSheetIllustration text={{ title: t('outputs.figure.title'), description: t('outputs.figure.description') }} />}
        actions={
          <Link to={href('/pricing')} className={buttonClasses('secondary')}>
            {t('product.related.pricing')}
          </Link>
        }
      />
      <Section id="outputs-items" title={t('outputs.items_title')}>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {outputKeys.map((key) => (
            <li key={key} className="rounded-lg border border-neutral-200 bg-white p-5">
              <h3 className="text-base font-semibold text-neutral-900">{t(`outputs.items.${key}.title`)}</h3>
              <p className="mt-2 text-neutral-700">{t(`outputs.items.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="outputs-formats" title={t('outputs.formats.title')} band="border-t border-neutral-200 bg-neutral-50">
        <dl className="mt-8 grid gap-6 md:grid-cols-3">
          {formatKeys.map((key) => (
            <div key={key}>
              <dt className="font-semibold text-neutral-900">{t(`outputs.formats.items.${key}.name`)}</dt>
              <dd className="mt-1 text-neutral-700">{t(`outputs.formats.items.${key}.body`)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-sm text-neutral-700">{t('outputs.formats.note')}</p>
      </Section>
      <div className="pt-12">
        <RelatedLinks
          title={t('shared.related')}
          links={[
            { to: href('/features/reports'), label: t('outputs.related.reports') },
          ]}
        />
      </div>
      <MarketingCta t={t} secondaryTo="/pricing" />
    </>
  );
}
