import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startLocale, type Loaded } from './App';
import { loadMessages } from './i18n';
import { registerServiceWorker } from './offline/register';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The first screen speaks its language at once: Italian is bundled; another one is fetched first from its
// translation file (the service worker keeps it offline), Italian when that fails.
const first = startLocale();
void loadMessages(first)
  .then<Loaded, Loaded>(
    (messages) => ({ [first]: messages }),
    () => ({}),
  )
  .then((preloaded) =>
    createRoot(root).render(
      <StrictMode>
        <App preloaded={preloaded} />
      </StrictMode>,
    ),
  );

// The app shell and the attendee's pass offline (issue 29 item 12); the dev server has no service worker.
if (import.meta.env.PROD) registerServiceWorker();
