import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { apiFetch } from './http';

export const CURRENT_EVENT_KEY = 'current_event_id';

/** Resources that live under `/api/events/{eventId}/…` (DESIGN §4); the rest are global. */
export const EVENT_SCOPED_RESOURCES = new Set([
  'attendees',
  'companies',
  'vehicles',
  'attendee-categories',
  'access-controls',
  'access-control-requests',
  'products',
  'product-categories',
  'orders',
  'services',
  'rooms',
  'sessions',
  'tags',
  'credits',
  'terms',
  'documents',
  'filters',
  'totems',
  'surveys',
  'forms',
  'sendings',
  'options',
  'passes',
  'attachment-definitions',
]);

export function currentEventId(): string | null {
  return localStorage.getItem(CURRENT_EVENT_KEY);
}

/** `attendees` → `events/3/attendees` while event 3 is open; `meta.eventId` overrides the current event. */
export function resourcePath(resource: string, meta?: { eventId?: string | number }): string {
  if (!EVENT_SCOPED_RESOURCES.has(resource)) return resource;
  const eventId = meta?.eventId ?? currentEventId();
  if (!eventId) throw new Error(`No current event for the event resource "${resource}"`);
  return `events/${eventId}/${resource}`;
}

const httpClient = (url: string, options: RequestInit = {}) => apiFetch(url, options);

/** ra-data-simple-rest over our fetch, with event-scoped resources resolved to the current event. */
export function createDataProvider(apiUrl = '/api'): DataProvider {
  const rest = simpleRestProvider(apiUrl, httpClient);
  return new Proxy(rest, {
    get(target, method: string) {
      const fn = target[method];
      if (typeof fn !== 'function') return fn;
      return (resource: string, params: { meta?: { eventId?: string | number } } = {}) =>
        fn.call(target, resourcePath(resource, params?.meta), params);
    },
  }) as DataProvider;
}
