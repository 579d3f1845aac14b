import { crudRows, eventAdmins, eventReaders, type MatrixWorld, type ResourceMatrix } from './authz/matrix-kit';
import { zoneIn } from './authz/matrix-records';

const code = (w: MatrixWorld) =>
  w
    .unique('Z')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-18)
    .toUpperCase();
let seq = 0;

/** Zones (issue 13): ADMIN writes; the other roles read (COMPANY to ask for them, rules.ts). */
export const MATRIX: ResourceMatrix = {
  routes: crudRows('/api/events/:eventId/zones', {
    fresh: (w) => zoneIn(w.admin, w.eventA, w.unique('Zona'), code(w)),
    create: (w) => ({ name_it: w.unique('Paddock'), code: code(w) }),
    update: (w) => ({ name_it: w.unique('Sala stampa') }),
    readers: eventReaders,
    writers: eventAdmins,
  }),
  changes: { zones: { data: { active: false } } },
  fixtures: {
    zones: (_t, admin, { eventId }) => zoneIn(admin, eventId, `Zona ${++seq}`, `Z${seq}`),
  },
};
