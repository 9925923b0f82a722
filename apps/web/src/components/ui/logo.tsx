import { cn } from '@/lib/cn';

/** The product mark: a leaf-like shape in the accent colour, then the name. */
export function Logo({ name, compact = false, className }: { name: string; compact?: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold text-neutral-900', className)}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6 shrink-0">
        <rect width="24" height="24" rx="6" className="fill-accent-700" />
        <path d="M7 16c0-5 3.5-8.5 10-9-0.5 6.5-4 10-9 10" fill="none" stroke="white" strokeWidth="1.8" strokeLinecap="round" />
        <path d="M7 17l5-5" stroke="white" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className={compact ? 'sr-only' : undefined}>{name}</span>
    </span>
  );
}
