import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/lib/localized-path';
import { formatPostDate } from '../blog-date';
import { tagSlug } from '../blog-list';
import type { BlogPost } from '../posts';

/** Typography of the rendered Markdown: the app has no typography plugin, so the few elements posts use are styled here. */
const proseClasses = [
  'text-base leading-7 text-neutral-800',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-neutral-900',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-neutral-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1',
  '[&_a]:font-medium [&_a]:text-accent-800 [&_a]:underline [&_a]:underline-offset-2',
  '[&_strong]:font-semibold [&_strong]:text-neutral-900 [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-200 [&_blockquote]:pl-4 [&_blockquote]:text-neutral-700',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border-b [&_th]:border-neutral-300 [&_th]:bg-neutral-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border-b [&_td]:border-neutral-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_code]:rounded [&_code]:bg-neutral-100 [&_code]:px-1 [&_code]:text-sm',
].join(' ');

export function BlogArticle({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  const href = useLocalizedPath();
  const { meta } = post;
  return (
    <article lang={meta.language} className="mx-auto max-w-3xl px-4 py-12">
      <Link to={href('/blog')} className="text-sm font-medium text-accent-800 underline underline-offset-4">
        ← {t('post.back')}
      </Link>
      <header className="mt-6">
        <h1 className="text-3xl font-semibold tracking-tight text-balance text-neutral-900 sm:text-4xl">{meta.title}</h1>
        <p className="mt-4 text-lg text-neutral-700">{meta.summary}</p>
        <p className="mt-4 text-sm text-neutral-600">
          {t('post.published', { date: formatPostDate(meta.date, meta.language) })}
          {' · '}
          {t('post.by', { author: meta.author })}
          {' · '}
          {t('post.reading_time', { minutes: meta.readingMinutes })}
        </p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('post.tags')}>
          {meta.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={href(`/blog?tag=${tagSlug(tag)}`)}
                className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-700 hover:bg-accent-50 hover:text-accent-800"
              >
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      </header>
      {/* Our own Markdown, rendered at build time with raw HTML disabled (plugins/blog-content.ts). */}
      <div className={`mt-8 ${proseClasses}`} dangerouslySetInnerHTML={{ __html: post.html }} />
    </article>
  );
}
