import { createdId, eventAdmins, gateStaff, type MatrixWorld, type ResourceMatrix } from './authz/matrix-kit';
import { zoneAndAttendee, zoneIn } from './authz/matrix-records';
import { insertAttendee } from './commerce/commerce-fixtures';
import type { ApiClient } from './support/api-client';

const holder = (w: MatrixWorld) => zoneAndAttendee(w, 'R');
/** A right of one attendee to one zone, granted by a superadmin client. */
const grant = (admin: ApiClient, eventId: number, attendee: number, zone: number) =>
  createdId(admin.post(`/api/events/${eventId}/access-rights`).send({ attendee_id: attendee, zone_id: zone }), 'access right');
const freshRight = async (w: MatrixWorld) => {
  const { zone, attendee } = await holder(w);
  return { id: await grant(w.admin, w.eventA, attendee, zone), attendee };
};
let seq = 0;

/**
 * Access rights (issue 13): subject AccessControl — ADMIN grants and removes, SECRETARY reads (and asks:
 * access-requests.matrix.ts, issue 26 item 14); the others none.
 */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/events/:eventId/access-rights', expect: gateStaff(200) },
    {
      method: 'GET',
      path: '/api/events/:eventId/access-rights/effective',
      setup: freshRight,
      query: (p) => `?attendee_id=${p.attendee}`,
      expect: gateStaff(200),
    },
    { method: 'GET', path: '/api/events/:eventId/access-rights/:id', setup: freshRight, expect: gateStaff(200) },
    {
      method: 'POST',
      path: '/api/events/:eventId/access-rights',
      setup: holder,
      body: (p) => ({ attendee_id: p.attendee, zone_id: p.zone }),
      note: 'granting is the ADMIN’s review (issue 26 item 14): SECRETARY asks through an access request instead',
      expect: eventAdmins(201),
    },
    { method: 'DELETE', path: '/api/events/:eventId/access-rights/:id', setup: freshRight, expect: eventAdmins(200) },
  ],
  fixtures: {
    'access-rights': async (t, admin, { eventId, companyId }) => {
      const zone = await zoneIn(admin, eventId, `Zona ${++seq}`, `AR${seq}`);
      const attendee = (await insertAttendee(t, eventId, { eventCompanyId: companyId })).id;
      return grant(admin, eventId, attendee, zone);
    },
  },
};
