import { Popover as RadixPopover } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';

interface PopoverProps {
  /** Names the floating panel for assistive technology (it is a non-modal dialog). */
  label: string;
  /** The button that opens it: one element that accepts a ref and props. */
  trigger: ReactElement;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
}

/**
 * A panel anchored to a button (Radix Popover), for details a user opens on demand (how a figure was
 * computed, the full list behind "+3"). Focus moves in, Escape or a click outside closes it, focus returns.
 */
export function Popover({ label, trigger, children, align = 'start' }: PopoverProps) {
  return (
    <RadixPopover.Root>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          aria-label={label}
          align={align}
          sideOffset={4}
          collisionPadding={8}
          className="z-50 max-w-[calc(100vw-1rem)] rounded-md border border-neutral-200 bg-white p-3 text-sm text-neutral-800 shadow-lg outline-none"
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
