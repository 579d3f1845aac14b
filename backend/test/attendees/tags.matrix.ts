import { createdId, crudRows, eventAdmins, inEventA, type ResourceMatrix } from '../authz/matrix-kit';
import { createTag } from './attendee-fixtures';

let seq = 0;

/** Tags: ADMIN writes; USER, VIEWER and SECRETARY read; COMPANY has no tags (rules.ts). */
export const MATRIX: ResourceMatrix = {
  routes: crudRows('/api/events/:eventId/tags', {
    fresh: (w) => createTag(w.admin, w.eventA, w.unique('Etichetta')),
    create: (w) => ({ name: w.unique('VIP'), color: '#ff8800' }),
    update: (w) => ({ name: w.unique('Stampa') }),
    readers: (ok) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: ok, SECRETARY: ok, COMPANY: 403 }),
    writers: eventAdmins,
  }),
  changes: { tags: { data: { color: '#336699' } } },
  fixtures: {
    tags: (_t, admin, { eventId }) => createdId(admin.post(`/api/events/${eventId}/tags`).send({ name: `Tag ${++seq}` }), 'tag'),
  },
};
