import type { ReactNode } from 'react';
import { useDeviceStore } from '../stores/device-store';
import { MobileOverlay } from './mobile-overlay';

/** On a mobile device the overlay replaces every view until the user continues anyway. */
export function MobileGate({ children }: { children: ReactNode }) {
  const blocked = useDeviceStore((state) => state.isMobile && !state.override);
  return blocked ? <MobileOverlay /> : children;
}
