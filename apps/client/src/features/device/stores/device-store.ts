import { create } from 'zustand';

/** Spec: a user agent containing "Mobi" or "Android" (any case) is a mobile device. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Mobi|Android/i.test(userAgent);
}

interface DeviceState {
  isMobile: boolean;
  /** The user chose to continue anyway; lasts until the page is reloaded (not persisted). */
  override: boolean;
  continueAnyway: () => void;
}

export const useDeviceStore = create<DeviceState>()((set) => ({
  isMobile: typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent),
  override: false,
  continueAnyway: () => set({ override: true }),
}));
