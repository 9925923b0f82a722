/**
 * Promises that React's `use()` can read synchronously once settled: React looks at a thenable's
 * `status` and `value` fields, so a promise resolved before the first render (the prerendered public
 * site loads the page's code, catalogs and blog post before hydrating) renders at once, with no
 * Suspense fallback and therefore the same markup as the server.
 */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export function trackPromise<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as TrackedPromise<T>;
  if (tracked.status) return tracked;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

/** One tracked promise per key, so every render asks for the same object. A failure is forgotten, so a retry fetches again. */
export function createSuspenseCache<T>(): (key: string, load: () => Promise<T>) => Promise<T> {
  const entries = new Map<string, Promise<T>>();
  return (key, load) => {
    let entry = entries.get(key);
    if (!entry) {
      entry = trackPromise(
        load().catch((error: unknown) => {
          entries.delete(key);
          throw error;
        }),
      );
      entries.set(key, entry);
    }
    return entry;
  };
}
