import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { setupI18n } from '@/test/render';
import { BlogIndexRoute, BlogPostRoute } from './blog';

/** A post suspends while its body loads; awaiting act lets React retry once it has arrived. */
async function renderBlog(path: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path="/blog" element={<BlogIndexRoute />} />
            <Route path="/blog/:id" element={<BlogPostRoute />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
  });
}

describe('blog pages', () => {
  it('lists the English posts newest first, four per page, and pages through them', async () => {
    await setupI18n('en');
    await renderBlog('/blog');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toContain('Choosing emission factors: sources, units and the traps to avoid');
    expect(
      screen
        .getAllByRole('link', { name: /./ })
        .filter((link) => link.getAttribute('href')?.startsWith('/blog/')),
    ).toHaveLength(4);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Older articles →' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'The 15 scope 3 categories, explained for the people who have to fill them in',
      }),
    ).toHaveAttribute('href', '/blog/scope-3-categories-explained');
  });

  it('filters by topic from the URL', async () => {
    await setupI18n('en');
    await renderBlog('/blog?tag=regulation');
    expect(screen.getByText('Articles about “Regulation”')).toBeInTheDocument();
    const postLinks = screen
      .getAllByRole('link')
      .filter((link) => /^\/blog\/[a-z]/.test(link.getAttribute('href') ?? ''));
    expect(postLinks.map((link) => link.getAttribute('href')).sort()).toEqual([
      '/blog/beges-obligation-france',
      '/blog/csrd-after-the-2026-simplification',
    ]);
    expect(screen.getByRole('link', { name: /Regulation/, current: 'page' })).toBeInTheDocument();
  });

  it('shows the French posts in the French interface, with French links', async () => {
    await setupI18n('fr');
    await renderBlog('/blog?lang=fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Le bilan carbone, expliqué' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: "Choisir ses facteurs d'émission : sources, unités et pièges à éviter",
      }),
    ).toHaveAttribute('href', '/blog/choosing-emission-factors?lang=fr');
    await i18n.changeLanguage('en');
  });

  it('renders a post with its metadata', async () => {
    await setupI18n('en');
    await renderBlog('/blog/location-vs-market-based-scope-2');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Location-based and market-based scope 2, and why you need both',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Published on 8 September 2026 · By Carbon Ledger team · \d+ min read/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The market-based hierarchy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scope 2' })).toHaveAttribute('href', '/blog?tag=scope-2');
  });

  it('shows the not-found page for an unknown id', async () => {
    await setupI18n('en');
    await renderBlog('/blog/not-a-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
