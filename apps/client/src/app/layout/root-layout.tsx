import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Toaster } from '../../components/ui/toaster';
import { MobileGate } from '../../features/device/components/mobile-gate';
import { UpdatePrompt } from '../../features/device/components/update-prompt';
import { useRealtime } from '../use-realtime';

/**
 * Scroll positions by history entry. The first entry of every page load has the key 'default':
 * keyed by it, a fresh page (the e-mailed link's /login?verified=1) would open at the scroll
 * position of whatever page was loaded before in this tab.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/** Everything above the routes: the mobile notice, popups, confirmations, live updates. */
export function RootLayout() {
  useRealtime();
  return (
    <>
      <MobileGate>
        <Outlet />
      </MobileGate>
      <ScrollRestoration getKey={scrollKey} />
      <UpdatePrompt />
      <Toaster />
      <ConfirmDialog />
    </>
  );
}
