import { Select as RadixSelect } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { controlClasses, describedBy, FieldFrame, type SelectOption } from './field';
import { icons } from './icons';

/** Radix refuses an item whose value is '', so "no choice" travels under this value inside the select. */
const NONE = '__none__';

/**
 * While the list is open, Radix hides the rest of the page from assistive technology (aria-hidden) and
 * keeps the keyboard in the list. Marking the rest inert too says the same to every tool: axe, which
 * does not count a listbox as modal, otherwise reports focusable elements under aria-hidden.
 */
function inertOutside(content: HTMLElement | null) {
  if (!content) return;
  const outside = Array.from(document.body.children).filter((element) => !element.contains(content) && !element.hasAttribute('inert'));
  for (const element of outside) element.setAttribute('inert', '');
  return () => {
    for (const element of outside) element.removeAttribute('inert');
  };
}

interface SelectProps {
  label: ReactNode;
  /** '' when nothing is chosen. */
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A first choice that stands for '' (e.g. "All sources"); without it, '' shows `placeholder`. */
  emptyLabel?: string;
  placeholder?: string;
  hint?: ReactNode;
  disabled?: boolean;
  containerClassName?: string;
}

/**
 * A styled select (Radix, listbox pattern) for short lists of choices in toolbars and filters, with the
 * field's label and hint. Long lists and react-hook-form fields keep the native SelectField.
 */
export function Select({
  label,
  value,
  onValueChange,
  options,
  emptyLabel,
  placeholder,
  hint,
  disabled,
  containerClassName,
}: SelectProps) {
  const id = useId();
  const choices = emptyLabel === undefined ? options : [{ value: NONE, label: emptyLabel }, ...options];
  return (
    <FieldFrame id={id} label={label} hint={hint} className={containerClassName}>
      <RadixSelect.Root
        value={value === '' && emptyLabel !== undefined ? NONE : value}
        onValueChange={(next) => onValueChange(next === NONE ? '' : next)}
        disabled={disabled}
      >
        <RadixSelect.Trigger
          id={id}
          aria-describedby={describedBy(id, hint, undefined)}
          className={cn(
            controlClasses,
            'flex h-10 items-center justify-between gap-2 border-neutral-300 text-left data-placeholder:text-neutral-500',
          )}
        >
          <span className="truncate">
            <RadixSelect.Value placeholder={placeholder} />
          </span>
          <RadixSelect.Icon>
            <icons.chevronDown className="size-4 shrink-0 text-neutral-600" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            ref={inertOutside}
            position="popper"
            sideOffset={4}
            collisionPadding={8}
            className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-neutral-200 bg-white shadow-lg"
          >
            <RadixSelect.Viewport className="p-1">
              {choices.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  className="flex cursor-default items-center justify-between gap-3 rounded px-2 py-1.5 text-sm text-neutral-800 outline-none select-none data-highlighted:bg-neutral-100 data-[state=checked]:font-medium"
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator>
                    <icons.check className="size-3.5 text-accent-700" />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </FieldFrame>
  );
}
