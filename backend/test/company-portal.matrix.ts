import { eventReaders, type ResourceMatrix } from './authz/matrix-kit';

/** A company's portal (issue 13): what it must still provide; every role of the event, COMPANY its own. */
export const MATRIX: ResourceMatrix = {
  routes: [
    {
      method: 'GET',
      path: '/api/events/:eventId/companies/:id/portal',
      setup: async (w) => ({ id: w.companyA }),
      note: 'company X: the COMPANY actor’s own',
      expect: eventReaders(200),
    },
  ],
};
