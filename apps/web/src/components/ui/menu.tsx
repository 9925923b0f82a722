import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { icons } from './icons';
import { Tooltip } from './tooltip';

interface MenuProps {
  /** Accessible name of the button and of the menu (the button may show only an icon or an avatar). */
  label: string;
  /** What the button shows. */
  trigger: ReactNode;
  triggerClassName?: string;
  /** Shown on hover and keyboard focus of the button, e.g. the signed-in email beside an avatar. */
  tooltip?: ReactNode;
  align?: 'start' | 'end';
  /** MenuItem, MenuLink, MenuRadioGroup, MenuSeparator. */
  children: ReactNode;
}

/**
 * A menu button (Radix DropdownMenu, the WAI-ARIA menu button pattern): Enter, Space or the arrows
 * open it, arrows and typing move, Escape closes and gives focus back to the button.
 */
export function Menu({ label, trigger, triggerClassName, tooltip, align = 'end', children }: MenuProps) {
  const button = (
    <DropdownMenu.Trigger aria-label={label} className={triggerClassName}>
      {trigger}
    </DropdownMenu.Trigger>
  );
  return (
    <DropdownMenu.Root modal={false}>
      {tooltip ? <Tooltip content={tooltip}>{button}</Tooltip> : button}
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={4}
          collisionPadding={8}
          className="z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-48 overflow-y-auto rounded-md border border-neutral-200 bg-white py-1 shadow-lg"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const itemClasses =
  'flex w-full cursor-default items-center gap-2 px-3 py-2 text-left text-sm text-neutral-800 outline-none select-none data-disabled:text-neutral-500 data-highlighted:bg-neutral-100';

/** A menu entry that runs an action; the menu closes and focus returns to its button. */
export function MenuItem({ onSelect, tone, children }: { onSelect: () => void; tone?: 'danger'; children: ReactNode }) {
  return (
    <DropdownMenu.Item onSelect={onSelect} className={cn(itemClasses, tone === 'danger' && 'text-red-700')}>
      {children}
    </DropdownMenu.Item>
  );
}

/** A menu entry that navigates inside the app. */
export function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClasses}>
      <Link to={to}>{children}</Link>
    </DropdownMenu.Item>
  );
}

interface MenuRadioGroupProps<T extends string> {
  value: T;
  onValueChange: (value: T) => void;
  options: readonly { value: T; label: string; lang?: string }[];
}

/** One choice among several (the language): each entry is a menuitemradio, the chosen one checked. */
export function MenuRadioGroup<T extends string>({ value, onValueChange, options }: MenuRadioGroupProps<T>) {
  return (
    <DropdownMenu.RadioGroup value={value} onValueChange={(next) => onValueChange(next as T)}>
      {options.map((option) => (
        <DropdownMenu.RadioItem key={option.value} value={option.value} lang={option.lang} className={itemClasses}>
          <span className="flex w-3 justify-center text-accent-700">
            <DropdownMenu.ItemIndicator>
              <icons.check className="size-3.5" />
            </DropdownMenu.ItemIndicator>
          </span>
          {option.label}
        </DropdownMenu.RadioItem>
      ))}
    </DropdownMenu.RadioGroup>
  );
}

/** A line between groups of entries. */
export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />;
}
