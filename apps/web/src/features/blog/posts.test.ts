import { describe, expect, it } from 'vitest';
import { allPosts, findPost, listPosts, loadPost, postIds } from './posts';

describe('blog content (content/blog, parsed at build time)', () => {
  it('holds at least six posts in each language, with the same ids', () => {
    const en = listPosts('en').map((post) => post.id).sort();
    const fr = listPosts('fr').map((post) => post.id).sort();
    expect(en.length).toBeGreaterThanOrEqual(6);
    expect(fr).toEqual(en);
    expect(postIds()).toEqual(en);
  });

  it('covers the topics the blog promises', () => {
    expect(postIds()).toEqual(
      expect.arrayContaining([
        'scope-3-categories-explained',
        'beges-obligation-france',
        'iso-14067-product-carbon-footprint',
        'csrd-after-the-2026-simplification',
        'location-vs-market-based-scope-2',
        'choosing-emission-factors',
      ]),
    );
  });

  it('lists each language newest first, with its metadata', () => {
    const dates = listPosts('fr').map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of allPosts) {
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.summary.length).toBeGreaterThan(40);
      expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
      for (const tag of post.tags) expect(tag, `${post.language}/${post.id}`).toMatch(/^[^,]{2,30}$/);
    }
  });

  it('loads a post body as HTML, and answers null for an unknown id', async () => {
    const post = await loadPost('en', 'beges-obligation-france');
    expect(post?.meta.title).toContain('BEGES');
    expect(post?.html).toContain('<h2');
    expect(post?.html).not.toContain('---');
    expect(await loadPost('fr', 'no-such-post')).toBeNull();
    expect(findPost('en', '../fr/beges-obligation-france')).toBeUndefined();
  });
});
