import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { icons } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** The shape of a marketing page's sections in the catalogs (features, product, solutions, about). */
export interface MarketingSection {
  title: string;
  body: string[];
  points?: string[];
}

export interface LinkTarget {
  to: string;
  label: string;
}

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  actions?: ReactNode;
  illustration?: ReactNode;
}

export function PageHero({ eyebrow, title, lead, actions, illustration }: PageHeroProps) {
  return (
    <section className="border-b border-neutral-200 bg-neutral-50">
      <div className={cn('mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16', illustration ? 'lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-center' : null)}>
        <div>
          <p className="text-sm font-semibold text-accent-800">{eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-3xl font-semibold tracking-tight text-balance text-neutral-900 sm:text-4xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-base text-neutral-700">{lead}</p>
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {illustration && <div className="mx-auto w-full max-w-md">{illustration}</div>}
      </div>
    </section>
  );
}

export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <icons.check className="mt-1 size-4 shrink-0 text-accent-700" />
          <span className="text-neutral-800">{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Headed sections of running text, each with its optional list of points. */
export function MarketingSections({ sections }: { sections: readonly MarketingSection[] }) {
  return (
    <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 sm:py-16">
      {sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2 className="text-2xl font-semibold text-neutral-900">{section.title}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-base text-neutral-700">
              {paragraph}
            </p>
          ))}
          {section.points && section.points.length > 0 && <CheckList items={section.points} className="mt-4" />}
        </section>
      ))}
    </div>
  );
}

export function RelatedLinks({ title, links }: { title: string; links: readonly LinkTarget[] }) {
  return (
    <nav aria-label={title} className="mx-auto max-w-3xl px-4 pb-12">
      <h2 className="text-sm font-semibold tracking-wide text-neutral-600 uppercase">{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex items-center gap-1 rounded-md border border-neutral-200 px-3 py-2 text-sm font-medium text-accent-800 hover:border-accent-600 hover:bg-accent-50"
            >
              {link.label}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface CtaBandProps {
  title: string;
  body: string;
  primary: LinkTarget;
  secondary?: LinkTarget;
}

export function CtaBand({ title, body, primary, secondary }: CtaBandProps) {
  return (
    <section aria-label={title} className="bg-accent-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-semibold">{title}</h2>
          <p className="mt-2 max-w-xl text-accent-100">{body}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={primary.to} className={buttonClasses('secondary', 'md', 'border-white')}>
            {primary.label}
          </Link>
          {secondary && (
            <Link to={secondary.to} className="inline-flex h-10 items-center rounded-md px-4 text-sm font-medium text-white underline-offset-4 hover:underline">
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
