import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

interface InlineAlertProps {
  tone?: 'error' | 'info' | 'success';
  title?: ReactNode;
  children?: ReactNode;
  retryLabel?: string;
  onRetry?: () => void;
  className?: string;
}

/** A message inside the page: the error state of a screen (with its retry), or a form-level message. */
export function InlineAlert({ tone = 'error', title, children, retryLabel, onRetry, className }: InlineAlertProps) {
  const colours = {
    error: 'border-red-200 bg-red-50 text-red-900',
    info: 'border-neutral-200 bg-white text-neutral-800',
    success: 'border-accent-200 bg-accent-50 text-accent-900',
  }[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('rounded-md border p-3 text-sm', colours, className)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {title && <p className="font-medium">{title}</p>}
          {children && <div className={title ? 'mt-0.5' : undefined}>{children}</div>}
        </div>
        {onRetry && retryLabel && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
