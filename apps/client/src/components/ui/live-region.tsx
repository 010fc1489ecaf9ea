import { useEffect, useRef, useState } from 'react';

/**
 * A polite live region (WCAG 4.1.3): present from the first render, empty until something
 * changes, so a screen reader reads the sentence put in it without moving the focus.
 */
export function LiveRegion({ message, testId }: { message: string; testId?: string }) {
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid={testId}>
      {message}
    </p>
  );
}

/**
 * The sentence to announce when `signature` (what the user sees) changes within one `scope`
 * (the thing looked at: a league, a user) after it was first known — a live update, not the
 * first load nor the user's own switch to another scope. A `null` signature (not loaded, not
 * live) keeps still; `sentence` is built at the moment of the change from the signature
 * before it, `null` says nothing.
 */
export function useChangeAnnouncement(
  scope: string,
  signature: string | null,
  sentence: (before: string) => string | null,
): string {
  const [message, setMessage] = useState('');
  const previous = useRef<{ scope: string; signature: string } | null>(null);
  const latest = useRef(sentence);
  latest.current = sentence;
  useEffect(() => {
    if (signature === null) return;
    const before = previous.current;
    previous.current = { scope, signature };
    if (!before || before.scope !== scope) {
      setMessage('');
      return;
    }
    if (before.signature === signature) return;
    const next = latest.current(before.signature);
    if (next !== null) setMessage(next);
  }, [scope, signature]);
  return message;
}
