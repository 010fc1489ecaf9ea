// First: the page's language, before any catalogue is read (i18n/language.ts).
import './i18n/language';
import './styles/tokens.css';
import './styles/base.css';
import './styles/buttons.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('Brak elementu #root w index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
