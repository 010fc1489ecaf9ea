import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` rows to draw: `first` at once, then `step` more per transition until all
 * are drawn. A long ranking (128 rows) then paints its first screen in one short task and the
 * rest renders in interruptible transitions, not in one long main-thread block (issue 19: the
 * page's blocking time). A new `resetKey` (another category or league) starts again at `first`.
 */
export function useProgressiveCount(
  total: number,
  { first, step, resetKey }: { first: number; step: number; resetKey: unknown },
): number {
  const [state, setState] = useState({ key: resetKey, shown: first });
  if (state.key !== resetKey) setState({ key: resetKey, shown: first });
  const shown = state.key === resetKey ? state.shown : first;
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() =>
      startTransition(() => setState((s) => ({ key: s.key, shown: s.shown + step }))),
    );
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
