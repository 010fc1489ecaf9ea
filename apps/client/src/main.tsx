// First: the page's language, before any catalogue is read (i18n/language.ts).
import './i18n/language';
import './styles/tokens.css';
import './styles/base.css';
import './styles/buttons.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageAt } from './app/router';
import { useSessionStore } from './features/auth/stores/session-store';

const container = document.getElementById('root');
if (!container) throw new Error('Brak elementu #root w index.html');

/**
 * How long the first render waits for the page's chunk: when the installed app (its service
 * worker) serves it from the device, it is there in a moment and the page renders at once, not
 * after a fallback; on a first visit it comes over the network, and the shell shows without it.
 */
const PAGE_CHUNK_WAIT_MS = navigator.serviceWorker?.controller ? 1_000 : 0;

const pageChunk = preloadPageAt(
  window.location.pathname,
  useSessionStore.getState().authorizationToken !== null,
);

void Promise.race([pageChunk, new Promise((done) => setTimeout(done, PAGE_CHUNK_WAIT_MS))]).then(
  () => {
    // A transition: React renders the first screen in slices, yielding to the browser between
    // them, instead of one long task while the page is starting (Lighthouse's total blocking
    // time).
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  },
);
