/**
 * The browser's install prompt (Chromium's `beforeinstallprompt`, not in the DOM typings) kept
 * from the moment it fires, so the overlay or the menu can show it when the user asks.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** `prompt`: the browser offers installation; `ios`: Safari's share menu; `menu`: the browser's own menu; `installed`. */
export type InstallOption = 'prompt' | 'ios' | 'menu' | 'installed';

/** iPhone and iPad Safari have no prompt: installation is "Share → Add to Home Screen". */
export function isIosUserAgent(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<(option: InstallOption) => void>();

function current(): InstallOption {
  if (installed) return 'installed';
  if (deferred) return 'prompt';
  if (
    typeof navigator !== 'undefined' &&
    isIosUserAgent(navigator.userAgent, navigator.maxTouchPoints)
  ) {
    return 'ios';
  }
  return 'menu';
}

function announce(): void {
  const option = current();
  for (const listener of listeners) listener(option);
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    announce();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    announce();
  });
}

export const installPrompt = {
  current,
  subscribe(listener: (option: InstallOption) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Shows the kept prompt (it can be used once); false when there is none or it was refused. */
  async prompt(): Promise<boolean> {
    const event = deferred;
    if (!event) return false;
    deferred = null;
    await event.prompt();
    const choice = await event.userChoice;
    if (choice.outcome === 'accepted') installed = true;
    announce();
    return choice.outcome === 'accepted';
  },
};
