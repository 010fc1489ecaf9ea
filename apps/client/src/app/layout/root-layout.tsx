import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Toaster } from '../../components/ui/toaster';
import { MobileGate } from '../../features/device/components/mobile-gate';
import { useRealtime } from '../use-realtime';

/** Everything above the routes: the mobile notice, popups, confirmations, live updates. */
export function RootLayout() {
  useRealtime();
  return (
    <>
      <MobileGate>
        <Outlet />
      </MobileGate>
      <ScrollRestoration />
      <Toaster />
      <ConfirmDialog />
    </>
  );
}
