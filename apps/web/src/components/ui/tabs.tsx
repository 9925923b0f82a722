import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  panel: ReactNode;
}

interface TabsProps<T extends string> {
  /** Names the tab list. */
  label: string;
  value: T;
  onValueChange: (value: T) => void;
  items: readonly TabItem<T>[];
  className?: string;
}

/**
 * Tabs (Radix, WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs and select them.
 * Every panel stays mounted (hidden when inactive), so switching tabs keeps what was typed in a form.
 */
export function Tabs<T extends string>({ label, value, onValueChange, items, className }: TabsProps<T>) {
  return (
    <RadixTabs.Root value={value} onValueChange={(next) => onValueChange(next as T)} className={className}>
      <RadixTabs.List aria-label={label} className="mb-6 flex flex-wrap gap-1 rounded-lg bg-neutral-100 p-1">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className="flex-1 rounded-md px-3 py-2 text-sm font-medium text-neutral-700 hover:text-neutral-900 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          forceMount
          hidden={item.value !== value}
          tabIndex={-1}
          className="outline-none"
        >
          {item.panel}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
