import { eventReaders, type ResourceMatrix } from './authz/matrix-kit';

/** The event dashboard's figures: every role, scoped (COMPANY sees its own company's). */
export const MATRIX: ResourceMatrix = {
  routes: [{ method: 'GET', path: '/api/events/:eventId/stats', expect: eventReaders(200) }],
};
