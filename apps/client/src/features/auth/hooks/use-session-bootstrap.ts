import { useEffect } from 'react';
import { parseExpiry } from '../stores/session-storage';
import { useSessionStore } from '../stores/session-store';

/** Refresh this long before the access token expires. */
const REFRESH_MARGIN_MS = 60_000;
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Checks the stored session once on start, then keeps the access token fresh while the
 * portal is open (one timer, re-armed whenever new tokens are stored).
 */
export function useSessionBootstrap(): void {
  const init = useSessionStore((state) => state.init);
  const expiration = useSessionStore((state) => state.authorizationTokenExpiration);
  const status = useSessionStore((state) => state.status);
  const refresh = useSessionStore((state) => state.refresh);

  useEffect(() => {
    void init();
  }, [init]);

  useEffect(() => {
    const expiry = parseExpiry(expiration);
    if (status !== 'ready' || expiry === null) return undefined;
    const delay = Math.min(
      Math.max(expiry - Date.now() - REFRESH_MARGIN_MS, 5_000),
      MAX_TIMEOUT_MS,
    );
    const timer = window.setTimeout(() => void refresh(), delay);
    return () => window.clearTimeout(timer);
  }, [expiration, status, refresh]);
}
