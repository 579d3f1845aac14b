import { allButViewer, gateStaff, type MatrixWorld, type ResourceMatrix } from './authz/matrix-kit';
import { freshAttendee, freshVehicle } from './authz/matrix-records';

const attendee = async (w: MatrixWorld) => ({ id: await freshAttendee(w) });
const vehicle = (w: MatrixWorld) => freshVehicle(w, 'PM', 'CAR');

/** Passes (issue 14): a credential — who may change the holder sees its pass; the gate's public key for AccessControl readers. */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/events/:eventId/attendees/:id/pass', setup: attendee, expect: allButViewer(200) },
    { method: 'POST', path: '/api/events/:eventId/attendees/:id/pass/reissue', setup: attendee, expect: allButViewer(200) },
    { method: 'GET', path: '/api/events/:eventId/vehicles/:id/pass', setup: vehicle, expect: allButViewer(200) },
    { method: 'POST', path: '/api/events/:eventId/vehicles/:id/pass/reissue', setup: vehicle, expect: allButViewer(200) },
    {
      method: 'GET',
      path: '/api/events/:eventId/pass-key',
      expect: gateStaff(200),
    },
  ],
};
