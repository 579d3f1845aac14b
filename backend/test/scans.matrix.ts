import { createdId, gateStaff, type MatrixWorld, type ResourceMatrix } from './authz/matrix-kit';
import { freshAttendee, freshZone, nonce, zoneIn } from './authz/matrix-records';

const zoneOf = (w: MatrixWorld) => freshZone(w, 'Varco', 'G');
/** A scan of a code that is no pass: a denied scan, logged. */
const scanOf = (zone: number, nonceValue: string) => ({
  code: 'NOT-A-PASS',
  zone_id: zone,
  direction: 'IN',
  device_id: 'matrix',
  nonce: nonceValue,
});
const freshScan = async (w: MatrixWorld) => ({
  id: await createdId(w.admin.post(`/api/events/${w.eventA}/scans`).send(scanOf(await zoneOf(w), nonce(w))), 'scan'),
});
let seq = 0;

/** Scans and the scan log (issue 14): who grants access (ADMIN, SECRETARY) scans and reads the log. */
export const MATRIX: ResourceMatrix = {
  routes: [
    {
      method: 'POST',
      path: '/api/events/:eventId/scans',
      setup: async (w) => ({ zone: await zoneOf(w) }),
      body: (p, w) => scanOf(Number(p.zone), nonce(w)),
      note: 'a code that is no pass: a denied scan, logged',
      expect: gateStaff(201),
    },
    {
      method: 'POST',
      path: '/api/events/:eventId/scans/sync',
      setup: async (w) => ({ zone: await zoneOf(w) }),
      body: (p, w) => ({
        scans: [
          {
            ...scanOf(Number(p.zone), nonce(w)),
            scanned_at: '2026-01-01T10:00:00Z',
            offline_result: 'DENIED',
            offline_reason: 'invalid_signature',
          },
        ],
      }),
      note: 'an offline queue of one refused scan',
      expect: gateStaff(200),
    },
    { method: 'GET', path: '/api/events/:eventId/scans/offline-list', expect: gateStaff(200) },
    { method: 'GET', path: '/api/events/:eventId/scans/presence', expect: gateStaff(200) },
    {
      method: 'GET',
      path: '/api/events/:eventId/scans/check',
      setup: async (w) => ({ attendee: await freshAttendee(w) }),
      query: (p) => `?attendee_id=${p.attendee}`,
      note: 'what the gate would answer: who reads the access log',
      expect: gateStaff(200),
    },
    { method: 'GET', path: '/api/events/:eventId/access-controls', expect: gateStaff(200) },
    { method: 'GET', path: '/api/events/:eventId/access-controls/occupancy', expect: gateStaff(200) },
    { method: 'GET', path: '/api/events/:eventId/access-controls/live', stream: true, expect: gateStaff(200) },
    { method: 'GET', path: '/api/events/:eventId/access-controls/export', expect: gateStaff(200) },
    { method: 'GET', path: '/api/events/:eventId/access-controls/:id', setup: freshScan, expect: gateStaff(200) },
  ],
  fixtures: {
    'access-controls': async (_t, admin, { eventId }) => {
      const zone = await zoneIn(admin, eventId, `Varco ${++seq}`, `GT${seq}`);
      return createdId(admin.post(`/api/events/${eventId}/scans`).send({ ...scanOf(zone, `f${seq}`), device_id: 'fixture' }), 'scan');
    },
  },
};
