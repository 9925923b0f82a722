import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { plans } from '@carbon/contracts/plans';
import { baseURL, e2eRoot } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { t, type AppLocale } from '../support/i18n.ts';
import { switchPublicLanguage, waitForHydratedPublicPage } from '../support/ui.ts';

/**
 * Issue 4: every public route in both languages (an h1 in the page's language, html lang, no console
 * error, the language switch keeps the page), the pricing toggle, the blog's topics and pages, an
 * unknown post, content without JavaScript, the sitemap and robots.txt.
 */

const locales = ['en', 'fr'] as const;
const other = (locale: AppLocale): AppLocale => (locale === 'en' ? 'fr' : 'en');

// ---- The blog's posts, read from the Markdown the build reads (apps/web/content/blog/<lang>/<id>.md).

interface Post {
  id: string;
  title: string;
  date: string;
  tags: string[];
}

const blogDir = resolve(e2eRoot, '../web/content/blog');

function unquote(value: string): string {
  const trimmed = value.trim();
  return /^".*"$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
}

function readPost(locale: AppLocale, file: string): Post {
  const raw = readFileSync(resolve(blogDir, locale, file), 'utf8');
  const front = /^---\n([\s\S]*?)\n---/.exec(raw.replace(/\r\n/g, '\n'))?.[1] ?? '';
  const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(front)?.[1] ?? '';
  return {
    id: file.replace(/\.md$/, ''),
    title: unquote(field('title')),
    date: field('date').trim(),
    tags: field('tags')
      .replace(/^\[|\]$/g, '')
      .split(',')
      .map((tag) => unquote(tag))
      .filter(Boolean),
  };
}

function postsOf(locale: AppLocale): Post[] {
  return readdirSync(resolve(blogDir, locale))
    .filter((file) => file.endsWith('.md'))
    .map((file) => readPost(locale, file))
    .sort((a, b) => (a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1));
}

const posts = { en: postsOf('en'), fr: postsOf('fr') };
const samplePost = [...posts.en].sort((a, b) => a.id.localeCompare(b.id))[0]!;

