import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The element's box once its entrance animations are over: a sheet slides in from the right and a
 * dialog fades in, so a box read at the first visible frame is mid-flight and says nothing of the layout.
 */
export async function settledBoxOf(locator: Locator): Promise<Box> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))),
  );
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element has no box: it is not displayed');
  return box;
}

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element lies inside the viewport, with no part cut off at a side (or, with `horizontalOnly`, at the left or right). */
export async function expectInsideViewport(locator: Locator, label: string, { horizontalOnly = false } = {}): Promise<void> {
  const box = await settledBoxOf(locator);
  const viewport = locator.page().viewportSize();
  if (!viewport) throw new Error('The page has no viewport size');
  expect(box.x, `${label}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${label}: right edge`).toBeLessThanOrEqual(viewport.width);
  if (horizontalOnly) return;
  expect(box.y, `${label}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${label}: bottom edge`).toBeLessThanOrEqual(viewport.height);
}
