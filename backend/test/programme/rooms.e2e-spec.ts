import { t as msg, type RoomDto, type ZoneDto } from '@eventdesk/shared';
import type { ApiClient } from '../support/api-client';
import { expectDocumented } from '../support/documented-response';
import { createEvent } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/** The programme's rooms (issue 27): the zone that is each room's door, its checks, partial updates, history. */
describe('rooms', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  const base = () => `/api/events/${eventId}/rooms`;
  const zone = async (id: number) => (await admin.get(`/api/events/${eventId}/zones/${id}`).expect(200)).body as ZoneDto;
  const history = async (subject: string, id: number) =>
    ((await t.db.query('SELECT action FROM action_history WHERE subject_type = ? AND subject_id = ? ORDER BY id', [subject, id])) as {
      action: string;
    }[]).map((h) => h.action);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
  });
  afterAll(() => t?.close());

  it('starts a new room from its defaults and makes it a door: a zone named and coded after it, without anti-passback', async () => {
    expect((await admin.get(`${base()}/create`).expect(200).expect(expectDocumented)).body).toEqual({
      name_it: '',
      name_en: null,
      capacity: null,
      floor: null,
      notes: null,
      zone_id: null,
    });
    const plenary = (
      await admin
        .post(base())
        .send({ name_it: ' Sala Plenaria «Volta» ', name_en: 'Plenary hall', capacity: 400, floor: 'Piano terra' })
        .expect(201)
        .expect(expectDocumented)
    ).body as RoomDto;
    expect(plenary).toMatchObject({ name_it: 'Sala Plenaria «Volta»', capacity: 400, floor: 'Piano terra', notes: null, event_id: eventId });
    expect(await zone(plenary.zone_id)).toMatchObject({
      name_it: 'Sala Plenaria «Volta»',
      name_en: 'Plenary hall',
      code: 'SALA-PLENARIA-VO',
      capacity: 400,
      anti_passback: false,
    });
    // A second room of the same name gets a code of its own.
    const twin = (await admin.post(base()).send({ name_it: 'Sala plenaria volta' }).expect(201)).body as RoomDto;
    expect((await zone(twin.zone_id)).code).toBe('SALA-PLENARIA-VO-2');
    expect(await history('room', plenary.id)).toEqual(['create']);
    expect(await history('zone', plenary.zone_id)).toEqual(['create']);
    const listed = (await admin.get(`${base()}?filter=${encodeURIComponent(JSON.stringify({ q: 'volta' }))}&sort=["id","ASC"]`).expect(200))
      .body as RoomDto[];
    expect(listed.map((r) => r.id)).toEqual([plenary.id, twin.id]);
  });

  it('takes an existing zone of the event as its door, one room per zone, and says why it refuses in the caller’s language', async () => {
    const hall = (await admin.post(`/api/events/${eventId}/zones`).send({ name_it: 'Padiglione B', code: 'PAD-B' }).expect(201)).body as ZoneDto;
    const room = (await admin.post(base()).send({ name_it: 'Aula 3', zone_id: hall.id }).expect(201).expect(expectDocumented)).body as RoomDto;
    expect(room.zone_id).toBe(hall.id);
    const zonesBefore = (await admin.get(`/api/events/${eventId}/zones`).expect(200)).body.length;
    admin.lang = 'en';
    try {
      expect((await admin.post(base()).send({ name_it: 'Aula 4', zone_id: hall.id }).expect(422)).body.errors).toEqual({
        zone_id: [msg('en', 'room_zone_taken')],
      });
      const elsewhere = (await createEvent(admin)).id;
      const foreign = (await admin.post(`/api/events/${elsewhere}/zones`).send({ name_it: 'Altrove', code: 'ELSE' }).expect(201)).body.id;
      expect((await admin.post(base()).send({ name_it: 'Aula 5', zone_id: foreign }).expect(422)).body.errors).toEqual({
        zone_id: [msg('en', 'access_zone_not_in_event')],
      });
      const bad = await admin.post(base()).send({ name_it: '  ', capacity: -1, floor: 'x'.repeat(51), zone_id: 'B' }).expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['capacity', 'floor', 'name_it', 'zone_id']);
      expect(bad.body.errors.name_it).toEqual([msg('en', 'required')]);
    } finally {
      admin.lang = 'it';
    }
    // Nothing was half-written: no zone was made for the refused rooms.
    expect((await admin.get(`/api/events/${eventId}/zones`).expect(200)).body.length).toBe(zonesBefore);
    await admin.get(`/api/events/${(await createEvent(admin)).id}/rooms/${room.id}`).expect(404);
  });

  it('gives a zone to one of two rooms asking for it at the same moment', async () => {
    const door = (await admin.post(`/api/events/${eventId}/zones`).send({ name_it: 'Ingresso sud', code: 'SUD' }).expect(201)).body.id;
    const answers = await Promise.all(['Aula 7', 'Aula 8'].map((name_it) => admin.post(base()).send({ name_it, zone_id: door })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    const [{ n }] = await t.db.query('SELECT COUNT(*) AS n FROM rooms WHERE zone_id = ?', [door]);
    expect(Number(n)).toBe(1);
  });

  it('changes the fields sent and keeps the rest and the door; records what changed; leaves the zone when deleted', async () => {
    const room = (await admin.post(base()).send({ name_it: 'Aula 9', capacity: 80, notes: 'Proiettore' }).expect(201)).body as RoomDto;
    const renamed = (await admin.put(`${base()}/${room.id}`).send({ name_it: 'Aula Nove' }).expect(200).expect(expectDocumented))
      .body as RoomDto;
    expect(renamed).toMatchObject({ name_it: 'Aula Nove', capacity: 80, notes: 'Proiettore', zone_id: room.zone_id });
    expect((await admin.put(`${base()}/${room.id}`).send({ zone_id: null }).expect(200)).body.zone_id).toBe(room.zone_id);
    const [entry] = await t.db.query(
      "SELECT changes FROM action_history WHERE subject_type = 'room' AND subject_id = ? AND action = 'update'",
      [room.id],
    );
    expect(JSON.stringify(entry.changes)).toContain('Aula Nove');
    // The door is in use while the room stands.
    await admin.delete(`/api/events/${eventId}/zones/${room.zone_id}`).expect(409);
    await admin.delete(`${base()}/${room.id}`).expect(200).expect(expectDocumented);
    await admin.get(`${base()}/${room.id}`).expect(404);
    expect((await zone(room.zone_id)).name_it).toBe('Aula 9');
    expect(await history('room', room.id)).toEqual(['create', 'update', 'delete']);
  });
});
