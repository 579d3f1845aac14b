import { inEventA, type ResourceMatrix } from '../authz/matrix-kit';

/** The reports area (issue 28): ADMIN, USER and VIEWER read it (SPEC §2); SECRETARY and COMPANY are refused. */
const reportReaders = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: ok, SECRETARY: 403, COMPANY: 403 });

export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/events/:eventId/reports/registrations', expect: reportReaders(200) },
    { method: 'GET', path: '/api/events/:eventId/reports/gate', expect: reportReaders(200) },
    { method: 'GET', path: '/api/events/:eventId/reports/accreditation', expect: reportReaders(200) },
    // Sales are the orders' figures: `read Order` too, which USER and VIEWER lack.
    {
      method: 'GET',
      path: '/api/events/:eventId/reports/commerce',
      expect: inEventA({ superadmin: 200, ADMIN: 200, USER: 403, VIEWER: 403, SECRETARY: 403, COMPANY: 403 }),
    },
    // Attendance and credits: `read Session` and `read Credit` too, which only the ADMIN has.
    {
      method: 'GET',
      path: '/api/events/:eventId/reports/programme',
      expect: inEventA({ superadmin: 200, ADMIN: 200, USER: 403, VIEWER: 403, SECRETARY: 403, COMPANY: 403 }),
    },
    // Stats across events (the app menu's `stats`): no event in the path; each caller sees the events whose role reads
    // reports (otherEvent: an ADMIN of event B, its own event); SECRETARY and COMPANY read none.
    {
      method: 'GET',
      path: '/api/reports/events',
      expect: { anonymous: 401, superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 200, SECRETARY: 403, COMPANY: 403, otherEvent: 200 },
    },
  ],
};
