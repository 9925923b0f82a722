import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BlogArticle } from '@/features/blog/components/blog-article';
import { BlogIndex } from '@/features/blog/components/blog-index';
import { listPosts, loadPost, type BlogPost } from '@/features/blog/posts';
import { CtaBand, PageHero } from '@/features/public/components/marketing';
import { useLocalizedPath } from '@/lib/localized-path';
import { usePageMeta } from '@/lib/page-meta';
import { useLocale } from '@/lib/use-locale';
import { NotFoundRoute } from './not-found';

export function BlogIndexRoute() {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  usePageMeta({ title: t('index.meta.title'), description: t('index.meta.description') });
  return (
    <>
      <PageHero eyebrow={t('index.eyebrow')} title={t('index.title')} lead={t('index.lead')} />
      <BlogIndex posts={listPosts(locale)} />
    </>
  );
}

function BlogPostPage({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  const href = useLocalizedPath();
  usePageMeta({ title: post.meta.title, description: post.meta.summary, kind: 'article', published: post.meta.date });
  return (
    <>
      <BlogArticle post={post} />
      <CtaBand
        title={t('post.cta.title')}
        body={t('post.cta.body')}
        primary={{ to: '/login?mode=register', label: t('post.cta.primary') }}
        secondary={{ to: href('/features'), label: t('post.cta.secondary') }}
      />
    </>
  );
}

/** A post in the interface language; an unknown id is the not-found page. */
export function BlogPostRoute() {
  const { id = '' } = useParams();
  const locale = useLocale();
  const post = use(loadPost(locale, id));
  return post ? <BlogPostPage post={post} /> : <NotFoundRoute />;
}
