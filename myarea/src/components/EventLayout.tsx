import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { cachedEvent, getEvent, isApiError, rememberedAttendeeLang, type ApiError, type PublicEvent } from '../api';
import { useI18n } from '../i18n';
import { EventContext } from '../session';
import { LangSwitch } from './LangSwitch';
import { PassCard } from './PassCard';
import { ErrorNote, Loading } from './Status';

/** Starts downloading the pages loaded on demand once the first screen is up, so that opening them is instant. */
function prefetchPages() {
  const run = () => {
    void import('../pages/Checkout');
    void import('../pages/EditAttendee');
    void import('../pages/Programme');
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 1500);
}

/**
 * Every `#/{token}/…` route: loads the event's public data once (SPEC §2), sets the language hints
 * (event default, attendee's language if known), and shows the top bar with the language switch.
 */
export function EventLayout({ token, children }: { token: string; children: ReactNode }) {
  const { t, setHints } = useI18n();
  const [location] = useLocation();
  const [event, setEvent] = useState<PublicEvent | null>(() => cachedEvent(token));
  const [error, setError] = useState<ApiError | undefined>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (event) return;
    let live = true;
    setError(undefined);
    getEvent(token).then(
      (loaded) => live && setEvent(loaded),
      (e: unknown) => live && setError(isApiError(e) ? e : undefined),
    );
    return () => {
      live = false;
    };
  }, [token, event, attempt]);

  useEffect(() => {
    setHints({ event: event?.default_language ?? null, attendee: rememberedAttendeeLang(token) });
  }, [event, token, setHints]);

  useEffect(() => {
    document.title = event ? `${event.name} · ${t.title}` : t.title;
  }, [event, t.title]);

  useEffect(() => {
    if (event) prefetchPages();
  }, [event]);

  const session = useMemo(() => (event ? { token, event } : null), [token, event]);
  const signedInRoute = location !== '/login' && location !== '/logout';
  const offline = error?.status === 0;

  if (!session) {
    return (
      <>
        <header className="topbar">
          <span className="brand">{t.title}</span>
          <LangSwitch />
        </header>
        <main className="page">
          {isApiError(error, 404) ? (
            <p className="notice error" data-testid="event-not-found">
              {t.eventNotFound}
            </p>
          ) : error ? (
            <>
              <ErrorNote error={error} onRetry={() => setAttempt((a) => a + 1)} />
              {/* Opened offline (from the home screen): the event cannot be read, the pass the phone kept can. */}
              {offline && signedInRoute && <PassCard token={token} />}
            </>
          ) : (
            <Loading />
          )}
        </main>
      </>
    );
  }

  return (
    <EventContext.Provider value={session}>
      <header className="topbar">
        {signedInRoute ? (
          <Link href="/" className="brand">
            {session.event.name}
          </Link>
        ) : (
          <span className="brand">{session.event.name}</span>
        )}
        <div className="topbar-actions">
          <LangSwitch languages={session.event.languages} />
          {signedInRoute && (
            <Link href="/logout" className="logout" data-testid="logout">
              {t.logout}
            </Link>
          )}
        </div>
      </header>
      <main className="page">{children}</main>
    </EventContext.Provider>
  );
}
