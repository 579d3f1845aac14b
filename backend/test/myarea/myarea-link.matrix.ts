import { allButViewer, eventReaders, type ResourceMatrix } from '../authz/matrix-kit';

/** The attendee site's link for staff (issue 11). */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/events/:eventId/myarea-link', expect: eventReaders(200) },
    {
      method: 'POST',
      path: '/api/events/:eventId/attendees/send-myarea-link',
      body: { ids: [1] },
      note: 'ids out of the caller’s scope count as not found; none is e-mailed',
      expect: allButViewer(200),
    },
  ],
};
