import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/lib/localized-path';
import { usePageMeta } from '@/lib/page-meta';
import type { FigureText } from './illustrations/frame';
import { CheckList, CtaBand, PageHero, type LinkTarget } from './marketing';

// The parts of the marketing pages the home page does not use, apart from marketing.tsx so that it does not load them.

/** The shape of a marketing page's sections in the catalogs (features, product, solutions, about). */
export interface MarketingSection {
  title: string;
  body: string[];
  points?: string[];
}

/** Headed sections of running text, each with its optional list of points. */
export function MarketingSections({ sections }: { sections: readonly MarketingSection[] }) {
  return (
    <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 sm:py-16">
      {sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2 className="text-2xl font-semibold text-neutral-900">{section.title}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-base text-neutral-700">
              {paragraph}
            </p>
          ))}
          {section.points && section.points.length > 0 && <CheckList items={section.points} className="mt-4" />}
        </section>
      ))}
    </div>
  );
}

export function RelatedLinks({ title, links }: { title: string; links: readonly LinkTarget[] }) {
  return (
    <nav aria-label={title} className="mx-auto max-w-3xl px-4 pb-12">
      <h2 className="text-sm font-semibold tracking-wide text-neutral-600 uppercase">{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex items-center gap-1 rounded-md border border-neutral-200 px-3 py-2 text-sm font-medium text-accent-800 hover:border-accent-600 hover:bg-accent-50"
            >
              {link.label}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type SharedKey = 'shared.related' | 'shared.cta.title' | 'shared.cta.body' | 'shared.cta.primary' | 'shared.cta.secondary';
type PageKey = 'meta.title' | 'meta.description' | 'hero.eyebrow' | 'hero.title' | 'hero.lead' | 'figure.title' | 'figure.description';

/**
 * A catalog's translate function (features, product, solutions), narrowed to the keys a marketing page reads: the
 * caller passes its typed `t`, so a page whose catalog lacks one of these keys still fails the type check.
 */
export type MarketingT<P extends string = never> = ((key: SharedKey | `${P}.${PageKey}`) => string) &
  ((key: `${P}.sections`, options: { returnObjects: true }) => unknown);

/** The closing band of the features, product and solutions pages, from their catalog's `shared.cta`. */
export function MarketingCta({ t, secondaryTo }: { t: MarketingT; secondaryTo: string }) {
  const href = useLocalizedPath();
  return (
    <CtaBand
      title={t('shared.cta.title')}
      body={t('shared.cta.body')}
      primary={{ to: '/login?mode=register', label: t('shared.cta.primary') }}
      secondary={{ to: href(secondaryTo), label: t('shared.cta.secondary') }}
    />
  );
}

interface MarketingArticleProps<P extends string> {
  t: MarketingT<P>;
  /** The page's key in its catalog: its meta, hero, figure and sections are read below it. */
  page: P;
  illustration: (figure: FigureText) => ReactNode;
  related: LinkTarget[];
  /** Where the closing band's second link leads, unlocalized (pricing, or contact from the solutions pages). */
  ctaSecondaryTo: string;
}

/** A page that presents one part of the product: hero and figure, sections, related pages, call to action. */
export function MarketingArticle<P extends string>({ t, page, illustration, related, ctaSecondaryTo }: MarketingArticleProps<P>) {
  usePageMeta({ title: t(`${page}.meta.title`), description: t(`${page}.meta.description`) });
  return (
    <>
      <PageHero
        eyebrow={t(`${page}.hero.eyebrow`)}
        title={t(`${page}.hero.title`)}
        lead={t(`${page}.hero.lead`)}
        illustration={illustration({ title: t(`${page}.figure.title`), description: t(`${page}.figure.description`) })}
      />
      <MarketingSections sections={t(`${page}.sections`, { returnObjects: true }) as MarketingSection[]} />
      <RelatedLinks title={t('shared.related')} links={related} />
      <MarketingCta t={t} secondaryTo={ctaSecondaryTo} />
    </>
  );
}
