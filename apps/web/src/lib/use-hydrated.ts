import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in prerendered markup and during hydration, true once React runs the page in the browser.
 * A control that only works through JavaScript (a form posted with fetch) stays disabled until then,
 * rather than doing what plain HTML would do with it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
