import { allButViewer, createdId, eventReaders, inEventA, type MatrixWorld, type ResourceMatrix } from './authz/matrix-kit';
import { digits, freshVehicle } from './authz/matrix-records';

const fresh = (w: MatrixWorld) => freshVehicle(w, 'MX', 'VAN');
let seq = 0;

/** Vehicles (issue 13): ADMIN and USER all, SECRETARY no delete, VIEWER reads, COMPANY its own company's. */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/events/:eventId/vehicles', expect: eventReaders(200) },
    { method: 'GET', path: '/api/events/:eventId/vehicles/create', expect: allButViewer(200) },
    { method: 'GET', path: '/api/events/:eventId/vehicles/:id/history', setup: fresh, expect: eventReaders(200) },
    { method: 'GET', path: '/api/events/:eventId/vehicles/export', expect: eventReaders(200) },
    {
      method: 'GET',
      path: '/api/events/:eventId/vehicles/:id',
      setup: fresh,
      note: 'company X’s vehicle: the COMPANY actor’s own',
      expect: eventReaders(200),
    },
    {
      method: 'POST',
      path: '/api/events/:eventId/vehicles',
      body: (_p, w) => ({ plate: `MX${digits(w, 6)}`, type: 'CAR', event_company_id: w.companyA }),
      expect: allButViewer(201),
    },
    { method: 'PUT', path: '/api/events/:eventId/vehicles/:id', setup: fresh, body: { brand: 'Fiat' }, expect: allButViewer(200) },
    {
      method: 'DELETE',
      path: '/api/events/:eventId/vehicles/:id',
      setup: fresh,
      expect: inEventA({ superadmin: 200, ADMIN: 200, USER: 200, VIEWER: 403, SECRETARY: 403, COMPANY: 200 }),
    },
  ],
  changes: { vehicles: { data: { pending: true } } },
  fixtures: {
    vehicles: (_t, admin, { eventId, companyId }) =>
      createdId(
        admin.post(`/api/events/${eventId}/vehicles`).send({ plate: `FX${++seq}AB`, type: 'CAR', event_company_id: companyId }),
        'vehicle',
      ),
  },
};
