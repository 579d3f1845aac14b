import { validEvent } from './support/fixtures';
import { eventAdmins, eventReaders, inEventA, PNG, signedIn, superadminOnly, type ResourceMatrix } from './authz/matrix-kit';

/**
 * Events: everyone lists their own, superadmins create and delete (global), the event ADMIN updates its
 * event. Event A itself is only changed idempotently (the same PUT body, the same background image put
 * and taken away).
 */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/events', note: 'everyone lists; the list holds only their own events', expect: signedIn(200) },
    { method: 'GET', path: '/api/events/create', note: 'creating events is global: superadmin only', expect: superadminOnly(200) },
    { method: 'GET', path: '/api/events/:id', setup: async (w) => ({ id: w.eventA }), expect: eventReaders(200) },
    { method: 'POST', path: '/api/events', body: () => validEvent(), expect: superadminOnly(201) },
    {
      method: 'PUT',
      path: '/api/events/:id',
      setup: async (w) => ({ id: w.eventA }),
      body: validEvent({ name: 'Evento A', sku: 'EVA' }),
      note: 'the same body every time, so event A stays as it was',
      expect: eventAdmins(200),
    },
    {
      method: 'DELETE',
      path: '/api/events/:id',
      // Only the superadmin may delete: it gets a fresh event; the others must be refused on event A itself.
      setup: async (w, a) => ({ id: a.name === 'superadmin' ? await w.freshEvent() : w.eventA }),
      note: 'an event ADMIN may update its event but not delete it (rules.ts: update Event only)',
      expect: inEventA({ superadmin: 200, ADMIN: 403, USER: 403, VIEWER: 403, SECRETARY: 403, COMPANY: 403 }),
    },
    {
      method: 'GET',
      path: '/api/events/:eventId/ui-config',
      note: 'superadmin without a role gets ADMIN’s configuration',
      expect: eventReaders(200),
    },
    {
      method: 'POST',
      path: '/api/events/:id/image-background',
      setup: async (w) => ({ id: w.eventA }),
      attach: { field: 'file', filename: 'background.png', content: PNG },
      expect: eventAdmins(200),
    },
    { method: 'DELETE', path: '/api/events/:id/image-background', setup: async (w) => ({ id: w.eventA }), expect: eventAdmins(200) },
  ],
  changes: { events: { data: { city: 'Torino' } } },
};
