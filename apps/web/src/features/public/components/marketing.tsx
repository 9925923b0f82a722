import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { icons, type IconName } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/localized-path';

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

const sectionWidths = {
  wide: 'mx-auto max-w-6xl px-4 py-12 sm:py-16',
  narrow: 'mx-auto max-w-3xl px-4 py-12',
} as const;

interface SectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  lead?: string;
  /** Classes of a full-width band behind the column (border, background); without them the section is the column. */
  band?: string;
  width?: keyof typeof sectionWidths;
  children?: ReactNode;
}

/** A section of a public page under its heading, in the page's centred column. */
export function Section({ id, title, lead, band, width = 'wide', children }: SectionProps) {
  const content = (
    <>
      <h2 id={id} className="text-2xl font-semibold text-neutral-900">
        {title}
      </h2>
      {lead && <p className="mt-2 max-w-3xl text-neutral-700">{lead}</p>}
      {children}
    </>
  );
  return band ? (
    <section aria-labelledby={id} className={band}>
      <div className={sectionWidths[width]}>{content}</div>
    </section>
  ) : (
    <section aria-labelledby={id} className={sectionWidths[width]}>
      {content}
    </section>
  );
}

/** The product's six areas, each with the page that tells more (home page and features overview). */
export const productAreas = [
  { key: 'inventory', icon: 'company', to: '/solutions/carbon-accounting' },
  { key: 'products', icon: 'products', to: '/solutions/product-carbon-footprint' },
  { key: 'energy', icon: 'dashboard', to: '/features/energy' },
  { key: 'transport', icon: 'portfolio', to: '/features/transport' },
  { key: 'scenarios', icon: 'scenarios', to: '/features/scenarios' },
  { key: 'reports', icon: 'reports', to: '/features/reports' },
] as const satisfies readonly { key: string; icon: IconName; to: string }[];

export type ProductArea = (typeof productAreas)[number]['key'];

interface AreaCardsProps {
  title: (area: ProductArea) => string;
  body: (area: ProductArea) => string;
  /** The link's visible text; the area's title follows it for screen readers. */
  more: string;
}

/** One card per product area, each linking to its page. */
export function AreaCards({ title, body, more }: AreaCardsProps) {
  const href = useLocalizedPath();
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {productAreas.map(({ key, icon, to }) => {
        const Icon = icons[icon];
        return (
          <li key={key} className="flex flex-col rounded-lg border border-neutral-200 bg-white p-5">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-9 items-center justify-center rounded-md bg-accent-50 text-accent-800">
                <Icon className="size-5" />
              </span>
              <h3 className="text-base font-semibold text-neutral-900">{title(key)}</h3>
            </div>
            <p className="mt-3 flex-1 text-neutral-700">{body(key)}</p>
            <Link to={href(to)} className="mt-4 text-sm font-medium text-accent-800 underline underline-offset-4">
              {more}
              <span className="sr-only">: {title(key)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
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
