import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { localStorageStore } from 'react-admin';
import { App } from './App';
import { detectLanguage } from './i18n/detect';
import { createI18nProvider } from './i18n/i18n-provider';
import { legacyTarget, rootRuleTarget } from './routing/legacy';

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;

async function start(): Promise<void> {
  // SPEC §2: the root rule, then old links that belong to the attendee site.
  const rootTarget = rootRuleTarget(window.location.hash, meta('eventdesk-event-token'), meta('eventdesk-event-id'));
  if (rootTarget) {
    window.location.hash = rootTarget;
    window.location.reload();
    return;
  }
  const legacy = legacyTarget(window.location.hash);
  if (legacy) {
    window.location.replace(legacy);
    return;
  }

  // The startup language follows SPEC §4, not the language react-admin remembered last time; Italian
  // when its file cannot be fetched (i18n-provider.ts).
  const i18nProvider = await createI18nProvider(detectLanguage(window.location.hash, window.localStorage, document.documentElement.lang));
  const locale = i18nProvider.getLocale();
  document.documentElement.lang = locale;
  const store = localStorageStore(undefined, 'Eventdesk');
  store.setItem('locale', locale);
  // On a tablet (under 1200 px) the menu starts folded to its icons, leaving the width to the lists;
  // the user's own choice (the ☰ button) is remembered from then on.
  if (store.getItem('sidebar.open') === undefined && window.innerWidth < 1200) store.setItem('sidebar.open', false);

  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  createRoot(root).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} store={store} />
    </StrictMode>,
  );
}

void start();
