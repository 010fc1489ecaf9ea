import { Outlet } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Toaster } from '../../components/ui/toaster';
import { MobileGate } from '../../features/device/components/mobile-gate';
import { UpdatePrompt } from '../../features/device/components/update-prompt';
import { useRealtime } from '../use-realtime';
import { RestoreScroll } from './restore-scroll';

/**
 * The live connection, in a leaf of its own: its session and season changes (several while the
 * page starts) re-render nothing but itself, not the page under the layout.
 */
function Realtime() {
  useRealtime();
  return null;
}

/** Everything above the routes: the mobile notice, popups, confirmations, live updates. */
export function RootLayout() {
  return (
    <>
      <Realtime />
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
