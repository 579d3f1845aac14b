import { randomUUID } from 'node:crypto';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import { createdId, eventAdmins, type MatrixWorld, type ResourceMatrix } from '../authz/matrix-kit';

let seq = 0;
const freshSession = (w: MatrixWorld) =>
  createdId(
    w.admin.post(`/api/events/${w.eventA}/sessions`).send({
      title_it: w.unique('Presenze'),
      type: 'PLENARY',
      registration: 'OPEN',
      start_at: '2027-05-20T09:00:00Z',
      end_at: '2027-05-20T10:00:00Z',
    }),
    'session',
  );
const freshAttendee = async (w: MatrixWorld) => {
  const repo = w.db.getRepository(Attendee);
  return (await repo.save(repo.create({ uuid: randomUUID(), eventId: w.eventA, attendeeCode: `AT${++seq}`, firstName: 'Presente', lastName: `N${seq}` }))).id;
};
const correction = (attendeeId: number | string) => ({ attendee_id: attendeeId, from: '2027-05-20T09:00:00Z', to: '2027-05-20T09:30:00Z', note: 'Matrice' });

/** A session's attendance and its corrections (issue 27): with the session, the ADMIN's. */
export const MATRIX: ResourceMatrix = {
  routes: [
    {
      method: 'GET',
      path: '/api/events/:eventId/sessions/:sessionId/attendance',
      setup: async (w) => ({ sessionId: await freshSession(w) }),
      expect: eventAdmins(200),
    },
    {
      method: 'POST',
      path: '/api/events/:eventId/sessions/:sessionId/attendance/corrections',
      setup: async (w) => ({ sessionId: await freshSession(w), attendeeId: await freshAttendee(w) }),
      body: (p) => correction(p.attendeeId),
      expect: eventAdmins(201),
    },
    {
      method: 'DELETE',
      path: '/api/events/:eventId/sessions/:sessionId/attendance/corrections/:id',
      setup: async (w) => {
        const sessionId = await freshSession(w);
        const id = await createdId(
          w.admin.post(`/api/events/${w.eventA}/sessions/${sessionId}/attendance/corrections`).send(correction(await freshAttendee(w))),
          'correction',
        );
        return { sessionId, id };
      },
      expect: eventAdmins(200),
    },
  ],
};
