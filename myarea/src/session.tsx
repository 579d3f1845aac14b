import { createContext, useCallback, useContext, useEffect, useState, type DependencyList } from 'react';
import { useLocation } from 'wouter';
import { ApiError, forgetAttendee, isApiError, type PublicEvent } from './api';
import { hashQuery } from './router';
import { readJson, writeJson } from './storage';

/** The event a my-area route belongs to (`#/{token}/…`), loaded once by EventLayout. */
export interface EventSession {
  token: string;
  event: PublicEvent;
}

export const EventContext = createContext<EventSession | null>(null);

export function useEventSession(): EventSession {
  const session = useContext(EventContext);
  if (!session) throw new Error('useEventSession outside an event route');
  return session;
}

/** Where a 401 sent the attendee from, to go back there after the login (a path inside the event). */
export function takeReturnPath(token: string): string {
  const path = readJson<string>(`return-to.${token}`);
  writeJson(`return-to.${token}`, null);
  return path && /^\/(?!login|logout)[\w/-]*(\?[\w=&]*)?$/.test(path) ? path : '/';
}

/** SPEC §2: a my-area route without a signed-in attendee of this event goes to its login. */
export function useSignInAgain(): () => void {
  const { token } = useEventSession();
  const [location, navigate] = useLocation();
  return useCallback(() => {
    forgetAttendee(token);
    const query = hashQuery().toString();
    writeJson(`return-to.${token}`, `${location}${query ? `?${query}` : ''}`);
    navigate('/login', { replace: true });
  }, [token, location, navigate]);
}

export interface Loaded<T> {
  data?: T;
  error?: ApiError;
  loading: boolean;
  reload: () => void;
  setData: (data: T) => void;
}

/** Runs a page's call(s) when `deps` change; a 401 goes to the login instead of showing an error. */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): Loaded<T> {
  const signInAgain = useSignInAgain();
  const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean }>({ loading: true });
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, error: undefined, loading: true }));
    load().then(
      (data) => live && setState({ data, loading: false }),
      (error: unknown) => {
        if (!live) return;
        if (isApiError(error, 401)) return signInAgain();
        if (!isApiError(error)) console.error(error);
        setState((s) => ({ ...s, error: isApiError(error) ? error : new ApiError(-1, ''), loading: false }));
      },
    );
    return () => {
      live = false;
    };
  }, [...deps, nonce]);

  return {
    ...state,
    reload: useCallback(() => setNonce((n) => n + 1), []),
    setData: useCallback((data: T) => setState({ data, loading: false }), []),
  };
}
