import { createdId, eventAdmins, type ResourceMatrix } from '../authz/matrix-kit';

/** A session's attendance (issue 27): read with the session, the ADMIN's. */
export const MATRIX: ResourceMatrix = {
  routes: [
    {
      method: 'GET',
      path: '/api/events/:eventId/sessions/:sessionId/attendance',
      setup: async (w) => ({
        sessionId: await createdId(
          w.admin.post(`/api/events/${w.eventA}/sessions`).send({
            title_it: w.unique('Presenze'),
            type: 'PLENARY',
            registration: 'OPEN',
            start_at: '2027-05-20T09:00:00Z',
            end_at: '2027-05-20T10:00:00Z',
          }),
          'session',
        ),
      }),
      expect: eventAdmins(200),
    },
  ],
};
