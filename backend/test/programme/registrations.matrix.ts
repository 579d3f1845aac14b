import { randomUUID } from 'node:crypto';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import { createdId, eventAdmins, type MatrixWorld, type ResourceMatrix } from '../authz/matrix-kit';

/** Registrations (issue 27): read and written with their session, so the ADMIN's. Every row gets a session of its own. */
const BASE = '/api/events/:eventId/sessions/:sessionId/registrations';
let seq = 0;
const freshSession = (w: MatrixWorld) =>
  createdId(
    w.admin.post(`/api/events/${w.eventA}/sessions`).send({
      title_it: w.unique('Corso'),
      type: 'WORKSHOP',
      registration: 'REQUIRED',
      start_at: '2027-05-20T09:00:00Z',
      end_at: '2027-05-20T10:00:00Z',
    }),
    'session',
  );
const freshAttendee = async (w: MatrixWorld) => {
  const n = ++seq;
  const repo = w.db.getRepository(Attendee);
  return (await repo.save(repo.create({ uuid: randomUUID(), eventId: w.eventA, attendeeCode: `MX${n}`, firstName: `Iscritto${n}`, lastName: 'Matrice' }))).id;
};
const withAttendee = async (w: MatrixWorld) => ({ sessionId: await freshSession(w), attendeeId: await freshAttendee(w) });

export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: BASE, setup: async (w) => ({ sessionId: await freshSession(w) }), expect: eventAdmins(200) },
    { method: 'POST', path: BASE, setup: withAttendee, body: (p) => ({ attendee_id: p.attendeeId }), expect: eventAdmins(201) },
    { method: 'POST', path: `${BASE}/bulk`, setup: withAttendee, body: (p) => ({ attendee_ids: [p.attendeeId] }), expect: eventAdmins(201) },
    {
      method: 'DELETE',
      path: `${BASE}/:id`,
      setup: async (w) => {
        const { sessionId, attendeeId } = await withAttendee(w);
        return { sessionId, id: await createdId(w.admin.post(`/api/events/${w.eventA}/sessions/${sessionId}/registrations`).send({ attendee_id: attendeeId }), 'registration') };
      },
      expect: eventAdmins(200),
    },
  ],
};
