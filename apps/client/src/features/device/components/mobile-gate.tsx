import { lazy, Suspense, type ReactNode } from 'react';
import { useDeviceStore } from '../stores/device-store';

// only a phone's first visits show it: everyone else's start does not load its code
const MobileOverlay = lazy(() =>
  import('./mobile-overlay').then((module) => ({ default: module.MobileOverlay })),
);

/** On a mobile device the overlay replaces every view until the user continues anyway. */
export function MobileGate({ children }: { children: ReactNode }) {
  const blocked = useDeviceStore((state) => state.isMobile && !state.override);
  return blocked ? (
    <Suspense fallback={null}>
      <MobileOverlay />
    </Suspense>
  ) : (
    children
  );
}
