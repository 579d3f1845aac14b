import { useEffect } from 'react';
import { Route, Router, Switch } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { detectLocale, messagesFor, type Messages } from './i18n';

/**
 * Placeholder shell of the attendee site. Routes live in the hash (`/myarea/#/{eventToken}/login`,
 * DESIGN §7); later issues add dashboard, products, edit-attendee, checkout and the public pages.
 */
function Login({ eventToken, t }: { eventToken: string; t: Messages }) {
  return (
    <p>
      {t.eventCode}: <code data-testid="event-token">{eventToken}</code>
    </p>
  );
}

function NoEvent({ t }: { t: Messages }) {
  return <p data-testid="no-event">{t.noEvent}</p>;
}

export function App() {
  const locale = detectLocale();
  const t = messagesFor(locale);

  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = t.title;
  }, [locale, t.title]);

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '2rem auto', padding: '0 1rem' }}>
      <h1>{t.title}</h1>
      <Router hook={useHashLocation}>
        <Switch>
          <Route path="/:eventToken/login">{(params) => <Login eventToken={params.eventToken} t={t} />}</Route>
          <Route>
            <NoEvent t={t} />
          </Route>
        </Switch>
      </Router>
    </main>
  );
}
