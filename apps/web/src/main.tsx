import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadFirstPage } from './app/router';
import { beginStart } from './app/start';
import { initI18n } from './lib/i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// The language files and the start sequence's API calls travel together.
const i18nReady = initI18n();
beginStart();
preloadFirstPage();
void i18nReady.then(() => {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
});
