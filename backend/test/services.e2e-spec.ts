import type { AttendeeUsedServiceDto, PassDto, ScanDto, ServiceConsumeDto, ServiceDto, ZoneDto } from '@eventdesk/shared';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';
import type { ApiClient } from './support/api-client';
import { checkoutService, createProduct, withBankDetails } from './commerce/commerce-fixtures';
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

  describe('the gate’s refusals (issue 29 item 11)', () => {
    /** An order of the products by bank transfer, marked paid when asked. */
    const order = async (attendee: number, products: number[], paid: boolean) => {
      const { order: placed } = await checkoutService(t).checkout(
        eventId,
        attendee,
        products.map((product_id) => ({ product_id, quantity: 1 })),
        'BANK_TRANSFER',
      );
      if (paid) await admin.post(`/api/events/${eventId}/orders/${placed.id}/mark-paid`).send({}).expect(200);
    };
    const gateScan = async (code: string, zoneId: number) =>
      (
        await admin
          .post(`/api/events/${eventId}/scans`)
          .send({ code, zone_id: zoneId, direction: 'IN', device_id: 'gate-s', nonce: `g${++seq}` })
          .expect(201)
      ).body as ScanDto;
    let hall: number;
    let ticket: number;
    let dinner: number;

    beforeAll(async () => {
      await withBankDetails(admin, eventId);
      ticket = (await createProduct(admin, eventId, { name_it: 'Iscrizione', stock: 100, price_cents: 30_000 })).id;
      dinner = (await createProduct(admin, eventId, { name_it: 'Cena di gala', stock: 100, price_cents: 8_000 })).id;
      hall = (
        (
          await admin
            .post(`/api/events/${eventId}/zones`)
            .send({
              name_it: 'Sala',
              code: 'SALA',
              default_attendee_category_ids: [guests, staff],
              ticket_product_ids: [ticket],
              ticket_exempt_category_ids: [staff],
            })
            .expect(201)
        ).body as ZoneDto
      ).id;
    });

    it('refuses a forged or revoked code with the gate’s reason and no count', async () => {
      const lunch = await service({ name_it: 'Pranzo', limit_per_attendee: 1 });
      const guest = await person();
      const code = await codeOf(guest);
      const forged = `${code.slice(0, -2)}${code.endsWith('AA') ? 'BB' : 'AA'}`;
      const gate = await gateScan(forged, hall);
      expect(gate.reason).toBe('invalid_signature');
      expect(await consume(lunch.id, forged)).toEqual({ result: 'DENIED', reason: gate.reason, holder: null, used: null, limit: 1 });
      await admin.post(`/api/events/${eventId}/attendees/${guest}/pass/reissue`).expect(200);
      expect((await gateScan(code, hall)).reason).toBe('revoked');
      expect(await consume(lunch.id, code)).toEqual({ result: 'DENIED', reason: 'revoked', holder: null, used: null, limit: 1 });
      // Nothing was taken by either refusal.
      expect(await consume(lunch.id, await codeOf(guest))).toMatchObject({ result: 'CONSUMED', used: 1 });
    });

    it('applies the payment rule of the service’s zone, exempt categories, and pending as the gate does', async () => {
      const lunch = await service({ name_it: 'Pranzo in sala', zone_id: hall, limit_per_attendee: 1 });
      const anywhere = await service({ name_it: 'Acqua', limit_per_attendee: 1 });
      const galaOnly = await person();
      await order(galaOnly, [dinner], true);
      const unpaid = await person();
      await order(unpaid, [ticket], false);
      const paid = await person();
      await order(paid, [ticket], true);
      const exempt = await person(staff);
      const waiting = await createAttendee(admin, eventId, { ...minimalAttendee(guests, company), pending: true });
      const people = [galaOnly, unpaid, paid, exempt, waiting];
      const codes = await Promise.all(people.map(codeOf));
      const gate = await Promise.all(codes.map((c) => gateScan(c, hall)));
      const served = [];
      for (const c of codes) served.push(await consume(lunch.id, c));
      expect(served.map((a) => [a.result, a.reason, a.used])).toEqual([
        ['DENIED', 'not_paid', 0],
        ['DENIED', 'not_paid', 0],
        ['CONSUMED', null, 1],
        ['CONSUMED', null, 1],
        ['DENIED', 'pending', 0],
      ]);
      // The gate of the same zone says the same.
      expect(gate.map((a) => a.reason)).toEqual(served.map((a) => a.reason));
      expect(served[0].holder).toMatchObject({ id: galaOnly });
      // A service without a zone has no payment rule; pending still keeps out.
      const water = [];
      for (const c of codes) water.push((await consume(anywhere.id, c)).reason);
      expect(water).toEqual([null, null, null, null, 'pending']);
    });
  });
});
