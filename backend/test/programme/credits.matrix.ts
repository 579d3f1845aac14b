import { createdId, crudRows, eventAdmins, type MatrixWorld, type ResourceMatrix } from '../authz/matrix-kit';
import type { ApiClient } from '../support/api-client';

/** A session of its own for each rule (a session holds one rule). */
const freshSession = (admin: ApiClient, eventId: number, title: string) =>
  createdId(
    admin.post(`/api/events/${eventId}/sessions`).send({
      title_it: title,
      type: 'WORKSHOP',
      registration: 'OPEN',
      start_at: '2027-05-20T09:00:00Z',
      end_at: '2027-05-20T10:00:00Z',
    }),
    'session',
  );
const freshRule = async (w: MatrixWorld) =>
  createdId(w.admin.post(`/api/events/${w.eventA}/credits`).send({ session_id: await freshSession(w.admin, w.eventA, w.unique('ECM')), credits: 2 }), 'credit rule');

const base = '/api/events/:eventId/credits';
let seq = 0;

/** Credit rules, their results, export and recomputation (issue 27): the ADMIN's. */
export const MATRIX: ResourceMatrix = {
  routes: [
    ...crudRows(base, {
      fresh: freshRule,
      create: () => ({}),
      update: () => ({ credits: 3.5 }),
      readers: eventAdmins,
      writers: eventAdmins,
    }).filter((row) => row.method !== 'POST'),
    {
      method: 'POST',
      path: base,
      setup: async (w) => ({ sessionId: await freshSession(w.admin, w.eventA, w.unique('ECM')) }),
      body: (p) => ({ session_id: p.sessionId, credits: 1.5, min_presence: 80 }),
      expect: eventAdmins(201),
    },
    { method: 'GET', path: `${base}/results`, expect: eventAdmins(200) },
    { method: 'GET', path: `${base}/results/export`, expect: eventAdmins(200) },
    { method: 'POST', path: `${base}/recompute`, expect: eventAdmins(201) },
  ],
  changes: { credits: { data: { credits: 6 } } },
  fixtures: {
    credits: async (_t, admin, { eventId }) =>
      createdId(admin.post(`/api/events/${eventId}/credits`).send({ session_id: await freshSession(admin, eventId, `ECM ${++seq}`), credits: 1 }), 'credit rule'),
  },
};
