import { eventAToken, everyone, NOT_AN_ATTENDEE, type ResourceMatrix } from '../authz/matrix-kit';

/** The attendee site (issue 6): its event, sign-in, own data, catalogue, checkout, orders and pass. */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/external/:token/event', setup: eventAToken, expect: everyone(200) },
    {
      method: 'POST',
      path: '/api/:token/attendee/otp',
      setup: eventAToken,
      body: (_p, w) => ({ email: `${w.unique('nobody')}@example.test` }),
      note: 'the same 202 whether or not the e-mail is an attendee’s (a fresh e-mail per call: the requests are throttled per e-mail + IP)',
      expect: everyone(202),
    },
    {
      method: 'POST',
      path: '/api/:token/attendee/login',
      setup: eventAToken,
      body: (_p, w) => ({ email: `${w.unique('nobody')}@example.test`, code: '000000' }),
      note: 'no attendee has that e-mail: the code is refused (422), whoever asks',
      expect: everyone(422),
    },
    {
      method: 'POST',
      path: '/api/attendee/logout',
      note: 'ends the attendee part of the session only: 204 with nobody signed in, the staff sign-in untouched',
      expect: everyone(204),
    },
    { method: 'GET', path: '/api/:token/attendee', setup: eventAToken, note: NOT_AN_ATTENDEE, expect: everyone(401) },
    {
      method: 'PUT',
      path: '/api/:token/attendee',
      setup: eventAToken,
      body: { phone: '+39 333 1234567' },
      note: NOT_AN_ATTENDEE,
      expect: everyone(401),
    },
    { method: 'GET', path: '/api/:token/products', setup: eventAToken, note: NOT_AN_ATTENDEE, expect: everyone(401) },
    {
      method: 'POST',
      path: '/api/:token/attendee/email',
      setup: eventAToken,
      body: { code: '123456' },
      note: NOT_AN_ATTENDEE,
      expect: everyone(401),
    },
    {
      method: 'POST',
      path: '/api/:token/checkout',
      setup: eventAToken,
      body: { lines: [{ product_id: 1, quantity: 1 }], payment_method: 'BANK_TRANSFER' },
      note: NOT_AN_ATTENDEE,
      expect: everyone(401),
    },
    {
      method: 'GET',
      path: '/api/:token/orders/:id',
      setup: async (w) => ({ ...(await eventAToken(w)), id: 1 }),
      note: NOT_AN_ATTENDEE,
      expect: everyone(401),
    },
    { method: 'GET', path: '/api/:token/pass', setup: eventAToken, note: NOT_AN_ATTENDEE, expect: everyone(401) },
  ],
};
