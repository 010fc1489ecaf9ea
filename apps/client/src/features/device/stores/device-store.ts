import { create } from 'zustand';
import { installPrompt, type InstallOption } from '../lib/install-prompt';

/** Spec: a user agent containing "Mobi" or "Android" (any case) is a mobile device. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Mobi|Android/i.test(userAgent);
}

/** Where the overlay's dismissal is kept (issue 19: once dismissed it stays dismissed). */
export const OVERLAY_DISMISSED_KEY = 'liga.mobileOverlayDismissed';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(OVERLAY_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Opened from the home screen: the portal already is the installed app. */
function isStandalone(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(display-mode: standalone)').matches;
}

interface DeviceState {
  isMobile: boolean;
  /** The user chose to continue anyway (kept on the device), or runs the installed app. */
  override: boolean;
  /** How Liga can be installed here: the browser's prompt, iOS's share menu, or the menu. */
  install: InstallOption;
  continueAnyway: () => void;
  /** Shows the browser's install prompt; true when the user accepted. */
  promptInstall: () => Promise<boolean>;
}

export const useDeviceStore = create<DeviceState>()((set) => ({
  isMobile: typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent),
  override: readDismissed() || isStandalone(),
  install: installPrompt.current(),
  continueAnyway: () => {
    try {
      localStorage.setItem(OVERLAY_DISMISSED_KEY, '1');
    } catch {
      // private mode without storage: the dismissal lasts for this page load
    }
    set({ override: true });
  },
  promptInstall: async () => {
    const accepted = await installPrompt.prompt();
    if (accepted) {
      try {
        localStorage.setItem(OVERLAY_DISMISSED_KEY, '1');
      } catch {
        // as above
      }
      set({ override: true });
    }
    return accepted;
  },
}));

installPrompt.subscribe((install) => useDeviceStore.setState({ install }));
