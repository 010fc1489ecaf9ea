import { useCallback, useEffect, useRef, useState } from 'react';

/** Field error highlight time (spec section 9). */
export const FIELD_FLASH_MS = 1000;

/**
 * Red rings that disappear by themselves: `flash(['email', 'password'])` marks the fields for
 * `durationMs`; `isFlashing(name)` tells a field whether to show its ring.
 */
export function useFlashFields(durationMs = FIELD_FLASH_MS) {
  const [fields, setFields] = useState<ReadonlySet<string>>(new Set());
  const timer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const flash = useCallback(
    (names: readonly string[]) => {
      if (timer.current !== null) window.clearTimeout(timer.current);
      setFields(new Set(names));
      timer.current = window.setTimeout(() => {
        setFields(new Set());
        timer.current = null;
      }, durationMs);
    },
    [durationMs],
  );

  const isFlashing = useCallback((name: string) => fields.has(name), [fields]);
  return { flash, isFlashing };
}
