import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';

const STORAGE_KEY = 'liga.scroll-positions';

/**
 * Scroll positions by history entry. The first entry of every page load has the key 'default':
 * keyed by it, a fresh page (the e-mailed link's /login?verified=1) would open at the scroll
 * position of whatever page was loaded before in this tab.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Back and forward return to where the page was scrolled; a new page opens at its top (or at
 * its #anchor). Positions are kept per history entry for the tab (sessionStorage), so they
 * survive a reload.
 */
export function RestoreScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>(readPositions());
  const currentKey = useRef(scrollKey(location));

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => (positions.current[currentKey.current] = window.scrollY));
    };
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // storage full or blocked: positions last for this page load only
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    const key = scrollKey(location);
    currentKey.current = key;
    const saved = positions.current[key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
