import { createdId, crudRows, eventAdmins, gateStaff, type ResourceMatrix } from './authz/matrix-kit';
import { nonce } from './authz/matrix-records';
import type { ApiClient } from './support/api-client';

/** A service of an event, made by a superadmin client. */
const service = (admin: ApiClient, eventId: number, name: string) =>
  createdId(admin.post(`/api/events/${eventId}/services`).send({ name_it: name }), 'service');
const base = '/api/events/:eventId/services';
let seq = 0;

/** Services (issue 14): ADMIN writes, SECRETARY reads; who scans at the gates consumes. */
export const MATRIX: ResourceMatrix = {
  routes: [
    ...crudRows(base, {
      fresh: (w) => service(w.admin, w.eventA, w.unique('Servizio')),
      create: (w) => ({ name_it: w.unique('Servizio') }),
      update: () => ({ limit_per_attendee: 2 }),
      readers: gateStaff,
      writers: eventAdmins,
    }),
    {
      method: 'POST',
      path: `${base}/:id/consume`,
      setup: async (w) => ({ id: await service(w.admin, w.eventA, w.unique('Servizio')) }),
      body: (_p, w) => ({ code: 'NOT-A-PASS', device_id: 'matrix', nonce: nonce(w) }),
      note: 'a code that is no pass: a refusal',
      expect: gateStaff(200),
    },
  ],
  changes: { services: { data: { limit_per_attendee: 3 } } },
  fixtures: {
    services: (_t, admin, { eventId }) => service(admin, eventId, `Servizio ${++seq}`),
  },
};
