import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadFirstPage } from './app/router';
import { beginStart } from './app/start';
import { initI18n, initialLanguage } from './lib/i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// The language files and the start sequence's API calls travel together.
const i18nReady = initI18n();
beginStart();
preloadFirstPage(initialLanguage());
void i18nReady.then(() => {
  // A transition renders in slices of a few milliseconds, yielding to the browser between them:
  // the first page's render is no single long task on a slow phone (Lighthouse's blocking time),
  // and the painted placeholder stays until the page is ready.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
    );
  });
});
