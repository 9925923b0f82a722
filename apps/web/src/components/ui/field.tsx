import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { icons } from './icons';

/** The look of every form control, native or not. */
export const controlClasses =
  'block w-full rounded-md border bg-white px-3 text-sm text-neutral-900 shadow-xs placeholder:text-neutral-500 disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-600';

export function borderFor(error: string | undefined) {
  return error ? 'border-red-600' : 'border-neutral-300';
}

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** Label above, control, then the hint and the field's error under it (UI.md). */
export function FieldFrame({ id, label, hint, error, required, className, children }: FieldFrameProps) {
  return (
    <div className={cn('space-y-1', className)}>
      {/* The asterisk sits outside the label so the field's accessible name is exactly the label. */}
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        )}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, required, containerClassName, className, ref, ...props }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required} className={containerClassName}>
      <input
        ref={ref}
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(controlClasses, 'h-10', borderFor(error), className)}
        {...props}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: SelectOption[];
  /** Shown first with an empty value, so "nothing chosen yet" is explicit. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | undefined;
  containerClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select: long lists (countries, currencies) and forms bound with react-hook-form's register. */
export function SelectField({ label, options, placeholder, hint, error, required, containerClassName, className, ref, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required} className={containerClassName}>
      {/* The browser's arrow is replaced by the chevron of the styled Select, so both look alike. */}
      <div className="relative">
        <select
          ref={ref}
          id={id}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={cn(controlClasses, 'h-10 appearance-none pr-9', borderFor(error), className)}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <icons.chevronDown className="pointer-events-none absolute top-3 right-3 size-4 text-neutral-600" />
      </div>
    </FieldFrame>
  );
}
