import { describe, expect, it } from 'vitest';
import type { AppLocale } from '@carbon/i18n/locale';
import { collectTags, filterByTag, paginate, parsePageParam, postsInLanguage, sortNewestFirst, tagSlug, type BlogPostMeta } from './blog-list';

function post(id: string, date: string, tags: string[], language: AppLocale = 'en'): BlogPostMeta {
  return { id, language, title: id, date, author: 'Team', summary: '', tags, readingMinutes: 3 };
}

const posts = [
  post('b', '2026-03-10', ['Scope 3', 'Methods']),
  post('a', '2026-10-20', ['Emission factors', 'Methods']),
  post('c', '2026-06-23', ['CSRD', 'Regulation']),
  post('d', '2026-04-14', ['BEGES', 'Regulation']),
  post('e', '2026-06-23', ['CSRD']),
  post('f', '2026-05-19', ['Réglementation'], 'fr'),
];

describe('blog list', () => {
  it('orders newest first, and same-day posts by title', () => {
    expect(sortNewestFirst(posts).map((p) => p.id)).toEqual(['a', 'c', 'e', 'f', 'd', 'b']);
  });

  it('keeps the posts of the interface language only', () => {
    expect(postsInLanguage(posts, 'fr').map((p) => p.id)).toEqual(['f']);
    expect(postsInLanguage(posts, 'en')).toHaveLength(5);
  });

  it('filters by tag slug, accents and case ignored; no tag keeps all', () => {
    expect(tagSlug('Réglementation')).toBe('reglementation');
    expect(tagSlug("Facteurs d'émission")).toBe('facteurs-d-emission');
    expect(filterByTag(posts, 'regulation').map((p) => p.id)).toEqual(['c', 'd']);
    expect(filterByTag(posts, 'reglementation').map((p) => p.id)).toEqual(['f']);
    expect(filterByTag(posts, null)).toHaveLength(posts.length);
    expect(filterByTag(posts, 'unknown')).toEqual([]);
  });

  it('counts tags, most used first', () => {
    const tags = collectTags(postsInLanguage(posts, 'en'), 'en');
    expect(tags.slice(0, 3)).toEqual([
      { tag: 'CSRD', slug: 'csrd', count: 2 },
      { tag: 'Methods', slug: 'methods', count: 2 },
      { tag: 'Regulation', slug: 'regulation', count: 2 },
    ]);
  });

  it('pages the list and clamps a page number beyond the last', () => {
    const ordered = sortNewestFirst(postsInLanguage(posts, 'en'));
    expect(paginate(ordered, 1, 2)).toMatchObject({ page: 1, pageCount: 3, total: 5 });
    expect(paginate(ordered, 3, 2).items.map((p) => p.id)).toEqual(['b']);
    expect(paginate(ordered, 9, 2).page).toBe(3);
    expect(paginate([], 1, 2)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it('reads the page parameter, falling back to page 1', () => {
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('-1')).toBe(1);
    expect(parsePageParam('2abc')).toBe(1);
  });
});
