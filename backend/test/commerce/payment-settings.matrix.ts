import { eventAdmins, type ResourceMatrix } from '../authz/matrix-kit';

/** The payment settings of an event (issue 11): its ADMIN's, like the event options. */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/events/:eventId/payment-settings', expect: eventAdmins(200) },
    {
      method: 'PUT',
      path: '/api/events/:eventId/payment-settings',
      body: { methods: ['ON_SITE'], desk_text_it: 'Cassa all’ingresso' },
      expect: eventAdmins(200),
    },
  ],
};
