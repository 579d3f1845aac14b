import { eventAdmins, gateStaff, type MatrixWorld, type ResourceMatrix } from './authz/matrix-kit';
import { digits } from './authz/matrix-records';

const freshHanger = async (w: MatrixWorld) => {
  const rack = `M${digits(w, 8)}`;
  await w.admin.post(`/api/events/${w.eventA}/hangers/rack`).send({ rack, to: 1 });
  return { id: await hangerOf(w, w.eventA, rack) };
};
/** The id of the (first) hanger of a rack. */
async function hangerOf(w: Pick<MatrixWorld, 'db'>, eventId: number, rack: string): Promise<number> {
  const [row] = (await w.db.query('SELECT id FROM hangers WHERE event_id = ? AND rack = ?', [eventId, rack])) as { id: number }[];
  return Number(row.id);
}
let seq = 0;

/** The cloakroom (issue 14): ADMIN makes racks; ADMIN and SECRETARY deposit and return. */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/events/:eventId/hangers', expect: gateStaff(200) },
    { method: 'GET', path: '/api/events/:eventId/hangers/:id', setup: freshHanger, expect: gateStaff(200) },
    {
      method: 'POST',
      path: '/api/events/:eventId/hangers/rack',
      body: (_p, w) => ({ rack: `N${digits(w, 8)}`, to: 2 }),
      expect: eventAdmins(201),
    },
    { method: 'DELETE', path: '/api/events/:eventId/hangers/:id', setup: freshHanger, expect: eventAdmins(200) },
    {
      method: 'POST',
      path: '/api/events/:eventId/hangers/deposit',
      body: { code: 'NOT-A-PASS' },
      note: 'no pass: a refusal',
      expect: gateStaff(200),
    },
    {
      method: 'POST',
      path: '/api/events/:eventId/hangers/return',
      body: { hanger: 'NONE-1' },
      note: 'no such hanger: a refusal',
      expect: gateStaff(200),
    },
  ],
  fixtures: {
    hangers: async (t, admin, { eventId }) => {
      const rack = `R${++seq}`;
      const res = await admin.post(`/api/events/${eventId}/hangers/rack`).send({ rack, from: 1, to: 1 });
      if (res.status !== 201) throw new Error(`rack: ${res.status} ${JSON.stringify(res.body)}`);
      return hangerOf(t, eventId, rack);
    },
  },
};
