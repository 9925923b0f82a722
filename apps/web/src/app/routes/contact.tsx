import '@/lib/zod-config';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '@/features/contact/components/contact-form';
import { CheckList, PageHero } from '@/features/public/components/marketing';
import { usePageMeta } from '@/lib/page-meta';

export function ContactRoute() {
  const { t } = useTranslation('contact');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ContactForm />
        <aside aria-labelledby="contact-aside" className="rounded-lg border border-neutral-200 bg-neutral-50 p-5 lg:self-start">
          <h2 id="contact-aside" className="font-semibold text-neutral-900">
            {t('aside.title')}
          </h2>
          <CheckList className="mt-3" items={t('aside.points', { returnObjects: true }) as string[]} />
        </aside>
      </div>
    </>
  );
}
