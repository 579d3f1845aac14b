import { t as msg, type AccessRequestDto, type AccessRightDto } from '@eventdesk/shared';
import { OutboxMail } from '../src/platform/mail/outbox-mail.entity';
import type { ApiClient } from './support/api-client';
import { expectDocumented } from './support/documented-response';
import { createEvent, userWithRole } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { GateChange } from '../src/gate/gate-changes/gate-change.entity';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';

/** Access-control requests (issue 13): asked by USER and COMPANY, decided once by ADMIN, applied in the same transaction. */
describe('access-control requests', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let X: number;
  let Y: number;
  let category: number;
  let company: { id: number; email: string; client: ApiClient };
  let user: { id: number; email: string; client: ApiClient };
  const zones: Record<string, number> = {};
  const base = () => `/api/events/${eventId}/access-control-requests`;
  const rights = async (query: string) =>
    (await admin.get(`/api/events/${eventId}/access-rights?filter=${encodeURIComponent(query)}`).expect(200)).body as AccessRightDto[];
  const attendeeOf = (companyId: number, last = 'Rossi') =>
    createAttendee(admin, eventId, { ...minimalAttendee(category, companyId), last_name: last });
  const vehicleOf = async (companyId: number, plate: string) =>
    (await admin.post(`/api/events/${eventId}/vehicles`).send({ plate, type: 'VAN', event_company_id: companyId }).expect(201)).body
      .id as number;
  const mailsTo = (to: string) => t.db.getRepository(OutboxMail).find({ where: { to }, order: { id: 'ASC' } });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    X = await createCompany(admin, eventId, { name: 'Scuderia X' });
    Y = await createCompany(admin, eventId, { name: 'Scuderia Y' });
    category = await createCategory(admin, eventId, 'Meccanici');
    for (const code of ['PADDOCK', 'PIT', 'PRESS'])
      zones[code] = (await admin.post(`/api/events/${eventId}/zones`).send({ name_it: code, code }).expect(201)).body.id;
    company = await userWithRole(t, admin, eventId, 'COMPANY', X);
    user = await userWithRole(t, admin, eventId, 'USER');
  });
  afterAll(() => t?.close());

  it('a COMPANY user asks zones for several of its holders at once; ADMIN approves them and the rights exist', async () => {
    const a1 = await attendeeOf(X, 'Bianchi');
    const a2 = await attendeeOf(X, 'Verdi');
    const van = await vehicleOf(X, 'AB123CD');
    const made = (
      await company.client
        .post(base())
        .send({ operation: 'ADD', attendee_ids: [a1, a2], vehicle_ids: [van], zone_ids: [zones.PADDOCK, zones.PIT], note: 'Squadra gara' })
        .expect(201)
    ).body as { id: number; ids: number[]; count: number };
    expect(made.count).toBe(6);
    expect(made.id).toBe(made.ids[0]);
    const mine = (await company.client.get(`${base()}?filter=${encodeURIComponent(JSON.stringify({ status: 'PENDING' }))}`).expect(200))
      .body as AccessRequestDto[];
    expect(mine.map((r) => r.id).sort((a, b) => a - b)).toEqual(made.ids);
    expect(mine.find((r) => r.vehicle_id === van)).toMatchObject({
      holder_type: 'VEHICLE',
      holder_label: 'AB123CD',
      event_company_id: X,
      note: 'Squadra gara',
      requested_by: company.id,
    });
    expect(mine.find((r) => r.attendee_id === a1)?.holder_label).toContain('Bianchi');

    const decided = (await admin.post(`${base()}/decide`).send({ ids: made.ids, status: 'APPROVED' }).expect(201)).body;
    expect(decided).toEqual({ decided: made.ids, already_decided: [], holder_gone: [] });
    expect(await rights(JSON.stringify({ attendee_id: a1 }))).toHaveLength(2);
    expect((await rights(JSON.stringify({ vehicle_id: van }))).map((r) => [r.zone_id, r.source])).toEqual(
      expect.arrayContaining([
        [zones.PADDOCK, 'REQUEST'],
        [zones.PIT, 'REQUEST'],
      ]),
    );
    const effective = (await admin.get(`/api/events/${eventId}/access-rights/effective?vehicle_id=${van}`).expect(200)).body;
    expect(effective.zones.map((z: { code: string }) => z.code)).toEqual(['PADDOCK', 'PIT']);
    // One e-mail to the requester with all six decisions, in the language it asked in (Italian).
    const mails = await mailsTo(company.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('esito delle richieste di accesso');
    expect(mails[0].text.match(/APPROVATA/g)).toHaveLength(6);
    // Deciding again acts no more: reported as decided already, no second right, no second mail.
    expect((await admin.post(`${base()}/decide`).send({ ids: made.ids, status: 'REJECTED', reason: 'no' }).expect(201)).body).toEqual({
      decided: [],
      already_decided: made.ids,
      holder_gone: [],
    });
    await admin.put(`${base()}/${made.ids[0]}`).send({ status: 'REJECTED', reason: 'ripensamento' }).expect(409);
    expect(await rights(JSON.stringify({ attendee_id: a1 }))).toHaveLength(2);
    expect(await mailsTo(company.email)).toHaveLength(1);
  });

  it('a rejection needs a reason, is mailed in English to a requester who asked in English, and grants nothing', async () => {
    const a = await attendeeOf(Y, 'Neri');
    user.client.lang = 'en';
    const { id } = (
      await user.client
        .post(base())
        .send({ operation: 'ADD', attendee_ids: [a], zone_ids: [zones.PRESS] })
        .expect(201)
    ).body;
    admin.lang = 'en';
    try {
      expect((await admin.put(`${base()}/${id}`).send({ status: 'REJECTED' }).expect(422)).body.errors).toEqual({
        reason: [msg('en', 'required')],
      });
    } finally {
      admin.lang = 'it';
    }
    const rejected = (await admin.put(`${base()}/${id}`).send({ status: 'REJECTED', reason: 'Press pass needed' }).expect(200))
      .body as AccessRequestDto;
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: 'Press pass needed', decided_by: expect.any(Number) });
    expect(rejected.decided_at).not.toBeNull();
    expect(await rights(JSON.stringify({ attendee_id: a }))).toEqual([]);
    const mail = (await mailsTo(user.email)).at(-1)!;
    expect(mail.subject).toContain('your access requests were decided');
    expect(mail.text).toContain('REJECTED (Press pass needed)');
  });

  it('REMOVE takes the zone away once approved', async () => {
    const a = await attendeeOf(X, 'Gialli');
    await admin.post(`/api/events/${eventId}/access-rights`).send({ attendee_id: a, zone_id: zones.PIT }).expect(201);
    await admin.post(`/api/events/${eventId}/access-rights`).send({ attendee_id: a, zone_id: zones.PADDOCK }).expect(201);
    const { id } = (
      await company.client
        .post(base())
        .send({ operation: 'REMOVE', attendee_ids: [a], zone_ids: [zones.PIT] })
        .expect(201)
    ).body;
    await admin.put(`${base()}/${id}`).send({ status: 'APPROVED' }).expect(200);
    expect((await rights(JSON.stringify({ attendee_id: a }))).map((r) => r.zone_id)).toEqual([zones.PADDOCK]);
    // The offline gates hear of it at their next refresh (scans.e2e-spec.ts follows one through).
    expect(await t.db.getRepository(GateChange).findBy({ eventId, holderId: a })).toEqual([
      expect.objectContaining({ kind: 'RIGHTS', holderType: 'ATTENDEE', holderId: a }),
    ]);
  });

  it('shows the reviewer each holder as it stands: papers, the zones it enters, and a request for what a default already grants', async () => {
    const ev = (await createEvent(admin)).id;
    const at = (path: string) => `/api/events/${ev}${path}`;
    const crew = await createCategory(admin, ev, 'Crew');
    const own = await createCompany(admin, ev, { name: 'Officina Z' });
    const zone = async (code: string, extra: object = {}) =>
      (await admin.post(at('/zones')).send({ name_it: code, code, ...extra }).expect(201)).body.id as number;
    const paddock = await zone('PADDOCK', { default_attendee_category_ids: [crew] });
    const park = await zone('PARK', { default_vehicle_types: ['VAN'] });
    const pit = await zone('PIT');
    await admin.post(at('/attachment-definitions')).send({ name_it: 'Libretto', target: 'VEHICLE', required: true }).expect(201);
    const person = await createAttendee(admin, ev, { ...minimalAttendee(crew, own), last_name: 'Ferri' });
    const van = (await admin.post(at('/vehicles')).send({ plate: 'ZZ111ZZ', type: 'VAN', event_company_id: own }).expect(201)).body.id;
    await admin.post(at('/access-rights')).send({ attendee_id: person, zone_id: pit }).expect(201);
    const ask = async (operation: 'ADD' | 'REMOVE', holder: object, zoneIds: number[]) =>
      (await admin.post(at('/access-control-requests')).send({ operation, ...holder, zone_ids: zoneIds }).expect(201)).body.ids as number[];
    const [forPaddock, forPark] = await ask('ADD', { attendee_ids: [person] }, [paddock, park]);
    const [pitOff] = await ask('REMOVE', { attendee_ids: [person] }, [pit]);
    const [vanPark, vanPit] = await ask('ADD', { vehicle_ids: [van] }, [park, pit]);
    const list = (await admin.get(at('/access-control-requests?perPage=50')).expect(200).expect(expectDocumented)).body as AccessRequestDto[];
    const byId = new Map(list.map((r) => [r.id, r.holder_now]));
    const personZones = [
      { id: paddock, code: 'PADDOCK', default: true },
      { id: pit, code: 'PIT', default: false },
    ];
    expect(byId.get(forPaddock)).toEqual({ documentation_status: 'COMPLETE', zone_access: 'DEFAULT', zones: personZones });
    expect(byId.get(forPark)).toMatchObject({ zone_access: 'NONE', zones: personZones });
    expect(byId.get(pitOff)).toMatchObject({ zone_access: 'RIGHT' });
    expect(byId.get(vanPark)).toEqual({ documentation_status: 'MISSING', zone_access: 'DEFAULT', zones: [{ id: park, code: 'PARK', default: true }] });
    expect(byId.get(vanPit)).toMatchObject({ documentation_status: 'MISSING', zone_access: 'NONE' });
    // One request reads the same; once its holder is gone it has none.
    expect((await admin.get(at(`/access-control-requests/${vanPit}`)).expect(200).expect(expectDocumented)).body.holder_now.zone_access).toBe('NONE');
    await admin.delete(at(`/vehicles/${van}`)).expect(200);
    expect((await admin.get(at(`/access-control-requests/${vanPit}`)).expect(200)).body.holder_now).toBeNull();
  });

  it('two reviewers deciding the same requests at once act once', async () => {
    const holders = await Promise.all([1, 2, 3, 4].map((i) => vehicleOf(X, `RC${i}00XY`)));
    const { ids } = (
      await company.client
        .post(base())
        .send({ operation: 'ADD', vehicle_ids: holders, zone_ids: [zones.PRESS] })
        .expect(201)
    ).body as { ids: number[] };
    const second = await userWithRole(t, admin, eventId, 'ADMIN');
    const answers = await Promise.all([
      admin.post(`${base()}/decide`).send({ ids, status: 'APPROVED' }),
      second.client.post(`${base()}/decide`).send({ ids, status: 'REJECTED', reason: 'Pieno' }),
      ...ids.map((id) => admin.put(`${base()}/${id}`).send({ status: 'APPROVED' })),
    ]);
    const decidedTimes = new Map<number, number>();
    for (const res of answers.slice(0, 2)) {
      expect(res.status).toBe(201);
      for (const id of res.body.decided as number[]) decidedTimes.set(id, (decidedTimes.get(id) ?? 0) + 1);
    }
    for (const res of answers.slice(2)) {
      expect([200, 409]).toContain(res.status);
      if (res.status === 200) decidedTimes.set(res.body.id, (decidedTimes.get(res.body.id) ?? 0) + 1);
    }
    expect(ids.map((id) => decidedTimes.get(id))).toEqual([1, 1, 1, 1]);
    // The rights match the decisions that won: one per approved request, none for a rejected one.
    const final = (await admin.get(`${base()}?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`).expect(200))
      .body as AccessRequestDto[];
    for (const request of final) {
      const held = await rights(JSON.stringify({ vehicle_id: request.vehicle_id }));
      expect(held).toHaveLength(request.status === 'APPROVED' ? 1 : 0);
    }
  });

  it('an approval of a request whose holder was deleted meanwhile is a rejection with the reason', async () => {
    const a = await attendeeOf(X, 'Viola');
    const { id } = (
      await company.client
        .post(base())
        .send({ operation: 'ADD', attendee_ids: [a], zone_ids: [zones.PIT] })
        .expect(201)
    ).body;
    await admin.delete(`/api/events/${eventId}/attendees/${a}`).expect(200);
    const result = (
      await admin
        .post(`${base()}/decide`)
        .send({ ids: [id], status: 'APPROVED' })
        .expect(201)
    ).body;
    expect(result).toEqual({ decided: [id], already_decided: [], holder_gone: [id] });
    const request = (await admin.get(`${base()}/${id}`).expect(200)).body as AccessRequestDto;
    expect(request).toMatchObject({ status: 'REJECTED', attendee_id: null, reason: msg('it', 'access_request_holder_gone') });
    expect(request.holder_label).toContain('Viola');
  });

  it('keeps a COMPANY user to its own holders and requests (404 for the others), and reviewing to ADMIN', async () => {
    const foreign = await attendeeOf(Y, 'Altri');
    const own = await attendeeOf(X, 'Nostri');
    await company.client
      .post(base())
      .send({ operation: 'ADD', attendee_ids: [foreign], zone_ids: [zones.PIT] })
      .expect(404);
    await company.client
      .post(base())
      .send({ operation: 'ADD', attendee_ids: [own, foreign], zone_ids: [zones.PIT] })
      .expect(404);
    const { id: foreignRequest } = (
      await user.client
        .post(base())
        .send({ operation: 'ADD', attendee_ids: [foreign], zone_ids: [zones.PIT] })
        .expect(201)
    ).body;
    await company.client.get(`${base()}/${foreignRequest}`).expect(404);
    const listed = (await company.client.get(`${base()}?range=[0,999]`).expect(200)).body as AccessRequestDto[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((r) => r.event_company_id === X)).toBe(true);
    const { id: ownRequest } = (
      await company.client
        .post(base())
        .send({ operation: 'ADD', attendee_ids: [own], zone_ids: [zones.PIT] })
        .expect(201)
    ).body;
    await company.client.put(`${base()}/${ownRequest}`).send({ status: 'APPROVED' }).expect(403);
    await user.client
      .post(`${base()}/decide`)
      .send({ ids: [ownRequest], status: 'APPROVED' })
      .expect(403);
    // Nothing half-done: a bulk decision naming a request of another event decides none of them.
    const other = await createEvent(admin);
    const otherZone = (await admin.post(`/api/events/${other.id}/zones`).send({ name_it: 'Z', code: 'Z' }).expect(201)).body.id;
    const otherAttendee = await createAttendee(
      admin,
      other.id,
      minimalAttendee(await createCategory(admin, other.id, 'C'), await createCompany(admin, other.id, { name: 'O' })),
    );
    const { id: otherRequest } = (
      await admin
        .post(`/api/events/${other.id}/access-control-requests`)
        .send({ operation: 'ADD', attendee_ids: [otherAttendee], zone_ids: [otherZone] })
        .expect(201)
    ).body;
    await admin
      .post(`${base()}/decide`)
      .send({ ids: [ownRequest, otherRequest], status: 'APPROVED' })
      .expect(404);
    expect((await admin.get(`${base()}/${ownRequest}`).expect(200)).body.status).toBe('PENDING');
    // A zone of another event is no zone here.
    await company.client
      .post(base())
      .send({ operation: 'ADD', attendee_ids: [own], zone_ids: [otherZone] })
      .expect(404);
  });

  it('refuses malformed requests and decisions with per-field messages', async () => {
    admin.lang = 'en';
    const a = await attendeeOf(X, 'Forma');
    const bad: [object, string][] = [
      [{}, 'operation'],
      [{ operation: 'GRANT', attendee_ids: [a], zone_ids: [zones.PIT] }, 'operation'],
      [{ operation: 'ADD', zone_ids: [zones.PIT] }, 'attendee_ids'],
      [{ operation: 'ADD', attendee_ids: [a] }, 'zone_ids'],
      [{ operation: 'ADD', attendee_ids: [a], zone_ids: [] }, 'zone_ids'],
      [{ operation: 'ADD', attendee_ids: ['uno'], zone_ids: [zones.PIT] }, 'attendee_ids.0'],
      [{ operation: 'ADD', attendee_ids: [-1], zone_ids: [zones.PIT] }, 'attendee_ids.0'],
      [{ operation: 'ADD', attendee_ids: a, zone_ids: [zones.PIT] }, 'attendee_ids'],
      [{ operation: 'ADD', vehicle_ids: [1.5], zone_ids: [zones.PIT] }, 'vehicle_ids.0'],
      [{ operation: 'ADD', attendee_ids: [a], zone_ids: 'PIT' }, 'zone_ids'],
      [{ operation: 'ADD', attendee_ids: Array.from({ length: 501 }, (_, i) => i + 1), zone_ids: [zones.PIT] }, 'attendee_ids'],
      [{ operation: 'ADD', attendee_ids: [a], zone_ids: [zones.PIT], valid_from: 'ieri' }, 'valid_from'],
      [
        {
          operation: 'ADD',
          attendee_ids: [a],
          zone_ids: [zones.PIT],
          valid_from: '2027-05-20T10:00:00Z',
          valid_to: '2027-05-19T10:00:00Z',
        },
        'valid_to',
      ],
      [{ operation: 'ADD', attendee_ids: [a], zone_ids: [zones.PIT], note: 'x'.repeat(1001) }, 'note'],
      [{ operation: 'ADD', attendee_ids: [a], zone_ids: [zones.PIT], note: { text: 'x' } }, 'note'],
    ];
    try {
      for (const [body, field] of bad) {
        const res = await admin.post(base()).send(body);
        expect([res.status, Object.keys(res.body.errors ?? {})]).toEqual([422, expect.arrayContaining([field])]);
      }
      const { id } = (
        await admin
          .post(base())
          .send({ operation: 'ADD', attendee_ids: [a], zone_ids: [zones.PIT] })
          .expect(201)
      ).body;
      const badDecisions: [string, object, string][] = [
        [`${base()}/${id}`, {}, 'status'],
        [`${base()}/${id}`, { status: 'PENDING' }, 'status'],
        [`${base()}/${id}`, { status: 'REJECTED', reason: '   ' }, 'reason'],
        [`${base()}/${id}`, { status: 'APPROVED', reason: 42 }, 'reason'],
        [`${base()}/decide`, { status: 'APPROVED' }, 'ids'],
        [`${base()}/decide`, { status: 'APPROVED', ids: [] }, 'ids'],
        [`${base()}/decide`, { status: 'APPROVED', ids: 'tutti' }, 'ids'],
        [`${base()}/decide`, { status: 'APPROVED', ids: [0] }, 'ids.0'],
      ];
      for (const [path, body, field] of badDecisions) {
        const res = path.endsWith('decide') ? await admin.post(path).send(body) : await admin.put(path).send(body);
        expect([path, res.status, Object.keys(res.body.errors ?? {})]).toEqual([path, 422, expect.arrayContaining([field])]);
      }
      await admin.put(`${base()}/abc`).send({ status: 'APPROVED' }).expect(404);
      await admin.get(`${base()}?filter=${encodeURIComponent('{"status":')}`).expect(400);
      await admin.get(`${base()}?filter=${encodeURIComponent(JSON.stringify({ holder: 'x' }))}`).expect(400);
      await admin.put(`${base()}/999999`).send({ status: 'APPROVED' }).expect(404);
      expect((await admin.get(`${base()}/${id}`).expect(200)).body.status).toBe('PENDING');
    } finally {
      admin.lang = 'it';
    }
  });

  it('asks only what the role’s UI configuration lets it ask (accesses: request-add, request-delete)', async () => {
    const config = { COMPANY: { accesses: [{ name: 'request-add' }] } };
    const eventC = (await createEvent(admin, { options: [{ key: 'UI_CONFIG', value: JSON.stringify(config) }] })).id;
    const companyC = await createCompany(admin, eventC, { name: 'Solo aggiunte' });
    const zone = (await admin.post(`/api/events/${eventC}/zones`).send({ name_it: 'Box', code: 'BOX' }).expect(201)).body.id;
    const a = await createAttendee(admin, eventC, minimalAttendee(await createCategory(admin, eventC, 'C'), companyC));
    const asker = (await userWithRole(t, admin, eventC, 'COMPANY', companyC)).client;
    const url = `/api/events/${eventC}/access-control-requests`;
    await asker
      .post(url)
      .send({ operation: 'ADD', attendee_ids: [a], zone_ids: [zone] })
      .expect(201);
    const res = await asker
      .post(url)
      .send({ operation: 'REMOVE', attendee_ids: [a], zone_ids: [zone] })
      .expect(403);
    expect(res.body.message).toBe(msg('it', 'access_request_not_allowed'));
  });
});
