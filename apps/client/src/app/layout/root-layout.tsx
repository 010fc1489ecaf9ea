import { Outlet } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Toaster } from '../../components/ui/toaster';
import { MobileGate } from '../../features/device/components/mobile-gate';
import { UpdatePrompt } from '../../features/device/components/update-prompt';
import { useRealtime } from '../use-realtime';
import { RestoreScroll } from './restore-scroll';

/** Everything above the routes: the mobile notice, popups, confirmations, live updates. */
export function RootLayout() {
  useRealtime();
  return (
    <>
      <MobileGate>
        <Outlet />
      </MobileGate>
      <RestoreScroll />
      <UpdatePrompt />
      <Toaster />
      <ConfirmDialog />
    </>
  );
}
