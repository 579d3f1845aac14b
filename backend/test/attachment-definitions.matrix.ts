import { createdId, crudRows, eventAdmins, inEventA, type ResourceMatrix } from './authz/matrix-kit';
import type { ApiClient } from './support/api-client';

/** A required document of an event, defined by a superadmin client. */
const define = (admin: ApiClient, eventId: number, name: string) =>
  createdId(admin.post(`/api/events/${eventId}/attachment-definitions`).send({ name_it: name, target: 'VEHICLE' }), 'definition');
let seq = 0;

/** Required documents (issue 13): ADMIN defines them; USER, SECRETARY and COMPANY read the definitions. */
export const MATRIX: ResourceMatrix = {
  routes: crudRows('/api/events/:eventId/attachment-definitions', {
    fresh: (w) => define(w.admin, w.eventA, w.unique('Documento')),
    create: (w) => ({ name_it: w.unique('Patente'), target: 'ATTENDEE' }),
    update: () => ({ required: false }),
    readers: (ok) => inEventA({ superadmin: ok, ADMIN: ok, USER: ok, VIEWER: 403, SECRETARY: ok, COMPANY: ok }),
    writers: eventAdmins,
  }),
  changes: { 'attachment-definitions': { data: { required: false } } },
  fixtures: {
    'attachment-definitions': (_t, admin, { eventId }) => define(admin, eventId, `Documento ${++seq}`),
  },
};
