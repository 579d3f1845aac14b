import { createdId, crudRows, eventAdmins, type ResourceMatrix } from '../authz/matrix-kit';

/** Rooms (issue 27): the ADMIN's; no other role reads or writes them. */
let seq = 0;
export const MATRIX: ResourceMatrix = {
  routes: crudRows('/api/events/:eventId/rooms', {
    fresh: (w) => createdId(w.admin.post(`/api/events/${w.eventA}/rooms`).send({ name_it: w.unique('Aula') }), 'room'),
    create: (w) => ({ name_it: w.unique('Sala plenaria'), capacity: 300 }),
    update: (w) => ({ name_it: w.unique('Aula magna') }),
    readers: eventAdmins,
    writers: eventAdmins,
  }),
  changes: { rooms: { data: { capacity: 120 } } },
  fixtures: {
    rooms: (_t, admin, { eventId }) => createdId(admin.post(`/api/events/${eventId}/rooms`).send({ name_it: `Sala ${++seq}` }), 'room'),
  },
};
