import { useId, type ReactNode } from 'react';

/**
 * Schematic illustrations of the public pages, drawn inline (a few hundred bytes each, no image
 * request). They show shapes, never figures: the bars and lines carry no values, so no page claims a
 * result the reader's own data has not produced. Each has a title and a description for screen readers.
 */
export interface FigureText {
  title: string;
  description: string;
}

/** Scope hues, the same in every illustration (UI.md: one hue per scope everywhere). */
export const scopeFill = { 1: 'fill-sky-700', 2: 'fill-amber-500', 3: 'fill-teal-600' } as const;
export const labelClass = 'fill-neutral-700 text-[11px] font-medium';

/** The figure: a 320 × 200 drawing on a white card, titled and described for screen readers. */
export function Frame({ text, children }: { text: FigureText; children: ReactNode }) {
  const id = useId();
  return (
    <svg viewBox="0 0 320 200" role="img" aria-labelledby={`${id}-t ${id}-d`} className="h-auto w-full" xmlns="http://www.w3.org/2000/svg">
      <title id={`${id}-t`}>{text.title}</title>
      <desc id={`${id}-d`}>{text.description}</desc>
      <rect x="1" y="1" width="318" height="198" rx="12" className="fill-white stroke-neutral-200" strokeWidth="2" />
      {children}
    </svg>
  );
}

/** A rounded accent label (a formula, an emission factor) 150 wide, its top left corner at x, y. */
export function Pill({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width="150" height="24" rx="12" className="fill-accent-50 stroke-accent-200" />
      <text x="75" y="16" textAnchor="middle" className="fill-accent-800 text-[11px] font-semibold">
        {children}
      </text>
    </g>
  );
}
