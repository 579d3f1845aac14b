import { inEventA, type ResourceMatrix } from '../authz/matrix-kit';

/** The reports area (issue 28): ADMIN, USER and VIEWER read it (SPEC §2); SECRETARY and COMPANY are refused. */
const reportReaders = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: ok, SECRETARY: 403, COMPANY: 403 });

export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/events/:eventId/reports/registrations', expect: reportReaders(200) },
    { method: 'GET', path: '/api/events/:eventId/reports/gate', expect: reportReaders(200) },
  ],
};
