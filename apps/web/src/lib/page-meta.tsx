import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageMeta {
  title: string;
  description: string;
  /** Open Graph type: a blog post is an article, every other page a website. */
  kind?: 'website' | 'article';
  /** YYYY-MM-DD, for an article. */
  published?: string;
}

/** Collects the page's title and description while the build prerenders it (entry-server.tsx). */
export interface PageMetaCollector {
  report: (meta: PageMeta) => void;
}

const PageMetaContext = createContext<PageMetaCollector | null>(null);

export function PageMetaProvider({ collector, children }: { collector: PageMetaCollector; children: ReactNode }) {
  return <PageMetaContext.Provider value={collector}>{children}</PageMetaContext.Provider>;
}

/** A description of at most about 160 characters (what search results show), cut at a word. */
export function metaDescription(text: string, max = 160): string {
  // Line breaks and runs of spaces only: the no-break spaces of French numbers ("2 375,5") and before ":" stay.
  const clean = text.replace(/[ \t\r\n\f\v]+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).replace(/[,;:.]$/, '')}…`;
}

/** "Pricing · Carbon Ledger": the same format in the prerendered head and in the tab after navigation. */
export function documentTitle(title: string, brand: string): string {
  return title ? `${title} · ${brand}` : brand;
}

function setMetaContent(selector: string, content: string): void {
  const element = document.head.querySelector<HTMLMetaElement>(selector);
  if (element) element.content = content;
}

/**
 * A public page's title and description. The prerender reads them while rendering (no effects run
 * there) to write the head; in the browser they follow client-side navigation, so the tab, the
 * history and a shared link describe the page shown (WCAG 2.4.2).
 */
export function usePageMeta({ title, description, kind, published }: PageMeta): void {
  const collector = useContext(PageMetaContext);
  const { t } = useTranslation();
  const brand = t('brand');
  collector?.report({ title, description, kind, published });
  useEffect(() => {
    const full = documentTitle(title, brand);
    document.title = full;
    setMetaContent('meta[name="description"]', description);
    setMetaContent('meta[property="og:title"]', full);
    setMetaContent('meta[property="og:description"]', description);
  }, [title, description, brand]);
}
