import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface CardProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled section of a screen; the title is an h2 so each page keeps a single h1. */
export function Card({ title, description, actions, children, className }: CardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('rounded-lg border border-neutral-200 bg-white', className)}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-neutral-200 px-4 py-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-neutral-900">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-neutral-600">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
      </div>
      <div className="p-4">{children}</div>
    </section>
  );
}
