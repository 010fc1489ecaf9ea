// First: the page's language, before any catalogue is read (i18n/language.ts).
import './i18n/language';
import './styles/tokens.css';
import './styles/base.css';
import './styles/buttons.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('Brak elementu #root w index.html');

// A transition: React renders the first screen in slices, yielding to the browser between
// them, instead of one long task while the page is starting (Lighthouse's total blocking time).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
