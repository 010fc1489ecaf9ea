import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After an in-app page change, focus goes to the new page's main heading (its h1), or to the
 * main landmark when the page has none yet, so screen-reader and keyboard users start at the
 * content instead of at the link they left (issue 19). Not on the first page of a load (the
 * browser starts at the top), not when only the query changes (filters keep their focus), not
 * for an #anchor (the browser's target). The heading is not scrolled to: `RestoreScroll` owns
 * the scroll position.
 */
export function RouteFocus({ mainId }: { mainId: string }) {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash) return;
    const main = document.getElementById(mainId);
    if (!main) return;
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    } else {
      main.focus({ preventScroll: true });
    }
  }, [pathname, hash, mainId]);

  return null;
}
