import { SavedFilter } from '../../src/registration/filters/saved-filter.entity';
import { inEventA, type ActorContext, type MatrixWorld, type ResourceMatrix } from '../authz/matrix-kit';

const savers = (ok: number) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: 403, SECRETARY: 403, COMPANY: 403 });

/** A saved filter the actor owns when it may save filters, else one the superadmin shares. */
async function ownFilter(w: MatrixWorld, a: ActorContext): Promise<{ id: number }> {
  const client = ['superadmin', 'ADMIN', 'USER'].includes(a.name) ? a.client : w.admin;
  const res = await client
    .post(`/api/events/${w.eventA}/filters`)
    .send({ name: w.unique('Filtro'), resource: 'attendees', filter: { pending: true }, shared: true });
  if (res.status !== 201) throw new Error(`filter: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id as number };
}
let seq = 0;

/** Saved filters: ADMIN and USER (rules.ts); one's own or the shared ones. */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/events/:eventId/filters', expect: savers(200) },
    { method: 'GET', path: '/api/events/:eventId/filters/create', expect: savers(200) },
    { method: 'GET', path: '/api/events/:eventId/filters/:id', setup: ownFilter, expect: savers(200) },
    {
      method: 'POST',
      path: '/api/events/:eventId/filters',
      body: (_p, w) => ({ name: w.unique('Da pagare'), resource: 'attendees', filter: { payment_status: 'UNPAID' } }),
      expect: savers(201),
    },
    {
      method: 'PUT',
      path: '/api/events/:eventId/filters/:id',
      setup: ownFilter,
      body: { name: 'Rinominato', resource: 'attendees', filter: { pending: false }, shared: false },
      note: 'the owner edits its own filter: part of the right to save filters',
      expect: savers(200),
    },
    { method: 'DELETE', path: '/api/events/:eventId/filters/:id', setup: ownFilter, expect: savers(200) },
  ],
  changes: { filters: { data: { shared: true } } },
  fixtures: {
    filters: async (t, _admin, { eventId, ownerId, shared }) => {
      const repo = t.db.getRepository(SavedFilter);
      return (
        await repo.save(repo.create({ eventId, userId: ownerId, name: `Filtro ${++seq}`, resource: 'attendees', filter: '{}', shared }))
      ).id;
    },
  },
};
