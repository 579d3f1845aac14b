import { createdId, eventReaders, inEventA, type Actor, type ResourceMatrix } from '../authz/matrix-kit';
import { confirmed } from '../authz/matrix-records';

/** Who edits companies: ADMIN, USER and SECRETARY; VIEWER and COMPANY read only. */
const editors = (ok: number, secretary = ok): Record<Actor, number> =>
  inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: 403, SECRETARY: secretary, COMPANY: 403 });
let seq = 0;

/** Companies of an event (the five roles; VIEWER and COMPANY read-only; COMPANY its own only). */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/events/:eventId/companies', expect: eventReaders(200) },
    { method: 'GET', path: '/api/events/:eventId/companies/create', expect: editors(200) },
    {
      method: 'GET',
      path: '/api/events/:eventId/companies/:id',
      setup: async (w) => ({ id: w.companyA }),
      note: 'company X is the COMPANY actor’s own; another company is 404 to it (company-scope.e2e-spec.ts)',
      expect: eventReaders(200),
    },
    {
      method: 'GET',
      path: '/api/events/:eventId/companies/:id/users',
      setup: async (w) => ({ id: w.companyA }),
      note: "the company's accounts: for the staff who edit companies, not for VIEWER or the company itself",
      expect: editors(200),
    },
    {
      method: 'POST',
      path: '/api/events/:eventId/companies/:id/users',
      setup: async (w, a) => (await confirmed(a), { id: w.companyA }),
      body: (_p, w) => ({
        name: 'Referente',
        email: `${w
          .unique('invito')
          .replace(/[^a-z0-9]/gi, '')
          .toLowerCase()}@example.test`,
      }),
      note: 'the event ADMIN only; an account change (423 without a fresh confirmation: attendee-resources.e2e-spec.ts)',
      expect: inEventA({ superadmin: 201, ADMIN: 201, USER: 403, VIEWER: 403, SECRETARY: 403, COMPANY: 403 }),
    },
    { method: 'POST', path: '/api/events/:eventId/companies', body: (_p, w) => ({ name: w.unique('Azienda') }), expect: editors(201) },
    {
      method: 'PUT',
      path: '/api/events/:eventId/companies/:id',
      setup: async (w) => ({ id: await w.freshCompany(w.eventA) }),
      body: { name: 'Azienda rinominata' },
      expect: editors(200),
    },
    {
      method: 'DELETE',
      path: '/api/events/:eventId/companies/:id',
      setup: async (w) => ({ id: await w.freshCompany(w.eventA) }),
      note: 'SECRETARY may read, create and update companies but not delete them (rules.ts)',
      expect: editors(200, 403),
    },
  ],
  changes: { companies: { data: { attendee_quota: 50 } } },
  fixtures: {
    companies: (_t, admin, { eventId }) =>
      createdId(admin.post(`/api/events/${eventId}/companies`).send({ name: `Azienda ${++seq}` }), 'company'),
  },
};
