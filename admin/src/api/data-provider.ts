import { EVENT_API_RESOURCES } from '@eventdesk/shared';
import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { apiFetch } from './http';

const EVENT_RESOURCES = new Set(EVENT_API_RESOURCES);

type EventMeta = { meta?: { eventId?: string | number } };

/**
 * `attendees` → `events/3/attendees`: an event resource lives under the event named in `meta.eventId`,
 * else under the event the provider is bound to (the event of the route whose screen makes the call,
 * see EventDataProvider); so does a list below one (`credits/results`); global resources stay as they are.
 */
export function resourcePath(resource: string, meta: EventMeta['meta'], boundEventId: number | null): string {
  if (!EVENT_RESOURCES.has(resource.split('/')[0]!)) return resource;
  const eventId = meta?.eventId ?? boundEventId;
  if (eventId === null || eventId === undefined) throw new Error(`No event for the event resource "${resource}"`);
  return `events/${eventId}/${resource}`;
}

const httpClient = (url: string, options: RequestInit = {}) => apiFetch(url, options);

/** ra-data-simple-rest over our fetch; `eventId` binds the event resources to one event. */
export function createDataProvider(apiUrl = '/api', eventId: number | null = null): DataProvider {
  const rest = simpleRestProvider(apiUrl, httpClient);
  return new Proxy(rest, {
    get(target, method: string) {
      const fn = target[method];
      if (typeof fn !== 'function') return fn;
      return async (resource: string, params: EventMeta = {}) => fn.call(target, resourcePath(resource, params?.meta, eventId), params);
    },
  }) as DataProvider;
}