/** The URL form of a tag, as the blog list builds it: lower case, no accents, hyphens. */
function tagSlug(tag: string): string {
  return tag
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// ---- Every public route and the h1 it shows in each language.

const routes: { path: string; h1: (locale: AppLocale) => string }[] = [
  { path: '/', h1: (l) => t(l, 'public.home.hero.title') },
  { path: '/features', h1: (l) => t(l, 'features.overview.hero.title') },
  { path: '/features/energy', h1: (l) => t(l, 'features.energy.hero.title') },
  { path: '/features/transport', h1: (l) => t(l, 'features.transport.hero.title') },
  { path: '/features/scenarios', h1: (l) => t(l, 'features.scenarios.hero.title') },
  { path: '/features/reports', h1: (l) => t(l, 'features.reports.hero.title') },
  { path: '/product', h1: (l) => t(l, 'product.product.hero.title') },
  { path: '/solutions/product-carbon-footprint', h1: (l) => t(l, 'solutions.pcf.hero.title') },
  { path: '/solutions/supply-chain-emissions', h1: (l) => t(l, 'solutions.supply_chain.hero.title') },
  { path: '/solutions/carbon-accounting', h1: (l) => t(l, 'solutions.carbon_accounting.hero.title') },
  { path: '/outputs', h1: (l) => t(l, 'product.outputs.hero.title') },
  { path: '/pricing', h1: (l) => t(l, 'pricing.hero.title') },
  { path: '/contact', h1: (l) => t(l, 'contact.hero.title') },
  { path: '/about', h1: (l) => t(l, 'about.hero.title') },
  { path: '/blog', h1: (l) => t(l, 'blog.index.title') },
  { path: `/blog/${samplePost.id}`, h1: (l) => readPost(l, `${samplePost.id}.md`).title },
  { path: '/tools/csrd-calculator', h1: (l) => t(l, 'csrd.title') },
  { path: '/sources', h1: (l) => t(l, 'sources.title') },
  { path: '/legal/terms', h1: (l) => t(l, 'legal.terms.title') },
  { path: '/legal/privacy', h1: (l) => t(l, 'legal.privacy.title') },
  { path: '/legal/cookies', h1: (l) => t(l, 'legal.cookies.title') },
  // The French terms of use: the French text whatever the interface language.
  { path: '/cgu', h1: () => t('fr', 'legal.terms.title') },
  { path: '/legal/notice', h1: (l) => t(l, 'legal.notice.title') },
  // The legal notice French law requires (mentions légales), in French whatever the interface language.
  { path: '/mentions-legales', h1: () => t('fr', 'legal.notice.title') },
];

function urlOf(path: string, locale: AppLocale): string {
  return locale === 'en' ? path : `${path}?lang=fr`;
}

async function expectPage(page: Page, path: string, locale: AppLocale, h1: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const headings = page.getByRole('heading', { level: 1 });
  await expect(headings).toHaveCount(1);
  await expect(headings).toBeVisible();
  await expect(headings).toHaveText(h1);
  const url = new URL(page.url());
  expect(url.pathname).toBe(path);
}

test.describe('public site', () => {
  for (const route of routes) {
    test(`${route.path} in English and French: h1, html lang and the language switch`, async ({ page }) => {
      for (const locale of locales) {
        await test.step(`${locale}, then the switch to ${other(locale)}`, async () => {
          const response = await page.goto(urlOf(route.path, locale));
          expect(response?.status()).toBe(200);
          await expectPage(page, route.path, locale, route.h1(locale));
          await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t(locale, 'common.not_found.title'));

          await switchPublicLanguage(page, other(locale));
          await expectPage(page, route.path, other(locale), route.h1(other(locale)));
          expect(new URL(page.url()).searchParams.get('lang')).toBe(other(locale));
        });
      }
    });
  }

  test('pricing: the yearly toggle offers the computed saving and shows yearly prices', async ({ page }) => {
    // The best yearly saving over the paid plans, computed here from the plan table, floored.
    const paid = Object.values(plans).filter((plan) => plan.pricesCents.month > 0);
    const saving = (plan: (typeof paid)[number]) => Math.floor((1 - plan.pricesCents.year / (plan.pricesCents.month * 12)) * 100 + 1e-9);
    const best = Math.max(...paid.map(saving));
    expect(best).toBe(16);

    for (const locale of locales) {
      await test.step(locale, async () => {
        const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
        // Unanswered again, so that the cookie banner shows when the page is hydrated.
        if (page.url().startsWith(baseURL)) await page.evaluate(() => window.localStorage.removeItem('cookie_consent'));
        await page.goto(urlOf('/pricing', locale));
        await waitForHydratedPublicPage(page, locale);
        const toggle = page.getByRole('group', { name: L('pricing.toggle.label') });
        const monthly = toggle.getByRole('radio', { name: L('pricing.toggle.monthly') });
        const yearlyName = new RegExp(`^${L('pricing.toggle.yearly')}\\b`);
        const yearly = toggle.getByRole('radio', { name: yearlyName });
        await expect(monthly).toBeChecked();
        await expect(toggle.getByText(L('pricing.toggle.save_up_to', { percent: best }), { exact: true })).toBeVisible();
        await expect(yearly).toHaveAccessibleName(`${L('pricing.toggle.yearly')} ${L('pricing.toggle.save_up_to', { percent: best })}`);

        const pro = page.getByRole('listitem', { name: L('pricing.plans.pro.name'), exact: true });
        const euros = (cents: number) => new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(cents / 100);
        await expect(pro).toContainText(euros(plans.pro.pricesCents.month));
        await expect(pro).toContainText(L('pricing.price.per_month'));

        // The radios are visually hidden inside their labels: a pointer clicks the label, a keyboard moves with the arrows.
        if (locale === 'en') {
          await toggle.locator('label').filter({ has: page.getByRole('radio', { name: yearlyName }) }).click();
        } else {
          await monthly.focus();
          await page.keyboard.press('ArrowRight');
        }
        await expect(yearly).toBeChecked();
        await expect(monthly).not.toBeChecked();
        await expect(pro).toContainText(euros(plans.pro.pricesCents.year));
        await expect(pro).toContainText(L('pricing.price.per_year'));
        await expect(pro).toContainText(L('pricing.price.yearly_saving', { percent: saving(plans.pro) }));
      });
    }
  });

  test('blog: topics filter the posts and the list pages by four', async ({ page }) => {
    for (const locale of locales) {
      await test.step(locale, async () => {
        const L = (key: string, params?: Record<string, string | number>) => t(locale, key, params);
        const all = posts[locale];
        expect(all.length).toBeGreaterThan(4); // enough for a second page
        const pageCount = Math.ceil(all.length / 4);
        const postHeadings = page.getByRole('main').getByRole('heading', { level: 2 }).filter({ has: page.getByRole('link') });
        const pager = page.getByRole('navigation', { name: L('blog.index.pagination_label') });

        await page.goto(urlOf('/blog', locale));
        await expect(postHeadings).toHaveText(all.slice(0, 4).map((post) => post.title));
        await expect(pager.getByText(L('blog.index.page_status', { page: 1, count: pageCount }))).toBeVisible();

        await pager.getByRole('link', { name: new RegExp(L('blog.index.next')) }).click();
        await expect(page).toHaveURL(/[?&]page=2(&|$)/);
        await expect(postHeadings).toHaveText(all.slice(4, 8).map((post) => post.title));
        await expect(pager.getByText(L('blog.index.page_status', { page: 2, count: pageCount }))).toBeVisible();
        expect(new URL(page.url()).searchParams.get('lang')).toBe(locale === 'fr' ? 'fr' : null);
        await pager.getByRole('link', { name: new RegExp(L('blog.index.previous')) }).click();
        await expect(page).not.toHaveURL(/[?&]page=/);
        await expect(postHeadings).toHaveText(all.slice(0, 4).map((post) => post.title));

        // The most used topic (ties: alphabetical), as the filter lists it first.
        const counts = new Map<string, number>();
        for (const post of all) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
        const [tag, count] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], locale))[0]!;
        const tagged = all.filter((post) => post.tags.includes(tag));
        expect(count).toBeGreaterThan(1);

        const topics = page.getByRole('navigation', { name: L('blog.index.filter_label') });
        await topics.getByRole('link', { name: `${tag} ${count}`, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`[?&]tag=${tagSlug(tag)}(&|$)`));
        await expect(topics.getByRole('link', { name: `${tag} ${count}`, exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(page.getByText(L('blog.index.showing_tag', { tag }))).toBeVisible();
        await expect(postHeadings).toHaveText(tagged.map((post) => post.title));
        await expect(pager).toHaveCount(0);

        await topics.getByRole('link', { name: `${L('blog.index.all_topics')} ${all.length}`, exact: true }).click();
        await expect(page).not.toHaveURL(/[?&]tag=/);
        await expect(postHeadings).toHaveCount(4);
      });
    }
  });

  test('an unknown blog post shows the not-found page in both languages', async ({ page }) => {
    for (const locale of locales) {
      await page.goto(urlOf('/blog/no-such-post', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'common.not_found.title'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByText('/blog/no-such-post', { exact: true })).toBeVisible();
    }
  });

  test('the home and pricing pages have their content without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'en-GB' });
    try {
      const page = await context.newPage();
      for (const locale of locales) {
        await page.goto(urlOf('/', locale));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'public.home.hero.title'));
        await expect(page.getByRole('banner').getByRole('link', { name: t(locale, 'common.public_nav.sign_in'), exact: true })).toBeVisible();

        await page.goto(urlOf('/pricing', locale));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'pricing.hero.title'));
        for (const plan of ['free', 'pro', 'enterprise']) {
          await expect(page.getByRole('heading', { level: 3, name: t(locale, `pricing.plans.${plan}.name`), exact: true })).toBeVisible();
        }
        await expect(page.getByText(t(locale, 'pricing.toggle.save_up_to', { percent: 16 }), { exact: true })).toBeVisible();
      }
      // Without JavaScript the language switch still works: it is a plain link.
      await page.goto('/pricing');
      await page.getByRole('banner').getByRole('link', { name: new RegExp(`^${t('fr', 'common.language.names.fr')}\\b`) }).click();
      await expect(page).toHaveURL(/\/pricing\?lang=fr$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'pricing.hero.title'));
    } finally {
      await context.close();
    }
  });

  test('the legal notice is in the footer of both languages, and the cookie policy leads to it', async ({ page }) => {
    const expected = { en: '/legal/notice', fr: '/mentions-legales' } as const;
    // Answered first, so the banner does not cover the footer.
    await page.goto('/');
    await waitForHydratedPublicPage(page, 'en');
    for (const locale of locales) {
      await page.goto(urlOf('/', locale));
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: t(locale, 'common.footer.links.notice'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${expected[locale]}(\\?|$)`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'legal.notice.title'));
      // Every detail LCEN article 6-III asks for has its line.
      for (const field of ['corporate_name', 'legal_form', 'share_capital', 'registered_office', 'rcs', 'vat_number', 'publication_director', 'host_name']) {
        await expect(page.getByRole('term').filter({ hasText: t(locale, `legal.notice.fields.${field}`) })).toHaveCount(1);
      }

      await page.goto(urlOf('/legal/cookies', locale));
      await page.getByRole('article').getByRole('link', { name: locale === 'en' ? 'legal notice' : 'mentions légales', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${expected[locale]}(\\?|$)`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'legal.notice.title'));
    }
  });

  test('sitemap.xml lists every prerendered page in both languages, robots.txt points to it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
      const url = new URL(m[1]!);
      return `${url.pathname}${url.search}`;
    });
    for (const route of routes) {
      expect(locs, route.path).toContain(route.path);
      expect(locs, `${route.path}?lang=fr`).toContain(`${route.path}?lang=fr`);
    }
    for (const post of posts.en) expect(locs).toContain(`/blog/${post.id}`);

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toContain('text/plain');
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  });
});
