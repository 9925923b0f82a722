import { cn } from '@/lib/cn';
import { useFormatters } from '@/lib/use-locale';

/** Rounded and clamped to 0..100 (SPEC section 9), whatever the caller passes. */
export function clampPercentage(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

interface ProgressBarProps {
  value: number;
  label: string;
  className?: string;
  size?: 'sm' | 'md';
}

export function ProgressBar({ value, label, className, size = 'md' }: ProgressBarProps) {
  const percentage = clampPercentage(value);
  const { percent } = useFormatters();
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percentage}
      aria-valuetext={percent(percentage)}
      className={cn('w-full overflow-hidden rounded-full bg-neutral-200', size === 'sm' ? 'h-1.5' : 'h-2.5', className)}
    >
      <div className="h-full rounded-full bg-accent-700 transition-[width]" style={{ width: `${percentage}%` }} />
    </div>
  );
}
