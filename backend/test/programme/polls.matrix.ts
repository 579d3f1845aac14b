import { createdId, crudRows, eventAdmins, everyone, type MatrixWorld, type ResourceMatrix } from '../authz/matrix-kit';
import type { ApiClient } from '../support/api-client';

const poll = (question: string, over: Record<string, unknown> = {}) => ({
  question_it: question,
  options: [{ label_it: 'Sì' }, { label_it: 'No' }],
  ...over,
});
const newPoll = (admin: ApiClient, eventId: number, question: string, over: Record<string, unknown> = {}) =>
  createdId(admin.post(`/api/events/${eventId}/polls`).send(poll(question, over)), 'poll');
const freshPoll = (w: MatrixWorld, over: Record<string, unknown> = {}) => newPoll(w.admin, w.eventA, w.unique('Domanda'), over);
const openPoll = async (w: MatrixWorld, over: Record<string, unknown> = {}) => {
  const id = await freshPoll(w, over);
  const res = await w.admin.post(`/api/events/${w.eventA}/polls/${id}/open`);
  if (res.status !== 200) throw new Error(`open poll: ${res.status} ${JSON.stringify(res.body)}`);
  return { id, options: (res.body as { options: { id: number }[] }).options.map((o) => o.id) };
};

const base = '/api/events/:eventId/polls';
const NOT_A_VOTER =
  'public route; a staff session is no attendee of the event and sends no PIN: 401 with "sign in or type your PIN" (votes: test/programme/voting.e2e-spec.ts)';
let seq = 0;

/** Polls (issue 27): the ADMIN's; the public voting page's two routes are open to anyone. */
export const MATRIX: ResourceMatrix = {
  routes: [
    ...crudRows(base, {
      fresh: (w) => freshPoll(w),
      create: (w) =>
        poll(w.unique('Sondaggio'), { multiple: true, max_choices: 2, options: [{ label_it: 'A' }, { label_it: 'B' }, { label_it: 'C' }] }),
      update: (w) => ({ question_it: w.unique('Domanda cambiata') }),
      readers: eventAdmins,
      writers: eventAdmins,
    }),
    { method: 'POST', path: `${base}/:id/open`, setup: async (w) => ({ id: await freshPoll(w) }), expect: eventAdmins(200) },
    { method: 'POST', path: `${base}/:id/close`, setup: async (w) => ({ id: (await openPoll(w)).id }), expect: eventAdmins(200) },
    { method: 'GET', path: `${base}/:id/results`, setup: async (w) => ({ id: await freshPoll(w) }), expect: eventAdmins(200) },
    { method: 'GET', path: `${base}/:id/live`, setup: async (w) => ({ id: await freshPoll(w) }), stream: true, expect: eventAdmins(200) },
    {
      method: 'GET',
      path: `${base}/:id/votes`,
      setup: async (w) => ({ id: await freshPoll(w, { anonymous: false }) }),
      expect: eventAdmins(200),
    },
    { method: 'GET', path: '/api/external/events/:eventId/voting', note: 'the public voting page', expect: everyone(200) },
    {
      method: 'POST',
      path: '/api/external/events/:eventId/voting/:pollId/votes',
      setup: async (w) => {
        const { id, options } = await openPoll(w);
        return { pollId: id, optionId: options[0]! };
      },
      body: (p) => ({ option_ids: [p.optionId] }),
      note: NOT_A_VOTER,
      expect: everyone(401),
    },
    {
      method: 'GET',
      path: '/api/:token/voting-pin',
      setup: async (w) => ({ token: (await w.admin.get(`/api/events/${w.eventA}`)).body.token as string }),
      note: 'an attendee session’s route; a staff session is nobody here (the PIN: test/programme/voting.e2e-spec.ts)',
      expect: everyone(401),
    },
  ],
  changes: { polls: { data: { question_it: 'Domanda cambiata dal client' } } },
  fixtures: {
    // Named, so that who voted what (`…/:id/votes`) answers its record too.
    polls: (_t, admin, { eventId }) => newPoll(admin, eventId, `Domanda ${++seq}`, { anonymous: false }),
  },
};
