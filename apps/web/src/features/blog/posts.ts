import type { AppLocale } from '@carbon/i18n/locale';
import { createSuspenseCache } from '@/lib/suspense-cache';
import { postsInLanguage, type BlogPostMeta } from './blog-list';

/**
 * The posts, turned into data at build time by plugins/blog-content.ts: `?blog-meta` gives the front
 * matter (small, bundled with the blog list), `?blog-html` the rendered body (one chunk per post,
 * loaded when the post opens). The browser never ships a Markdown parser.
 */
const metaModules = import.meta.glob<BlogPostMeta>('../../../content/blog/*/*.md', { query: '?blog-meta', import: 'default', eager: true });
const htmlModules = import.meta.glob<string>('../../../content/blog/*/*.md', { query: '?blog-html', import: 'default' });

function keyOf(locale: AppLocale, id: string): string {
  return `../../../content/blog/${locale}/${id}.md`;
}

export const allPosts: readonly BlogPostMeta[] = Object.values(metaModules);

export function listPosts(locale: AppLocale): BlogPostMeta[] {
  return postsInLanguage(allPosts, locale);
}

export function findPost(locale: AppLocale, id: string): BlogPostMeta | undefined {
  return metaModules[keyOf(locale, id)];
}

export interface BlogPost {
  meta: BlogPostMeta;
  html: string;
}

const postCache = createSuspenseCache<BlogPost | null>();

/** The post with its body, or null for an unknown id (the page then shows the not-found page). */
export function loadPost(locale: AppLocale, id: string) {
  return postCache(`${locale}/${id}`, async () => {
    const meta = findPost(locale, id);
    const loadHtml = htmlModules[keyOf(locale, id)];
    if (!meta || !loadHtml) return null;
    return { meta, html: await loadHtml() };
  });
}

/** Every post id, for the prerender and the sitemap (ids are the same in both languages). */
export function postIds(): string[] {
  return [...new Set(allPosts.map((post) => post.id))].sort();
}
