/**
 * What only the event's staff decide, role by role (issue 26): field-level permissions that a route's
 * status alone does not show, so the role × route matrix (one body per route) cannot hold them.
 * - company quotas are the ADMIN's (item 15): USER and SECRETARY may edit a company but not its quotas;
 */
import { t as msg } from '@eventdesk/shared';
import type { ApiClient } from '../support/api-client';
import { createEvent, userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

describe('staff decisions (issue 26)', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  const clients = {} as Record<'ADMIN' | 'USER' | 'SECRETARY', ApiClient>;
  const api = (path: string) => `/api/events/${eventId}${path}`;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    for (const role of ['ADMIN', 'USER', 'SECRETARY'] as const) clients[role] = (await userWithRole(t, admin, eventId, role)).client;
  });
  afterAll(() => t?.close());

  describe('company quotas are the ADMIN’s (item 15)', () => {
    const fresh = async () =>
      (await admin.post(api('/companies')).send({ name: `Quote ${Math.random()}`, attendee_quota: 5, vehicle_quota: 2 }).expect(201)).body;

    it.each(['USER', 'SECRETARY'] as const)('%s cannot change or set a quota (403, per field), and the quota stays', async (role) => {
      const company = await fresh();
      const res = await clients[role].put(api(`/companies/${company.id}`)).send({ attendee_quota: 500, vehicle_quota: null }).expect(403);
      expect(res.body.errors).toEqual({
        attendee_quota: [msg('it', 'company_quota_staff_only')],
        vehicle_quota: [msg('it', 'company_quota_staff_only')],
      });
      const en = await clients[role].put(api(`/companies/${company.id}`)).set('Accept-Language', 'en').send({ attendee_quota: 500 }).expect(403);
      expect(en.body.errors).toEqual({ attendee_quota: [msg('en', 'company_quota_staff_only')] });
      expect((await admin.get(api(`/companies/${company.id}`)).expect(200)).body).toMatchObject({ attendee_quota: 5, vehicle_quota: 2 });
      await clients[role].post(api('/companies')).send({ name: 'Con quota', attendee_quota: 10 }).expect(403);
    });

    it.each(['USER', 'SECRETARY'] as const)('%s still edits the rest of a company, sending the quotas back unchanged', async (role) => {
      const company = await fresh();
      const saved = await clients[role].put(api(`/companies/${company.id}`)).send({ ...company, city: 'Monza' }).expect(200);
      expect(saved.body).toMatchObject({ city: 'Monza', attendee_quota: 5, vehicle_quota: 2 });
      await clients[role].post(api('/companies')).send({ name: 'Senza quota', attendee_quota: null }).expect(201);
    });

    it('the ADMIN sets and changes them', async () => {
      const company = await fresh();
      const saved = await clients.ADMIN.put(api(`/companies/${company.id}`)).send({ attendee_quota: 50, vehicle_quota: null }).expect(200);
      expect(saved.body).toMatchObject({ attendee_quota: 50, vehicle_quota: null });
      await clients.ADMIN.post(api('/companies')).send({ name: 'Quota admin', attendee_quota: 10 }).expect(201);
    });
  });
});
