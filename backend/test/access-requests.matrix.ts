import { allButViewer, createdId, eventAdmins, type MatrixWorld, type ResourceMatrix } from './authz/matrix-kit';
import { zoneAndAttendee, zoneIn } from './authz/matrix-records';
import { insertAttendee } from './commerce/commerce-fixtures';
import type { ApiClient } from './support/api-client';

const holder = (w: MatrixWorld) => zoneAndAttendee(w, 'Q');
/** An access request of one attendee for one zone, made by a superadmin client. */
const ask = (admin: ApiClient, eventId: number, attendee: number, zone: number) =>
  createdId(
    admin.post(`/api/events/${eventId}/access-control-requests`).send({ operation: 'ADD', attendee_ids: [attendee], zone_ids: [zone] }),
    'access request',
  );
const freshRequest = async (w: MatrixWorld) => {
  const { zone, attendee } = await holder(w);
  return { id: await ask(w.admin, w.eventA, attendee, zone) };
};
let seq = 0;

/**
 * Access-control requests (issue 13): USER, SECRETARY (issue 26 item 14) and COMPANY ask (COMPANY for
 * its own company's holders), ADMIN decides.
 */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/events/:eventId/access-control-requests', expect: allButViewer(200) },
    {
      method: 'GET',
      path: '/api/events/:eventId/access-control-requests/:id',
      setup: freshRequest,
      note: 'for an attendee of company X: the COMPANY actor’s own',
      expect: allButViewer(200),
    },
    {
      method: 'POST',
      path: '/api/events/:eventId/access-control-requests',
      setup: holder,
      body: (p) => ({ operation: 'ADD', attendee_ids: [p.attendee], zone_ids: [p.zone] }),
      expect: allButViewer(201),
    },
    {
      method: 'POST',
      path: '/api/events/:eventId/access-control-requests/decide',
      setup: freshRequest,
      body: (p) => ({ ids: [p.id], status: 'APPROVED' }),
      expect: eventAdmins(201),
    },
    {
      method: 'PUT',
      path: '/api/events/:eventId/access-control-requests/:id',
      setup: freshRequest,
      body: { status: 'REJECTED', reason: 'No' },
      expect: eventAdmins(200),
    },
  ],
  changes: { 'access-control-requests': { data: { status: 'REJECTED', reason: 'Zona piena' }, moves: ['decided_at', 'decided_by'] } },
  fixtures: {
    'access-control-requests': async (t, admin, { eventId, companyId }) => {
      const zone = await zoneIn(admin, eventId, `Zona ${++seq}`, `RQ${seq}`);
      const attendee = (await insertAttendee(t, eventId, { eventCompanyId: companyId })).id;
      return ask(admin, eventId, attendee, zone);
    },
  },
};
