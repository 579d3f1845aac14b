import { eventReaders, type ResourceMatrix } from '../authz/matrix-kit';

/** The attendee export: whoever reads attendees. */
export const MATRIX: ResourceMatrix = {
  routes: [
    {
      method: 'GET',
      path: '/api/events/:eventId/attendees/export',
      note: 'COMPANY exports its own company’s, with its visible fields',
      expect: eventReaders(200),
    },
  ],
};
