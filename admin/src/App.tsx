import { useCallback, useEffect, useState } from 'react';
import { detectLocale, messagesFor } from './i18n';

/**
 * Placeholder shell of the staff app: shows the API's health. The staff-app issue replaces this
 * file with the react-admin <Admin> (kept out for now so the bundle stays tiny).
 */
type Health =
  | { state: 'checking' }
  | { state: 'ok'; httpStatus: number; detail?: string }
  | { state: 'down'; httpStatus?: number; detail?: string };

async function fetchHealth(signal: AbortSignal): Promise<Health> {
  try {
    const res = await fetch('/api/health', { signal, headers: { Accept: 'application/json' } });
    let detail: string | undefined;
    try {
      const body: unknown = await res.json();
      if (body && typeof body === 'object' && 'status' in body && typeof body.status === 'string') {
        detail = body.status;
      }
    } catch {
      // Not JSON (e.g. the dev proxy's error page): the HTTP status says enough.
    }
    return res.ok
      ? { state: 'ok', httpStatus: res.status, detail }
      : { state: 'down', httpStatus: res.status, detail };
  } catch (error) {
    if (signal.aborted) throw error;
    return { state: 'down' };
  }
}

export function App() {
  const locale = detectLocale();
  const t = messagesFor(locale);
  const [health, setHealth] = useState<Health>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = t.title;
  }, [locale, t.title]);

  useEffect(() => {
    const controller = new AbortController();
    setHealth({ state: 'checking' });
    fetchHealth(controller.signal).then(setHealth, () => {
      /* aborted on unmount */
    });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const statusText =
    health.state === 'checking' ? t.checking : health.state === 'ok' ? t.healthOk : t.healthDown;
  const color = health.state === 'ok' ? '#1b5e20' : health.state === 'down' ? '#b71c1c' : '#555';

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '3rem auto', padding: '0 1rem' }}>
      <h1>{t.title}</h1>
      <p>{t.subtitle}</p>
      <p>
        {t.healthLabel}:{' '}
        <strong role="status" data-health={health.state} style={{ color }}>
          {statusText}
          {'detail' in health && health.detail ? ` (${health.detail})` : ''}
        </strong>
      </p>
      {'httpStatus' in health && health.httpStatus !== undefined && (
        <p>
          {t.httpStatus}: <code>{health.httpStatus}</code>
        </p>
      )}
      {health.state === 'down' && (
        <button type="button" onClick={retry}>
          {t.retry}
        </button>
      )}
    </main>
  );
}
