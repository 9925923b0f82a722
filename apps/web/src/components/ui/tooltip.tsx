import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';

interface TooltipProps {
  /** Extra information about the control: it is added to the control's description, never its only name. */
  content: ReactNode;
  /** One focusable element (a button, a link) that accepts a ref and props. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** A short hint shown on hover and on keyboard focus (Radix Tooltip); Escape hides it. */
export function Tooltip({ content, children, side = 'bottom' }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={400}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className="z-[80] max-w-xs rounded-md bg-neutral-900 px-2 py-1 text-xs wrap-anywhere text-white shadow-md"
          >
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
