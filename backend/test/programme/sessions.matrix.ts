import { createdId, crudRows, eventAdmins, type MatrixWorld, type ResourceMatrix } from '../authz/matrix-kit';

/** Sessions (issue 27): the ADMIN's. Each fresh one in a room of its own, so no two rows clash. */
let seq = 0;
const session = (title: string) => ({ title_it: title, type: 'PARALLEL', registration: 'REQUIRED', start_at: '2027-05-20T09:00:00Z', end_at: '2027-05-20T10:00:00Z' });
const roomOf = (w: MatrixWorld, eventId: number) => createdId(w.admin.post(`/api/events/${eventId}/rooms`).send({ name_it: w.unique('Aula') }), 'room');

export const MATRIX: ResourceMatrix = {
  routes: crudRows('/api/events/:eventId/sessions', {
    fresh: async (w) =>
      createdId(w.admin.post(`/api/events/${w.eventA}/sessions`).send({ ...session(w.unique('Sessione')), room_id: await roomOf(w, w.eventA) }), 'session'),
    // Without a room: a row run by every actor makes several, which would clash in one room.
    create: (w) => session(w.unique('Lettura magistrale')),
    update: (w) => ({ title_it: w.unique('Tavola rotonda') }),
    readers: eventAdmins,
    writers: eventAdmins,
  }),
  changes: { sessions: { data: { capacity: 42 }, moves: ['seats'] } },
  fixtures: {
    sessions: (_t, admin, { eventId }) => createdId(admin.post(`/api/events/${eventId}/sessions`).send(session(`Sessione ${++seq}`)), 'session'),
  },
};
