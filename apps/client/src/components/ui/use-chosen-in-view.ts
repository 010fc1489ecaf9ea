import { useLayoutEffect, useRef } from 'react';

/**
 * For a row of buttons that scrolls sideways (one row, not wrapped): keeps the chosen one
 * (`aria-pressed="true"`) in view, centred when it had to be scrolled to. `key`: the choice.
 */
export function useChosenInView<E extends HTMLElement>(key: unknown) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const row = ref.current;
    const chosen = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !chosen) return;
    const left = chosen.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + chosen.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = left - (row.clientWidth - chosen.offsetWidth) / 2;
    }
  }, [key]);
  return ref;
}
