import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { cachedEvent, rememberedAttendeeLang, setApiLanguage } from './api';
import { EventLayout } from './components/EventLayout';
import { Loading } from './components/Status';
import { DEFAULT_LOCALE, I18nContext, isLocale, ITALIAN, loadMessages, resolveLocale, type I18n, type Locale, type Messages } from './i18n';
import { CheckoutResult } from './pages/CheckoutResult';
import { Dashboard } from './pages/Dashboard';
import { Login } from './pages/Login';
import { Logout } from './pages/Logout';
import { NotFound } from './pages/NotFound';
import { Products } from './pages/Products';
import { NoEvent, Unavailable } from './pages/Unavailable';
import { hashQuery, useHashPath } from './router';
import { readJson, writeJson } from './storage';

// Loaded on demand (and prefetched once the first screen is up): the rest stays in the first download.
const Checkout = lazy(() => import('./pages/Checkout'));
const EditAttendee = lazy(() => import('./pages/EditAttendee'));
const Programme = lazy(() => import('./pages/Programme'));
const VotingPage = lazy(() => import('./voting/VotingPage'));

interface Hints {
  attendee: string | null;
  event: string | null;
}

/** An explicit language: `?lang=` inside the hash (SPEC §4), else the switch's choice on this device (it outlives a reload and a new sign-in). */
function initialChoice(): Locale | null {
  const fromHash = hashQuery().get('lang');
  if (isLocale(fromHash)) {
    writeJson('lang', fromHash, 'local');
    return fromHash;
  }
  const stored = readJson<string>('lang', 'local');
  return isLocale(stored) ? stored : null;
}

/** What the tab already knows about the event in the address, so that the first screen is in the right language. */
function initialHints(): Hints {
  const token = /^#\/?([^/?#]+)/.exec(location.hash)?.[1];
  if (!token || token === 'events') return { attendee: null, event: null };
  return { attendee: rememberedAttendeeLang(token), event: cachedEvent(token)?.default_language ?? null };
}

/** The language the first screen should speak (main.tsx fetches its messages before the first render). */
export function startLocale(): Locale {
  const hints = initialHints();
  return resolveLocale(initialChoice(), hints.attendee, hints.event);
}

/** Messages already at hand, by language: Italian (bundled) and what was fetched. */
export type Loaded = Partial<Record<Locale, Messages>>;

function EventRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path="/login" component={Login} />
        <Route path="/logout" component={Logout} />
        <Route path="/" component={Dashboard} />
        <Route path="/products" component={Products} />
        <Route path="/checkout" component={Checkout} />
        <Route path="/checkout-result" component={CheckoutResult} />
        <Route path="/edit-attendee" component={EditAttendee} />
        <Route path="/programme" component={Programme} />
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}

/**
 * my-area: `/myarea/#/{eventToken}/…` (DESIGN §7) and the public pages `#/events/{id}/…`. The
 * language (SPEC §4): an explicit choice, else the attendee's app_lang, else the event's default, else it;
 * a language other than Italian is fetched from its translation file when first wanted (`preloaded`:
 * the first screen's, fetched by main.tsx before the first render).
 */
export function App({ preloaded = {} }: { preloaded?: Loaded }) {
  const [choice, setChoice] = useState<Locale | null>(initialChoice);
  const [hints, setHintsState] = useState<Hints>(initialHints);
  const [loaded, setLoaded] = useState<Loaded>(() => ({ it: ITALIAN, ...preloaded }));
  // Bumped by each use of the switch: a language whose file could not be fetched is asked again.
  const [attempt, setAttempt] = useState(0);
  const wanted = resolveLocale(choice, hints.attendee, hints.event);
  // A language not fetched yet (SPEC §4: language files load on demand): the page stays in Italian until it is.
  const lang = loaded[wanted] ? wanted : DEFAULT_LOCALE;
  setApiLanguage(lang);

  useEffect(() => {
    if (loaded[wanted]) return;
    let live = true;
    loadMessages(wanted).then(
      (messages) => live && setLoaded((current) => ({ ...current, [wanted]: messages })),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, attempt]);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const choose = useCallback((next: Locale | null) => {
    writeJson('lang', next, 'local');
    setChoice(next);
    setAttempt((n) => n + 1);
  }, []);
  const setHints = useCallback((next: Partial<Hints>) => {
    setHintsState((current) => {
      const merged = { ...current, ...next };
      return merged.attendee === current.attendee && merged.event === current.event ? current : merged;
    });
  }, []);
  const t = loaded[lang] ?? ITALIAN;
  const i18n = useMemo<I18n>(() => ({ lang, t, choose, setHints }), [lang, t, choose, setHints]);

  return (
    <I18nContext.Provider value={i18n}>
      <Router hook={useHashPath}>
        <Switch>
          <Route path="/events/:id/voting">
            {(params) => (
              <Suspense fallback={<Loading />}>
                <VotingPage eventId={params.id} />
              </Suspense>
            )}
          </Route>
          <Route path="/events/:id/webforms/display/:uuid">{() => <Unavailable kind="form" />}</Route>
          {/* Old links of the previous front end: #/myarea/{token}/login. */}
          <Route path="/myarea/*">{(params) => <Redirect to={`/${params['*']}`} replace />}</Route>
          <Route path="/:token" nest>
            {(params) => (
              <EventLayout key={params.token} token={params.token}>
                <EventRoutes />
              </EventLayout>
            )}
          </Route>
          <Route component={NoEvent} />
        </Switch>
      </Router>
    </I18nContext.Provider>
  );
}
