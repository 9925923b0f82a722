import { useCallback, useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 250;

/**
 * A control whose value lives elsewhere (the URL) but should not be written on every keystroke or
 * slider step: the draft follows the user at once and is committed after a pause. A change of the
 * committed value from outside (Back button, a link) replaces the draft, unless it is the value this
 * control just committed itself.
 */
export function useDebouncedCommit<T>(value: T, onCommit: (next: T) => void, delayMs: number = SEARCH_DEBOUNCE_MS) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<{ value: T } | null>(null);

  if (!Object.is(value, seen)) {
    setSeen(value);
    if (!sent || !Object.is(sent.value, value)) setDraft(value);
  }

  useEffect(() => {
    if (Object.is(draft, value)) return;
    const timer = window.setTimeout(() => {
      setSent({ value: draft });
      onCommit(draft);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [draft, value, onCommit, delayMs]);

  /** Commits the draft now (Enter in the search field). */
  const flush = useCallback(() => {
    if (Object.is(draft, value)) return;
    setSent({ value: draft });
    onCommit(draft);
  }, [draft, value, onCommit]);

  return [draft, setDraft, flush] as const;
}
