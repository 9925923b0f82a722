import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/localized-path';
import { useLocale } from '@/lib/use-locale';
import { formatPostDate } from '../blog-date';
import { collectTags, filterByTag, paginate, parsePageParam, type BlogPostMeta } from '../blog-list';

/** The list's own URL for a topic and a page; the language parameter is added by the caller. */
function listPath(tag: string | null, page: number): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}

function PostCard({ post }: { post: BlogPostMeta }) {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  const href = useLocalizedPath();
  return (
    <li className="flex flex-col rounded-lg border border-neutral-200 bg-white p-5">
      <p className="text-sm text-neutral-600">
        <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time>
        {' · '}
        {t('post.reading_time', { minutes: post.readingMinutes })}
      </p>
      <h2 className="mt-2 text-lg font-semibold text-neutral-900">
        <Link to={href(`/blog/${post.id}`)} className="underline-offset-4 hover:underline">
          {post.title}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-neutral-700">{post.summary}</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('post.tags')}>
        {post.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-700">
            {tag}
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The blog list (SPEC section 2): posts in the interface language, newest first, filtered by topic
 * (`?tag=`) and paged (`?page=`). Both live in the URL, so a filtered page can be shared and the
 * browser's back button works.
 */
export function BlogIndex({ posts }: { posts: readonly BlogPostMeta[] }) {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  const href = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const tags = collectTags(posts, locale);
  const activeTag = tags.find((tag) => tag.slug === searchParams.get('tag')) ?? null;
  const result = paginate(filterByTag(posts, activeTag?.slug), parsePageParam(searchParams.get('page')));

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <nav aria-label={t('index.filter_label')}>
        <h2 className="text-sm font-semibold tracking-wide text-neutral-600 uppercase">{t('index.filter_label')}</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {[{ slug: null, tag: t('index.all_topics'), count: posts.length }, ...tags].map((entry) => {
            const active = (entry.slug ?? null) === (activeTag?.slug ?? null);
            return (
              <li key={entry.slug ?? 'all'}>
                <Link
                  to={href(listPath(entry.slug, 1))}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium',
                    active ? 'border-accent-700 bg-accent-700 text-white' : 'border-neutral-300 bg-white text-neutral-800 hover:border-accent-600',
                  )}
                >
                  {entry.tag}
                  <span className={cn('text-xs', active ? 'text-accent-100' : 'text-neutral-500')}>{entry.count}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {activeTag && <p className="mt-6 font-medium text-neutral-900">{t('index.showing_tag', { tag: activeTag.tag })}</p>}

      {result.items.length === 0 ? (
        <p className="mt-8 text-neutral-700">{t('index.empty')}</p>
      ) : (
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {result.items.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </ul>
      )}

      {result.pageCount > 1 && (
        <nav aria-label={t('index.pagination_label')} className="mt-10 flex flex-wrap items-center justify-between gap-4">
          {result.page > 1 ? (
            <Link to={href(listPath(activeTag?.slug ?? null, result.page - 1))} className="font-medium text-accent-800 underline underline-offset-4">
              ← {t('index.previous')}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-neutral-700" aria-live="polite">
            {t('index.page_status', { page: result.page, count: result.pageCount })}
          </p>
          {result.page < result.pageCount ? (
            <Link to={href(listPath(activeTag?.slug ?? null, result.page + 1))} className="font-medium text-accent-800 underline underline-offset-4">
              {t('index.next')} →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}

