import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { operatorSession } from './lib/session';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

const mount = root;
// A tab opened from another (a player's card in a new tab) takes that tab's session before it decides to show the log-in.
void operatorSession.adoptFromOtherTabs().then(() =>
  createRoot(mount).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
