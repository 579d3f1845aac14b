import { createdId, eventAdmins, eventReaders, type MatrixWorld, type ResourceMatrix } from '../authz/matrix-kit';
import { attendeeWorld } from '../authz/matrix-records';
import { createCategory } from './attendee-fixtures';

const fresh = async (w: MatrixWorld) => ({ id: await createCategory(w.admin, w.eventA, w.unique('Categoria')) });
let seq = 0;

/** Attendee categories: read by every role that reads attendees, written by ADMIN. */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/events/:eventId/attendee-categories', expect: eventReaders(200) },
    { method: 'GET', path: '/api/events/:eventId/attendee-categories/create', expect: eventAdmins(200) },
    {
      method: 'GET',
      path: '/api/events/:eventId/attendee-categories/:id',
      setup: async (w) => ({ id: (await attendeeWorld(w)).categoryId }),
      expect: eventReaders(200),
    },
    {
      method: 'POST',
      path: '/api/events/:eventId/attendee-categories',
      body: (_p, w) => ({ name: w.unique('Categoria') }),
      expect: eventAdmins(201),
    },
    {
      method: 'PUT',
      path: '/api/events/:eventId/attendee-categories/:id',
      setup: fresh,
      body: (_p, w) => ({ name: w.unique('Rinominata') }),
      expect: eventAdmins(200),
    },
    { method: 'DELETE', path: '/api/events/:eventId/attendee-categories/:id', setup: fresh, expect: eventAdmins(200) },
  ],
  changes: { 'attendee-categories': { data: { name: 'Categoria cambiata' } } },
  // A name of its own: the contract test names the categories of its attendees `Categoria n` in the same event.
  fixtures: {
    'attendee-categories': (_t, admin, { eventId }) =>
      createdId(admin.post(`/api/events/${eventId}/attendee-categories`).send({ name: `Categoria matrice ${++seq}` }), 'attendee category'),
  },
};
