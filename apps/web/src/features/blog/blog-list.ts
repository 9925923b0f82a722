import type { AppLocale } from '@carbon/i18n/locale';

/** What the list shows of a post; the plugin derives it from the front matter at build time. */
export interface BlogPostMeta {
  id: string;
  language: AppLocale;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  author: string;
  summary: string;
  tags: string[];
  readingMinutes: number;
}

export const BLOG_PAGE_SIZE = 4;

/** Newest first; posts of the same day by title, so the order never depends on file order. */
export function sortNewestFirst<T extends Pick<BlogPostMeta, 'date' | 'title'>>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => (a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1));
}

/** The URL form of a tag: lower case, accents dropped, words joined by hyphens ("Scope 3" → "scope-3"). */
export function tagSlug(tag: string): string {
  return tag
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function filterByTag<T extends Pick<BlogPostMeta, 'tags'>>(posts: readonly T[], slug: string | null | undefined): T[] {
  if (!slug) return [...posts];
  return posts.filter((post) => post.tags.some((tag) => tagSlug(tag) === slug));
}

/** Every tag of the posts with how many posts carry it, most used first, then alphabetically. */
export function collectTags(posts: readonly Pick<BlogPostMeta, 'tags'>[], locale: AppLocale): { tag: string; slug: string; count: number }[] {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const slug = tagSlug(tag);
      const entry = counts.get(slug);
      if (entry) entry.count += 1;
      else counts.set(slug, { tag, count: 1 });
    }
  }
  return [...counts.entries()]
    .map(([slug, { tag, count }]) => ({ tag, slug, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, locale));
}

export interface BlogPage<T> {
  items: T[];
  /** 1-based, clamped to the existing pages. */
  page: number;
  pageCount: number;
  total: number;
}

/** A page number from the URL: anything that is not a whole number from 1 reads as page 1. */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number = BLOG_PAGE_SIZE): BlogPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pageCount, total: items.length };
}

/** The posts of one language, newest first (the list follows the interface language). */
export function postsInLanguage<T extends Pick<BlogPostMeta, 'language' | 'date' | 'title'>>(posts: readonly T[], locale: AppLocale): T[] {
  return sortNewestFirst(posts.filter((post) => post.language === locale));
}
