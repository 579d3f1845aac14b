import { eventAdmins, type ResourceMatrix } from '../authz/matrix-kit';

/** "Programme now" (issue 27): read with the sessions, the ADMIN's. */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/events/:eventId/programme/now', expect: eventAdmins(200) },
    { method: 'GET', path: '/api/events/:eventId/programme/now/live', stream: true, expect: eventAdmins(200) },
  ],
};
