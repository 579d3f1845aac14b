import { t as msg, type ZoneDto } from '@eventdesk/shared';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { expectDocumented } from './support/documented-response';
import { startTestApp, type TestApp } from './support/test-app';

/** The zones of an event's venue (issue 13): codes, nesting, opening windows, history, and who may write. */
describe('zones', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  const base = () => `/api/events/${eventId}/zones`;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
  });
  afterAll(() => t?.close());

  it('creates a zone inside another, with its code in capitals and its opening windows in UTC', async () => {
    const paddock = (
      await admin
        .post(base())
        .send({ name_it: 'Paddock', name_en: 'Paddock', code: ' paddock ', color: '#ff0000', capacity: 500 })
        .expect(201)
        .expect(expectDocumented)
    ).body as ZoneDto;
    expect(paddock).toMatchObject({ code: 'PADDOCK', parent_id: null, windows: [], active: true, capacity: 500 });
    const pit = (
      await admin
        .post(base())
        .send({
          name_it: 'Corsia box',
          code: 'PIT-1',
          parent_id: paddock.id,
          windows: [{ from: '2027-05-20T08:00:00+02:00', to: '2027-05-20T18:00:00+02:00' }],
        })
        .expect(201)
        .expect(expectDocumented)
    ).body as ZoneDto;
    expect(pit).toMatchObject({ parent_id: paddock.id, windows: [{ from: '2027-05-20T06:00:00.000Z', to: '2027-05-20T16:00:00.000Z' }] });
    const list = (
      await admin
        .get(`${base()}?filter=${encodeURIComponent(JSON.stringify({ parent_id: paddock.id }))}`)
        .expect(200)
        .expect(expectDocumented)
    ).body;
    expect(list.map((z: ZoneDto) => z.code)).toEqual(['PIT-1']);
    const history = await t.db.query('SELECT action FROM action_history WHERE subject_type = ? AND subject_id = ?', ['zone', pit.id]);
    expect(history.map((h: { action: string }) => h.action)).toEqual(['create']);
  });

  it('refuses a repeated code, a bad code, a window that ends before it starts, a cycle and a foreign parent', async () => {
    admin.lang = 'en';
    try {
      const a = (await admin.post(base()).send({ name_it: 'Sala stampa', code: 'PRESS' }).expect(201).expect(expectDocumented))
        .body as ZoneDto;
      const b = (
        await admin.post(base()).send({ name_it: 'Tribuna stampa', code: 'PRESS-2', parent_id: a.id }).expect(201).expect(expectDocumented)
      ).body as ZoneDto;
      expect((await admin.post(base()).send({ name_it: 'X', code: 'press' }).expect(422)).body.errors).toEqual({
        code: [msg('en', 'zone_code_taken')],
      });
      expect((await admin.post(base()).send({ name_it: 'X', code: 'no spaces' }).expect(422)).body.errors.code).toEqual([
        msg('en', 'invalid_zone_code'),
      ]);
      const bad = await admin
        .post(base())
        .send({ name_it: 'X', code: 'W1', windows: [{ from: '2027-05-20T18:00:00Z', to: '2027-05-20T08:00:00Z' }, { from: 'ieri' }] })
        .expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['windows.0.to', 'windows.1.from']);
      expect((await admin.put(`${base()}/${a.id}`).send({ parent_id: b.id }).expect(422)).body.errors).toEqual({
        parent_id: [msg('en', 'zone_parent_cycle')],
      });
      const other = await createEvent(admin);
      const foreign = (
        await admin.post(`/api/events/${other.id}/zones`).send({ name_it: 'Altrove', code: 'ELSE' }).expect(201).expect(expectDocumented)
      ).body;
      expect((await admin.post(base()).send({ name_it: 'X', code: 'W2', parent_id: foreign.id }).expect(422)).body.errors).toEqual({
        parent_id: [msg('en', 'zone_parent_not_in_event')],
      });
      await admin.get(`${base()}/${foreign.id}`).expect(404);
      expect((await admin.delete(`${base()}/${a.id}`).expect(409)).body.message).toBe(msg('en', 'zone_has_children'));
      await admin.delete(`${base()}/${b.id}`).expect(200).expect(expectDocumented);
      await admin.delete(`${base()}/${a.id}`).expect(200).expect(expectDocumented);
    } finally {
      admin.lang = 'it';
    }
  });

  it('is read by SECRETARY and COMPANY (which asks for zones) and written by ADMIN only; a PUT merges what it is sent', async () => {
    const zone = (
      await admin.post(base()).send({ name_it: 'Hospitality', code: 'HOSP', capacity: 40 }).expect(201).expect(expectDocumented)
    ).body as ZoneDto;
    const secretary = (await userWithRole(t, admin, eventId, 'SECRETARY')).client;
    expect((await secretary.get(`${base()}/${zone.id}`).expect(200).expect(expectDocumented)).body.code).toBe('HOSP');
    await secretary.put(`${base()}/${zone.id}`).send({ active: false }).expect(403);
    const own = (await admin.post(`/api/events/${eventId}/companies`).send({ name: 'Fornitore Srl' }).expect(201).expect(expectDocumented))
      .body.id as number;
    const company = (await userWithRole(t, admin, eventId, 'COMPANY', own)).client;
    expect((await company.get(base()).expect(200).expect(expectDocumented)).body.map((z: ZoneDto) => z.code)).toContain('HOSP');
    await company.put(`${base()}/${zone.id}`).send({ active: false }).expect(403);
    const merged = (await admin.put(`${base()}/${zone.id}`).send({ active: false }).expect(200).expect(expectDocumented)).body as ZoneDto;
    expect(merged).toMatchObject({ code: 'HOSP', capacity: 40, active: false, name_it: 'Hospitality' });
  });
});
