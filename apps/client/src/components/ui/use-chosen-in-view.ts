import { useEffect, useRef } from 'react';

/**
 * For a row of buttons that scrolls sideways (one row, not wrapped): keeps the chosen one
 * (`aria-pressed="true"`) in view, centred when it had to be scrolled to. `key`: the choice.
 * Measured in the frame after the page is painted: measuring during React's commit forced a
 * layout of the whole page in the middle of its first render (a long task on phones).
 */
export function useChosenInView<E extends HTMLElement>(key: unknown) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const row = ref.current;
      const chosen = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
      if (!row || !chosen) return;
      const left = chosen.offsetLeft - row.offsetLeft;
      if (left < row.scrollLeft || left + chosen.offsetWidth > row.scrollLeft + row.clientWidth) {
        row.scrollLeft = left - (row.clientWidth - chosen.offsetWidth) / 2;
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return ref;
}
