import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A body cell, and a body cell holding a figure (right-aligned, tabular digits, never wrapped). */
export const cellClasses = 'py-2 pr-3';
export const numberCellClasses = 'py-2 pr-3 text-right tabular-nums whitespace-nowrap';
/** A link or link-looking button inside a table's text. */
export const tableLinkClasses = 'font-medium text-accent-800 underline underline-offset-2';

export interface DataTableColumn {
  /** Stable key of the column (its labels may repeat, such as two years). */
  key: string;
  label: ReactNode;
  /** A column of figures: its header is right-aligned like its cells. */
  numeric?: boolean;
}

interface DataTableProps {
  /** Names the table for screen readers (visually hidden: the card's title shows it). */
  caption: string;
  columns: readonly DataTableColumn[];
  /** A long list: the head stays on top, on white, in medium weight, while the rows scroll under it. */
  stickyHead?: boolean;
  /**
   * Rows that may hold nothing focusable (a list of revoked keys): the scroll frame becomes a named, focusable
   * region, so a keyboard user can still scroll it sideways on a phone (axe: scrollable-region-focusable).
   */
  focusableFrame?: boolean;
  /** The rows. */
  children: ReactNode;
}

/**
 * A table of figures in its horizontal scroll frame: the frame is positioned so the visually hidden caption and
 * headers stay inside it (they would otherwise widen the page on a phone).
 */
export function DataTable({
  caption,
  columns,
  stickyHead = false,
  focusableFrame = false,
  children,
}: DataTableProps) {
  const frame = focusableFrame ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {};
  return (
    <div className="relative overflow-x-auto" {...frame}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead
          className={cn(
            'text-xs tracking-wide text-neutral-600 uppercase',
            stickyHead && 'sticky top-0 bg-white',
          )}
        >
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn(cellClasses, stickyHead && 'font-medium', column.numeric && 'text-right')}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200">{children}</tbody>
      </table>
    </div>
  );
}
