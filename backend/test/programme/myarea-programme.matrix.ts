import { everyone, eventAToken, NOT_AN_ATTENDEE, type ResourceMatrix } from '../authz/matrix-kit';

/**
 * The programme in the attendee site (issue 27): behind the attendee session, which no staff actor holds
 * (401 to all of them). What an attendee may do there — only their own registrations, only published
 * sessions of their event — is proven by myarea-programme.e2e-spec.ts.
 */
export const MATRIX: ResourceMatrix = {
  routes: [
    {
      method: 'GET',
      path: '/api/:token/programme',
      setup: eventAToken,
      attendeeSession: true,
      note: NOT_AN_ATTENDEE,
      expect: everyone(401),
    },
    {
      method: 'POST',
      path: '/api/:token/programme/registrations',
      setup: eventAToken,
      body: { session_id: 1 },
      attendeeSession: true,
      note: NOT_AN_ATTENDEE,
      expect: everyone(401),
    },
    {
      method: 'DELETE',
      path: '/api/:token/programme/registrations/:sessionId',
      setup: async (w) => ({ ...(await eventAToken(w)), sessionId: 1 }),
      attendeeSession: true,
      note: NOT_AN_ATTENDEE,
      expect: everyone(401),
    },
  ],
};
