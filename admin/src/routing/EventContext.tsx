import { EVENT_API_RESOURCES, type EventDto, type Role, type UiConfig } from '@eventdesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DataProviderContext, useDataProvider } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';
import { createDataProvider } from '../api/data-provider';
import { apiFetch } from '../api/http';
import { EVENT_LANG_KEY } from '../i18n/detect';

export interface CurrentEvent {
  event: EventDto;
  uiConfig: UiConfig & { role: Role };
}

type EventState =
  | { status: 'none' }
  | { status: 'loading'; id: number }
  | { status: 'missing'; id: number }
  | ({ status: 'ready'; id: number } & CurrentEvent);

const EventContext = createContext<EventState>({ status: 'none' });

/**
 * The event whose DEFAULT_LANGUAGE was last applied. Module-level because react-admin remounts the
 * whole tree when the locale changes: that remount is not a new entry into the event and must not
 * overwrite the language the user just picked.
 */
let enteredEventId: number | null = null;
const ReloadContext = createContext<() => void>(() => undefined);

/** Reloads the current event and UI configuration (after the event was edited). */
export function useReloadEvent(): () => void {
  return useContext(ReloadContext);
}

/** The event of the current `/events/{id}/…` route once loaded, or null. */
export function useCurrentEvent(): CurrentEvent | null {
  const state = useContext(EventContext);
  return state.status === 'ready' ? state : null;
}

export function useEventState(): EventState {
  return useContext(EventContext);
}

const EVENT_RESOURCES = new Set(EVENT_API_RESOURCES);

/**
 * On entering an event route the event is loaded once, its
 * DEFAULT_LANGUAGE stored as `event_lang` or the stored one cleared (SPEC §2); the caller's UI
 * configuration comes with it. Menu and pages read it from here. Every call to an event resource made
 * below goes to the event of this route, never to one another tab opened: the data provider is bound to it.
 */
export function EventProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const match = matchPath({ path: '/events/:eventId', end: false }, pathname);
  const id = match && /^\d+$/.test(match.params.eventId ?? '') ? Number(match.params.eventId) : null;
  const dataProvider = useDataProvider();
  const [state, setState] = useState<EventState>({ status: 'none' });
  const [version, setVersion] = useState(0);
  const queryClient = useQueryClient();
  const eventDataProvider = useMemo(() => createDataProvider('/api', id), [id]);

  // Cached answers of event resources are keyed by resource, not event: another event's must not show.
  useEffect(() => {
    queryClient.removeQueries({ predicate: (query) => EVENT_RESOURCES.has(String(query.queryKey[0])) });
  }, [id, queryClient]);

  useEffect(() => {
    if (id === null) {
      enteredEventId = null;
      setState({ status: 'none' });
      return;
    }
    let cancelled = false;
    setState((previous) => (previous.status === 'ready' && previous.id === id ? previous : { status: 'loading', id }));
    Promise.all([dataProvider.getOne<EventDto>('events', { id }), apiFetch<UiConfig & { role: Role }>(`/api/events/${id}/ui-config`)]).then(
      ([{ data: event }, { json: uiConfig }]) => {
        if (cancelled) return;
        // On entering the event (or after it was edited), not on a remount inside it.
        if (enteredEventId !== id || version > 0) {
          if (event.default_language) localStorage.setItem(EVENT_LANG_KEY, event.default_language);
          else localStorage.removeItem(EVENT_LANG_KEY);
          enteredEventId = id;
        }
        setState({ status: 'ready', id, event, uiConfig });
      },
      (error: unknown) => {
        // SPEC §8: a failed event load is logged; the page shows "not found".
        console.error('Event load failed', error);
        if (!cancelled) setState({ status: 'missing', id });
      },
    );
    return () => {
      cancelled = true;
    };
    // Loaded once per event id (and after an edit), not on every navigation inside the event.
  }, [id, dataProvider, version]);

  return (
    <ReloadContext.Provider value={() => setVersion((v) => v + 1)}>
      <EventContext.Provider value={state}>
        <DataProviderContext.Provider value={eventDataProvider}>{children}</DataProviderContext.Provider>
      </EventContext.Provider>
    </ReloadContext.Provider>
  );
}
