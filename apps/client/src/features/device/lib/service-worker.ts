/**
 * The service worker's registration and its update (issue 19), with the browser's own API:
 * workbox-window did the same for ~2 KiB gzip more on every first visit. Production builds
 * only (`/sw.js` exists only in a build). The first install takes the page by itself
 * (`clientsClaim` in sw/sw.ts); a later version waits until the page asks it to take over.
 */
type Listener = (waiting: boolean) => void;

let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<Listener>();
let started = false;

function setWaiting(worker: ServiceWorker | null): void {
  waitingWorker = worker;
  for (const listener of listeners) listener(worker !== null);
}

/** A new worker is waiting when it installed while an older one controls the page. */
function watch(registration: ServiceWorkerRegistration): void {
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) {
        setWaiting(installing);
      }
    });
  });
}

/** Registers `/sw.js` once per page; `onWaiting` hears whether a new version waits. */
export function registerServiceWorker(onWaiting: Listener): () => void {
  listeners.add(onWaiting);
  if (waitingWorker) onWaiting(true);
  if (!started && import.meta.env.PROD && 'serviceWorker' in navigator) {
    started = true;
    navigator.serviceWorker
      .register('/sw.js', { scope: '/', type: 'classic' })
      .then(watch)
      .catch((error: unknown) => console.error('service worker registration failed', error));
  }
  return () => listeners.delete(onWaiting);
}

/** "Nowa wersja — odśwież": the waiting worker takes over, then the page reloads. */
export function activateWaitingWorker(): void {
  const worker = waitingWorker;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
