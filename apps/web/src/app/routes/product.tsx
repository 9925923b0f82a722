import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { AppWindowIllustration } from '@/features/public/components/illustrations/app-window';
import { ReportSheetIllustration } from '@/features/public/components/illustrations/report-sheet';
import { CtaBand, MarketingSections, PageHero, RelatedLinks, type MarketingSection } from '@/features/public/components/marketing';
import { useLocalizedPath } from '@/lib/localized-path';
import { usePageMeta } from '@/lib/page-meta';

function ProductCta() {
  const { t } = useTranslation('product');
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

export function ProductRoute() {
  const { t } = useTranslation('product');
  const href = useLocalizedPath();
  usePageMeta({ title: t('product.meta.title'), description: t('product.meta.description') });
  return (
    <>
      <PageHero
        eyebrow={t('product.hero.eyebrow')}
        title={t('product.hero.title')}
        lead={t('product.hero.lead')}
        illustration={<AppWindowIllustration text={{ title: t('product.figure.title'), description: t('product.figure.description') }} />}
      />
      <MarketingSections sections={t('product.sections', { returnObjects: true }) as MarketingSection[]} />
      <RelatedLinks
        title={t('shared.related')}
        links={[
          { to: href('/features'), label: t('product.related.features') },
          { to: href('/pricing'), label: t('product.related.pricing') },
        ]}
      />
      <ProductCta />
    </>
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
      <section aria-labelledby="outputs-items" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id="outputs-items" className="text-2xl font-semibold text-neutral-900">
          {t('outputs.items_title')}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {outputKeys.map((key) => (
            <li key={key} className="rounded-lg border border-neutral-200 bg-white p-5">
              <h3 className="text-base font-semibold text-neutral-900">{t(`outputs.items.${key}.title`)}</h3>
              <p className="mt-2 text-neutral-700">{t(`outputs.items.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="outputs-formats" className="border-t border-neutral-200 bg-neutral-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h2 id="outputs-formats" className="text-2xl font-semibold text-neutral-900">
            {t('outputs.formats.title')}
          </h2>
          <dl className="mt-8 grid gap-6 md:grid-cols-3">
            {formatKeys.map((key) => (
              <div key={key}>
                <dt className="font-semibold text-neutral-900">{t(`outputs.formats.items.${key}.name`)}</dt>
                <dd className="mt-1 text-neutral-700">{t(`outputs.formats.items.${key}.body`)}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-sm text-neutral-700">{t('outputs.formats.note')}</p>
        </div>
      </section>
      <div className="pt-12">
        <RelatedLinks
          title={t('shared.related')}
          links={[
            { to: href('/features/reports'), label: t('outputs.related.reports') },
          ]}
        />
      </div>
      <ProductCta />
    </>
  );
}
