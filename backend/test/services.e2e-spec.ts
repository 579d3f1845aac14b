import type { AttendeeUsedServiceDto, PassDto, ServiceConsumeDto, ServiceDto } from '@eventdesk/shared';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { expectDocumented } from './support/documented-response';
import { startTestApp, type TestApp } from './support/test-app';

/** Services on site (issue 14): ADMIN defines them; a unit is taken by scanning the pass, exactly once per unit under concurrency. */
describe('services', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let guests: number;
  let staff: number;
  let company: number;
  let seq = 0;
  const url = (path = '') => `/api/events/${eventId}/services${path}`;
  const person = (category = guests) => createAttendee(admin, eventId, minimalAttendee(category, company));
  const codeOf = async (id: number) =>
    ((await admin.get(`/api/events/${eventId}/attendees/${id}/pass`).expect(200).expect(expectDocumented)).body as PassDto).code;
  const service = async (body: object) =>
    (
      await admin
        .post(url())
        .send({ name_it: `Servizio ${++seq}`, ...body })
        .expect(201)
        .expect(expectDocumented)
    ).body as ServiceDto;
  const consume = async (id: number, code: string, extra: object = {}, client = admin) =>
    (
      await client
        .post(url(`/${id}/consume`))
        .send({ code, device_id: 'desk-1', nonce: `c${++seq}`, ...extra })
        .expect(200)
        .expect(expectDocumented)
    ).body as ServiceConsumeDto;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    guests = await createCategory(admin, eventId, 'Ospiti');
    staff = await createCategory(admin, eventId, 'Staff');
    company = await createCompany(admin, eventId, { name: 'Ospiti' });
  });
  afterAll(() => t?.close());

  it('is defined by ADMIN (names, window, categories, limit); bad bodies get per-field messages', async () => {
    const lunch = await service({
      name_it: 'Pranzo giorno 1',
      name_en: 'Lunch day 1',
      attendee_category_ids: [guests],
      limit_per_attendee: 2,
    });
    expect(lunch).toMatchObject({
      name_it: 'Pranzo giorno 1',
      attendee_category_ids: [guests],
      limit_per_attendee: 2,
      active: true,
      used: 0,
    });
    const bad = await admin
      .post(url())
      .send({ name_it: '', limit_per_attendee: 0, starts_at: '2027-01-02T10:00:00Z', ends_at: '2027-01-01T10:00:00Z' });
    expect([bad.status, Object.keys(bad.body.errors).sort()]).toEqual([422, ['ends_at', 'limit_per_attendee', 'name_it']]);
    const foreign = await admin.post(url()).send({ name_it: 'X', attendee_category_ids: [999_999] });
    expect([foreign.status, Object.keys(foreign.body.errors)]).toEqual([422, ['attendee_category_ids']]);
    expect(
      (
        await admin
          .put(url(`/${lunch.id}`))
          .send({ limit_per_attendee: 3 })
          .expect(200)
          .expect(expectDocumented)
      ).body,
    ).toMatchObject({ name_it: 'Pranzo giorno 1', limit_per_attendee: 3 });
    const secretary = (await userWithRole(t, admin, eventId, 'SECRETARY')).client;
    expect(((await secretary.get(url()).expect(200).expect(expectDocumented)).body as ServiceDto[]).map((s) => s.id)).toContain(lunch.id);
    await secretary.post(url()).send({ name_it: 'No' }).expect(403);
    const user = (await userWithRole(t, admin, eventId, 'USER')).client;
    await user
      .post(url(`/${lunch.id}/consume`))
      .send({ code: 'x', device_id: 'd', nonce: 'n' })
      .expect(403);
  });

  it('takes one unit per scan up to the limit; refuses other categories, closed windows, forged codes; gives a unit back', async () => {
    const shuttle = await service({ name_it: 'Navetta', attendee_category_ids: [guests], limit_per_attendee: 2 });
    const guest = await person();
    const code = await codeOf(guest);
    expect(await consume(shuttle.id, code)).toMatchObject({ result: 'CONSUMED', used: 1, limit: 2, holder: { id: guest } });
    expect(await consume(shuttle.id, code)).toMatchObject({ result: 'CONSUMED', used: 2 });
    expect(await consume(shuttle.id, code)).toMatchObject({ result: 'DENIED', reason: 'limit_reached', used: 2 });
    expect((await consume(shuttle.id, await codeOf(await person(staff)))).reason).toBe('category');
    expect((await consume(shuttle.id, 'NOT-A-PASS')).reason).toBe('invalid_signature');
    const late = await service({ name_it: 'Cena', ends_at: '2020-01-01T20:00:00Z' });
    expect((await consume(late.id, code)).reason).toBe('outside_window');
    const used = (await admin.get(`/api/events/${eventId}/attendees/${guest}/used-services`).expect(200).expect(expectDocumented))
      .body as AttendeeUsedServiceDto[];
    expect(used).toEqual([
      { service_id: shuttle.id, name_it: 'Navetta', name_en: null, used: 2, limit: 2, last_used_at: expect.any(String) },
    ]);
    await admin.delete(`/api/events/${eventId}/attendees/${guest}/remove_used_service/${shuttle.id}`).expect(200).expect(expectDocumented);
    expect(await consume(shuttle.id, code)).toMatchObject({ result: 'CONSUMED', used: 2 });
    expect(
      (
        (
          await admin
            .get(url(`/${shuttle.id}`))
            .expect(200)
            .expect(expectDocumented)
        ).body as ServiceDto
      ).used,
    ).toBe(2);
  });

  it('gives the last unit once to 20 service points scanning one pass at once; a retried nonce counts once', async () => {
    const gadget = await service({ name_it: 'Gadget', limit_per_attendee: 1 });
    const code = await codeOf(await person());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin.post(url(`/${gadget.id}/consume`)).send({ code, device_id: `desk-${i % 3}`, nonce: `race-${i}` }),
      ),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(answers.filter((r) => r.body.result === 'CONSUMED')).toHaveLength(1);
    expect(answers.filter((r) => r.body.reason === 'limit_reached')).toHaveLength(19);
    const meal = await service({ name_it: 'Pasto', limit_per_attendee: 3 });
    const other = await codeOf(await person());
    const retries = await Promise.all(
      Array.from({ length: 5 }, () => admin.post(url(`/${meal.id}/consume`)).send({ code: other, device_id: 'desk-9', nonce: 'same' })),
    );
    expect(retries.every((r) => r.status === 200 && r.body.result === 'CONSUMED')).toBe(true);
    expect(
      (
        (
          await admin
            .get(url(`/${meal.id}`))
            .expect(200)
            .expect(expectDocumented)
        ).body as ServiceDto
      ).used,
    ).toBe(1);
  });
});
