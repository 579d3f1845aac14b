import { createdId, eventAdmins, everyone, type MatrixWorld, type ResourceMatrix } from './authz/matrix-kit';
import { freshZone, nonce, zoneIn } from './authz/matrix-records';
import type { ApiClient } from './support/api-client';

/** A totem of an event in a zone, made by a superadmin client. */
const totem = (admin: ApiClient, eventId: number, name: string, zone: number) =>
  createdId(admin.post(`/api/events/${eventId}/totems`).send({ name, zone_id: zone }), 'totem');
const freshTotem = async (w: MatrixWorld) => {
  const zone = await freshZone(w, 'Chiosco', 'K');
  return { id: await totem(w.admin, w.eventA, w.unique('Totem'), zone), zone };
};
let seq = 0;

/** Totems (issue 14): the event ADMIN's kiosks, the kiosk page's calls and the maintenance's reset. */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/events/:eventId/totems', expect: eventAdmins(200) },
    { method: 'GET', path: '/api/events/:eventId/totems/create', expect: eventAdmins(200) },
    { method: 'GET', path: '/api/events/:eventId/totems/:id', setup: freshTotem, expect: eventAdmins(200) },
    {
      method: 'POST',
      path: '/api/events/:eventId/totems',
      setup: async (w) => ({ zone: (await freshTotem(w)).zone }),
      body: (p, w) => ({ name: w.unique('Totem'), zone_id: p.zone }),
      expect: eventAdmins(201),
    },
    { method: 'PUT', path: '/api/events/:eventId/totems/:id', setup: freshTotem, body: { mode: 'PRINT' }, expect: eventAdmins(200) },
    { method: 'DELETE', path: '/api/events/:eventId/totems/:id', setup: freshTotem, expect: eventAdmins(200) },
    { method: 'POST', path: '/api/events/:eventId/totems/:id/heartbeat', setup: freshTotem, body: {}, expect: eventAdmins(200) },
    { method: 'POST', path: '/api/events/:eventId/totems/:id/reset', setup: freshTotem, expect: eventAdmins(200) },
    {
      method: 'POST',
      path: '/api/events/:eventId/totems/:id/code',
      setup: freshTotem,
      body: { email: 'nessuno@example.com' },
      note: 'the same answer whether the e-mail is an attendee’s',
      expect: eventAdmins(202),
    },
    {
      method: 'POST',
      path: '/api/events/:eventId/totems/:id/checkin',
      setup: freshTotem,
      body: (_p, w) => ({ code: 'NOT-A-PASS', nonce: nonce(w) }),
      note: 'a code that is no pass: a refusal the kiosk shows',
      expect: eventAdmins(200),
    },
    { method: 'GET', path: '/api/events/:eventId/totems/:id/kiosk', setup: freshTotem, expect: eventAdmins(200) },
    // Pairing a kiosk and revoking it (issue 26 item 4): the ADMIN's, as changing the totem is.
    { method: 'POST', path: '/api/events/:eventId/totems/:id/pairing', setup: freshTotem, expect: eventAdmins(201) },
    { method: 'DELETE', path: '/api/events/:eventId/totems/:id/devices', setup: freshTotem, expect: eventAdmins(200) },
    {
      method: 'POST',
      path: '/api/totem-devices',
      setup: async (w) => {
        const { id } = await freshTotem(w);
        const res = await w.admin.post(`/api/events/${w.eventA}/totems/${id}/pairing`);
        if (res.status !== 201) throw new Error(`pairing: ${res.status} ${JSON.stringify(res.body)}`);
        return { code: res.body.code as string };
      },
      body: (p) => ({ code: p.code }),
      note: 'public: whoever holds a fresh pairing code gets a device credential (its own tests: test/totems.devices)',
      expect: everyone(201),
    },
  ],
  changes: { totems: { data: { active: false } } },
  fixtures: {
    totems: async (_t, admin, { eventId }) => {
      const zone = await zoneIn(admin, eventId, `Chiosco ${++seq}`, `TT${seq}`);
      return totem(admin, eventId, `Totem ${++seq}`, zone);
    },
  },
};
