import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';

export interface RadioOption {
  value: string;
  label: string;
}

interface RadioGroupProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  options: RadioOption[];
  registration: UseFormRegisterReturn;
  /** Two short options (yes / no) sit side by side; long ones stack. */
  inline?: boolean;
}

/**
 * A question with exclusive answers: native radios in a fieldset, so arrow keys move between options and
 * the legend names the group. Each option is a large click target that still fits a 360 px screen.
 */
export function RadioGroup({ legend, hint, error, options, registration, inline = false }: RadioGroupProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-neutral-800">{legend}</legend>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-neutral-600">
          {hint}
        </p>
      )}
      <div className={cn('grid gap-2', inline && 'grid-cols-2 sm:max-w-xs')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-10 cursor-pointer items-start gap-2 rounded-md border bg-white px-3 py-2 text-sm text-neutral-900',
              'has-checked:border-accent-700 has-checked:bg-accent-50',
              error ? 'border-red-600' : 'border-neutral-300',
            )}
          >
            <input
              type="radio"
              value={option.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className="mt-1 size-4 shrink-0 accent-accent-700"
              {...registration}
            />
            <span className="min-w-0 break-words">{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
