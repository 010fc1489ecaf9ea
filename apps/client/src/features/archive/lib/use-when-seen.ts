import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has been on screen and the browser had a quiet moment: heavy extras
 * (the chart library) load after the page's own content, never in its first load.
 */
export function useWhenSeen<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    let idle: number | null = null;
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const start = () => setSeen(true);
      idle = hasIdle
        ? window.requestIdleCallback(start, { timeout: 1500 })
        : window.setTimeout(start, 300);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (idle !== null) {
        if (hasIdle) window.cancelIdleCallback(idle);
        else window.clearTimeout(idle);
      }
    };
  }, [seen]);
  return [ref, seen];
}
